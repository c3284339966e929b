//! The end of the game (RULES.md section 6): what a move's capture or the
//! material count brings, and the outcome asked of a position, which a
//! side without legal moves also reaches. The types of the result are in
//! [`super::outcome`].

use super::Position;
use super::material::MATERIAL_DRAW_COUNT;
use super::outcome::{DrawReason, Outcome, WinReason};
use super::zobrist;
use crate::rules::{ChiefCapture, NoMove};
use crate::types::Role;

impl Position {
    /// How the game ended, or `None` while it goes on. A position whose side
    /// to move has no legal move is over ([RULES.md 6.5](crate::rules_book#6-end-of-the-game)).
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = self.ended {
            return Some(outcome);
        }
        if self.count_legal_moves() > 0 {
            return None;
        }
        Some(match self.rules.no_move {
            NoMove::Draw => Outcome::Draw(DrawReason::NoLegalMove),
            NoMove::Loss => Outcome::Win {
                winner: self.side.opposite(),
                reason: WinReason::NoLegalMove,
            },
        })
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// RULES.md 6.4: the move that brings the condition about sets the count
    /// to 0, each move that keeps it adds 1, a move after which it fails
    /// resets it; on the tenth move the game is drawn, unless that move won.
    #[inline]
    pub(super) fn update_material_count(&mut self, held_before: bool, holds: bool) {
        let count = if held_before && holds {
            self.material_count.saturating_add(1)
        } else {
            0
        };
        if count != self.material_count {
            self.hash ^= zobrist::material_count_key(self.material_count)
                ^ zobrist::material_count_key(count);
            self.material_count = count;
            if self.ended.is_none() && count >= MATERIAL_DRAW_COUNT {
                self.ended = Some(Outcome::Draw(DrawReason::Material));
            }
        }
    }

    /// RULES.md 6.2 and 6.3: the end a capture of the opposing Chief by a
    /// piece of kind `role` brings, if any.
    pub(super) fn chief_taken(&self, role: Role) -> Option<Outcome> {
        if role == Role::Chief {
            Some(Outcome::Win {
                winner: self.side,
                reason: WinReason::ChiefTakenByChief,
            })
        } else if self.rules.chief == ChiefCapture::Draw {
            Some(Outcome::Draw(DrawReason::ChiefTaken))
        } else {
            None
        }
    }

    /// RULES.md section 10: the end that the side to move's Chief falling in
    /// a duel brings. Killed by the opposing Chief, the survivor's side wins
    /// (a Chief took a Chief); killed by another piece, it is a Chief taken
    /// by a lesser piece (6.3).
    pub(super) fn chief_fallen(&self, by_chief: bool) -> Option<Outcome> {
        if by_chief {
            Some(Outcome::Win {
                winner: self.side.opposite(),
                reason: WinReason::ChiefTakenByChief,
            })
        } else if self.rules.chief == ChiefCapture::Draw {
            Some(Outcome::Draw(DrawReason::ChiefTaken))
        } else {
            None
        }
    }
}
