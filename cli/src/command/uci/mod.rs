//! `jetan uci`: the engine speaking UCI with Jetan's position and move
//! texts, as `PROTOCOL.md` specifies, so that any program that drives a
//! UCI engine (a match runner, a GUI, a script) drives it.
//!
//! The reading thread keeps the game (the position of the last `position`
//! command and those before it, which the search knows: a line back to
//! one of them is scored as a draw) and the options; a `go` hands
//! the searcher to a thread of its own ([`thinking`]) and takes it back at
//! the next `go`, `stop` or `quit`. A line the engine does not take is
//! answered `info string error: ...` and changes nothing; only `quit` and
//! the end of the input end the process.

pub mod command;
pub mod info;
pub mod options;
pub mod out;
pub mod thinking;
pub mod wiring;

use command::{Command, From, Go};
use jetan::search::{Searcher, StopFlag};
use jetan::{Color, Game, Move, Position};
use options::{Name, Settings};
use std::io::BufRead;
use std::process::ExitCode;
use thinking::Thinking;

/// The arguments of `jetan uci`: none, everything comes on standard input.
#[derive(clap::Args, Debug)]
pub struct Args {}

/// Runs `jetan uci` until `quit` or the end of standard input. At the end
/// of the input a search with limits is let finish (so that `echo "go
/// depth 6" | jetan uci` answers), one that would end only on `stop` is
/// stopped.
pub fn run(_: &Args) -> ExitCode {
    let mut engine = Engine::new();
    let mut input = std::io::stdin().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        // Bytes that are not UTF-8 are a bad line, not the end.
        let line = String::from_utf8_lossy(&bytes);
        match command::parse(&line) {
            Ok(Some(Command::Quit)) => {
                engine.stop();
                return ExitCode::SUCCESS;
            }
            Ok(Some(command)) => engine.obey(command),
            Ok(None) => {}
            Err(message) => out::error(&message),
        }
    }
    engine.wait();
    ExitCode::SUCCESS
}

/// The engine's state between commands.
struct Engine {
    settings: Settings,
    /// The position to search, and the positions of the `moves` that led
    /// to it.
    game: Game,
    /// The searcher while no search runs; `None` before the first `go`,
    /// after a change of `Hash` (the next `go` makes it anew) and while a
    /// search holds it.
    searcher: Option<Searcher>,
    /// The size `searcher` was made with.
    table_mib: usize,
    /// `ucinewgame` came while a search held the searcher.
    forget: bool,
    thinking: Option<Thinking>,
    /// Whether the running search ends only on `stop`: under `go
    /// infinite`, or a `go` without a limit.
    endless: bool,
}

impl Engine {
    fn new() -> Engine {
        let settings = Settings::default();
        Engine {
            game: Game::new(settings.rules, Color::Black),
            settings,
            searcher: None,
            table_mib: 0,
            forget: false,
            thinking: None,
            endless: false,
        }
    }

    fn obey(&mut self, command: Command) {
        match command {
            Command::Uci => {
                let mut lines = vec![
                    format!("id name jetan {}", env!("CARGO_PKG_VERSION")),
                    "id author the jetan developers".to_string(),
                ];
                lines.extend(options::declarations());
                lines.push("uciok".into());
                out::say(&lines);
            }
            // Every earlier command is done: a `go` is done once its
            // search runs.
            Command::IsReady => out::say(&["readyok"]),
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::UciNewGame => {
                if let Some(searcher) = &mut self.searcher {
                    searcher.clear();
                } else {
                    self.forget = true;
                }
            }
            Command::Position { from, moves } => match self.position_of(&from, &moves) {
                Ok(game) => self.game = game,
                Err(message) => out::error(&message),
            },
            Command::Go(go) => self.go(&go),
            Command::Stop => self.stop(),
            Command::Quit => self.stop(),
        }
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        let before = self.settings;
        match self.settings.set(name, value) {
            Err(message) => out::error(&message),
            Ok(option) => {
                if option == Name::Rules && self.settings.rules != before.rules {
                    // The position of the old rules is not one of these.
                    self.game = Game::new(self.settings.rules, Color::Black);
                }
                if option == Name::Hash && self.settings.hash_mib != self.table_mib {
                    // Made now when no search runs, so that `isready`
                    // answers once the table is there.
                    if self.searcher.take().is_some() {
                        self.searcher = Some(self.fresh_searcher());
                    }
                }
            }
        }
    }

    /// The game from `from` with `moves` played, or the first move that
    /// cannot be played and why.
    fn position_of(&self, from: &From, moves: &[Move]) -> Result<Game, String> {
        let rules = self.settings.rules;
        let mut game = match from {
            From::StartPos => Game::new(rules, Color::Black),
            From::Text(text) => Game::from_position(
                Position::from_text_with_rules(text, rules)
                    .map_err(|e| format!("position text {text:?}: {e}"))?,
            ),
        };
        for (i, &m) in moves.iter().enumerate() {
            game.play(m)
                .map_err(|e| format!("move {} {m} is illegal: {e}", i + 1))?;
        }
        Ok(game)
    }

    fn go(&mut self, go: &Go) {
        // A `go` sent before the last one's `bestmove` waits for it, as
        // the commands of a script come in order; one that would wait for
        // `stop` forever is refused instead.
        if self.endless && self.thinking.as_ref().is_some_and(|t| !t.is_over()) {
            out::error("a search is running until stop: send stop first");
            return;
        }
        let position = self.game.position();
        if let Some(m) = go.searchmoves.iter().find(|&&m| !position.is_legal(m)) {
            out::error(&format!("go searchmoves: {m} is not a legal move here"));
            return;
        }
        self.reclaim();
        let mut searcher = match self.searcher.take() {
            Some(searcher) if self.table_mib == self.settings.hash_mib => searcher,
            _ => self.fresh_searcher(),
        };
        if std::mem::take(&mut self.forget) {
            searcher.clear();
        }
        wiring::configure(&mut searcher, &self.settings);
        let stop = StopFlag::new();
        let limits = wiring::limits(go, self.game.position(), stop.clone());
        self.endless = go.infinite || wiring::is_endless(&limits);
        self.thinking = Some(Thinking::start(
            searcher,
            self.game.clone(),
            limits,
            stop,
            go.infinite,
        ));
    }

    /// A searcher with the table that `Hash` asks for.
    fn fresh_searcher(&mut self) -> Searcher {
        self.table_mib = self.settings.hash_mib;
        let mut searcher = Searcher::new(self.table_mib);
        // Below full strength the choice among near-best moves is seeded:
        // from the clock, so that each engine started plays its own games.
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        searcher.set_skill_seed(now.map_or(0, |t| t.as_nanos() as u64));
        searcher
    }

    /// Takes the searcher back from a search that has ended.
    fn reclaim(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            self.searcher = thinking.finish();
        }
    }

    /// Ends the search now, if one runs: it answers `bestmove`.
    fn stop(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            self.searcher = thinking.stop();
        }
    }

    /// At the end of the input: lets a search with limits end by itself,
    /// stops one that would wait for `stop` (`go infinite`, or a bare
    /// `go`).
    fn wait(&mut self) {
        if self.endless {
            self.stop();
        } else {
            self.reclaim();
        }
    }
}
