//! The clock of one search: the positions it has visited, and whether a
//! limit (positions, time, a stop flag) says stop.

use super::limits::{Limits, StopFlag};

/// How often, in positions, the search looks at the clock and the stop
/// flag: reading the clock costs about as much as visiting a position.
const CHECK_EVERY: u64 = 1024;

/// The positions visited so far and the limits of one search.
#[derive(Default)]
pub(super) struct Clock {
    /// Positions visited, quiescence included.
    pub(super) nodes: u64,
    node_limit: u64,
    stop: Option<StopFlag>,
    #[cfg(feature = "std")]
    deadline: Option<std::time::Instant>,
    /// Whether a limit may stop the search yet (not before the first move
    /// of depth 1 is searched).
    pub(super) may_stop: bool,
    /// A limit was reached: every node returns at once.
    pub(super) stopped: bool,
}

impl Clock {
    /// The clock of a search within `limits`, started now.
    pub(super) fn start(limits: &Limits) -> Clock {
        Clock {
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            stop: limits.stop.clone(),
            #[cfg(feature = "std")]
            deadline: limits.time.map(|t| std::time::Instant::now() + t),
            ..Clock::default()
        }
    }

    /// Whether a limit stops the search now (never before the first move
    /// of depth 1 is searched). The node limit is checked at every
    /// position, so that the search stops at the same position on every
    /// machine; the clock and the flag now and then.
    pub(super) fn should_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if !self.may_stop {
            return false;
        }
        if self.nodes >= self.node_limit || (self.nodes % CHECK_EVERY == 0 && self.limit_reached())
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Whether the node limit, the stop flag or the clock says stop.
    pub(super) fn limit_reached(&self) -> bool {
        if self.nodes >= self.node_limit {
            return true;
        }
        if self.stop.as_ref().is_some_and(StopFlag::is_stopped) {
            return true;
        }
        #[cfg(feature = "std")]
        if self
            .deadline
            .is_some_and(|d| std::time::Instant::now() >= d)
        {
            return true;
        }
        false
    }
}
