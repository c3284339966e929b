//! An SVG picture of a position, with optional highlights.
//!
//! The picture is a string, built without I/O, so that it works without
//! `std`: a program writes it to a file or serves it.
//!
//! ```
//! use jetan::{Highlights, Move, Position, to_svg};
//! let pos = Position::default();
//! let m: Move = "f1c4".parse().unwrap();
//! let highlights = Highlights::new()
//!     .with_last_move(pos.path(m).unwrap())
//!     .with_moves_from(&pos, "d1".parse().unwrap());
//! let svg = to_svg(&pos, &highlights);
//! assert!(svg.starts_with("<svg "));
//! assert_eq!(svg.matches("<rect class=\"square ").count(), 100);
//! ```

use crate::position::{Path, Position};

use crate::types::{Bitboard, Color, Piece, Role, Square};
use alloc::string::String;
use core::fmt::{self, Write};

/// Side of one square, in SVG user units.
const SQUARE: u32 = 48;
/// Room around the board for the coordinates.
const MARGIN: u32 = 24;
const SIZE: u32 = 10 * SQUARE + 2 * MARGIN;

const DARK_SQUARE: &str = "#262626";
const ORANGE_SQUARE: &str = "#d9772b";
/// Orange pieces are lighter than the orange squares and ringed in dark
/// brown, Black pieces are ringed in cream: both stand out on either square.
const ORANGE_PIECE: (&str, &str, &str) = ("#ffb55e", "#3b1f05", "#1a1a1a");
const BLACK_PIECE: (&str, &str, &str) = ("#111111", "#f3e3cc", "#f3e3cc");

/// What to mark on the board besides the pieces. Every part is optional;
/// [`Highlights::new`] marks nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Highlights {
    /// The path of the last move, from [`Position::path`] on the position
    /// before it: its squares are tinted and joined by a line.
    pub last_move: Option<Path>,
    /// Squares framed in red, usually [`Position::threats`] of the side to
    /// move.
    pub threatened: Bitboard,
    /// Squares marked with a green dot (a ring when a piece stands there),
    /// usually the legal destinations of one piece.
    pub destinations: Bitboard,
}

impl Highlights {
    /// No highlights.
    pub fn new() -> Highlights {
        Highlights::default()
    }

    /// The same, marking `path` as the last move.
    pub fn with_last_move(self, path: Path) -> Highlights {
        Highlights {
            last_move: Some(path),
            ..self
        }
    }

    /// The same, framing the squares that the side to move of `position`
    /// threatens.
    pub fn with_threats(self, position: &Position) -> Highlights {
        Highlights {
            threatened: position.threats(position.side_to_move()),
            ..self
        }
    }

    /// The same, marking the legal destinations of the piece on `from`
    /// (ordinary moves and escapes; nothing if it cannot move).
    pub fn with_moves_from(self, position: &Position, from: Square) -> Highlights {
        let mut destinations = Bitboard::EMPTY;
        position.for_each_piece_moves_in(Bitboard::from_square(from), Bitboard::FULL, |batch| {
            destinations |= batch.to;
        });
        Highlights {
            destinations,
            ..self
        }
    }
}

/// An SVG document showing `position` with `highlights`: black and orange
/// squares (`a1` dark), rank 10 at the top, each piece a disc in its side's
/// colour bearing its letter (the royals with a second ring), and the files
/// and ranks written on the edge. Each square is one
/// `<rect class="square ...">` element. After the winning move onto a
/// Princess the mover stands on her square and she is off the board, as
/// after any capture ([`Position::play`]).
pub fn to_svg(position: &Position, highlights: &Highlights) -> String {
    let mut out = String::new();
    // Writing into a String cannot fail.
    let _ = write_svg(&mut out, position, highlights);
    out
}

fn write_svg(out: &mut String, position: &Position, h: &Highlights) -> fmt::Result {
    writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{SIZE}\" height=\"{SIZE}\" \
         viewBox=\"0 0 {SIZE} {SIZE}\" font-family=\"DejaVu Sans, Verdana, sans-serif\" \
         font-weight=\"bold\" text-anchor=\"middle\">"
    )?;
    // Position text holds only letters, digits, '/', '-' and spaces, none
    // of which needs escaping in XML.
    writeln!(out, "<title>Jetan: {position}</title>")?;
    writeln!(
        out,
        "<rect class=\"frame\" x=\"0\" y=\"0\" width=\"{SIZE}\" height=\"{SIZE}\" fill=\"#3b2a1a\"/>"
    )?;
    write_squares(out)?;
    write_threats(out, h.threatened)?;
    if let Some(path) = &h.last_move {
        write_path(out, path)?;
    }
    write_pieces(out, position)?;
    write_destinations(out, position, h.destinations)?;
    write_coordinates(out)?;
    out.write_str("</svg>\n")
}

/// The top-left corner of `sq`.
fn corner(sq: Square) -> (u32, u32) {
    let x = MARGIN + SQUARE * u32::from(sq.file().index());
    let y = MARGIN + SQUARE * (9 - u32::from(sq.rank().index()));
    (x, y)
}

