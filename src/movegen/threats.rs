//! The squares a side threatens: the set the Princess rule reads.

use super::reach::reach;
use super::variant::MoveRules;
use crate::{Bitboard, Board, Color, Role};

/// The squares that `by`'s pieces other than its Princess could move onto
/// (capturing whatever stands there) if the board's occupied squares were
/// `occupied`. Squares of `by`'s own pieces are left out: it cannot move
/// there.
///
/// The Princess rule asks this with her own square taken out of `occupied`
/// (RULES.md section 4): a line she was blocking opens.
#[inline(always)]
pub(crate) fn threats<V: MoveRules>(
    board: &Board,
    by: Color,
    occupied: Bitboard,
    v: V,
) -> Bitboard {
    let passable = !occupied;
    let mut set = Bitboard::EMPTY;
    for role in [
        Role::Panthan,
        Role::Chief,
        Role::Dwar,
        Role::Thoat,
        Role::Warrior,
        Role::Padwar,
        Role::Flier,
    ] {
        set |= reach(role, by, board.pieces(by, role), passable, v);
    }
    set - board.by_color(by)
}
