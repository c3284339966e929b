//! The options that several subcommands share, each parsed in one place:
//! the rules, the start-or-position argument, a side, how duels are decided, the
//! engine's limits, the games of a match, and whole numbers.

pub mod count;
pub mod duels;
pub mod engine;
pub mod games;
pub mod rules;
pub mod side;
pub mod sprt;
pub mod start;
