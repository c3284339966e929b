//! A player that is another program speaking UCI (PROTOCOL.md), started
//! as `PATH uci`: the player `uci:PATH` of `jetan match` and `jetan
//! selfplay`, so that a candidate build of `jetan` plays the build it
//! would replace. One process a seat: started for a game, given the
//! match's contempt and duel model and the player's options (`--option-a`,
//! each one it declares, each answer checked), told `quit` at its end.
//!
//! Each move it is sent the game's start as position text and the moves
//! played since (`position text START moves M1 M2 ...`), so that it knows
//! the positions the game went through, as the `engine` player does; then
//! `go nodes N` and/or `go movetime MS` from the match's `--nodes` and
//! `--time-ms`, the same limits as the `engine` player, so that a match is
//! one of equal positions or of equal time. A program that fails (ends,
//! answers what is not a legal move) ends the match with its message: a
//! game it forfeits would not measure the engine.

use super::engine_settings::EngineSettings;
use super::uci_option::UciOption;
use jetan::DuelModel;
use jetan::{Game, Move, Role, Rules};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdout, Command, Stdio};

/// A UCI engine in its own process.
pub struct UciEngine {
    path: String,
    /// The process, holding the pipe to its input, which `Child::wait`
    /// closes: a program that reads to the end of its input (a script
    /// passing it on) ends too.
    child: Child,
    output: BufReader<ChildStdout>,
    /// The rules the engine was last told (`setoption name Rules`).
    rules: Rules,
}

impl UciEngine {
    /// Starts `PATH uci` and waits for `uciok`, with `settings`' contempt
    /// and duel model set, then `options`; an error if the program does
    /// not start, declares no such option (its `option name` lines) or
    /// refuses one.
    pub fn start(
        path: &str,
        settings: &EngineSettings,
        options: &[UciOption],
    ) -> Result<UciEngine, String> {
        let mut child = Command::new(path)
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("uci:{path}: cannot start {path}: {e}"))?;
        let (Some(_), Some(output)) = (child.stdin.as_ref(), child.stdout.take()) else {
            return Err(format!("uci:{path}: no pipes to {path}"));
        };
        let mut engine = UciEngine {
            path: path.to_string(),
            child,
            output: BufReader::new(output),
            rules: Rules::default(),
        };
        engine.send("uci")?;
        let declared = engine.until("uciok")?;
        let names: Vec<&str> = declared.iter().filter_map(|l| option_name(l)).collect();
        let mut lines = Vec::new();
        if let Some(contempt) = settings.contempt {
            lines.push(format!("setoption name Contempt value {contempt}"));
        }
        if let Some(model) = duel_model_text(settings.duel_model) {
            lines.push(format!("setoption name DuelModel value {model}"));
        }
        for option in options {
            // A program that ignores an unknown option (as UCI allows)
            // would leave a mistyped one unnoticed.
            if !names.iter().any(|n| n.eq_ignore_ascii_case(&option.name)) {
                let declared = if names.is_empty() {
                    "it declares none".to_string()
                } else {
                    format!("its options: {}", names.join(", "))
                };
                return Err(
                    engine.failure(&format!("has no option {:?} ({declared})", option.name))
                );
            }
            lines.push(option.command());
        }
        // Each line asked after, so that a refusal names its line.
        for line in &lines {
            engine.send(line)?;
            engine.send("isready")?;
            if let Some(refusal) = refused(&engine.until("readyok")?) {
                return Err(engine.failure(&format!("refused {line:?}: {refusal}")));
            }
        }
        engine.send("isready")?;
        engine.until("readyok")?;
        Ok(engine)
    }

    /// The engine's move in the game's current position within
    /// `settings`' limits, and the positions it reports having searched;
    /// `None` when the game is over. The engine is sent the game's start
    /// and its moves, so that it knows the positions the game went
    /// through, as the library's engine player does.
    pub fn choose(
        &mut self,
        game: &Game,
        settings: &EngineSettings,
    ) -> Result<(Option<Move>, u64), String> {
        let pos = game.position();
        // A finished game has no move to ask for (and its position, a
        // Princess gone, is no position text to send).
        if pos.is_over() {
            return Ok((None, 0));
        }
        if *pos.rules() != self.rules {
            self.rules = *pos.rules();
            let text = self.rules.to_string();
            let text = if text.is_empty() { "appendix" } else { &text };
            self.send(&format!("setoption name Rules value {text}"))?;
        }
        let mut position = format!("position text {}", game.initial_position());
        if !game.moves().is_empty() {
            position.push_str(" moves");
            for m in game.moves() {
                position.push_str(&format!(" {m}"));
            }
        }
        self.send(&position)?;
        // The engine keeps its last position when it refuses one: ask
        // whether it took this one before asking for a move.
        self.send("isready")?;
        if let Some(refusal) = refused(&self.until("readyok")?) {
            return Err(self.failure(&format!("refused {position:?}: {refusal}")));
        }
        let mut go = String::from("go");
        if let Some(nodes) = settings.nodes {
            go.push_str(&format!(" nodes {nodes}"));
        }
        if let Some(ms) = settings.time_ms {
            go.push_str(&format!(" movetime {ms}"));
        }
        if go == "go" {
            // As the engine player: a second a move rather than for ever.
            go.push_str(" movetime 1000");
        }
        self.send(&go)?;
        let lines = self.until("bestmove")?;
        let nodes = lines
            .iter()
            .rev()
            .find_map(|l| word_after(l, "nodes").and_then(|n| n.parse().ok()))
            .unwrap_or(0);
        let answer = word_after(lines.last().map_or("", String::as_str), "bestmove")
            .unwrap_or("")
            .to_string();
        if answer == "(none)" {
            return if pos.is_over() {
                Ok((None, nodes))
            } else {
                Err(self.failure(&format!("answered bestmove (none) in {pos}, not over")))
            };
        }
        match answer.parse::<Move>() {
            Ok(m) if pos.is_legal(m) && !m.is_fallen() => Ok((Some(m), nodes)),
            _ => Err(self.failure(&format!(
                "answered bestmove {answer:?}, not a move of {pos}"
            ))),
        }
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        let Some(input) = self.child.stdin.as_mut() else {
            return Err(self.failure("has no input"));
        };
        writeln!(input, "{line}")
            .and_then(|()| input.flush())
            .map_err(|e| self.failure(&format!("cannot be written to: {e}")))
    }

    /// The lines up to and including the first that begins with `word`.
    fn until(&mut self, word: &str) -> Result<Vec<String>, String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            match self.output.read_line(&mut line) {
                Ok(0) => return Err(self.failure(&format!("ended before {word}"))),
                Err(e) => return Err(self.failure(&format!("cannot be read: {e}"))),
                Ok(_) => {}
            }
            let line = line.trim_end().to_string();
            let done = line.split(' ').next() == Some(word);
            lines.push(line);
            if done {
                return Ok(lines);
            }
        }
    }

    fn failure(&self, what: &str) -> String {
        format!("the engine uci:{} {what}", self.path)
    }
}

