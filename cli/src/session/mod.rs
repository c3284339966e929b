//! The terminal game of `jetan play`, against any input and output so
//! that a test can drive it with a script. The game itself (moves,
//! positions, undo) is a `jetan::Game`; the move text is the crate's.
//!
//! One board a turn: the person sees the board when it is their move (or
//! the game is over), with the last move marked, from their own side.

mod board;
mod moves;

use crate::games::duels::Referee;
use crate::games::engine_settings::EngineSettings;
use crate::games::player::{Competitor, Player};
use board::View;
use jetan::Duels;
use jetan::SplitMix64;
use jetan::search::Progress;
use jetan::{Color, Game, GameResult, Move, MoveTextError, Piece, Position, Record, Square};
use std::io::{self, BufRead, Write};

/// The commands, as shown by `help`.
pub const HELP: &str = "\
Type a move as e2e3 or Ne2-e3 (x for a capture: Fd1xe4; ~ for the
Princess's escape: f1~c5 or Pf1~c5). Under duels (capture=duel) a capture
is a duel, decided as --duels says. Other commands:
  moves SQUARE   the legal moves of the piece on SQUARE (moves alone: all,
                 by piece)
  hint           a move the engine would play for you
  board          show the board again
  undo           take back your last move and the computer's reply
  resign         give the game up
  new            start a new game
  save FILE      write the game's record to FILE
  help           this text
  quit           end the game";

/// How a game is set up.
#[derive(Clone, Debug)]
pub struct SessionConfig {
    /// The position to start from, with its side to move.
    pub start: Position,
    /// The side the person plays; the computer plays the other.
    pub human: Color,
    /// How the computer chooses.
    pub computer: Player,
    /// Seeds the computer's choice among equal moves, and the duels.
    pub seed: u64,
    /// Show the engine's thoughts: after each depth, its score and the
    /// line it expects.
    pub think: bool,
    /// How duels are decided (under `capture=duel`): the person is asked,
    /// or a seeded draw.
    pub duels: Duels,
    /// Draw the board in ANSI colours (a terminal without `NO_COLOR`).
    pub colour: bool,
}

/// Mixed into the seed for the referee's generator, so that its draws and
/// the computer's choices come from different streams.
const DUEL_STREAM: u64 = 0x6475_656c_7320_2020;

/// The positions the engine searches for a hint: a tenth of a second or so
/// in a release build, the same hint on every machine.
const HINT_NODES: u64 = 20_000;

/// The algebraic form of the legal move `m` of `pos` (`Ne2-e3`), or its
/// coordinate form if it is not legal there.
pub fn algebraic(pos: &Position, m: Move) -> String {
    pos.algebraic(m)
        .map_or_else(|| m.to_string(), |a| a.to_string())
}

/// A game in progress, with what the person may have said of it.
struct Table {
    game: Game,
    /// The side that resigned, if one did.
    resigned: Option<Color>,
    computer: Competitor,
    /// Whether the board of the current position has been shown.
    shown: bool,
}

impl Table {
    /// A new game; an error if the computer is a `uci:PATH` program that
    /// does not start.
    fn new(config: &SessionConfig) -> io::Result<Table> {
        Ok(Table {
            game: Game::from_position(config.start),
            resigned: None,
            computer: Competitor::new(config.computer.clone()).map_err(io::Error::other)?,
            shown: false,
        })
    }

    /// Whether the game is over: by the rules, or by a resignation.
    fn over(&self) -> bool {
        self.resigned.is_some() || self.game.position().is_over()
    }

    /// Plays the legal move `m`; the board is shown on the next turn.
    fn play(&mut self, m: Move) {
        // Only legal moves come here.
        let _ = self.game.play(m);
        self.shown = false;
    }
}

