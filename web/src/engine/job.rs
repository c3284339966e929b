//! The move an engine seat has to find.

use crate::live::Live;
use crate::seat::{Seat, Strength};
use jetan::{Duels, Game, Position};

/// Moves after which the engine stops playing a game with a person in it
/// (nothing in RULES.md limits a game's length): 500 moves a side.
pub const MAX_ENGINE_PLY: usize = 1000;

/// Moves after which a game between two engines stops: 300 moves a side,
/// past the length of nearly every game that ends (docs/strength.md).
pub const MAX_EXHIBITION_PLY: usize = 600;

/// A move for the engine to find: game `id`, its move number `ply` (from
/// 0), the game so far and the seat's strength.
#[derive(Clone, Debug)]
pub struct EngineJob {
    /// The game's name.
    pub id: String,
    /// How many moves the game had when the job was made: the move is
    /// played only if it still has as many, and the same position.
    pub ply: usize,
    /// The game so far: the search knows the positions it went through.
    pub game: Game,
    /// How hard to search.
    pub strength: Strength,
    /// How the game's duels are decided, which the search weighs.
    pub duels: Duels,
    /// The game's seed, from which a weakened engine's choices are drawn.
    pub seed: u64,
    /// Whether both seats are engines: the game is only watched, and its
    /// searches wait behind the players'.
    pub exhibition: bool,
}

impl EngineJob {
    /// The position to search.
    pub fn position(&self) -> &Position {
        self.game.position()
    }
}

/// The engine's next move to find in `live`, if the engine is to move in
/// a game that goes on and has not reached its length.
pub fn engine_job(live: &Live) -> Option<EngineJob> {
    let ply = live.game.moves().len();
    let exhibition = live.is_exhibition();
    let longest = if exhibition {
        MAX_EXHIBITION_PLY
    } else {
        MAX_ENGINE_PLY
    };
    match live.meta.seats[live.game.position().side_to_move()] {
        Seat::Engine(strength) if !live.is_over() && ply < longest => Some(EngineJob {
            id: live.meta.id.clone(),
            ply,
            game: live.game.clone(),
            strength,
            duels: live.meta.duels,
            seed: live.meta.seed,
            exhibition,
        }),
        _ => None,
    }
}
