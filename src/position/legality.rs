//! Whether a move is legal, and if not, why: the one check that
//! [`Position::play`], [`Position::parse_move`] and [`Position::is_legal`]
//! share, and the one vocabulary of reasons, [`IllegalMove`].

use super::{IllegalMove, Position};
use crate::movegen::{self, variant::with_move_rules};
use crate::rules::{Capture, Escape, EscapeWhen};
use crate::types::{Bitboard, Move, Role};

impl Position {
    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_role(m).is_some()
    }

    /// The kind of the piece making `m` if `m` is legal, or the first thing
    /// wrong with it, from the coarsest reason to the finest: the game is
    /// over; no piece, or not the side to move's, on the from-square; an
    /// escape that is not allowed; a fallen attacker where there is no duel;
    /// an ordinary Princess move where her escape is legal; a square the
    /// piece cannot reach.
    pub(crate) fn check_move(&self, m: Move) -> Result<Role, IllegalMove> {
        self.legal_role(m).ok_or_else(|| self.why_illegal(m))
    }

    /// The kind of the piece making `m`, if `m` is legal: the legality test
    /// itself, without reasons (engines ask it often).
    pub(crate) fn legal_role(&self, m: Move) -> Option<Role> {
        if self.ended.is_some() {
            return None;
        }
        let from = m.from();
        let piece = self.board.piece_at(from)?;
        if piece.color != self.side || (m.is_escape() && piece.role != Role::Princess) {
            return None;
        }
        if m.is_fallen() && !self.fallen_allowed(m) {
            return None;
        }
        self.destinations(m, piece.role)
            .contains(m.to())
            .then_some(piece.role)
    }

    /// The to-squares of the legal moves of the piece of kind `role` on
    /// `m`'s from-square that are of `m`'s kind: ordinary (a capture under
    /// duels being the duel won), escape, or fallen attacker.
    fn destinations(&self, m: Move, role: Role) -> Bitboard {
        let mover = self.mover();
        let moves = with_move_rules!(&self.rules, |move_rules| movegen::piece(
            &self.board,
            mover,
            role,
            m.from(),
            move_rules
        ));
        if m.is_escape() {
            moves.escapes
        } else if m.is_fallen() {
            moves.ordinary & self.duel_squares()
        } else {
            moves.ordinary
        }
    }

    /// The squares a duel can be fought on (RULES.md section 10): under
    /// duels, those of the opposing pieces other than the Princess.
    fn duel_squares(&self) -> Bitboard {
        let them = self.side.opposite();
        if self.rules.capture == Capture::Duel {
            self.board.by_color(them) - self.board.pieces(them, Role::Princess)
        } else {
            Bitboard::EMPTY
        }
    }

    /// Whether `m` may be the outcome of a duel in which the attacker falls
    /// (RULES.md section 10): under duels, onto an opposing piece other than
    /// the Princess. (Whether the attacker can get there is for move
    /// generation to say.)
    pub(crate) fn fallen_allowed(&self, m: Move) -> bool {
        self.duel_squares().contains(m.to())
    }

    /// Why `m`, which is not legal, is refused.
    fn why_illegal(&self, m: Move) -> IllegalMove {
        // A finished game has no legal move (RULES.md section 6), whatever
        // the move: say so rather than blame the move.
        if let Some(outcome) = self.outcome() {
            return IllegalMove::GameOver(outcome);
        }
        let square = m.from();
        let Some(piece) = self.board.piece_at(square) else {
            return IllegalMove::NoPiece(square);
        };
        if piece.color != self.side {
            return IllegalMove::NotYourPiece(square);
        }
        if m.is_escape() {
            if piece.role != Role::Princess {
                return IllegalMove::EscapeByNonPrincess {
                    square,
                    found: piece.role,
                };
            }
            if self.rules.escape == Escape::None {
                return IllegalMove::NoEscapeInRules;
            }
            if !self.has_escape(self.side) {
                return IllegalMove::EscapeUsed;
            }
            // RULES.md section 9: judged on her square in the current
            // position, as move generation judges it.
            if self.rules.escape_when == EscapeWhen::Threatened
                && !self.threats(self.side.opposite()).contains(square)
            {
                return IllegalMove::EscapeNotThreatened;
            }
        }
        if m.is_fallen() {
            if self.rules.capture != Capture::Duel {
                return IllegalMove::NoDuelsInRules;
            }
            match self.board.piece_at(m.to()) {
                None => return IllegalMove::DuelOnEmptySquare(m),
                Some(p) if p.color != self.side && p.role == Role::Princess => {
                    return IllegalMove::DuelWithPrincess(m);
                }
                // A piece of the mover's own side is no destination at all.
                Some(_) => {}
            }
        }
        if piece.role == Role::Princess && !m.is_escape() && !m.is_fallen() {
            let escape = Move::escape(m.from(), m.to());
            if self.is_legal(escape) {
                return IllegalMove::EscapeWithoutTilde(m);
            }
        }
        IllegalMove::NotADestination {
            attempted: m,
            role: piece.role,
            destinations: self.destinations(m, piece.role),
        }
    }
}
