//! The code of the `jetan` command (`cargo install --path cli`): one
//! subcommand a file under [`command`], the options they share under
//! [`options`], written once.
//!
//! This crate is the program, not a library to depend on: depend on
//! `jetan` itself. It is a library only so that its tests reach the
//! players and games that the subcommands run.

#![deny(missing_docs)]

pub mod command;
pub mod games;
pub mod options;
pub mod progress;
pub mod session;
pub mod sprt;
pub mod tuning;
