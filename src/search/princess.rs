//! What the search asks about the side to move's Princess: whether the
//! other side could take her next move, and whether she can move at all.

use crate::movegen::within_one_move;
use crate::position::Position;
use crate::types::{Bitboard, Role};
use core::ops::ControlFlow;

/// Whether the other side could take the side to move's Princess next
/// move: one of its pieces, within three king steps of her (no piece
/// reaches further), can move onto her square.
pub(super) fn attacked(pos: &Position) -> bool {
    let us = pos.side_to_move();
    let them = us.opposite();
    let board = pos.board();
    let Some(princess) = board.pieces(us, Role::Princess).lowest() else {
        return false;
    };
    let attackers = board.by_color(them) - board.pieces(them, Role::Princess);
    attackers.intersects(within_one_move(Bitboard::from_square(princess)))
        && pos.is_attacked(princess, them)
}

/// Whether the side to move's Princess has a legal move (her escape
/// included).
pub(super) fn can_move(pos: &Position) -> bool {
    let princess = pos.board().pieces(pos.side_to_move(), Role::Princess);
    pos.try_for_each_piece_moves_in(princess, Bitboard::FULL, |batch| {
        if batch.is_empty() {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    })
    .is_break()
}
