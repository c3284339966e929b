//! The engine's seats: how hard each searches ([`strength`], and the
//! page's [`levels`]), the move
//! each has to find ([`job`]), a search that reports its progress
//! ([`think`]), the processor cores shared fairly between the players'
//! games and the games only watched ([`cores`]), and the loop that plays
//! the engine's moves ([`worker`]).

pub mod cores;
pub mod job;
pub mod levels;
pub mod strength;
pub mod think;
pub mod worker;
