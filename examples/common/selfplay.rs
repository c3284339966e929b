//! Games between computer players, and the tally of how they ended.

use super::player::Player;
use super::rng::Rng;
use super::search::Search;
use jetan::{Color, DrawReason, Outcome, Position, Rules, WinReason};
use std::fmt::Write;

/// What to play.
#[derive(Clone, Debug)]
pub struct Config {
    /// How many games.
    pub games: u32,
    /// Seeds every choice of every game.
    pub seed: u64,
    /// The rules of every game.
    pub rules: Rules,
    /// Black's player (Black moves first, RULES.md section 2).
    pub black: Player,
    /// Orange's player.
    pub orange: Player,
    /// A game still going after this many moves (of either side) is cut
    /// off.
    pub max_moves: u32,
}

/// How the games ended. Equal tallies mean equal games, so a tally is the
/// check that a seed reproduces its games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games played.
    pub games: u32,
    /// Wins by side ([`Color::index`]) and reason ([`win_index`]).
    pub wins: [[u32; 3]; 2],
    /// Draws by reason ([`draw_index`]).
    pub draws: [u32; 3],
    /// Games cut off at the move limit.
    pub cut_off: u32,
    /// Moves over all games.
    pub moves: u64,
    /// The longest game, in moves.
    pub longest: u32,
    /// Positions the players looked at.
    pub positions: u64,
}

/// The row of a win reason in [`Tally::wins`].
pub fn win_index(reason: WinReason) -> usize {
    match reason {
        WinReason::PrincessTaken => 0,
        WinReason::ChiefTakenByChief => 1,
        WinReason::NoLegalMove => 2,
    }
}

/// The row of a draw reason in [`Tally::draws`].
pub fn draw_index(reason: DrawReason) -> usize {
    match reason {
        DrawReason::ChiefTaken => 0,
        DrawReason::Material => 1,
        DrawReason::NoLegalMove => 2,
    }
}

/// Plays `config.games` games, calling `progress` after each.
pub fn run(config: &Config, mut progress: impl FnMut(&Tally)) -> Tally {
    let mut seeds = Rng::new(config.seed);
    let mut tally = Tally::default();
    for _ in 0..config.games {
        // One generator per game, so a game depends only on its own seed.
        let mut rng = Rng::new(seeds.next_u64());
        let mut search = Search::new();
        let (outcome, moves) = play_game(config, &mut rng, &mut search);
        tally.record(outcome, moves, search.nodes);
        progress(&tally);
    }
    tally
}

/// Plays one game: its end (`None` when cut off) and its length in moves.
pub fn play_game(config: &Config, rng: &mut Rng, search: &mut Search) -> (Option<Outcome>, u32) {
    let mut pos = Position::start_with(config.rules, Color::Black);
    for moves in 0..config.max_moves {
        let player = match pos.side_to_move() {
            Color::Black => config.black,
            Color::Orange => config.orange,
        };
        match player.choose(&pos, rng, search) {
            Some(m) => pos.play_unchecked(m),
            None => return (pos.outcome(), moves),
        }
    }
    (pos.outcome(), config.max_moves)
}

impl Tally {
    fn record(&mut self, outcome: Option<Outcome>, moves: u32, positions: u64) {
        self.games += 1;
        self.moves += u64::from(moves);
        self.longest = self.longest.max(moves);
        self.positions += positions;
        match outcome {
            Some(Outcome::Win { winner, reason }) => {
                self.wins[winner.index()][win_index(reason)] += 1;
            }
            Some(Outcome::Draw(reason)) => self.draws[draw_index(reason)] += 1,
            None => self.cut_off += 1,
        }
    }

    /// The tally as a Markdown table, then the game lengths, and the speed
    /// over `seconds`.
    pub fn table(&self, max_moves: u32, seconds: f64) -> String {
        let mut rows: Vec<(String, u32)> = Vec::new();
        for color in Color::ALL {
            let wins = &self.wins[color.index()];
            rows.push((format!("{color} won: Princess taken"), wins[0]));
            rows.push((format!("{color} won: Chief taken by Chief"), wins[1]));
            if wins[2] > 0 {
                rows.push((format!("{color} won: no legal move left"), wins[2]));
            }
        }
        rows.push(("draw: Chief taken by another piece".into(), self.draws[0]));
        rows.push(("draw: material".into(), self.draws[1]));
        rows.push(("draw: no legal move".into(), self.draws[2]));
        rows.push((format!("cut off at {max_moves} moves"), self.cut_off));
        let mut out = String::from("| result | games | share |\n|---|---:|---:|\n");
        let share = |n: u32| 100.0 * f64::from(n) / f64::from(self.games.max(1));
        for (label, n) in rows {
            let _ = writeln!(out, "| {label} | {n} | {:.1}% |", share(n));
        }
        let mean = self.moves as f64 / f64::from(self.games.max(1));
        let _ = writeln!(
            out,
            "\n{} games, mean length {mean:.1} moves, longest {} moves, {:.0} positions/s",
            self.games,
            self.longest,
            self.positions as f64 / seconds.max(1e-9)
        );
        out
    }
}
