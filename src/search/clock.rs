//! The clock of one search: the positions it has visited, the time it has
//! taken, and whether a limit (positions, time, a game clock, a stop flag)
//! says stop.

use super::limits::{Limits, StopFlag};
use core::time::Duration;

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
    started: Option<std::time::Instant>,
    /// Where the search stops, even in the middle of a depth.
    #[cfg(feature = "std")]
    deadline: Option<std::time::Instant>,
    /// Past this, the search starts no new depth.
    #[cfg(feature = "std")]
    soft_deadline: Option<std::time::Instant>,
    /// Whether a limit may stop the search yet (not before the first move
    /// of depth 1 is searched).
    pub(super) may_stop: bool,
    /// A limit was reached: every node returns at once.
    pub(super) stopped: bool,
}

impl Clock {
    /// The clock of a search within `limits`, started now.
    pub(super) fn start(limits: &Limits) -> Clock {
        #[cfg(feature = "std")]
        let (started, deadline, soft_deadline) = {
            let now = std::time::Instant::now();
            let game = limits.game_clock();
            let hard = [limits.max_time(), game.map(|c| c.hard_deadline())]
                .into_iter()
                .flatten()
                .min();
            let soft = game.map(|c| c.soft_deadline());
            (Some(now), hard.map(|t| now + t), soft.map(|t| now + t))
        };
        Clock {
            node_limit: limits.max_nodes().unwrap_or(u64::MAX),
            stop: limits.stop_flag().cloned(),
            #[cfg(feature = "std")]
            started,
            #[cfg(feature = "std")]
            deadline,
            #[cfg(feature = "std")]
            soft_deadline,
            ..Clock::default()
        }
    }

    /// Lowers the node limit to at most `nodes`.
    pub(super) fn cap_nodes(&mut self, nodes: u64) {
        self.node_limit = self.node_limit.min(nodes);
    }

    /// Time since the search started (zero without `std`).
    pub(super) fn elapsed(&self) -> Duration {
        #[cfg(feature = "std")]
        if let Some(started) = self.started {
            return started.elapsed();
        }
        Duration::ZERO
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

    /// Whether the search, between depths, should start no new one: a
    /// limit is reached or the game clock's soft deadline has passed.
    pub(super) fn no_new_depth(&self) -> bool {
        #[cfg(feature = "std")]
        if self
            .soft_deadline
            .is_some_and(|d| std::time::Instant::now() >= d)
        {
            return true;
        }
        self.limit_reached()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The clock of `limits` once the first move of depth 1 is searched,
    /// `nodes` positions in.
    fn running(limits: &Limits, nodes: u64) -> Clock {
        let mut clock = Clock::start(limits);
        clock.may_stop = true;
        clock.nodes = nodes;
        clock
    }

    #[test]
    fn the_flag_is_read_every_1024_positions() {
        let flag = StopFlag::new();
        let limits = Limits::until_stopped(flag.clone());
        assert!(!running(&limits, 2048).should_stop());
        flag.stop();
        assert!(running(&limits, 2048).should_stop());
        assert!(running(&limits, 1024).should_stop());
    }

    #[test]
    #[cfg(feature = "std")]
    fn a_time_limit_stops_at_its_deadline_and_not_before() {
        let far = Limits::time(Duration::from_secs(600));
        assert!(!running(&far, 1024).should_stop());
        let now = Limits::time(Duration::ZERO);
        assert!(running(&now, 1024).should_stop());
    }

    #[test]
    #[cfg(feature = "std")]
    fn past_the_soft_deadline_no_new_depth_starts() {
        use crate::search::GameClock;
        // 600 s left: the soft deadline is 15 s away.
        let long = Limits::clock(GameClock::new(Duration::from_secs(600), Duration::ZERO));
        assert!(!Clock::start(&long).no_new_depth());
        // 20.02 s left: soft deadline 0.5 s, hard 2 s. Past the soft one,
        // no new depth starts.
        let short = Limits::clock(GameClock::new(
            Duration::from_millis(20_020),
            Duration::ZERO,
        ));
        let clock = Clock::start(&short);
        std::thread::sleep(Duration::from_millis(600));
        assert!(clock.no_new_depth());
    }
}
