//! The static evaluation: how good a quiet position looks, in centipoints,
//! for the side to move.
//!
//! How the weights were found: each term began as a guess and was kept
//! only if it did not lose in self-play, by 100-game matches at 20,000
//! positions a move between the engine with the term and without it (the
//! `match` example, seed 1, openings of 4 random moves, the search's
//! pruning and contempt as they are now; scores for the engine with the
//! term, wins-draws-losses). Tried and dropped: scaling a lead down by the
//! opposing pieces near the leader's Chief (under the default rules the
//! side behind draws by taking it), 50.0% (41-18-41); a bonus for the
//! Chief near the opposing Princess, 40.0% (29-22-49); a bonus of 0.6
//! points for a Princess who still has her escape, 48.0% (40-16-44). Kept:
//! pieces near the opposing Princess, 52.0% (43-18-39) with it and the
//! escape bonus against neither. At 100 games a match only differences of
//! about 10% are clear; these are all within that, so the evaluation is
//! kept small: material decides, and the search (and its contempt for a
//! draw, which moved the score against the examples' search from 66% to
//! 94%) does the rest.

use crate::{Bitboard, Position, Role, Square};

/// Each piece kind's worth in centipoints, by [`Role::index`]: the crate's
/// default value table (RULES.md 6.4, after Cazaux and Knowlton), and for
/// the Chief, which only `chief=removed` lets be taken, the worth of a
/// Flier and a half, so that the search never trades it for one.
const VALUES: [i32; 8] = [1500, 0, 950, 490, 170, 190, 560, 200];

/// A bonus for the side to move: it acts first.
const TEMPO: i32 = 10;

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
    score
}

/// The bonus for `attackers` near `princess`, by Chebyshev distance.
fn near_princess(attackers: Bitboard, princess: Bitboard) -> i32 {
    let Some(at) = princess.first() else {
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
