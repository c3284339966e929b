//! The static evaluation: how good a quiet position looks, in centipoints,
//! for the side to move.
//!
//! How the weights were found, by matches of the `match` example (seed 1,
//! openings of four random moves, 20,000 positions a move, the search's
//! pruning and contempt as they are now; the engine's score first, then
//! wins-draws-losses). Each term began as a guess and was tried two ways:
//! against the engine without it (100 games), and against the `jetan`
//! command's depth-2 search (`baseline`, 200 games), which takes a draw by taking
//! the Chief whenever it stands worse. Against itself no term made a clear
//! difference: 52.0% (43-18-39) for the pieces near the Princess, 48.0%
//! (40-16-44) for the escape, 50.0% (41-18-41) for the Chief's exposure,
//! 40.0% (29-22-49) for a bonus for the Chief near the opposing Princess;
//! at 100 games only differences of about 10% are clear. Against the
//! baseline the terms did count: material and pieces near the Princess
//! alone scored 84.5% (151-36-13); with the escape bonus 90.0% (167-26-7);
//! with the exposure instead 89.0% (171-14-15); with both 93.8%
//! (183-9-8); with the Chief near the Princess as well 91.5% (175-16-9),
//! so that bonus was dropped.
//!
//! The Princess's room and the closing in (issue 19): the engine with
//! them against the engine without (the build of commit `9caf3f6`), both
//! built with this repository's settings and driven by one program that
//! plays the two libraries against each other (pairs of games from the same
//! four random moves, colours swapped, cut off at 300 moves, one 16 MiB
//! table a side a game, the last line of each measure below its wins,
//! draws and losses; Elo with its 95% interval from the pairs' points,
//! the pentanomial spread, and a sequential test of 0 against 20 Elo at
//! 5% errors stopping it). At 20,000 positions a move the room alone
//! ([`ROOM`], [`ROOM_CAP`], [`TRAPPED`]) scored 58.2% (68-76-38, 182
//! games, +58 Elo, 22 to 95); with the closing in as well
//! ([`CLOSING_PER`]) 58.6% (78-83-43, 204 games, +60 Elo, 23 to 99), no
//! clear gain over the room alone but games that end as often, and it is
//! kept for the plan it gives the side ahead. The room costs a threat map
//! of the pieces within six king steps of each Princess: 1.40 times the
//! instructions a position of the engine without it (callgrind, twelve
//! positions from games, 30,000 positions each). At equal time (50 ms a
//! move on a machine shared with other work, where the engine with them
//! searched 0.76 times the positions of the one without) the two terms
//! scored 57.9% (73-67-44, 184 games, +55 Elo, 22 to 89). Both measured
//! on the search as it stood before its split into files. What they do
//! not do is end games between equals: in self-play at 20,000 positions
//! a move still more than half the games run to the move limit
//! (docs/strength.md).

use crate::movegen::{self, variant::with_move_rules};
use crate::{Bitboard, ChiefCapture, Color, Position, PrincessThreat, Role, Square};

/// Each piece kind's worth in centipoints, by [`Role::index`]: the crate's
/// default value table (RULES.md 6.4, after Cazaux and Knowlton), and for
/// the Chief, which only `chief=removed` lets be taken, the worth of a
/// Flier and a half, so that the search never trades it for one.
const VALUES: [i32; 8] = [1500, 0, 950, 490, 170, 190, 560, 200];

/// A bonus for the side to move: it acts first.
const TEMPO: i32 = 10;

/// A Princess who still has her escape is much harder to trap.
const ESCAPE_LEFT: i32 = 60;

/// How much of a lead a side keeps, in 256ths, for each opposing piece
/// within three and within six king steps of its Chief: under the default
/// rules the side behind draws by taking the Chief with any piece (RULES.md
/// 6.3), so a lead with an exposed Chief is worth less.
const CHIEF_EXPOSURE: [i32; 2] = [24, 8];

/// At most this much of a lead (in 256ths) is lost to an exposed Chief.
const CHIEF_EXPOSURE_MAX: i32 = 160;

/// Pieces near the opposing Princess, by Chebyshev distance 1, 2 and 3:
/// the Princess is won by moving onto her, and no piece reaches further
/// than three king steps.
const NEAR_PRINCESS: [i32; 3] = [30, 20, 10];

/// The Princess's room: each square she could move to (empty, within her
/// three steps, and not threatened), up to [`ROOM_CAP`] of them. A
/// Princess with no room is trapped: once her escape is spent, a piece
/// that reaches her square wins.
const ROOM: i32 = 10;

/// Room beyond this many squares is worth no more: a Princess is not safer
/// in the open than with a dozen squares to go to.
const ROOM_CAP: u32 = 16;

/// A Princess with at most [`TRAPPED_ROOM`] squares to go to and no escape
/// left is nearly caught.
const TRAPPED: i32 = 80;

