//! What a search reports: after each depth, and at the end.

use super::score::Score;
use crate::Move;
use alloc::vec::Vec;

/// A finished depth of an iterative search, handed to the caller's
/// callback so that a program can show the engine thinking.
#[derive(Clone, Copy, Debug)]
pub struct Progress<'a> {
    /// The depth just finished, in moves.
    pub depth: u32,
    /// The score of the position for the side to move.
    pub score: Score,
    /// Positions visited so far in this search.
    pub nodes: u64,
    /// The principal variation: the best move, then the best reply, and so
    /// on, as far as the search followed it (under duels, up to the first
    /// duel).
    pub pv: &'a [Move],
}

/// The result of a search.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SearchResult {
    /// The best move found; `None` only when the game is over. Under duels
    /// a capture is given as the capture itself, never as its
    /// [`Move::fallen`] outcome: which outcome happens is chance.
    pub best_move: Option<Move>,
    /// The score of the position for the side to move, as far as searched
    /// (for a game that is over, its result).
    pub score: Score,
    /// The deepest depth searched in full, or in part when a limit stopped
    /// the search after the best move of that depth had been searched.
    pub depth: u32,
    /// Positions visited, quiescence included.
    pub nodes: u64,
    /// The principal variation, starting with [`SearchResult::best_move`].
    /// Under duels it stops after a duel, whose outcome is chance.
    pub pv: Vec<Move>,
}
