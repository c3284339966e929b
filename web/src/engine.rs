//! The engine's seats: how strong each is (the one table of what a skill
//! level means) and a search that reports its progress.

use crate::duels::Duels;
use crate::seat::{MAX_SKILL, Seat, Strength};
use crate::store::{Live, side_name};
use crate::view::algebraic;
use jetan::Position;
use jetan::search::{Limits, Progress, Searcher};
use serde_json::json;
use std::time::Duration;

/// The largest transposition table of a move's search, in MiB: room for a
/// million positions and more, for the strongest seats and time limits.
const MAX_TABLE_MIB: usize = 16;

/// Bytes a table needs for each position searched, about: an entry is 16
/// bytes, and a search stores each position at most once.
const BYTES_A_NODE: u64 = 16;

/// Positions a move at skill 0, the weakest level.
const SKILL_0_NODES: f64 = 250.0;

/// The search limits of a strength. A skill level `K` (0 to 20) searches
/// `250 * 2^(0.6 K)` positions a move, rounded: 250 at 0, 16,000 at 10,
/// 1,024,000 at 20, each level 1.5 times the one below. This is the one
/// place a skill is given a meaning, so that it can follow the library's
/// own skill level once it has one.
pub fn limits(strength: Strength) -> Limits {
    match strength {
        Strength::Nodes(n) => Limits::nodes(n),
        Strength::MovetimeMs(ms) => Limits::time(Duration::from_millis(ms)),
        Strength::Skill(k) => Limits::nodes(skill_nodes(k)),
    }
}

/// The table of a search at `strength`, in MiB: what its positions fill,
/// from 1 to [`MAX_TABLE_MIB`]. A new table is written in full before the
/// search starts (16 MiB take a few milliseconds), which would cost a weak
/// seat of a few hundred positions far more than its search.
pub fn table_mib(strength: Strength) -> usize {
    let nodes = match limits(strength).max_nodes() {
        Some(nodes) => nodes,
        None => return MAX_TABLE_MIB,
    };
    let mib = nodes.saturating_mul(BYTES_A_NODE).div_ceil(1 << 20);
    (mib as usize).clamp(1, MAX_TABLE_MIB)
}

/// Positions a move at skill `k` (held to 0..=20).
pub fn skill_nodes(k: u32) -> u64 {
    let k = k.min(MAX_SKILL);
    (SKILL_0_NODES * 2f64.powf(0.6 * f64::from(k))).round() as u64
}

/// Moves after which the engine stops playing a game of two engines,
/// which the rules may never end (nothing in RULES.md limits a game's
/// length): 500 moves a side.
pub const MAX_ENGINE_PLY: usize = 1000;

/// A move for the engine to find: game `id`, its move number `ply` (from
/// 0), the position and the seat's strength.
#[derive(Clone, Debug)]
pub struct EngineJob {
    /// The game.
    pub id: String,
    /// How many moves the game had when the job was made: the move is
    /// played only if it still has as many.
    pub ply: usize,
    /// The position to search.
    pub position: Position,
    /// How hard to search.
    pub strength: Strength,
    /// How the game's duels are decided, which the search weighs.
    pub duels: Duels,
}

/// The engine's next move to find in `live`, if the engine is to move in
/// a game that goes on.
pub fn engine_job(live: &Live) -> Option<EngineJob> {
    let pos = live.game.position();
    let ply = live.game.moves().len();
    match live.meta.seats[pos.side_to_move().index()] {
        Seat::Engine(strength) if !live.is_over() && ply < MAX_ENGINE_PLY => Some(EngineJob {
            id: live.meta.id.clone(),
            ply,
            position: *pos,
            strength,
            duels: live.meta.duels,
        }),
        _ => None,
    }
}

/// The move the engine plays in `pos` and what it saw. Calls `on_depth`
/// with each finished depth's `thinking` event data.
pub fn think(
    pos: &Position,
    strength: Strength,
    duels: Duels,
    mut on_depth: impl FnMut(String),
) -> jetan::search::SearchResult {
    let mut searcher = Searcher::new(table_mib(strength));
    searcher.set_duel_model(duels.model());
    searcher.search_with(pos, limits(strength), |p| on_depth(progress_json(pos, p)))
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
    fn skill_levels_grow_by_half_from_250_to_about_a_million() {
        // 250 * 2^(0.6 k): 2^6 = 64 at k = 10, 2^12 = 4096 at k = 20.
        assert_eq!(skill_nodes(0), 250);
        assert_eq!(skill_nodes(10), 16_000);
        assert_eq!(skill_nodes(20), 1_024_000);
        assert_eq!(skill_nodes(99), 1_024_000);
        for k in 1..=20 {
            let ratio = skill_nodes(k) as f64 / skill_nodes(k - 1) as f64;
            assert!((1.50..1.53).contains(&ratio), "level {k}: {ratio}");
        }
    }
}
