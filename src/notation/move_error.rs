//! What can be wrong with move text: its syntax, and, read against a
//! position, the move it names.

use crate::position::IllegalMove;
use crate::types::{Move, Role, Square};

/// Move text that follows neither the coordinate nor the algebraic form:
/// the one syntax error of move text, whichever reader meets it.
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
    /// Algebraic text (`Nb2-b3`, `nb2-b3`, `e2-e3`) where only the
    /// coordinate form is read: by [`Move`]'s `FromStr`, which has no
    /// position to check the piece against.
    #[error(
        "only the coordinate form (e2e3, f1~c5, f8*e7) is read here; Position::parse_move reads the algebraic form (Ne2-e3)"
    )]
    Algebraic,
}

/// The error of [`Move`]'s `FromStr`: [`MoveSyntaxError`], under the name
/// it had when coordinate text had an error enum of its own.
pub type ParseMoveError = MoveSyntaxError;

/// Why move text does not name a legal move of a position: text that
/// follows neither form, a move that is not legal (in the words of
/// [`Position::play`](crate::Position::play), [`IllegalMove`]), or legal text whose letter or
/// marker does not fit the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveTextError {
    /// The text follows neither form.
    #[error(transparent)]
    Syntax(#[from] MoveSyntaxError),
    /// The move is not legal, for the reason that [`Position::play`](crate::Position::play) gives.
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
