//! A move, and its coordinate text.

use crate::Square;
use core::fmt;
use core::str::FromStr;

/// A move: from-square, to-square, and whether it is the Princess's escape.
///
/// A move is only a pair of squares; which piece makes it and what it
/// captures come from the position it is played in. An escape is a move of
/// its own kind, distinct from an ordinary Princess move to the same square
/// ([RULES.md section 5](crate::rules_book#5-the-escape)). Its text is the coordinate form
/// of [NOTATION.md](crate::notation_book#move-text). Two bytes:
///
/// ```
/// use jetan::Move;
/// assert_eq!(core::mem::size_of::<Move>(), 2);
/// let m: Move = "f1~c5".parse().unwrap();
/// assert!(m.is_escape());
/// assert_eq!(m.to_string(), "f1~c5");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move(u16);

const TO_SHIFT: u16 = 7;
const ESCAPE_BIT: u16 = 1 << 14;
const SQUARE_BITS: u16 = 0x7f;

impl Move {
    /// An ordinary move.
    pub const fn new(from: Square, to: Square) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << TO_SHIFT)
    }

    /// The Princess's escape from `from` to `to`.
    pub const fn escape(from: Square, to: Square) -> Move {
        Move(Move::new(from, to).0 | ESCAPE_BIT)
    }

    /// The square the piece leaves.
    pub const fn from(self) -> Square {
        Square::from_index((self.0 & SQUARE_BITS) as u8)
    }

    /// The square the piece ends on.
    pub const fn to(self) -> Square {
        Square::from_index((self.0 >> TO_SHIFT & SQUARE_BITS) as u8)
    }

    /// Whether this is the Princess's escape.
    pub const fn is_escape(self) -> bool {
        self.0 & ESCAPE_BIT != 0
    }
}

impl fmt::Display for Move {
    /// Coordinate text: `e2e3`, or `f1~c5` for an escape.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_escape() { "~" } else { "" };
        write!(f, "{}{}{}", self.from(), sep, self.to())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that is not a move in coordinate form.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// The from-square is missing or misspelt.
    #[error("move text must start with a square (a1 to j10)")]
    BadFrom,
    /// The to-square is missing or misspelt.
    #[error("move text must end with a square (a1 to j10) after the from-square or `~`")]
    BadTo,
    /// Something follows the to-square.
    #[error("unexpected text after the to-square")]
    Trailing,
    /// From- and to-square are the same.
    #[error("a move must change square")]
    SameSquare,
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses coordinate text (`e2e3`, `f1~c5`). Whether the move is legal
    /// is for a position to say.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let bytes = s.as_bytes();
        let (from, used) = Square::parse_prefix(bytes).ok_or(ParseMoveError::BadFrom)?;
        let mut rest = &bytes[used..];
        let escape = rest.first() == Some(&b'~');
        if escape {
            rest = &rest[1..];
        }
        let (to, used) = Square::parse_prefix(rest).ok_or(ParseMoveError::BadTo)?;
        if used != rest.len() {
            return Err(ParseMoveError::Trailing);
        }
        if from == to {
            return Err(ParseMoveError::SameSquare);
        }
        Ok(if escape {
            Move::escape(from, to)
        } else {
            Move::new(from, to)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_two_bytes() {
        assert_eq!(core::mem::size_of::<Move>(), 2);
    }

    #[test]
    fn every_pair_of_squares_round_trips() {
        for from in Square::all() {
            for to in Square::all().filter(|&t| t != from) {
                for m in [Move::new(from, to), Move::escape(from, to)] {
                    assert_eq!((m.from(), m.to()), (from, to));
                    assert_eq!(m.to_string().parse::<Move>(), Ok(m));
                }
            }
        }
    }

    #[test]
    fn bad_move_text_says_what_is_wrong() {
        assert_eq!("".parse::<Move>(), Err(ParseMoveError::BadFrom));
        assert_eq!("e2".parse::<Move>(), Err(ParseMoveError::BadTo));
        assert_eq!("e2~".parse::<Move>(), Err(ParseMoveError::BadTo));
        assert_eq!("e2e3x".parse::<Move>(), Err(ParseMoveError::Trailing));
        assert_eq!("e2e2".parse::<Move>(), Err(ParseMoveError::SameSquare));
        assert_eq!(
            "e10e9".parse::<Move>().map(|m| m.to_string()),
            Ok("e10e9".into())
        );
        assert_eq!(
            "e1e10".parse::<Move>().map(|m| m.to_string()),
            Ok("e1e10".into())
        );
    }
}
