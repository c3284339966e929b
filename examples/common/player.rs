//! The computer players of the examples.

use super::rng::Rng;
use super::search::Search;
use jetan::{Move, Position};

/// How a computer side chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Any legal move, uniformly.
    Random,
    /// The move with the best material right after it (a Princess capture
    /// above all), without looking at the reply.
    Greedy,
    /// Alpha-beta search to this depth, then captures.
    Search(u32),
}

impl Player {
    /// Reads `random`, `greedy` or `search` (which searches `depth` moves).
    pub fn parse(name: &str, depth: u32) -> Result<Player, String> {
        match name {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            "search" => Ok(Player::Search(depth)),
            _ => Err(format!(
                "unknown player {name:?} (random, greedy or search)"
            )),
        }
    }

    /// The move to play, or `None` when the game is over. `search` keeps
    /// count of the positions visited.
    pub fn choose(&self, pos: &Position, rng: &mut Rng, search: &mut Search) -> Option<Move> {
        match *self {
            Player::Random => {
                let moves = pos.legal_moves();
                search.nodes += 1;
                moves.get(rng.below(moves.len())).copied()
            }
            Player::Greedy => {
                let mut greedy = Search::without_captures();
                let best = greedy.best_move(pos, 1, rng).map(|(m, _)| m);
                search.nodes += greedy.nodes;
                best
            }
            Player::Search(depth) => search.best_move(pos, depth, rng).map(|(m, _)| m),
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Search(depth) => write!(f, "search (depth {depth})"),
        }
    }
}
