//! Where the pieces of one kind can move, before the Princess rule and
//! before masking out the mover's own pieces.

use super::variant::MoveRules;
use crate::rules::ThoatMove;
use crate::walk::{DIAGONAL, KING, STRAIGHT, thoat, walk};
use crate::{Bitboard, Color, Role, tables};

/// The squares that pieces of kind `role` and side `color` standing on
/// `sources` can end on, with `passable` the squares a walking piece may step
/// through (the empty ones). The Princess is not handled here: her moves
/// depend on the threat rule (see [`super::princess`]).
#[inline(always)]
pub(crate) fn reach<V: MoveRules>(
    role: Role,
    color: Color,
    sources: Bitboard,
    passable: Bitboard,
    v: V,
) -> Bitboard {
    let up_to = v.up_to();
    match role {
        // Mixed steps can close a triangle back onto the start: never a move.
        Role::Chief => walk(KING, sources, passable, 3, up_to) - sources,
        Role::Dwar => walk(STRAIGHT, sources, passable, 3, up_to),
        Role::Padwar => walk(DIAGONAL, sources, passable, 2, up_to),
        Role::Warrior => walk(STRAIGHT, sources, passable, 2, up_to),
        Role::Thoat => {
            let middle = match v.thoat() {
                ThoatMove::Jumping => Bitboard::FULL,
                _ => passable,
            };
            thoat(
                sources,
                middle,
                v.thoat() == ThoatMove::StraightFirst,
                up_to,
            )
        }
        Role::Panthan => panthan(sources, color, v.panthan_back()),
        Role::Flier => sources
            .into_iter()
            .fold(Bitboard::EMPTY, |acc, sq| acc | tables::flier(sq, up_to)),
        Role::Princess => Bitboard::EMPTY,
    }
}

/// One step forward, sideways or diagonally forward; with `back`, also
/// diagonally backward.
#[inline(always)]
pub(crate) fn panthan(sources: Bitboard, color: Color, back: bool) -> Bitboard {
    let (ahead, behind) = match color {
        Color::Black => (
            sources.north() | sources.north_east() | sources.north_west(),
            sources.south_east() | sources.south_west(),
        ),
        Color::Orange => (
            sources.south() | sources.south_east() | sources.south_west(),
            sources.north_east() | sources.north_west(),
        ),
    };
    let sideways = sources.east() | sources.west();
    if back {
        ahead | sideways | behind
    } else {
        ahead | sideways
    }
}

/// Panthan moves one direction at a time: each shift is one-to-one, so the
/// popcounts of the five shifted sets count every Panthan move exactly once.
#[inline(always)]
pub(crate) fn count_panthans(
    sources: Bitboard,
    color: Color,
    back: bool,
    targets: Bitboard,
) -> u32 {
    let forward = match color {
        Color::Black => [sources.north(), sources.north_east(), sources.north_west()],
        Color::Orange => [sources.south(), sources.south_east(), sources.south_west()],
    };
    let mut n = (sources.east() & targets).len() + (sources.west() & targets).len();
    for set in forward {
        n += (set & targets).len();
    }
    if back {
        let backward = match color {
            Color::Black => [sources.south_east(), sources.south_west()],
            Color::Orange => [sources.north_east(), sources.north_west()],
        };
        for set in backward {
            n += (set & targets).len();
        }
    }
    n
}
