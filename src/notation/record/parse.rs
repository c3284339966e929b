//! Reading one game's record from its tokens.

use super::cursor::At;
use super::format::number_token;
use super::game_text::{BodyToken, GameText, HeadToken, next_game};
use super::lexer::{Lexer, TagPair, Token};
use super::result::check_result;
use super::{
    Comment, CommentPlace, GameResult, ParseRecordError, ParseResultError, Record, RecordErrorKind,
    Tag, UNKNOWN,
};
use crate::game::Game;
use crate::position::Position;
use crate::rules::Rules;
use crate::types::Color;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::str::FromStr;

/// A tag value and where it starts.
struct TagValue {
    value: String,
    at: At,
}

/// The values of a tag section, by tag.
#[derive(Default)]
struct Tags([Option<TagValue>; Tag::ALL.len()]);

impl Tags {
    fn get(&self, tag: Tag) -> Option<&TagValue> {
        self.0[tag as usize].as_ref()
    }

    /// The tag's value as the record holds it: `?` when absent.
    fn take_text(&mut self, tag: Tag) -> String {
        self.0[tag as usize]
            .take()
            .map_or_else(|| UNKNOWN.to_string(), |t| t.value)
    }

    /// Reads one tag pair; a name not in the format, or given twice, is
    /// refused.
    fn read(&mut self, pair: TagPair) -> Result<(), ParseRecordError> {
        let tag: Tag = pair
            .name
            .parse()
            .map_err(|e| pair.name_at.error(RecordErrorKind::UnknownTag(e)))?;
        let slot = &mut self.0[tag as usize];
        if slot.is_some() {
            return Err(pair.name_at.error(RecordErrorKind::DuplicateTag(tag)));
        }
        *slot = Some(TagValue {
            value: pair.value,
            at: pair.value_at,
        });
        Ok(())
    }

    /// The start position that the `First`, `Rules` and `Position` tags
    /// give.
    fn start_position(&self) -> Result<Position, ParseRecordError> {
        let rules = match self.get(Tag::Rules) {
            None => Rules::default(),
            Some(t) => t
                .value
                .parse()
                .map_err(|e| t.at.error(RecordErrorKind::BadRules(e)))?,
        };
        let first = match self.get(Tag::First) {
            None => None,
            Some(t) => Some(match t.value.as_str() {
                "Black" => (Color::Black, t.at),
                "Orange" => (Color::Orange, t.at),
                _ => return Err(t.at.error(RecordErrorKind::BadFirst(t.value.clone()))),
            }),
        };
        let Some(t) = self.get(Tag::Position) else {
            let first = first.map_or(Color::Black, |(color, _)| color);
            return Ok(Position::start_with(rules, first));
        };
        let pos = Position::from_text_with_rules(&t.value, rules)
            .map_err(|e| t.at.error(RecordErrorKind::BadPosition(e)))?;
        match first {
            Some((first, at)) if first != pos.side_to_move() => {
                Err(at.error(RecordErrorKind::FirstDisagrees {
                    first,
                    to_move: pos.side_to_move(),
                }))
            }
            _ => Ok(pos),
        }
    }
}

/// Where a comment in the movetext of `game` stands: after its last move.
fn place_after_moves(game: &Game) -> CommentPlace {
    match game.moves().len() {
        0 => CommentPlace::Start,
        n => CommentPlace::AfterMove(n - 1),
    }
}

fn comment(place: CommentPlace, text: &str) -> Comment {
    Comment {
        place,
        text: text.into(),
    }
}

/// Checks a move number indication against the position it stands in.
fn check_number(game: &Game, written: &str, at: At) -> Result<(), ParseRecordError> {
    let expected = number_token(game.position());
    if written == expected {
        return Ok(());
    }
    let written = written.into();
    Err(at.error(RecordErrorKind::BadMoveNumber { written, expected }))
}

/// Plays a move of the movetext.
fn play(game: &mut Game, text: &str, at: At) -> Result<(), ParseRecordError> {
    let pos = *game.position();
    game.play_text(text).map_err(|error| {
        at.error(RecordErrorKind::Move {
            number: pos.move_number(),
            side: pos.side_to_move(),
            text: text.into(),
            error,
        })
    })?;
    Ok(())
}

/// Reads the record of one game's text.
pub(super) fn parse_game(text: GameText) -> Result<Record, ParseRecordError> {
    let mut tags = Tags::default();
    let mut comments = Vec::new();
    for (token, _) in text.head {
        match token {
            HeadToken::Tag(pair) => tags.read(pair)?,
            HeadToken::Comment(text) => comments.push(comment(CommentPlace::Start, text)),
        }
    }
    let mut game = Game::from_position(tags.start_position()?);
    for (token, at) in text.body {
        match token {
            BodyToken::Comment(text) => comments.push(comment(place_after_moves(&game), text)),
            BodyToken::Number(word) => check_number(&game, word, at)?,
            BodyToken::Move(word) => play(&mut game, word, at)?,
            BodyToken::CommentEnd => return Err(at.error(RecordErrorKind::UnopenedComment)),
        }
    }
    let Some((word, result_at)) = text.result else {
        return Err(text.end.error(RecordErrorKind::MissingResult));
    };
    let result: GameResult = word
        .parse()
        .map_err(|e: ParseResultError| result_at.error(RecordErrorKind::BadResult(e)))?;
    if let Some(t) = tags.get(Tag::Result) {
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
    check_result(&game, result).map_err(|e| result_at.error(RecordErrorKind::ResultConflict(e)))?;
    for (text, _) in text.tail {
        comments.push(comment(CommentPlace::AfterResult, text));
    }
    let duels = match tags.get(Tag::Duels) {
        None => None,
        Some(t) => Some(
            t.value
                .parse()
                .map_err(|_| t.at.error(RecordErrorKind::BadDuels(t.value.clone())))?,
        ),
    };
    Ok(Record {
        duels,
        termination: tags.take_text(Tag::Termination),
        event: tags.take_text(Tag::Event),
        site: tags.take_text(Tag::Site),
        date: tags.take_text(Tag::Date),
        black: tags.take_text(Tag::Black),
        orange: tags.take_text(Tag::Orange),
        game,
        result,
        comments,
    })
}

impl FromStr for Record {
    type Err = ParseRecordError;

    /// Reads a record (see the [module docs](crate::record) for the format).
    /// The text holds one game: anything but comments after its result is
    /// refused (read several games with [`parse_all`](super::parse_all)).
    fn from_str(text: &str) -> Result<Record, ParseRecordError> {
        let mut lexer = Lexer::new(text);
        let game = match next_game(&mut lexer) {
            Some(game) => game?,
            // Only white space: a game without a result.
            None => return Err(lexer.end_at().error(RecordErrorKind::MissingResult)),
        };
        let record = parse_game(game)?;
        match lexer.peek() {
            None => Ok(record),
            Some(Ok((Token::CommentEnd, at))) => Err(at.error(RecordErrorKind::UnopenedComment)),
            Some(Ok((_, at))) => Err(at.error(RecordErrorKind::TextAfterResult)),
            Some(Err(e)) => Err(e.clone()),
        }
    }
}
