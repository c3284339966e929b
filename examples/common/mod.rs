//! Code shared by the `play`, `selfplay` and `match` examples and their
//! tests: computer players, move text for people, the terminal game loop,
//! games on several threads and the tallies of how they ended.
//!
//! Each example uses only part of it, hence the `dead_code` allowance.
#![allow(dead_code)]

pub mod contest;
pub mod game;
pub mod notation;
pub mod parallel;
pub mod player;
pub mod rng;
pub mod search;
pub mod selfplay;
pub mod session;
pub mod stats;
