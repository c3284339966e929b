//! When a search stops: a depth, a count of positions, a time or a game
//! clock (with `std`), or a flag that another thread sets. Every way to
//! build [`Limits`] bounds the search or gives it a flag to stop it by.

#[cfg(feature = "std")]
use super::game_clock::GameClock;
use crate::types::Move;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, Ordering};
#[cfg(feature = "std")]
use core::time::Duration;

/// When a search stops, and which root moves it considers. Every limit set
/// applies; the search stops at the first one reached. The first move of
/// depth 1 is always searched in full, so that a search always has a move
/// to give; after it, a limit may stop the search at any position.
///
/// Each constructor sets one limit and the `with_` methods add more, so
/// no value of `Limits` searches without end unless it is built by
/// [`Limits::until_stopped`], with the flag that ends it.
///
/// A search with only depth and node limits is deterministic: the same
/// position and limits give the same result from a fresh
/// [`Searcher`](super::Searcher) on every machine. A time limit, a game
/// clock or a stop flag makes the result depend on the machine's speed.
///
/// ```
/// use jetan::search::Limits;
/// let limits = Limits::nodes(20_000).with_depth(8);
/// assert_eq!(limits.max_nodes(), Some(20_000));
/// assert_eq!(limits.max_depth(), Some(8));
/// assert_eq!(Limits::depth(4).max_nodes(), None);
/// ```
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Limits {
    depth: Option<u32>,
    nodes: Option<u64>,
    #[cfg(feature = "std")]
    time: Option<Duration>,
    #[cfg(feature = "std")]
    clock: Option<GameClock>,
    stop: Option<StopFlag>,
    root_moves: Vec<Move>,
}

impl Limits {
    /// No limit at all: only for the constructors, which each add one.
    const fn unbounded() -> Limits {
        Limits {
            depth: None,
            nodes: None,
            #[cfg(feature = "std")]
            time: None,
            #[cfg(feature = "std")]
            clock: None,
            stop: None,
            root_moves: Vec::new(),
        }
    }

    /// Search to `depth` moves (plies) from the position; at most 127,
    /// since no position deeper than 128 moves is searched, quiescence
    /// included.
    pub fn depth(depth: u32) -> Limits {
        Limits::unbounded().with_depth(depth)
    }

    /// Search about `nodes` positions: checked at every position, so the
    /// search stops within one visit of the limit once the first move of
    /// depth 1 is searched. Each position is counted once per visit,
    /// quiescence included.
    pub fn nodes(nodes: u64) -> Limits {
        Limits::unbounded().with_nodes(nodes)
    }

    /// Search for about `time`, measured from the start of the search.
    #[cfg(feature = "std")]
    pub fn time(time: Duration) -> Limits {
        Limits::unbounded().with_time(time)
    }

    /// Search for a move of a game played on a clock: the search plans
    /// its time from the time left and the increment
    /// ([`GameClock::soft_deadline`], [`GameClock::hard_deadline`]).
    ///
    /// ```
    /// use jetan::search::{GameClock, Limits, Searcher};
    /// use jetan::Position;
    /// use std::time::Duration;
    /// // One second left and no increment: a search of a fortieth of it,
    /// // and never the whole second.
    /// let clock = GameClock::new(Duration::from_secs(1), Duration::ZERO);
    /// let result = Searcher::new(1).search(&Position::default(), Limits::clock(clock));
    /// assert!(result.best_move.is_some());
    /// assert!(result.elapsed < clock.left());
    /// ```
    #[cfg(feature = "std")]
    pub fn clock(clock: GameClock) -> Limits {
        Limits {
            clock: Some(clock),
            ..Limits::unbounded()
        }
    }

    /// Search until `flag` is set, however long that takes (or to the
    /// greatest depth): the one way to search without another limit.
    ///
    /// ```
    /// use jetan::search::{Limits, Searcher, StopFlag};
    /// use jetan::Position;
    /// let flag = StopFlag::new();
    /// flag.stop(); // set before the search: it stops after one move of depth 1
    /// let result = Searcher::new(1).search(&Position::default(), Limits::until_stopped(flag));
    /// assert_eq!(result.depth, 1);
    /// assert!(result.best_move.is_some());
    /// ```
    pub fn until_stopped(flag: StopFlag) -> Limits {
        Limits::unbounded().with_stop(flag)
    }

