//! One side's threat map kept kind by kind, so that a move of one of its
//! pieces updates only what that move changes: the fast perft of the
//! default move rules hands it from a position to its children.
//!
//! The Princess's moves need the map of the side that has just moved
//! (RULES.md section 4), and building it afresh at every node was about
//! half of a node's work. The position before that move has the same
//! pieces but one, so its map, kept per kind, changes only in
//! - the kind of the piece that moved, which is recomputed without it once
//!   for all of its moves ([`ThreatsByKind::lift`]), and then its reach
//!   from the square it lands on is added ([`Lifted::landed`]);
//! - the kinds of walking piece whose paths pass over the square it left or
//!   the square it lands on: a walker's destinations depend only on what
//!   stands on the squares it passes over (one step around a Warrior,
//!   Padwar or Thoat, two steps around a Dwar or the Chief), so no other
//!   walker changes. A capture changes no square's occupancy but the mover's
//!   own.
//!
//! A walker that the landing piece blocks is rebuilt only where it matters:
//! the map is exact on the empty squares, the only ones the Princess may
//! move to, and a blocked walker's old set gives it wherever the unblocked
//! kinds cover its empty squares anyway.
//!
//! Handing the map down took about a fifth off bulk perft, and rebuilding
//! a blocked walker only where it matters another 8% (docs/speed.md).
//!
//! Only the default move rules are handled: the sets are built with
//! [`DefaultMoves`], judged with the opposing Princess's square vacated.

use super::reach::{WALKERS, passes_over, reach, reach_one};
use super::variant::DefaultMoves;
use crate::types::{Bitboard, Board, Color, Role};

/// The squares that count as occupied for `by`'s threat map: the board's,
/// the opposing Princess's square left out (RULES.md section 4).
#[inline]
fn judged_occupancy(board: &Board, by: Color) -> Bitboard {
    board.occupied() - board.pieces(by.opposite(), Role::Princess)
}

/// The squares `by`'s pieces threaten, kind by kind, under the default
/// move rules.
#[derive(Clone, Copy)]
pub(crate) struct ThreatsByKind {
    by: Color,
    /// Indexed by [`Role::index`]; the Princess's set is empty.
    sets: [Bitboard; 8],
}

impl ThreatsByKind {
    /// Built from scratch for `by`'s pieces on `board`.
    pub(crate) fn new(board: &Board, by: Color) -> ThreatsByKind {
        let passable = !judged_occupancy(board, by);
        let mut sets = [Bitboard::EMPTY; 8];
        for role in Role::ALL {
            sets[role.index()] = reach(role, by, board.pieces(by, role), passable, DefaultMoves);
        }
        ThreatsByKind { by, sets }
    }

    /// The whole map: every kind's squares.
    #[cfg(test)]
    pub(crate) fn map(&self) -> Bitboard {
        union(&self.sets)
    }

    /// The sets with `by`'s piece of kind `role` on the square at bit
    /// `from` of `board` lifted off the board, ready for each of its moves.
    #[inline]
    pub(crate) fn lift(&self, board: &Board, role: Role, from: u32) -> Lifted {
        let by = self.by;
        let lifted = Bitboard::from_bit(from);
        let occupied = judged_occupancy(board, by) - lifted;
        let passable = !occupied;
        let mut sets = self.sets;
        if role != Role::Princess {
            let rest = board.pieces(by, role) - lifted;
            sets[role.index()] = reach(role, by, rest, passable, DefaultMoves);
        }
        let mut walkers = [Bitboard::EMPTY; 8];
        let mut near = Bitboard::EMPTY;
        for kind in WALKERS {
            let pieces = board.pieces(by, kind) - lifted;
            walkers[kind.index()] = pieces;
            near |= pieces;
            if kind != role && pieces.intersects(passes_over(kind, from)) {
                sets[kind.index()] = reach(kind, by, pieces, passable, DefaultMoves);
            }
        }
        Lifted {
            by,
            role,
            union: union(&sets),
            sets,
            walkers,
            near: near.king_steps().king_steps(),
            occupied,
        }
    }
}

