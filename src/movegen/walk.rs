//! The path search for pieces that walk step by step.
//!
//! A move of *k* steps may visit no square twice (RULES.md section 3). On a
//! grid of straight steps, or of diagonal ones, the shortest cycle has four
//! steps, so a walk of up to three steps revisits a square only by stepping
//! straight back; with mixed steps (the Chief) a three-step walk can also
//! close a triangle onto its own start, which is never a destination anyway
//! (it is occupied by the mover). So "no square twice" is the same as "never
//! step straight back", and that can be searched on whole sets at once by
//! remembering, for every square reached, the direction of its last step.
//! A plain flood fill would lose that direction and wrongly accept
//! destinations reachable only by stepping back (`s0 s1 s2 s1`).
//!
//! The sets may hold several sources (both Dwars of a side): every walk
//! starts at one of them. A walk that ends on another source is kept: move
//! generation drops the mover's own squares anyway, and the threat map
//! counts them (see `movegen::threats`). The Chief's walk from its one square
//! has a cheaper search of its own, [`king_walk3`].

use crate::types::Bitboard;
use crate::types::direction::Direction;

/// The squares where walks from `sources` end: `steps` steps in `dirs`,
/// never stepping straight back, every square before the last in `passable`.
/// With `up_to`, walks of 1 to `steps` steps all count.
///
/// `dirs` must list each direction's opposite `D / 2` places on.
#[inline(always)]
pub(crate) fn walk<const D: usize>(
    dirs: [Direction; D],
    sources: Bitboard,
    passable: Bitboard,
    steps: u8,
    up_to: bool,
) -> Bitboard {
    // by_last[i]: the squares reached whose last step was dirs[i].
    let mut by_last = [Bitboard::EMPTY; D];
    for i in 0..D {
        by_last[i] = dirs[i].shift(sources);
    }
    let mut ends = if up_to || steps == 1 {
        union(&by_last)
    } else {
        Bitboard::EMPTY
    };
    for step in 2..=steps {
        let open = by_last.map(|b| b & passable);
        let half = D / 2;
        // Walks may go on in any direction but straight back: for the pair
        // (i, i + half), the squares arrived at by any other pair, plus the
        // squares arrived at in the same direction.
        let mut pairs = [Bitboard::EMPTY; 4];
        for k in 0..half {
            pairs[k] = open[k] | open[k + half];
        }
        for k in 0..half {
            let mut others = Bitboard::EMPTY;
            for (m, pair) in pairs.iter().enumerate().take(half) {
                if m != k {
                    others |= *pair;
                }
            }
            by_last[k] = dirs[k].shift(others | open[k]);
            by_last[k + half] = dirs[k + half].shift(others | open[k + half]);
        }
        if up_to || step == steps {
            ends |= union(&by_last);
        }
    }
    ends
}

#[inline(always)]
fn union<const D: usize>(sets: &[Bitboard; D]) -> Bitboard {
    sets.iter().fold(Bitboard::EMPTY, |acc, &b| acc | b)
}

/// The squares where three-step king walks (the Chief's, the frightened
/// Princess's) from the single square `source` end, given its first steps
/// `first`: each square before the last in `passable`, no square twice.
/// With `up_to`, walks of one and two steps count too.
///
/// Cheaper than [`walk`] for one source: a walk `s0 s1 s2 d` can only go
/// wrong by `d == s1` (stepping back) or `d == s0` (a triangle). For `d`
/// outside the passable first steps `r1` the sets of reachable squares are
/// exact; for `d` in `r1` a third step onto `d` from `s2` is a real path
/// exactly when `s2` has a second neighbour in `r1` to come from. So the
/// search keeps "squares next to two or more of `r1`", counted column by
/// column (three squares north to south, then the columns east and west),
/// instead of a set per direction: 14 shifts where the per-direction search
/// takes 24, which measured about 15% fewer instructions for a whole perft.
#[inline(always)]
pub(crate) fn king_walk3(
    source: Bitboard,
    first: Bitboard,
    passable: Bitboard,
    up_to: bool,
) -> Bitboard {
    let r1 = first & passable;
    // For every square: how many squares of r1 are next to it, saturated
    // at two (`once`: at least one, `twice`: at least two).
    let (north, south) = (r1.north(), r1.south());
    let column_once = r1 | north | south;
    let column_twice = (r1 & north) | (r1 & south) | (north & south);
    let (east, west) = (column_once.east(), column_once.west());
    let middle = north | south;
    let once = east | west | middle;
    let twice = column_twice.east()
        | column_twice.west()
        | (north & south)
        | (east & west)
        | ((east | west) & middle);
    let r2 = (once & passable) - source;
    let meeting = (twice & passable) - source;
    let mut ends = (r2.king_steps() - r1) | (r1 & meeting.king_steps());
    if up_to {
        ends |= first | once;
    }
    ends - source
}

