//! Counting the leaves of the legal-move tree (RULES.md section 8).
//!
//! Under the default move rules [`perft`] and [`perft_played`] take the
//! fast path of [`fast`], which hands the threat map down from a position
//! to its children; [`perft_plain`] and [`perft_played_plain`] build it
//! afresh at every node, as move generation does for any caller, and are
//! the reference the fast path is tested against.

mod fast;

use crate::movegen::variant::{MoveRules, with_move_rules};
use crate::{Move, PieceMoves, Position};
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
    if depth >= 2 && pos.rules().moves_as_default() {
        return fast::count(pos, depth, true);
    }
    perft_plain(pos, depth)
}

/// [`perft`], but every leaf move is played: the same count, more work. A
/// check on `play` and a measure of its speed.
pub fn perft_played(pos: &Position, depth: u32) -> u64 {
    if depth >= 2 && pos.rules().moves_as_default() {
        return fast::count(pos, depth, false);
    }
    perft_played_plain(pos, depth)
}

/// [`perft`] by the plain path: the Princess's threat map is built afresh
/// at every node, under any rules. The same count, slower; the reference
/// that the fast path of the default rules is tested against.
///
/// ```
/// use jetan::{Position, perft, perft_plain};
/// let start = Position::default();
/// assert_eq!(perft_plain(&start, 2), perft(&start, 2));
/// ```
pub fn perft_plain(pos: &Position, depth: u32) -> u64 {
    with_move_rules!(pos.rules(), |v| count(pos, depth, v, true))
}

/// [`perft_played`] by the plain path, as [`perft_plain`].
pub fn perft_played_plain(pos: &Position, depth: u32) -> u64 {
    with_move_rules!(pos.rules(), |v| count(pos, depth, v, false))
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

fn count<V: MoveRules>(pos: &Position, depth: u32, v: V, bulk: bool) -> u64 {
    match depth {
        0 => return 1,
        1 if bulk => return pos.count_with(v) as u64,
        _ => {}
    }
    let mut nodes = 0;
    if depth == 1 {
        pos.batches_with(v, &mut |batch| nodes += play_leaves(pos, batch, v));
        return nodes;
    }
    pos.batches_with(v, &mut |batch| {
        for to in batch.to.bit_iter() {
            let mut child = *pos;
            play_into(&mut child, pos, &batch, to, v);
            nodes += count(&child, depth - 1, v, bulk);
        }
    });
    nodes
}

/// Plays every move of `batch` from `pos`, the leaves of
/// [`perft_played`], and answers how many there were. `black_box` keeps
/// the played positions from being optimised away.
#[inline]
fn play_leaves<V: MoveRules>(pos: &Position, batch: PieceMoves, v: V) -> u64 {
    for to in batch.to.bit_iter() {
        let mut child = *pos;
        play_into(&mut child, pos, &batch, to, v);
        core::hint::black_box(&child);
    }
    batch.len() as u64
}

/// Plays on `child`, a copy of `pos`, the move of `batch` to the square at
/// bit `to`: under duels, a fallen batch's move is the duel the attacker
/// loses (RULES.md section 10).
#[inline]
fn play_into<V: MoveRules>(
    child: &mut Position,
    pos: &Position,
    batch: &PieceMoves,
    to: u32,
    v: V,
) {
    let from = batch.from.bit();
    // `v.duel()` first: without duels no batch is fallen, and the default
    // rules compile this test away.
    if v.duel() && batch.fallen {
        child.play_fallen_bits(batch.role, from, to);
    } else {
        child.play_bits_from(pos, batch.role, from, to, batch.escape);
    }
}
