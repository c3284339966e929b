//! The moves a player chooses among, a duel counted once: under duels
//! (RULES.md section 10) a capture has two legal outcomes, which a player
//! does not choose between, so a random player that drew from the legal
//! moves would choose each capture twice as often as any other move.

use super::Position;
use crate::movegen::MoveList;
use crate::types::{Move, MoveKind, Piece};

impl Position {
    /// Every legal move that a player chooses: the legal moves without the
    /// fallen attackers ([`Move::fallen`]), so that a capture played as a
    /// duel is one choice, its ordinary move, whose outcome a duel decides
    /// ([`Position::is_duel`];
    /// [`DuelModel::resolve`](crate::DuelModel::resolve) draws it).
    /// Under the other capture rule these are all the legal moves.
    ///
    /// ```
    /// use jetan::{Move, Position, Rules};
    /// // A Black Panthan on e2 faces an Orange Panthan on e3, under duels.
    /// let pos = Position::from_text_with_rules(
    ///     "P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1",
    ///     Rules::MANATOR,
    /// )?;
    /// let e2e3: Move = "e2e3".parse()?;
    /// assert!(pos.choices().contains(&e2e3) && pos.is_duel(e2e3));
    /// assert_eq!(pos.choices().len() + 1, pos.legal_moves().len()); // e2*e3
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn choices(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_piece_moves(|batch| {
            if batch.kind != MoveKind::Fallen {
                for m in batch {
                    // Never full: they are legal moves, which
                    // MAX_LEGAL_MOVES bounds.
                    let kept = list.try_push(m);
                    debug_assert!(kept.is_ok(), "more than MAX_LEGAL_MOVES legal moves");
                }
            }
        });
        list
    }

    /// Whether `m` is a legal capture played as a duel: an ordinary move
    /// whose fallen attacker ([`Move::fallen`] of the same squares) is
    /// legal too, so that a duel decides which of the two is played.
    pub fn is_duel(&self, m: Move) -> bool {
        !m.is_escape()
            && !m.is_fallen()
            && self.is_legal(m)
            && self.is_legal(Move::fallen(m.from(), m.to()))
    }

    /// The attacker and the defender of the duel that `m` starts, where `m`
    /// names either outcome of a legal duel ([`Move::choice`] is a duel,
    /// [`Position::is_duel`]); `None` for any other move.
    ///
    /// ```
    /// use jetan::{Color, Move, Piece, Position, Role, Rules};
    /// let pos = Position::from_text_with_rules(
    ///     "P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1",
    ///     Rules::MANATOR,
    /// )?;
    /// let black_panthan = Piece { color: Color::Black, role: Role::Panthan };
    /// let orange_panthan = Piece { color: Color::Orange, role: Role::Panthan };
    /// let falls: Move = "e2*e3".parse()?;
    /// assert_eq!(pos.duel(falls), Some((black_panthan, orange_panthan)));
    /// assert_eq!(pos.duel("j1j2".parse()?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn duel(&self, m: Move) -> Option<(Piece, Piece)> {
        let capture = m.choice();
        if !self.is_duel(capture) {
            return None;
        }
        Some((self.piece_at(capture.from())?, self.piece_at(capture.to())?))
    }
}
