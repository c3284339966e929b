//! Game records: a text format for a whole game, after chess's PGN.
//!
//! # The format
//!
//! A record is a **tag section** and then the **movetext**:
//!
//! ```text
//! [Event "Casual game"]
//! [Site "Manator"]
//! [Date "1922.??.??"]
//! [Black "Tara"]
//! [Orange "Gahan"]
//! [First "Black"]
//! [Rules ""]
//! [Result "*"]
//!
//! 1. Nb2-b3 Ne9-e8 2. Fd1-e4 Nb9-b8 *
//! ```
//!
//! ## Tag section
//! Each tag pair is `[`, a name, a space, a quoted value and `]`. Inside
//! the quotes, `\"` stands for a quote and `\\` for a backslash; every other
//! character stands for itself (line breaks included). The names, each at
//! most once, in any order when reading:
//!
//! | name | value | when absent |
//! |---|---|---|
//! | `Event`, `Site`, `Date`, `Black`, `Orange` | free text (the players under `Black` and `Orange`; a date as `YYYY.MM.DD`, `??` for what is unknown) | `?` |
//! | `First` | the side that moved first: `Black` or `Orange` | the side to move in `Position`, else `Black` |
//! | `Rules` | the rule options in the text form of [`Rules`](crate::Rules) (`thoat=jumping,escape=none`); empty for the defaults | the defaults |
//! | `Duels` | how the duels were decided ([`Duels`](crate::Duels): `fair`, `values` or `ask`), under `capture=duel` | unknown (written only when known) |
//! | `Position` | the start position in position text (NOTATION.md), read under `Rules` | the start position of the rules' set-up with `First` to move |
//! | `Result` | the result (below) | the result that ends the movetext |
//! | `Termination` | how the game ended when the rules did not end it, in words (`Black resigned`, `drawn by agreement`) | `?` (written only when known) |
//!
//! A `First` that names another side than the `Position`'s side to move is
//! an error, and so is a name not in the table ([`Tag`] lists them): the
//! format has no tags of its own choosing, so that a misspelt name is
//! reported rather than lost.
//!
//! ## Movetext
//! Tokens separated by white space (spaces, tabs, line breaks):
//! - **moves**, in algebraic form (`Nb2-b3`, `Fd1xe4`, `Pf1~c5`) or
//!   coordinate form (`b2b3`, `f1~c5`), each legal where it is played;
//! - **move numbers**, optional: `N.` before a Black move and `N...` before
//!   an Orange move, where N is the move number of the position (the start
//!   is 1, and it grows after each Orange move, so a Black move and the
//!   Orange move after it share a number). As in PGN, a number may be
//!   followed by its move without a space (`1.Nb2-b3`);
//! - the **result**, once, as the last token: `1-0` Black won, `0-1` Orange
//!   won, `1/2-1/2` drawn, `*` unfinished (Black's score is written first,
//!   as Black is the first side of the tag section). It must agree with the
//!   `Result` tag, and, when the moves end the game by the rules (RULES.md
//!   section 6), with that end. A game that the rules have not ended may
//!   carry any result: the players may have agreed it. Moves start with a
//!   letter, so a token that starts with a digit, `*` or `½` and is not a
//!   move number (`2-0`, `1/2`) is read as a result, and refused as a bad
//!   one.
//!
//! ## Comments
//! As in PGN, a **comment** is `{`, any text without `}`, and `}`. It may
//! stand anywhere between tokens: before or between the tag pairs, between
//! the tags and the moves, between moves, after the result (it needs no
//! white space around it). The reader keeps each comment with its place
//! ([`Comment`], [`CommentPlace`]): before the first move (a comment in the
//! tag section counts as one), after a given move, or after the result; the
//! formatter writes it back there.
//!
//! ## Several games
//! A text may hold several records one after another, as a PGN file does;
//! [`parse_all`] reads them in turn and each error names its game (from 1)
//! as well as the line and column. A record's comments run up to the next
//! game's tag section or first move. [`Record`]'s `FromStr` reads a text of
//! one game.
//!
//! ## Canonical form
//! Formatting writes the tags in the order of the table, each on its own
//! line, `Position` only when the start is not the standard one; then an
//! empty line; then the movetext with algebraic moves, a number before every
//! Black move, before an Orange move that opens the game and before an
//! Orange move that follows a comment, comments as `{ text }` where they
//! stand, tokens separated by single spaces and wrapped so that no line
//! passes 80 characters (a longer token stands alone; a comment keeps its
//! own line breaks); then a line break. Reading and formatting round-trip:
//! `format(parse(s)) == s` for canonical text and `parse(format(r)) == r`
//! for every record.
//!
//! ## Errors
//! A record that cannot be read is refused with the line and column (both
//! from 1, columns counted in characters) where the problem is, and what it
//! is; an illegal move is refused at that move, with its number and side.
//!
//! ```
//! use jetan::{GameResult, Record};
//! let text = "[Black \"Tara\"]\n[Orange \"Gahan\"]\n\n1. Nb2-b3 Ne9-e8 2. Fd1-e4 *\n";
//! let record: Record = text.parse().unwrap();
//! assert_eq!(record.black, "Tara");
//! assert_eq!(record.game().moves().len(), 3);
//! assert_eq!(record.result(), GameResult::Unfinished);
//!
//! let bad = "[First \"Black\"]\n\n1. Nb2-b3 Ne9-e8 2. Nb3-b5 *\n";
//! let err = bad.parse::<Record>().unwrap_err();
//! assert_eq!((err.line, err.column), (3, 21));
//! ```

