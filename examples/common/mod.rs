//! Code shared by the `play` and `selfplay` examples and their tests: a
//! small computer player, move text for people, the terminal game loop and
//! the self-play tally.
//!
//! Each example uses only part of it, hence the `dead_code` allowance.
#![allow(dead_code)]

pub mod notation;
pub mod player;
pub mod rng;
pub mod search;
pub mod selfplay;
pub mod session;
