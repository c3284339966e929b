//! Legal move generation.
//!
//! Every piece but the Princess moves by [`reach_one`](reach::reach_one):
//! jumper tables for the Flier, tables indexed by the neighbours'
//! occupancy for the Warrior, Padwar, Thoat and Dwar ([`neighbour_tables`]),
//! the Chief's walk of [`walk`], shifts for the Panthans; the other
//! rule options take the step-by-step search of [`walk`], and the leapers
//! of the options (the Flier under `flier=leap`, the Thoat under
//! `thoat=knight`) tables of offsets. The Princess first needs the squares
//! the other side threatens with her square vacated (or, under
//! `threat=in-place`, with her on it) ([`threats()`], set-wise per kind);
//! that map is built only when she has somewhere to go. Under duels,
//! [`batches`] adds to each batch that lands on opposing pieces the batch
//! of the same moves in which the attacker falls. The fast perft of the
//! default rules hands the threat map down instead ([`threats_by_kind`]),
//! with the last ply's moves ([`replies`]).
//!
//! `#[inline(always)]` is kept to the generators of this folder (the path
//! search, the tables, the per-kind reach and the batch loop) and left off
//! everywhere else, where plain `#[inline]` lets the compiler choose.
//! Measured with callgrind, against `#[inline(always)]` on every small
//! function of the crate: bulk perft(4) from the start 412.2 M to 407.0 M
//! instructions, perft(3) with every leaf played 74.9 M to 62.5 M (the
//! forced inlining of `play` and of the fast perft's hand-down code cost
//! more than it saved), a 200,000-node search the same (687.4 M, 688.2 M).
//! Dropping it here as well cost the search 4% (713 M).

mod attackers;
mod move_list;
pub(crate) mod neighbour_tables;
mod piece_moves;
mod reach;
pub(crate) mod replies;
mod select;
pub(crate) mod step_tables;
mod threats;
pub(crate) mod threats_by_kind;
pub(crate) mod variant;
pub(crate) mod walk;

pub(crate) use attackers::attackers;
pub use move_list::{MAX_LEGAL_MOVES, MoveList};
pub use piece_moves::{PieceMoves, PieceMovesIter};
pub(crate) use select::selected;
pub(crate) use threats::threats;

use crate::rules::Escape;
use crate::{Bitboard, Board, Color, Role, Square};
use variant::MoveRules;
use walk::king_walk3;

/// What move generation needs of a position besides its board.
#[derive(Clone, Copy)]
pub(crate) struct Mover {
    /// The side to move.
    pub(crate) us: Color,
    /// Whether that side's Princess still has her escape.
    pub(crate) escape_left: bool,
}

/// One piece's legal destinations: ordinary moves, and for the Princess her
/// escapes (empty for every other piece).
#[derive(Clone, Copy, Default)]
pub(crate) struct Destinations {
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
    // One call per kind, so that each is compiled for its own kind.
    let mut kind = |role: Role| {
        for bit in board.pieces(us, role).bit_iter() {
            let to = reach::reach_one(role, us, bit, empty, v) & targets;
            if !to.is_empty() {
                f(PieceMoves {
                    role,
                    from: Square::from_bit(bit),
                    to,
                    escape: false,
                    fallen: false,
                });
            }
        }
    };
    kind(Role::Panthan);
    kind(Role::Warrior);
    kind(Role::Padwar);
    kind(Role::Thoat);
    kind(Role::Dwar);
    kind(Role::Flier);
    kind(Role::Chief);
    princess_batches(board, mover, v, rebuilt(board, mover, v), f);
}

/// The threat map built afresh, as every caller but the fast perft of the
/// default rules asks for it (see [`princess`]).
#[inline(always)]
fn rebuilt<V: MoveRules>(board: &Board, mover: Mover, v: V) -> impl Fn(Bitboard) -> Bitboard {
    move |occupied| threats(board, mover.us.opposite(), occupied, v)
}

/// The Princess's square and legal destinations, if she stands on the
/// board.
#[inline(always)]
pub(crate) fn princess_moves<V: MoveRules>(
    board: &Board,
    mover: Mover,
    v: V,
    threatened: impl Fn(Bitboard) -> Bitboard,
) -> Option<(Square, Destinations)> {
    let from = board.pieces(mover.us, Role::Princess).first()?;
    Some((from, princess(board, mover, from, v, threatened)))
}

/// The Princess's batches, her ordinary moves and then her escapes, if she
/// stands on the board.
#[inline(always)]
fn princess_batches<V: MoveRules>(
    board: &Board,
    mover: Mover,
    v: V,
    threatened: impl Fn(Bitboard) -> Bitboard,
    f: &mut impl FnMut(PieceMoves),
) {
    if let Some((from, moves)) = princess_moves(board, mover, v, threatened) {
        for (to, escape) in [(moves.ordinary, false), (moves.escapes, true)] {
            if !to.is_empty() {
                f(PieceMoves {
                    role: Role::Princess,
                    from,
                    to,
                    escape,
                    fallen: false,
                });
            }
        }
    }
}

