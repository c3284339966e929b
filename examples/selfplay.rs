//! Plays computer players against each other and tallies how the games
//! end.
//!
//! ```text
//! cargo run --release --example selfplay -- --games N --seed S [--rules KEY=VALUE,...]
//!     [--duels fair|values] [--player P] [--black P] [--orange P] [--depth D] [--nodes N]
//!     [--time-ms T] [--contempt C] [--max-moves M] [--opening K] [--threads N]
//! ```
//!
//! `--player` sets both sides, `--black` and `--orange` one each: `random`,
//! `greedy`, `search` (the examples' search to `--depth`), `baseline` (it
//! at depth 2) or `engine` (the library's search at `--nodes` or
//! `--time-ms` a move, with `--contempt` for a draw; `engine:NODES` its
//! own count). Games run on every
//! core unless `--threads` says otherwise. Under duels
//! (`--rules setup=manator,capture=duel`) a player chooses a capture and
//! `--duels` its outcome: `fair` (a seeded coin, the default) or `values`
//! (by the pieces' values). Without a time limit the games are the same
//! for the same arguments on any machine: standard output has the table,
//! standard error the progress and the speed. `--help` prints the usage.

mod common;

use common::duels::{DUELS_HELP, rules_text};
use common::options::{GameOptions, value};
use common::player::{PLAYER_NAMES, Player};
use common::selfplay::{self, Config};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
usage: selfplay --games N --seed S [--rules KEY=VALUE,...] [--duels fair|values]
                [--player P] [--black P] [--orange P] [--depth D] [--nodes N] [--time-ms T]
                [--contempt C] [--max-moves M] [--opening K] [--threads N]

Plays computer players against each other and tallies how the games end.
--player sets both sides, --black and --orange one each: random, greedy,
search (the examples' search to --depth, default 2), baseline (it at depth
2), engine (the library's search at --nodes, default 20000, or --time-ms a
move, with --contempt C for a draw) or engine:NODES. Games are cut off at
M moves (default 300) and run on N threads (default: every core).
--opening K: random moves before the players take over (default 4 with an
engine, else 0)";

/// The usage, then what `--duels` takes.
fn usage() -> String {
    format!("{USAGE}\n{DUELS_HELP}")
}

/// The games to play, or `None` for `--help`.
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<Config>, String> {
    let mut options = GameOptions::default();
    let mut depth: u32 = 2;
    let (mut black, mut orange) = ("greedy".to_string(), "greedy".to_string());
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => return Ok(None),
            flag if options.take(flag, &mut args)? => {}
            "--depth" => depth = value(args.next(), "--depth")?,
            "--player" => {
                black = args.next().ok_or("--player needs a name")?;
                orange = black.clone();
            }
            "--black" => black = args.next().ok_or("--black needs a name")?,
            "--orange" => orange = args.next().ok_or("--orange needs a name")?,
            other => return Err(format!("unexpected argument {other}")),
        }
    }
    options.check()?;
    let depth = depth.clamp(1, 6);
    let settings = options.engine_settings();
    let player = |name: &str| {
        Player::parse(name, depth, settings).map_err(|e| format!("{e}; players: {PLAYER_NAMES}"))
    };
    let (black, orange) = (player(&black)?, player(&orange)?);
    // An engine chooses the same move in the same position: without a
    // random opening its games against itself would all be one game.
    let engine = [black, orange]
        .iter()
        .any(|p| matches!(p, Player::Engine(_)));
    Ok(Some(Config {
        games: options.games,
        seed: options.seed,
        rules: options.rules,
        duels: options.duels,
        black,
        orange,
        max_moves: options.max_moves,
        opening: options.opening.unwrap_or(if engine { 4 } else { 0 }),
        threads: options.threads,
    }))
}

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1)) {
        Ok(Some(config)) => config,
        Ok(None) => {
            println!("{}", usage());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("selfplay: {message}\n{}", usage());
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let mut last_report = start;
    let tally = selfplay::run(&config, |tally| {
        // About one line a second on stderr, and one at the end.
        if last_report.elapsed().as_secs_f64() >= 1.0 || tally.games == config.games {
            last_report = Instant::now();
            eprintln!(
                "{}/{} games, {:.0} s",
                tally.games,
                config.games,
                start.elapsed().as_secs_f64()
            );
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "{} positions in {seconds:.1} s on {} threads: {:.2} M positions/s",
        tally.positions,
        config.threads,
        tally.positions as f64 / seconds.max(1e-9) / 1e6
    );
    let rules = rules_text(&config.rules, config.duels);
    let report = format!(
        "{} games, Black {} against Orange {}, rules: {rules}, seed {}, \
         openings of {} random moves\n\n{}",
        config.games,
        config.black,
        config.orange,
        config.seed,
        config.opening,
        tally.table(config.max_moves)
    );
    // A closed pipe is the reader's choice: no panic, no complaint.
    let mut out = std::io::stdout().lock();
    match out.write_all(report.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("selfplay: cannot write the table: {e}");
            ExitCode::FAILURE
        }
        _ => ExitCode::SUCCESS,
    }
}
