//! A match between two players: colours swapped every game, each pair of
//! games from the same random opening or the same given position, and the
//! standing from the first player's side.

use super::duels::Referee;
use super::game::{self, Played};
use super::leads::leader;
use super::parallel;
use super::player::{Competitor, Player};
use super::selfplay::{draw_index, win_index};
use super::stats::share;
use jetan::{ByColor, Color, Duels, Outcome, Position, Rules, SplitMix64};
use std::fmt::Write;

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// How many games.
    pub games: u32,
    /// Seeds the openings, the players' ties and the duels' draws.
    pub seed: u64,
    /// The rules of every game.
    pub rules: Rules,
    /// How duels are decided, under `capture=duel`.
    pub duels: Duels,
    /// The first player, Black in the even games (Black moves first).
    pub a: Player,
    /// The second player.
    pub b: Player,
    /// A game still going after this many moves is cut off (a draw):
    /// moves from the start, or from the given position.
    pub max_moves: u32,
    /// Random moves (never escapes) that open each pair of games.
    pub opening: u32,
    /// The positions the pairs of games start from, in turn (pair `i`
    /// from `starts[i % len]`), the opening's random moves played from
    /// each; empty for the start of the rules.
    pub starts: Vec<Position>,
    /// Games played at once.
    pub threads: usize,
}

/// One game of the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchGame {
    /// The colour the first player had.
    pub a_color: Color,
    /// How it went.
    pub played: Played,
    /// The side whose pieces were worth more where the game started
    /// ([`leader`]), if either: the side to convert, in a suite.
    pub ahead: Option<Color>,
    /// The side whose pieces were worth more where the game ended, if
    /// either.
    pub ahead_at_end: Option<Color>,
    /// Moves made before a given start position (its move number says
    /// how many), which the move limit and the lengths leave out; 0 from
    /// the start of the rules.
    pub before: u32,
}

impl MatchGame {
    /// The first player's points: 1 for a win, 1/2 for a draw or a game
    /// cut off, 0 for a loss, in halves.
    pub fn a_half_points(&self) -> u32 {
        match self.played.outcome.and_then(Outcome::winner) {
            Some(winner) if winner == self.a_color => 2,
            Some(_) => 0,
            None => 1,
        }
    }
}

/// Plays the match on `config.threads` threads, calling `progress` with
/// the number of games done after each. The games are the same whatever
/// the number of threads.
pub fn run(config: &MatchConfig, mut progress: impl FnMut(u32)) -> Result<Vec<MatchGame>, String> {
    let mut done = 0;
    run_while(config, |_, _| {
        done += 1;
        progress(done);
        true
    })
}

/// [`run`], calling `on_game` with each game (its number, from 0) as it
/// ends, until `on_game` answers `false` (a sequential test has decided):
/// then the games under way finish and no other starts. The games
/// answered are the first ones, in order. A player that fails (a
/// `uci:PATH` program) stops the match with its error.
pub fn run_while(
    config: &MatchConfig,
    mut on_game: impl FnMut(usize, &MatchGame) -> bool,
) -> Result<Vec<MatchGame>, String> {
    let mut seeds = SplitMix64::new(config.seed);
    let pair_seeds: Vec<u64> = (0..config.games.div_ceil(2))
        .map(|_| seeds.next_u64())
        .collect();
    // Drawn after the pairs' seeds, which stay as they were before duels.
    let duel_seeds: Vec<u64> = (0..config.games.div_ceil(2))
        .map(|_| seeds.next_u64())
        .collect();
    let games = parallel::run_while(
        config.games as usize,
        config.threads,
        |i| -> Result<MatchGame, String> {
            // Both games of a pair open alike, and draw their duels alike;
            // the first player is Black in the first and Orange in the
            // second.
            let mut rng = SplitMix64::new(pair_seeds[i / 2]);
            let mut referee = Referee::new(config.duels, duel_seeds[i / 2]);
            let (from, before) = match config.starts.len() {
                0 => (Position::start_with(config.rules, Color::Black), 0),
                n => {
                    let from = config.starts[(i / 2) % n];
                    (from, game::moves_before(&from))
                }
            };
            let start = game::random_opening(from, config.opening, &mut rng, &mut referee);
            let (mut a, mut b) = (
                Competitor::new(config.a.clone())?,
                Competitor::new(config.b.clone())?,
            );
            let (black, orange, a_color) = if i % 2 == 0 {
                (&mut a, &mut b, Color::Black)
            } else {
                (&mut b, &mut a, Color::Orange)
            };
            let (played, game) = game::play(
                start,
                black,
                orange,
                before.saturating_add(config.max_moves),
                &mut rng,
                &mut referee,
            )?;
            Ok(MatchGame {
                a_color,
                played,
                ahead: leader(&start, 0),
                ahead_at_end: leader(game.position(), 0),
                before,
            })
        },
        |i, game| game.as_ref().is_ok_and(|game| on_game(i, game)),
    );
    games.into_iter().collect()
}

