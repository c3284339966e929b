//! The leapers' tables of the rule options: the Flier under `flier=leap`
//! and the Thoat under `thoat=knight` land on fixed offsets.

use super::by_bit;
use super::jumper_walks::ends;
use crate::types::direction::{DIAGONAL, Direction};
use crate::types::{BIT_COUNT, Bitboard, Role};

/// The square `e5`: no walk of three steps from it reaches the edge of the
/// board (files `b`..`h`, ranks 2..8), so the ends of its walks, less `e5`,
/// are the offsets that an unbounded board gives.
const UNBOUNDED_CENTRE: u8 = 44;

/// The most offsets a table of [`offset_table`] takes: the up-to Flier's 24.
const MAX_OFFSETS: usize = 24;

/// The offsets of the ends of walks of a jumper whose steps are `dirs`, on
/// an unbounded board (see [`UNBOUNDED_CENTRE`]), and how many there are.
const fn unbounded_offsets(
    dirs: &[Direction],
    steps: usize,
    up_to: bool,
) -> ([(i8, i8); MAX_OFFSETS], usize) {
    let centre = UNBOUNDED_CENTRE;
    let ends = ends([centre, 0, 0, 0], 1, dirs, steps, up_to);
    let mut offsets = [(0, 0); MAX_OFFSETS];
    let mut n = 0;
    let mut end = 0;
    while end < 100 {
        if ends & (1u128 << end) != 0 {
            offsets[n] = (
                (end % 10) as i8 - (centre % 10) as i8,
                (end / 10) as i8 - (centre / 10) as i8,
            );
            n += 1;
        }
        end += 1;
    }
    (offsets, n)
}

/// From every square, the squares at the first `n` of `offsets` that are on
/// the board: a leaper's table, whatever stands around it.
const fn offset_table(offsets: &[(i8, i8)], n: usize) -> [Bitboard; 100] {
    let mut table = [Bitboard::EMPTY; 100];
    let mut sq = 0;
    while sq < 100 {
        let mut bits = 0u128;
        let mut k = 0;
        while k < n {
            let file = (sq % 10) as i8 + offsets[k].0;
            let rank = (sq / 10) as i8 + offsets[k].1;
            if file >= 0 && file < 10 && rank >= 0 && rank < 10 {
                bits |= 1u128 << (file + 10 * rank);
            }
            k += 1;
        }
        table[sq] = Bitboard::from_bits(bits);
        sq += 1;
    }
    table
}

/// The leap of a jumper whose steps are `dirs`: from every square, the
/// offsets of its walks on an unbounded board, kept where they end on the
/// board. Near an edge this reaches squares that every walk on the board
/// misses (a Flier on `a1` leaps to `b2`).
const fn leap_table(dirs: &[Direction], steps: usize, up_to: bool) -> [Bitboard; 100] {
    let (offsets, n) = unbounded_offsets(dirs, steps, up_to);
    offset_table(&offsets, n)
}

/// The eight knight squares: the Thoat under
/// [`ThoatMove::Knight`](crate::ThoatMove::Knight).
const KNIGHT_OFFSETS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

static FLIER_LEAP_EXACT: [Bitboard; BIT_COUNT] = by_bit(leap_table(
    &DIAGONAL,
    Role::Flier.step_count() as usize,
    false,
));
static FLIER_LEAP_UP_TO: [Bitboard; BIT_COUNT] = by_bit(leap_table(
    &DIAGONAL,
    Role::Flier.step_count() as usize,
    true,
));
static KNIGHT: [Bitboard; BIT_COUNT] = by_bit(offset_table(&KNIGHT_OFFSETS, 8));

/// Where a leaping Flier on the square at `bit` may land
/// ([`FlierMove::Leap`](crate::FlierMove::Leap)): the offsets of three
/// diagonal steps (or up to three) on an unbounded board, kept on the board.
#[inline(always)]
pub(crate) fn flier_leap(bit: u32, up_to: bool) -> Bitboard {
    if up_to {
        FLIER_LEAP_UP_TO[bit as usize]
    } else {
        FLIER_LEAP_EXACT[bit as usize]
    }
}

/// The knight squares of the square at `bit`.
#[inline(always)]
pub(crate) fn knight(bit: u32) -> Bitboard {
    KNIGHT[bit as usize]
}

#[cfg(test)]
mod tests {
    use super::super::flier;
    use super::*;
    use crate::test_support::sq;
    use crate::types::Square;

    #[test]
    fn a_leaping_flier_in_the_corner_reaches_what_the_walk_misses() {
        // From a1 the unbounded offsets (+1,+1) (+1,+3) (+3,+1) (+3,+3) land
        // on b2, b4, d2 and d4; the other twelve leave the board. The walk
        // on the board reaches d2 (a1-b2-c3-d2), b4 (a1-b2-c3-b4) and d4,
        // but not b2 (see the test above).
        let leap: Vec<Square> = flier_leap(sq("a1").bit(), false).into_iter().collect();
        assert_eq!(leap, [sq("b2"), sq("d2"), sq("b4"), sq("d4")]);
        assert_eq!(
            flier(sq("a1").bit(), false),
            [sq("d2"), sq("b4"), sq("d4")].into_iter().collect()
        );
        // Far from the edge, leap and walk agree.
        for name in ["e5", "d4", "g7"] {
            let bit = sq(name).bit();
            assert_eq!(flier_leap(bit, false), flier(bit, false), "{name}");
            assert_eq!(flier_leap(bit, true), flier(bit, true), "{name}");
        }
        // Up to three steps: the 24 offsets of MAX_LEGAL_MOVES's count.
        assert_eq!(flier_leap(sq("e5").bit(), true).len(), 24);
    }

    #[test]
    fn the_knight_squares() {
        assert_eq!(knight(sq("e5").bit()).len(), 8);
        let corner: Vec<Square> = knight(sq("a1").bit()).into_iter().collect();
        assert_eq!(corner, [sq("c2"), sq("b3")]);
    }
}
