//! Games between computer players, and the tally of how they ended.

use super::duels::Referee;
use super::game::{self, Played};
use super::leads::LeadPicks;
use super::parallel;
use super::player::{Competitor, Player};
use super::stats::share;
use jetan::{
    ByColor, Capture, Color, DrawReason, Duels, Outcome, Position, Record, Rules, SplitMix64,
    WinReason,
};
use std::fmt::Write;

/// What to play.
#[derive(Clone, Debug)]
pub struct SelfplayConfig {
    /// How many games.
    pub games: u32,
    /// Seeds every choice of every game.
    pub seed: u64,
    /// The rules of every game.
    pub rules: Rules,
    /// How duels are decided, under `capture=duel`.
    pub duels: Duels,
    /// Black's player (Black moves first, RULES.md section 2).
    pub black: Player,
    /// Orange's player.
    pub orange: Player,
    /// A game still going after this many moves (of either side) is cut
    /// off.
    pub max_moves: u32,
    /// Random moves (never escapes) that open each game before the players
    /// take over.
    pub opening: u32,
    /// Games played at once.
    pub threads: usize,
    /// The positions to keep from each game ([`Tally::leads`]), if any.
    pub picks: Option<LeadPicks>,
    /// Whether to keep each game's record ([`Tally::records`]).
    pub records: bool,
}

/// What is kept of one game besides how it went.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Kept {
    /// The positions [`SelfplayConfig::picks`] picked, in the order played.
    pub leads: Vec<Position>,
    /// The game's record, with [`SelfplayConfig::records`].
    pub record: Option<String>,
}

/// How the games ended. Equal games give equal tallies, so comparing
/// tallies checks that a seed reproduces its games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games played.
    pub games: u32,
    /// Wins by side and reason ([`win_index`]).
    pub wins: ByColor<[u32; 3]>,
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
    /// The positions [`SelfplayConfig::picks`] kept, game by game in the
    /// order of the games.
    pub leads: Vec<Position>,
    /// Each game's record with [`SelfplayConfig::records`], in the order of
    /// the games.
    pub records: Vec<String>,
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

/// Plays `config.games` games on `config.threads` threads, calling
/// `progress` with the tally so far after each. Each game has its own seed
/// from `config.seed`, so the tally does not depend on the threads.
/// A player that fails (a `uci:PATH` program) stops the games with its
/// error.
pub fn run(config: &SelfplayConfig, mut progress: impl FnMut(&Tally)) -> Result<Tally, String> {
    let mut seeds = SplitMix64::new(config.seed);
    let game_seeds: Vec<u64> = (0..config.games).map(|_| seeds.next_u64()).collect();
    // Drawn after the games' seeds, which stay as they were before duels.
    let duel_seeds: Vec<u64> = (0..config.games).map(|_| seeds.next_u64()).collect();
    let mut so_far = Tally::default();
    let games = parallel::run_while(
        game_seeds.len(),
        config.threads,
        |i| {
            let mut referee = Referee::new(config.duels, duel_seeds[i]);
            play_game(config, &mut SplitMix64::new(game_seeds[i]), &mut referee)
        },
        |_, played| {
            let Ok(played) = played else {
                return false;
            };
            so_far.record(played.0, Kept::default());
            progress(&so_far);
            true
        },
    );
    let mut tally = Tally::default();
    for played in games {
        let (played, kept) = played?;
        tally.record(played, kept);
    }
    Ok(tally)
}

/// Plays one game with the generator `rng`, its duels decided by
/// `referee`: how it went, and what `config` keeps of it.
pub fn play_game(
    config: &SelfplayConfig,
    rng: &mut SplitMix64,
    referee: &mut Referee,
) -> Result<(Played, Kept), String> {
    let from = Position::start_with(config.rules, Color::Black);
    let start = game::random_opening(from, config.opening, rng, referee);
    let mut black = Competitor::new(config.black.clone())?;
    let mut orange = Competitor::new(config.orange.clone())?;
    let (played, game) = game::play(
        start,
        &mut black,
        &mut orange,
        config.max_moves,
        rng,
        referee,
    )?;
    let leads = config.picks.map(|p| p.pick(&game)).unwrap_or_default();
    let record = config.records.then(|| {
        let mut record = Record::new(game);
        record.event = "jetan selfplay".into();
        record.black = config.black.to_string();
        record.orange = config.orange.to_string();
        if config.rules.capture == Capture::Duel {
            record.duels = Some(config.duels);
        }
        if played.outcome.is_none() {
            record.termination = format!("cut off at {} moves", config.max_moves);
        }
        record.to_string()
    });
    Ok((played, Kept { leads, record }))
}

impl Tally {
    fn record(&mut self, played: Played, kept: Kept) {
        self.leads.extend(kept.leads);
        self.records.extend(kept.record);
        self.games += 1;
        self.moves += u64::from(played.moves);
        self.longest = self.longest.max(played.moves);
        self.positions += played.positions;
        match played.outcome {
            Some(Outcome::Win { winner, reason }) => {
                self.wins[winner][win_index(reason)] += 1;
            }
            Some(Outcome::Draw(reason)) => self.draws[draw_index(reason)] += 1,
            None => self.cut_off += 1,
        }
    }

    /// The tally as a Markdown table (each share with its 95% interval),
    /// then the game lengths.
    pub fn table(&self, max_moves: u32) -> String {
        let mut rows: Vec<(String, u32)> = Vec::new();
        for color in Color::ALL {
            let wins = &self.wins[color];
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
        let mut out = String::from("| result | games | share (95% interval) |\n|---|---:|---:|\n");
        for (label, n) in rows {
            let _ = writeln!(out, "| {label} | {n} | {} |", share(n, self.games));
        }
        let mean = self.moves as f64 / f64::from(self.games.max(1));
        let _ = writeln!(
            out,
            "\n{} games, mean length {mean:.1} moves, longest {} moves",
            self.games, self.longest
        );
        out
    }
}
