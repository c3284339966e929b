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
//! | `Rules` | the rule options in the text form of [`Rules`] (`thoat=jumping,escape=none`); empty for the defaults | the defaults |
//! | `Position` | the start position in position text (NOTATION.md), read under `Rules` | the start position of the rules' set-up with `First` to move |
//! | `Result` | the result (below) | the result that ends the movetext |
//!
//! A `First` that names another side than the `Position`'s side to move is
//! an error, and so is a name not in the table.
//!
//! ## Movetext
//! Tokens separated by white space (spaces, tabs, line breaks):
//! - **moves**, in algebraic form (`Nb2-b3`, `Fd1xe4`, `Pf1~c5`) or
//!   coordinate form (`b2b3`, `f1~c5`), each legal where it is played;
//! - **move numbers**, optional: `N.` before a Black move and `N...` before
//!   an Orange move, where N is the move number of the position (the start
//!   is 1, and it grows after each Orange move, so a Black move and the
//!   Orange move after it share a number);
//! - the **result**, once, as the last token: `1-0` Black won, `0-1` Orange
//!   won, `1/2-1/2` drawn, `*` unfinished (Black's score is written first,
//!   as Black is the first side of the tag section). It must agree with the
//!   `Result` tag, and, when the moves end the game by the rules (RULES.md
//!   section 6), with that end. A game that the rules have not ended may
//!   carry any result: the players may have agreed it.
//!
//! ## Canonical form
//! Formatting writes the tags in the order of the table, each on its own
//! line, `Position` only when the start is not the standard one; then an
//! empty line; then the movetext with algebraic moves, a number before every
//! Black move and before an Orange move that opens the game, tokens
//! separated by single spaces and wrapped so that no line passes 80
//! characters (a longer token stands alone); then a line break. Reading and
//! formatting round-trip: `format(parse(s)) == s` for canonical text and
//! `parse(format(r)) == r` for every record.
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

use crate::{Color, Game, MoveTextError, Outcome, ParseRulesError, Position, PositionError, Rules};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

/// How a recorded game ended, as its record says.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameResult {
    /// `1-0`.
    BlackWon,
    /// `0-1`.
    OrangeWon,
    /// `1/2-1/2`.
    Drawn,
    /// `*`: the game goes on, or how it ended is unknown.
    Unfinished,
}

impl GameResult {
    /// The result that an end of the game by the rules gives (`Unfinished`
    /// for `None`).
    pub const fn from_outcome(outcome: Option<Outcome>) -> GameResult {
        match outcome {
            None => GameResult::Unfinished,
            Some(Outcome::Draw(_)) => GameResult::Drawn,
            Some(Outcome::Win {
                winner: Color::Black,
                ..
            }) => GameResult::BlackWon,
            Some(Outcome::Win {
                winner: Color::Orange,
                ..
            }) => GameResult::OrangeWon,
        }
    }

    /// The result's token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::BlackWon => "1-0",
            GameResult::OrangeWon => "0-1",
            GameResult::Drawn => "1/2-1/2",
            GameResult::Unfinished => "*",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Text that is not a result token.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a result (1-0, 0-1, 1/2-1/2 or *)")]
pub struct ParseResultError(pub String);

impl FromStr for GameResult {
    type Err = ParseResultError;

    fn from_str(s: &str) -> Result<GameResult, ParseResultError> {
        Ok(match s {
            "1-0" => GameResult::BlackWon,
            "0-1" => GameResult::OrangeWon,
            "1/2-1/2" => GameResult::Drawn,
            "*" => GameResult::Unfinished,
            _ => return Err(ParseResultError(s.into())),
        })
    }
}

/// A result that contradicts how the rules ended the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("result {written} contradicts the end of the game ({outcome})")]
pub struct ResultConflict {
    /// The result given.
    pub written: GameResult,
    /// How the rules ended the game.
    pub outcome: Outcome,
}

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
    game: Game,
    result: GameResult,
}

const UNKNOWN: &str = "?";

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
            game,
            result,
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

fn check_result(game: &Game, written: GameResult) -> Result<(), ResultConflict> {
    match game.outcome() {
        Some(outcome) if GameResult::from_outcome(Some(outcome)) != written => {
            Err(ResultConflict { written, outcome })
        }
        _ => Ok(()),
    }
}

/// Why a record could not be read, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct ParseRecordError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
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
    /// A tag name that the format does not have.
    #[error("unknown tag {0:?} (Event, Site, Date, Black, Orange, First, Rules, Position, Result)")]
    UnknownTag(String),
    /// A tag given twice.
    #[error("tag {0} is given twice")]
    DuplicateTag(String),
    /// A `First` value other than `Black` or `Orange`.
    #[error("First must be \"Black\" or \"Orange\", not {0:?}")]
    BadFirst(String),
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
    /// A result token or `Result` value that is not a result.
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
    /// Something follows the result.
    #[error("nothing may follow the result")]
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

