//! The Princess's moves (RULES.md sections 4 and 5): where she may go, which
//! needs the squares the other side threatens, and her escape.

use super::variant::MoveRules;
use super::walk::king_walk3;
use super::{Mover, PieceMoves, step_tables, threats};
use crate::rules::Escape;
use crate::types::{Bitboard, Board, MoveKind, Role, Square};

/// One piece's legal destinations: ordinary moves, and for the Princess her
/// escapes (empty for every other piece).
#[derive(Clone, Copy, Default)]
pub(crate) struct Destinations {
    pub(crate) ordinary: Bitboard,
    pub(crate) escapes: Bitboard,
}

/// The threat map built afresh, as every caller but the fast perft of the
/// default rules asks for it (see [`princess`]).
#[inline(always)]
pub(super) fn rebuilt<R: MoveRules>(
    board: &Board,
    mover: Mover,
    move_rules: R,
) -> impl Fn(Bitboard) -> Bitboard {
    move |occupied| threats(board, mover.us.opposite(), occupied, move_rules)
}

/// The Princess's square and legal destinations, if she stands on the
/// board.
#[inline(always)]
pub(crate) fn princess_moves<R: MoveRules>(
    board: &Board,
    mover: Mover,
    move_rules: R,
    threatened: impl Fn(Bitboard) -> Bitboard,
) -> Option<(Square, Destinations)> {
    let from = board.pieces(mover.us, Role::Princess).lowest()?;
    Some((from, princess(board, mover, from, move_rules, threatened)))
}

/// The Princess's batches, her ordinary moves and then her escapes, if she
/// stands on the board.
#[inline(always)]
pub(super) fn princess_batches<R: MoveRules>(
    board: &Board,
    mover: Mover,
    move_rules: R,
    threatened: impl Fn(Bitboard) -> Bitboard,
    f: &mut impl FnMut(PieceMoves),
) {
    if let Some((from, moves)) = princess_moves(board, mover, move_rules, threatened) {
        for (to, kind) in [
            (moves.ordinary, MoveKind::Ordinary),
            (moves.escapes, MoveKind::Escape),
        ] {
            if !to.is_empty() {
                f(PieceMoves {
                    role: Role::Princess,
                    from,
                    to,
                    kind,
                });
            }
        }
    }
}

/// The number of the Princess's moves, ordinary and escapes.
#[inline(always)]
pub(crate) fn princess_move_count<R: MoveRules>(
    board: &Board,
    mover: Mover,
    move_rules: R,
    threatened: impl Fn(Bitboard) -> Bitboard,
) -> u32 {
    princess_moves(board, mover, move_rules, threatened)
        .map_or(0, |(_, moves)| moves.ordinary.len() + moves.escapes.len())
}

/// The Princess on `from`: she never captures and never ends on a square
/// the other side threatens once she has left `from` (with her still on it
/// under `threat=in-place`) (RULES.md sections 4 and 5). `threatened` answers the other side's threat map for the
/// occupied squares it is given.
#[inline(always)]
pub(super) fn princess<R: MoveRules>(
    board: &Board,
    mover: Mover,
    from: Square,
    move_rules: R,
    threatened: impl Fn(Bitboard) -> Bitboard,
) -> Destinations {
    let occupied = board.occupied();
    let empty = !occupied;
    let up_to = move_rules.up_to();
    let reachable = step_tables::princess(from.bit(), up_to) & empty;
    let escape = if mover.escape_left {
        move_rules.escape()
    } else {
        Escape::None
    };
    if reachable.is_empty() && escape == Escape::None {
        return Destinations::default();
    }
    // RULES.md section 4: her square is vacated first, unless the threat is
    // judged with her in place (section 9).
    let blockers = if move_rules.threat_in_place() {
        occupied
    } else {
        occupied.without(from)
    };
    let threatened = threatened(blockers);
    let safe = empty - threatened;
    let ordinary = if move_rules.frightened() {
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
    let escape = if move_rules.escape_when_threatened() && !threatened.contains(from) {
        Escape::None
    } else {
        escape
    };
    let escapes = match escape {
        Escape::Anywhere => safe,
        Escape::Line => step_tables::lines(from.bit()) & safe,
        // Farther than her ordinary move: outside every square within three
        // king steps (the up-to Princess table is that Chebyshev ball).
        Escape::Far => safe - step_tables::princess(from.bit(), true),
        Escape::None => Bitboard::EMPTY,
    };
    Destinations { ordinary, escapes }
}
