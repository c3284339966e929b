//! What the engine's options and `go`'s words do to the library's search:
//! the one place where each is handed to [`Searcher`] and [`Limits`], and
//! where those the library does not do yet are named, so that a caller is
//! told (`info string ... not honoured yet`) rather than misled.

use super::command::Go;
use super::options::{FULL_SKILL, Name, Settings};
use jetan::search::{Limits, Searcher, StopFlag};
use jetan::{Color, Position};
use std::time::Duration;

/// The note for `name` at its current value, if the library cannot do
/// what it asks yet.
pub fn not_honoured(settings: &Settings, name: Name) -> Option<String> {
    match name {
        Name::Threads if settings.threads > 1 => Some(format!(
            "Threads {} is not honoured yet: the search runs on one thread",
            settings.threads
        )),
        Name::MultiPv if settings.multipv > 1 => Some(format!(
            "MultiPV {} is not honoured yet: the engine reports its best line only",
            settings.multipv
        )),
        Name::Skill if settings.skill < FULL_SKILL => Some(format!(
            "Skill {} is not honoured yet: the engine plays at full strength",
            settings.skill
        )),
        _ => None,
    }
}

/// Hands the settings to `searcher` before a search: those that the
/// library takes at any time (the table's size is taken when the searcher
/// is made, [`Searcher::new`]).
pub fn configure(searcher: &mut Searcher, settings: &Settings) {
    searcher.set_contempt_centipoints(settings.contempt);
    searcher.set_duel_model(settings.duel);
}

/// The limits of `go` in `pos`, stopped by `stop` too, and the notes on
/// what of it the search cannot do yet.
pub fn limits(go: &Go, pos: &Position, stop: StopFlag) -> (Limits, Vec<String>) {
    let mut notes = Vec::new();
    if !go.searchmoves.is_empty() {
        notes.push("searchmoves is not honoured yet: the engine searches every move".into());
    }
    let side = match pos.side_to_move() {
        Color::Black => 0,
        Color::Orange => 1,
    };
    let clock =
        go.time[side].map(|left| clock_share(left, go.inc[side].unwrap_or(0), go.movestogo));
    let time = [go.movetime.map(Duration::from_millis), clock]
        .into_iter()
        .flatten()
        .min();
    // Without a bound (`go infinite`, or no words) only `stop` ends it.
    let limits = match Limits::bounded_by(go.depth, go.nodes, time) {
        Some(limits) => limits.with_stop(stop),
        None => Limits::until_stopped(stop),
    };
    (limits, notes)
}

/// Moves the clock is shared among when `movestogo` is not given.
const MOVES_LEFT: u64 = 30;
/// Kept back from the clock for the time between the search's end and the
/// caller's reading of `bestmove`.
const OVERHEAD_MS: u64 = 30;

/// The time for this move from the side's clock: an even share of what is
/// left over the moves to go (30 without `movestogo`) and most of the
/// increment, never more than the clock less a margin; at least 1 ms.
fn clock_share(left_ms: u64, inc_ms: u64, movestogo: Option<u32>) -> Duration {
    let moves = movestogo.map_or(MOVES_LEFT, u64::from).max(1);
    let share = left_ms / moves + inc_ms * 3 / 4;
    Duration::from_millis(share.min(left_ms.saturating_sub(OVERHEAD_MS)).max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_is_shared_over_the_moves_to_go() {
        // Worked by hand: 60 s over 30 moves = 2 s, and 3/4 of a 1 s
        // increment; 10 s over 2 moves = 5 s; 100 ms left with a 1 s
        // increment: the clock less 30 ms; nothing left: 1 ms.
        assert_eq!(
            clock_share(60_000, 1_000, None),
            Duration::from_millis(2_750)
        );
        assert_eq!(
            clock_share(10_000, 0, Some(2)),
            Duration::from_millis(5_000)
        );
        assert_eq!(clock_share(100, 1_000, None), Duration::from_millis(70));
        assert_eq!(clock_share(0, 0, Some(0)), Duration::from_millis(1));
    }

    #[test]
    fn the_side_to_move_reads_its_own_clock_and_movetime_caps_it() {
        let go = Go {
            time: [Some(60_000), Some(3_000)],
            movetime: Some(1_500),
            ..Go::default()
        };
        let black = Position::start(Color::Black);
        let orange = Position::start(Color::Orange);
        assert_eq!(
            limits_of(&go, &black).0.max_time(),
            Some(Duration::from_millis(1_500))
        );
        // Orange: 3 s over 30 moves.
        assert_eq!(
            limits_of(&go, &orange).0.max_time(),
            Some(Duration::from_millis(100))
        );
    }

    fn limits_of(go: &Go, pos: &Position) -> (Limits, Vec<String>) {
        limits(go, pos, StopFlag::new())
    }
}
