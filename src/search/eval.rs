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

use crate::{Color, Position, Role};

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
    side(pos, us) - side(pos, us.opposite()) + TEMPO
}

/// What `color` has: material and its pieces near the opposing Princess.
fn side(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let mut score = 0;
    for role in Role::ALL {
        score += board.pieces(color, role).len() as i32 * value(role);
    }
    let attackers = board.by_color(color) - board.pieces(color, Role::Princess);
    let mut ring = board.pieces(color.opposite(), Role::Princess);
    let mut seen = ring;
    for bonus in NEAR_PRINCESS {
        ring = ring.king_steps() - seen;
        seen |= ring;
        score += (attackers & ring).len() as i32 * bonus;
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_level_but_for_the_tempo() {
        assert_eq!(evaluate(&Position::default()), TEMPO);
    }
}
