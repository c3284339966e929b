//! What the engine's options and `go`'s words do to the library's search:
//! the one place where each is handed to [`Searcher`] and [`Limits`].

use super::command::Go;
use super::options::Settings;
use jetan::Position;
use jetan::search::{GameClock, Limits, Searcher, Skill, StopFlag};
use std::time::Duration;

/// Hands the settings to `searcher` before a search: those that the
/// library takes at any time (the table's size is taken when the searcher
/// is made, [`Searcher::new`]).
pub fn configure(searcher: &mut Searcher, settings: &Settings) {
    searcher.set_contempt_centipoints(settings.contempt);
    searcher.set_duel_model(settings.duel);
    searcher.set_multi_pv(settings.multipv);
    // Lazy SMP: the extra threads share the searcher's table.
    searcher.set_threads(settings.threads);
    // The option's range is the library's scale, 0 to 20.
    searcher.set_skill(Skill::new(settings.skill as u8).unwrap_or(Skill::FULL));
}

/// The limits of `go` in `pos`, stopped by `stop` too: every bound given
/// applies (the side to move's clock planned by the library's
/// [`GameClock`]), `searchmoves` are the root moves, and without a bound
/// (`go infinite`, or `go` alone) only `stop` ends the search.
pub fn limits(go: &Go, pos: &Position, stop: StopFlag) -> Limits {
    let side = pos.side_to_move();
    let ms = Duration::from_millis;
    let clock = go.time[side].map(|left| {
        let clock = GameClock::new(ms(left), ms(go.inc[side].unwrap_or(0)));
        go.movestogo.map_or(clock, |n| clock.with_moves_to_go(n))
    });
    let mut limits = clock.map(Limits::clock);
    if let Some(depth) = go.depth {
        limits = Some(limits.map_or_else(|| Limits::depth(depth), |l| l.with_depth(depth)));
    }
    if let Some(nodes) = go.nodes {
        limits = Some(limits.map_or_else(|| Limits::nodes(nodes), |l| l.with_nodes(nodes)));
    }
    if let Some(time) = go.movetime.map(ms) {
        limits = Some(limits.map_or_else(|| Limits::time(time), |l| l.with_time(time)));
    }
    match limits {
        Some(limits) => limits.with_stop(stop),
        None => Limits::until_stopped(stop),
    }
    .with_root_moves(go.searchmoves.iter().copied())
}

/// Whether a search within `limits` ends only on `stop`.
pub fn is_endless(limits: &Limits) -> bool {
    limits.max_depth().is_none()
        && limits.max_nodes().is_none()
        && limits.max_time().is_none()
        && limits.game_clock().is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use jetan::{ByColor, Color};

    #[test]
    fn the_side_to_move_plays_on_its_own_clock() {
        let go = Go {
            time: ByColor::new(Some(60_000), Some(3_000)),
            inc: ByColor::new(Some(1_000), None),
            movestogo: Some(10),
            movetime: Some(1_500),
            depth: Some(9),
            ..Go::default()
        };
        let black = limits(&go, &Position::start(Color::Black), StopFlag::new());
        let clock = GameClock::new(Duration::from_secs(60), Duration::from_secs(1));
        assert_eq!(black.game_clock(), Some(clock.with_moves_to_go(10)));
        assert_eq!(black.max_time(), Some(Duration::from_millis(1_500)));
        assert_eq!(black.max_depth(), Some(9));
        let orange = limits(&go, &Position::start(Color::Orange), StopFlag::new());
        let clock = GameClock::new(Duration::from_secs(3), Duration::ZERO);
        assert_eq!(orange.game_clock(), Some(clock.with_moves_to_go(10)));
        assert!(!is_endless(&orange));
    }

    #[test]
    fn without_a_bound_only_stop_ends_the_search() {
        let go = Go {
            infinite: true,
            searchmoves: vec!["a2a3".parse().unwrap()],
            ..Go::default()
        };
        let limits = limits(&go, &Position::default(), StopFlag::new());
        assert!(is_endless(&limits));
        assert!(limits.stop_flag().is_some());
        assert_eq!(limits.root_moves(), ["a2a3".parse().unwrap()]);
    }
}
