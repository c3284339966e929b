//! What the subcommands that play run: computer players, who wins a duel,
//! one game, games on several threads and the tallies of how they ended.

pub mod contest;
pub mod duels;
pub mod game;
pub mod parallel;
pub mod player;
// The generator is the file of the library's test suite, which the
// published package holds, so that the library's tests and the command
// draw the same games from one file.
#[path = "../../../tests/suite/rng.rs"]
pub mod rng;
pub mod search;
pub mod selfplay;
pub mod stats;
pub mod uci_engine;
