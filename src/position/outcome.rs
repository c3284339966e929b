//! How a game ended.

use crate::Color;
use core::fmt;

/// The end of a game (RULES.md section 6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// One side won.
    Win {
        /// The side that won.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

/// How a game was won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinReason {
    /// A piece moved onto the opposing Princess.
    PrincessTaken,
    /// A Chief captured the opposing Chief.
    ChiefTakenByChief,
    /// The other side had no legal move (only under
    /// [`NoMove::Loss`](crate::NoMove::Loss)).
    NoLegalMove,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DrawReason {
    /// A piece other than a Chief captured a Chief.
    ChiefTaken,
    /// The material condition of RULES.md 6.4 held for ten moves.
    Material,
    /// The side to move had no legal move.
    NoLegalMove,
}

impl Outcome {
    /// The winner, if there is one.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let how = match reason {
                    WinReason::PrincessTaken => "took the Princess",
                    WinReason::ChiefTakenByChief => "took the Chief with the Chief",
                    WinReason::NoLegalMove => "left the other side no move",
                };
                write!(f, "{winner} won: {how}")
            }
            Outcome::Draw(reason) => f.write_str(match reason {
                DrawReason::ChiefTaken => "draw: a Chief was taken by a lesser piece",
                DrawReason::Material => "draw: equal material for ten moves",
                DrawReason::NoLegalMove => "draw: no legal move",
            }),
        }
    }
}
