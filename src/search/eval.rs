//! The static evaluation: how good a quiet position looks, in centipoints,
//! for the side to move.

use crate::{Color, Position, Role};

/// Each piece kind's worth in centipoints, by [`Role::index`].
const VALUES: [i32; 8] = [1500, 0, 950, 490, 170, 190, 560, 200];

/// A bonus for the side to move: it acts first.
const TEMPO: i32 = 10;

/// A Princess who still has her escape is much harder to trap.
const ESCAPE_LEFT: i32 = 60;

/// Pieces near the opposing Princess, by Chebyshev distance 1, 2 and 3:
/// the Princess is won by moving onto her, and most pieces reach two or
/// three steps.
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

/// What `color` has: material, its escape, and its pieces near the
/// opposing Princess.
fn side(pos: &Position, color: Color) -> i32 {
    let board = pos.board();
    let mut score = 0;
    for role in Role::ALL {
        score += board.pieces(color, role).len() as i32 * value(role);
    }
    if pos.has_escape(color) {
        score += ESCAPE_LEFT;
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
