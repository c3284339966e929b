//! The command-line options that `match` and `selfplay` share: how many
//! games, from which seed, under which rules, and how the engine searches.

use super::duels::Duels;
use super::parallel::default_threads;
use super::player::EngineSettings;
use jetan::Rules;

/// The shared options, with their defaults.
pub struct GameOptions {
    pub games: u32,
    pub seed: u64,
    pub max_moves: u32,
    /// Random moves before the players take over; each example has its own
    /// default.
    pub opening: Option<u32>,
    pub nodes: Option<u64>,
    pub time_ms: Option<u64>,
    pub contempt: Option<i32>,
    pub threads: usize,
    pub rules: Rules,
    pub duels: Duels,
}

impl Default for GameOptions {
    fn default() -> GameOptions {
        GameOptions {
            games: 100,
            seed: 1,
            max_moves: 300,
            opening: None,
            nodes: None,
            time_ms: None,
            contempt: None,
            threads: default_threads(),
            rules: Rules::default(),
            duels: Duels::Fair,
        }
    }
}

impl GameOptions {
    /// Takes `flag`, and its value from `args`, if it is one of the shared
    /// options: `Ok(true)` if it was.
    pub fn take(
        &mut self,
        flag: &str,
        args: &mut impl Iterator<Item = String>,
    ) -> Result<bool, String> {
        match flag {
            "--duels" => {
                let text = args.next().ok_or("--duels needs fair or values")?;
                self.duels = Duels::parse(&text, false)?;
            }
            "--games" => self.games = value(args.next(), flag)?,
            "--seed" => self.seed = value(args.next(), flag)?,
            "--max-moves" => self.max_moves = value(args.next(), flag)?,
            "--opening" => self.opening = Some(value(args.next(), flag)?),
            "--nodes" => self.nodes = Some(value(args.next(), flag)?),
            "--time-ms" => self.time_ms = Some(value(args.next(), flag)?),
            "--contempt" => self.contempt = Some(value(args.next(), flag)?),
            "--threads" => self.threads = value(args.next(), flag)?,
            "--rules" => {
                let text = args.next().ok_or("--rules needs KEY=VALUE,...")?;
                self.rules = text.parse().map_err(|e| format!("--rules: {e}"))?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Refuses the counts that must be above 0.
    pub fn check(&self) -> Result<(), String> {
        if self.threads == 0 || self.nodes == Some(0) || self.time_ms == Some(0) {
            return Err("--threads, --nodes and --time-ms must be above 0".into());
        }
        Ok(())
    }

    /// How an `engine` player searches: `--nodes` positions a move, or
    /// `--time-ms`, or without either 20,000 positions.
    pub fn engine_settings(&self) -> EngineSettings {
        EngineSettings {
            nodes: self.nodes.or(self.time_ms.is_none().then_some(20_000)),
            time_ms: self.time_ms,
            contempt: self.contempt,
            duel_model: self.duels.model(),
        }
    }
}

/// The value of `flag`, read as a whole number.
pub fn value<T: std::str::FromStr>(text: Option<String>, flag: &str) -> Result<T, String> {
    let text = text.ok_or(format!("{flag} needs a value"))?;
    text.parse()
        .map_err(|_| format!("{flag}: {text:?} is not a whole number"))
}
