//! Counting the leaves of the legal-move tree (RULES.md section 8).

use crate::movegen::variant::{MoveRules, with_move_rules};
use crate::{Move, Position};
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
    with_move_rules!(pos.rules(), |v| count(pos, depth, v, true))
}

/// [`perft`], but every leaf move is played: the same count, more work. A
/// check on `play` and a measure of its speed.
pub fn perft_played(pos: &Position, depth: u32) -> u64 {
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
        // The leaves: play each move and count it, without a call per leaf.
        // `black_box` keeps the played position from being optimised away.
        pos.batches_with(v, &mut |batch| {
            let from = batch.from.bit();
            for to in batch.to.bit_iter() {
                let mut child = *pos;
                if v.duel() && batch.fallen {
                    child.play_fallen_bits(batch.role, from, to);
                } else {
                    child.play_bits(batch.role, from, to, batch.escape);
                }
                core::hint::black_box(&child);
                nodes += 1;
            }
        });
        return nodes;
    }
    pos.batches_with(v, &mut |batch| {
        let from = batch.from.bit();
        for to in batch.to.bit_iter() {
            let mut child = *pos;
            // `v.duel()` first: without duels no batch is fallen, and the
            // default rules compile this test away.
            if v.duel() && batch.fallen {
                child.play_fallen_bits(batch.role, from, to);
            } else {
                child.play_bits(batch.role, from, to, batch.escape);
            }
            nodes += count(&child, depth - 1, v, bulk);
        }
    });
    nodes
}
