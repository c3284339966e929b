//! What the subcommands that play run: computer players, who wins a duel,
//! one game, games on several threads and the tallies of how they ended.

pub mod contest;
pub mod duels;
pub mod game;
pub mod parallel;
pub mod player;
pub mod rng;
pub mod search;
pub mod selfplay;
pub mod stats;
