//! Writes an SVG picture of a position to standard output.
//!
//! ```text
//! cargo run --release --example render -- [--last MOVE] [--threats] [--moves SQUARE]
//!     [--rules KEY=VALUE,...] [POSITION] > board.svg
//! ```
//!
//! Without `POSITION`, the start position. `--last MOVE` plays the legal
//! move `MOVE` (coordinate form) from `POSITION` and marks its path;
//! `--threats` frames the squares the side to move threatens afterwards;
//! `--moves SQUARE` marks the legal destinations of the piece there.

use jetan::{Color, Highlights, Move, Position, Rules, Square, to_svg};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage: render [--last MOVE] [--threats] [--moves SQUARE] \
[--rules KEY=VALUE,...] [POSITION] > board.svg";

const HELP: &str = "\
Writes an SVG picture of a position to standard output.

  POSITION               position text, quoted (default: the start, Black to move)
  --last MOVE            play the legal move MOVE (e2e3, f1~c5) and mark its path
  --threats              frame the squares the side to move then threatens
  --moves SQUARE         mark the legal destinations of the piece on SQUARE
  --rules KEY=VALUE,...  rule options, e.g. thoat=straight-first,escape=none
  -h, --help             print this help";

#[derive(Default)]
struct Args {
    last: Option<Move>,
    threats: bool,
    moves: Option<Square>,
    rules: Rules,
    position: Option<String>,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut parsed = Args::default();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--last" => {
                let text = args.next().ok_or("--last needs a move")?;
                parsed.last = Some(text.parse().map_err(|e| format!("--last {text}: {e}"))?);
            }
            "--threats" => parsed.threats = true,
            "--moves" => {
                let text = args.next().ok_or("--moves needs a square")?;
                parsed.moves = Some(text.parse().map_err(|e| format!("--moves {text}: {e}"))?);
            }
            "--rules" => {
                let text = args.next().ok_or("--rules needs KEY=VALUE,...")?;
                parsed.rules = text.parse().map_err(|e| format!("--rules: {e}"))?;
            }
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            _ if parsed.position.is_none() => parsed.position = Some(arg),
            _ => return Err("at most one POSITION".into()),
        }
    }
    Ok(parsed)
}

fn render(args: &Args) -> Result<String, String> {
    let mut pos = match &args.position {
        None => Position::start_with(args.rules, Color::Black),
        Some(text) => Position::from_text_with_rules(text, args.rules)
            .map_err(|e| format!("POSITION: {e}"))?,
    };
    let mut highlights = Highlights::new();
    if let Some(m) = args.last {
        let path = pos
            .path(m)
            .ok_or(format!("--last {m} is not a legal move"))?;
        pos.play_unchecked(m);
        highlights = highlights.with_last_move(path);
    }
    if args.threats {
        highlights = highlights.with_threats(&pos);
    }
    if let Some(sq) = args.moves {
        highlights = highlights.with_moves_from(&pos, sq);
    }
    Ok(to_svg(&pos, &highlights))
}

fn main() -> ExitCode {
    if std::env::args_os()
        .skip(1)
        .any(|a| a == "-h" || a == "--help")
    {
        // Asked for, so on standard output; a closed pipe is no error here.
        let _ = writeln!(std::io::stdout(), "{USAGE}\n\n{HELP}");
        return ExitCode::SUCCESS;
    }
    match parse_args(std::env::args().skip(1)).and_then(|args| render(&args)) {
        Ok(svg) => {
            // A closed pipe is the reader's choice: no panic, no complaint.
            let mut out = std::io::stdout().lock();
            match out.write_all(svg.as_bytes()).and_then(|()| out.flush()) {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    eprintln!("render: cannot write the picture: {e}");
                    ExitCode::FAILURE
                }
                _ => ExitCode::SUCCESS,
            }
        }
        Err(message) => {
            eprintln!("render: {message}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