/// Thoat destinations: a straight step then a diagonal one, or (unless
/// `straight_first`) a diagonal step then a straight one, the middle square
/// in `passable`. Two such steps can never come back to the start.
#[inline(always)]
pub(crate) fn thoat(
    sources: Bitboard,
    passable: Bitboard,
    straight_first: bool,
    up_to: bool,
) -> Bitboard {
    thoat_from(
        sources.straight_steps(),
        sources.diagonal_steps(),
        passable,
        straight_first,
        up_to,
    )
}

/// [`thoat`] given the first steps, straight and diagonal, so that a single
/// Thoat can take them from a table instead of shifting.
#[inline(always)]
pub(crate) fn thoat_from(
    straight: Bitboard,
    diagonal: Bitboard,
    passable: Bitboard,
    straight_first: bool,
    up_to: bool,
) -> Bitboard {
    let mut ends = (straight & passable).diagonal_steps();
    if up_to {
        ends |= straight;
    }
    if !straight_first {
        ends |= (diagonal & passable).straight_steps();
        if up_to {
            ends |= diagonal;
        }
    }
    ends
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{sq, xorshift};
    use crate::types::Square;
    use crate::types::direction::{DIAGONAL, KING, STRAIGHT};

    fn one(name: &str) -> Bitboard {
        Bitboard::from_square(sq(name))
    }

    #[test]
    fn open_board_counts_of_rules_section_3() {
        let e5 = one("e5");
        let open = !e5;
        assert_eq!((walk(KING, e5, open, 3, false) - e5).len(), 48, "Chief");
        assert_eq!(walk(STRAIGHT, e5, open, 3, false).len(), 16, "Dwar");
        assert_eq!((walk(DIAGONAL, e5, open, 2, false) - e5).len(), 8, "Padwar");
        assert_eq!(
            (walk(STRAIGHT, e5, open, 2, false) - e5).len(),
            8,
            "Warrior"
        );
        assert_eq!(thoat(e5, open, false, false).len(), 12, "Thoat");
    }

    #[test]
    fn the_king_walk_agrees_with_the_walk_by_direction() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || xorshift(&mut state);
        for round in 0..400 {
            // Sparse and crowded boards alike.
            let mut bits = u128::from(next()) | u128::from(next()) << 64;
            if round % 2 == 0 {
                bits &= u128::from(next()) | u128::from(next()) << 64;
            }
            let blockers = Bitboard::from_bits(bits);
            for sq in Square::all() {
                let one = Bitboard::from_square(sq);
                // The source may itself be passable (the frightened
                // Princess's own square is unthreatened): never a step back.
                for passable in [!blockers - one, !blockers | one] {
                    for up_to in [false, true] {
                        let expected = walk(KING, one, passable, 3, up_to) - one;
                        let first = one.king_steps();
                        assert_eq!(
                            king_walk3(one, first, passable, up_to),
                            expected,
                            "{sq} {blockers:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn stepping_back_onto_the_first_square_is_no_path() {
        // A Chief on a1 whose only open neighbour is b1, and b1's only other
        // open neighbour is c1: a1-b1-c1-b1 revisits b1, so b1 is no
        // destination although a flood fill would reach it on step 3.
        let a1 = one("a1");
        let passable = one("b1") | one("c1");
        let ends = walk(KING, a1, passable, 3, false);
        assert!(!ends.contains(sq("b1")));
        // c1's neighbours are reached: a1-b1-c1-d1 and so on.
        assert!(ends.contains(sq("d1")));
        assert!(ends.contains(sq("d2")));
        // b2 is reached from c1 (a1-b1-c1-b2).
        assert!(ends.contains(sq("b2")));
    }
}