/// A character cursor that knows its line and column.
struct Cursor<'a> {
    rest: &'a str,
    line: usize,
    column: usize,
}

/// Where something was read: line and column.
#[derive(Clone, Copy)]
struct At(usize, usize);

impl At {
    fn error(self, kind: RecordErrorKind) -> ParseRecordError {
        ParseRecordError {
            line: self.0,
            column: self.1,
            kind,
        }
    }
}

impl<'a> Cursor<'a> {
    fn at(&self) -> At {
        At(self.line, self.column)
    }

    fn peek(&self) -> Option<char> {
        self.rest.chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.rest = &self.rest[c.len_utf8()..];
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn expect(&mut self, c: char, what: &'static str) -> Result<(), ParseRecordError> {
        if self.peek() == Some(c) {
            self.bump();
            Ok(())
        } else {
            Err(self.at().error(RecordErrorKind::Expected(what)))
        }
    }

    /// The characters up to the next white space.
    fn word(&mut self) -> &'a str {
        let len = self
            .rest
            .find(char::is_whitespace)
            .unwrap_or(self.rest.len());
        let (word, _) = self.rest.split_at(len);
        for _ in word.chars() {
            self.bump();
        }
        word
    }

    fn quoted(&mut self) -> Result<String, ParseRecordError> {
        let open = self.at();
        self.expect('"', "'\"' to open the tag value")?;
        let mut value = String::new();
        loop {
            let at = self.at();
            match self.bump() {
                // Where the value opened says more than the end of the text.
                None => return Err(open.error(RecordErrorKind::UnclosedValue)),
                Some('"') => return Ok(value),
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    Some(c) => return Err(at.error(RecordErrorKind::BadEscape(c))),
                    None => return Err(open.error(RecordErrorKind::UnclosedValue)),
                },
                Some(c) => value.push(c),
            }
        }
    }
}

const TAG_NAMES: [&str; 9] = [
    "Event", "Site", "Date", "Black", "Orange", "First", "Rules", "Position", "Result",
];

/// A tag value and where it starts.
struct Tag {
    value: String,
    at: At,
}

/// Reads the tag section: each known tag's value, by the index of its name.
fn read_tags(cur: &mut Cursor) -> Result<[Option<Tag>; 9], ParseRecordError> {
    let mut tags: [Option<Tag>; 9] = Default::default();
    cur.skip_space();
    while cur.peek() == Some('[') {
        cur.bump();
        cur.skip_space();
        let name_at = cur.at();
        let name = cur.word_until(|c| !c.is_ascii_alphanumeric() && c != '_');
        let index = TAG_NAMES
            .iter()
            .position(|&n| n == name)
            .ok_or_else(|| name_at.error(RecordErrorKind::UnknownTag(name.into())))?;
        if tags[index].is_some() {
            return Err(name_at.error(RecordErrorKind::DuplicateTag(name.into())));
        }
        cur.skip_space();
        let at = cur.at();
        let value = cur.quoted()?;
        cur.skip_space();
        cur.expect(']', "']' to close the tag pair")?;
        tags[index] = Some(Tag { value, at });
        cur.skip_space();
    }
    Ok(tags)
}

impl<'a> Cursor<'a> {
    /// The characters up to the first one for which `end` holds.
    fn word_until(&mut self, end: impl Fn(char) -> bool) -> &'a str {
        let len = self.rest.find(end).unwrap_or(self.rest.len());
        let (word, _) = self.rest.split_at(len);
        for _ in word.chars() {
            self.bump();
        }
        word
    }
}

/// The start position that the `First`, `Rules` and `Position` tags give.
fn start_position(tags: &[Option<Tag>; 9]) -> Result<Position, ParseRecordError> {
    let rules = match &tags[6] {
        None => Rules::default(),
        Some(t) => t
            .value
            .parse()
            .map_err(|e| t.at.error(RecordErrorKind::BadRules(e)))?,
    };
    let first = match &tags[5] {
        None => None,
        Some(t) => Some(match t.value.as_str() {
            "Black" => Color::Black,
            "Orange" => Color::Orange,
            _ => return Err(t.at.error(RecordErrorKind::BadFirst(t.value.clone()))),
        }),
    };
    let Some(t) = &tags[7] else {
        return Ok(Position::start_with(rules, first.unwrap_or(Color::Black)));
    };
    let pos = Position::from_text_with_rules(&t.value, rules)
        .map_err(|e| t.at.error(RecordErrorKind::BadPosition(e)))?;
    match (first, &tags[5]) {
        (Some(first), Some(f)) if first != pos.side_to_move() => {
            Err(f.at.error(RecordErrorKind::FirstDisagrees {
                first,
                to_move: pos.side_to_move(),
            }))
        }
        _ => Ok(pos),
    }
}

