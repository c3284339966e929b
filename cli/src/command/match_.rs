//! `jetan match`: plays two computer players against each other, colours
//! swapped every game, and tells how the match went.

use crate::games::duels::rules_text;
use crate::games::match_::{self, MatchConfig};
use crate::games::starts::read_starts;
use crate::games::uci_option::UciOption;
use crate::options::games::{DEFAULT_GAMES, GamesArgs};
use crate::options::sprt::SprtArgs;
use crate::progress;
use crate::sprt::{PairsInOrder, Pentanomial, Sprt};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// The arguments of `jetan match`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The first player: random, greedy, search or baseline (the small
    /// search at depth 2), engine, engine:NODES or uci:PATH
    #[arg(value_name = "PLAYER_A")]
    a: String,
    /// The second player
    #[arg(value_name = "PLAYER_B")]
    b: String,
    /// An option of PLAYER_A, a uci:PATH program, sent as `setoption name
    /// NAME value VALUE` when it starts, such as Threads=2 (repeat it for
    /// more); refused if the program does not declare it or refuses it,
    /// and for Rules, Contempt and DuelModel, which --rules, --contempt and
    /// --duels set
    #[arg(long, value_name = "NAME=VALUE")]
    option_a: Vec<UciOption>,
    /// An option of PLAYER_B, as --option-a
    #[arg(long, value_name = "NAME=VALUE")]
    option_b: Vec<UciOption>,
    /// Start the pairs of games from the positions of FILE in turn, one
    /// position text a line ('#' begins a comment), instead of from the
    /// start of the rules: a suite, such as the conversion suite
    /// (docs/strength.md)
    #[arg(long, value_name = "FILE")]
    positions: Option<PathBuf>,
    #[command(flatten)]
    games: GamesArgs,
    #[command(flatten)]
    sprt: SprtArgs,
}

/// Runs `jetan match`.
pub fn run(args: &Args) -> ExitCode {
    let options = &args.games;
    let players = options
        .player(&args.a, 2, &args.option_a)
        .map_err(|e| format!("PLAYER_A: {e}"))
        .and_then(|a| {
            let b = options.player(&args.b, 2, &args.option_b);
            Ok((a, b.map_err(|e| format!("PLAYER_B: {e}"))?))
        });
    let (a, b) = match players {
        Ok(players) => players,
        Err(message) => return super::refuse("match", message),
    };
    let rules = options.rules.rules();
    let starts = match &args.positions {
        Some(path) => match std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|text| read_starts(&text, rules))
        {
            Ok(starts) => starts,
            Err(message) => {
                return super::refuse(
                    "match",
                    format!("--positions {}: {message}", path.display()),
                );
            }
        },
        None => Vec::new(),
    };
    let suite = !starts.is_empty();
    let config = MatchConfig {
        games: options.games.unwrap_or(if suite {
            u32::try_from(starts.len()).map_or(u32::MAX, |n| n.saturating_mul(2))
        } else {
            DEFAULT_GAMES
        }),
        seed: options.seed,
        rules,
        duels: options.duels.get(),
        a: a.clone(),
        b: b.clone(),
        max_moves: options.max_moves,
        opening: options.opening.unwrap_or(if suite { 0 } else { 4 }),
        starts,
        threads: options.threads.get(),
    };
    let sprt = match args.sprt.test() {
        Ok(sprt) => sprt,
        Err(message) => return super::refuse("match", message),
    };
    let start = Instant::now();
    let bar = progress::bar(u64::from(config.games), "games");
    let mut done = 0;
    let mut test = sprt.map(Sequential::new);
    let games = match_::run_while(&config, |i, game| {
        done += 1;
        bar.set_position(done);
        test.as_mut()
            .is_none_or(|test| bar.suspend(|| test.go_on(i, game.a_half_points())))
    });
    bar.finish_and_clear();
    let mut games = match games {
        Ok(games) => games,
        Err(message) => return super::fail("match", message),
    };
    if let Some(test) = &test {
        // The pairs the test decided on, the same on any number of
        // threads; games under way when it decided are left out.
        games.truncate(2 * test.pairs.counted());
    }
    let seconds = start.elapsed().as_secs_f64();
    let positions: u64 = games.iter().map(|g| g.played.positions).sum();
    eprintln!(
        "{positions} positions in {seconds:.1} s on {} threads: {:.2} M positions/s",
        config.threads,
        positions as f64 / seconds.max(1e-9) / 1e6
    );
    let rules = rules_text(&config.rules, config.duels);
    let from = match &args.positions {
        Some(path) => {
            // Pair i plays position i: fewer games than two a position
            // (or a test that stops early) leave the last ones out.
            let played = games.len().div_ceil(2).min(config.starts.len());
            format!(
                "{played} of the {} positions of {}",
                config.starts.len(),
                path.display()
            )
        }
        None => "the start".into(),
    };
    let mut report = format!(
        "{} games, A = {}: {}, B = {}: {}\nrules: {rules}, seed {}, from {from}, \
         openings of {} random moves, cut off at {} moves\n\n{}",
        games.len(),
        args.a,
        config.a,
        args.b,
        config.b,
        config.seed,
        config.opening,
        config.max_moves,
        match_::report(&games, &args.a, &args.b, config.max_moves, suite)
    );
    if let Some(test) = &test {
        report.push_str(&test.sprt.status(&test.counts));
        report.push('\n');
        report.push_str(&test.sprt.conclusion(&test.counts));
        report.push('\n');
    }
    super::write_out("match", &report)
}

/// A sequential test under way: the pairs so far, a line every
/// [`Sequential::EVERY`] pairs on standard output.
struct Sequential {
    sprt: Sprt,
    pairs: PairsInOrder,
    counts: Pentanomial,
    /// The test has decided: later games are not counted.
    decided: bool,
}

impl Sequential {
    /// A line of the test every this many pairs.
    const EVERY: usize = 10;

    fn new(sprt: Sprt) -> Sequential {
        Sequential {
            sprt,
            pairs: PairsInOrder::default(),
            counts: Pentanomial::default(),
            decided: false,
        }
    }

    /// Counts game `game` (A's `half_points`); `false` once the test has
    /// decided, which stops the match.
    fn go_on(&mut self, game: usize, half_points: u32) -> bool {
        use std::io::Write;
        if self.decided {
            return false;
        }
        self.pairs.record(game, half_points);
        while let Some(pair) = self.pairs.next_pair() {
            self.counts.add(pair);
            self.decided = self.sprt.verdict(&self.counts).is_some();
            if self.decided {
                // The report at the end gives the deciding line.
                return false;
            }
            if self.pairs.counted() % Sequential::EVERY == 0 {
                // A closed pipe is the reader's business; the report at
                // the end says the rest.
                let _ = writeln!(std::io::stdout(), "{}", self.sprt.status(&self.counts));
            }
        }
        true
    }
}