/// See [`TRAPPED`].
const TRAPPED_ROOM: u32 = 2;

/// For each point of closeness (seven less the distance to the opposing
/// Princess of each piece within six), the side ahead gets its lead in
/// centipoints divided by this.
const CLOSING_PER: i32 = 160;

/// A lead counts up to this much for [`CLOSING_PER`].
const LEAD_CAP: i32 = 1000;

/// The worth of a piece of kind `role` in centipoints.
pub(crate) const fn value(role: Role) -> i32 {
    VALUES[role.index()]
}

/// The evaluation of `pos` for the side to move.
pub(crate) fn evaluate(pos: &Position) -> i32 {
    let us = pos.side_to_move();
    let board = pos.board();
    let (ours, theirs) = (board.by_color(us), board.by_color(us.opposite()));
    let mut score = TEMPO;
    // The Princess is never taken off the board: she has no material worth.
    for role in Role::ALL {
        if role != Role::Princess {
            let pieces = board.by_role(role);
            let count = (pieces & ours).len() as i32 - (pieces & theirs).len() as i32;
            score += count * value(role);
        }
    }
    let princesses = board.by_role(Role::Princess);
    // The side ahead in material brings its pieces (not its Chief, whose
    // loss to a lesser piece draws) closer to the other Princess, the more
    // the further ahead.
    let lead = (score - TEMPO).clamp(-LEAD_CAP, LEAD_CAP);
    if lead != 0 {
        let (side, leader) = if lead > 0 { (ours, 1) } else { (theirs, -1) };
        let attackers = side - princesses - board.by_role(Role::Chief);
        let target = princesses - side;
        score += leader * closeness(attackers, target) * lead.abs() / CLOSING_PER;
    }
    score += near_princess(ours - princesses, princesses & theirs);
    score -= near_princess(theirs - princesses, princesses & ours);
    let escapes = i32::from(pos.has_escape(us)) - i32::from(pos.has_escape(us.opposite()));
    score += ESCAPE_LEFT * escapes;
    score += room(pos, us) - room(pos, us.opposite());
    if pos.rules().chief != ChiefCapture::Draw {
        return score;
    }
    // The side behind would take the leader's Chief: the closer its pieces,
    // the more of the lead is in doubt.
    let leader = if score > 0 { us } else { us.opposite() };
    score * (256 - exposure(pos, leader)) / 256
}

/// How exposed `color`'s Chief is to the other side's pieces, in 256ths of
/// a lead: pieces within three king steps (one move for most) and within
/// six (two moves).
fn exposure(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let Some(chief) = board.pieces(color, Role::Chief).lowest() else {
        return 0;
    };
    let them = color.opposite();
    let enemies = board.by_color(them) - board.pieces(them, Role::Princess);
    let within = &WITHIN[usize::from(chief.index())];
    let near_count = (enemies & within[2]).len() as i32;
    // Read from a table: growing the set by king steps here took about a
    // third of the evaluation's instructions (callgrind).
    let far_count = (enemies & within[5]).len() as i32 - near_count;
    (CHIEF_EXPOSURE[0] * near_count + CHIEF_EXPOSURE[1] * far_count).min(CHIEF_EXPOSURE_MAX)
}

/// The worth of the room of `color`'s Princess: [`ROOM`] for each square
/// she may move to, less [`TRAPPED`] when she is nearly caught.
fn room(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let princess = board.pieces(color, Role::Princess);
    let Some(at) = princess.lowest() else {
        return 0;
    };
    let within = &WITHIN[usize::from(at.index())];
    let mut squares = within[2] - board.occupied();
    let them = color.opposite();
    let enemies = board.by_color(them) - board.pieces(them, Role::Princess);
    // No piece reaches further than three king steps, so only the enemies
    // within six of her can threaten a square she may go to: the threat map
    // is built from those alone, and not at all when there are none.
    let near = enemies & within[5];
    if !near.is_empty() {
        let mut attackers = *board;
        attackers.remove(them, enemies - near);
        let occupied = match pos.rules().threat {
            PrincessThreat::Vacated => board.occupied() - princess,
            PrincessThreat::InPlace => board.occupied(),
        };
        squares = squares
            - with_move_rules!(pos.rules(), |move_rules| movegen::threats(
                &attackers, them, occupied, move_rules
            ));
    }
    let count = squares.len();
    let mut score = ROOM * count.min(ROOM_CAP) as i32;
    if count <= TRAPPED_ROOM && !pos.has_escape(color) {
        score -= TRAPPED;
    }
    score
}

/// How close `attackers` stand to `princess`: seven less the Chebyshev
/// distance for each attacker within six, summed.
fn closeness(attackers: Bitboard, princess: Bitboard) -> i32 {
    let Some(at) = princess.lowest() else {
        return 0;
    };
    WITHIN[usize::from(at.index())]
        .iter()
        .map(|within| (attackers & *within).len() as i32)
        .sum()
}

