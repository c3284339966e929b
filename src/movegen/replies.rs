//! The moves of the side that is not to move, piece by piece, kept for
//! each move of the side to move: the fast perft's last ply under the
//! default move rules.
//!
//! A move changes the other side's moves only where it changes what that
//! side's walkers pass over (the square it leaves, and the square it lands
//! on when that was empty: a walker's destinations depend on nothing else,
//! see [`passes_over`]), or where it takes one of that side's pieces, which
//! then has no moves while its square becomes a capture for the others.
//! So the other side's pieces are searched once per position
//! ([`Replies::new`]), again for the few walkers around the square that a
//! piece leaves, once per piece ([`Replies::lift`]), and again for the few
//! around each square it lands on. Only the Princess's moves, which depend
//! on the threat map, are found afresh.
//!
//! Keeping the last ply's moves here cuts the instructions of bulk perft
//! from the start by half, and saves about 5% when every leaf is played
//! (docs/speed.md).

use super::reach::{WALKERS, passes_over, reach_one};
use super::variant::DefaultMoves;
use super::{Mover, PieceMoves, princess_move_count, princess_moves, step_tables};
use crate::types::{Bitboard, Board, Color, MoveKind, Role, Square};

/// The most pieces besides the Princess that a side can have: one Chief,
/// two each of five kinds and eight Panthans (RULES.md section 2; a valid
/// position never holds more than the starting army).
const MAX_PIECES: usize = 19;

/// One side's pieces but the Princess, each with its destinations.
#[derive(Clone, Copy)]
pub(crate) struct Replies {
    by: Color,
    len: usize,
    roles: [Role; MAX_PIECES],
    bits: [u8; MAX_PIECES],
    /// Each piece's destinations, its own side's squares not yet taken out.
    reach: [Bitboard; MAX_PIECES],
    /// How many of them are moves: not on a square of `own`.
    counts: [u8; MAX_PIECES],
    total: u32,
    /// The index of each kind's first piece, by [`Role::index`]: the pieces
    /// are kind by kind, and within a kind by bit.
    first: [u8; 8],
    own: Bitboard,
    walkers: Bitboard,
}

impl Replies {
    /// `by`'s pieces on `board` and their destinations; `None` if `by` has
    /// more pieces than an army holds.
    pub(crate) fn new(board: &Board, by: Color) -> Option<Replies> {
        let passable = !board.occupied();
        let own = board.by_color(by);
        let mut replies = Replies {
            by,
            len: 0,
            roles: [Role::Panthan; MAX_PIECES],
            bits: [0; MAX_PIECES],
            reach: [Bitboard::EMPTY; MAX_PIECES],
            counts: [0; MAX_PIECES],
            total: 0,
            first: [0; 8],
            own,
            walkers: WALKERS
                .iter()
                .fold(Bitboard::EMPTY, |acc, &kind| acc | board.pieces(by, kind)),
        };
        for role in Role::ALL {
            replies.first[role.index()] = replies.len as u8;
            if role == Role::Princess {
                continue;
            }
            for bit in board.pieces(by, role).bit_iter() {
                let i = replies.len;
                if i == MAX_PIECES {
                    return None;
                }
                let reach = reach_one(role, by, bit, passable, DefaultMoves);
                let count = (reach - own).len();
                replies.roles[i] = role;
                replies.bits[i] = bit as u8;
                replies.reach[i] = reach;
                replies.counts[i] = count as u8;
                replies.total += count;
                replies.len += 1;
            }
        }
        Some(replies)
    }

    /// The replies once the other side's piece on the square at bit `from`
    /// of `board` has left it, or `None` if no walker passes over it (then
    /// they are unchanged).
    #[inline]
    pub(crate) fn lift(&self, board: &Board, from: u32) -> Option<Replies> {
        if !self.walkers.intersects(step_tables::within_two_king(from)) {
            return None;
        }
        let mut lifted = *self;
        let passable = !board.occupied() | Bitboard::from_bit(from);
        for kind in WALKERS {
            for bit in (board.pieces(self.by, kind) & passes_over(kind, from)).bit_iter() {
                let i = self.index(kind, bit);
                let reach = reach_one(kind, self.by, bit, passable, DefaultMoves);
                let count = (reach - self.own).len();
                lifted.total = lifted.total + count - u32::from(lifted.counts[i]);
                lifted.reach[i] = reach;
                lifted.counts[i] = count as u8;
            }
        }
        Some(lifted)
    }

    /// The index of the walker of kind `kind` on the square at `bit`: a
    /// kind of walker has at most two pieces.
    #[inline]
    fn index(&self, kind: Role, bit: u32) -> usize {
        let i = usize::from(self.first[kind.index()]);
        if u32::from(self.bits[i]) == bit {
            i
        } else {
            i + 1
        }
    }