/// Plays one game, reading commands from `input` and writing to `out`,
/// until `quit` or the end of the input. Only I/O errors are errors: bad
/// input gets a message and the game goes on.
pub fn run(input: impl BufRead, mut out: impl Write, config: &SessionConfig) -> io::Result<()> {
    let mut table = Table::new(config)?;
    let mut rng = SplitMix64::new(config.seed);
    let mut referee = Referee::new(config.duels, config.seed ^ DUEL_STREAM);
    let mut lines = input.lines();
    let view = View {
        bottom: config.human,
        colour: config.colour,
    };
    writeln!(
        out,
        "You play {}: the {} letters, at the bottom of the board. Type help for the commands.",
        config.human,
        board::letters(config.human)
    )?;
    loop {
        let pos = *table.game.position();
        if pos.side_to_move() != config.human && !table.over() {
            let chosen = table.computer.choose_thinking(&table.game, &mut rng, |p| {
                if config.think {
                    // Shown as it comes; a write error shows again below.
                    let _ = out.write_all(thought(&pos, p).as_bytes());
                    let _ = out.flush();
                }
            });
            if let Some(m) = chosen.map_err(io::Error::other)? {
                let m = m.choice();
                writeln!(out, "The computer plays {} ({m}).", algebraic(&pos, m))?;
                let Some(m) = decide(&mut out, &mut lines, &mut referee, config, &pos, m)? else {
                    return Ok(());
                };
                table.play(m);
                continue;
            }
        }
        if !table.shown {
            show(&mut out, &table, view)?;
            table.shown = true;
        }
        if table.over() {
            write!(out, "game over> ")?;
        } else {
            write!(out, "{}> ", pos.side_to_move())?;
        }
        out.flush()?;
        let Some(line) = lines.next() else {
            writeln!(out)?;
            return Ok(());
        };
        let line = line?;
        let mut words = line.split_whitespace();
        match (words.next(), words.next(), words.next()) {
            (None, ..) => {}
            (Some("quit" | "exit"), None, _) => {
                writeln!(out, "Goodbye.")?;
                return Ok(());
            }
            (Some("help"), None, _) => writeln!(out, "{HELP}")?,
            (Some("board"), None, _) => show(&mut out, &table, view)?,
            (Some("moves"), square, None) => out.write_all(moves::list(&pos, square).as_bytes())?,
            (Some("undo"), None, _) => undo(&mut out, &mut table, config.human)?,
            (Some("hint"), None, _) => hint(&mut out, &table, config)?,
            (Some("resign"), None, _) if table.over() => {
                writeln!(out, "The game is over already: type new for another.")?;
            }
            (Some("resign"), None, _) => {
                table.resigned = Some(config.human);
                table.shown = false;
                writeln!(out, "You resign.")?;
            }
            (Some("new"), None, _) => {
                table = Table::new(config)?;
                writeln!(out, "A new game.")?;
            }
            (Some("save"), Some(file), None) => save(&mut out, &table, config, file)?,
            (Some("save"), ..) => writeln!(out, "Write save FILE: the file for the record.")?,
            (Some(word), ..) if is_command_word(word) => {
                writeln!(out, "Unknown command {word:?}. Type help for the commands.")?
            }
            _ if table.over() => {
                writeln!(out, "The game is over: type new, undo, save FILE or quit.")?
            }
            _ => match pos.parse_move(&line) {
                // Under `ask` the person may give the outcome (`e2*e3`);
                // otherwise the draw gives it.
                Ok(m) if m.is_fallen() && config.duels != Duels::Ask => writeln!(
                    out,
                    "Who wins a duel is drawn (--duels {}): type the capture, {}.",
                    config.duels.name(),
                    algebraic(&pos, m.choice())
                )?,
                Ok(m) if m.is_fallen() => table.play(m),
                Ok(m) => {
                    let Some(m) = decide(&mut out, &mut lines, &mut referee, config, &pos, m)?
                    else {
                        return Ok(());
                    };
                    table.play(m);
                }
                Err(why) => {
                    let why = match why {
                        MoveTextError::Syntax(_) => {
                            format!("{:?} is not a move: {why}", line.trim())
                        }
                        _ => why.to_string(),
                    };
                    writeln!(out, "Illegal move: {why}. Type help for the commands.")?;
                }
            },
        }
    }
}

/// Whether `word` is meant as a command, not a move: letters only. Every
/// move names a square, and so has a digit.
fn is_command_word(word: &str) -> bool {
    word.chars().all(|c| c.is_ascii_alphabetic())
}

/// The move that happens when the legal move `m` of `pos` is chosen: for a
/// duel, the outcome, asked of the person under `ask` (the next lines of
/// input) or drawn by the referee, and said. `None` if the input ends
/// before the person answers.
fn decide(
    out: &mut impl Write,
    lines: &mut impl Iterator<Item = io::Result<String>>,
    referee: &mut Referee,
    config: &SessionConfig,
    pos: &Position,
    m: Move,
) -> io::Result<Option<Move>> {
    let Some((attacker, defender)) = pos.duel(m) else {
        return Ok(Some(m));
    };
    let wins = if config.duels == Duels::Ask {
        match ask(out, lines, m.to(), attacker, defender)? {
            Some(wins) => wins,
            None => return Ok(None),
        }
    } else {
        !referee.resolve(pos, m).is_fallen()
    };
    let m = if wins {
        writeln!(out, "Duel on {}: the {attacker} wins.", m.to())?;
        m
    } else {
        let fallen = Move::fallen(m.from(), m.to());
        writeln!(
            out,
            "Duel on {}: the {attacker} falls ({}).",
            m.to(),
            algebraic(pos, fallen)
        )?;
        fallen
    };
    Ok(Some(m))
}

