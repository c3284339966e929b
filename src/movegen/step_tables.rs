//! Destination tables of the jumpers, built at compile time.
//!
//! A jumper (Flier, Princess) ignores what stands on its path, so where it
//! can go from a square never depends on the position: a depth-first search
//! over self-avoiding paths, run once per square by `const fn`, gives the
//! whole answer. Blocked pieces need the position and are searched in
//! [`super::walk`].

use crate::types::BIT_COUNT;
use crate::types::direction::{DIAGONAL, Direction, KING};
use crate::{Bitboard, Role, Square};

/// Squares that self-avoiding walks of `steps` steps (or 1 to `steps` when
/// `up_to`) reach from `path[len - 1]`, given the squares already on the
/// path.
const fn ends(path: [u8; 4], len: usize, dirs: &[Direction], steps: usize, up_to: bool) -> u128 {
    let here = path[len - 1];
    let mut found = 0u128;
    if len > 1 && (up_to || len == steps + 1) {
        found |= 1u128 << here;
    }
    if len == steps + 1 {
        return found;
    }
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d].offset();
        let file = (here % 10) as i8 + df;
        let rank = (here / 10) as i8 + dr;
        if file >= 0 && file < 10 && rank >= 0 && rank < 10 {
            let next = (file + 10 * rank) as u8;
            let mut seen = false;
            let mut i = 0;
            while i < len {
                seen |= path[i] == next;
                i += 1;
            }
            if !seen {
                let mut longer = path;
                longer[len] = next;
                found |= ends(longer, len + 1, dirs, steps, up_to);
            }
        }
        d += 1;
    }
    found
}

/// A table by square index laid out by bit, so that move generation can
/// index it with a bit of a [`Bitboard`] (guard bits get empty entries).
const fn by_bit(by_square: [Bitboard; 100]) -> [Bitboard; BIT_COUNT] {
    let mut table = [Bitboard::EMPTY; BIT_COUNT];
    let mut sq = 0;
    while sq < 100 {
        table[Square::new_unchecked(sq as u8).bit() as usize] = by_square[sq];
        sq += 1;
    }
    table
}

const fn jumper_table(dirs: &[Direction], steps: usize, up_to: bool) -> [Bitboard; 100] {
    let mut table = [Bitboard::EMPTY; 100];
    let mut sq = 0;
    while sq < 100 {
        // `ends` works in square indices; `from_bits` lays them out.
        table[sq] = Bitboard::from_bits(ends([sq as u8, 0, 0, 0], 1, dirs, steps, up_to));
        sq += 1;
    }
    table
}

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

/// Squares on the eight lines (ranks, files, diagonals) through each square,
/// the square itself left out: the "line" reading of the escape.
const fn line_table() -> [Bitboard; 100] {
    let mut table = [Bitboard::EMPTY; 100];
    let mut sq = 0;
    while sq < 100 {
        let mut bits = 0u128;
        let mut d = 0;
        while d < KING.len() {
            let (df, dr) = KING[d].offset();
            let mut file = (sq % 10) as i8 + df;
            let mut rank = (sq / 10) as i8 + dr;
            while file >= 0 && file < 10 && rank >= 0 && rank < 10 {
                bits |= 1u128 << (file + 10 * rank);
                file += df;
                rank += dr;
            }
            d += 1;
        }
        table[sq] = Bitboard::from_bits(bits);
        sq += 1;
    }
    table
}

const fn step_table(diagonal: bool, straight: bool) -> [Bitboard; 100] {
    let mut table = [Bitboard::EMPTY; 100];
    let mut sq = 0;
    while sq < 100 {
        let one = Bitboard::from_square(Square::new_unchecked(sq as u8));
        let mut set = Bitboard::EMPTY;
        if straight {
            set = set.union(one.straight_steps());
        }
        if diagonal {
            set = set.union(one.diagonal_steps());
        }
        table[sq] = set;
        sq += 1;
    }
    table
}

/// The squares one or two steps away (straight ones only, or any), the
/// square itself left out: the squares a three-step walk passes over.
const fn within_two_table(diagonal: bool) -> [Bitboard; 100] {
    let one = step_table(diagonal, true);
    let mut table = [Bitboard::EMPTY; 100];
    let mut sq = 0;
    while sq < 100 {
        let first = one[sq];
        let second = if diagonal {
            first.king_steps()
        } else {
            first.straight_steps()
        };
        table[sq] = first
            .union(second)
            .minus(Bitboard::from_square(Square::new_unchecked(sq as u8)));
        sq += 1;
    }
    table
}

static STRAIGHT_STEPS: [Bitboard; BIT_COUNT] = by_bit(step_table(false, true));
static DIAGONAL_STEPS: [Bitboard; BIT_COUNT] = by_bit(step_table(true, false));
static KING_STEPS: [Bitboard; BIT_COUNT] = by_bit(step_table(true, true));

/// The squares one straight step from the square at `bit`.
#[inline(always)]
pub(crate) fn straight_steps(bit: u32) -> Bitboard {
    STRAIGHT_STEPS[bit as usize]
}

/// The squares one diagonal step from the square at `bit`.
#[inline(always)]
pub(crate) fn diagonal_steps(bit: u32) -> Bitboard {
    DIAGONAL_STEPS[bit as usize]
}

