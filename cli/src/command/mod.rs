//! The command line: `jetan SUBCOMMAND [OPTIONS]`, parsed by clap, and the
//! dispatch to each subcommand's file.

pub mod analyse;
pub mod label;
pub mod match_;
pub mod perft;
pub mod play;
pub mod render;
pub mod selfplay;
pub mod tune;
pub mod uci;

use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

/// Jetan, the 10x10 Martian chess of Edgar Rice Burroughs: count, draw,
/// play, analyse, match, and speak UCI.
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
    /// Write an SVG picture of a position to standard output
    ///
    /// Without POSITION, the start position. --last MOVE plays the legal
    /// move MOVE from POSITION and marks its path; --threats frames the
    /// squares the side to move threatens afterwards; --moves SQUARE marks
    /// the legal destinations of the piece there.
    Render(render::Args),
    /// Play a game in the terminal against the computer
    ///
    /// The computer is the library's engine, about a second a move
    /// (--time-ms, --nodes; --think shows its thoughts), or another
    /// --player. You play --human (default black); --first moves first
    /// (default black), from the start of --rules or from POSITION. Type
    /// help in the game for its commands (moves, hint, undo, resign, new,
    /// save FILE, quit). The board is drawn from your side, in colour on a
    /// terminal unless NO_COLOR is set.
    Play(play::Args),
    /// Search one position and show each depth as it finishes
    ///
    /// Searches POSITION (default: the start of --rules) with the
    /// library's engine and shows each depth as it finishes: the score,
    /// the positions visited, the time and the line the engine expects.
    /// Without a limit it searches for one second.
    Analyse(analyse::Args),
    /// Play two computer players against each other and tell the score
    ///
    /// Plays PLAYER_A against PLAYER_B, swapping colours every game; each
    /// pair of games opens with the same --opening random moves (default
    /// 4). Players: random, greedy, search or baseline (a small depth-2
    /// search over material, a fixed yardstick), engine (the library's
    /// search at --nodes, default 20000, or --time-ms a move), engine:NODES
    /// and uci:PATH (another build or program speaking UCI, started as
    /// `PATH uci` and sent `go nodes N` and/or `go movetime MS` from the
    /// same --nodes and --time-ms: equal positions or equal time;
    /// --option-a NAME=VALUE and --option-b give it UCI options, such as
    /// Threads=2). With node limits only, the output is the same on every
    /// machine whatever --threads is, unless a player is given Threads
    /// above 1: its games then vary from run to run, and its helper threads
    /// search beyond the node limit (compare thread counts with --time-ms).
    /// The last line reads
    ///     A vs B: W wins, D draws, L losses, score S%
    /// With --sprt ELO0,ELO1 a sequential test over the pairs stops the
    /// match as soon as it decides (a line `sprt: ...` every 10 pairs: the
    /// pairs by outcome, the log-likelihood ratio within its bounds, Elo
    /// with its 95% interval), and two more lines end the report.
    #[command(name = "match")]
    Match(match_::Args),
    /// Play computer players against each other and tally how games end
    ///
    /// --player sets both sides, --black and --orange one each: random,
    /// greedy, search (a small search to --depth), baseline (it at depth
    /// 2), engine (the library's search at --nodes, default 20000, or
    /// --time-ms a move), engine:NODES or uci:PATH (another program
    /// speaking UCI, as in match). --opening: random moves before the
    /// players take over (default 4 with an engine, engine:NODES or uci:PATH
    /// player, else 0). Without a time limit the games are the same for the
    /// same arguments on any machine.
    Selfplay(selfplay::Args),
    /// Fit the evaluation's weights to played games
    ///
    /// Reads the game records of RECORDS (`jetan selfplay --records`),
    /// takes the quiet positions of the finished games (neither the move
    /// before nor the move after took a piece) at most --within moves
    /// before the end, labels each 1, 0 or one half by how its side to
    /// move fared, and fits the weights of the engine's evaluation to the
    /// labels (Texel's method: a logistic curve, gradient descent on the
    /// squared error). Prints the fit and each weight before and after, in
    /// centipoints; --out FILE writes the weights as the source of
    /// src/search/eval/weights.rs. Games cut off at a move limit teach
    /// nothing: who would have won is not known. With --scores, RECORDS
    /// are positions scored by a deeper search (`jetan label`), each
    /// labelled by the chance of a win its score gives on the curve fitted
    /// to the results (--mix M: that share of the label is the result).
    Tune(tune::Args),
    /// Score the positions tune learns from by a deeper search
    ///
    /// Takes the positions of RECORDS that `jetan tune` would (--within,
    /// --after), every --every-th of them, searches each with a fresh
    /// searcher of --nodes positions (default 200000) and writes one line
    /// a position to standard output: the result for the side to move (1,
    /// 0 or 1/2), the search's score in centipoints, the rules and the
    /// position text, separated by tabs. `jetan tune --scores` fits the
    /// weights to those scores. --threads N searches N positions at once;
    /// the output is the same on any --threads (and on any machine that
    /// gives each search its 16 MiB table).
    Label(label::Args),
    /// The engine speaking UCI on standard input and output
    ///
    /// The Universal Chess Interface with Jetan's position and move texts
    /// (PROTOCOL.md): `uci`, `isready`, `setoption name NAME value VALUE`
    /// (Rules, Hash, Threads, MultiPV, Skill, Contempt, DuelModel),
    /// `ucinewgame`, `position startpos|text TEXT [moves M1 M2 ...]`,
    /// `go [depth D] [nodes N] [movetime MS] [infinite] [btime MS otime MS
    /// binc MS oinc MS movestogo N] [searchmoves M1 ...]`, `stop`, `quit`.
    /// The search runs on its own thread and reports `info depth ... score
    /// cp X|mate N ... pv ...` lines, then `bestmove M` (`bestmove (none)`
    /// in a finished game). A bad line is answered `info string error:
    /// ...` and changes nothing.
    Uci(uci::Args),
}

/// Parses the command line and runs the subcommand. A bad argument exits
/// with status 2 and clap's message on standard error.
pub fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Perft(args) => perft::run(&args),
        Command::Render(args) => render::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Match(args) => match_::run(&args),
        Command::Selfplay(args) => selfplay::run(&args),
        Command::Tune(args) => tune::run(&args),
        Command::Label(args) => label::run(&args),
        Command::Uci(args) => uci::run(&args),
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

/// Ends `subcommand` on a failure that is not the command line's (a
/// `uci:PATH` program that stopped answering): its message on standard
/// error, exit status 1.
pub fn fail(subcommand: &str, message: impl std::fmt::Display) -> ExitCode {
    eprintln!("jetan {subcommand}: {message}");
    ExitCode::FAILURE
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
