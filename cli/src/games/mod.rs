//! What the subcommands that play run: computer players, who wins a duel,
//! one game, games on several threads and the tallies of how they ended.

pub mod duels;
pub mod engine_settings;
pub mod game;
pub mod leads;
pub mod match_;
pub mod parallel;
pub mod player;
pub mod search;
pub mod selfplay;
pub mod starts;
pub mod stats;
pub mod uci_engine;
pub mod uci_option;
