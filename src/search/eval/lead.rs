//! How much a lead is worth besides its size: less when the leader's Chief
//! is exposed (under the default rules the side behind draws by taking
//! him), more when the side behind has few pieces left to shield its
//! Princess.

use super::tables::WITHIN;
use crate::position::Position;
use crate::types::{Color, Role};

/// How much of a lead a side loses, in 256ths, for each opposing piece
/// but the royals within three king steps of its Chief: under the default
/// rules the side behind draws by taking the Chief with any piece but its
/// own Chief (RULES.md 6.3), so a lead with an exposed Chief is worth
/// less. Half the first hand-set 24 (and 8 for [`CHIEF_EXPOSURE_FAR_256THS`]),
/// by a sequential test on the conversion suite at equal time
/// (docs/strength.md).
const CHIEF_EXPOSURE_NEAR_256THS: i32 = 12;

/// See [`CHIEF_EXPOSURE_NEAR_256THS`]: the share lost for each piece within
/// six king steps but not three.
const CHIEF_EXPOSURE_FAR_256THS: i32 = 4;

/// At most this much of a lead (in 256ths) is lost to an exposed Chief.
const CHIEF_EXPOSURE_MAX_256THS: i32 = 160;

/// A side with this many pieces besides its royals shields its Princess in
/// full; each piece fewer adds [`BARE_PIECE_256THS`] to the other side's
/// lead.
const SHIELD_PIECES: i32 = 7;

/// How much a lead grows, in 256ths, for each piece the side behind has
/// fewer than [`SHIELD_PIECES`]. Its pieces block the squares around its
/// Princess and take the pieces that come to trap her, so the fewer it
/// has, the nearer the leader is to a win, and the leader is drawn to
/// take them off. Kept by a sequential test on the conversion suite at
/// equal time (docs/strength.md).
const BARE_PIECE_256THS: i32 = 16;

/// `score` (for the side to move) with the lead scaled down by the leader's
/// exposed Chief, `exposure(true)` for the side to move's and
/// `exposure(false)` for the other's, in 256ths: under the default rules the
/// side behind would take the leader's Chief, and the closer its pieces,
/// the more of the lead is in doubt.
pub(crate) fn scale_lead(score: i32, exposure: impl FnOnce(bool) -> i32) -> i32 {
    score * (256 - exposure(score > 0)) / 256
}

/// How exposed `color`'s Chief is to the other side's lesser pieces, in
/// 256ths of a lead: pieces within three king steps (one move for most)
/// and within six (two moves). The other Chief does not count: a Chief
/// that takes the other wins rather than draws, so two Chiefs within
/// reach of each other are a one-move tactic for whichever side moves
/// first, which the search sees, not a risk to the lead; counted, he may
/// push the leader's Chief away from the other Princess, whom her own
/// Chief guards, where a net may need him (a sequential test on the
/// conversion suite, docs/strength.md).
pub(crate) fn exposure(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let Some(chief) = board.pieces(color, Role::Chief).lowest() else {
        return 0;
    };
    let them = color.opposite();
    let enemies =
        board.by_color(them) - board.pieces(them, Role::Princess) - board.pieces(them, Role::Chief);
    let within = &WITHIN[usize::from(chief.index())];
    let near_count = (enemies & within[2]).len() as i32;
    // Read from a table: growing the set by king steps here took about a
    // third of the evaluation's instructions (callgrind).
    let far_count = (enemies & within[5]).len() as i32 - near_count;
    (CHIEF_EXPOSURE_NEAR_256THS * near_count + CHIEF_EXPOSURE_FAR_256THS * far_count)
        .min(CHIEF_EXPOSURE_MAX_256THS)
}

/// `score` (for the side to move) with the lead grown by the side behind's
/// bareness, `bareness(true)` the side to move's and `bareness(false)` the
/// other's, in 256ths.
pub(crate) fn grow_lead(score: i32, bareness: impl FnOnce(bool) -> i32) -> i32 {
    score * (256 + bareness(score < 0)) / 256
}

/// How bare `color`'s Princess is of pieces to shield her, in 256ths of a
/// lead that the other side gains: [`BARE_PIECE_256THS`] for each of its
/// pieces besides the royals fewer than [`SHIELD_PIECES`].
pub(crate) fn bareness(pos: &Position, color: Color) -> i32 {
    bare_by(pieces_besides_royals(pos, color))
}

/// The bareness of a Princess whose side has `pieces` besides its royals.
fn bare_by(pieces: i32) -> i32 {
    BARE_PIECE_256THS * (SHIELD_PIECES - pieces).max(0)
}

/// How many pieces `color` has besides its Princess and Chief.
fn pieces_besides_royals(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let royals = board.pieces(color, Role::Princess) | board.pieces(color, Role::Chief);
    (board.by_color(color) - royals).len() as i32
}

/// The most that taking a piece can raise the side to move's score by way
/// of the lead, where the pieces' places are left to the caller's margin
/// (delta pruning): the victim's worth, grown as much as either side's
/// lead may grow, and a lead of the side to move's grown by the piece the
/// side behind then lacks.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CaptureGain {
    /// How much the victim's worth grows, in 256ths.
    grown: i32,
    /// What the side to move's lead gains, in centipoints.
    lead: i32,
}