mod comment;
mod cursor;
mod error;
mod format;
mod game_text;
mod lexer;
mod parse;
mod records;
mod result;
mod tag;

pub use comment::{Comment, CommentError, CommentPlace};
pub use error::{ParseRecordError, RecordErrorKind};
pub use records::{Records, parse_all};
pub use result::{GameResult, ParseResultError, ResultConflict};
pub use tag::{Tag, UnknownTagError};

use crate::game::Game;
use crate::rules::Duels;
use alloc::string::String;
use alloc::vec::Vec;
use result::check_result;

/// A game with its tags: who played it, where and when, and its result.
///
/// ```
/// use jetan::{Game, GameResult, Record};
/// let mut game = Game::default();
/// game.play_text("Nb2-b3").unwrap();
/// let mut record = Record::new(game);
/// record.black = "Tara".into();
/// record.set_result(GameResult::OrangeWon).unwrap(); // Black resigned
/// let text = record.to_string();
/// assert!(text.ends_with("\n\n1. Nb2-b3 0-1\n"));
/// assert_eq!(text.parse::<Record>().unwrap(), record);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The `Event` tag.
    pub event: String,
    /// The `Site` tag.
    pub site: String,
    /// The `Date` tag.
    pub date: String,
    /// The `Black` tag: who played Black.
    pub black: String,
    /// The `Orange` tag: who played Orange.
    pub orange: String,
    /// The `Duels` tag: how the duels were decided, if known.
    pub duels: Option<Duels>,
    /// The `Termination` tag: how the game ended when the rules did not
    /// end it, in words (`?` when unknown, and then left out).
    pub termination: String,
    game: Game,
    result: GameResult,
    /// In the order of their places.
    comments: Vec<Comment>,
}

pub(crate) const UNKNOWN: &str = "?";

impl Record {
    /// A record of `game` with unknown tags (`?`) and the result the rules
    /// give (`*` while the game goes on).
    pub fn new(game: Game) -> Record {
        let result = GameResult::from_outcome(game.outcome());
        Record {
            event: UNKNOWN.into(),
            site: UNKNOWN.into(),
            date: UNKNOWN.into(),
            black: UNKNOWN.into(),
            orange: UNKNOWN.into(),
            duels: None,
            termination: UNKNOWN.into(),
            game,
            result,
            comments: Vec::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, leaving the tags behind.
    pub fn into_game(self) -> Game {
        self.game
    }

    /// The recorded result.
    pub fn result(&self) -> GameResult {
        self.result
    }

    /// Sets the result, unless the rules ended the game otherwise. A game
    /// that goes on may take any result (a resignation, an agreed draw).
    pub fn set_result(&mut self, result: GameResult) -> Result<(), ResultConflict> {
        check_result(&self.game, result)?;
        self.result = result;
        Ok(())
    }
}

impl Record {
    /// The comments, in the order they stand in the text.
    pub fn comments(&self) -> &[Comment] {
        &self.comments
    }

    /// Adds a comment at `place`, after the comments already there. The
    /// text is kept without the white space at its ends, as the reader
    /// keeps it, so that the record reads back the same.
    ///
    /// ```
    /// use jetan::{CommentError, CommentPlace, Game, Record};
    /// let mut game = Game::default();
    /// game.play_text("Nb2-b3").unwrap();
    /// let mut record = Record::new(game);
    /// record.add_comment(CommentPlace::AfterMove(0), " opens the b-file ").unwrap();
    /// record.add_comment(CommentPlace::Start, "Casual game.").unwrap();
    /// assert!(record.to_string().ends_with("\n{ Casual game. } 1. Nb2-b3 { opens the b-file } *\n"));
    /// assert_eq!(
    ///     record.add_comment(CommentPlace::AfterMove(1), "no such move"),
    ///     Err(CommentError::NoSuchMove { index: 1, moves: 1 })
    /// );
    /// assert_eq!(record.add_comment(CommentPlace::Start, "}"), Err(CommentError::ClosingBrace));
    /// ```
    pub fn add_comment(&mut self, place: CommentPlace, text: &str) -> Result<(), CommentError> {
        if text.contains('}') {
            return Err(CommentError::ClosingBrace);
        }
        let moves = self.game.moves().len();
        if let CommentPlace::AfterMove(index) = place {
            if index >= moves {
                return Err(CommentError::NoSuchMove { index, moves });
            }
        }
        let at = self.comments.partition_point(|c| c.place <= place);
        let comment = Comment {
            place,
            text: text.trim().into(),
        };
        self.comments.insert(at, comment);
        Ok(())
    }

    /// Removes every comment.
    pub fn clear_comments(&mut self) {
        self.comments.clear();
    }
}
