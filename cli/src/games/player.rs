//! The computer players of `jetan`, and a seat: a player with what it
//! keeps from move to move during a game.

use super::engine_settings::EngineSettings;
use super::search::Search;
use super::uci_engine::UciEngine;
use super::uci_option::UciOption;
use jetan::search::{Progress, Searcher};
use jetan::{Game, Move, SplitMix64};
use std::sync::Arc;

/// How a computer side chooses its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// Any legal move, uniformly (under duels, any capture: not its
    /// outcome).
    Random,
    /// The move with the best material right after it (a Princess capture
    /// above all), without looking at the reply.
    Greedy,
    /// A small alpha-beta search over material (`search.rs`) to this depth, then captures.
    Search(u32),
    /// The library's search (`jetan::search`) within its settings a move,
    /// knowing the game's history as UCI and the page's engine do.
    Engine(EngineSettings),
    /// Another program speaking UCI, `PATH uci` (`uci_engine.rs`), within
    /// the same limits a move as `Engine`.
    Uci(UciPlayer),
}

/// The program of a `uci:PATH` player, its limits a move and its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciPlayer {
    /// The program, shared by the seats of every game of a match.
    pub path: Arc<str>,
    /// Its limits, contempt and duel model.
    pub settings: EngineSettings,
    /// The options it is given as it starts, such as `Threads=2`.
    pub options: Arc<[UciOption]>,
}

/// The names `Player::parse` takes, for usage lines.
pub const PLAYER_NAMES: &str = "random, greedy, search, baseline, engine, engine:NODES or uci:PATH";

impl Player {
    /// Reads `random`, `greedy`, `search` (the small search to
    /// `depth`), `baseline` (that search at depth 2, the fixed yardstick of
    /// `jetan match`), `engine` (the library's search within `settings`)
    /// or `engine:NODES` (within its own node count), or `uci:PATH` (the
    /// program PATH speaking UCI within `settings`, given `options` as it
    /// starts, and started once here to see that it answers and takes
    /// them). Only a `uci:PATH` player takes options.
    pub fn parse(
        name: &str,
        depth: u32,
        settings: EngineSettings,
        options: &[UciOption],
    ) -> Result<Player, String> {
        if let Some(path) = name.strip_prefix("uci:") {
            if path.is_empty() {
                return Err("uci:PATH needs the engine's program after uci:".into());
            }
            let path: Arc<str> = path.into();
            UciEngine::start(&path, &settings, options)?;
            return Ok(Player::Uci(UciPlayer {
                path,
                settings,
                options: options.into(),
            }));
        }
        let player = match name {
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
        }?;
        match options.first() {
            Some(option) => Err(format!(
                "{name} takes no option ({option}): only a uci:PATH player does"
            )),
            None => Ok(player),
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
                for option in uci.options.iter() {
                    write!(f, "{option}, ")?;
                }
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
pub struct Competitor {
    player: Player,
    search: Search,
    engine: Option<Searcher>,
    engine_nodes: u64,
    uci: Option<UciEngine>,
}

/// The engine's table for one game: 16 MiB holds every position of a few
/// hundred thousand a move.
const TABLE_MIB: usize = 16;

impl Competitor {
    /// A competitor for a new game; an error if a `uci:PATH` program does not
    /// start.
    pub fn new(player: Player) -> Result<Competitor, String> {
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
        let uci = match &player {
            Player::Uci(uci) => Some(UciEngine::start(&uci.path, &uci.settings, &uci.options)?),
            _ => None,
        };
        Ok(Competitor {
            player,
            search: Search::new(),
            engine,
            engine_nodes: 0,
            uci,
        })
    }

    /// The player.
    pub fn player(&self) -> &Player {
        &self.player
    }

    /// The positions looked at so far.
    pub fn nodes(&self) -> u64 {
        self.search.nodes + self.engine_nodes
    }

    /// The move to play in the game's current position, or `None` when
    /// the game is over; an error if a `uci:PATH` program fails (a match
    /// cannot go on without it, and a forfeit would not measure it). Under
    /// duels a capture may come as either outcome: the game takes it as
    /// the capture and draws the outcome (`super::duels`).
    pub fn choose(&mut self, game: &Game, rng: &mut SplitMix64) -> Result<Option<Move>, String> {
        self.choose_thinking(game, rng, |_| {})
    }

    /// [`Competitor::choose`], showing the engine's thoughts after each depth.
    pub fn choose_thinking(
        &mut self,
        game: &Game,
        rng: &mut SplitMix64,
        on_depth: impl FnMut(&Progress),
    ) -> Result<Option<Move>, String> {
        let pos = game.position();
        Ok(match &self.player {
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
            Player::Search(depth) => self.search.best_move(pos, *depth, rng).map(|(m, _)| m),
            Player::Engine(settings) => {
                let searcher = self.engine.get_or_insert_with(|| Searcher::new(TABLE_MIB));
                let result = searcher.search_game_with(game, settings.limits(), on_depth);
                self.engine_nodes += result.nodes;
                result.best_move
            }
            Player::Uci(uci) => {
                let Some(engine) = self.uci.as_mut() else {
                    return Ok(None);
                };
                let (best, nodes) = engine.choose(game, &uci.settings)?;
                self.engine_nodes += nodes;
                best
            }
        })
    }
}
