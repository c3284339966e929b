//! `jetan play`: a game in the terminal against the computer. The game
//! itself is `crate::session`; this file reads its options.

use crate::games::player::Player;
use crate::options::count::whole;
use crate::options::duels::{ASK_HELP, asked_or_drawn};
use crate::options::engine::{EngineArgs, Otherwise};
use crate::options::side::side;
use crate::options::start::Start;
use crate::session::{self, SessionConfig};
use jetan::{Color, Duels};
use std::process::ExitCode;

/// The arguments of `jetan play`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The side you play
    #[arg(long, value_parser = side(), default_value = "black")]
    human: Color,
    /// The side to move first from the start (not from POSITION)
    #[arg(long, value_parser = side(), default_value = "black")]
    first: Color,
    /// The computer: engine (the library's search, the default),
    /// engine:NODES, random, greedy, search (a small search to --depth),
    /// baseline or uci:PATH
    #[arg(long, value_name = "P", default_value = "engine")]
    player: String,
    /// How deep the `search` player looks, 1 to 6
    #[arg(long, value_name = "N", default_value = "2", value_parser = clap::value_parser!(u32).range(1..=6))]
    depth: u32,
    /// Show the engine's depth, score and expected line as it searches
    #[arg(long)]
    think: bool,
    /// Seeds the computer's choice among equal moves, and the duels' draws
    #[arg(long, value_name = "S", default_value = "1", value_parser = whole::<u64>)]
    seed: u64,
    /// Who wins a duel under capture=duel: ask (you decide, the default),
    /// fair or values
    #[arg(long, value_name = "ask|fair|values", value_parser = asked_or_drawn(), long_help = ASK_HELP)]
    duels: Option<Duels>,
    #[command(flatten)]
    engine: EngineArgs,
    #[command(flatten)]
    start: Start,
}

/// Runs `jetan play` on standard input and output.
pub fn run(args: &Args) -> ExitCode {
    let config = match config(args) {
        Ok(config) => config,
        Err(message) => return super::refuse("play", message),
    };
    match session::run(std::io::stdin().lock(), std::io::stdout().lock(), &config) {
        Ok(()) => ExitCode::SUCCESS,
        // The person closed the terminal or the pipe: the game is over.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("jetan play: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The game to play, or what is wrong with the arguments.
fn config(args: &Args) -> Result<SessionConfig, String> {
    let duels = args.duels.unwrap_or(Duels::Ask);
    // About a second a move unless told otherwise.
    let settings = args.engine.settings(Otherwise::TimeMs(1_000), duels);
    let computer = Player::parse(&args.player, args.depth, settings, &[])?;
    Ok(SessionConfig {
        start: args.start.position(args.first)?,
        human: args.human,
        computer,
        seed: args.seed,
        think: args.think,
        duels,
        colour: colour_wanted(),
    })
}

/// Colour where the terminal has it: standard output is a terminal, the
/// user has not asked for none (`NO_COLOR` set and not empty, no-color.org)
/// and the terminal is not a dumb one.
fn colour_wanted() -> bool {
    use std::io::IsTerminal;
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let dumb = std::env::var_os("TERM").is_some_and(|t| t == "dumb");
    std::io::stdout().is_terminal() && !no_color && !dumb
}
