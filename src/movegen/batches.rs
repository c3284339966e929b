//! The batch loop: each piece's legal moves handed out as one batch, the
//! fallen outcomes of duels after them, and their count.

use super::princess::{princess, princess_batches, princess_move_count, rebuilt};
use super::variant::MoveRules;
use super::{Destinations, Mover, PieceMoves, reach};
use crate::types::{Bitboard, Board, MoveKind, Role, Square};

/// Hands every non-empty batch of legal moves to `f`.
#[inline(always)]
pub(crate) fn for_each<R: MoveRules>(
    board: &Board,
    mover: Mover,
    move_rules: R,
    f: &mut impl FnMut(PieceMoves),
) {
    let us = mover.us;
    let empty = !board.occupied();
    let targets = !board.by_color(us);
    // One call per kind, so that each is compiled for its own kind.
    let mut kind = |role: Role| {
        for bit in board.pieces(us, role).bit_iter() {
            let to = reach::reach_one(role, us, bit, empty, move_rules) & targets;
            if !to.is_empty() {
                f(PieceMoves {
                    role,
                    from: Square::from_bit(bit),
                    to,
                    kind: MoveKind::Ordinary,
                });
            }
        }
    };
    kind(Role::Panthan);
    kind(Role::Warrior);
    kind(Role::Padwar);
    kind(Role::Thoat);
    kind(Role::Dwar);
    kind(Role::Flier);
    kind(Role::Chief);
    princess_batches(
        board,
        mover,
        move_rules,
        rebuilt(board, mover, move_rules),
        f,
    );
}

/// Hands every non-empty batch of legal moves to `f`: those of
/// [`for_each`], and under duels (RULES.md section 10), after each batch
/// that lands on opposing pieces other than the Princess, the batch of those
/// moves in which the attacker falls. Without duels this is [`for_each`].
#[inline(always)]
pub(crate) fn batches<R: MoveRules>(
    board: &Board,
    mover: Mover,
    move_rules: R,
    f: &mut impl FnMut(PieceMoves),
) {
    if !move_rules.duel() {
        return for_each(board, mover, move_rules, f);
    }
    let them = mover.us.opposite();
    // A move onto the Princess wins at once: no duel, no fallen outcome.
    let defenders = board.by_color(them) - board.pieces(them, Role::Princess);
    for_each(board, mover, move_rules, &mut |batch: PieceMoves| {
        f(batch);
        let duels = batch.to & defenders;
        if !duels.is_empty() {
            f(PieceMoves {
                to: duels,
                kind: MoveKind::Fallen,
                ..batch
            });
        }
    });
}

/// The number of legal moves, counted by popcounts.
#[inline(always)]
pub(crate) fn count<R: MoveRules>(board: &Board, mover: Mover, move_rules: R) -> u32 {
    if move_rules.duel() {
        // Both outcomes of every duel: count the batches, fallen ones too.
        let mut n = 0;
        batches(board, mover, move_rules, &mut |batch| n += batch.to.len());
        return n;
    }
    let us = mover.us;
    let empty = !board.occupied();
    let targets = !board.by_color(us);
    let mut n = reach::count_panthans(
        board.pieces(us, Role::Panthan),
        us,
        move_rules.panthan_back(),
        targets,
    );
    // One call per kind, so that each is compiled for its own kind.
    let mut kind = |role: Role| {
        for bit in board.pieces(us, role).bit_iter() {
            n += (reach::reach_one(role, us, bit, empty, move_rules) & targets).len();
        }
    };
    kind(Role::Warrior);
    kind(Role::Padwar);
    kind(Role::Thoat);
    kind(Role::Dwar);
    kind(Role::Flier);
    kind(Role::Chief);
    n + princess_move_count(board, mover, move_rules, rebuilt(board, mover, move_rules))
}

/// The legal moves of the piece of `role` on `from` (which must be the side
/// to move's): its ordinary destinations and, for the Princess, her escapes.
pub(crate) fn piece<R: MoveRules>(
    board: &Board,
    mover: Mover,
    role: Role,
    from: Square,
    move_rules: R,
) -> Destinations {
    if role == Role::Princess {
        return princess(
            board,
            mover,
            from,
            move_rules,
            rebuilt(board, mover, move_rules),
        );
    }
    let empty = !board.occupied();
    let ordinary =
        reach::reach_one(role, mover.us, from.bit(), empty, move_rules) - board.by_color(mover.us);
    Destinations {
        ordinary,
        escapes: Bitboard::EMPTY,
    }
}
