//! A move, and its coordinate text.

use super::NoSquare;
use crate::Square;
use core::fmt;
use core::str::FromStr;

/// A move: from-square, to-square, and its kind: ordinary, the Princess's
/// escape, or a duel that the attacker loses.
///
/// A move is only a pair of squares and a kind; which piece makes it and
/// what it captures come from the position it is played in. An escape is a
/// move of its own kind, distinct from an ordinary Princess move to the same
/// square ([RULES.md section 5](crate::rules_book#5-the-escape)). Under
/// duels ([RULES.md section 10](crate::rules_book#10-the-manator-game-duels))
/// a move onto an opposing piece has two outcomes: the ordinary move, in
/// which the attacker wins, and the *fallen* move ([`Move::fallen`]), in
/// which the attacker is removed and the defender stays. Its text is the
/// coordinate form of [NOTATION.md](crate::notation_book#move-text). Two
/// bytes:
///
/// ```
/// use jetan::Move;
/// assert_eq!(core::mem::size_of::<Move>(), 2);
/// let m: Move = "f1~c5".parse().unwrap();
/// assert!(m.is_escape());
/// assert_eq!(m.to_string(), "f1~c5");
/// let duel_lost: Move = "f8*e7".parse().unwrap();
/// assert!(duel_lost.is_fallen() && !duel_lost.is_escape());
/// assert_eq!(duel_lost.to_string(), "f8*e7");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move(u16);

// Bits 0-6 the from-square, 7-13 the to-square, 14 the escape, 15 the
// fallen attacker: the two kinds never together.
const TO_SHIFT: u16 = 7;
const ESCAPE_BIT: u16 = 1 << 14;
const FALLEN_BIT: u16 = 1 << 15;
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

    /// The duel on `to` that the attacker from `from` loses (RULES.md
    /// section 10, under [`Capture::Duel`](crate::Capture::Duel)): the
    /// attacker is removed from the game and the defender keeps its square.
    /// The outcome in which the attacker wins is [`Move::new`].
    pub const fn fallen(from: Square, to: Square) -> Move {
        Move(Move::new(from, to).0 | FALLEN_BIT)
    }

    /// The square the piece leaves (under a fallen attacker, the square it
    /// attacked from).
    pub const fn from(self) -> Square {
        Square::new_unchecked((self.0 & SQUARE_BITS) as u8)
    }

    /// The square the piece ends on (under a fallen attacker, the square it
    /// attacked, where the defender stays).
    pub const fn to(self) -> Square {
        Square::new_unchecked((self.0 >> TO_SHIFT & SQUARE_BITS) as u8)
    }

    /// Whether this is the Princess's escape.
    pub const fn is_escape(self) -> bool {
        self.0 & ESCAPE_BIT != 0
    }

    /// Whether this is a duel that the attacker loses ([`Move::fallen`]).
    pub const fn is_fallen(self) -> bool {
        self.0 & FALLEN_BIT != 0
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

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that is not a move in coordinate form.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMoveError {
    /// The from-square is missing or misspelt.
    #[error("move text must start with a square (a1 to j10)")]
    BadFrom,
    /// The to-square is missing or misspelt.
    #[error("move text must end with a square (a1 to j10) after the from-square, `~` or `*`")]
    BadTo,
    /// The from-square is written as a square, but no square of the board
    /// has that name (`k1`, `e11`).
    #[error("the from-square is not on the board (files a to j, ranks 1 to 10)")]
    FromOffBoard,
    /// The to-square is written as a square, but no square of the board has
    /// that name (`e2e11`).
    #[error("the to-square is not on the board (files a to j, ranks 1 to 10)")]
    ToOffBoard,
    /// Algebraic text (`Nb2-b3`), which names the piece and needs a
    /// position to be read.
    #[error(
        "only the coordinate form (e2e3, f1~c5, f8*e7) is read here; Position::parse_move reads the algebraic form (Ne2-e3)"
    )]
    Algebraic,
    /// Something follows the to-square.
    #[error("unexpected text after the to-square")]
    Trailing,
    /// From- and to-square are the same.
    #[error("a move must change square")]
    SameSquare,
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Parses coordinate text (`e2e3`, `f1~c5`, `f8*e7`). Whether the move
    /// is legal is for a position to say; algebraic text (`Ne2-e3`) is read
    /// by [`Position::parse_move`](crate::Position::parse_move).
    ///
    /// ```
    /// use jetan::{Move, ParseMoveError};
    /// assert_eq!("e2e11".parse::<Move>(), Err(ParseMoveError::ToOffBoard));
    /// assert_eq!("Ne2-e3".parse::<Move>(), Err(ParseMoveError::Algebraic));
    /// ```
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let bytes = s.as_bytes();
        if looks_algebraic(bytes) {
            return Err(ParseMoveError::Algebraic);
        }
        let (from, used) = Square::read_prefix(bytes).map_err(|e| match e {
            NoSquare::Missing => ParseMoveError::BadFrom,
            NoSquare::OffBoard => ParseMoveError::FromOffBoard,
        })?;
        let mut rest = &bytes[used..];
        let separator = rest.first().copied();
        if matches!(separator, Some(b'~' | b'*')) {
            rest = &rest[1..];
        }
        if matches!(separator, Some(b'-' | b'x')) {
            return Err(ParseMoveError::Algebraic);
        }
        let (to, used) = Square::read_prefix(rest).map_err(|e| match e {
            NoSquare::Missing => ParseMoveError::BadTo,
            NoSquare::OffBoard => ParseMoveError::ToOffBoard,
        })?;
        if used != rest.len() {
            return Err(ParseMoveError::Trailing);
        }
        if from == to {
            return Err(ParseMoveError::SameSquare);
        }
        Ok(match separator {
            Some(b'~') => Move::escape(from, to),
            Some(b'*') => Move::fallen(from, to),
            _ => Move::new(from, to),
        })
    }
}

