//! One game between two seats, from a few random opening moves.

use super::duels::Referee;
use super::player::Seat;
use super::rng::Rng;
use jetan::{Color, Outcome, Position, Rules};

/// How one game went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// How it ended; `None` when it was cut off at the move limit.
    pub outcome: Option<Outcome>,
    /// Its length in moves (of either side), the opening included.
    pub moves: u32,
    /// The positions both players looked at.
    pub positions: u64,
}

/// The start position of `rules` (Black first) after `plies` random moves
/// from `rng`, never an escape (under duels each capture once, its outcome
/// from `referee`): openings that differ, so that players that always
/// choose the same move still play different games. Stops early if the
/// game ends.
pub fn random_opening(rules: Rules, plies: u32, rng: &mut Rng, referee: &mut Referee) -> Position {
    let mut pos = Position::start_with(rules, Color::Black);
    for _ in 0..plies {
        let moves: Vec<_> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| !m.is_escape() && !m.is_fallen())
            .collect();
        if moves.is_empty() || pos.is_over() {
            break;
        }
        let m = referee.resolve(&pos, moves[rng.below(moves.len())]);
        pos.play_unchecked(m);
    }
    pos
}

/// Plays from `start` until the game ends or `max_moves` moves (counted
/// from the very start) have been made; `rng` breaks the players' ties,
/// and `referee` decides the duels: a player chooses a capture, the
/// referee its outcome.
pub fn play(
    start: Position,
    black: &mut Seat,
    orange: &mut Seat,
    max_moves: u32,
    rng: &mut Rng,
    referee: &mut Referee,
) -> Played {
    let mut pos = start;
    let mut moves = opening_length(&start);
    while moves < max_moves {
        let seat = match pos.side_to_move() {
            Color::Black => &mut *black,
            Color::Orange => &mut *orange,
        };
        match seat.choose(&pos, rng) {
            Some(m) => pos.play_unchecked(referee.resolve(&pos, m)),
            None => break,
        }
        moves += 1;
    }
    Played {
        outcome: pos.outcome(),
        moves,
        positions: black.nodes() + orange.nodes(),
    }
}

/// The moves made since a Black-first start.
fn opening_length(pos: &Position) -> u32 {
    let full = 2 * (pos.move_number() - 1);
    full + u32::from(pos.side_to_move() == Color::Orange)
}
