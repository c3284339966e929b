//! Perft under the default move rules, with the threat map handed down.
//!
//! A position two plies above the leaves keeps its side's threat map kind
//! by kind ([`ThreatsByKind`]); for each of its moves the map that the
//! child's Princess needs is that map with the moved piece lifted and
//! landed, not a map built afresh.

use super::play_leaves;
use crate::Position;
use crate::movegen::threats_by_kind::ThreatsByKind;
use crate::movegen::variant::DefaultMoves;

/// [`super::count`] for `depth` of 2 or more, under rules whose moves are
/// the default ones.
pub(super) fn count(pos: &Position, depth: u32, bulk: bool) -> u64 {
    let mut nodes = 0;
    if depth > 2 {
        pos.batches_with(DefaultMoves, &mut |batch| {
            let from = batch.from.bit();
            for to in batch.to.bit_iter() {
                let mut child = *pos;
                child.play_bits(batch.role, from, to, batch.escape);
                if !child.ended() {
                    nodes += count(&child, depth - 1, bulk);
                }
            }
        });
        return nodes;
    }
    let ours = ThreatsByKind::new(pos.board(), pos.side_to_move());
    pos.batches_with(DefaultMoves, &mut |batch| {
        let from = batch.from.bit();
        let lifted = ours.lift(pos.board(), batch.role, from);
        for to in batch.to.bit_iter() {
            let mut child = *pos;
            child.play_bits(batch.role, from, to, batch.escape);
            if child.ended() {
                continue;
            }
            let threatened = lifted.landed(child.board(), to);
            nodes += if bulk {
                u64::from(child.count_given(threatened))
            } else {
                let mut leaves = 0;
                child.batches_given(threatened, &mut |moves| {
                    leaves += play_leaves(&child, moves);
                });
                leaves
            };
        }
    });
    nodes
}
