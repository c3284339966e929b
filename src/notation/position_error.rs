//! What can be wrong with position text: its grammar, or the position it
//! describes.

use crate::position::ValidationErrors;
use alloc::string::String;

/// Position text that does not follow the grammar of
/// [NOTATION.md](crate::notation_book#position-text). The errors that name a
/// field show the text found there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// Not three to five fields separated by single spaces.
    #[error("position text needs 3 to 5 fields separated by single spaces, found {found}")]
    FieldCount {
        /// How many fields there were.
        found: usize,
    },
    /// Two spaces in a row: fields are separated by a single space.
    #[error(
        "character {column}: two spaces in a row; position text separates its fields by a single space"
    )]
    DoubleSpace {
        /// Where the first of the two is, counted from 1 after the
        /// white space at the text's start, which is ignored.
        column: usize,
    },
    /// White space other than a space between or in the fields (a tab, a
    /// line break).
    #[error(
        "character {column}: {found:?} in position text, whose fields are separated by a single space"
    )]
    WhiteSpace {
        /// Where it is, counted from 1 after the white space at the text's
        /// start, which is ignored.
        column: usize,
        /// The character (`'\t'`, `'\n'`, ...).
        found: char,
    },
    /// The placement does not have ten ranks.
    #[error("the placement needs 10 ranks separated by '/', found {found}")]
    RankCount {
        /// How many there were.
        found: usize,
    },
    /// A character that is neither a piece letter nor a digit.
    #[error(
        "rank {rank}, character {column}: {found:?} is not a piece letter (CPFDAWTN, lowercase for Black) or a digit"
    )]
    BadCharacter {
        /// The rank's name as written, 1 to 10 (10 the first written), not
        /// [`Square::rank`](crate::Square::rank)'s index from 0.
        rank: u8,
        /// The character's place within the rank's text, from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// A run of empty squares that is not 1 to 10.
    #[error(
        "rank {rank}, character {column}: a run of empty squares must be 1 to 10, found {found:?}"
    )]
    BadRun {
        /// The rank's name as written, 1 to 10.
        rank: u8,
        /// Where the run starts within the rank's text, from 1.
        column: usize,
        /// The run's digits.
        found: String,
    },
    /// A rank that does not cover exactly ten squares.
    #[error("rank {rank} covers {squares} squares, not 10")]
    RankLength {
        /// The rank's name as written, 1 to 10.
        rank: u8,
        /// How many squares it covers (counted up to where it went over 10).
        squares: usize,
    },
    /// The side to move is not `b` or `o`.
    #[error("side to move must be 'b' or 'o', found {found:?}")]
    Side {
        /// The field as written.
        found: String,
    },
    /// The escapes field is not `bo`, `b`, `o` or `-`.
    #[error("escapes must be 'bo', 'b', 'o' or '-', found {found:?}")]
    Escapes {
        /// The field as written.
        found: String,
    },
    /// The material count is not a digit.
    #[error("the material count must be a digit from 0 to 9, found {found:?}")]
    Count {
        /// The field as written.
        found: String,
    },
    /// The move number is not a number from 1.
    #[error("the move number must be a whole number from 1, found {found:?}")]
    MoveNumber {
        /// The field as written.
        found: String,
    },
}

/// Position text that could not be read as a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The text does not follow the grammar.
    #[error(transparent)]
    Parse(#[from] ParsePositionError),
    /// The text parsed, but the position cannot occur in a game.
    #[error(transparent)]
    Invalid(#[from] ValidationErrors),
}
