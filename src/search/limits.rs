//! When a search stops: a depth, a count of positions, a time (with
//! `std`), or a flag that another thread sets.

use alloc::sync::Arc;
use core::sync::atomic::{AtomicBool, Ordering};

/// When a search stops. Every limit set applies; the search stops at the
/// first one reached. Depth 1 is always searched in full, so that a search
/// always has a move to give.
///
/// A search with only depth and node limits is deterministic: the same
/// position and limits give the same result from a fresh
/// [`Searcher`](super::Searcher) on every machine. A time limit or a stop
/// flag makes the result depend on the machine's speed.
///
/// ```
/// use jetan::search::Limits;
/// let limits = Limits::nodes(20_000);
/// assert_eq!(limits.nodes, Some(20_000));
/// assert_eq!(Limits::depth(4).depth, Some(4));
/// ```
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// The deepest iteration, in moves (plies) from the position searched.
    /// Without it the search goes on until another limit, or to its
    /// greatest depth, 127 (positions deeper than 128 moves from the
    /// root are not searched, quiescence included).
    pub depth: Option<u32>,
    /// At most about this many positions visited (each counted once per
    /// visit, quiescence included). Checked at every position, so the
    /// search stops within one visit of the limit, once the first move of
    /// depth 1 is searched.
    pub nodes: Option<u64>,
    /// At most about this much time, measured from the start of the
    /// search.
    #[cfg(feature = "std")]
    pub time: Option<std::time::Duration>,
    /// Stops the search as soon as it is set.
    pub stop: Option<StopFlag>,
}

impl Limits {
    /// Search to `depth` moves.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search about `nodes` positions.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for about `time`.
    #[cfg(feature = "std")]
    pub fn time(time: std::time::Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    /// These limits, also stopped by `flag`.
    pub fn with_stop(self, flag: StopFlag) -> Limits {
        Limits {
            stop: Some(flag),
            ..self
        }
    }
}

/// A flag shared between a search and whoever may want to stop it early,
/// for example the thread of a program's window. Clones share the flag.
///
/// ```
/// use jetan::search::{Limits, Searcher, StopFlag};
/// use jetan::Position;
/// let flag = StopFlag::new();
/// flag.stop(); // set before the search: it stops after one move of depth 1
/// let result = Searcher::new(1).search(&Position::default(), Limits::default().with_stop(flag.clone()));
/// assert_eq!(result.depth, 1);
/// assert!(result.best_move.is_some());
/// ```
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag not yet set.
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks every search holding the flag to stop.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Clears the flag, so that it can serve the next search.
    pub fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }

    /// Whether the flag is set.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
