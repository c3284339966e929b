//! `jetan perft`: counts the leaves of the legal-move tree, the
//! command-line check of move generation (NOTATION.md, "The perft
//! command"). Standard output has the counts and nothing else; the time
//! and speed go to standard error.
//!
//! The work is split at the root: each thread takes the next move of the
//! position not yet taken and counts the tree below it, so the output is
//! the same for any number of threads.

use crate::options::count::{Threads, whole};
use crate::options::start::Start;
use crate::progress;
use jetan::{Color, Move, Position, perft, perft_played};
use std::fmt::Write;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// The arguments of `jetan perft`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// First print `MOVE COUNT` for each legal move, sorted
    #[arg(long)]
    divide: bool,
    /// Play every leaf move instead of counting the last ply
    #[arg(long)]
    no_bulk: bool,
    #[command(flatten)]
    threads: Threads,
    /// How many plies, a whole number
    #[arg(value_name = "DEPTH", value_parser = whole::<u32>)]
    depth: u32,
    #[command(flatten)]
    start: Start,
}

/// Runs `jetan perft`.
pub fn run(args: &Args) -> ExitCode {
    let position = match args.start.position(Color::Black) {
        Ok(position) => position,
        Err(message) => return super::refuse("perft", message),
    };
    let threads = args.threads.get();
    let start = Instant::now();
    let (total, text) = report(&position, args.depth, !args.no_bulk, args.divide, threads);
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "nodes {total}  seconds {seconds:.3}  nodes/s {:.0}  threads {threads}",
        total as f64 / seconds.max(1e-9),
    );
    super::write_out("perft", &text)
}

/// The total, and the text to print: the `MOVE COUNT` lines (when
/// `divide`) and the `total` line.
fn report(pos: &Position, depth: u32, bulk: bool, divide: bool, threads: usize) -> (u64, String) {
    let mut text = String::new();
    let total = if depth == 0 {
        1
    } else {
        let mut lines: Vec<(String, u64)> = split_at_root(pos, depth, bulk, threads)
            .into_iter()
            .map(|(m, n)| (m.to_string(), n))
            .collect();
        if divide {
            lines.sort();
            for (m, n) in &lines {
                let _ = writeln!(text, "{m} {n}");
            }
        }
        lines.iter().map(|(_, n)| n).sum()
    };
    let _ = writeln!(text, "total {total}");
    (total, text)
}

/// From this depth on a perft takes long enough (seconds) to show a bar.
const DEEP: u32 = 5;

/// For each legal move of `pos`, the count of depth `depth - 1` after it,
/// counted on `threads` threads that each take the next move not yet
/// taken.
fn split_at_root(pos: &Position, depth: u32, bulk: bool, threads: usize) -> Vec<(Move, u64)> {
    let moves = pos.legal_moves();
    let bar = if depth >= DEEP {
        progress::bar(moves.len() as u64, "moves")
    } else {
        indicatif::ProgressBar::hidden()
    };
    let next = AtomicUsize::new(0);
    let counts = Mutex::new(Vec::with_capacity(moves.len()));
    std::thread::scope(|scope| {
        for _ in 0..threads.min(moves.len()) {
            scope.spawn(|| {
                while let Some(&m) = moves.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let mut child = *pos;
                    child.play_unchecked(m);
                    let n = if bulk {
                        perft(&child, depth - 1)
                    } else {
                        perft_played(&child, depth - 1)
                    };
                    counts
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((m, n));
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    counts.into_inner().unwrap_or_else(|e| e.into_inner())
}
