//! The computer players of `jetan`, and a seat: a player with what it
//! keeps from move to move during a game.

use super::rng::Rng;
use super::search::Search;
use super::uci_engine::{self, UciEngine};
use jetan::search::{DuelModel, Limits, Progress, Searcher};
use jetan::{Move, Position};
use std::time::Duration;

/// How much the engine may search for one move, and how it values a draw.
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
    /// A node count a move and the default contempt.
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

/// How a computer side chooses its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Any legal move, uniformly (under duels, any capture: not its
    /// outcome).
    Random,
    /// The move with the best material right after it (a Princess capture
    /// above all), without looking at the reply.
    Greedy,
    /// A small alpha-beta search over material (`search.rs`) to this depth, then captures.
    Search(u32),
    /// The library's search (`jetan::search`) within a settings a move.
    Engine(EngineSettings),
    /// Another program speaking UCI, `PATH uci` (`uci_engine.rs`), within
    /// the same limits a move as `Engine`.
    Uci(UciPlayer),
}

/// The program of a `uci:PATH` player and its limits a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciPlayer {
    /// The program. Leaked once when the command line is read, so that a
    /// [`Player`] stays `Copy`.
    pub path: &'static str,
    /// Its limits, contempt and duel model.
    pub settings: EngineSettings,
}

/// The names `Player::parse` takes, for usage lines.
pub const PLAYER_NAMES: &str = "random, greedy, search, baseline, engine, engine:NODES or uci:PATH";

impl Player {
    /// Reads `random`, `greedy`, `search` (the small search to
    /// `depth`), `baseline` (that search at depth 2, the fixed yardstick of
    /// `jetan match`), `engine` (the library's search within `settings`)
    /// or `engine:NODES` (within its own node count), or `uci:PATH` (the
    /// program PATH speaking UCI within `settings`, started once here to
    /// see that it answers).
    pub fn parse(name: &str, depth: u32, settings: EngineSettings) -> Result<Player, String> {
        if let Some(path) = name.strip_prefix("uci:") {
            if path.is_empty() {
                return Err("uci:PATH needs the engine's program after uci:".into());
            }
            let path: &'static str = Box::leak(path.to_string().into_boxed_str());
            UciEngine::start(path, &settings)?;
            return Ok(Player::Uci(UciPlayer { path, settings }));
        }
        match name {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            "search" => Ok(Player::Search(depth)),
            "baseline" => Ok(Player::Search(2)),
            "engine" => Ok(Player::Engine(settings)),
            _ => match name.strip_prefix("engine:").map(str::parse::<u64>) {
                Some(Ok(nodes)) if nodes > 0 => Ok(Player::Engine(EngineSettings {
                    nodes: Some(nodes),
                    ..settings
                })),
                Some(_) => Err(format!(
                    "{name:?}: write engine:NODES with a whole number of nodes above 0"
                )),
                None => Err(format!("unknown player {name:?} ({PLAYER_NAMES})")),
            },
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Search(depth) => write!(f, "search (depth {depth})"),
            Player::Engine(settings) => {
                match (settings.nodes, settings.time_ms) {
                    (Some(n), Some(t)) => write!(f, "engine ({n} nodes or {t} ms a move")?,
                    (Some(n), None) => write!(f, "engine ({n} nodes a move")?,
                    (None, Some(t)) => write!(f, "engine ({t} ms a move")?,
                    (None, None) => f.write_str("engine (no limit")?,
                }
                match settings.contempt {
                    Some(c) => write!(f, ", contempt {c})"),
                    None => f.write_str(")"),
                }
            }
            Player::Uci(uci) => {
                let settings = uci.settings;
                write!(f, "uci:{} (", uci.path)?;
                match (settings.nodes, settings.time_ms) {
                    (Some(n), Some(t)) => write!(f, "go nodes {n} movetime {t})"),
                    (Some(n), None) => write!(f, "go nodes {n})"),
                    (None, Some(t)) => write!(f, "go movetime {t})"),
                    (None, None) => f.write_str("go movetime 1000)"),
                }
            }
        }
    }
}

/// A player in a game, with what it keeps from move to move: the
/// small search counts its positions, the engine keeps its table.
pub struct Seat {
    player: Player,
    search: Search,
    engine: Option<Searcher>,
    engine_nodes: u64,
    uci: Option<UciEngine>,
}

/// The engine's table for one game: 16 MiB holds every position of a few
/// hundred thousand a move.
const TABLE_MIB: usize = 16;

impl Seat {
    /// A seat for a new game.
    pub fn new(player: Player) -> Seat {
        let engine = match player {
            Player::Engine(settings) => {
                let mut searcher = Searcher::new(TABLE_MIB);
                if let Some(contempt) = settings.contempt {
                    searcher.set_contempt_centipoints(contempt);
                }
                searcher.set_duel_model(settings.duel_model);
                Some(searcher)
            }
            _ => None,
        };
        let uci = match player {
            Player::Uci(uci) => Some(
                UciEngine::start(uci.path, &uci.settings).unwrap_or_else(|e| uci_engine::fail(&e)),
            ),
            _ => None,
        };
        Seat {
            player,
            search: Search::new(),
            engine,
            engine_nodes: 0,
            uci,
        }
    }

    /// The player.
    pub fn player(&self) -> Player {
        self.player
    }

    /// The positions looked at so far.
    pub fn nodes(&self) -> u64 {
        self.search.nodes + self.engine_nodes
    }

    /// The move to play, or `None` when the game is over. Under duels a
    /// capture may come as either outcome: the game takes it as the
    /// capture and draws the outcome (`super::duels`).
    pub fn choose(&mut self, pos: &Position, rng: &mut Rng) -> Option<Move> {
        self.choose_thinking(pos, rng, |_| {})
    }

    /// [`Seat::choose`], showing the engine's thoughts after each depth.
    pub fn choose_thinking(
        &mut self,
        pos: &Position,
        rng: &mut Rng,
        on_depth: impl FnMut(&Progress),
    ) -> Option<Move> {
        match self.player {
            Player::Random => {
                // The attacker's fall is not a choice: each capture once.
                let moves: Vec<Move> = pos
                    .legal_moves()
                    .iter()
                    .copied()
                    .filter(|m| !m.is_fallen())
                    .collect();
                self.search.nodes += 1;
                moves.get(rng.below(moves.len())).copied()
            }
            Player::Greedy => {
                let mut greedy = Search::without_captures();
                let best = greedy.best_move(pos, 1, rng).map(|(m, _)| m);
                self.search.nodes += greedy.nodes;
                best
            }
            Player::Search(depth) => self.search.best_move(pos, depth, rng).map(|(m, _)| m),
            Player::Engine(settings) => {
                let searcher = self.engine.get_or_insert_with(|| Searcher::new(TABLE_MIB));
                let result = searcher.search_with(pos, settings.limits(), on_depth);
                self.engine_nodes += result.nodes;
                result.best_move
            }
            Player::Uci(uci) => {
                let engine = self.uci.as_mut()?;
                let (best, nodes) = engine
                    .choose(pos, &uci.settings)
                    .unwrap_or_else(|e| uci_engine::fail(&e));
                self.engine_nodes += nodes;
                best
            }
        }
    }
}
