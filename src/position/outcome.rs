//! How a game ended.

use crate::types::Color;
use core::fmt;

/// The end of a game ([RULES.md section 6](crate::rules_book#6-end-of-the-game)).
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
            Outcome::Win { winner, reason } => write!(f, "{winner} won: {reason}"),
            Outcome::Draw(reason) => write!(f, "draw: {reason}"),
        }
    }
}

/// What the winner did, worded to follow the winner's name (`Black took the
/// Princess`); [`Outcome`]'s text is `Black won: took the Princess`.
///
/// ```
/// use jetan::WinReason;
/// assert_eq!(WinReason::PrincessTaken.to_string(), "took the Princess");
/// ```
impl fmt::Display for WinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::PrincessTaken => "took the Princess",
            WinReason::ChiefTakenByChief => "took the Chief with the Chief",
            WinReason::NoLegalMove => "left the other side no move",
        })
    }
}

/// Why the game was drawn, as [`Outcome`]'s text gives it after `draw: `.
///
/// ```
/// use jetan::DrawReason;
/// assert_eq!(DrawReason::NoLegalMove.to_string(), "no legal move");
/// ```
impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::ChiefTaken => "a Chief was taken by a lesser piece",
            DrawReason::Material => "equal material for ten moves",
            DrawReason::NoLegalMove => "no legal move",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn reasons_read_as_the_outcome_says_them() {
        for (reason, text) in [
            (WinReason::PrincessTaken, "took the Princess"),
            (
                WinReason::ChiefTakenByChief,
                "took the Chief with the Chief",
            ),
            (WinReason::NoLegalMove, "left the other side no move"),
        ] {
            assert_eq!(reason.to_string(), text);
            let win = Outcome::Win {
                winner: Color::Orange,
                reason,
            };
            assert_eq!(win.to_string(), alloc::format!("Orange won: {text}"));
        }
        // Whole sentences, as a reader sees them, for each side.
        let black = Outcome::Win {
            winner: Color::Black,
            reason: WinReason::ChiefTakenByChief,
        };
        assert_eq!(
            black.to_string(),
            "Black won: took the Chief with the Chief"
        );
        let orange = Outcome::Win {
            winner: Color::Orange,
            reason: WinReason::NoLegalMove,
        };
        assert_eq!(
            orange.to_string(),
            "Orange won: left the other side no move"
        );
        for (reason, text) in [
            (
                DrawReason::ChiefTaken,
                "a Chief was taken by a lesser piece",
            ),
            (DrawReason::Material, "equal material for ten moves"),
            (DrawReason::NoLegalMove, "no legal move"),
        ] {
            assert_eq!(reason.to_string(), text);
            assert_eq!(
                Outcome::Draw(reason).to_string(),
                alloc::format!("draw: {text}")
            );
        }
    }
}