/// Asks who wins the duel on `square` until the answer is `a` (the
/// attacker) or `d` (the defender); `None` at the end of the input.
fn ask(
    out: &mut impl Write,
    lines: &mut impl Iterator<Item = io::Result<String>>,
    square: Square,
    attacker: Piece,
    defender: Piece,
) -> io::Result<Option<bool>> {
    loop {
        write!(
            out,
            "Duel on {square}: does the attacker ({attacker}) or the defender ({defender}) win? [a/d] "
        )?;
        out.flush()?;
        let Some(line) = lines.next() else {
            writeln!(out)?;
            return Ok(None);
        };
        match line?.trim() {
            "a" | "attacker" => return Ok(Some(true)),
            "d" | "defender" => return Ok(Some(false)),
            _ => writeln!(out, "Answer a for the attacker or d for the defender.")?,
        }
    }
}

/// One line of the engine's thinking: the depth, the score for the side
/// to move, the positions searched and the line it expects, in the
/// algebraic form.
fn thought(pos: &Position, progress: &Progress) -> String {
    let mut line = Vec::new();
    let mut at = *pos;
    for &m in progress.pv {
        line.push(algebraic(&at, m));
        at.play_unchecked(m);
    }
    format!(
        "  depth {:2}  score {:>9}  {:>9} positions  {}\n",
        progress.depth,
        progress.score.to_string(),
        progress.nodes,
        line.join(" ")
    )
}

/// The board with the last move marked, then whose move it is, or how
/// the game ended.
fn show(out: &mut impl Write, table: &Table, view: View) -> io::Result<()> {
    let game = &table.game;
    let pos = game.position();
    let last = game.moves().last().map(|&m| {
        let before = &game.positions()[game.moves().len() - 1];
        (m, algebraic(before, m))
    });
    let squares = last.as_ref().map(|(m, _)| (m.from(), m.to()));
    write!(out, "\n{}", board::draw(pos, squares, view))?;
    let last = last.map_or(String::new(), |(m, text)| {
        format!(" Last move: {text} ({m}).")
    });
    let over = "Type new, undo, save FILE or quit.";
    match (table.resigned, pos.outcome()) {
        (Some(side), _) => writeln!(
            out,
            "Game over: {side} resigned, {} wins. {over}",
            side.opposite()
        ),
        (None, Some(outcome)) => writeln!(out, "Game over: {outcome}.{last} {over}"),
        (None, None) => writeln!(
            out,
            "Move {}, {} to move.{last}",
            pos.move_number(),
            pos.side_to_move()
        ),
    }
}

/// Takes back a resignation, or else back to the person's last turn
/// before their latest move.
fn undo(out: &mut impl Write, table: &mut Table, human: Color) -> io::Result<()> {
    if table.resigned.take().is_some() {
        table.shown = false;
        return writeln!(out, "Resignation taken back: the game goes on.");
    }
    let game = &mut table.game;
    let last = game.moves().len();
    match game.positions()[..last]
        .iter()
        .rposition(|p| p.side_to_move() == human)
    {
        Some(turn) => {
            for _ in turn..last {
                game.undo();
            }
            table.shown = false;
            writeln!(out, "Taken back.")
        }
        None => writeln!(out, "Nothing to undo."),
    }
}

/// Says the move the engine would play for the person, searching
/// [`HINT_NODES`] positions.
fn hint(out: &mut impl Write, table: &Table, config: &SessionConfig) -> io::Result<()> {
    let pos = table.game.position();
    if table.over() {
        return writeln!(out, "The game is over: no move to hint.");
    }
    let engine = Player::Engine(EngineSettings {
        duel_model: config.duels.model(),
        ..EngineSettings::nodes(HINT_NODES)
    });
    let mut engine = Competitor::new(engine).map_err(io::Error::other)?;
    match engine
        .choose(&table.game, &mut SplitMix64::new(config.seed))
        .map_err(io::Error::other)?
    {
        Some(m) => {
            let m = m.choice();
            writeln!(out, "Hint: {} ({m}).", algebraic(pos, m))
        }
        None => writeln!(out, "No legal moves: the game is over."),
    }
}

/// Writes the game's record (tags, moves, result) to `file`.
fn save(out: &mut impl Write, table: &Table, config: &SessionConfig, file: &str) -> io::Result<()> {
    let mut record = Record::new(table.game.clone());
    let (you, computer) = ("you".to_string(), config.computer.to_string());
    (record.black, record.orange) = match config.human {
        Color::Black => (you, computer),
        Color::Orange => (computer, you),
    };
    record.event = "jetan play".into();
    if let Some(side) = table.resigned {
        let result = match side {
            Color::Black => GameResult::OrangeWon,
            Color::Orange => GameResult::BlackWon,
        };
        // A game the rules have ended is not resigned: `resigned` is only
        // set while it goes on, so the result cannot conflict.
        let _ = record.set_result(result);
    }
    match std::fs::write(file, record.to_string()) {
        Ok(()) => writeln!(out, "Saved the record to {file}."),
        Err(e) => writeln!(out, "Cannot save to {file}: {e}."),
    }
}
