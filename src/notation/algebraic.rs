//! Algebraic move text (NOTATION.md), and reading move text of either form
//! against a position.
//!
//! The algebraic form names the piece, the from-square, whether the move
//! captures, and the to-square: `Nb2-b3`, `Fd1xe4`, `Pf1~c5` for an
//! escape, and under duels `Nf8*e7` for a duel that the attacker loses.
//! Unlike chess SAN it always writes the from-square, so it needs no
//! disambiguation and a move has exactly one algebraic text.
//!
//! ```
//! use jetan::{Move, MoveTextError, Position};
//! let pos = Position::default();
//! let m: Move = "b2b3".parse().unwrap();
//! assert_eq!(pos.algebraic(m).unwrap().to_string(), "Nb2-b3");
//! // Either form names the same move.
//! assert_eq!(pos.parse_move("Nb2-b3"), Ok(m));
//! assert_eq!(pos.parse_move("b2b3"), Ok(m));
//! // A wrong letter is refused, and the error says what stands there.
//! assert!(matches!(pos.parse_move("Wb2-b3"), Err(MoveTextError::WrongPiece { .. })));
//! ```

use super::coordinate::{read_squares, with_marker};
use super::marker::Marker;
use super::move_error::{MoveSyntaxError, MoveTextError};
use crate::position::{IllegalMove, Position};
use crate::types::{Move, Role, Square};
use core::fmt;
use core::str::FromStr;

/// A move in algebraic form ([NOTATION.md](crate::notation_book#move-text)):
/// `Nb2-b3`, `Fd1xe4`, `Pf1~c5`, `Nf8*e7`.
///
/// Its text can be read without a position ([`FromStr`]); whether it names a
/// legal move is for a position to say ([`AlgebraicMove::to_move`]).
///
/// ```
/// use jetan::{AlgebraicMove, Marker, Role};
/// let a: AlgebraicMove = "Fd1xe4".parse().unwrap();
/// assert_eq!((a.role, a.marker), (Role::Flier, Marker::Capture));
/// assert_eq!(a.to_string(), "Fd1xe4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct AlgebraicMove {
    /// The kind of the moving piece.
    pub role: Role,
    /// The square it leaves.
    pub from: Square,
    /// Move, capture, escape or fallen attacker.
    pub marker: Marker,
    /// The square it ends on.
    pub to: Square,
}

impl AlgebraicMove {
    /// The algebraic form of `m` in `pos`, or `None` if `m` is not legal
    /// there.
    pub fn from_move(pos: &Position, m: Move) -> Option<AlgebraicMove> {
        if !pos.is_legal(m) {
            return None;
        }
        let role = pos.piece_at(m.from())?.role;
        let marker = if m.is_escape() {
            Marker::Escape
        } else if m.is_fallen() {
            Marker::Fallen
        } else if pos.piece_at(m.to()).is_some() {
            // A legal move never ends on a piece of its own side.
            Marker::Capture
        } else {
            Marker::Move
        };
        Some(AlgebraicMove {
            role,
            from: m.from(),
            marker,
            to: m.to(),
        })
    }

    /// The move, without looking at a position.
    pub const fn to_move_unchecked(self) -> Move {
        with_marker(self.from, Some(self.marker), self.to)
    }

    /// The legal move of `pos` that this text names, or why there is none.
    pub fn to_move(self, pos: &Position) -> Result<Move, MoveTextError> {
        resolve(
            pos,
            Some(self.role),
            self.to_move_unchecked(),
            Some(self.marker),
        )
    }
}

impl fmt::Display for AlgebraicMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}{}",
            self.role.letter(),
            self.from,
            self.marker.char(),
            self.to
        )
    }
}

impl FromStr for AlgebraicMove {
    type Err = MoveSyntaxError;

    /// Reads the algebraic form only (`Nb2-b3`); see
    /// [`Position::parse_move`] for either form.
    fn from_str(s: &str) -> Result<AlgebraicMove, MoveSyntaxError> {
        match parse_text(s)? {
            Written {
                role: Some(role),
                from,
                marker: Some(marker),
                to,
            } => Ok(AlgebraicMove {
                role,
                from,
                marker,
                to,
            }),
            _ => Err(MoveSyntaxError::MissingLetter),
        }
    }
}

/// Move text as written, before a position is consulted. A coordinate move
/// has no letter, and a marker only if it is an escape or a fallen attacker.
struct Written {
    role: Option<Role>,
    from: Square,
    marker: Option<Marker>,
    to: Square,
}

