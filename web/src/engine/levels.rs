//! The engine's levels as the page offers them: positions a move, each
//! level four times the one below it. Matches between neighbouring levels
//! (web/README.md, "The levels") found each about 70 to 77% stronger than
//! the one below, a step a player feels.

use crate::seat::{Seat, Strength};
use serde::Serialize;

/// One level.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Level {
    /// Its name on the page: `1` to `6`.
    pub name: &'static str,
    /// What the page says of it.
    pub label: &'static str,
    /// The seat that plays it.
    pub seat: Seat,
    /// Whether a game between two engines is played at it.
    pub watch: bool,
}

const fn level(name: &'static str, label: &'static str, nodes: u64, watch: bool) -> Level {
    Level {
        name,
        label,
        seat: Seat::Engine(Strength::Nodes(nodes)),
        watch,
    }
}

/// The levels, weakest first.
pub const LEVELS: [Level; 6] = [
    level("1", "1 - beginner (250 positions a move)", 250, false),
    level("2", "2 - casual (1,000 positions)", 1_000, false),
    level("3", "3 - club (4,000 positions)", 4_000, false),
    level("4", "4 - strong (16,000 positions)", 16_000, true),
    level("5", "5 - expert (64,000 positions)", 64_000, false),
    level("6", "6 - strongest (256,000 positions)", 256_000, false),
];

/// The level a new game offers first.
pub const DEFAULT_LEVEL: &str = "2";

/// What a hint searches when the other side is a person: the level most
/// players meet.
pub const HINT_STRENGTH: Strength = Strength::Nodes(16_000);
