//! Several games in one text: where each game's text ends, and an iterator
//! that reads them in turn.

use super::cursor::At;
use super::lexer::{Lexer, TagPair, Token, Word};
use super::parse::parse_game;
use super::{ParseRecordError, Record};
use alloc::vec::Vec;
use core::fmt;
use core::iter::FusedIterator;

/// What stands before the movetext: tag pairs and comments.
pub(super) enum HeadToken<'a> {
    Tag(TagPair<'a>),
    Comment(&'a str),
}

/// What stands in the movetext before its result.
pub(super) enum BodyToken<'a> {
    /// A move number indication (see [`Word::Number`]).
    Number(&'a str),
    /// A move, legal or not.
    Move(&'a str),
    Comment(&'a str),
    /// A `}` outside a comment.
    CommentEnd,
}

/// One game's text, as tokens in the order they stand.
pub(super) struct GameText<'a> {
    pub(super) head: Vec<(HeadToken<'a>, At)>,
    pub(super) body: Vec<(BodyToken<'a>, At)>,
    /// The word that ended the movetext: a result, or text that can only be
    /// meant as one. `None` when the text or the game ended first.
    pub(super) result: Option<(&'a str, At)>,
    /// The comments after the result.
    pub(super) tail: Vec<(&'a str, At)>,
    /// Where the game's text ends: the next game's tag section or the end
    /// of the text.
    pub(super) end: At,
}

/// Takes the next game's tokens: tag pairs and comments; then words and
/// comments up to a word that ends the movetext (a result, or text meant
/// as one) or up to a tag pair (the next game's, when this one lacks its
/// result); then the comments after the result. `None` when only white
/// space is left. An error of the text's grammar (an unclosed comment, a
/// broken tag pair) is answered as it is: after it, where games start is
/// unknown.
pub(super) fn next_game<'a>(
    lexer: &mut Lexer<'a>,
) -> Option<Result<GameText<'a>, ParseRecordError>> {
    lexer.peek()?;
    Some(take_game(lexer))
}

fn take_game<'a>(lexer: &mut Lexer<'a>) -> Result<GameText<'a>, ParseRecordError> {
    let mut head = Vec::new();
    while let Some((token, at)) = lexer.next().transpose()? {
        match token {
            Token::Tag(pair) => head.push((HeadToken::Tag(pair), at)),
            Token::Comment(text) => head.push((HeadToken::Comment(text), at)),
            movetext @ (Token::Word(_) | Token::CommentEnd) => {
                lexer.unread(movetext, at);
                break;
            }
        }
    }
    let mut body = Vec::new();
    let mut result = None;
    while let Some((token, at)) = lexer.next().transpose()? {
        match token {
            Token::Word(word) => match Word::of(word) {
                Word::Result => {
                    result = Some((word, at));
                    break;
                }
                Word::Number => body.push((BodyToken::Number(word), at)),
                Word::Move => body.push((BodyToken::Move(word), at)),
            },
            Token::Comment(text) => body.push((BodyToken::Comment(text), at)),
            Token::CommentEnd => body.push((BodyToken::CommentEnd, at)),
            // The next game's tag section: this one lacks its result.
            tag @ Token::Tag(_) => {
                lexer.unread(tag, at);
                break;
            }
        }
    }
    let mut tail = Vec::new();
    if result.is_some() {
        // Only the comments: an error after them is the next game's.
        while let Some(Ok((Token::Comment(_), _))) = lexer.peek() {
            if let Some(Ok((Token::Comment(text), at))) = lexer.next() {
                tail.push((text, at));
            }
        }
    }
    let end = match lexer.peek() {
        Some(Ok((_, at))) => *at,
        _ => lexer.end_at(),
    };
    Ok(GameText {
        head,
        body,
        result,
        tail,
        end,
    })
}

/// Reads every record of a text, one after another (see [`Records`]).
///
/// ```
/// use jetan::record;
/// let text = "[Event \"one\"] 1. Nb2-b3 *\n\n[Event \"two\"] 1. Nb2-b5 *\n\n1. b2b3 1-0\n";
/// let games: Vec<_> = record::parse_all(text).collect();
/// assert_eq!(games.len(), 3);
/// assert_eq!(games[0].as_ref().unwrap().event, "one");
/// // The second game's move is illegal: the error names the game (from 1),
/// // the line and the column.
/// let err = games[1].as_ref().unwrap_err();
/// assert_eq!((err.game, err.line, err.column), (2, 3, 18));
/// assert!(games[2].is_ok());
/// ```
pub fn parse_all(text: &str) -> Records<'_> {
    Records {
        lexer: Lexer::new(text),
        games: 0,
        stopped: false,
    }
}

/// The records of a text, read one after another: an iterator of
/// `Result<Record, ParseRecordError>`, made by [`parse_all`].
///
/// Games follow each other as in a PGN file: a game ends after its result
/// token and the comments that follow it, and the next game starts with
/// its tag section (or, without tags, its first move). The records between
/// need no blank line.
///
/// Each error says which game it is in, counted **from 1** in
/// [`ParseRecordError::game`], with the line and column in the whole text.
/// A game that cannot be read (an illegal move, a bad tag) is answered with
/// its error and reading goes on with the next game. An error of the
/// text's grammar is the last item, since after it where games start is
/// unknown: a `{` or a quoted tag value that is never closed, a tag pair
/// without its `"` or `]`, a bad escape; such an error after a game's
/// result (and its closed comments) counts as the next game's. A game
/// without its result ends
/// where the next tag section starts, with a
/// [`MissingResult`](super::RecordErrorKind::MissingResult) error.
pub struct Records<'a> {
    lexer: Lexer<'a>,
    /// How many games have been answered.
    games: usize,
    /// Whether an error of the text's grammar ended the reading.
    stopped: bool,
}

impl Iterator for Records<'_> {
    type Item = Result<Record, ParseRecordError>;

    fn next(&mut self) -> Option<Result<Record, ParseRecordError>> {
        if self.stopped {
            return None;
        }
        let game = next_game(&mut self.lexer)?;
        self.games += 1;
        self.stopped = game.is_err();
        let game_number = self.games;
        Some(game.and_then(parse_game).map_err(|e| ParseRecordError {
            game: game_number,
            ..e
        }))
    }
}

impl FusedIterator for Records<'_> {}

impl fmt::Debug for Records<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Records")
            .field("games", &self.games)
            .field("stopped", &self.stopped)
            .finish_non_exhaustive()
    }
}
