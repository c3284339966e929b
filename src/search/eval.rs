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

use crate::movegen::within_one_move;
use crate::{Bitboard, ChiefCapture, Color, Position, Role, Square};

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
    score += near_princess(ours - princesses, princesses & theirs);
    score -= near_princess(theirs - princesses, princesses & ours);
    let escapes = i32::from(pos.has_escape(us)) - i32::from(pos.has_escape(us.opposite()));
    score += ESCAPE_LEFT * escapes;
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
    let [one, two, three] = RINGS[usize::from(chief.index())];
    let near = one | two | three;
    let near_count = (enemies & near).len() as i32;
    let far_count = (enemies & within_one_move(near)).len() as i32 - near_count;
    (CHIEF_EXPOSURE[0] * near_count + CHIEF_EXPOSURE[1] * far_count).min(CHIEF_EXPOSURE_MAX)
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

    #[test]
    fn the_start_is_level_but_for_the_tempo() {
        assert_eq!(evaluate(&Position::default()), TEMPO);
    }
}
