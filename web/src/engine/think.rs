//! A search of the engine's move, reporting each depth as a `thinking`
//! event.

use super::strength::{limits, skill, table_mib};
use crate::seat::Strength;
use crate::view::{algebraic, side_name};
use jetan::search::{Progress, SearchResult, Searcher, StopFlag};
use jetan::{Duels, Game, Position, SplitMix64};
use serde::Serialize;

/// The `thinking` event's data.
#[derive(Serialize)]
pub struct ThinkingView {
    /// The side that thinks: `black` or `orange`.
    pub side: &'static str,
    /// The depth finished.
    pub depth: u32,
    /// The score from the thinking side's point of view, in centipoints
    /// (a Panthan is 200); `null` for a decided game.
    pub score: Option<i32>,
    /// For a decided game, the thinking side's moves to its win (negative:
    /// to its loss); else `null`.
    pub win_in: Option<i32>,
    /// The positions searched.
    pub nodes: u64,
    /// The line the engine expects, in coordinate text.
    pub pv: Vec<String>,
    /// The same line in algebraic text.
    pub pv_algebraic: Vec<String>,
}

/// The move the engine plays after `game` and what it saw, with the
/// game's positions known to the search (a line back to one of them is a
/// draw). Calls `on_depth` with each finished depth. `seed` and the
/// move's number seed a weakened engine's choice, so a game replays alike
/// and two games differ.
/// A `stop` flag raised cuts the search short: it plays the best move it
/// has.
pub fn think(
    game: &Game,
    strength: Strength,
    duels: Duels,
    seed: u64,
    stop: Option<StopFlag>,
    mut on_depth: impl FnMut(ThinkingView),
) -> SearchResult {
    let mut searcher = Searcher::new(table_mib(strength));
    searcher.set_duel_model(duels.model());
    searcher.set_skill(skill(strength));
    searcher.set_skill_seed(SplitMix64::nth(seed, game.moves().len() as u64));
    let pos = *game.position();
    let limits = match stop {
        Some(flag) => limits(strength).with_stop(flag),
        None => limits(strength),
    };
    searcher.search_game_with(game, limits, |p| on_depth(progress(&pos, p)))
}

/// What a finished depth says, for the `thinking` event.
pub fn progress(pos: &Position, p: &Progress) -> ThinkingView {
    ThinkingView {
        side: side_name(pos.side_to_move()),
        depth: p.depth,
        score: p.score.centipoints(),
        win_in: p.score.mate_in(),
        nodes: p.nodes,
        pv: p.pv.iter().map(|m| m.to_string()).collect(),
        pv_algebraic: line(pos, p.pv),
    }
}

/// `moves`, played from `pos`, in algebraic text (coordinate text past a
/// move that does not play).
pub fn line(pos: &Position, moves: &[jetan::Move]) -> Vec<String> {
    let mut at = *pos;
    let mut out = Vec::with_capacity(moves.len());
    for &m in moves {
        out.push(algebraic(&at, m));
        if at.play(m).is_err() {
            break;
        }
    }
    out
}
