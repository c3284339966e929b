//! How much the library's engine (or another program's, through UCI) may
//! search for one move, and what it is told of draws and duels.

use jetan::DuelModel;
use jetan::search::Limits;
use std::time::Duration;

/// How much the engine may search for one move, how it values a draw, and
/// the odds it gives a duel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineSettings {
    /// At most this many positions a move.
    pub nodes: Option<u64>,
    /// At most this many milliseconds a move.
    pub time_ms: Option<u64>,
    /// The engine's contempt for a draw in centipoints (`None`: the
    /// library's default).
    pub contempt: Option<i32>,
    /// The chance the engine gives the attacker of a duel, under
    /// `capture=duel`.
    pub duel_model: DuelModel,
}

impl EngineSettings {
    /// A node count a move, the default contempt and fair duels.
    pub const fn nodes(nodes: u64) -> EngineSettings {
        EngineSettings {
            nodes: Some(nodes),
            time_ms: None,
            contempt: None,
            duel_model: DuelModel::FAIR,
        }
    }

    /// The library's limits for one move.
    pub fn limits(&self) -> Limits {
        // Settings without a limit (none of the programs' options gives
        // them) think for a second rather than for ever.
        Limits::bounded_by(None, self.nodes, self.time_ms.map(Duration::from_millis))
            .unwrap_or_else(|| Limits::time(Duration::from_secs(1)))
    }
}
