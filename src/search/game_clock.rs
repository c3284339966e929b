//! A game clock: the time a side has left and its increment, and how much
//! of it one move may take.

use core::time::Duration;

/// The moves a clock's time is spread over when the caller does not say
/// how many remain: Jetan games run long (a hundred moves a side is
/// common), and the increment pays for the rest.
const MOVES_TO_GO: u32 = 40;

/// Kept back from the time left for what happens outside the search
/// (reading the position, sending the move).
const OVERHEAD: Duration = Duration::from_millis(20);

/// The side to move's clock: the time it has left, what it gains with
/// each move, and optionally how many moves remain until the next time
/// control. [`Limits::clock`](super::Limits::clock) searches by it.
///
/// The search plans two deadlines, counted from its start: past the
/// **soft** one it starts no new depth; at the **hard** one it stops in
/// the middle of a depth. The soft deadline is the time left shared over
/// the moves to go (40 when not given) plus three quarters of the
/// increment; the hard one four times that. Neither is more than a third
/// of the time left, or all of it on the last move before a time control.
/// Both keep 20 ms back for what happens outside the search.
///
/// ```
/// use jetan::search::GameClock;
/// use std::time::Duration;
/// let clock = GameClock::new(Duration::from_secs(60), Duration::from_secs(1));
/// // (60 s - 20 ms) / 40 + 0.75 s
/// assert_eq!(clock.soft_deadline(), Duration::from_micros(2_249_500));
/// assert_eq!(clock.hard_deadline(), Duration::from_micros(8_998_000));
/// // Ten moves to the next control: a tenth of the time, and three
/// // quarters of the increment.
/// let control = clock.with_moves_to_go(10);
/// assert_eq!(control.soft_deadline(), Duration::from_micros(6_748_000));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameClock {
    left: Duration,
    increment: Duration,
    moves_to_go: Option<u32>,
}

impl GameClock {
    /// A clock with `left` on it, gaining `increment` with each move.
    pub const fn new(left: Duration, increment: Duration) -> GameClock {
        GameClock {
            left,
            increment,
            moves_to_go: None,
        }
    }

    /// The same clock with `moves` moves until the next time control (at
    /// least 1).
    pub const fn with_moves_to_go(self, moves: u32) -> GameClock {
        GameClock {
            moves_to_go: Some(if moves == 0 { 1 } else { moves }),
            ..self
        }
    }

    /// The time left.
    pub const fn left(&self) -> Duration {
        self.left
    }

    /// The time gained with each move.
    pub const fn increment(&self) -> Duration {
        self.increment
    }

    /// The moves until the next time control, if given.
    pub const fn moves_to_go(&self) -> Option<u32> {
        self.moves_to_go
    }

    /// The time left less what is kept back for outside the search.
    fn usable(&self) -> Duration {
        self.left.saturating_sub(OVERHEAD)
    }

    /// Past this, counted from the search's start, it starts no new depth.
    pub fn soft_deadline(&self) -> Duration {
        let share = self.usable() / self.moves_to_go.unwrap_or(MOVES_TO_GO);
        (share + self.increment * 3 / 4).min(self.hard_cap())
    }

    /// At this, counted from the search's start, it stops.
    pub fn hard_deadline(&self) -> Duration {
        let share = self.usable() / self.moves_to_go.unwrap_or(MOVES_TO_GO);
        ((share + self.increment * 3 / 4) * 4).min(self.hard_cap())
    }

    /// No move takes more than a third of the time left, or all of it on
    /// the last move before a control.
    fn hard_cap(&self) -> Duration {
        match self.moves_to_go {
            Some(1) => self.usable(),
            _ => self.usable() / 3,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_almost_out_of_time_plans_almost_nothing() {
        // 30 ms left: 10 ms usable, a fortieth of it, and four times that.
        let clock = GameClock::new(Duration::from_millis(30), Duration::ZERO);
        assert_eq!(clock.soft_deadline(), Duration::from_micros(250));
        assert_eq!(clock.hard_deadline(), Duration::from_millis(1));
        // 5 ms left: nothing usable, whatever the increment.
        let none = GameClock::new(Duration::from_millis(5), Duration::from_secs(2));
        assert_eq!(none.hard_deadline(), Duration::ZERO);
    }

    #[test]
    fn moves_to_go_share_the_time_and_the_last_may_take_it_all() {
        // 60 s left and 1 s a move: (60 s - 20 ms) / 40 + 0.75 s, and four
        // times that.
        let clock = GameClock::new(Duration::from_secs(60), Duration::from_secs(1));
        assert_eq!(clock.moves_to_go(), None);
        assert_eq!(clock.soft_deadline(), Duration::from_micros(2_249_500));
        assert_eq!(clock.hard_deadline(), Duration::from_micros(8_998_000));
        // Ten moves to go: 5.998 s + 0.75 s; four times that is above a
        // third of 59.98 s, 19.993333 s.
        let ten = clock.with_moves_to_go(10);
        assert_eq!(ten.moves_to_go(), Some(10));
        assert_eq!(ten.soft_deadline(), Duration::from_micros(6_748_000));
        assert_eq!(ten.hard_deadline().as_micros(), 19_993_333);
        // The last move before the control may take all 59.98 s; none
        // to go counts as one.
        let last = GameClock::new(Duration::from_secs(60), Duration::ZERO).with_moves_to_go(0);
        assert_eq!(last.moves_to_go(), Some(1));
        assert_eq!(last.soft_deadline(), Duration::from_millis(59_980));
        assert_eq!(last.hard_deadline(), Duration::from_millis(59_980));
    }

    #[test]
    fn the_increment_adds_three_quarters_of_itself() {
        // 20.02 s left: 20 s usable, 0.5 s a move, plus 0.75 of 2 s, held
        // below a third of 20 s.
        let clock = GameClock::new(Duration::from_millis(20_020), Duration::from_secs(2));
        assert_eq!(clock.soft_deadline(), Duration::from_millis(2_000));
        assert_eq!(clock.hard_deadline().as_micros(), 6_666_666);
    }
}