/// The number of the Princess's moves, ordinary and escapes.
#[inline(always)]
pub(crate) fn princess_count<V: MoveRules>(
    board: &Board,
    mover: Mover,
    v: V,
    threatened: impl Fn(Bitboard) -> Bitboard,
) -> u32 {
    princess_moves(board, mover, v, threatened)
        .map_or(0, |(_, moves)| moves.ordinary.len() + moves.escapes.len())
}

/// Hands every non-empty batch of legal moves to `f`: those of
/// [`for_each`], and under duels (RULES.md section 10), after each batch
/// that lands on opposing pieces other than the Princess, the batch of those
/// moves in which the attacker falls. Without duels this is [`for_each`].
#[inline(always)]
pub(crate) fn batches<V: MoveRules>(
    board: &Board,
    mover: Mover,
    v: V,
    f: &mut impl FnMut(PieceMoves),
) {
    if !v.duel() {
        return for_each(board, mover, v, f);
    }
    let them = mover.us.opposite();
    // A move onto the Princess wins at once: no duel, no fallen outcome.
    let defenders = board.by_color(them) - board.pieces(them, Role::Princess);
    for_each(board, mover, v, &mut |batch: PieceMoves| {
        f(batch);
        let duels = batch.to & defenders;
        if !duels.is_empty() {
            f(PieceMoves {
                to: duels,
                fallen: true,
                ..batch
            });
        }
    });
}

/// The number of legal moves, counted by popcounts.
#[inline(always)]
pub(crate) fn count<V: MoveRules>(board: &Board, mover: Mover, v: V) -> u32 {
    if v.duel() {
        // Both outcomes of every duel: count the batches, fallen ones too.
        let mut n = 0;
        batches(board, mover, v, &mut |batch| n += batch.to.len());
        return n;
    }
    let us = mover.us;
    let empty = !board.occupied();
    let targets = !board.by_color(us);
    let mut n = reach::count_panthans(
        board.pieces(us, Role::Panthan),
        us,
        v.panthan_back(),
        targets,
    );
    // One call per kind, so that each is compiled for its own kind.
    let mut kind = |role: Role| {
        for bit in board.pieces(us, role).bit_iter() {
            n += (reach::reach_one(role, us, bit, empty, v) & targets).len();
        }
    };
    kind(Role::Warrior);
    kind(Role::Padwar);
    kind(Role::Thoat);
    kind(Role::Dwar);
    kind(Role::Flier);
    kind(Role::Chief);
    n + princess_count(board, mover, v, rebuilt(board, mover, v))
}

/// The legal moves of the piece of `role` on `from` (which must be the side
/// to move's): its ordinary destinations and, for the Princess, her escapes.
pub(crate) fn piece<V: MoveRules>(
    board: &Board,
    mover: Mover,
    role: Role,
    from: Square,
    v: V,
) -> Destinations {
    if role == Role::Princess {
        return princess(board, mover, from, v, rebuilt(board, mover, v));
    }
    let empty = !board.occupied();
    let ordinary =
        reach::reach_one(role, mover.us, from.bit(), empty, v) - board.by_color(mover.us);
    Destinations {
        ordinary,
        escapes: Bitboard::EMPTY,
    }
}

/// The Princess on `from`: she never captures and never ends on a square
/// the other side threatens once she has left `from` (RULES.md sections 4
/// and 5). `threatened` answers the other side's threat map for the
/// occupied squares it is given.
#[inline(always)]
fn princess<V: MoveRules>(
    board: &Board,
    mover: Mover,
    from: Square,
    v: V,
    threatened: impl Fn(Bitboard) -> Bitboard,
) -> Destinations {
    let occupied = board.occupied();
    let empty = !occupied;
    let up_to = v.up_to();
    let reachable = step_tables::princess(from.bit(), up_to) & empty;
    let escape = if mover.escape_left {
        v.escape()
    } else {
        Escape::Disabled
    };
    if reachable.is_empty() && escape == Escape::Disabled {
        return Destinations::default();
    }
    // RULES.md section 4: her square is vacated first, unless the threat is
    // judged with her in place (section 9).
    let blockers = if v.threat_in_place() {
        occupied
    } else {
        occupied.without(from)
    };
    let threatened = threatened(blockers);
    let safe = empty - threatened;
    let ordinary = if v.frightened() {
        king_walk3(
            Bitboard::from_square(from),
            step_tables::king_steps(from.bit()),
            !threatened,
            up_to,
        ) & safe
    } else {
        reachable & safe
    };
    // Under `escape-when=threatened` the escape waits for a threat on her
    // own square in the current position. The map answers that for her
    // square whether or not it was vacated: a walk that ends on her square
    // never passes over it, and a piece may end on it either way.
    let escape = if v.escape_when_threatened() && !threatened.contains(from) {
        Escape::Disabled
    } else {
        escape
    };
    let escapes = match escape {
        Escape::Anywhere => safe,
        Escape::Line => step_tables::lines(from.bit()) & safe,
        // Farther than her ordinary move: outside every square within three
        // king steps (the up-to Princess table is that Chebyshev ball).
        Escape::Far => safe - step_tables::princess(from.bit(), true),
        Escape::Disabled => Bitboard::EMPTY,
    };
    Destinations { ordinary, escapes }
}