impl Drop for UciEngine {
    /// `quit`, and the process waited for, so that none is left behind.
    fn drop(&mut self) {
        if let Some(input) = self.child.stdin.as_mut() {
            let _ = writeln!(input, "quit").and_then(|()| input.flush());
        }
        let _ = self.child.wait();
    }
}

/// The engine's answer refusing what it was last sent, among `lines`.
fn refused(lines: &[String]) -> Option<&String> {
    lines.iter().find(|l| l.starts_with("info string error"))
}

/// The name an `option name NAME type ...` line of `uci`'s answer declares.
fn option_name(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("option name ")?;
    Some(
        rest.split_once(" type ")
            .map_or(rest, |(name, _)| name)
            .trim(),
    )
}

/// The word after `key` in `line`.
fn word_after<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let mut words = line.split(' ');
    words.by_ref().find(|&w| w == key)?;
    words.next()
}

/// The `DuelModel` option's text for `model`: `fair`, or the attacker's
/// wins in a thousand when every pair of kinds has the same; `None` for a
/// model by kinds, which the option cannot say (the engine keeps its own).
fn duel_model_text(model: DuelModel) -> Option<String> {
    if model == DuelModel::FAIR {
        return None;
    }
    let first = model.attacker_wins_per_mille(Role::ALL[0], Role::ALL[0]);
    let uniform = Role::ALL.iter().all(|&a| {
        Role::ALL
            .iter()
            .all(|&d| model.attacker_wins_per_mille(a, d) == first)
    });
    uniform.then(|| first.to_string())
}
