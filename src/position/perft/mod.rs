//! Counting the leaves of the legal-move tree (RULES.md section 8), beside
//! the parts of [`Position`] it plays and counts with.
//!
//! Under the default move rules [`perft`] and [`perft_played`] take the
//! fast path of [`fast`], which hands the threat map down from a position
//! to its children; [`perft_plain`] and [`perft_played_plain`] build it
//! afresh at every node, as move generation does for any caller, and are
//! the reference the fast path is tested against (`jetan::testing` hands
//! them to the tests).

mod fast;
mod leaves;
mod plain;

use super::Position;
use crate::movegen::variant::with_move_rules;
use crate::types::Move;
use alloc::vec::Vec;

/// The number of leaves of the legal-move tree of depth `depth` from `pos`
/// ([RULES.md section 8](crate::rules_book#8-counting-moves-perft)): 1 at depth 0, and a
/// finished game has no children. The last ply is
/// counted from the move generator's batches, not played. Under duels each
/// outcome of a duel is a move of its own (RULES.md section 10).
///
/// ```
/// use jetan::{Position, perft};
/// let start = Position::default();
/// assert_eq!(perft(&start, 1), 92);
/// assert_eq!(perft(&start, 2), 8439);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth >= 2 && pos.rules().moves_are_default() {
        return fast::count(pos, depth, true);
    }
    perft_plain(pos, depth)
}

/// [`perft`], but every leaf move is played: the same count, more work. A
/// check on `play` and a measure of its speed.
pub fn perft_played(pos: &Position, depth: u32) -> u64 {
    if depth >= 2 && pos.rules().moves_are_default() {
        return fast::count(pos, depth, false);
    }
    perft_played_plain(pos, depth)
}

/// [`perft`] by the plain path: the Princess's threat map is built afresh
/// at every node, under any rules. The same count, slower; the reference
/// that the fast path of the default rules is tested against.
pub(crate) fn perft_plain(pos: &Position, depth: u32) -> u64 {
    with_move_rules!(pos.rules(), |move_rules| plain::count(
        pos, depth, move_rules, true
    ))
}

/// [`perft_played`] by the plain path, as [`perft_plain`].
pub(crate) fn perft_played_plain(pos: &Position, depth: u32) -> u64 {
    with_move_rules!(pos.rules(), |move_rules| plain::count(
        pos, depth, move_rules, false
    ))
}

/// For each legal move, [`perft`] of depth `depth - 1` of the position after
/// it, in generation order (empty at depth 0). Under duels both outcomes of
/// each duel are moves of their own here.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    if depth == 0 {
        return out;
    }
    for &m in pos.legal_moves().iter() {
        let mut child = *pos;
        child.play_unchecked(m);
        out.push((m, perft(&child, depth - 1)));
    }
    out
}