/// Whether text starts as algebraic move text does: an uppercase piece
/// letter, or a lowercase one followed by a square (`nb2-b3`).
fn looks_algebraic(bytes: &[u8]) -> bool {
    let Some(&first) = bytes.first() else {
        return false;
    };
    let piece_letter = matches!(
        first.to_ascii_uppercase(),
        b'C' | b'P' | b'F' | b'D' | b'A' | b'W' | b'T' | b'N'
    );
    piece_letter && (first.is_ascii_uppercase() || Square::parse_prefix(&bytes[1..]).is_some())
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
        assert_eq!("".parse::<Move>(), Err(ParseMoveError::BadFrom));
        assert_eq!("e2".parse::<Move>(), Err(ParseMoveError::BadTo));
        assert_eq!("e2~".parse::<Move>(), Err(ParseMoveError::BadTo));
        assert_eq!("e2*".parse::<Move>(), Err(ParseMoveError::BadTo));
        assert_eq!("e2e3x".parse::<Move>(), Err(ParseMoveError::Trailing));
        assert_eq!("e2~*e3".parse::<Move>(), Err(ParseMoveError::BadTo));
        assert_eq!("e2e2".parse::<Move>(), Err(ParseMoveError::SameSquare));
        assert_eq!("e2*e2".parse::<Move>(), Err(ParseMoveError::SameSquare));
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
        // Issue 10: `e2e11` used to say "unexpected text after the to-square".
        assert_eq!("e2e11".parse::<Move>(), Err(ParseMoveError::ToOffBoard));
        assert_eq!("e2~e11".parse::<Move>(), Err(ParseMoveError::ToOffBoard));
        assert_eq!("e2k3".parse::<Move>(), Err(ParseMoveError::ToOffBoard));
        assert_eq!("e2e0".parse::<Move>(), Err(ParseMoveError::ToOffBoard));
        assert_eq!("e11e2".parse::<Move>(), Err(ParseMoveError::FromOffBoard));
        assert_eq!("k1e2".parse::<Move>(), Err(ParseMoveError::FromOffBoard));
        assert_eq!("e2e100".parse::<Move>(), Err(ParseMoveError::ToOffBoard));
        // A square followed by other text is still trailing text.
        assert_eq!("e2e10x".parse::<Move>(), Err(ParseMoveError::Trailing));
        assert!(
            ParseMoveError::ToOffBoard
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
                Err(ParseMoveError::Algebraic),
                "{text}"
            );
        }
        assert!(
            ParseMoveError::Algebraic
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
