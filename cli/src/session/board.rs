//! The board as the person at the terminal sees it: from their side (turned
//! for Orange), the last move's destination marked, and in colour when the
//! terminal has it.

use jetan::{Color, File, Position, Rank, Square};
use std::fmt::Write;

/// How to draw: from whose side, and with or without colour.
#[derive(Clone, Copy, Debug)]
pub struct View {
    /// The side at the bottom of the board: the person's.
    pub bottom: Color,
    /// ANSI colours: each side's pieces in its colour, the last move's
    /// squares in reverse video. Off for a pipe or under `NO_COLOR`.
    pub colour: bool,
}

/// Orange's pieces in yellow (the nearest of the eight basic colours), and
/// Black's in blue, which reads on dark and light terminals alike.
const ORANGE: &str = "\x1b[1;33m";
const BLACK: &str = "\x1b[1;34m";
const REVERSE: &str = "\x1b[7m";
const RESET: &str = "\x1b[0m";

/// The words for which letters are `color`'s.
pub fn letters(color: Color) -> &'static str {
    match color {
        Color::Black => "lowercase",
        Color::Orange => "uppercase",
    }
}

/// The board of `pos`, `last` (the last move's from and to squares) marked.
/// Without colour, the destination stands in brackets, `(n)`, in place of
/// the spaces beside it; the ranks and files are labelled on the left and
/// at the bottom.
pub fn draw(pos: &Position, last: Option<(Square, Square)>, view: View) -> String {
    // The person's side at the bottom: Black sees rank 1 there and file a
    // on the left; Orange, rank 10 and file j.
    let (ranks, files): (Vec<u8>, Vec<u8>) = match view.bottom {
        Color::Black => ((0..10).rev().collect(), (0..10).collect()),
        Color::Orange => ((0..10).collect(), (0..10).rev().collect()),
    };
    let mut out = String::new();
    for &rank in &ranks {
        let _ = write!(out, "{:>2} ", rank + 1);
        let mut after_mark = false;
        for &file in &files {
            let (Some(f), Some(r)) = (File::from_index(file), Rank::from_index(rank)) else {
                continue;
            };
            let sq = Square::from_coords(f, r);
            let piece = pos.piece_at(sq);
            let letter = piece.map_or('.', |p| p.char());
            let to = last.is_some_and(|(_, to)| to == sq);
            let from = last.is_some_and(|(from, _)| from == sq);
            if view.colour {
                let mut cell = String::new();
                if to || from {
                    cell.push_str(REVERSE);
                }
                match piece.map(|p| p.color) {
                    Some(Color::Orange) => cell.push_str(ORANGE),
                    Some(Color::Black) => cell.push_str(BLACK),
                    None => {}
                }
                let _ = write!(out, " {cell}{letter}{RESET}");
            } else if to {
                let _ = write!(out, "({letter}");
                after_mark = true;
                continue;
            } else if after_mark {
                let _ = write!(out, "){letter}");
            } else {
                let _ = write!(out, " {letter}");
            }
            after_mark = false;
        }
        if after_mark {
            out.push(')');
        }
        out.push('\n');
    }
    out.push_str("   ");
    for &file in &files {
        let _ = write!(out, " {}", char::from(b'a' + file));
    }
    out.push('\n');
    out
}
