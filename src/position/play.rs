//! Playing a move: the board, the hash and the fields it changes. What
//! ends the game is decided in [`super::game_end`].

use super::zobrist;
use super::{IllegalMove, Position, material};
use crate::position::{Outcome, WinReason};
use crate::types::{Bitboard, ByColor, Color, Move, Piece, Role, Square};

impl Position {
    /// Plays `m` if it is legal and answers the piece it took off the
    /// board, if any; otherwise leaves the position as it was and says why
    /// not.
    ///
    /// The piece taken is the captured one. The move onto the opposing
    /// Princess wins the game ([RULES.md 6.1](crate::rules_book#6-end-of-the-game))
    /// and takes her as any capture does: the mover stands on her square and
    /// she is off the board, so that [`Position::diagram`] and
    /// [`to_svg`](crate::to_svg) show the capture; she is the piece
    /// answered, and the one [`Game::taken`](crate::Game::taken) and the
    /// [`Ledger`](crate::Ledger) book. Under duels (RULES.md section 10) the
    /// piece taken is the loser of the duel: a move onto an opposing piece
    /// other than the Princess is the duel won by the attacker (an ordinary
    /// capture), and [`Move::fallen`] the duel it loses, in which the
    /// attacker is removed and the defender stays. A Chief killed in a duel
    /// is a Chief taken: by the other Chief, whichever of them attacked, the
    /// survivor's side wins; by another piece, the game is drawn (or under
    /// [`ChiefCapture::Removed`](crate::ChiefCapture::Removed) goes on without it). An escape never takes
    /// anything.
    ///
    /// ```
    /// use jetan::{Color, IllegalMove, Move, Piece, Position, Role};
    /// let mut pos = Position::default();
    /// let back: Move = "e2e1".parse().unwrap();
    /// assert!(matches!(
    ///     pos.play(back),
    ///     Err(IllegalMove::NotADestination { attempted, .. }) if attempted == back
    /// ));
    /// assert_eq!(pos, Position::default());
    /// assert_eq!(pos.play("e2e3".parse().unwrap()), Ok(None));
    ///
    /// // A Black Flier on d4 takes the Orange Panthan on e5.
    /// let mut pos = Position::from_text("4P5/10/10/10/10/4N5/3f6/10/10/5p4 b - 0 1").unwrap();
    /// let taken = pos.play("d4e5".parse().unwrap());
    /// assert_eq!(taken, Ok(Some(Piece { color: Color::Orange, role: Role::Panthan })));
    /// ```
    pub fn play(&mut self, m: Move) -> Result<Option<Piece>, IllegalMove> {
        let role = self.check_move(m)?;
        let taken = if m.is_fallen() {
            Some(Piece {
                color: self.side,
                role,
            })
        } else if m.is_escape() {
            None
        } else {
            // A legal move never ends on a piece of its own side.
            self.board.piece_at(m.to())
        };
        if m.is_fallen() {
            self.play_fallen_bits(role, m.from().bit(), m.to().bit());
        } else {
            self.play_piece(role, m.from(), m.to(), m.is_escape());
        }
        Ok(taken)
    }

    /// Plays `m` without checking that it is legal, for engines that play
    /// only moves the generator gave them. An illegal move leaves a position
    /// that need not follow the rules (but never panics); a move from a
    /// square without a piece of the side to move does nothing.
    pub fn play_unchecked(&mut self, m: Move) {
        let Some(piece) = self.board.piece_at(m.from()) else {
            return;
        };
        if piece.color != self.side {
            return;
        }
        if m.is_fallen() {
            self.play_fallen_bits(piece.role, m.from().bit(), m.to().bit());
        } else {
            self.play_piece(piece.role, m.from(), m.to(), m.is_escape());
        }
    }

    /// Plays the duel that the side to move's piece of kind `role` on bit
    /// `from` loses on bit `to` (RULES.md section 10): the attacker is
    /// removed, the defender stays, and the material count and the hash
    /// follow the position after the duel.
    pub(super) fn play_fallen_bits(&mut self, role: Role, from: u32, to: u32) {
        let us = self.side;
        let them = us.opposite();
        self.board.remove(us, Bitboard::from_bit(from));
        self.hash ^= zobrist::piece_at_bit(us, role, from);
        if role == Role::Chief {
            let by_chief = self
                .board
                .pieces(them, Role::Chief)
                .intersects(Bitboard::from_bit(to));
            self.ended = self.chief_fallen(by_chief);
        }
        let held_before = self.material_holds;
        self.material_holds = material::holds(&self.board, self.rules.material);
        self.update_material_count(held_before, self.material_holds);
        self.pass_turn(us);
    }

    /// Plays the move of the side to move's `role` from `from` to `to`.
    #[inline]
    fn play_piece(&mut self, role: Role, from: Square, to: Square, escape: bool) {
        self.play_bits(role, from.bit(), to.bit(), escape);
    }

    /// [`Position::play_piece`] with the squares as bitboard bits, as move
    /// generation hands them out: no conversion on the hot path.
    #[inline]
    pub(crate) fn play_bits(&mut self, role: Role, from: u32, to: u32, escape: bool) {
        match self.simple_move(role, from, to, escape) {
            Some(simple) => self.apply_simple(simple),
            None => self.play_other(role, from, to, escape),
        }
    }

