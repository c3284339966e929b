//! `--nodes`, `--time-ms` and `--contempt`: how much the library's engine
//! searches a move, and how it values a draw.

use super::count::positive;
use crate::games::engine_settings::EngineSettings;
use clap::Args;
use jetan::Duels;

/// The engine's limits a move and its contempt.
#[derive(Args, Clone, Copy, Debug, Default)]
pub struct EngineArgs {
    /// The engine searches at most N positions a move
    #[arg(long, value_name = "N", value_parser = positive::<u64>, allow_hyphen_values = true)]
    nodes: Option<u64>,
    /// The engine searches at most T milliseconds a move
    #[arg(long, value_name = "T", value_parser = positive::<u64>, allow_hyphen_values = true)]
    time_ms: Option<u64>,
    /// The engine's contempt for a draw, in centipoints (default: the
    /// library's)
    #[arg(long, value_name = "C", allow_negative_numbers = true)]
    contempt: Option<i32>,
}

/// The limit the engine gets when neither `--nodes` nor `--time-ms` is
/// given.
#[derive(Clone, Copy, Debug)]
pub enum Otherwise {
    /// This many positions a move.
    Nodes(u64),
    /// This many milliseconds a move.
    TimeMs(u64),
}

impl EngineArgs {
    /// The settings asked for, `otherwise` without a limit, with the odds
    /// of `duels` told to the engine.
    pub fn settings(&self, otherwise: Otherwise, duels: Duels) -> EngineSettings {
        let unlimited = self.nodes.is_none() && self.time_ms.is_none();
        let (nodes, time_ms) = match otherwise {
            Otherwise::Nodes(n) if unlimited => (Some(n), None),
            Otherwise::TimeMs(t) if unlimited => (None, Some(t)),
            _ => (self.nodes, self.time_ms),
        };
        EngineSettings {
            nodes,
            time_ms,
            contempt: self.contempt,
            duel_model: duels.model(),
        }
    }
}
