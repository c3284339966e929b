//! The terminal game of the `play` example, against any input and output
//! so that a test can drive it with a script.

use super::notation::{algebraic, parse_move};
use super::player::{Player, Seat};
use super::rng::Rng;
use jetan::search::Progress;
use jetan::{Color, Move, Position, Square};
use std::io::{self, BufRead, Write};

/// The commands, as shown by `help`.
pub const HELP: &str = "\
Type a move as e2e3 or Ne2-e3 (x for a capture: Fd1xe4; ~ for the
Princess's escape: f1~c5 or Pf1~c5). Other commands:
  moves SQUARE   the legal moves of the piece on SQUARE (moves alone: all)
  board          show the board again
  undo           take back your last move and the computer's reply
  help           this text
  quit           end the game";

/// How a game is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// The position to start from, with its side to move.
    pub start: Position,
    /// The side the person plays; the computer plays the other.
    pub human: Color,
    /// How the computer chooses.
    pub computer: Player,
    /// Seeds the computer's choice among equal moves.
    pub seed: u64,
    /// Show the engine's thoughts: after each depth, its score and the
    /// line it expects.
    pub think: bool,
}

/// Plays one game, reading commands from `input` and writing to `out`,
/// until `quit` or the end of the input. Only I/O errors are errors: bad
/// input gets a message and the game goes on.
pub fn run(input: impl BufRead, mut out: impl Write, config: &Config) -> io::Result<()> {
    let mut history = vec![config.start];
    let mut rng = Rng::new(config.seed);
    let mut computer = Seat::new(config.computer);
    let mut lines = input.lines();
    writeln!(
        out,
        "You play {}. Type help for the commands.",
        config.human
    )?;
    show(&mut out, &config.start)?;
    loop {
        let pos = *history.last().unwrap_or(&config.start);
        if pos.side_to_move() != config.human && !pos.is_over() {
            let chosen = computer.choose_thinking(&pos, &mut rng, |p| {
                if config.think {
                    // Shown as it comes; a write error shows again below.
                    let _ = out.write_all(thought(&pos, p).as_bytes());
                    let _ = out.flush();
                }
            });
            if let Some(m) = chosen {
                writeln!(out, "The computer plays {} ({m}).", algebraic(&pos, m))?;
                history.push(after(&pos, m));
                show(&mut out, &after(&pos, m))?;
                continue;
            }
        }
        write!(out, "{}> ", pos.side_to_move())?;
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
            (Some("board"), None, _) => show(&mut out, &pos)?,
            (Some("moves"), square, None) => list_moves(&mut out, &pos, square)?,
            (Some("undo"), None, _) => undo(&mut out, &mut history, config.human)?,
            _ => match parse_move(&pos, &line) {
                Ok(m) => {
                    history.push(after(&pos, m));
                    show(&mut out, &after(&pos, m))?;
                }
                Err(why) => writeln!(out, "Illegal move: {why}. Type help for the commands.")?,
            },
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

/// The position after the legal move `m`.
fn after(pos: &Position, m: Move) -> Position {
    let mut next = *pos;
    next.play_unchecked(m);
    next
}

/// The board, whose move it is, and the end of the game if it is over.
fn show(out: &mut impl Write, pos: &Position) -> io::Result<()> {
    write!(out, "\n{}", pos.diagram())?;
    match pos.outcome() {
        Some(outcome) => writeln!(out, "Game over: {outcome}. Type undo or quit."),
        None => writeln!(
            out,
            "Move {}, {} to move.",
            pos.move_number(),
            pos.side_to_move()
        ),
    }
}

/// Lists the legal moves of the piece on `square`, or all of them.
fn list_moves(out: &mut impl Write, pos: &Position, square: Option<&str>) -> io::Result<()> {
    let from = match square.map(str::parse::<Square>) {
        None => None,
        Some(Ok(sq)) => Some(sq),
        Some(Err(_)) => return writeln!(out, "Not a square: write moves e2, say."),
    };
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| from.is_none_or(|sq| m.from() == sq))
        .map(|&m| algebraic(pos, m))
        .collect();
    moves.sort();
    match (moves.is_empty(), from) {
        (true, Some(sq)) => match pos.piece_at(sq) {
            None => writeln!(out, "No piece on {sq}."),
            Some(p) if p.color != pos.side_to_move() => {
                writeln!(out, "The {p} on {sq} is not yours to move.")
            }
            Some(_) => writeln!(out, "The piece on {sq} has no legal move."),
        },
        (true, None) => writeln!(out, "No legal moves: the game is over."),
        (false, _) => writeln!(out, "{} moves: {}", moves.len(), moves.join(" ")),
    }
}

/// Takes back to the person's last turn before their latest move.
fn undo(out: &mut impl Write, history: &mut Vec<Position>, human: Color) -> io::Result<()> {
    let last = history.len().saturating_sub(1);
    match history[..last]
        .iter()
        .rposition(|p| p.side_to_move() == human)
    {
        Some(turn) => {
            history.truncate(turn + 1);
            writeln!(out, "Taken back.")?;
            show(out, &history[turn])
        }
        None => writeln!(out, "Nothing to undo."),
    }
}
