//! `jetan analyse`: searches one position with the library's engine and
//! shows each depth as it finishes: the score, the positions visited, the
//! time and the line the engine expects.

use super::write_out;
use crate::options::count::positive;
use crate::options::start::Start;
use crate::session::algebraic;
use jetan::Color;
use jetan::search::{Limits, Searcher};
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The arguments of `jetan analyse`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Search for T milliseconds
    #[arg(long, value_name = "T", value_parser = positive::<u64>)]
    time_ms: Option<u64>,
    /// Search at most N positions
    #[arg(long, value_name = "N", value_parser = positive::<u64>)]
    nodes: Option<u64>,
    /// Search at most D plies deep
    #[arg(long, value_name = "D", value_parser = positive::<u32>)]
    depth: Option<u32>,
    #[command(flatten)]
    start: Start,
}

/// Runs `jetan analyse`.
pub fn run(args: &Args) -> ExitCode {
    let pos = match args.start.position(Color::Black) {
        Ok(pos) => pos,
        Err(message) => return super::refuse("analyse", message),
    };
    // Without a limit, a second.
    let limits = Limits::bounded_by(
        args.depth,
        args.nodes,
        args.time_ms.map(Duration::from_millis),
    )
    .unwrap_or_else(|| Limits::time(Duration::from_secs(1)));
    let mut out = std::io::stdout().lock();
    // Each depth is shown as it finishes; a closed pipe ends the showing,
    // not the search, and the last line below says how the writing went.
    let mut shown = writeln!(out, "{}", pos.diagram());
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
        if shown.is_ok() {
            shown = writeln!(
                out,
                "depth {:2}  score {:>9}  {:>10} positions  {:>6.2} s  {}",
                p.depth,
                p.score.to_string(),
                p.nodes,
                start.elapsed().as_secs_f64(),
                line.join(" ")
            )
            .and_then(|()| out.flush());
        }
    });
    drop(out);
    let seconds = start.elapsed().as_secs_f64();
    let last = match result.best_move {
        Some(m) => format!(
            "best move {} ({m}), score {}, depth {}, {} positions in {seconds:.2} s ({:.2} M/s)\n",
            algebraic(&pos, m),
            result.score,
            result.depth,
            result.nodes,
            result.nodes as f64 / seconds.max(1e-9) / 1e6
        ),
        None => format!("the game is over: score {}\n", result.score),
    };
    match shown {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("jetan analyse: cannot write the output: {e}");
            ExitCode::FAILURE
        }
        Err(_) => ExitCode::SUCCESS,
        Ok(()) => write_out("analyse", &last),
    }
}
