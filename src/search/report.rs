//! What a search reports: after each depth, and at the end.

use super::score::Score;
use crate::types::Move;
use alloc::vec::Vec;
use core::time::Duration;

/// One of the best lines of a search: its score and its moves, the first
/// being the root move it starts with. A search gives one line, or as many
/// as [`Searcher::set_multi_pv`](super::Searcher::set_multi_pv) asks.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Line {
    /// The score of the position after the line's first move, for the side
    /// to move at the root.
    pub score: Score,
    /// The moves, as far as the search followed them (under duels, up to
    /// the first duel, whose outcome is chance).
    pub pv: Vec<Move>,
}

/// A finished depth of an iterative search, handed to the caller's
/// callback so that a program can show the engine thinking.
///
/// ```
/// use jetan::search::{Limits, Searcher};
/// use jetan::Position;
/// let mut searcher = Searcher::new(1);
/// searcher.set_multi_pv(3);
/// searcher.search_with(&Position::default(), Limits::depth(2), |p| {
///     assert_eq!(p.lines.len(), 3);
///     assert_eq!(p.pv, &p.lines[0].pv[..]);
///     println!("depth {} {} {} nodes/s", p.depth, p.score, p.nodes_per_second);
/// });
/// ```
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct Progress<'a> {
    /// The depth just finished, in moves. When a limit stops a depth part
    /// way with a better move than the last depth's, that depth is
    /// reported too, so that the last report names the move returned.
    pub depth: u32,
    /// The score of the position for the side to move: the best line's.
    pub score: Score,
    /// Positions visited so far in this search.
    pub nodes: u64,
    /// The principal variation: the best move, then the best reply, and so
    /// on, as far as the search followed it (under duels, up to the first
    /// duel). The first of [`Progress::lines`].
    pub pv: &'a [Move],
    /// The best lines, best first: one, or as many as the searcher's
    /// MultiPV (fewer if the position has fewer moves).
    pub lines: &'a [Line],
    /// Time since the search started (zero without the `std` feature,
    /// which has no clock).
    pub elapsed: Duration,
    /// Positions visited a second so far (0 when no time has passed or
    /// without `std`).
    pub nodes_per_second: u64,
}

/// The result of a search.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
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
    /// The best lines, best first (see [`Progress::lines`]); the first is
    /// [`SearchResult::pv`] with [`SearchResult::score`]. Empty when the
    /// game is over.
    pub lines: Vec<Line>,
    /// How long the search took (zero without `std`).
    pub elapsed: Duration,
    /// Positions visited a second (0 when no time was measured).
    pub nodes_per_second: u64,
}

/// `nodes` over `elapsed`, in positions a second; 0 for no time.
pub(super) fn per_second(nodes: u64, elapsed: Duration) -> u64 {
    (u128::from(nodes) * 1_000_000_000)
        .checked_div(elapsed.as_nanos())
        .map_or(0, |n| n.min(u128::from(u64::MAX)) as u64)
}
