//! The options that several subcommands share, each parsed in one place:
//! the rules, the start-or-position argument, and whole numbers that must
//! be above zero.

pub mod count;
pub mod rules;
pub mod start;
