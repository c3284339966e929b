//! Perft under the default move rules, with the threat map handed down.
//!
//! A position two plies above the leaves keeps its side's threat map kind
//! by kind ([`ThreatsByKind`]); for each of its moves the map that the
//! child's Princess needs is that map with the moved piece lifted and
//! landed, not a map built afresh.

use super::play_leaves;
use crate::Position;
use crate::movegen::replies::Replies;
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
                child.play_bits_from(pos, batch.role, from, to, batch.escape);
                if !child.ended() {
                    nodes += count(&child, depth - 1, bulk);
                }
            }
        });
        return nodes;
    }
    let us = pos.side_to_move();
    let ours = ThreatsByKind::new(pos.board(), us);
    let theirs = Replies::new(pos.board(), us.opposite());
    pos.batches_with(DefaultMoves, &mut |batch| {
        let from = batch.from.bit();
        let lifted = ours.lift(pos.board(), batch.role, from);
        let moved;
        let replies = match &theirs {
            Some(replies) => match replies.lift(pos.board(), from) {
                Some(lifted) => {
                    moved = lifted;
                    Some(&moved)
                }
                None => Some(replies),
            },
            None => None,
        };
        for to in batch.to.bit_iter() {
            let mut child = *pos;
            child.play_bits_from(pos, batch.role, from, to, batch.escape);
            if child.ended() {
                continue;
            }
            let threatened = lifted.landed(child.board(), to);
            let escape_left = child.has_escape(us.opposite());
            nodes += match (replies, bulk) {
                (Some(replies), true) => {
                    u64::from(replies.count_after(child.board(), to, escape_left, threatened))
                }
                (Some(replies), false) => {
                    let mut leaves = 0;
                    replies.batches_after(
                        child.board(),
                        to,
                        escape_left,
                        threatened,
                        &mut |moves| {
                            leaves += play_leaves(&child, moves);
                        },
                    );
                    leaves
                }
                (None, true) => u64::from(child.count_given(threatened)),
                (None, false) => {
                    let mut leaves = 0;
                    child.batches_given(threatened, &mut |moves| {
                        leaves += play_leaves(&child, moves);
                    });
                    leaves
                }
            };
        }
    });
    nodes
}