    /// Limits from bounds that a program's options may or may not give:
    /// each one given applies; `None` when none is, since a search without
    /// any bound must be asked for with [`Limits::until_stopped`].
    ///
    /// ```
    /// use jetan::search::Limits;
    /// use std::time::Duration;
    /// let limits = Limits::bounded_by(None, Some(5_000), Some(Duration::from_millis(200))).unwrap();
    /// assert_eq!(limits.max_nodes(), Some(5_000));
    /// assert_eq!(limits.max_time(), Some(Duration::from_millis(200)));
    /// assert!(Limits::bounded_by(None, None, None).is_none());
    /// ```
    #[cfg(feature = "std")]
    pub fn bounded_by(
        depth: Option<u32>,
        nodes: Option<u64>,
        time: Option<Duration>,
    ) -> Option<Limits> {
        let limits = Limits {
            depth,
            nodes,
            time,
            ..Limits::unbounded()
        };
        (depth.is_some() || nodes.is_some() || time.is_some()).then_some(limits)
    }

    /// These limits, and at most `depth` moves.
    pub fn with_depth(self, depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..self
        }
    }

    /// These limits, and at most about `nodes` positions.
    pub fn with_nodes(self, nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..self
        }
    }

    /// These limits, and at most about `time`.
    #[cfg(feature = "std")]
    pub fn with_time(self, time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..self
        }
    }

    /// These limits, also stopped by `flag`.
    pub fn with_stop(self, flag: StopFlag) -> Limits {
        Limits {
            stop: Some(flag),
            ..self
        }
    }

    /// These limits, the search choosing only among `moves` at the root
    /// (UCI's `searchmoves`). Moves that are not legal in the position
    /// searched are left out; if none is legal, or the list is empty, every
    /// move is searched. A move that takes the opposing Princess is
    /// played whatever the list: it wins at once.
    ///
    /// ```
    /// use jetan::search::{Limits, Searcher};
    /// use jetan::{Move, Position};
    /// let only: Move = "a2a3".parse()?;
    /// let result = Searcher::new(1).search(&Position::default(), Limits::depth(3).with_root_moves([only]));
    /// assert_eq!(result.best_move, Some(only));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_root_moves(self, moves: impl IntoIterator<Item = Move>) -> Limits {
        Limits {
            root_moves: moves.into_iter().collect(),
            ..self
        }
    }

    /// The deepest iteration, if limited.
    pub fn max_depth(&self) -> Option<u32> {
        self.depth
    }

    /// The most positions, if limited.
    pub fn max_nodes(&self) -> Option<u64> {
        self.nodes
    }

    /// The longest time, if limited.
    #[cfg(feature = "std")]
    pub fn max_time(&self) -> Option<Duration> {
        self.time
    }

    /// The game clock, if the search plays on one.
    #[cfg(feature = "std")]
    pub fn game_clock(&self) -> Option<GameClock> {
        self.clock
    }

    /// The flag that stops the search, if any.
    pub fn stop_flag(&self) -> Option<&StopFlag> {
        self.stop.as_ref()
    }

    /// The root moves the search chooses among; empty for all.
    pub fn root_moves(&self) -> &[Move] {
        &self.root_moves
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
/// let result = Searcher::new(1).search(&Position::default(), Limits::depth(20).with_stop(flag.clone()));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The depth, node and time limits of `limits`.
    #[cfg(feature = "std")]
    fn bounds(limits: &Limits) -> (Option<u32>, Option<u64>, Option<Duration>) {
        (limits.max_depth(), limits.max_nodes(), limits.max_time())
    }

    #[test]
    #[cfg(feature = "std")]
    fn bounded_by_keeps_each_bound_given_and_needs_one() {
        let ms = Duration::from_millis(30);
        let given = [
            (Some(4), None, None),
            (None, Some(500), None),
            (None, None, Some(ms)),
            (Some(2), Some(9), Some(ms)),
        ];
        for (depth, nodes, time) in given {
            let limits = Limits::bounded_by(depth, nodes, time).unwrap();
            assert_eq!(bounds(&limits), (depth, nodes, time));
        }
        assert!(Limits::bounded_by(None, None, None).is_none());
    }

    #[test]
    #[cfg(feature = "std")]
    fn each_with_adds_its_limit_to_those_set() {
        let secs = Duration::from_secs(2);
        let limits = Limits::nodes(7).with_time(secs).with_depth(3);
        assert_eq!(bounds(&limits), (Some(3), Some(7), Some(secs)));
        let limits = Limits::time(secs).with_nodes(8);
        assert_eq!(bounds(&limits), (None, Some(8), Some(secs)));
    }
}
