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
    count(pos, depth, true, &|| false)
}

/// [`perft`], given up when `stop` answers true: `None` then. `stop` is
/// asked at each node more than two plies above the leaves (thousands of
/// times a second), so that a flag another thread sets (a user's
/// interrupt) ends a count of any depth at once; once it answers true it
/// must keep answering true.
///
/// ```
/// use jetan::{Position, perft_until};
/// use std::sync::atomic::{AtomicBool, Ordering};
/// let start = Position::default();
/// assert_eq!(perft_until(&start, 3, || false), Some(686_112));
/// let interrupted = AtomicBool::new(true);
/// assert_eq!(perft_until(&start, 9, || interrupted.load(Ordering::Relaxed)), None);
/// ```
pub fn perft_until(pos: &Position, depth: u32, stop: impl Fn() -> bool) -> Option<u64> {
    let nodes = count(pos, depth, true, &stop);
    (!stop()).then_some(nodes)
}

/// The counting of [`perft`] and [`perft_played`] (`bulk`: the last ply
/// counted, not played), by the fast path where the rules allow it.
///
/// `stop` is a `dyn` closure so that the count is compiled once, in this
/// crate, with its move generation inlined: generic over the caller's
/// closure it was compiled in the caller's crate, where (in a Python
/// extension module built by maturin) the move generation's helpers were
/// not inlined and perft took 15% more instructions (callgrind, perft 4).
fn count(pos: &Position, depth: u32, bulk: bool, stop: &dyn Fn() -> bool) -> u64 {
    if depth >= 2 && pos.rules().moves_are_default() {
        return fast::count(pos, depth, bulk, stop);
    }
    with_move_rules!(pos.rules(), |move_rules| plain::count(
        pos, depth, move_rules, bulk, stop
    ))
}

/// [`perft`], but every leaf move is played: the same count, more work. A
/// check on `play` and a measure of its speed.
pub fn perft_played(pos: &Position, depth: u32) -> u64 {
    count(pos, depth, false, &|| false)
}

/// [`perft`] by the plain path: the Princess's threat map is built afresh
/// at every node, under any rules. The same count, slower; the reference
/// that the fast path of the default rules is tested against.
pub(crate) fn perft_plain(pos: &Position, depth: u32) -> u64 {
    with_move_rules!(pos.rules(), |move_rules| plain::count(
        pos,
        depth,
        move_rules,
        true,
        &|| false
    ))
}

/// [`perft_played`] by the plain path, as [`perft_plain`].
pub(crate) fn perft_played_plain(pos: &Position, depth: u32) -> u64 {
    with_move_rules!(pos.rules(), |move_rules| plain::count(
        pos,
        depth,
        move_rules,
        false,
        &|| false
    ))
}

/// For each legal move, [`perft`] of depth `depth - 1` of the position after
/// it, in generation order (empty at depth 0). Under duels both outcomes of
/// each duel are moves of their own here.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    divide_until(pos, depth, || false).unwrap_or_default()
}

/// [`divide`], given up when `stop` answers true, as [`perft_until`].
pub fn divide_until(
    pos: &Position,
    depth: u32,
    stop: impl Fn() -> bool,
) -> Option<Vec<(Move, u64)>> {
    let mut out = Vec::new();
    if depth == 0 {
        return Some(out);
    }
    for &m in pos.legal_moves().iter() {
        let mut child = *pos;
        child.play_unchecked(m);
        out.push((m, perft_until(&child, depth - 1, &stop)?));
    }
    Some(out)
}
