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
    let passable = !occupied;
    // Every piece ends within three king steps of its square (the Flier's
    // and the knight Thoat's leaps too), so only pieces that near can get
    // there: the up-to Princess table is that neighbourhood.
    let near = step_tables::princess(square.bit(), true);
    let mut found = Bitboard::EMPTY;
    for role in Role::ALL.into_iter().filter(|&r| r != Role::Princess) {
        for bit in (board.pieces(by, role) & near).bit_iter() {
            if reach_one(role, by, bit, passable, move_rules).contains(square) {
                found |= Bitboard::from_square(Square::from_bit(bit));
            }
        }
    }
    found
}