fn parse_text(s: &str) -> Result<Written, MoveSyntaxError> {
    let bytes = s.as_bytes();
    if bytes.is_empty() {
        return Err(MoveSyntaxError::Empty);
    }
    let role = parse_letter(bytes)?;
    let rest = if role.is_some() { &bytes[1..] } else { bytes };
    let (from, marker, to) = read_squares(rest, |marker| match (role, marker) {
        (Some(_), None) => Err(MoveSyntaxError::BadMarker),
        (None, Some(Marker::Move | Marker::Capture)) => Err(MoveSyntaxError::MarkerWithoutLetter),
        _ => Ok(()),
    })?;
    Ok(Written {
        role,
        from,
        marker,
        to,
    })
}

/// The piece letter that starts algebraic text, `None` for coordinate text.
fn parse_letter(bytes: &[u8]) -> Result<Option<Role>, MoveSyntaxError> {
    let first = bytes[0] as char;
    if first.is_ascii_uppercase() {
        return Role::from_letter(first)
            .map(Some)
            .ok_or(MoveSyntaxError::UnknownLetter(first));
    }
    // A lowercase piece letter followed by a square (`nb2-b3`, `fd1xe4`) is
    // an algebraic move with the wrong case, not a misspelt coordinate move.
    let lowercase_letter = Role::from_letter(first.to_ascii_uppercase()).is_some();
    if lowercase_letter && Square::parse_prefix(&bytes[1..]).is_some() {
        return Err(MoveSyntaxError::LowercaseLetter(first));
    }
    Ok(None)
}

/// Checks a written move against `pos`: the legality check of
/// [`Position::play`], with the letter checked as soon as a piece of the
/// side to move is found on the from-square, then the marker.
fn resolve(
    pos: &Position,
    role: Option<Role>,
    m: Move,
    marker: Option<Marker>,
) -> Result<Move, MoveTextError> {
    let checked = pos.check_move(m);
    let own_piece = !matches!(
        checked,
        Err(IllegalMove::GameOver(_) | IllegalMove::NoPiece(_) | IllegalMove::NotYourPiece(_))
    );
    if let (Some(written), Some(piece), true) = (role, pos.piece_at(m.from()), own_piece) {
        if written != piece.role {
            return Err(MoveTextError::WrongPiece {
                square: m.from(),
                written,
                found: piece.role,
            });
        }
    }
    checked?;
    let captures = !m.is_escape() && pos.piece_at(m.to()).is_some();
    match marker {
        Some(Marker::Move) if captures => Err(MoveTextError::CaptureNotMarked(m)),
        Some(Marker::Capture) if !captures => Err(MoveTextError::NotACapture(m)),
        _ => Ok(m),
    }
}

impl Position {
    /// The algebraic form of `m` here, or `None` if `m` is not legal.
    ///
    /// ```
    /// use jetan::{Move, Position};
    /// let pos = Position::default();
    /// let escape: Move = "f1~c5".parse().unwrap();
    /// assert_eq!(pos.algebraic(escape).unwrap().to_string(), "Pf1~c5");
    /// assert!(pos.algebraic("e2e1".parse().unwrap()).is_none());
    /// ```
    pub fn algebraic(&self, m: Move) -> Option<AlgebraicMove> {
        AlgebraicMove::from_move(self, m)
    }

    /// The legal move named by `text`, in coordinate form (`e2e3`, `f1~c5`,
    /// `f8*e7`) or algebraic form (`Ne2-e3`, `Pf1~c5`, `Nf8*e7`), or why
    /// there is none.
    ///
    /// Coordinate text without `~` whose only legal move is the escape
    /// (`f1c5` at the start, where the Princess's ordinary move cannot
    /// reach c5) is read as the escape, as other programs write it; where
    /// the escape is not legal either, or in algebraic text (`Pf1-c5`), the
    /// error is the plain move's, and says when an escape is meant that it
    /// is written with `~`
    /// ([`IllegalMove::EscapeWithoutTilde`]).
    ///
    /// ```
    /// use jetan::{IllegalMove, MoveTextError, Position};
    /// let pos = Position::default();
    /// assert!(pos.parse_move("Pf1~c5").unwrap().is_escape());
    /// assert!(pos.parse_move("f1c5").unwrap().is_escape());
    /// assert!(matches!(pos.parse_move("Nb2xb3"), Err(MoveTextError::NotACapture(_))));
    /// assert_eq!(
    ///     pos.parse_move("e5e6"),
    ///     Err(MoveTextError::Illegal(IllegalMove::NoPiece("e5".parse().unwrap())))
    /// );
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        let w = parse_text(text)?;
        match resolve(self, w.role, with_marker(w.from, w.marker, w.to), w.marker) {
            // Other programs write the escape as a plain from-to (`f6a1`):
            // when no ordinary move joins the two squares and the escape
            // does, that is the only move the text can mean. (Without a
            // marker there is no piece letter either: a letter needs one.)
            Err(MoveTextError::Illegal(IllegalMove::EscapeWithoutTilde(_)))
                if w.marker.is_none() =>
            {
                Ok(Move::escape(w.from, w.to))
            }
            read => read,
        }
    }
}
