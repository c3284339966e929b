//! Play Jetan in the terminal against a small computer player.
//!
//! ```text
//! cargo run --release --example play -- [--human black|orange] [--first black|orange]
//!     [--player random|greedy|search] [--depth N] [--seed S] [--rules KEY=VALUE,...] [POSITION]
//! ```
//!
//! Moves are typed in either notation (`e2e3`, `Ne2-e3`); `help` lists the
//! other commands. The computer searches a few moves deep over material (see
//! `common/search.rs`): a starting point, not a strong opponent.

mod common;

use common::player::Player;
use common::session::{self, Config};
use jetan::{Color, Position, Rules};
use std::process::ExitCode;

const USAGE: &str = "usage: play [--human black|orange] [--first black|orange] \
[--player random|greedy|search] [--depth N] [--seed S] [--rules KEY=VALUE,...] [POSITION]";

fn color(text: Option<String>, flag: &str) -> Result<Color, String> {
    match text.as_deref() {
        Some("black") => Ok(Color::Black),
        Some("orange") => Ok(Color::Orange),
        _ => Err(format!("{flag} needs black or orange")),
    }
}

fn value<T: std::str::FromStr>(text: Option<String>, flag: &str) -> Result<T, String> {
    let text = text.ok_or(format!("{flag} needs a value"))?;
    text.parse()
        .map_err(|_| format!("{flag}: {text:?} is not a whole number"))
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Config, String> {
    let (mut human, mut first) = (Color::Black, Color::Black);
    let (mut player, mut depth, mut seed) = ("search".to_string(), 2, 1);
    let mut rules = Rules::default();
    let mut position = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--human" => human = color(args.next(), "--human")?,
            "--first" => first = color(args.next(), "--first")?,
            "--player" => player = args.next().ok_or("--player needs a name")?,
            "--depth" => depth = value(args.next(), "--depth")?,
            "--seed" => seed = value(args.next(), "--seed")?,
            "--rules" => {
                let text = args.next().ok_or("--rules needs KEY=VALUE,...")?;
                rules = text.parse().map_err(|e| format!("--rules: {e}"))?;
            }
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            _ if position.is_none() => position = Some(arg),
            _ => return Err("at most one POSITION".into()),
        }
    }
    let start = match position {
        None => Position::start_with(rules, first),
        Some(text) => {
            Position::from_text_with_rules(&text, rules).map_err(|e| format!("POSITION: {e}"))?
        }
    };
    Ok(Config {
        start,
        human,
        computer: Player::parse(&player, depth.clamp(1, 6))?,
        seed,
    })
}

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1)) {
        Ok(config) => config,
        Err(message) => {
            eprintln!("play: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match session::run(std::io::stdin().lock(), std::io::stdout().lock(), &config) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("play: {e}");
            ExitCode::FAILURE
        }
    }
}
