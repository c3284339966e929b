//! Searches one position with the library's engine and shows each depth
//! as it finishes: the score, the positions visited, the time and the
//! line the engine expects.
//!
//! ```text
//! cargo run --release --example analyse -- [--time-ms T] [--nodes N] [--depth D]
//!     [--rules KEY=VALUE,...] [POSITION]
//! ```
//!
//! Without a limit it searches for a second; without a position, the
//! start. Under duels (`capture=duel`) the engine weighs both outcomes of
//! each capture at even chances. The README's depths reached in one second
//! come from it. `--help` prints the usage.

mod common;

use common::session::algebraic;
use jetan::search::{Limits, Searcher};
use jetan::{Position, Rules};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: analyse [--time-ms T] [--nodes N] [--depth D] [--rules KEY=VALUE,...] [POSITION]

Searches POSITION (default: the start of --rules) with the library's engine
and shows each depth as it finishes: the score, the positions visited, the
time and the line the engine expects. Without a limit it searches for one
second.";

fn value<T: std::str::FromStr>(text: Option<String>, flag: &str) -> Result<T, String> {
    let text = text.ok_or(format!("{flag} needs a value"))?;
    text.parse()
        .map_err(|_| format!("{flag}: {text:?} is not a whole number"))
}

/// The position and the limits, or `None` for `--help`.
fn parse_args(
    mut args: impl Iterator<Item = String>,
) -> Result<Option<(Position, Limits)>, String> {
    let mut limits = Limits::default();
    let mut rules = Rules::default();
    let mut position = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => return Ok(None),
            "--time-ms" => {
                let ms: u64 = value(args.next(), "--time-ms")?;
                limits.time = Some(Duration::from_millis(ms));
            }
            "--nodes" => limits.nodes = Some(value(args.next(), "--nodes")?),
            "--depth" => limits.depth = Some(value(args.next(), "--depth")?),
            "--rules" => {
                let text = args.next().ok_or("--rules needs KEY=VALUE,...")?;
                rules = text.parse().map_err(|e| format!("--rules: {e}"))?;
            }
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            _ if position.is_none() => position = Some(arg),
            _ => return Err("at most one POSITION".into()),
        }
    }
    if limits.time.is_none() && limits.nodes.is_none() && limits.depth.is_none() {
        limits.time = Some(Duration::from_secs(1));
    }
    let pos = match position {
        None => Position::start_with(rules, jetan::Color::Black),
        Some(text) => {
            Position::from_text_with_rules(&text, rules).map_err(|e| format!("POSITION: {e}"))?
        }
    };
    Ok(Some((pos, limits)))
}

fn main() -> ExitCode {
    let (pos, limits) = match parse_args(std::env::args().skip(1)) {
        Ok(Some(parsed)) => parsed,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("analyse: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    println!("{}", pos.diagram());
    let start = Instant::now();
    let result = Searcher::new(64).search_with(&pos, limits, |p| {
        let mut at = pos;
        let line: Vec<String> =
            p.pv.iter()
                .map(|&m| {
                    let text = algebraic(&at, m);
                    at.play_unchecked(m);
                    text
                })
                .collect();
        println!(
            "depth {:2}  score {:>9}  {:>10} positions  {:>6.2} s  {}",
            p.depth,
            p.score.to_string(),
            p.nodes,
            start.elapsed().as_secs_f64(),
            line.join(" ")
        );
    });
    let seconds = start.elapsed().as_secs_f64();
    match result.best_move {
        Some(m) => println!(
            "best move {} ({m}), score {}, depth {}, {} positions in {seconds:.2} s ({:.2} M/s)",
            algebraic(&pos, m),
            result.score,
            result.depth,
            result.nodes,
            result.nodes as f64 / seconds.max(1e-9) / 1e6
        ),
        None => println!("the game is over: score {}", result.score),
    }
    ExitCode::SUCCESS
}
