//! What can make a placement and its fields no Jetan position: the
//! problems that [`Position::from_setup`](crate::Position::from_setup)
//! finds, all at once.

use crate::types::{Color, Role, Square};
use alloc::vec::Vec;
use core::fmt;

/// One reason a placement and its fields cannot be a Jetan position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// A side does not have exactly one Princess. (The side to move may
    /// have none while the other has its own: that is the game won by
    /// taking her, not a problem.)
    PrincessCount {
        /// The side.
        color: Color,
        /// How many it has.
        found: u32,
    },
    /// A side has more pieces of a kind than the starting army (more than
    /// one Chief, more than two Fliers, ...).
    TooMany {
        /// The side.
        color: Color,
        /// The kind.
        role: Role,
        /// How many it has.
        found: u32,
    },
    /// A Panthan behind its starting rank: Panthans never move backward
    /// (not checked under [`PanthanMove::DiagonalBack`](crate::PanthanMove),
    /// where one may step back onto its home rank).
    PanthanBehindStart {
        /// Its side.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// A material count other than 0 while the material condition of
    /// RULES.md 6.4 does not hold.
    CountWithoutMaterial {
        /// The count given.
        count: u8,
    },
    /// A material count of 10 or more: the game would be drawn already
    /// (RULES.md 6.4), and a position holds a game that goes on. (Position
    /// text writes the count with one digit, so only a
    /// [`PositionSetup`](crate::PositionSetup) can hold it.)
    CountAtDraw {
        /// The count given.
        count: u8,
    },
    /// A move number of 0: the first move is number 1.
    MoveNumberZero,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::PrincessCount { color, found } => {
                write!(f, "{color} has {found} Princesses, not exactly one")
            }
            Problem::TooMany { color, role, found } => write!(
                f,
                "{color} has {found} of kind {role}, more than the {} of the starting army",
                role.per_side()
            ),
            Problem::PanthanBehindStart { color, square } => {
                write!(f, "{color} Panthan on {square} is behind its starting rank")
            }
            Problem::CountWithoutMaterial { count } => write!(
                f,
                "material count {count} but the material condition does not hold"
            ),
            Problem::CountAtDraw { count } => write!(
                f,
                "material count {count}: at 10 the game is drawn, so it is not a position to play"
            ),
            Problem::MoveNumberZero => f.write_str("move number 0: the first move is number 1"),
        }
    }
}

/// Every problem found with a set-up (or position text that parsed) that
/// cannot occur in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationErrors {
    /// The problems, at least one.
    pub problems: Vec<Problem>,
}

impl fmt::Display for ValidationErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a Jetan position: ")?;
        for (i, problem) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{problem}")?;
        }
        Ok(())
    }
}

impl core::error::Error for ValidationErrors {}