/// The standing: how the games ended, from the first player's side; from
/// given positions (`suite`), how often each player won the games it
/// started ahead in; then the last line `A vs B: W wins, D draws, L
/// losses, score S%`.
pub fn report(
    games: &[MatchGame],
    a_name: &str,
    b_name: &str,
    max_moves: u32,
    suite: bool,
) -> String {
    let n = games.len() as u32;
    let mut wins = [[0u32; 3]; 2]; // [A, B] by win reason
    let mut draws = [0u32; 3];
    let mut cut_off = 0;
    // A's wins, draws and losses, by A's colour.
    let mut by_color = ByColor::splat([0u32; 3]);
    for game in games {
        let a_result = match game.played.outcome {
            Some(Outcome::Win { winner, reason }) => {
                let side = usize::from(winner != game.a_color);
                wins[side][win_index(reason)] += 1;
                side * 2
            }
            Some(Outcome::Draw(reason)) => {
                draws[draw_index(reason)] += 1;
                1
            }
            None => {
                cut_off += 1;
                1
            }
        };
        by_color[game.a_color][a_result] += 1;
    }
    let mut rows: Vec<(String, u32)> = Vec::new();
    for (side, name) in [(0, "A"), (1, "B")] {
        rows.push((format!("{name} won: Princess taken"), wins[side][0]));
        rows.push((format!("{name} won: Chief taken by Chief"), wins[side][1]));
        if wins[side][2] > 0 {
            rows.push((format!("{name} won: no legal move left"), wins[side][2]));
        }
    }
    rows.push(("draw: Chief taken by another piece".into(), draws[0]));
    rows.push(("draw: material".into(), draws[1]));
    rows.push(("draw: no legal move".into(), draws[2]));
    rows.push((format!("cut off at {max_moves} moves (a draw)"), cut_off));
    let mut out = String::from("| result | games | share (95% interval) |\n|---|---:|---:|\n");
    for (label, k) in rows {
        let _ = writeln!(out, "| {label} | {k} | {} |", share(k, n));
    }
    let length = |g: &MatchGame| g.played.moves - g.before;
    let moves: u64 = games.iter().map(|g| u64::from(length(g))).sum();
    let longest = games.iter().map(length).max().unwrap_or(0);
    let _ = writeln!(
        out,
        "\nmean length {:.1} moves, longest {longest} moves",
        moves as f64 / f64::from(n.max(1))
    );
    for color in Color::ALL {
        let [w, d, l] = by_color[color];
        let _ = writeln!(out, "A as {color}: {w} wins, {d} draws, {l} losses");
    }
    if suite {
        for (name, a_ahead) in [("A", true), ("B", false)] {
            let (won, led) = conversions(games, a_ahead);
            let _ = writeln!(
                out,
                "{name} ahead at the start: won {won} of {led}, {}",
                share(won, led)
            );
        }
        let cut_off_ahead = games
            .iter()
            .filter(|g| g.played.outcome.is_none() && g.ahead.is_some())
            .map(|g| g.ahead_at_end == g.ahead);
        let (kept, all) = cut_off_ahead.fold((0, 0), |(k, n), kept| (k + u32::from(kept), n + 1));
        let _ = writeln!(
            out,
            "cut off with the side ahead at the start still ahead: {kept} of {all}"
        );
    }
    let total = |i: usize| by_color.black[i] + by_color.orange[i];
    let (w, d, l) = (total(0), total(1), total(2));
    let score = points_share(games);
    let _ = writeln!(
        out,
        "score {:.1}% (95% interval {:.1}-{:.1})",
        100.0 * score.0,
        100.0 * score.1,
        100.0 * score.2
    );
    let _ = writeln!(
        out,
        "{a_name} vs {b_name}: {w} wins, {d} draws, {l} losses, score {:.1}%",
        100.0 * (f64::from(w) + f64::from(d) / 2.0) / f64::from(n.max(1))
    );
    out
}

/// Of the games in which the first player (`a_ahead`) or the second
/// started ahead, how many that player won, and how many there were.
fn conversions(games: &[MatchGame], a_ahead: bool) -> (u32, u32) {
    let led = games
        .iter()
        .filter(|g| g.ahead.is_some_and(|ahead| (ahead == g.a_color) == a_ahead));
    led.fold((0, 0), |(won, n), g| {
        let converted = g.played.outcome.and_then(Outcome::winner) == g.ahead;
        (won + u32::from(converted), n + 1)
    })
}

/// The first player's share of the points, with a 95% interval from the
/// spread of the games' points (normal approximation).
fn points_share(games: &[MatchGame]) -> (f64, f64, f64) {
    let n = games.len().max(1) as f64;
    let points: Vec<f64> = games
        .iter()
        .map(|g| f64::from(g.a_half_points()) / 2.0)
        .collect();
    let mean = points.iter().sum::<f64>() / n;
    let variance = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / n;
    let half_width = 1.96 * (variance / n).sqrt();
    (
        mean,
        (mean - half_width).max(0.0),
        (mean + half_width).min(1.0),
    )
}
