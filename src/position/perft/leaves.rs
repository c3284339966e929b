//! The last step of perft: playing a batch's moves into copies of a
//! position.

use crate::movegen::PieceMoves;
use crate::movegen::variant::MoveRules;
use crate::position::Position;
use crate::types::MoveKind;

/// Plays every move of `batch` from `pos`, the leaves of
/// [`perft_played`](super::perft_played), and answers how many there were. `black_box` keeps
/// the played positions from being optimised away.
#[inline]
pub(super) fn play_leaves<R: MoveRules>(pos: &Position, batch: PieceMoves, move_rules: R) -> u64 {
    for to in batch.to.bit_iter() {
        let mut child = *pos;
        play_into(&mut child, pos, &batch, to, move_rules);
        core::hint::black_box(&child);
    }
    batch.len() as u64
}

/// Plays on `child`, a copy of `pos`, the move of `batch` to the square at
/// bit `to`: under duels, a fallen batch's move is the duel the attacker
/// loses (RULES.md section 10).
#[inline]
pub(super) fn play_into<R: MoveRules>(
    child: &mut Position,
    pos: &Position,
    batch: &PieceMoves,
    to: u32,
    move_rules: R,
) {
    let from = batch.from.bit();
    // `move_rules.duel()` first: without duels no batch is fallen, and the default
    // rules compile this test away.
    if move_rules.duel() && batch.kind == MoveKind::Fallen {
        child.play_fallen_bits(batch.role, from, to);
    } else {
        child.play_bits_from(pos, batch.role, from, to, batch.kind == MoveKind::Escape);
    }
}
