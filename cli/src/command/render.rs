//! `jetan render`: an SVG picture of a position on standard output, with
//! the last move's path, the threatened squares or a piece's moves marked.

use crate::options::start::Start;
use jetan::{Color, Highlights, Move, Square, to_svg};
use std::process::ExitCode;

/// The arguments of `jetan render`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Play the legal move MOVE (e2e3, f1~c5) from POSITION and mark its
    /// path
    #[arg(long, value_name = "MOVE", value_parser = parse_move)]
    last: Option<Move>,
    /// Frame the squares the side to move then threatens
    #[arg(long)]
    threats: bool,
    /// Mark the legal destinations of the piece on SQUARE
    #[arg(long, value_name = "SQUARE", value_parser = parse_square)]
    moves: Option<Square>,
    #[command(flatten)]
    start: Start,
}

/// Runs `jetan render`.
pub fn run(args: &Args) -> ExitCode {
    match picture(args) {
        Ok(svg) => super::write_out("render", &svg),
        Err(message) => super::refuse("render", message),
    }
}

/// The picture, or what is wrong with the arguments.
fn picture(args: &Args) -> Result<String, String> {
    let mut pos = args.start.position(Color::Black)?;
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

/// Reads a move in coordinate text, with the library's message.
fn parse_move(text: &str) -> Result<Move, String> {
    text.parse()
        .map_err(|e: jetan::ParseMoveError| e.to_string())
}

/// Reads a square (`e4`), with the library's message.
fn parse_square(text: &str) -> Result<Square, String> {
    text.parse()
        .map_err(|e: jetan::ParseSquareError| e.to_string())
}