fn centre(sq: Square) -> (u32, u32) {
    let (x, y) = corner(sq);
    (x + SQUARE / 2, y + SQUARE / 2)
}

fn write_squares(out: &mut String) -> fmt::Result {
    out.write_str("<g class=\"board\">\n")?;
    for sq in Square::all() {
        let (x, y) = corner(sq);
        let (class, fill) = if (sq.file().index() + sq.rank().index()) % 2 == 0 {
            ("dark", DARK_SQUARE)
        } else {
            ("orange", ORANGE_SQUARE)
        };
        writeln!(
            out,
            "<rect class=\"square {class}\" x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" \
             height=\"{SQUARE}\" fill=\"{fill}\"><title>{sq}</title></rect>"
        )?;
    }
    out.write_str("</g>\n")
}

fn write_threats(out: &mut String, squares: Bitboard) -> fmt::Result {
    out.write_str("<g class=\"threats\" fill=\"none\" stroke=\"#e8202a\" stroke-width=\"3\">\n")?;
    for sq in squares {
        let (x, y) = corner(sq);
        let side = SQUARE - 6;
        writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{side}\" height=\"{side}\"/>",
            x + 3,
            y + 3
        )?;
    }
    out.write_str("</g>\n")
}

fn write_path(out: &mut String, path: &Path) -> fmt::Result {
    out.write_str("<g class=\"last-move\">\n")?;
    for &sq in path.squares() {
        let (x, y) = corner(sq);
        writeln!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" \
             fill=\"#ffe14d\" fill-opacity=\"0.45\"/>"
        )?;
    }
    out.write_str("<polyline fill=\"none\" stroke=\"#ffe14d\" stroke-width=\"5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"")?;
    for (i, &sq) in path.squares().iter().enumerate() {
        let (x, y) = centre(sq);
        let sep = if i == 0 { "" } else { " " };
        write!(out, "{sep}{x},{y}")?;
    }
    out.write_str("\"/>\n</g>\n")
}

fn write_pieces(out: &mut String, position: &Position) -> fmt::Result {
    out.write_str("<g class=\"pieces\">\n")?;
    for (sq, piece) in position.board().iter() {
        write_piece(out, sq, piece)?;
    }
    out.write_str("</g>\n")
}

fn write_piece(out: &mut String, sq: Square, piece: Piece) -> fmt::Result {
    let (cx, cy) = centre(sq);
    let (fill, ring, ink) = match piece.color {
        Color::Orange => ORANGE_PIECE,
        Color::Black => BLACK_PIECE,
    };
    let royal = matches!(piece.role, Role::Chief | Role::Princess);
    let side = match piece.color {
        Color::Orange => "orange",
        Color::Black => "black",
    };
    writeln!(
        out,
        "<g class=\"piece {side}\"><title>{piece} on {sq}</title>\
         <circle cx=\"{cx}\" cy=\"{cy}\" r=\"19\" fill=\"{fill}\" stroke=\"{ring}\" stroke-width=\"2.5\"/>"
    )?;
    if royal {
        writeln!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"15\" fill=\"none\" stroke=\"{ring}\" stroke-width=\"1.5\"/>"
        )?;
    }
    writeln!(
        out,
        "<text x=\"{cx}\" y=\"{cy}\" dy=\"0.36em\" font-size=\"20\" fill=\"{ink}\">{}</text></g>",
        piece.role.letter()
    )
}

fn write_destinations(out: &mut String, position: &Position, squares: Bitboard) -> fmt::Result {
    out.write_str("<g class=\"destinations\" fill=\"#3cc24a\" stroke=\"#ffffff\">\n")?;
    for sq in squares {
        let (cx, cy) = centre(sq);
        if position.piece_at(sq).is_some() {
            writeln!(
                out,
                "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"22\" fill=\"none\" stroke=\"#3cc24a\" stroke-width=\"4\"/>"
            )?;
        } else {
            writeln!(
                out,
                "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"7\" stroke-width=\"1.5\"/>"
            )?;
        }
    }
    out.write_str("</g>\n")
}

fn write_coordinates(out: &mut String) -> fmt::Result {
    out.write_str("<g class=\"coordinates\" font-size=\"14\" fill=\"#f3e3cc\">\n")?;
    for i in 0..10u32 {
        let letter = char::from(b'a' + i as u8);
        let x = MARGIN + SQUARE * i + SQUARE / 2;
        writeln!(out, "<text x=\"{x}\" y=\"{}\">{letter}</text>", SIZE - 7)?;
        writeln!(out, "<text x=\"{x}\" y=\"17\">{letter}</text>")?;
        let y = MARGIN + SQUARE * (9 - i) + SQUARE / 2 + 5;
        writeln!(out, "<text x=\"{}\" y=\"{y}\">{}</text>", MARGIN / 2, i + 1)?;
        writeln!(
            out,
            "<text x=\"{}\" y=\"{y}\">{}</text>",
            SIZE - MARGIN / 2,
            i + 1
        )?;
    }
    out.write_str("</g>\n")
}

#[cfg(test)]
mod tests;