/// The move number indication that the position calls for: `N.` before a
/// Black move, `N...` before an Orange move.
fn number_token(pos: &Position) -> String {
    let dots = match pos.side_to_move() {
        Color::Black => ".",
        Color::Orange => "...",
    };
    alloc::format!("{}{}", pos.move_number(), dots)
}

/// Reads the movetext, playing each move, up to and including the result.
fn read_movetext(cur: &mut Cursor, game: &mut Game) -> Result<(GameResult, At), ParseRecordError> {
    loop {
        cur.skip_space();
        let at = cur.at();
        if cur.peek().is_none() {
            return Err(at.error(RecordErrorKind::MissingResult));
        }
        let word = cur.word();
        if let Ok(result) = word.parse::<GameResult>() {
            cur.skip_space();
            if cur.peek().is_some() {
                return Err(cur.at().error(RecordErrorKind::TextAfterResult));
            }
            return Ok((result, at));
        }
        if word.starts_with(|c: char| c.is_ascii_digit()) {
            let expected = number_token(game.position());
            if word != expected {
                let written = word.into();
                return Err(at.error(RecordErrorKind::BadMoveNumber { written, expected }));
            }
            continue;
        }
        let pos = *game.position();
        game.play_text(word).map_err(|error| {
            at.error(RecordErrorKind::Move {
                number: pos.move_number(),
                side: pos.side_to_move(),
                text: word.into(),
                error,
            })
        })?;
    }
}

impl FromStr for Record {
    type Err = ParseRecordError;

    /// Reads a record (see the [module docs](self) for the format).
    fn from_str(text: &str) -> Result<Record, ParseRecordError> {
        let mut cur = Cursor {
            rest: text,
            line: 1,
            column: 1,
        };
        let mut tags = read_tags(&mut cur)?;
        let mut game = Game::from_position(start_position(&tags)?);
        let (result, result_at) = read_movetext(&mut cur, &mut game)?;
        if let Some(t) = &tags[8] {
            let tag: GameResult = t
                .value
                .parse()
                .map_err(|e| t.at.error(RecordErrorKind::BadResult(e)))?;
            if tag != result {
                let kind = RecordErrorKind::ResultDisagrees {
                    tag,
                    movetext: result,
                };
                return Err(t.at.error(kind));
            }
        }
        check_result(&game, result)
            .map_err(|e| result_at.error(RecordErrorKind::ResultConflict(e)))?;
        let mut take = |i: usize| {
            tags[i]
                .take()
                .map_or_else(|| UNKNOWN.to_string(), |t| t.value)
        };
        Ok(Record {
            event: take(0),
            site: take(1),
            date: take(2),
            black: take(3),
            orange: take(4),
            game,
            result,
        })
    }
}

/// Writes `[Name "value"]` and a line break, escaping `"` and `\`.
fn write_tag(f: &mut fmt::Formatter<'_>, name: &str, value: &str) -> fmt::Result {
    write!(f, "[{name} \"")?;
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            f.write_str("\\")?;
        }
        write!(f, "{c}")?;
    }
    f.write_str("\"]\n")
}

/// The movetext tokens of `game`, ending with `result`.
fn movetext_tokens(game: &Game, result: GameResult) -> Vec<String> {
    let mut tokens = Vec::new();
    for (i, (&m, pos)) in game.moves().iter().zip(game.positions()).enumerate() {
        if i == 0 || pos.side_to_move() == Color::Black {
            tokens.push(number_token(pos));
        }
        // Every move of a game is legal where it was played.
        match pos.algebraic(m) {
            Some(a) => tokens.push(a.to_string()),
            None => tokens.push(m.to_string()),
        }
    }
    tokens.push(result.as_str().into());
    tokens
}

/// The longest movetext line that formatting writes.
const LINE_WIDTH: usize = 80;

impl fmt::Display for Record {
    /// The canonical text (see the [module docs](self)).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = &self.game;
        let first = game.first().to_string();
        let rules = game.rules().to_string();
        let values = [
            &self.event,
            &self.site,
            &self.date,
            &self.black,
            &self.orange,
        ];
        for (name, value) in TAG_NAMES.iter().zip(values) {
            write_tag(f, name, value)?;
        }
        write_tag(f, "First", &first)?;
        write_tag(f, "Rules", &rules)?;
        if *game.start() != Position::start_with(*game.rules(), game.first()) {
            write_tag(f, "Position", &game.start().to_string())?;
        }
        write_tag(f, "Result", self.result.as_str())?;
        f.write_str("\n")?;
        let mut width = 0;
        for token in movetext_tokens(game, self.result) {
            if width > 0 && width + 1 + token.len() > LINE_WIDTH {
                f.write_str("\n")?;
                width = 0;
            } else if width > 0 {
                f.write_str(" ")?;
                width += 1;
            }
            f.write_str(&token)?;
            width += token.len();
        }
        f.write_str("\n")
    }
}