/// The bonus for `attackers` near `princess`, by Chebyshev distance.
fn near_princess(attackers: Bitboard, princess: Bitboard) -> i32 {
    let Some(at) = princess.lowest() else {
        return 0;
    };
    let rings = &RINGS[usize::from(at.index())];
    let mut score = 0;
    for (ring, bonus) in rings.iter().zip(NEAR_PRINCESS) {
        score += (attackers & *ring).len() as i32 * bonus;
    }
    score
}

/// For each square, the squares at Chebyshev distance 1, 2 and 3: read
/// from a table rather than grown by king steps at every evaluation, which
/// made the evaluation about half as costly (callgrind).
static RINGS: [[Bitboard; 3]; 100] = {
    let mut rings = [[Bitboard::EMPTY; 3]; 100];
    let mut index = 0;
    while index < 100 {
        if let Some(sq) = Square::new(index as u8) {
            let mut seen = Bitboard::from_square(sq);
            let mut k = 0;
            while k < 3 {
                let ring = seen.king_steps().minus(seen);
                rings[index][k] = ring;
                seen = seen.union(ring);
                k += 1;
            }
        }
        index += 1;
    }
    rings
};

/// For each square, the squares within one to six king steps of it, the
/// square itself included.
static WITHIN: [[Bitboard; 6]; 100] = {
    let mut within = [[Bitboard::EMPTY; 6]; 100];
    let mut index = 0;
    while index < 100 {
        if let Some(sq) = Square::new(index as u8) {
            let mut seen = Bitboard::from_square(sq);
            let mut k = 0;
            while k < 6 {
                seen = seen.union(seen.king_steps());
                within[index][k] = seen;
                k += 1;
            }
        }
        index += 1;
    }
    within
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rings_hold_the_squares_at_each_distance() {
        // Around e5: 8 squares at distance 1, 16 at 2, 24 at 3; in the
        // corner a1: 3, 5 and 7.
        let sizes = |sq: &str| {
            let sq: Square = sq.parse().unwrap();
            RINGS[usize::from(sq.index())].map(|ring| ring.len())
        };
        assert_eq!(sizes("e5"), [8, 16, 24]);
        assert_eq!(sizes("a1"), [3, 5, 7]);
    }

    /// A position of the default rules from its text.
    fn pos(text: &str) -> Position {
        Position::from_text(text).unwrap()
    }

    #[test]
    fn a_lone_princess_has_the_room_of_her_corner() {
        // Black's Princess on a1, Orange's on j10 and nothing else: every
        // square within three king steps of a1 (files a-d, ranks 1-4, less
        // a1 itself) is hers, 15 of them, escape or not.
        assert_eq!(
            room(&pos("9P/10/10/10/10/10/10/10/10/p9 b bo 0 1"), Color::Black),
            150
        );
        assert_eq!(
            room(&pos("9P/10/10/10/10/10/10/10/10/p9 b - 0 1"), Color::Black),
            150
        );
    }

    #[test]
    fn a_dwar_takes_the_squares_it_threatens_and_its_own() {
        // An Orange Dwar on d4 reaches, of the 15 squares, c4 and d3 (one
        // square off), a4 and d1 (three), b3 and c2 (two and one): RULES.md
        // 3's offsets. It stands on d4 itself: 15 - 7 = 8 squares left.
        assert_eq!(
            room(&pos("9P/10/10/10/10/10/3D6/10/10/p9 b - 0 1"), Color::Black),
            80
        );
    }

    #[test]
    fn a_princess_with_two_squares_and_no_escape_is_trapped() {
        // Black's own pieces fill 13 of the 15 squares around a1; d3 and d4
        // are left. With her escape she is not trapped, without it she is.
        let walled = |escapes| {
            pos(&format!(
                "9P/10/10/10/10/10/nwa7/nnn7/nnnn6/pwat6 b {escapes} 0 1"
            ))
        };
        assert_eq!(room(&walled("bo"), Color::Black), 2 * ROOM);
        assert_eq!(room(&walled("o"), Color::Black), 2 * ROOM - TRAPPED);
    }

    #[test]
    fn closeness_counts_seven_less_each_distance_within_six() {
        let set = |squares: &[&str]| -> Bitboard {
            squares
                .iter()
                .map(|s| s.parse::<Square>().unwrap())
                .collect()
        };
        // From a1: c3 at distance 2 counts 5, g7 at 6 counts 1, h8 at 7
        // and j10 at 9 count nothing.
        assert_eq!(closeness(set(&["c3", "g7", "h8", "j10"]), set(&["a1"])), 6);
        assert_eq!(closeness(set(&["c3"]), Bitboard::EMPTY), 0);
    }

    #[test]
    fn the_start_is_level_but_for_the_tempo() {
        assert_eq!(evaluate(&Position::default()), TEMPO);
    }
}
