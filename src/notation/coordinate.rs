//! Coordinate text: the squares of a move, and a move written as its two
//! squares (`e2e3`, the escape `f1~c5`, the fallen attacker `f8*e7`). The
//! one reader of a move's squares, which the algebraic form
//! ([`super::algebraic`]) uses too after its piece letter.

use super::marker::Marker;
use super::move_error::MoveSyntaxError;
use crate::types::{Move, Role, Square};
use core::fmt;
use core::str::FromStr;

/// Why no square starts a text ([`read_square`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum NoSquare {
    /// Nothing written like a square name.
    Missing,
    /// A letter and a number that name no square of the board (`e11`).
    OffBoard,
}

/// [`Square::parse_prefix`], or why no square starts `text`: a name off
/// the board, or nothing like a square.
fn read_square(text: &[u8]) -> Result<(Square, usize), NoSquare> {
    if names_off_board(text) {
        return Err(NoSquare::OffBoard);
    }
    Square::parse_prefix(text).ok_or(NoSquare::Missing)
}

/// Whether `text` starts with what is written like a square name (a
/// lowercase letter and a number) but names no square of the board
/// (`k1`, `e11`, `e0`), so that a parser can say "not on the board"
/// rather than blame the text after a square it half read.
fn names_off_board(text: &[u8]) -> bool {
    let Some(first) = text.first() else {
        return false;
    };
    let digits = text[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    if !first.is_ascii_lowercase() || digits == 0 {
        return false;
    }
    match Square::parse_prefix(text) {
        Some((_, used)) => used != 1 + digits,
        None => true,
    }
}

/// Reads the squares of move text (after its piece letter, if it has one):
/// the from-square, the marker after it if one of `-`, `x`, `~`, `*`
/// stands there, and the to-square, which must end the text and differ
/// from the from-square. `check_marker` judges the marker (or its absence)
/// before the to-square is read: the two forms allow different ones.
pub(crate) fn read_squares(
    text: &[u8],
    check_marker: impl FnOnce(Option<Marker>) -> Result<(), MoveSyntaxError>,
) -> Result<(Square, Option<Marker>, Square), MoveSyntaxError> {
    let (from, used) = read_square(text).map_err(|e| match e {
        NoSquare::Missing => MoveSyntaxError::BadFrom,
        NoSquare::OffBoard => MoveSyntaxError::FromOffBoard,
    })?;
    let rest = &text[used..];
    let marker = rest.first().and_then(|&c| Marker::from_char(c));
    check_marker(marker)?;
    let rest = if marker.is_some() { &rest[1..] } else { rest };
    let (to, used) = read_square(rest).map_err(|e| match e {
        NoSquare::Missing => MoveSyntaxError::BadTo,
        NoSquare::OffBoard => MoveSyntaxError::ToOffBoard,
    })?;
    if used != rest.len() {
        return Err(MoveSyntaxError::Trailing);
    }
    if from == to {
        return Err(MoveSyntaxError::SameSquare);
    }
    Ok((from, marker, to))
}

/// The move from `from` to `to` of the kind its marker writes: an escape
/// (`~`), a fallen attacker (`*`), else an ordinary move.
pub(crate) const fn with_marker(from: Square, marker: Option<Marker>, to: Square) -> Move {
    match marker {
        Some(Marker::Escape) => Move::escape(from, to),
        Some(Marker::Fallen) => Move::fallen(from, to),
        _ => Move::new(from, to),
    }
}

impl fmt::Display for Move {
    /// Coordinate text: `e2e3`, `f1~c5` for an escape, `f8*e7` for a duel
    /// that the attacker loses.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_escape() {
            "~"
        } else if self.is_fallen() {
            "*"
        } else {
            ""
        };
        write!(f, "{}{}{}", self.from(), sep, self.to())
    }
}

impl FromStr for Move {
    type Err = MoveSyntaxError;

    /// Parses coordinate text (`e2e3`, `f1~c5`, `f8*e7`). Whether the move
    /// is legal is for a position to say; algebraic text (`Ne2-e3`) is read
    /// by [`Position::parse_move`](crate::Position::parse_move).
    ///
    /// ```
    /// use jetan::{Move, MoveSyntaxError};
    /// assert_eq!("e2e11".parse::<Move>(), Err(MoveSyntaxError::ToOffBoard));
    /// assert_eq!("Ne2-e3".parse::<Move>(), Err(MoveSyntaxError::Algebraic));
    /// ```
    fn from_str(s: &str) -> Result<Move, MoveSyntaxError> {
        let bytes = s.as_bytes();
        if looks_algebraic(bytes) {
            return Err(MoveSyntaxError::Algebraic);
        }
        let (from, marker, to) = read_squares(bytes, |marker| match marker {
            // `-` and `x` belong to the algebraic form.
            Some(Marker::Move | Marker::Capture) => Err(MoveSyntaxError::Algebraic),
            _ => Ok(()),
        })?;
        Ok(with_marker(from, marker, to))
    }
}

