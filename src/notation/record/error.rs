//! What can be wrong with a record, and where.

use super::{GameResult, ParseResultError, ResultConflict, Tag, UnknownTagError};
use crate::notation::{MoveTextError, PositionError};
use crate::rules::ParseRulesError;
use crate::types::Color;
use alloc::string::String;

/// Why a record could not be read, and where.
///
/// Line and column count in the whole text that was read, so that with
/// several games in one text ([`parse_all`](super::parse_all)) they point
/// into that text, not into the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}, line {line}, column {column}: {kind}")]
pub struct ParseRecordError {
    /// The game of the text, from 1 (always 1 for
    /// [`Record::from_str`](core::str::FromStr::from_str), which reads one
    /// game).
    pub game: usize,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RecordErrorKind {
    /// A character that the grammar does not allow here.
    #[error("expected {0}")]
    Expected(&'static str),
    /// A quoted value without its closing quote.
    #[error("the quoted value is not closed")]
    UnclosedValue,
    /// A backslash before a character other than `"` or `\`.
    #[error("'\\' may only come before '\"' or '\\', not {0:?}")]
    BadEscape(char),
    /// A `{` that opens a comment without its `}`.
    #[error("the comment is not closed: '{{' needs its '}}'")]
    UnclosedComment,
    /// A `}` outside a comment.
    #[error("'}}' without the '{{' that opens the comment")]
    UnopenedComment,
    /// A tag name that the format does not have.
    #[error(transparent)]
    UnknownTag(UnknownTagError),
    /// A tag given twice.
    #[error("tag {0} is given twice")]
    DuplicateTag(Tag),
    /// A `First` value other than `Black` or `Orange`.
    #[error("First must be \"Black\" or \"Orange\", not {0:?}")]
    BadFirst(String),
    /// A `Duels` value other than `fair`, `values` or `ask`.
    #[error("Duels must be \"fair\", \"values\" or \"ask\", not {0:?}")]
    BadDuels(String),
    /// A `Rules` value that is not rule text.
    #[error("bad Rules: {0}")]
    BadRules(ParseRulesError),
    /// A `Position` value that is not a position.
    #[error("bad Position: {0}")]
    BadPosition(PositionError),
    /// `First` and the side to move of `Position` differ.
    #[error("First is {first}, but {to_move} is to move in Position")]
    FirstDisagrees {
        /// The `First` tag.
        first: Color,
        /// The side to move of the `Position` tag.
        to_move: Color,
    },
    /// A `Result` value that is not a result, or a word of the movetext
    /// that can only be meant as one (it starts with a digit, `*` or `½`
    /// and is not a move number: `2-0`, `1/2`).
    #[error(transparent)]
    BadResult(ParseResultError),
    /// A move number that is not the one of the position.
    #[error("move number {written:?} where {expected:?} was due")]
    BadMoveNumber {
        /// The token.
        written: String,
        /// The number indication the position calls for.
        expected: String,
    },
    /// A move that cannot be played.
    #[error("move {number} ({side}) {text:?}: {error}")]
    Move {
        /// The move number.
        number: u32,
        /// The side that was to make it.
        side: Color,
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        error: MoveTextError,
    },
    /// The movetext does not end with a result.
    #[error("the movetext must end with a result (1-0, 0-1, 1/2-1/2 or *)")]
    MissingResult,
    /// Something other than comments follows the result of a text read
    /// as one record.
    #[error(
        "nothing but comments may follow the result (read several games with record::parse_all)"
    )]
    TextAfterResult,
    /// The result token and the `Result` tag differ.
    #[error("the movetext ends in {movetext}, but the Result tag says {tag}")]
    ResultDisagrees {
        /// The `Result` tag.
        tag: GameResult,
        /// The result token.
        movetext: GameResult,
    },
    /// The result contradicts how the moves ended the game.
    #[error(transparent)]
    ResultConflict(ResultConflict),
}
