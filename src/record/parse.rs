//! Reading a record.

use super::cursor::{At, Cursor};
use super::{
    GameResult, ParseRecordError, Record, RecordErrorKind, TAG_NAMES, UNKNOWN, check_result,
    number_token,
};
use crate::{Color, Game, Position, Rules};
use alloc::string::{String, ToString};
use core::str::FromStr;

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

    /// Reads a record (see the [module docs](crate::record) for the format).
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