/// Whether text starts as algebraic move text does: an uppercase piece
/// letter, or a lowercase one followed by a square (`nb2-b3`).
fn looks_algebraic(bytes: &[u8]) -> bool {
    let Some(&first) = bytes.first() else {
        return false;
    };
    let piece_letter = Role::from_letter(first.to_ascii_uppercase() as char).is_some();
    piece_letter && (first.is_ascii_uppercase() || Square::parse_prefix(&bytes[1..]).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn every_pair_of_squares_round_trips() {
        for from in Square::all() {
            for to in Square::all().filter(|&t| t != from) {
                let kinds = [
                    Move::new(from, to),
                    Move::escape(from, to),
                    Move::fallen(from, to),
                ];
                for m in kinds {
                    assert_eq!((m.from(), m.to()), (from, to));
                    assert_eq!(m.to_string().parse::<Move>(), Ok(m));
                }
                assert_eq!(
                    kinds.map(|m| (m.is_escape(), m.is_fallen())),
                    [(false, false), (true, false), (false, true)]
                );
                assert!(kinds[0] != kinds[1] && kinds[1] != kinds[2] && kinds[0] != kinds[2]);
            }
        }
    }

    #[test]
    fn bad_move_text_says_what_is_wrong() {
        assert_eq!("".parse::<Move>(), Err(MoveSyntaxError::BadFrom));
        assert_eq!("e2".parse::<Move>(), Err(MoveSyntaxError::BadTo));
        assert_eq!("e2~".parse::<Move>(), Err(MoveSyntaxError::BadTo));
        assert_eq!("e2*".parse::<Move>(), Err(MoveSyntaxError::BadTo));
        assert_eq!("e2e3x".parse::<Move>(), Err(MoveSyntaxError::Trailing));
        assert_eq!("e2~*e3".parse::<Move>(), Err(MoveSyntaxError::BadTo));
        // Not written as a square at all (a letter without a number, an
        // uppercase file), so not "off the board" either.
        assert_eq!("ee2e3".parse::<Move>(), Err(MoveSyntaxError::BadFrom));
        assert_eq!("E2e3".parse::<Move>(), Err(MoveSyntaxError::BadFrom));
        assert_eq!("e2e2".parse::<Move>(), Err(MoveSyntaxError::SameSquare));
        assert_eq!("e2*e2".parse::<Move>(), Err(MoveSyntaxError::SameSquare));
        assert_eq!(
            "e10e9".parse::<Move>().map(|m| m.to_string()),
            Ok("e10e9".into())
        );
        assert_eq!(
            "e1e10".parse::<Move>().map(|m| m.to_string()),
            Ok("e1e10".into())
        );
    }

    #[test]
    fn a_square_off_the_board_is_named_as_such() {
        // Not "unexpected text after the to-square": `e2e1` is read, then
        // `1`, but `e11` is written as a square.
        assert_eq!("e2e11".parse::<Move>(), Err(MoveSyntaxError::ToOffBoard));
        assert_eq!("e2~e11".parse::<Move>(), Err(MoveSyntaxError::ToOffBoard));
        assert_eq!("e2k3".parse::<Move>(), Err(MoveSyntaxError::ToOffBoard));
        assert_eq!("e2e0".parse::<Move>(), Err(MoveSyntaxError::ToOffBoard));
        assert_eq!("e11e2".parse::<Move>(), Err(MoveSyntaxError::FromOffBoard));
        assert_eq!("k1e2".parse::<Move>(), Err(MoveSyntaxError::FromOffBoard));
        assert_eq!("e2e100".parse::<Move>(), Err(MoveSyntaxError::ToOffBoard));
        // A square followed by other text is still trailing text.
        assert_eq!("e2e10x".parse::<Move>(), Err(MoveSyntaxError::Trailing));
        assert!(
            MoveSyntaxError::ToOffBoard
                .to_string()
                .contains("to-square is not on the board")
        );
    }

    #[test]
    fn algebraic_text_points_to_the_position_parser() {
        for text in [
            "Ne2-e3", "Fd1xe4", "Pf1~c5", "Nf8*e7", "nb2-b3", "e2-e3", "e2xe3",
        ] {
            assert_eq!(
                text.parse::<Move>(),
                Err(MoveSyntaxError::Algebraic),
                "{text}"
            );
        }
        assert!(
            MoveSyntaxError::Algebraic
                .to_string()
                .contains("Position::parse_move")
        );
        // Coordinate text whose first file letter is also a piece letter
        // (`a` is the Padwar's, `c` the Chief's) is still coordinate text.
        assert_eq!(
            "a2a3".parse::<Move>().map(|m| m.to_string()),
            Ok("a2a3".into())
        );
        assert_eq!(
            "c1c2".parse::<Move>().map(|m| m.to_string()),
            Ok("c1c2".into())
        );
        assert_eq!(
            "f1~c5".parse::<Move>().map(|m| m.to_string()),
            Ok("f1~c5".into())
        );
    }
}
