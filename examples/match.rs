//! Plays two computer players against each other and tells how the match
//! went.
//!
//! ```text
//! cargo run --release --example match -- [--games N] [--seed S] [--rules OPTIONS]
//!     [--duels fair|values] [--nodes N] [--time-ms T] [--contempt C] [--threads N]
//!     [--max-moves M] [--opening P] PLAYER_A PLAYER_B
//! ```
//!
//! Players: `random`, `greedy`, `baseline` (the examples' depth-2 search of
//! `common/search.rs`, a fixed yardstick), `engine` (the library's search
//! at `--nodes` or `--time-ms` a move) and `engine:NODES` (its own node
//! count). The players swap colours every game, and each pair of games
//! opens with the same few random moves. The last line of the output is
//! `A vs B: W wins, D draws, L losses, score S%`. Under duels
//! (`--rules setup=manator,capture=duel`) a player chooses a capture and
//! `--duels` its outcome: `fair` (a seeded coin, the default) or `values`
//! (by the pieces' values). With node limits only, the output is the same
//! on every machine whatever `--threads` is; progress and speed go to
//! standard error.

mod common;

use common::contest::{self, Config};
use common::duels::{DUELS_HELP, rules_text};
use common::options::GameOptions;
use common::player::{PLAYER_NAMES, Player};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
usage: match [--games N] [--seed S] [--rules KEY=VALUE,...] [--duels fair|values]
             [--nodes N] [--time-ms T] [--contempt C] [--threads N] [--max-moves M]
             [--opening P] PLAYER_A PLAYER_B

Plays PLAYER_A against PLAYER_B, swapping colours every game; each pair of
games opens with the same P random moves (default 4). Players: random,
greedy, baseline (the examples' depth-2 search), engine (the library's
search at --nodes, default 20000, or --time-ms a move, and with contempt
C for a draw, in centipoints, default the library's) and engine:NODES.
Games are cut off (drawn) at M moves (default 300) and run on N threads
(default: every core). The last line reads
    A vs B: W wins, D draws, L losses, score S%";

/// The usage, then what `--duels` takes.
fn usage() -> String {
    format!("{USAGE}\n{DUELS_HELP}")
}

/// The parsed command line.
struct Args {
    config: Config,
    names: [String; 2],
}

/// The arguments, or `None` for `--help`.
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut options = GameOptions::default();
    let mut names = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => return Ok(None),
            flag if options.take(flag, &mut args)? => {}
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            _ => names.push(arg),
        }
    }
    if options.games == 0 {
        return Err("--games must be above 0".into());
    }
    options.check()?;
    let [a, b]: [String; 2] = names
        .try_into()
        .map_err(|names: Vec<String>| format!("need two players, got {}", names.len()))?;
    let settings = options.engine_settings();
    let player = |name: &str| {
        Player::parse(name, 2, settings).map_err(|e| format!("{e}; players: {PLAYER_NAMES}"))
    };
    let config = Config {
        games: options.games,
        seed: options.seed,
        rules: options.rules,
        duels: options.duels,
        a: player(&a)?,
        b: player(&b)?,
        max_moves: options.max_moves,
        opening: options.opening.unwrap_or(4),
        threads: options.threads,
    };
    Ok(Some(Args {
        config,
        names: [a, b],
    }))
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            println!("{}", usage());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("match: {message}\n{}", usage());
            return ExitCode::from(2);
        }
    };
    let config = &args.config;
    let start = Instant::now();
    let mut last_report = start;
    let games = contest::run(config, |done| {
        if last_report.elapsed().as_secs_f64() >= 5.0 || done == config.games {
            last_report = Instant::now();
            eprintln!(
                "{done}/{} games, {:.0} s",
                config.games,
                start.elapsed().as_secs_f64()
            );
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    let positions: u64 = games.iter().map(|g| g.played.positions).sum();
    eprintln!(
        "{positions} positions in {seconds:.1} s on {} threads: {:.2} M positions/s",
        config.threads,
        positions as f64 / seconds.max(1e-9) / 1e6
    );
    let rules = rules_text(&config.rules, config.duels);
    let [a_name, b_name] = &args.names;
    let report = format!(
        "{} games, A = {a_name}: {}, B = {b_name}: {}\nrules: {rules}, seed {}, \
         openings of {} random moves, cut off at {} moves\n\n{}",
        config.games,
        config.a,
        config.b,
        config.seed,
        config.opening,
        config.max_moves,
        contest::report(&games, a_name, b_name, config.max_moves)
    );
    // A closed pipe is the reader's choice: no panic, no complaint.
    let mut out = std::io::stdout().lock();
    match out.write_all(report.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("match: cannot write the standing: {e}");
            ExitCode::FAILURE
        }
        _ => ExitCode::SUCCESS,
    }
}
