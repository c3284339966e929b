//! The command line: `jetan SUBCOMMAND [OPTIONS]`, parsed by clap, and the
//! dispatch to each subcommand's file.

pub mod perft;

use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

/// Jetan, the 10x10 Martian chess of Edgar Rice Burroughs: count, draw,
/// play, analyse and match.
#[derive(Debug, Parser)]
#[command(name = "jetan", version, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the leaves of the legal-move tree (perft): prints `total N`
    ///
    /// Prints `total N`, the number of leaves DEPTH plies deep, from
    /// POSITION or the start (Black to move); the time taken goes to
    /// standard error. Under duels (--rules capture=duel) --divide lists
    /// both outcomes of each duel: d1g4 (the attacker wins) and d1*g4 (it
    /// falls).
    Perft(perft::Args),
    // `uci` (the engine speaking UCI, ../shared/PROTOCOL.md) goes here, in
    // command/uci/.
}

/// Parses the command line and runs the subcommand. A bad argument exits
/// with status 2 and clap's message on standard error.
pub fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Perft(args) => perft::run(&args),
    }
}

/// Refuses the command line of `subcommand` with `message`, as clap
/// refuses what it parses itself: the message and the usage on standard
/// error, exit status 2. For what clap cannot check alone (a position
/// read under the rules of another option).
pub fn refuse(subcommand: &str, message: impl std::fmt::Display) -> ExitCode {
    let mut cli = Cli::command();
    cli.build();
    let command = cli
        .find_subcommand_mut(subcommand)
        .expect("refuse is called with one of the subcommands");
    let error = command.error(clap::error::ErrorKind::ValueValidation, message);
    let _ = error.print();
    ExitCode::from(2)
}

/// Writes `text` to standard output. A closed pipe (`jetan ... | head`)
/// is the reader's choice: no panic, no complaint. Any other failure is
/// reported, and the exit status is 1.
pub fn write_out(subcommand: &str, text: &str) -> ExitCode {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("jetan {subcommand}: cannot write the output: {e}");
            ExitCode::FAILURE
        }
        _ => ExitCode::SUCCESS,
    }
}
