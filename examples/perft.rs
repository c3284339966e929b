//! Counts the leaves of the legal-move tree: the command-line check of move
//! generation (NOTATION.md, "The perft example").
//!
//! ```text
//! cargo run --release --example perft -- [--divide] [--no-bulk] [--threads N] [--rules OPTIONS] DEPTH [POSITION]
//! ```
//!
//! `--rules` takes the text form of `Rules`, so every key of RULES.md
//! section 9 (`capture=duel`, `flier=leap`, ...). Under duels `--divide`
//! lists both outcomes of each duel: `d1g4` (the attacker wins) and `d1*g4`
//! (it falls).
//!
//! The work is split at the root: each thread takes the next move of the
//! position not yet taken and counts the tree below it, so the output is
//! the same for any number of threads.

use jetan::{Color, Move, Position, Rules, perft, perft_played};
use std::io::Write;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

const USAGE: &str =
    "usage: perft [--divide] [--no-bulk] [--threads N] [--rules KEY=VALUE,...] DEPTH [POSITION]";

const HELP: &str = "\
Counts the leaves of the legal-move tree DEPTH plies deep and prints
`total N`; the time taken goes to standard error.

  DEPTH                  how many plies, a whole number
  POSITION               position text, quoted (default: the start, Black to move)
  --divide               first print `MOVE COUNT` for each legal move, sorted
  --no-bulk              play every leaf move instead of counting the last ply
  --threads N            count on N threads (default: every core); the output
                         is the same for any N
  --rules KEY=VALUE,...  rule options, e.g. thoat=straight-first,escape=none
                         or capture=duel (then --divide lists both outcomes
                         of each duel: d1g4 and d1*g4)
  -h, --help             print this help";

struct Args {
    divide: bool,
    bulk: bool,
    threads: usize,
    depth: u32,
    position: Position,
}

fn parse_args(args: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut divide = false;
    let mut bulk = true;
    // Every core unless told otherwise; one if the system cannot say.
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut rules = Rules::default();
    let mut rest = Vec::new();
    let mut args = args;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--divide" => divide = true,
            "--no-bulk" => bulk = false,
            "--threads" => {
                let text = args.next().ok_or("--threads needs a number")?;
                threads = Some(&text)
                    .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                    .and_then(|t| t.parse().ok())
                    .filter(|&n| n > 0)
                    .ok_or_else(|| {
                        format!("--threads must be a whole number from 1 up, not {text:?}")
                    })?;
            }
            "--rules" => {
                let text = args.next().ok_or("--rules needs KEY=VALUE,...")?;
                rules = text.parse().map_err(|e| format!("--rules: {e}"))?;
            }
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            _ => rest.push(arg),
        }
    }
    let (depth, position) = match rest.as_slice() {
        [depth] => (depth, None),
        [depth, position] => (depth, Some(position)),
        _ => return Err("expected DEPTH and at most one POSITION".into()),
    };
    let depth = Some(depth)
        .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|d| d.parse().ok())
        .ok_or_else(|| format!("DEPTH must be a whole number, not {depth:?}"))?;
    let position = match position {
        None => Position::start_with(rules, Color::Black),
        Some(text) => {
            Position::from_text_with_rules(text, rules).map_err(|e| format!("POSITION: {e}"))?
        }
    };
    Ok(Args {
        divide,
        bulk,
        threads,
        depth,
        position,
    })
}

fn count(pos: &Position, depth: u32, bulk: bool) -> u64 {
    if bulk {
        perft(pos, depth)
    } else {
        perft_played(pos, depth)
    }
}

fn main() -> ExitCode {
    // `std::env::args` panics on an argument that is not UTF-8; refuse it.
    let args: Result<Vec<String>, _> = std::env::args_os()
        .skip(1)
        .map(|a| a.into_string())
        .collect();
    let help = |a: &String| a == "-h" || a == "--help";
    if args.as_ref().is_ok_and(|args| args.iter().any(help)) {
        // Asked for, so on standard output; a closed pipe is no error here.
        let _ = writeln!(std::io::stdout(), "{USAGE}\n\n{HELP}");
        return ExitCode::SUCCESS;
    }
    let args = args
        .map_err(|bad| format!("argument {bad:?} is not valid UTF-8"))
        .and_then(|args| parse_args(args.into_iter()));
    let args = match args {
        Ok(args) => args,
        Err(message) => {
            eprintln!("perft: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let mut out = std::io::stdout().lock();
    let total = match report(&args, &mut out) {
        Ok(total) => total,
        // A closed pipe (`perft ... | head`) is the reader's choice, not an
        // error to panic over; anything else is worth a word.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("perft: cannot write the result: {e}");
            return ExitCode::FAILURE;
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "nodes {total}  seconds {seconds:.3}  nodes/s {:.0}  threads {}",
        total as f64 / seconds.max(1e-9),
        args.threads
    );
    ExitCode::SUCCESS
}

/// Counts, writes the `MOVE COUNT` lines (with `--divide`) and the `total`
/// line, and answers the total.
fn report(args: &Args, out: &mut impl Write) -> std::io::Result<u64> {
    let total = if args.depth == 0 {
        1
    } else {
        let mut lines: Vec<(String, u64)> = split_at_root(args)
            .into_iter()
            .map(|(m, n)| (m.to_string(), n))
            .collect();
        if args.divide {
            lines.sort();
            for (m, n) in &lines {
                writeln!(out, "{m} {n}")?;
            }
        }
        lines.iter().map(|(_, n)| n).sum()
    };
    writeln!(out, "total {total}")?;
    out.flush()?;
    Ok(total)
}

/// For each legal move of the position, the count of depth `depth - 1`
/// after it, counted on `args.threads` threads that each take the next
/// move not yet taken.
fn split_at_root(args: &Args) -> Vec<(Move, u64)> {
    let moves = args.position.legal_moves();
    let next = AtomicUsize::new(0);
    let counts = Mutex::new(Vec::with_capacity(moves.len()));
    std::thread::scope(|scope| {
        for _ in 0..args.threads.min(moves.len()) {
            scope.spawn(|| {
                while let Some(&m) = moves.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let mut child = args.position;
                    child.play_unchecked(m);
                    let n = count(&child, args.depth - 1, args.bulk);
                    counts
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((m, n));
                }
            });
        }
    });
    counts.into_inner().unwrap_or_else(|e| e.into_inner())
}
