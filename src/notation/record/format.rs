//! Writing a record in canonical form.

use super::{Comment, CommentPlace, Record, Tag, UNKNOWN};
use crate::position::Position;
use crate::types::Color;
use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// Writes `[Name "value"]` and a line break, escaping `"` and `\`.
fn write_tag(f: &mut fmt::Formatter<'_>, tag: Tag, value: &str) -> fmt::Result {
    write!(f, "[{tag} \"")?;
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            f.write_str("\\")?;
        }
        write!(f, "{c}")?;
    }
    f.write_str("\"]\n")
}

/// A comment's text form: `{ text }`, or `{}` when empty.
fn comment_token(comment: &Comment) -> String {
    if comment.text.is_empty() {
        "{}".into()
    } else {
        alloc::format!("{{ {} }}", comment.text)
    }
}

impl Record {
    /// The value that formatting writes for `tag`; `None` for a tag left
    /// out (`Position` when the game starts from its rules' start).
    fn tag_value(&self, tag: Tag) -> Option<Cow<'_, str>> {
        let game = &self.game;
        Some(match tag {
            Tag::Event => Cow::from(&self.event),
            Tag::Site => Cow::from(&self.site),
            Tag::Date => Cow::from(&self.date),
            Tag::Black => Cow::from(&self.black),
            Tag::Orange => Cow::from(&self.orange),
            Tag::First => Cow::from(game.first().to_string()),
            Tag::Rules => Cow::from(game.rules().to_string()),
            Tag::Duels => Cow::from(self.duels?.name()),
            Tag::Position => {
                if *game.initial_position() == Position::start_with(*game.rules(), game.first()) {
                    return None;
                }
                Cow::from(game.initial_position().to_string())
            }
            Tag::Result => Cow::from(self.result.as_str()),
            Tag::Termination if self.termination == UNKNOWN => return None,
            Tag::Termination => Cow::from(&self.termination),
        })
    }

    /// The movetext tokens, comments included, ending with the result and
    /// the comments after it. A move number and its move are one token
    /// (`1. Nb2-b3`), so that wrapping never parts them.
    fn movetext_tokens(&self) -> Vec<String> {
        let game = &self.game;
        let mut comments = self.comments.iter().peekable();
        let mut tokens = Vec::new();
        // Comments are kept in the order of their places.
        let mut comments_at = |place: CommentPlace, tokens: &mut Vec<String>| {
            let mut any = false;
            while let Some(c) = comments.next_if(|c| c.place == place) {
                tokens.push(comment_token(c));
                any = true;
            }
            any
        };
        comments_at(CommentPlace::Start, &mut tokens);
        let mut after_comment = false;
        for (i, (&m, pos)) in game.moves().iter().zip(game.positions()).enumerate() {
            // As in PGN, an Orange move after a comment takes its number
            // again (`1... Ne9-e8`), so that it reads on its own.
            // Every move of a game is legal where it was played.
            let text = match pos.algebraic(m) {
                Some(a) => a.to_string(),
                None => m.to_string(),
            };
            if i == 0 || after_comment || pos.side_to_move() == Color::Black {
                tokens.push(alloc::format!("{} {text}", number_token(pos)));
            } else {
                tokens.push(text);
            }
            after_comment = comments_at(CommentPlace::AfterMove(i), &mut tokens);
        }
        tokens.push(self.result.as_str().into());
        comments_at(CommentPlace::AfterResult, &mut tokens);
        tokens
    }
}

/// The longest movetext line that formatting writes, in characters (a
/// longer token stands alone; a comment keeps its own line breaks).
const LINE_WIDTH: usize = 80;

impl fmt::Display for Record {
    /// The canonical text (see the [module docs](crate::record)).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for tag in Tag::ALL {
            if let Some(value) = self.tag_value(tag) {
                write_tag(f, tag, &value)?;
            }
        }
        f.write_str("\n")?;
        let mut width = 0;
        for token in self.movetext_tokens() {
            let first_line = token.split('\n').next().unwrap_or("").chars().count();
            if width > 0 && width + 1 + first_line > LINE_WIDTH {
                f.write_str("\n")?;
                width = 0;
            } else if width > 0 {
                f.write_str(" ")?;
                width += 1;
            }
            f.write_str(&token)?;
            width = match token.rsplit_once('\n') {
                Some((_, last_line)) => last_line.chars().count(),
                None => width + first_line,
            };
        }
        f.write_str("\n")
    }
}

/// The move number indication that the position calls for: `N.` before a
/// Black move, `N...` before an Orange move.
pub(super) fn number_token(pos: &Position) -> String {
    let dots = match pos.side_to_move() {
        Color::Black => ".",
        Color::Orange => "...",
    };
    alloc::format!("{}{}", pos.move_number(), dots)
}
