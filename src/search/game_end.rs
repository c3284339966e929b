//! How the search scores the end of a game: a capture that ends it, a
//! duel lost by a Chief, a drawn game (less the contempt) and a finished
//! position.

use super::ordering::ScoredMove;
use super::score::Score;
use crate::position::{Outcome, Position};
use crate::rules::ChiefCapture;
use crate::types::Role;

/// What the end of a game is worth in one search: the rules that decide
/// it and the searcher's contempt for a draw.
#[derive(Clone, Copy, Default)]
pub(super) struct GameEnd {
    pub(super) chief: ChiefCapture,
    /// Captures are duels (`capture=duel`): searched as chance nodes.
    pub(super) duels: bool,
    /// The searching side's contempt for a draw, in centipoints.
    pub(super) contempt_centipoints: i32,
}

impl GameEnd {
    /// The score of a move that ends the game at once, `ply` moves below
    /// the root: taking the Princess, taking the Chief with the Chief, and
    /// (under [`ChiefCapture::Draw`]) taking the Chief with a lesser
    /// piece. Scoring these without visiting the position after them saves
    /// a move generation that would find nothing.
    #[inline(always)]
    pub(super) fn immediate(&self, m: &ScoredMove, ply: usize) -> Option<i32> {
        match m.victim {
            // Under duels only the Princess's capture ends the game whatever
            // the swords say; the rest waits for the duel's outcome.
            Some(victim) if victim == Role::Princess || !self.duels => {
                self.by_capture(m.role, victim, ply)
            }
            _ => None,
        }
    }

    /// The score of a capture of a `victim` by a piece of kind `role` that
    /// ends the game (the attacker winning the duel, under duels), for the
    /// side that captures, `ply` moves below the root.
    pub(super) fn by_capture(&self, role: Role, victim: Role, ply: usize) -> Option<i32> {
        let win = won_by_move_at(ply);
        match victim {
            Role::Princess => Some(win),
            Role::Chief if role == Role::Chief => Some(win),
            Role::Chief if self.chief == ChiefCapture::Draw => Some(self.draw(ply)),
            _ => None,
        }
    }

    /// The score of a duel against a `victim` lost by the side to move's
    /// piece of kind `role`, when that ends the game (RULES.md section 10):
    /// a Chief that falls to the other Chief loses it, to another piece
    /// draws it (unless the Chief is only removed).
    pub(super) fn by_fall(&self, role: Role, victim: Role, ply: usize) -> Option<i32> {
        if role != Role::Chief {
            return None;
        }
        match victim {
            Role::Chief => Some(-won_by_move_at(ply)),
            _ if self.chief == ChiefCapture::Draw => Some(self.draw(ply)),
            _ => None,
        }
    }

    /// A drawn game for the side to move `ply` moves below the root: 0, less
    /// the contempt for the side that searches, more for the other.
    pub(super) fn draw(&self, ply: usize) -> i32 {
        if ply % 2 == 0 {
            -self.contempt_centipoints
        } else {
            self.contempt_centipoints
        }
    }
}

/// The score of a finished game for the side to move, `ply` moves below
/// the root: won, lost, or `draw` (also when the position does not say the
/// game is over, for a side without a move).
pub(super) fn finished(pos: &Position, ply: usize, draw: i32) -> i32 {
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == pos.side_to_move() => {
            Score::win_in(ply as u32).encoded()
        }
        Some(Outcome::Win { .. }) => -Score::win_in(ply as u32).encoded(),
        Some(Outcome::Draw(_)) | None => draw,
    }
}

/// The score of a game won by the side to move's move `ply` moves below
/// the root: a win `ply + 1` moves from the root.
#[inline(always)]
pub(super) fn won_by_move_at(ply: usize) -> i32 {
    Score::win_in(ply as u32 + 1).encoded()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    /// The ends of a search under `chief`, with duels and a contempt of 30.
    fn ends(chief: ChiefCapture) -> GameEnd {
        GameEnd {
            chief,
            duels: true,
            contempt_centipoints: 30,
        }
    }

    #[test]
    fn captures_end_the_game_as_the_rules_say() {
        // Two moves below the root, a win by this move is a win in 3 (30,000
        // less 3); a draw is the searching side's, less its contempt.
        let (draw, removed) = (ends(ChiefCapture::Draw), ends(ChiefCapture::Removed));
        for ends in [draw, removed] {
            assert_eq!(
                ends.by_capture(Role::Panthan, Role::Princess, 2),
                Some(29_997)
            );
            assert_eq!(ends.by_capture(Role::Chief, Role::Chief, 2), Some(29_997));
            assert_eq!(ends.by_capture(Role::Chief, Role::Flier, 2), None);
        }
        // The Chief taken by a lesser piece: a draw (RULES.md 6.3), or
        // under `chief=removed` play goes on.
        assert_eq!(draw.by_capture(Role::Panthan, Role::Chief, 2), Some(-30));
        assert_eq!(draw.by_capture(Role::Panthan, Role::Chief, 3), Some(30));
        assert_eq!(removed.by_capture(Role::Panthan, Role::Chief, 2), None);
    }

    #[test]
    fn only_a_chiefs_fall_can_end_the_game() {
        let (draw, removed) = (ends(ChiefCapture::Draw), ends(ChiefCapture::Removed));
        for ends in [draw, removed] {
            // Falling to the other Chief loses: the other side wins by its
            // move, a win in 3 for it from two moves below the root.
            assert_eq!(ends.by_fall(Role::Chief, Role::Chief, 2), Some(-29_997));
            // Any other piece's fall ends nothing.
            assert_eq!(ends.by_fall(Role::Panthan, Role::Chief, 2), None);
            assert_eq!(ends.by_fall(Role::Warrior, Role::Flier, 2), None);
        }
        // A Chief falling to a lesser piece: a draw, or removed.
        assert_eq!(draw.by_fall(Role::Chief, Role::Panthan, 2), Some(-30));
        assert_eq!(removed.by_fall(Role::Chief, Role::Panthan, 2), None);
    }

    #[test]
    fn a_finished_game_is_won_or_lost_for_the_side_to_move() {
        // Black's Chief on e2 attacks Orange's on c4 and falls (RULES.md
        // 10): Black has lost, and Orange, to move, has won.
        let mut pos = Position::from_text_with_rules(
            "9P/10/10/10/10/10/2C7/10/4c5/p9 b - 0 1",
            Rules::MANATOR,
        )
        .unwrap();
        pos.play("e2*c4".parse().unwrap()).unwrap();
        assert_eq!(finished(&pos, 0, 5), 30_000);
        assert_eq!(finished(&pos, 4, 5), 29_996);
        // A game that goes on scores what the caller says.
        assert_eq!(finished(&Position::default(), 4, 5), 5);
    }
}
