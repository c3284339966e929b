//! The legal moves of some pieces to some squares, with a callback that may
//! stop the generation: what an engine asks besides the full move list (the
//! captures only, the moves of one piece, the moves to one square, whether
//! there is any move at all).
//!
//! [`super::batches()`] stays the path for the full list, which perft and
//! `count_legal_moves` take; this one goes kind by kind over the chosen
//! pieces only, in the same order (the Princess last), so that a piece
//! outside the selection costs nothing and the Princess's threat map is
//! built only when she may go somewhere chosen.

use super::reach::reach_one;
use super::{Destinations, Mover, PieceMoves, piece, variant::MoveRules};
use crate::types::{Bitboard, Board, MoveKind, Role};
use core::ops::ControlFlow;

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
    let them = mover.us.opposite();
    let empty = !board.occupied();
    let chosen = Chosen {
        from,
        to,
        empty,
        // A move onto the Princess wins at once: no duel, no fallen outcome.
        defenders: board.by_color(them) - board.pieces(them, Role::Princess),
    };
    // One call per kind, each inlined, so that each is compiled for its own
    // kind: with a loop over the kinds asking `piece` for each square, the
    // search's generation of every move took 13% more instructions a
    // position from the start (callgrind, docs/speed.md).
    kind(board, mover, move_rules, Role::Panthan, &chosen, f)?;
    kind(board, mover, move_rules, Role::Warrior, &chosen, f)?;
    kind(board, mover, move_rules, Role::Padwar, &chosen, f)?;
    kind(board, mover, move_rules, Role::Thoat, &chosen, f)?;
    kind(board, mover, move_rules, Role::Dwar, &chosen, f)?;
    kind(board, mover, move_rules, Role::Flier, &chosen, f)?;
    kind(board, mover, move_rules, Role::Chief, &chosen, f)?;
    // She only ever ends on an empty square.
    if to.intersects(empty) {
        kind(board, mover, move_rules, Role::Princess, &chosen, f)?;
    }
    ControlFlow::Continue(())
}

/// What [`selected`] was asked for, and what each kind's batches need.
struct Chosen {
    from: Bitboard,
    to: Bitboard,
    empty: Bitboard,
    /// The other side's pieces but its Princess: a capture of one is a duel
    /// under duels.
    defenders: Bitboard,
}

/// [`selected`]'s batches of the side to move's pieces of kind `role`.
#[inline(always)]
fn kind<R: MoveRules, B>(
    board: &Board,
    mover: Mover,
    move_rules: R,
    role: Role,
    chosen: &Chosen,
    f: &mut impl FnMut(PieceMoves) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let us = mover.us;
    for square in board.pieces(us, role) & chosen.from {
        let moves = if role == Role::Princess {
            piece(board, mover, role, square, move_rules)
        } else {
            Destinations {
                ordinary: reach_one(role, us, square.bit(), chosen.empty, move_rules)
                    - board.by_color(us),
                escapes: Bitboard::EMPTY,
            }
        };
        let batch = PieceMoves {
            role,
            from: square,
            to: moves.ordinary & chosen.to,
            kind: MoveKind::Ordinary,
        };
        if !batch.to.is_empty() {
            f(batch)?;
            let duels = batch.to & chosen.defenders;
            if move_rules.duel() && !duels.is_empty() {
                f(PieceMoves {
                    to: duels,
                    kind: MoveKind::Fallen,
                    ..batch
                })?;
            }
        }
        let escapes = moves.escapes & chosen.to;
        if !escapes.is_empty() {
            f(PieceMoves {
                to: escapes,
                kind: MoveKind::Escape,
                ..batch
            })?;
        }
    }
    ControlFlow::Continue(())
}
