//! Play Jetan in the terminal against the computer.
//!
//! ```text
//! cargo run --release --example play -- [--human black|orange] [--first black|orange]
//!     [--time-ms T] [--nodes N] [--contempt C] [--think] [--player P] [--depth N] [--seed S]
//!     [--rules KEY=VALUE,...] [--duels ask|fair|values] [POSITION]
//! ```
//!
//! Moves are typed in either notation (`e2e3`, `Ne2-e3`); `help` lists the
//! other commands. The computer is the library's search (`jetan::search`),
//! about a second a move unless `--time-ms` or `--nodes` says otherwise;
//! `--think` shows its depth, score and expected line as it searches.
//! `--player` picks another: `random`, `greedy`, or `search` (the examples'
//! small search to `--depth`). Under duels (`--rules capture=duel`, or
//! `setup=manator,capture=duel` for the game of Manator) each side chooses
//! a capture, and `--duels` says who wins it: `ask` the person at the
//! terminal (the default), `fair` a seeded coin, `values` a seeded draw by
//! the pieces' values. `--help` prints the usage.

mod common;

use common::duels::Duels;
use common::player::{EngineSettings, PLAYER_NAMES, Player};
use common::session::{self, Config};
use jetan::{Color, Position, Rules};
use std::process::ExitCode;

const USAGE: &str = "\
usage: play [--human black|orange] [--first black|orange] [--time-ms T] [--nodes N]
            [--contempt C] [--think] [--player P] [--depth N] [--seed S]
            [--rules KEY=VALUE,...] [--duels ask|fair|values] [POSITION]

Plays a game in the terminal against the computer: the library's engine,
about a second a move (--time-ms, --nodes; --contempt C for a draw, in
centipoints; --think shows its depth, score and line), or --player random,
greedy or search (the examples' search to --depth). You play --human
(default black); --first moves first (default black), from the start of
--rules or from POSITION. Type help in the game for its commands.
--duels ask|fair|values: who wins a duel under capture=duel (RULES.md 10):
  ask, you decide each duel, yours and the computer's (the default); fair, a
  seeded coin; values, a seeded draw in which the attacker wins with chance
  a/(a+d) of the two pieces' values (Padwar 1.7, Warrior 1.9, Panthan 2.0,
  Dwar 4.9, Thoat 5.6, Flier 9.5, Chief 10). A move chooses the capture; the
  outcome comes from --duels. --seed S seeds the computer's ties and the
  draws.";

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

/// The game to play, or `None` for `--help`.
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<Config>, String> {
    let (mut human, mut first) = (Color::Black, Color::Black);
    let (mut player, mut depth, mut seed) = ("engine".to_string(), 2, 1);
    let mut contempt = None;
    let (mut nodes, mut time_ms, mut think) = (None, None, false);
    let mut rules = Rules::default();
    let mut duels = Duels::Ask;
    let mut position = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--help" | "-h" => return Ok(None),
            "--duels" => {
                let text = args.next().ok_or("--duels needs ask, fair or values")?;
                duels = Duels::parse(&text, true)?;
            }
            "--human" => human = color(args.next(), "--human")?,
            "--first" => first = color(args.next(), "--first")?,
            "--player" => player = args.next().ok_or("--player needs a name")?,
            "--depth" => depth = value(args.next(), "--depth")?,
            "--nodes" => nodes = Some(value(args.next(), "--nodes")?),
            "--time-ms" => time_ms = Some(value(args.next(), "--time-ms")?),
            "--contempt" => contempt = Some(value(args.next(), "--contempt")?),
            "--think" => think = true,
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
    if nodes == Some(0) || time_ms == Some(0) {
        return Err("--nodes and --time-ms must be above 0".into());
    }
    let settings = EngineSettings {
        nodes,
        // About a second a move unless told otherwise.
        time_ms: time_ms.or(nodes.is_none().then_some(1_000)),
        contempt,
        duel_model: duels.model(),
    };
    let computer = Player::parse(&player, depth.clamp(1, 6), settings)
        .map_err(|e| format!("{e}; players: {PLAYER_NAMES}"))?;
    Ok(Some(Config {
        start,
        human,
        computer,
        seed,
        think,
        duels,
    }))
}

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1)) {
        Ok(Some(config)) => config,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
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