/// The squares one step of any kind from the square at `bit`.
#[inline(always)]
pub(crate) fn king_steps(bit: u32) -> Bitboard {
    KING_STEPS[bit as usize]
}

static WITHIN_TWO_STRAIGHT: [Bitboard; BIT_COUNT] = by_bit(within_two_table(false));
static WITHIN_TWO_KING: [Bitboard; BIT_COUNT] = by_bit(within_two_table(true));

/// The squares one or two straight steps from the square at `bit`: those a
/// Dwar's walk passes over.
#[inline(always)]
pub(crate) fn within_two_straight(bit: u32) -> Bitboard {
    WITHIN_TWO_STRAIGHT[bit as usize]
}

/// The squares one or two steps of any kind from the square at `bit`: those
/// a Chief's walk passes over.
#[inline(always)]
pub(crate) fn within_two_king(bit: u32) -> Bitboard {
    WITHIN_TWO_KING[bit as usize]
}

static FLIER_EXACT: [Bitboard; BIT_COUNT] =
    by_bit(jumper_table(&DIAGONAL, Role::Flier.steps() as usize, false));
static FLIER_UP_TO: [Bitboard; BIT_COUNT] =
    by_bit(jumper_table(&DIAGONAL, Role::Flier.steps() as usize, true));
static PRINCESS_EXACT: [Bitboard; BIT_COUNT] =
    by_bit(jumper_table(&KING, Role::Princess.steps() as usize, false));
static PRINCESS_UP_TO: [Bitboard; BIT_COUNT] =
    by_bit(jumper_table(&KING, Role::Princess.steps() as usize, true));
static LINES: [Bitboard; BIT_COUNT] = by_bit(line_table());
static FLIER_LEAP_EXACT: [Bitboard; BIT_COUNT] =
    by_bit(leap_table(&DIAGONAL, Role::Flier.steps() as usize, false));
static FLIER_LEAP_UP_TO: [Bitboard; BIT_COUNT] =
    by_bit(leap_table(&DIAGONAL, Role::Flier.steps() as usize, true));
static KNIGHT: [Bitboard; BIT_COUNT] = by_bit(offset_table(&KNIGHT_OFFSETS, 8));

/// Where a Flier on the square at `bit` may jump: three diagonal steps (or up to three).
#[inline(always)]
pub(crate) fn flier(bit: u32, up_to: bool) -> Bitboard {
    if up_to {
        FLIER_UP_TO[bit as usize]
    } else {
        FLIER_EXACT[bit as usize]
    }
}

/// Where a Princess on the square at `bit` may jump, before the threat rule: three steps of
/// any kind (or up to three).
#[inline(always)]
pub(crate) fn princess(bit: u32, up_to: bool) -> Bitboard {
    if up_to {
        PRINCESS_UP_TO[bit as usize]
    } else {
        PRINCESS_EXACT[bit as usize]
    }
}

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

/// The squares on a rank, file or diagonal through the square at `bit`,
/// that square left out.
#[inline(always)]
pub(crate) fn lines(bit: u32) -> Bitboard {
    LINES[bit as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn far_from_the_edge_the_counts_of_rules_section_3_hold() {
        // RULES.md section 3, last column.
        assert_eq!(flier(sq("e5").bit(), false).len(), 16);
        assert_eq!(princess(sq("e5").bit(), false).len(), 48);
    }

    #[test]
    fn the_flier_reaches_the_offsets_rules_section_3_lists() {
        let e5 = sq("e5");
        let expected: Bitboard = [(1, 1), (1, 3), (3, 1), (3, 3)]
            .into_iter()
            .flat_map(|(a, b)| [(a, b), (-a, b), (a, -b), (-a, -b)])
            .filter_map(|(df, dr)| e5.offset(df, dr))
            .collect();
        assert_eq!(flier(e5.bit(), false), expected);
    }

    #[test]
    fn a_flier_in_the_corner_cannot_reach_its_diagonal_neighbour() {
        // From a1 every three-step path to b2 leaves the board or revisits:
        // the only way back to b2 in three is b2-c3-b2 (revisit) or through
        // a file west of a.
        assert!(!flier(sq("a1").bit(), false).contains(sq("b2")));
        assert!(flier(sq("b1").bit(), false).contains(sq("c2")));
    }

    #[test]
    fn within_two_steps_far_from_the_edge() {
        // Chebyshev distance at most 2 (a 5 x 5 square), and Manhattan
        // distance at most 2 (a diamond), the centre left out.
        let e5 = sq("e5");
        assert_eq!(within_two_king(e5.bit()).len(), 24);
        assert_eq!(within_two_straight(e5.bit()).len(), 12);
        assert!(within_two_straight(e5.bit()).contains(sq("f6")));
        assert!(!within_two_straight(e5.bit()).contains(sq("g6")));
        assert_eq!(within_two_king(sq("a1").bit()).len(), 8);
    }

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

    #[test]
    fn lines_from_a_corner() {
        assert_eq!(lines(sq("a1").bit()).len(), 27);
        assert_eq!(lines(sq("e5").bit()).len(), 9 + 9 + 9 + 8);
    }
}
