//! The terminal game of `jetan play`, against any input and output
//! so that a test can drive it with a script. The game itself (moves,
//! positions, undo) is a `jetan::Game`; the move text is the crate's.

use crate::games::duels::{self, Duels, Referee};
use crate::games::player::{Player, Seat};
use crate::games::rng::Rng;
use jetan::search::Progress;
use jetan::{Color, Game, Move, MoveTextError, Piece, Position, Square};
use std::io::{self, BufRead, Write};

/// The commands, as shown by `help`.
pub const HELP: &str = "\
Type a move as e2e3 or Ne2-e3 (x for a capture: Fd1xe4; ~ for the
Princess's escape: f1~c5 or Pf1~c5). Under duels (capture=duel) a capture
is a duel, decided as --duels says. Other commands:
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
    /// Seeds the computer's choice among equal moves, and the duels.
    pub seed: u64,
    /// Show the engine's thoughts: after each depth, its score and the
    /// line it expects.
    pub think: bool,
    /// How duels are decided (under `capture=duel`): the person is asked,
    /// or a seeded draw.
    pub duels: Duels,
}

/// Mixed into the seed for the referee's generator, so that its draws and
/// the computer's choices come from different streams.
const DUEL_STREAM: u64 = 0x6475_656c_7320_2020;

/// The algebraic form of the legal move `m` of `pos` (`Ne2-e3`), or its
/// coordinate form if it is not legal there.
pub fn algebraic(pos: &Position, m: Move) -> String {
    pos.algebraic(m)
        .map_or_else(|| m.to_string(), |a| a.to_string())
}

/// Plays one game, reading commands from `input` and writing to `out`,
/// until `quit` or the end of the input. Only I/O errors are errors: bad
/// input gets a message and the game goes on.
pub fn run(input: impl BufRead, mut out: impl Write, config: &Config) -> io::Result<()> {
    let mut game = Game::from_position(config.start);
    let mut rng = Rng::new(config.seed);
    let mut referee = Referee::new(config.duels, config.seed ^ DUEL_STREAM);
    let mut computer = Seat::new(config.computer);
    let mut lines = input.lines();
    writeln!(
        out,
        "You play {}. Type help for the commands.",
        config.human
    )?;
    show(&mut out, game.position())?;
    loop {
        let pos = *game.position();
        if pos.side_to_move() != config.human && !pos.is_over() {
            let chosen = computer.choose_thinking(&pos, &mut rng, |p| {
                if config.think {
                    // Shown as it comes; a write error shows again below.
                    let _ = out.write_all(thought(&pos, p).as_bytes());
                    let _ = out.flush();
                }
            });
            if let Some(m) = chosen {
                let m = duels::chosen(m);
                writeln!(out, "The computer plays {} ({m}).", algebraic(&pos, m))?;
                let Some(m) = decide(&mut out, &mut lines, &mut referee, config, &pos, m)? else {
                    return Ok(());
                };
                play(&mut out, &mut game, m)?;
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
            (Some("undo"), None, _) => undo(&mut out, &mut game, config.human)?,
            _ => match pos.parse_move(&line) {
                // Under `ask` the person may give the outcome (`e2*e3`);
                // otherwise the draw gives it.
                Ok(m) if m.is_fallen() && config.duels != Duels::Ask => writeln!(
                    out,
                    "Who wins a duel is drawn (--duels {}): type the capture, {}.",
                    config.duels.name(),
                    algebraic(&pos, duels::chosen(m))
                )?,
                Ok(m) if m.is_fallen() => play(&mut out, &mut game, m)?,
                Ok(m) => {
                    let Some(m) = decide(&mut out, &mut lines, &mut referee, config, &pos, m)?
                    else {
                        return Ok(());
                    };
                    play(&mut out, &mut game, m)?;
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

/// The move that happens when the legal move `m` of `pos` is chosen: for a
/// duel, the outcome, asked of the person under `ask` (the next lines of
/// input) or drawn by the referee, and said. `None` if the input ends
/// before the person answers.
fn decide(
    out: &mut impl Write,
    lines: &mut impl Iterator<Item = io::Result<String>>,
    referee: &mut Referee,
    config: &Config,
    pos: &Position,
    m: Move,
) -> io::Result<Option<Move>> {
    let Some((attacker, defender)) = duels::duel(pos, m) else {
        return Ok(Some(m));
    };
    let wins = if config.duels == Duels::Ask {
        match ask(out, lines, m.to(), attacker, defender)? {
            Some(wins) => wins,
            None => return Ok(None),
        }
    } else {
        referee.attacker_wins(attacker.role, defender.role)
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

/// Plays the legal move `m` and shows the board after it.
fn play(out: &mut impl Write, game: &mut Game, m: Move) -> io::Result<()> {
    if let Err(e) = game.play(m) {
        // Only legal moves come here.
        return writeln!(out, "Illegal move: {e}.");
    }
    show(out, game.position())
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

/// Lists the legal moves of the piece on `square`, or all of them. Under
/// duels a capture is listed once: its outcome is not the player's choice.
fn list_moves(out: &mut impl Write, pos: &Position, square: Option<&str>) -> io::Result<()> {
    let from = match square.map(str::parse::<Square>) {
        None => None,
        Some(Ok(sq)) => Some(sq),
        Some(Err(_)) => return writeln!(out, "Not a square: write moves e2, say."),
    };
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| !m.is_fallen() && from.is_none_or(|sq| m.from() == sq))
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
fn undo(out: &mut impl Write, game: &mut Game, human: Color) -> io::Result<()> {
    let last = game.moves().len();
    match game.positions()[..last]
        .iter()
        .rposition(|p| p.side_to_move() == human)
    {
        Some(turn) => {
            for _ in turn..last {
                game.undo();
            }
            writeln!(out, "Taken back.")?;
            show(out, game.position())
        }
        None => writeln!(out, "Nothing to undo."),
    }
}
