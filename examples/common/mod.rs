//! Code shared by the `play`, `selfplay`, `match` and `analyse` examples
//! and their tests: computer players, who wins a duel, the terminal game
//! loop, games on several threads and the tallies of how they ended.
//!
//! Each example uses only part of it, hence the `dead_code` allowance.
#![allow(dead_code)]

// The players use the library's search. The examples always have it; the
// test suite, which includes this module too, may be built without it, and
// then keeps only the parts that need no player.
#[cfg(feature = "search")]
pub mod contest;
#[cfg(feature = "search")]
pub mod duels;
#[cfg(feature = "search")]
pub mod game;
#[cfg(feature = "search")]
pub mod options;
pub mod parallel;
#[cfg(feature = "search")]
pub mod player;
pub mod rng;
pub mod search;
#[cfg(feature = "search")]
pub mod selfplay;
#[cfg(feature = "search")]
pub mod session;
pub mod stats;
