//! One game between two seats, from a few random opening moves.

use super::duels::Referee;
use super::player::Competitor;
use jetan::{Color, Game, Outcome, Position, SplitMix64};

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

/// `from` after `plies` random moves from `rng`, never an escape (under
/// duels each capture once, its outcome from `referee`): openings that
/// differ, so that players that always choose the same move still play
/// different games. Stops early if the game ends.
pub fn random_opening(
    from: Position,
    plies: u32,
    rng: &mut SplitMix64,
    referee: &mut Referee,
) -> Position {
    let mut pos = from;
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
/// referee its outcome. The players see the game's history from `start`
/// on. Answers how it went and the game itself. An error if a player fails
/// (a `uci:PATH` program that stops answering, or answers an illegal
/// move).
pub fn play(
    start: Position,
    black: &mut Competitor,
    orange: &mut Competitor,
    max_moves: u32,
    rng: &mut SplitMix64,
    referee: &mut Referee,
) -> Result<(Played, Game), String> {
    let mut game = Game::from_position(start);
    let mut moves = moves_before(&start);
    while moves < max_moves {
        let seat = match game.position().side_to_move() {
            Color::Black => &mut *black,
            Color::Orange => &mut *orange,
        };
        let Some(m) = seat.choose(&game, rng)? else {
            break;
        };
        let m = referee.resolve(game.position(), m);
        game.play(m)
            .map_err(|e| format!("{} chose {m}, which is illegal: {e}", seat.player()))?;
        moves += 1;
    }
    let played = Played {
        outcome: game.outcome(),
        moves,
        positions: black.nodes() + orange.nodes(),
    };
    Ok((played, game))
}

/// The moves (of either side) made before `pos` since a Black-first start,
/// from its move number and side to move.
pub fn moves_before(pos: &Position) -> u32 {
    // Position text allows any move number: saturating, not wrapping.
    let full = pos.move_number().saturating_sub(1).saturating_mul(2);
    full.saturating_add(u32::from(pos.side_to_move() == Color::Orange))
}