/// [`ThreatsByKind`] with one piece lifted off the board.
pub(crate) struct Lifted {
    by: Color,
    /// The lifted piece's kind.
    role: Role,
    sets: [Bitboard; 8],
    union: Bitboard,
    /// The side's walkers left on the board, by kind.
    walkers: [Bitboard; 8],
    /// The squares within two steps of one of them: a piece landing
    /// elsewhere blocks no walker.
    near: Bitboard,
    /// The squares judged occupied once the piece is lifted.
    occupied: Bitboard,
}

impl Lifted {
    /// The side's threat map once the lifted piece has landed on the square
    /// at bit `to`, `after` being the board after that move, on the empty
    /// squares of `after`: the only ones the Princess rule reads, since she
    /// moves to empty squares only. (On occupied squares it may hold more
    /// than the map built afresh.)
    #[inline]
    pub(crate) fn landed(&self, after: &Board, to: u32) -> Bitboard {
        let by = self.by;
        let passable = !judged_occupancy(after, by);
        let landed = match self.role {
            Role::Princess => Bitboard::EMPTY,
            role => reach_one(role, by, to, passable, DefaultMoves),
        };
        // A capture leaves `to` occupied, so only a quiet move can block a
        // walker's path; most squares have no walker within two steps.
        let target = Bitboard::from_bit(to);
        if self.occupied.intersects(target) || !self.near.intersects(target) {
            return self.union | landed;
        }
        // The kinds with a walker whose paths pass over `to`.
        let mut blocked = 0u8;
        for kind in WALKERS {
            if self.walkers[kind.index()].intersects(passes_over(kind, to)) {
                blocked |= 1 << kind.index();
            }
        }
        if blocked == 0 {
            return self.union | landed;
        }
        // A blocked kind loses destinations, but its old set still gives
        // the right map wherever the unblocked kinds cover its empty
        // squares: what it loses there was threatened anyway. Only about
        // one move in eight needs a kind rebuilt (perft 4 from the start).
        let mut unchanged = landed;
        for role in Role::ALL {
            if blocked & (1 << role.index()) == 0 {
                unchanged |= self.sets[role.index()];
            }
        }
        let empty = !after.occupied();
        let mut map = unchanged;
        for kind in WALKERS {
            if blocked & (1 << kind.index()) != 0 {
                let set = self.sets[kind.index()];
                map |= if (set - unchanged).intersects(empty) {
                    reach(kind, by, self.walkers[kind.index()], passable, DefaultMoves)
                } else {
                    set
                };
            }
        }
        map
    }
}

#[inline]
fn union(sets: &[Bitboard; 8]) -> Bitboard {
    sets.iter().fold(Bitboard::EMPTY, |acc, &set| acc | set)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movegen::threats;
    use crate::position::Position;
    use crate::test_support::xorshift as next;
    use crate::types::{MoveKind, Square};

    /// The map from scratch, as move generation builds it.
    fn plain(board: &Board, by: Color) -> Bitboard {
        threats(board, by, judged_occupancy(board, by), DefaultMoves)
    }

    #[test]
    fn every_move_of_random_games_lands_on_the_map_built_afresh() {
        let mut state = 0x5851_f42d_4c95_7f2d;
        for game in 0..40 {
            let mut pos = Position::start(if game % 2 == 0 {
                Color::Black
            } else {
                Color::Orange
            });
            for _ in 0..120 {
                let us = pos.side_to_move();
                let before = ThreatsByKind::new(pos.board(), us);
                assert_eq!(before.map(), plain(pos.board(), us), "{pos}");
                let mut moves = 0;
                pos.for_each_piece_moves(|batch| {
                    let from = batch.from.bit();
                    let lifted = before.lift(pos.board(), batch.role, from);
                    for to in batch.to.bit_iter() {
                        let mut child = pos;
                        child.play_bits(batch.role, from, to, batch.kind == MoveKind::Escape);
                        if !child.ended() {
                            let empty = !child.board().occupied();
                            assert_eq!(
                                lifted.landed(child.board(), to) & empty,
                                plain(child.board(), us) & empty,
                                "{pos} then {}{}",
                                batch.from,
                                Square::from_bit(to)
                            );
                        }
                        moves += 1;
                    }
                });
                if moves == 0 {
                    break;
                }
                let pick = (next(&mut state) % moves) as usize;
                let m = pos.legal_moves()[pick];
                pos.play_unchecked(m);
                if pos.outcome().is_some() {
                    break;
                }
            }
        }
    }
}
