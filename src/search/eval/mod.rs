//! The static evaluation: how good a quiet position looks, in centipoints,
//! for the side to move.
//!
//! Each term says why it is there; how its weight was found, with the
//! matches that measured it, is in docs/strength.md ("How the evaluation's
//! weights were found").

use crate::movegen::{self, variant::with_move_rules};
use crate::position::Position;
use crate::rules::{ChiefCapture, PrincessThreat};
use crate::types::{Bitboard, ByRole, Color, Role, Square};

/// Each piece kind's worth in centipoints: the crate's default value table
/// (RULES.md 6.4, after Cazaux and Knowlton), and for the Chief 15 points,
/// more than a Flier and a half (14.25), so that the search never trades
/// him for one. A Chief taken ends the game, but for one taken by a lesser
/// piece under `chief=removed`, and the search scores that end as such: his
/// worth only counts where play goes on without him. The Princess is never
/// taken off the board while the game goes on: she has no worth.
const VALUE_CENTIPOINTS: ByRole<i32> = ByRole::from_array([
    1500, // Chief
    0,    // Princess
    950,  // Flier
    490,  // Dwar
    170,  // Padwar
    190,  // Warrior
    560,  // Thoat
    200,  // Panthan
]);

/// A bonus for the side to move: it acts first.
const TEMPO_CENTIPOINTS: i32 = 10;

/// A Princess who still has her escape is much harder to trap.
const ESCAPE_LEFT_CENTIPOINTS: i32 = 60;

/// How much of a lead a side loses, in 256ths, for each opposing piece
/// within three king steps of its Chief: under the default rules the side
/// behind draws by taking the Chief with any piece (RULES.md 6.3), so a
/// lead with an exposed Chief is worth less.
const CHIEF_EXPOSURE_NEAR_256THS: i32 = 24;

/// See [`CHIEF_EXPOSURE_NEAR_256THS`]: the share lost for each piece within
/// six king steps but not three.
const CHIEF_EXPOSURE_FAR_256THS: i32 = 8;

/// At most this much of a lead (in 256ths) is lost to an exposed Chief.
const CHIEF_EXPOSURE_MAX_256THS: i32 = 160;

/// Pieces near the opposing Princess, by Chebyshev distance 1, 2 and 3:
/// the Princess is won by moving onto her, and no piece reaches further
/// than three king steps.
const NEAR_PRINCESS_CENTIPOINTS: [i32; 3] = [30, 20, 10];

/// The Princess's room: each square she could move to (empty, within her
/// three steps, and not threatened), up to [`ROOM_CAP_SQUARES`] of them. A
/// Princess with no room is trapped: once her escape is spent, a piece
/// that reaches her square wins.
const ROOM_CENTIPOINTS: i32 = 10;

/// Room beyond this many squares is worth no more: a Princess is not safer
/// in the open than with a dozen squares to go to.
const ROOM_CAP_SQUARES: u32 = 16;

/// A Princess with at most [`TRAPPED_ROOM_SQUARES`] squares to go to and no escape
/// left is nearly caught.
const TRAPPED_CENTIPOINTS: i32 = 80;

/// See [`TRAPPED_CENTIPOINTS`].
const TRAPPED_ROOM_SQUARES: u32 = 2;

/// For each point of closeness (seven less the distance to the opposing
/// Princess of each piece within six), the side ahead gets its lead in
/// centipoints divided by this.
const CLOSING_LEAD_DIVISOR: i32 = 160;

/// A lead counts up to this much for [`CLOSING_LEAD_DIVISOR`].
const LEAD_CAP_CENTIPOINTS: i32 = 1000;

/// The worth of a piece of kind `role` in centipoints.
pub(crate) const fn value(role: Role) -> i32 {
    VALUE_CENTIPOINTS.at(role)
}

/// The evaluation of `pos` for the side to move.
pub(crate) fn centipoints(pos: &Position) -> i32 {
    let us = pos.side_to_move();
    let board = pos.board();
    let (ours, theirs) = (board.by_color(us), board.by_color(us.opposite()));
    let mut score = TEMPO_CENTIPOINTS;
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
    let lead = (score - TEMPO_CENTIPOINTS).clamp(-LEAD_CAP_CENTIPOINTS, LEAD_CAP_CENTIPOINTS);
    if lead != 0 {
        let (side, leader) = if lead > 0 { (ours, 1) } else { (theirs, -1) };
        let attackers = side - princesses - board.by_role(Role::Chief);
        let target = princesses - side;
        score += leader * closeness(attackers, target) * lead.abs() / CLOSING_LEAD_DIVISOR;
    }
    score += near_princess(ours - princesses, princesses & theirs);
    score -= near_princess(theirs - princesses, princesses & ours);
    let escapes = i32::from(pos.has_escape(us)) - i32::from(pos.has_escape(us.opposite()));
    score += ESCAPE_LEFT_CENTIPOINTS * escapes;
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
    (CHIEF_EXPOSURE_NEAR_256THS * near_count + CHIEF_EXPOSURE_FAR_256THS * far_count)
        .min(CHIEF_EXPOSURE_MAX_256THS)
}

/// The worth of the room of `color`'s Princess: [`ROOM_CENTIPOINTS`] for each square
/// she may move to, less [`TRAPPED_CENTIPOINTS`] when she is nearly caught.
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
    let mut score = ROOM_CENTIPOINTS * count.min(ROOM_CAP_SQUARES) as i32;
    if count <= TRAPPED_ROOM_SQUARES && !pos.has_escape(color) {
        score -= TRAPPED_CENTIPOINTS;
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
    for (ring, bonus) in rings.iter().zip(NEAR_PRINCESS_CENTIPOINTS) {
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
        assert_eq!(room(&walled("bo"), Color::Black), 2 * ROOM_CENTIPOINTS);
        assert_eq!(
            room(&walled("o"), Color::Black),
            2 * ROOM_CENTIPOINTS - TRAPPED_CENTIPOINTS
        );
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
        assert_eq!(centipoints(&Position::default()), TEMPO_CENTIPOINTS);
    }
}
