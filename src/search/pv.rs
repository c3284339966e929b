//! The principal variation: the line the search expects, kept as a
//! triangular table with one row per ply.

use super::score::MAX_PLY;
use crate::types::Move;
use alloc::vec;
use alloc::vec::Vec;

/// Row `ply` holds the best line found from that ply, `len[ply]` moves
/// long; a node that finds a new best move copies the row below it after
/// that move.
pub(super) struct PvTable {
    moves: Vec<Option<Move>>,
    len: Vec<usize>,
}

impl PvTable {
    pub(super) fn new() -> PvTable {
        PvTable {
            moves: vec![None; (MAX_PLY + 1) * (MAX_PLY + 1)],
            len: vec![0; MAX_PLY + 1],
        }
    }

    /// Row `ply` is empty: nothing found yet (or a line that stops, as at
    /// a duel, whose outcome is chance).
    #[inline(always)]
    pub(super) fn clear(&mut self, ply: usize) {
        self.len[ply] = 0;
    }

    /// Row `ply` becomes `m` and then row `ply + 1`.
    pub(super) fn update(&mut self, ply: usize, m: Move) {
        let row = ply * (MAX_PLY + 1);
        let next = (ply + 1) * (MAX_PLY + 1);
        let tail = if ply < MAX_PLY { self.len[ply + 1] } else { 0 };
        self.moves[row] = Some(m);
        for k in 0..tail.min(MAX_PLY) {
            self.moves[row + 1 + k] = self.moves[next + k];
        }
        self.len[ply] = 1 + tail.min(MAX_PLY);
    }

    /// The line found at the root.
    pub(super) fn root_line(&self) -> Vec<Move> {
        self.moves[..self.len[0]].iter().map_while(|m| *m).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_is_its_move_then_the_row_below() {
        let [a, b, c] = ["a2a3", "b2b3", "c2c3"].map(|m| m.parse::<Move>().unwrap());
        let mut pv = PvTable::new();
        pv.update(2, c);
        pv.update(1, b);
        pv.update(0, a);
        assert_eq!(pv.root_line(), [a, b, c]);
        // A node that found nothing clears its row: the line above it
        // stops there.
        pv.clear(1);
        pv.update(0, b);
        assert_eq!(pv.root_line(), [b]);
        // The deepest row takes a move, and nothing below it.
        pv.update(MAX_PLY, c);
        pv.update(MAX_PLY - 1, a);
        pv.update(0, b);
        assert_eq!(pv.root_line(), [b]);
    }
}
