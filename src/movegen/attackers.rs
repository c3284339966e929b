//! The pieces that could move onto one square: the Princess rule's question
//! (see [`super::threats()`]) asked of one square and answered with the
//! pieces.

use super::reach::reach_one;
use super::step_tables;
use super::variant::MoveRules;
use crate::types::{Bitboard, Board, Color, Role, Square};

/// The squares of `by`'s pieces other than its Princess that could move
/// onto `square` if the board's occupied squares were `occupied` and
/// `square` held an opposing piece: `square` is in [`super::threats()`]
/// with the same `occupied` exactly when this is not empty.
pub(crate) fn attackers<R: MoveRules>(
    board: &Board,
    by: Color,
    square: Square,
    occupied: Bitboard,
    move_rules: R,
) -> Bitboard {
    let near = near(square);
    let mut found = Bitboard::EMPTY;
    for role in CHEAPEST_FIRST {
        for bit in (board.pieces(by, role) & near).bit_iter() {
            if reaches(role, by, bit, square, occupied, move_rules) {
                found |= Bitboard::from_square(Square::from_bit(bit));
            }
        }
    }
    found
}

/// Whether [`attackers`] is not empty, asked without finding them all: it
/// stops at the first, and asks the kinds whose reach is a table first.
pub(crate) fn attacked<R: MoveRules>(
    board: &Board,
    by: Color,
    square: Square,
    occupied: Bitboard,
    move_rules: R,
) -> bool {
    let near = near(square);
    for role in CHEAPEST_FIRST {
        for bit in (board.pieces(by, role) & near).bit_iter() {
            if reaches(role, by, bit, square, occupied, move_rules) {
                return true;
            }
        }
    }
    false
}

/// The kinds that may attack (all but the Princess), those whose reach is
/// cheapest to find first (a table, a shift, a table of the neighbours;
/// the Chief's walk last).
const CHEAPEST_FIRST: [Role; 7] = [
    Role::Flier,
    Role::Panthan,
    Role::Warrior,
    Role::Padwar,
    Role::Thoat,
    Role::Dwar,
    Role::Chief,
];

/// The squares from which a piece may reach `square`: those within three
/// king steps of it, `square` left out. Every piece ends within three
/// king steps of its square (the Flier's and the knight Thoat's leaps
/// too), so only pieces that near can get there: the up-to Princess table
/// is that neighbourhood.
#[inline(always)]
pub(crate) fn near(square: Square) -> Bitboard {
    step_tables::princess(square.bit(), true)
}

/// Whether `by`'s piece of kind `role` on the square at `bit` could move
/// onto `square`, with `occupied` the occupied squares.
#[inline(always)]
pub(crate) fn reaches<R: MoveRules>(
    role: Role,
    by: Color,
    bit: u32,
    square: Square,
    occupied: Bitboard,
    move_rules: R,
) -> bool {
    reach_one(role, by, bit, !occupied, move_rules).contains(square)
}

#[cfg(test)]
#[cfg(feature = "search")]
mod tests {
    use crate::test_support::{MOVE_READINGS, random_positions_under};
    use crate::types::{Color, Square};

    #[test]
    fn a_square_is_attacked_exactly_when_it_has_attackers() {
        // `attackers` is held against the plain reference under every
        // reading (tests/suite/reference_agreement.rs); `attacked` must say
        // whether it is empty, under each reading that changes how a piece
        // reaches a square.
        let mut readings = MOVE_READINGS.to_vec();
        readings.push("threat=in-place");
        let (mut attacked, mut not) = (0, 0);
        for (reading, pos) in random_positions_under(&readings, 200, 8, &mut 29) {
            for square in Square::all() {
                for by in [Color::Black, Color::Orange] {
                    let has = !pos.attackers(square, by).is_empty();
                    assert_eq!(
                        pos.is_attacked(square, by),
                        has,
                        "{reading}: {square} by {by:?} in {pos}"
                    );
                    if has { attacked += 1 } else { not += 1 }
                }
            }
        }
        assert!(
            attacked > 1_000 && not > 1_000,
            "{attacked} attacked, {not} not"
        );
    }
}
