//! Perft by the plain path, under any rules: every node's moves generated
//! afresh.

use super::leaves::{play_into, play_leaves};
use crate::movegen::variant::MoveRules;
use crate::position::Position;

/// The leaves below `pos`, `depth` plies deep; with `bulk`, the last ply is
/// counted from the batches instead of played; 0 once `stop` answers true
/// (asked at each node more than two plies above the leaves).
pub(super) fn count<R: MoveRules>(
    pos: &Position,
    depth: u32,
    move_rules: R,
    bulk: bool,
    stop: &dyn Fn() -> bool,
) -> u64 {
    match depth {
        0 => return 1,
        1 if bulk => return pos.count_with(move_rules) as u64,
        3.. if stop() => return 0,
        _ => {}
    }
    let mut nodes = 0;
    if depth == 1 {
        pos.batches_with(move_rules, &mut |batch| {
            nodes += play_leaves(pos, batch, move_rules)
        });
        return nodes;
    }
    pos.batches_with(move_rules, &mut |batch| {
        for to in batch.to.bit_iter() {
            let mut child = *pos;
            play_into(&mut child, pos, &batch, to, move_rules);
            nodes += count(&child, depth - 1, move_rules, bulk, stop);
        }
    });
    nodes
}
