//! The result of a recorded game, and its agreement with how the rules
//! ended it.

use crate::game::Game;
use crate::position::Outcome;
use crate::types::Color;
use alloc::string::String;
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

/// Whether `written` agrees with how the rules ended `game`: any result
/// does while the game goes on.
pub(super) fn check_result(game: &Game, written: GameResult) -> Result<(), ResultConflict> {
    match game.outcome() {
        Some(outcome) if GameResult::from_outcome(Some(outcome)) != written => {
            Err(ResultConflict { written, outcome })
        }
        _ => Ok(()),
    }
}
