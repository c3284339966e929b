//! Writing a record in canonical form.

use super::{GameResult, Record, TAG_NAMES, number_token};
use crate::{Color, Game, Position};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

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
    /// The canonical text (see the [module docs](crate::record)).
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
