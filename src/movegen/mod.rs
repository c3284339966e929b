//! Legal move generation.
//!
//! Every piece but the Princess moves by [`reach`](reach::reach): jumper
//! tables for the Flier, the set-wise path search of [`crate::walk`] for
//! the walkers, shifts for the Panthans. The Princess first needs the
//! squares the other side threatens with her square vacated; that map is
//! built only when she has somewhere to go.

mod piece_moves;
mod reach;
mod threats;
pub(crate) mod variant;

pub use piece_moves::{PieceMoves, PieceMovesIter};
pub(crate) use threats::threats;

use crate::rules::Escape;
use crate::walk::{KING, walk};
use crate::{Bitboard, Board, Color, Role, Square, tables};
use variant::MoveRules;

/// The kinds that move by [`reach::reach`], in the order batches are handed
/// out (the Princess comes last).
const WALKERS: [Role; 7] = [
    Role::Panthan,
    Role::Warrior,
    Role::Padwar,
    Role::Thoat,
    Role::Dwar,
    Role::Flier,
    Role::Chief,
];

/// What move generation needs of a position besides its board.
#[derive(Clone, Copy)]
pub(crate) struct Mover {
    /// The side to move.
    pub(crate) us: Color,
    /// Whether that side's Princess still has her escape.
    pub(crate) escape_left: bool,
}

/// A Princess's legal destinations.
#[derive(Clone, Copy, Default)]
pub(crate) struct PrincessMoves {
    pub(crate) ordinary: Bitboard,
    pub(crate) escapes: Bitboard,
}

/// Hands every non-empty batch of legal moves to `f`.
#[inline(always)]
pub(crate) fn for_each<V: MoveRules>(
    board: &Board,
    mover: Mover,
    v: V,
    f: &mut impl FnMut(PieceMoves),
) {
    let us = mover.us;
    let empty = !board.occupied();
    let targets = !board.by_color(us);
    for role in WALKERS {
        for from in board.pieces(us, role) {
            let to = reach::reach(role, us, Bitboard::from_square(from), empty, v) & targets;
            if !to.is_empty() {
                f(PieceMoves {
                    role,
                    from,
                    to,
                    escape: false,
                });
            }
        }
    }
    if let Some(from) = board.pieces(us, Role::Princess).first() {
        let moves = princess(board, mover, from, v);
        for (to, escape) in [(moves.ordinary, false), (moves.escapes, true)] {
            if !to.is_empty() {
                f(PieceMoves {
                    role: Role::Princess,
                    from,
                    to,
                    escape,
                });
            }
        }
    }
}

/// The number of legal moves, counted by popcounts.
#[inline(always)]
pub(crate) fn count<V: MoveRules>(board: &Board, mover: Mover, v: V) -> u32 {
    let us = mover.us;
    let empty = !board.occupied();
    let targets = !board.by_color(us);
    let mut n = reach::count_panthans(
        board.pieces(us, Role::Panthan),
        us,
        v.panthan_back(),
        targets,
    );
    for role in &WALKERS[1..] {
        for from in board.pieces(us, *role) {
            n += (reach::reach(*role, us, Bitboard::from_square(from), empty, v) & targets).len();
        }
    }
    if let Some(from) = board.pieces(us, Role::Princess).first() {
        let moves = princess(board, mover, from, v);
        n += moves.ordinary.len() + moves.escapes.len();
    }
    n
}

/// The legal moves of the piece of `role` on `from` (which must be the side
/// to move's): its ordinary destinations and, for the Princess, her escapes.
pub(crate) fn piece<V: MoveRules>(
    board: &Board,
    mover: Mover,
    role: Role,
    from: Square,
    v: V,
) -> PrincessMoves {
    if role == Role::Princess {
        return princess(board, mover, from, v);
    }
    let empty = !board.occupied();
    let ordinary = reach::reach(role, mover.us, Bitboard::from_square(from), empty, v)
        - board.by_color(mover.us);
    PrincessMoves {
        ordinary,
        escapes: Bitboard::EMPTY,
    }
}

/// The Princess on `from`: she never captures and never ends on a square
/// the other side threatens once she has left `from` (RULES.md sections 4
/// and 5).
#[inline(always)]
fn princess<V: MoveRules>(board: &Board, mover: Mover, from: Square, v: V) -> PrincessMoves {
    let occupied = board.occupied();
    let empty = !occupied;
    let up_to = v.up_to();
    let reachable = tables::princess(from, up_to) & empty;
    let escape = if mover.escape_left {
        v.escape()
    } else {
        Escape::Disabled
    };
    if reachable.is_empty() && escape == Escape::Disabled {
        return PrincessMoves::default();
    }
    let threatened = threats(board, mover.us.opposite(), occupied.without(from), v);
    let safe = empty - threatened;
    let ordinary = if v.frightened() {
        walk(KING, Bitboard::from_square(from), !threatened, 3, up_to) & safe
    } else {
        reachable & safe
    };
    let escapes = match escape {
        Escape::Anywhere => safe,
        Escape::Line => tables::lines(from) & safe,
        Escape::Disabled => Bitboard::EMPTY,
    };
    PrincessMoves { ordinary, escapes }
}
