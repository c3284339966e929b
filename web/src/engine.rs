//! The engine's seats: how strong each is and a search that reports its
//! progress. A skill level is the library's own ([`Skill`]).

use crate::seat::{MAX_SKILL, Seat, Strength};
use crate::store::{Live, side_name};
use crate::view::algebraic;
use jetan::Duels;
use jetan::search::{Limits, Progress, Searcher, Skill};
use jetan::{Game, Position};
use serde_json::json;
use std::time::Duration;

/// The largest transposition table of a move's search, in MiB: room for a
/// million positions and more, for the strongest seats and time limits.
pub const MAX_TABLE_MIB: usize = 16;

/// Bytes a table needs for each position searched, about: an entry is 16
/// bytes, and a search stores each position at most once.
const BYTES_A_NODE: u64 = 16;

/// Positions a move at full strength (skill 20), which the library leaves
/// to the limits: the next step of its scale, `250 * 2^(0.6 * 20)`, about
/// a second of one core.
pub const FULL_SKILL_NODES: u64 = 1_024_000;

/// The search limits of a strength. A skill level is searched with the
/// library's [`Skill`], which holds a level below 20 to its own budget
/// (`250 * 2^(0.6 K)` positions: 250 at 0, 16,000 at 10, 675,588 at 19)
/// and chooses among its best lines; these limits only bound level 20.
pub fn limits(strength: Strength) -> Limits {
    match strength {
        Strength::Nodes(n) => Limits::nodes(n),
        Strength::MovetimeMs(ms) => Limits::time(Duration::from_millis(ms)),
        Strength::Skill(_) => Limits::nodes(FULL_SKILL_NODES),
    }
}

/// The library's skill level of a strength: the level asked for, or full
/// strength for the seats given in positions or time.
pub fn skill(strength: Strength) -> Skill {
    match strength {
        Strength::Skill(k) => Skill::new(k.min(MAX_SKILL) as u8).unwrap_or(Skill::FULL),
        Strength::Nodes(_) | Strength::MovetimeMs(_) => Skill::FULL,
    }
}

/// The most positions a move at skill `k` (held to 0..=20) searches.
pub fn skill_nodes(k: u32) -> u64 {
    skill(Strength::Skill(k))
        .node_budget()
        .unwrap_or(FULL_SKILL_NODES)
}

/// The table of a search at `strength`, in MiB: what its positions fill,
/// from 1 to [`MAX_TABLE_MIB`]. A new table is written in full before the
/// search starts (16 MiB take a few milliseconds), which would cost a weak
/// seat of a few hundred positions far more than its search.
pub fn table_mib(strength: Strength) -> usize {
    let nodes = match strength {
        Strength::Skill(k) => skill_nodes(k),
        Strength::Nodes(n) => n,
        Strength::MovetimeMs(_) => return MAX_TABLE_MIB,
    };
    let mib = nodes.saturating_mul(BYTES_A_NODE).div_ceil(1 << 20);
    (mib as usize).clamp(1, MAX_TABLE_MIB)
}

/// Moves after which the engine stops playing a game of two engines,
/// which the rules may never end (nothing in RULES.md limits a game's
/// length): 500 moves a side.
pub const MAX_ENGINE_PLY: usize = 1000;

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
}

impl EngineJob {
    /// The position to search.
    pub fn position(&self) -> &Position {
        self.game.position()
    }
}

/// The engine's next move to find in `live`, if the engine is to move in
/// a game that goes on.
pub fn engine_job(live: &Live) -> Option<EngineJob> {
    let ply = live.game.moves().len();
    match live.meta.seats[live.game.position().side_to_move().index()] {
        Seat::Engine(strength) if !live.is_over() && ply < MAX_ENGINE_PLY => Some(EngineJob {
            id: live.meta.id.clone(),
            ply,
            game: live.game.clone(),
            strength,
            duels: live.meta.duels,
            seed: live.meta.seed,
        }),
        _ => None,
    }
}

/// The move the engine plays after `game` and what it saw, with the
/// game's positions known to the search (a line back to one of them is a
/// draw). Calls `on_depth` with each finished depth's `thinking` data.
/// `seed` and the move's number seed a weakened engine's choice, so a game
/// replays alike and two games differ.
pub fn think(
    game: &Game,
    strength: Strength,
    duels: Duels,
    seed: u64,
    mut on_depth: impl FnMut(String),
) -> jetan::search::SearchResult {
    let mut searcher = Searcher::new(table_mib(strength));
    searcher.set_duel_model(duels.model());
    searcher.set_skill(skill(strength));
    searcher.set_skill_seed(seed ^ (game.moves().len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let pos = *game.position();
    searcher.search_game_with(game, limits(strength), |p| on_depth(progress_json(&pos, p)))
}

/// The `thinking` event's data: the side, the depth, the score from the
/// thinking side's view in centipoints (hundredths of a point of
/// material), `win_in` (moves to a won game, negative to a lost one, or
/// `null`), the positions searched and the expected line.
pub fn progress_json(pos: &Position, p: &Progress) -> String {
    let win_in = match (p.score.moves_to_win(), p.score.moves_to_loss()) {
        (Some(n), _) => Some(i64::from(n)),
        (None, Some(n)) => Some(-i64::from(n)),
        (None, None) => None,
    };
    let mut line = *pos;
    let mut pv_algebraic = Vec::new();
    for &m in p.pv {
        pv_algebraic.push(algebraic(&line, m));
        if line.play(m).is_err() {
            break;
        }
    }
    json!({
        "side": side_name(pos.side_to_move()),
        "depth": p.depth,
        "score": p.score.centipoints(),
        "win_in": win_in,
        "nodes": p.nodes,
        "pv": p.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "pv_algebraic": pv_algebraic,
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_holds_what_the_search_visits() {
        // 250 * 16 bytes: well under 1 MiB; 1,024,000 * 16 = 15.6 MiB -> 16.
        assert_eq!(table_mib(Strength::Skill(0)), 1);
        assert_eq!(table_mib(Strength::Skill(20)), 16);
        assert_eq!(table_mib(Strength::Nodes(200_000)), 4); // 3.05 MiB -> 4
        assert_eq!(table_mib(Strength::Nodes(20_000_000)), 16);
        assert_eq!(table_mib(Strength::MovetimeMs(100)), 16);
    }

    #[test]
    fn skill_levels_follow_the_library_and_grow_by_half() {
        // 250 * 2^(0.6 k): 2^6 = 64 at k = 10, 2^12 = 4096 at k = 20.
        assert_eq!(skill_nodes(0), 250);
        assert_eq!(skill_nodes(10), 16_000);
        assert_eq!(skill_nodes(20), 1_024_000);
        assert_eq!(skill_nodes(99), 1_024_000);
        for k in 1..=20 {
            let ratio = skill_nodes(k) as f64 / skill_nodes(k - 1) as f64;
            assert!((1.50..1.53).contains(&ratio), "level {k}: {ratio}");
        }
        assert_eq!(skill(Strength::Skill(7)).level(), 7);
        assert_eq!(skill(Strength::Nodes(100)), Skill::FULL);
    }
}
