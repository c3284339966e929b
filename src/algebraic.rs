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

use crate::types::NoSquare;
use crate::{IllegalMove, Move, Position, Role, Square};
use core::fmt;
use core::str::FromStr;

/// What stands between the squares of an algebraic move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Marker {
    /// `-`: an ordinary move onto an empty square.
    Move,
    /// `x`: an ordinary move that captures.
    Capture,
    /// `~`: the Princess's escape.
    Escape,
    /// `*`: a duel that the attacker loses ([`Move::fallen`], RULES.md
    /// section 10). The duel it wins is written `x`, as any capture.
    Fallen,
}

impl Marker {
    /// The character written for the marker.
    pub const fn char(self) -> char {
        match self {
            Marker::Move => '-',
            Marker::Capture => 'x',
            Marker::Escape => '~',
            Marker::Fallen => '*',
        }
    }

    const fn from_char(c: u8) -> Option<Marker> {
        match c {
            b'-' => Some(Marker::Move),
            b'x' => Some(Marker::Capture),
            b'~' => Some(Marker::Escape),
            b'*' => Some(Marker::Fallen),
            _ => None,
        }
    }
}

/// The marker's character, as in move text.
///
/// ```
/// use jetan::Marker;
/// assert_eq!(Marker::Capture.to_string(), "x");
/// assert_eq!(Marker::Fallen.to_string(), "*");
/// ```
impl fmt::Display for Marker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.char(), f)
    }
}

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
        match self.marker {
            Marker::Escape => Move::escape(self.from, self.to),
            Marker::Fallen => Move::fallen(self.from, self.to),
            Marker::Move | Marker::Capture => Move::new(self.from, self.to),
        }
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

/// Move text that follows neither the coordinate nor the algebraic form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveSyntaxError {
    /// Nothing was written.
    #[error("empty move text")]
    Empty,
    /// A piece letter written in lowercase (`nb2-b3`).
    #[error("piece letter {0:?} must be uppercase in move text")]
    LowercaseLetter(char),
    /// Algebraic text was expected, and the piece letter is missing.
    #[error("algebraic move text starts with a piece letter (C, P, F, D, A, W, T, N)")]
    MissingLetter,
    /// An uppercase letter that names no piece.
    #[error("{0:?} is not a piece letter (C, P, F, D, A, W, T, N)")]
    UnknownLetter(char),
    /// The from-square is missing or misspelt.
    #[error("expected the from-square (a1 to j10)")]
    BadFrom,
    /// The from-square is written as a square that is not on the board
    /// (`k1`, `e11`).
    #[error("the from-square is not on the board (files a to j, ranks 1 to 10)")]
    FromOffBoard,
    /// No `-`, `x`, `~` or `*` after the from-square of an algebraic move.
    #[error("expected '-', 'x', '~' or '*' after the from-square")]
    BadMarker,
    /// `-` or `x` without a piece letter (`e2-e3`).
    #[error("'-' and 'x' belong to the algebraic form, which starts with the piece letter")]
    MarkerWithoutLetter,
    /// The to-square is missing or misspelt.
    #[error("expected the to-square (a1 to j10)")]
    BadTo,
    /// The to-square is written as a square that is not on the board
    /// (`e2e11`).
    #[error("the to-square is not on the board (files a to j, ranks 1 to 10)")]
    ToOffBoard,
    /// Something follows the to-square.
    #[error("unexpected text after the to-square")]
    Trailing,
    /// From- and to-square are the same.
    #[error("a move must change square")]
    SameSquare,
}

/// Why move text does not name a legal move of a position: text that
/// follows neither form, a move that is not legal (in the words of
/// [`Position::play`], [`IllegalMove`]), or legal text whose letter or
/// marker does not fit the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveTextError {
    /// The text follows neither form.
    #[error(transparent)]
    Syntax(#[from] MoveSyntaxError),
    /// The move is not legal, for the reason that [`Position::play`] gives.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// The letter does not name the piece on the from-square.
    #[error("{written} written, but a {found} stands on {square}")]
    WrongPiece {
        /// The from-square.
        square: Square,
        /// The kind the text names.
        written: Role,
        /// The kind that stands there.
        found: Role,
    },
    /// A capture written with `-`.
    #[error("{0} captures: write 'x', not '-'")]
    CaptureNotMarked(Move),
    /// A move onto an empty square written with `x`.
    #[error("{0} captures nothing: write '-', not 'x'")]
    NotACapture(Move),
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
    let (from, used) = Square::read_prefix(rest).map_err(|e| match e {
        NoSquare::Missing => MoveSyntaxError::BadFrom,
        NoSquare::OffBoard => MoveSyntaxError::FromOffBoard,
    })?;
    let rest = &rest[used..];
    let marker = rest.first().and_then(|&c| Marker::from_char(c));
    let rest = if marker.is_some() { &rest[1..] } else { rest };
    match (role, marker) {
        (Some(_), None) => return Err(MoveSyntaxError::BadMarker),
        (None, Some(Marker::Move | Marker::Capture)) => {
            return Err(MoveSyntaxError::MarkerWithoutLetter);
        }
        _ => {}
    }
    let (to, used) = Square::read_prefix(rest).map_err(|e| match e {
        NoSquare::Missing => MoveSyntaxError::BadTo,
        NoSquare::OffBoard => MoveSyntaxError::ToOffBoard,
    })?;
    if used != rest.len() {
        return Err(MoveSyntaxError::Trailing);
    }
    if from == to {
        return Err(MoveSyntaxError::SameSquare);
    }
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
    /// ```
    /// use jetan::{IllegalMove, MoveTextError, Position};
    /// let pos = Position::default();
    /// assert!(pos.parse_move("Pf1~c5").unwrap().is_escape());
    /// assert!(matches!(pos.parse_move("Nb2xb3"), Err(MoveTextError::NotACapture(_))));
    /// assert_eq!(
    ///     pos.parse_move("e5e6"),
    ///     Err(MoveTextError::Illegal(IllegalMove::NoPiece("e5".parse().unwrap())))
    /// );
    /// ```
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        let w = parse_text(text)?;
        let m = match w.marker {
            Some(Marker::Escape) => Move::escape(w.from, w.to),
            Some(Marker::Fallen) => Move::fallen(w.from, w.to),
            _ => Move::new(w.from, w.to),
        };
        resolve(self, w.role, m, w.marker)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn markers_display_as_move_text_writes_them() {
        // NOTATION.md: `-` for a move, `x` for a capture, `~` for an escape.
        for (marker, text) in [
            (Marker::Move, "-"),
            (Marker::Capture, "x"),
            (Marker::Escape, "~"),
        ] {
            assert_eq!(marker.to_string(), text);
            assert_eq!(Marker::from_char(text.as_bytes()[0]), Some(marker));
        }
    }
}
