//! Whether a set-up can occur in a game: the one check of position text and
//! of [`Position::from_setup`](crate::Position::from_setup).

use super::material::{self, MATERIAL_DRAW_COUNT};
use super::{PositionSetup, Problem, ValidationErrors};
use crate::rules::PanthanMove;
use crate::types::{Bitboard, Color, Rank, Role};
use alloc::vec::Vec;

/// Every problem with `pos`, or `Ok` if there is none.
pub(super) fn validate(pos: &PositionSetup) -> Result<(), ValidationErrors> {
    let mut problems = Vec::new();
    for color in Color::ALL {
        let princesses = pos.board.pieces(color, Role::Princess).len();
        if princesses != 1 && !princess_taken(pos, color) {
            problems.push(Problem::PrincessCount {
                color,
                found: princesses,
            });
        }
        for role in Role::ALL.into_iter().filter(|&r| r != Role::Princess) {
            let found = pos.board.pieces(color, role).len();
            if found > role.per_side() as u32 {
                problems.push(Problem::TooMany { color, role, found });
            }
        }
        let home = match color {
            Color::Black => Bitboard::rank(Rank::First),
            Color::Orange => Bitboard::rank(Rank::Tenth),
        };
        // Under "diagonal-back" a Panthan may step back onto its home rank.
        if pos.rules.panthan == PanthanMove::Forward {
            for square in pos.board.pieces(color, Role::Panthan) & home {
                problems.push(Problem::PanthanBehindStart { color, square });
            }
        }
    }
    let count = pos.material_count;
    if count != 0 && !material::holds(&pos.board, pos.rules.material) {
        problems.push(Problem::CountWithoutMaterial { count });
    }
    if count >= MATERIAL_DRAW_COUNT {
        problems.push(Problem::CountAtDraw { count });
    }
    if pos.move_number == 0 {
        problems.push(Problem::MoveNumberZero);
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(ValidationErrors { problems })
    }
}

/// Whether `color` has lost its Princess to the move that won the game
/// (RULES.md 6.1): it is to move, without her, and the other side has its
/// own. Such a set-up is a finished game, not a problem.
pub(super) fn princess_taken(pos: &PositionSetup, color: Color) -> bool {
    pos.side_to_move == color
        && pos.board.pieces(color, Role::Princess).is_empty()
        && pos.board.pieces(color.opposite(), Role::Princess).len() == 1
}

#[cfg(test)]
mod tests {
    use crate::notation::PositionError;
    use crate::position::{Position, Problem};
    use crate::types::{Color, Role, Square};

    fn problems(text: &str) -> Vec<Problem> {
        match Position::from_text(text) {
            Err(PositionError::Invalid(e)) => e.problems,
            other => panic!("{text:?}: expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        // Black: no Princess (and not to move, so none was taken by the
        // last move), two Chiefs, a Panthan on rank 1. Orange: three
        // Fliers. And a count although each side has more than three pieces.
        let text = "FFF6P/10/10/10/10/10/10/10/10/ccn7 o - 4 1";
        let found = problems(text);
        let c1 = "c1".parse::<Square>().unwrap();
        assert_eq!(
            found,
            vec![
                Problem::PrincessCount {
                    color: Color::Black,
                    found: 0
                },
                Problem::TooMany {
                    color: Color::Black,
                    role: Role::Chief,
                    found: 2
                },
                Problem::PanthanBehindStart {
                    color: Color::Black,
                    square: c1
                },
                Problem::TooMany {
                    color: Color::Orange,
                    role: Role::Flier,
                    found: 3
                },
                Problem::CountWithoutMaterial { count: 4 },
            ]
        );
    }

    #[test]
    fn an_orange_panthan_on_rank_10_is_refused() {
        let found = problems("N8P/10/10/10/10/10/10/10/10/p9 b - 0 1");
        assert_eq!(
            found,
            vec![Problem::PanthanBehindStart {
                color: Color::Orange,
                square: "a10".parse().unwrap()
            }]
        );
    }

    #[test]
    fn a_count_is_accepted_while_the_material_condition_holds() {
        // Princess and Chief each: equal royals, no other pieces.
        assert!(Position::from_text("10/10/10/10/10/10/p9/5P4/3C6/8c1 b b 8 1").is_ok());
        // Unequal: Black has a Panthan more.
        assert_eq!(
            problems("10/10/10/10/10/n9/p9/5P4/3C6/8c1 b b 8 1"),
            vec![Problem::CountWithoutMaterial { count: 8 }]
        );
    }
}