    /// The number of legal moves of the side once the other side's lifted
    /// piece has landed on the square at bit `to`, `after` being the board
    /// then, `escape_left` whether the side's Princess still has her
    /// escape, `threatened` the map of the squares the other side then
    /// threatens against her (judged with her square vacated).
    #[inline]
    pub(crate) fn count_after(
        &self,
        after: &Board,
        to: u32,
        escape_left: bool,
        threatened: Bitboard,
    ) -> u32 {
        let target = Bitboard::from_bit(to);
        let mut n = 0;
        if self.own.intersects(target) {
            // The piece taken on `to` has no moves; every other piece that
            // reaches `to` may now take there.
            for i in 0..self.len {
                if u32::from(self.bits[i]) != to {
                    n += u32::from(self.counts[i]) + self.reach[i].intersects(target) as u32;
                }
            }
        } else {
            n = self.total;
            if self.walkers.intersects(step_tables::within_two_king(to)) {
                let passable = !after.occupied();
                for kind in WALKERS {
                    for bit in (after.pieces(self.by, kind) & passes_over(kind, to)).bit_iter() {
                        let i = self.index(kind, bit);
                        let reach = reach_one(kind, self.by, bit, passable, DefaultMoves);
                        n = n + (reach - self.own).len() - u32::from(self.counts[i]);
                    }
                }
            }
        }
        let mover = Mover {
            us: self.by,
            escape_left,
        };
        n + princess_move_count(after, mover, DefaultMoves, |_| threatened)
    }

    /// The batches of legal moves of the side in the position of
    /// [`Replies::count_after`], handed to `f`.
    #[inline]
    pub(crate) fn batches_after(
        &self,
        after: &Board,
        to: u32,
        escape_left: bool,
        threatened: Bitboard,
        f: &mut impl FnMut(PieceMoves),
    ) {
        let target = Bitboard::from_bit(to);
        let taken = self.own.intersects(target);
        let blocked = !taken && self.walkers.intersects(step_tables::within_two_king(to));
        let own = after.by_color(self.by);
        let passable = !after.occupied();
        let mover = Mover {
            us: self.by,
            escape_left,
        };
        let princess = princess_moves(after, mover, DefaultMoves, |_| threatened);
        // The pieces, then the Princess's ordinary moves and escapes, with
        // one call of `f`: 2% fewer instructions when every leaf is played
        // (callgrind, perft 3: 112.1 to 110.2 a leaf; whole-process time
        // the same within the noise).
        for i in 0..self.len + 2 {
            let batch = if i < self.len {
                let (role, bit) = (self.roles[i], u32::from(self.bits[i]));
                if taken && bit == to {
                    continue;
                }
                let reach = if blocked && passes_over(role, bit).intersects(target) {
                    reach_one(role, self.by, bit, passable, DefaultMoves)
                } else {
                    self.reach[i]
                };
                PieceMoves {
                    role,
                    from: Square::from_bit(bit),
                    to: reach - own,
                    kind: MoveKind::Ordinary,
                }
            } else {
                let Some((from, moves)) = princess else {
                    break;
                };
                let escape = i > self.len;
                PieceMoves {
                    role: Role::Princess,
                    from,
                    to: if escape {
                        moves.escapes
                    } else {
                        moves.ordinary
                    },
                    kind: if escape {
                        MoveKind::Escape
                    } else {
                        MoveKind::Ordinary
                    },
                }
            };
            if !batch.to.is_empty() {
                f(batch);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movegen::threats;
    use crate::position::Position;
    use crate::test_support::xorshift as next;
    use crate::types::Move;

    #[test]
    fn after_every_move_of_random_games_the_replies_are_the_legal_moves() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        let mut checked = 0u32;
        for game in 0..12 {
            let first = if game % 2 == 0 {
                Color::Black
            } else {
                Color::Orange
            };
            let mut pos = Position::start(first);
            for _ in 0..100 {
                let them = pos.side_to_move().opposite();
                let replies = Replies::new(pos.board(), them).expect("an army fits");
                pos.for_each_piece_moves(|batch| {
                    let from = batch.from.bit();
                    let lifted = replies.lift(pos.board(), from);
                    let replies = lifted.as_ref().unwrap_or(&replies);
                    for to in batch.to.bit_iter() {
                        let mut child = pos;
                        child.play_bits(batch.role, from, to, batch.kind == MoveKind::Escape);
                        if child.ended() {
                            continue;
                        }
                        let board = child.board();
                        let vacated = board.occupied() - board.pieces(them, Role::Princess);
                        let threatened = threats(board, them.opposite(), vacated, DefaultMoves);
                        let escape_left = child.has_escape(them);
                        let played = (batch.from, Square::from_bit(to));
                        assert_eq!(
                            replies.count_after(board, to, escape_left, threatened) as usize,
                            child.count_legal_moves(),
                            "{pos} then {played:?}"
                        );
                        // The lists for one child in five, to keep the test short.
                        checked += 1;
                        if checked % 5 != 0 {
                            continue;
                        }
                        let key = |m: &Move| (m.from(), m.to(), m.is_escape());
                        let mut moves: Vec<Move> = Vec::new();
                        replies.batches_after(board, to, escape_left, threatened, &mut |b| {
                            moves.extend(b)
                        });
                        moves.sort_by_key(key);
                        let mut expected: Vec<Move> = child.legal_moves().to_vec();
                        expected.sort_by_key(key);
                        assert_eq!(moves, expected, "{pos} then {played:?}");
                    }
                });
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[(next(&mut state) % moves.len() as u64) as usize]);
                if pos.outcome().is_some() {
                    break;
                }
            }
        }
    }
}
