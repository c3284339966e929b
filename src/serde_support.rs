//! How the crate's types look to serde (the `serde` feature). Nothing to
//! import: the types implement `Serialize` and `Deserialize` themselves.
//!
//! A type with one natural text form is serialized as that text, and its
//! text is checked when deserialized, just as its `FromStr` checks it:
//! [`Square`] (`"e4"`), [`File`] (`"e"`), [`Rank`] (`"4"`), [`Move`] (`"e2e3"`, `"f1~c5"`), [`AlgebraicMove`]
//! (`"Nb2-b3"`), [`Rules`] (`"thoat=jumping"`, `""` for the defaults),
//! [`Position`] (position text) and [`Record`] (the record text). Plain data
//! types derive (`Color`, `Role`, `Piece`, `Outcome`, `ValueTable`, the rule
//! options, ...). A [`Game`] is `{"rules": ..., "start": ..., "moves":
//! [...]}`, and its moves are replayed when it is deserialized.
//!
//! Position text does not hold the rules, nor an end of the game by a
//! Chief taken or the material draw (RULES.md 6.2 to 6.4), so a
//! [`Position`] under other rules than the defaults, or one whose game
//! ended so, has no text form and refuses to be serialized: serialize a
//! [`Game`] instead.
//! (A game won by taking the Princess has one: the loser to move without
//! her, see [`Position::from_setup`].)
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! use jetan::{Move, Square};
//! let m: Move = serde_json::from_str("\"f1~c5\"").unwrap();
//! assert!(m.is_escape());
//! assert_eq!(serde_json::to_string(&m.to()).unwrap(), "\"c5\"");
//! assert!(serde_json::from_str::<Square>("\"k1\"").is_err());
//! # }
//! ```

use crate::game::Game;

use crate::notation::AlgebraicMove;

use crate::notation::record::Record;

use crate::position::Position;

use crate::rules::Rules;

use crate::types::{File, Move, Rank, Square};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;
use serde::de::{self, Deserializer, Visitor};
use serde::ser::{self, Serializer};
use serde::{Deserialize, Serialize};

/// Reads a string and parses it with `T`'s `FromStr`.
struct TextVisitor<T>(&'static str, PhantomData<T>);

impl<T: FromStr> Visitor<'_> for TextVisitor<T>
where
    T::Err: fmt::Display,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<T, E> {
        s.parse().map_err(E::custom)
    }
}

/// Serialize as `Display` text, deserialize with `FromStr`.
macro_rules! text_form {
    ($($ty:ty => $expecting:literal),* $(,)?) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                d.deserialize_str(TextVisitor($expecting, PhantomData))
            }
        }
    )*};
}

text_form! {
    Square => "a square name, \"a1\" to \"j10\"",
    File => "a file letter, \"a\" to \"j\"",
    Rank => "a rank number as text, \"1\" to \"10\"",
    Move => "a move in coordinate text, such as \"e2e3\" or \"f1~c5\"",
    AlgebraicMove => "a move in algebraic text, such as \"Nb2-b3\"",
    Rules => "rule options as text, such as \"thoat=jumping,escape=none\"",
    Record => "a game record",
}

/// A [`Position`]'s text, if the text gives the position back.
fn text_of(pos: &Position) -> Option<String> {
    let text = alloc::string::ToString::to_string(pos);
    let back = Position::from_text_with_rules(&text, *pos.rules()).ok()?;
    (back == *pos).then_some(text)
}

impl Serialize for Position {
    /// Position text; an error for a position whose text would not give it
    /// back (see the [module docs](self)).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if !self.rules().is_default() {
            return Err(ser::Error::custom(
                "a position under other rules than the defaults has no position text; serialize a Game",
            ));
        }
        let text = text_of(self).ok_or_else(|| {
            ser::Error::custom(
                "a position whose game a Chief's capture or the material draw ended has no position text; serialize a Game",
            )
        })?;
        s.serialize_str(&text)
    }
}

impl<'de> Deserialize<'de> for Position {
    /// Position text, validated; the position is played under the default
    /// rules.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        d.deserialize_str(TextVisitor("position text", PhantomData))
    }
}

/// The serialized form of a [`Game`].
#[derive(Serialize, Deserialize)]
#[serde(rename = "Game")]
struct GameData {
    rules: Rules,
    start: String,
    moves: Vec<Move>,
}

impl Serialize for Game {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let start = text_of(self.initial_position()).ok_or_else(|| {
            ser::Error::custom(
                "a game that starts from a position that a Chief's capture or the material draw ended has no text form",
            )
        })?;
        GameData {
            rules: *self.rules(),
            start,
            moves: self.moves().to_vec(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Game {
    /// Reads the start under the rules and replays the moves, refusing the
    /// first illegal one.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Game, D::Error> {
        let data = GameData::deserialize(d)?;
        let start = Position::from_text_with_rules(&data.start, data.rules)
            .map_err(|e| de::Error::custom(alloc::format!("start: {e}")))?;
        let mut game = Game::from_position(start);
        for (i, &m) in data.moves.iter().enumerate() {
            game.play(m)
                .map_err(|e| de::Error::custom(alloc::format!("move {} ({m}): {e}", i + 1)))?;
        }
        Ok(game)
    }
}
