//! The options of `match` and `selfplay`: how many games, from which seed,
//! under which rules, how long, and how the engine searches.

use super::count::{Threads, positive, whole};
use super::duels::DrawnDuels;
use super::engine::{EngineArgs, Otherwise};
use super::rules::RulesArg;
use crate::games::engine_settings::EngineSettings;
use crate::games::player::Player;
use crate::games::uci_option::UciOption;
use clap::Args;

/// The shared options, with their defaults.
#[derive(Args, Clone, Debug)]
pub struct GamesArgs {
    /// How many games [default: 100; a match from --positions, two a
    /// position]
    #[arg(long, value_name = "N", value_parser = positive::<u32>)]
    pub games: Option<u32>,
    /// Seeds every choice of every game: the same seed, the same games
    #[arg(long, value_name = "S", default_value = "1", value_parser = whole::<u64>)]
    pub seed: u64,
    /// A game still going after M moves (of either side; from a given
    /// position, after it) is cut off, a draw
    #[arg(long, value_name = "M", default_value = "300", value_parser = whole::<u32>)]
    pub max_moves: u32,
    /// Random moves before the players take over [default: 4 in a match
    /// from the start, else 0; selfplay: 4 with an engine, else 0]
    #[arg(long, value_name = "P", value_parser = whole::<u32>)]
    pub opening: Option<u32>,
    /// The threads the games run on.
    #[command(flatten)]
    pub threads: Threads,
    /// The rules of every game.
    #[command(flatten)]
    pub rules: RulesArg,
    /// How duels are decided.
    #[command(flatten)]
    pub duels: DrawnDuels,
    /// How an `engine` player searches.
    #[command(flatten)]
    pub engine: EngineArgs,
}

/// Games when `--games` is not given.
pub const DEFAULT_GAMES: u32 = 100;

impl GamesArgs {
    /// How an `engine` player searches: `--nodes` positions a move, or
    /// `--time-ms`, or without either 20,000 positions.
    pub fn engine_settings(&self) -> EngineSettings {
        self.engine
            .settings(Otherwise::Nodes(20_000), self.duels.get())
    }

    /// The player named `name`, `search` at `depth`, a `uci:PATH` player
    /// given `options`.
    pub fn player(&self, name: &str, depth: u32, options: &[UciOption]) -> Result<Player, String> {
        Player::parse(name, depth, self.engine_settings(), options)
    }
}
