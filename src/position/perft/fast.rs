//! Perft under the default move rules, with the threat map and the last
//! ply's moves handed down.
//!
//! A position two plies above the leaves keeps its side's threat map kind
//! by kind ([`ThreatsByKind`]) and the other side's moves piece by piece
//! ([`Replies`]). For each of its moves, the map that the child's Princess
//! needs is that map with the moved piece lifted and landed, and the
//! child's moves are the replies updated for what the move blocked, freed
//! or took: neither is built afresh.

use super::leaves::{play_into, play_leaves};
use super::plain;
use crate::movegen::replies::Replies;
use crate::movegen::threats_by_kind::ThreatsByKind;
use crate::movegen::variant::DefaultMoves;
use crate::position::Position;

/// [`plain::count`] for `depth` of 2 or more, under rules whose moves are
/// the default ones; 0 once `stop` answers true (asked at each node more
/// than two plies above the leaves).
pub(super) fn count(pos: &Position, depth: u32, bulk: bool, stop: &dyn Fn() -> bool) -> u64 {
    let mut nodes = 0;
    if depth > 2 {
        if stop() {
            return 0;
        }
        pos.batches_with(DefaultMoves, &mut |batch| {
            for to in batch.to.bit_iter() {
                let mut child = *pos;
                play_into(&mut child, pos, &batch, to, DefaultMoves);
                if !child.ended() {
                    nodes += count(&child, depth - 1, bulk, stop);
                }
            }
        });
        return nodes;
    }
    let us = pos.side_to_move();
    let Some(theirs) = Replies::new(pos.board(), us.opposite()) else {
        // Never for a valid position: no side has more than its army.
        return plain::count(pos, depth, DefaultMoves, bulk, stop);
    };
    let ours = ThreatsByKind::new(pos.board(), us);
    pos.batches_with(DefaultMoves, &mut |batch| {
        let from = batch.from.bit();
        let lifted = ours.lift(pos.board(), batch.role, from);
        let moved;
        let replies = match theirs.lift(pos.board(), from) {
            Some(lifted) => {
                moved = lifted;
                &moved
            }
            None => &theirs,
        };
        for to in batch.to.bit_iter() {
            let mut child = *pos;
            play_into(&mut child, pos, &batch, to, DefaultMoves);
            if child.ended() {
                continue;
            }
            let threatened = lifted.landed(child.board(), to);
            let escape_left = child.has_escape(us.opposite());
            let board = child.board();
            nodes += if bulk {
                u64::from(replies.count_after(board, to, escape_left, threatened))
            } else {
                let mut leaves = 0;
                replies.batches_after(board, to, escape_left, threatened, &mut |moves| {
                    leaves += play_leaves(&child, moves, DefaultMoves);
                });
                leaves
            };
        }
    });
    nodes
}
