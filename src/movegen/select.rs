//! The legal moves of some pieces to some squares, with a callback that may
//! stop the generation: what an engine asks besides the full move list (the
//! captures only, the moves of one piece, the moves to one square, whether
//! there is any move at all).
//!
//! [`super::batches()`] stays the path for the full list, which perft and
//! `count_legal_moves` take; this one asks [`super::piece`] for each chosen
//! piece instead, so that a piece outside the selection costs nothing and
//! the Princess's threat map is built only when she may go somewhere chosen.

use super::{Mover, PieceMoves, piece, variant::MoveRules};
use crate::types::{Bitboard, Board, MoveKind, Role};
use core::ops::ControlFlow;

/// The kinds in the order of [`super::batches::for_each`], the Princess last.
const ORDER: [Role; 8] = [
    Role::Panthan,
    Role::Warrior,
    Role::Padwar,
    Role::Thoat,
    Role::Dwar,
    Role::Flier,
    Role::Chief,
    Role::Princess,
];

/// Hands to `f`, in the order of [`super::batches()`], every non-empty batch
/// of the legal moves of the side to move's pieces on `from`, cut to the
/// squares of `to`; stops at the first `Break`, and answers it.
pub(crate) fn selected<R: MoveRules, B>(
    board: &Board,
    mover: Mover,
    move_rules: R,
    from: Bitboard,
    to: Bitboard,
    f: &mut impl FnMut(PieceMoves) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let us = mover.us;
    let them = us.opposite();
    // A move onto the Princess wins at once: no duel, no fallen outcome.
    let defenders = board.by_color(them) - board.pieces(them, Role::Princess);
    // She only ever ends on an empty square.
    let princess_may_go = to.intersects(!board.occupied());
    for role in ORDER {
        if role == Role::Princess && !princess_may_go {
            break;
        }
        for square in board.pieces(us, role) & from {
            let moves = piece(board, mover, role, square, move_rules);
            let batch = PieceMoves {
                role,
                from: square,
                to: moves.ordinary & to,
                kind: MoveKind::Ordinary,
            };
            if !batch.to.is_empty() {
                f(batch)?;
                let duels = batch.to & defenders;
                if move_rules.duel() && !duels.is_empty() {
                    f(PieceMoves {
                        to: duels,
                        kind: MoveKind::Fallen,
                        ..batch
                    })?;
                }
            }
            let escapes = moves.escapes & to;
            if !escapes.is_empty() {
                f(PieceMoves {
                    to: escapes,
                    kind: MoveKind::Escape,
                    ..batch
                })?;
            }
        }
    }
    ControlFlow::Continue(())
}
