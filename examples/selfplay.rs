//! Plays computer players against each other and tallies how the games
//! end.
//!
//! ```text
//! cargo run --release --example selfplay -- --games N --seed S [--rules KEY=VALUE,...]
//!     [--player random|greedy|search] [--black P] [--orange P] [--depth D] [--max-moves M]
//! ```
//!
//! `--player` sets both sides, `--black` and `--orange` one each. The games
//! are the same for the same arguments on any machine; only the speed
//! varies. Progress goes to standard error, the table to standard output.

mod common;

use common::player::Player;
use common::selfplay::{self, Config};
use jetan::Rules;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: selfplay --games N --seed S [--rules KEY=VALUE,...] \
[--player random|greedy|search] [--black P] [--orange P] [--depth D] [--max-moves M]";

fn value<T: std::str::FromStr>(text: Option<String>, flag: &str) -> Result<T, String> {
    let text = text.ok_or(format!("{flag} needs a value"))?;
    text.parse()
        .map_err(|_| format!("{flag}: {text:?} is not a whole number"))
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Config, String> {
    let (mut games, mut seed, mut depth, mut max_moves) = (100, 1, 2, 300);
    let mut rules = Rules::default();
    let (mut black, mut orange) = ("greedy".to_string(), "greedy".to_string());
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" => games = value(args.next(), "--games")?,
            "--seed" => seed = value(args.next(), "--seed")?,
            "--depth" => depth = value(args.next(), "--depth")?,
            "--max-moves" => max_moves = value(args.next(), "--max-moves")?,
            "--rules" => {
                let text = args.next().ok_or("--rules needs KEY=VALUE,...")?;
                rules = text.parse().map_err(|e| format!("--rules: {e}"))?;
            }
            "--player" => {
                black = args.next().ok_or("--player needs a name")?;
                orange = black.clone();
            }
            "--black" => black = args.next().ok_or("--black needs a name")?,
            "--orange" => orange = args.next().ok_or("--orange needs a name")?,
            other => return Err(format!("unexpected argument {other}")),
        }
    }
    let depth = depth.clamp(1, 6);
    Ok(Config {
        games,
        seed,
        rules,
        black: Player::parse(&black, depth)?,
        orange: Player::parse(&orange, depth)?,
        max_moves,
    })
}

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1)) {
        Ok(config) => config,
        Err(message) => {
            eprintln!("selfplay: {message}\n{USAGE}");
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
    let rules = config.rules.to_string();
    let rules = if rules.is_empty() { "default" } else { &rules };
    let report = format!(
        "{} games, Black {} against Orange {}, rules: {rules}, seed {}\n\n{}",
        config.games,
        config.black,
        config.orange,
        config.seed,
        tally.table(config.max_moves, start.elapsed().as_secs_f64())
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
