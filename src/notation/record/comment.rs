//! Comments in a record: `{ ... }` between tokens, as in PGN, and where
//! each one stands.

use alloc::string::String;
use core::fmt;

/// Where a comment stands in a record, relative to the moves.
///
/// The reader attaches each comment to the place it stands at in the text;
/// the formatter writes it back there. Places are ordered as the text runs:
/// `Start`, then `AfterMove(0)`, `AfterMove(1)`, ..., then `AfterResult`.
///
/// | the comment stands | place |
/// |---|---|
/// | before the tag section, between tag pairs, or after the tags and before the first move | `Start` |
/// | after the move `game().moves()[i]` (and before the next move, or before the result) | `AfterMove(i)` |
/// | after the result | `AfterResult` |
///
/// A move number between a comment and its move does not change its place:
/// in `1. Nb2-b3 { a } 1... Ne9-e8` the comment stands after move 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum CommentPlace {
    /// Before the first move.
    Start,
    /// After the move of this index in [`Game::moves`](crate::Game::moves)
    /// (from 0).
    AfterMove(usize),
    /// After the result token.
    AfterResult,
}

impl fmt::Display for CommentPlace {
    /// Where, in words: `before the first move`, `after move index 3`,
    /// `after the result`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommentPlace::Start => f.write_str("before the first move"),
            CommentPlace::AfterMove(i) => write!(f, "after move index {i}"),
            CommentPlace::AfterResult => f.write_str("after the result"),
        }
    }
}

/// A comment of a record and where it stands.
///
/// Its text is what stood between `{` and `}`, without the white space at
/// either end (line breaks inside are kept); it never contains `}`, which
/// would end it. The formatter writes it as `{ text }` (`{}` when empty).
///
/// ```
/// use jetan::{CommentPlace, Record};
/// let text = "{ A short game. } 1. Nb2-b3 {the Panthan\n  opens a file} *";
/// let record: Record = text.parse().unwrap();
/// let comments = record.comments();
/// assert_eq!(comments[0].place, CommentPlace::Start);
/// assert_eq!(comments[0].text, "A short game.");
/// assert_eq!(comments[1].place, CommentPlace::AfterMove(0));
/// assert_eq!(comments[1].text, "the Panthan\n  opens a file");
/// assert!(record.to_string().ends_with(
///     "\n\n{ A short game. } 1. Nb2-b3 { the Panthan\n  opens a file } *\n"
/// ));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Comment {
    /// Where it stands.
    pub place: CommentPlace,
    /// What it says.
    pub text: String,
}

/// Why a comment cannot be added to a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CommentError {
    /// The text holds `}`, which would end the comment early in the text
    /// form (PGN comments have no escape).
    #[error("a comment may not contain '}}'")]
    ClosingBrace,
    /// `AfterMove(index)` for a game with no move of that index.
    #[error("no move of index {index}: the game has {moves} moves")]
    NoSuchMove {
        /// The index asked for.
        index: usize,
        /// How many moves the game has.
        moves: usize,
    },
}