impl CaptureGain {
    /// The gains of the captures of `pos`, whose score is `score` for the
    /// side to move.
    pub(crate) fn new(pos: &Position, score: i32) -> CaptureGain {
        let us = pos.side_to_move();
        let ours = bareness(pos, us);
        let pieces = pieces_besides_royals(pos, us.opposite());
        let theirs = bare_by(pieces);
        let theirs_after = bare_by((pieces - 1).max(0));
        CaptureGain {
            grown: ours.max(theirs_after),
            lead: score.max(0) * (theirs_after - theirs) / 256,
        }
    }

    /// The most that taking a piece worth `victim` centipoints can raise
    /// the score.
    pub(crate) fn of(self, victim: i32) -> i32 {
        victim * (256 + self.grown) / 256 + self.lead
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chief_is_exposed_by_the_pieces_within_three_and_six_king_steps() {
        // Black's Chief on e1: Orange's Panthan on e3 is two king steps
        // away (12 256ths), the one on e6 five (4); the Princesses never
        // count. Fourteen pieces within three steps (on b2 to h3) would
        // make 168: at most 160.
        let two = Position::from_text("9P/10/10/10/4N5/10/10/4N5/10/p3c5 b - 0 1").unwrap();
        assert_eq!(exposure(&two, Color::Black), 16);
        assert_eq!(exposure(&two, Color::Orange), 0);
        // Nor does the other Chief: Orange's on e2, next to Black's, and
        // Black's Warrior on e4, two steps from Orange's (12).
        let chiefs = Position::from_text("9P/10/10/10/10/10/4w5/10/4C5/p3c5 b - 0 1").unwrap();
        assert_eq!(exposure(&chiefs, Color::Black), 0);
        assert_eq!(exposure(&chiefs, Color::Orange), 12);
        let crowd = Position::from_text("9P/10/10/10/10/10/10/1NNNNNNN2/1NFFDDTT2/p3c5 b - 0 1");
        assert_eq!(exposure(&crowd.unwrap(), Color::Black), 160);
    }

    #[test]
    fn a_lead_is_scaled_by_the_leaders_exposure() {
        // 512 centipoints ahead, the leader's Chief exposed by 64 of 256:
        // three quarters of the lead left; behind, the other Chief counts.
        assert_eq!(scale_lead(512, |ours| if ours { 64 } else { 128 }), 384);
        assert_eq!(scale_lead(-512, |ours| if ours { 64 } else { 128 }), -256);
    }

    #[test]
    fn a_princess_is_bare_by_the_pieces_her_side_lacks_of_seven() {
        // Orange: two Panthans besides the royals, five short of seven (80
        // 256ths); Black: a Chief and a Princess alone, seven short (112).
        let two = Position::from_text("9P/10/10/10/4N5/10/10/4N5/10/p3c5 b - 0 1").unwrap();
        assert_eq!(bareness(&two, Color::Orange), 80);
        assert_eq!(bareness(&two, Color::Black), 112);
        // Eight Panthans are more than enough: not bare at all.
        let crowd = Position::from_text("9P/10/10/10/10/10/10/3NNN4/3NNN4/p2NcN4 b - 0 1").unwrap();
        assert_eq!(bareness(&crowd, Color::Orange), 0);
        // At the start neither side is.
        let start = Position::default();
        assert_eq!(bareness(&start, Color::Black), 0);
        assert_eq!(bareness(&start, Color::Orange), 0);
    }

    #[test]
    fn a_lead_grows_by_the_bareness_of_the_side_behind() {
        // 512 centipoints ahead, the other side bare by 64 of 256: five
        // quarters of the lead; behind, the side to move's own 128 count.
        assert_eq!(grow_lead(512, |ours| if ours { 128 } else { 64 }), 640);
        assert_eq!(grow_lead(-512, |ours| if ours { 128 } else { 64 }), -768);
        assert_eq!(grow_lead(0, |_| 96), 0);
    }

    #[test]
    fn a_capture_gains_its_victim_grown_and_the_lead_grown_by_one_piece() {
        // Black to move, ahead, with its royals alone (bare by 112); Orange
        // has two Panthans (80), one after a capture (96). A Panthan taken
        // from a lead of 1000: 200 grown by the larger bareness, 112, is
        // 287 (287.5 rounded down), and the lead grows by 16 256ths, 62:
        // 349.
        let two = Position::from_text("9P/10/10/10/4N5/10/10/4N5/10/p3c5 b - 0 1").unwrap();
        assert_eq!(CaptureGain::new(&two, 1000).of(200), 349);
        // Behind, the side to move's lead gains nothing but the victim.
        assert_eq!(CaptureGain::new(&two, -1000).of(200), 287);
        // With seven pieces or more for the side to move and eight or more
        // for the other (here eighteen each), the victim's worth alone.
        assert_eq!(CaptureGain::new(&Position::default(), 1000).of(200), 200);
    }
}