    /// [`Position::play_bits`] on `self`, a copy of `parent`, for
    /// copy-make: a simple move's fields are worked out from `parent` and
    /// written into the copy, rather than read back from the copy just
    /// written. That measured 7% faster when every leaf is played, although
    /// callgrind counts more instructions (docs/speed.md): presumably the
    /// loads no longer wait for the copy's stores.
    #[inline]
    pub(super) fn play_bits_from(
        &mut self,
        parent: &Position,
        role: Role,
        from: u32,
        to: u32,
        escape: bool,
    ) {
        match parent.simple_move(role, from, to, escape) {
            Some(simple) => self.apply_simple(simple),
            None => self.play_other(role, from, to, escape),
        }
    }

    /// What the move changes if it is simple: no capture, and the material
    /// condition does not hold before it (so it does not after, and the
    /// count stays 0). Most moves are. (Simple, not quiet: the search's
    /// quiet moves are those without a capture, whatever the material.)
    #[inline]
    fn simple_move(&self, role: Role, from: u32, to: u32, escape: bool) -> Option<SimpleMove> {
        let target = Bitboard::from_bit(to);
        if self.material_holds || self.board.occupied().intersects(target) {
            return None;
        }
        let us = self.side;
        let both = Bitboard::from_bit(from) | target;
        let mut hash = self.hash
            ^ zobrist::piece_at_bit(us, role, from)
            ^ zobrist::piece_at_bit(us, role, to)
            ^ zobrist::orange_to_move();
        let mut escapes = self.escapes;
        if escape && self.has_escape(us) {
            escapes[us] = false;
            hash ^= zobrist::escape(us);
        }
        Some(SimpleMove {
            us,
            role,
            kind: self.board.by_role(role) ^ both,
            side: self.board.by_color(us) ^ both,
            escapes,
            hash,
            // One more after Orange's move (see `pass_turn`): an addition
            // of the side's index, not a branch.
            move_number: self.move_number.saturating_add(us.index() as u32),
        })
    }

    /// Writes what a simple move changes.
    #[inline]
    fn apply_simple(&mut self, simple: SimpleMove) {
        self.board
            .replace(simple.us, simple.role, simple.kind, simple.side);
        self.escapes = simple.escapes;
        self.hash = simple.hash;
        self.side = simple.us.opposite();
        self.move_number = simple.move_number;
    }

    /// [`Position::play_bits`] for a move that is not simple.
    #[inline]
    fn play_other(&mut self, role: Role, from: u32, to: u32, escape: bool) {
        let us = self.side;
        let them = us.opposite();
        let target = Bitboard::from_bit(to);
        if !self.board.by_color(them).intersects(target) {
            // A move that captures nothing keeps the material, so the
            // material condition is as it was (RULES.md 6.4). The count is
            // 0 whenever the condition does not hold (see
            // `update_material_count`), so only a count that runs needs
            // updating, and a move without a capture while it does not hold
            // takes `simple_move`: about 7% fewer instructions when every
            // leaf is played (docs/speed.md).
            self.step(role, from, to, escape);
            if self.material_holds {
                self.update_material_count(true, true);
            }
        } else {
            if let Some(victim) = self.board.role_at_bit(to) {
                self.hash ^= zobrist::piece_at_bit(them, victim, to);
            }
            if self.board.pieces(them, Role::Princess).intersects(target) {
                // RULES.md 6.1: the game is won. She is taken as any piece
                // is, so that the final board shows the capture.
                self.ended = Some(Outcome::Win {
                    winner: us,
                    reason: WinReason::PrincessTaken,
                });
            } else if self.board.pieces(them, Role::Chief).intersects(target) {
                self.ended = self.chief_taken(role);
            }
            self.board.remove(them, target);
            self.step(role, from, to, escape);
            let held_before = self.material_holds;
            self.material_holds = material::holds(&self.board, self.rules.material);
            self.update_material_count(held_before, self.material_holds);
        }
        self.pass_turn(us);
    }

    /// Moves the side to move's piece from `from` to the empty square `to`.
    #[inline]
    fn step(&mut self, role: Role, from: u32, to: u32, escape: bool) {
        let us = self.side;
        self.board
            .move_piece_bits(us, role, Bitboard::from_bit(from), Bitboard::from_bit(to));
        self.hash ^= zobrist::piece_at_bit(us, role, from) ^ zobrist::piece_at_bit(us, role, to);
        if escape && self.has_escape(us) {
            self.escapes[us] = false;
            self.hash ^= zobrist::escape(us);
        }
    }

    #[inline]
    fn pass_turn(&mut self, mover: Color) {
        self.side = mover.opposite();
        self.hash ^= zobrist::orange_to_move();
        if mover == Color::Orange {
            self.move_number = self.move_number.saturating_add(1);
        }
    }
}

/// The fields a simple move changes (see [`Position::simple_move`]).
#[derive(Clone, Copy)]
struct SimpleMove {
    us: Color,
    role: Role,
    /// The mover's kind's squares after the move, both sides.
    kind: Bitboard,
    /// The mover's side's squares after the move.
    side: Bitboard,
    escapes: ByColor<bool>,
    hash: u64,
    move_number: u32,
}
