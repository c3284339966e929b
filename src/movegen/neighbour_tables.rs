//! Destinations of the two-step walkers, looked up by what stands around
//! them.
//!
//! A Warrior, Padwar or Thoat passes over one of its four straight or four
//! diagonal neighbours, so where it can go from a square depends on nothing
//! but which of those four are blocked: a 16-entry table per square gives
//! the answer (the "lame leaper" tables of fairy-chess engines). The eight
//! neighbours of the square at bit `b` sit at fixed places in the 25-bit
//! window `(blockers << 12) >> b`, so one shift reads them all. For one
//! piece's moves this measured about 14% fewer instructions for a whole
//! perft than the step-by-step search (the Dwar included as a straight
//! step and a Warrior's move from there; docs/speed.md); for the threat
//! map, which walks both pieces of a kind at once, the set-wise search
//! stays cheaper. A neighbour off the board reads as open but leads
//! nowhere, since the tables are built from the real neighbours only.

use crate::types::BIT_COUNT;
use crate::types::direction::{DIAGONAL, Direction, STRAIGHT};
use crate::types::{Bitboard, Square};

/// The window of blocked squares around the square at `bit`: bit `12 + d`
/// of the window is the square at `bit + d`.
#[inline(always)]
pub(crate) fn window(blockers: Bitboard, bit: u32) -> u32 {
    ((blockers.bits_raw() << 12) >> bit) as u32
}

/// The window bits of the straight neighbours, in the order of [`STRAIGHT`]
/// (north, east, south, west): bit offsets +11, +1, -11 and -1.
const STRAIGHT_BITS: [u32; 4] = [23, 13, 1, 11];
/// The window bits of the diagonal neighbours, in the order of
/// [`DIAGONAL`] (north-east, south-east, south-west, north-west): bit
/// offsets +12, -10, -12 and +10.
const DIAGONAL_BITS: [u32; 4] = [24, 2, 0, 22];

/// A four-bit number for which of the window's squares at `bits` are
/// blocked: the four bits are gathered by one multiplication, `magic`
/// having been chosen (by trying every order of the four bits) so that
/// the sixteen patterns give sixteen different top nibbles. Three
/// instructions where shifting each bit into place took about ten: 5%
/// fewer instructions in bulk perft (callgrind, perft 4: 943 M to 894 M).
#[inline(always)]
const fn gather(window: u32, bits: [u32; 4], magic: u32) -> usize {
    let mask = (1 << bits[0]) | (1 << bits[1]) | (1 << bits[2]) | (1 << bits[3]);
    ((window & mask).wrapping_mul(magic) >> 28) as usize
}

const STRAIGHT_MAGIC: u32 = 0x0809_0100;
const DIAGONAL_MAGIC: u32 = 0x4400_0220;

/// Which straight neighbours are blocked, as a table index.
#[inline(always)]
pub(crate) const fn straight_index(window: u32) -> usize {
    gather(window, STRAIGHT_BITS, STRAIGHT_MAGIC)
}

/// Which diagonal neighbours are blocked, as a table index.
#[inline(always)]
pub(crate) const fn diagonal_index(window: u32) -> usize {
    gather(window, DIAGONAL_BITS, DIAGONAL_MAGIC)
}

/// For every square and every pattern of blocked `first` neighbours (at
/// window bits `bits`, gathered by `magic`): the squares one `second` step
/// beyond the open ones, the start left out.
const fn build(
    first: &[Direction; 4],
    bits: [u32; 4],
    magic: u32,
    second_straight: bool,
) -> [[Bitboard; 16]; BIT_COUNT] {
    let mut table = [[Bitboard::EMPTY; 16]; BIT_COUNT];
    let mut index = 0;
    while index < 100 {
        let sq = Square::new_unchecked(index as u8);
        let mut blocked = 0;
        while blocked < 16 {
            let mut ends = Bitboard::EMPTY;
            let mut n = 0;
            while n < 4 {
                if blocked & (1 << n) == 0 {
                    let (df, dr) = first[n].offset();
                    if let Some(middle) = sq.offset(df, dr) {
                        let one = Bitboard::from_square(middle);
                        let next = if second_straight {
                            one.straight_steps()
                        } else {
                            one.diagonal_steps()
                        };
                        ends = ends.union(next);
                    }
                }
                n += 1;
            }
            let mut window = 0;
            let mut n = 0;
            while n < 4 {
                if blocked & (1 << n) != 0 {
                    window |= 1 << bits[n];
                }
                n += 1;
            }
            table[sq.bit() as usize][gather(window, bits, magic)] = ends.without(sq);
            blocked += 1;
        }
        index += 1;
    }
    table
}

static WARRIOR: [[Bitboard; 16]; BIT_COUNT] = build(&STRAIGHT, STRAIGHT_BITS, STRAIGHT_MAGIC, true);
static PADWAR: [[Bitboard; 16]; BIT_COUNT] = build(&DIAGONAL, DIAGONAL_BITS, DIAGONAL_MAGIC, false);
static THOAT_STRAIGHT_FIRST: [[Bitboard; 16]; BIT_COUNT] =
    build(&STRAIGHT, STRAIGHT_BITS, STRAIGHT_MAGIC, false);
static THOAT_DIAGONAL_FIRST: [[Bitboard; 16]; BIT_COUNT] =
    build(&DIAGONAL, DIAGONAL_BITS, DIAGONAL_MAGIC, true);

/// Two straight steps from the square at `bit`, no square twice.
#[inline(always)]
pub(crate) fn warrior(bit: u32, window: u32) -> Bitboard {
    WARRIOR[bit as usize][straight_index(window)]
}

/// Two diagonal steps from the square at `bit`, no square twice.
#[inline(always)]
pub(crate) fn padwar(bit: u32, window: u32) -> Bitboard {
    PADWAR[bit as usize][diagonal_index(window)]
}

/// A straight step then a diagonal one from the square at `bit`.
#[inline(always)]
pub(crate) fn thoat_straight_first(bit: u32, window: u32) -> Bitboard {
    THOAT_STRAIGHT_FIRST[bit as usize][straight_index(window)]
}

/// A diagonal step then a straight one from the square at `bit`.
#[inline(always)]
pub(crate) fn thoat_diagonal_first(bit: u32, window: u32) -> Bitboard {
    THOAT_DIAGONAL_FIRST[bit as usize][diagonal_index(window)]
}

#[cfg(test)]
mod tests {
    use super::super::walk::{thoat, walk};
    use super::*;
    use crate::test_support::xorshift as next;

    #[test]
    fn the_sixteen_patterns_gather_to_sixteen_indices() {
        for (bits, magic) in [
            (STRAIGHT_BITS, STRAIGHT_MAGIC),
            (DIAGONAL_BITS, DIAGONAL_MAGIC),
        ] {
            let mut seen = [false; 16];
            for pattern in 0..16u32 {
                let window = (0..4)
                    .filter(|n| pattern & (1 << n) != 0)
                    .fold(0, |w, n| w | 1 << bits[n]);
                // Squares outside the four must not disturb the index.
                let noise = !bits.iter().fold(0u32, |m, b| m | 1 << b) & 0x01ff_ffff;
                let index = gather(window, bits, magic);
                assert_eq!(gather(window | noise, bits, magic), index);
                assert!(!seen[index], "{pattern:04b}");
                seen[index] = true;
            }
        }
    }

    #[test]
    fn the_tables_agree_with_the_step_by_step_search() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        for _ in 0..300 {
            let blockers = Bitboard::from_bits(
                u128::from(next(&mut state)) | u128::from(next(&mut state)) << 64,
            );
            for sq in Square::all() {
                let one = Bitboard::from_square(sq);
                let passable = !blockers - one;
                let w = window(blockers | one, sq.bit());
                assert_eq!(
                    warrior(sq.bit(), w),
                    walk(STRAIGHT, one, passable, 2, false),
                    "{sq}"
                );
                assert_eq!(
                    padwar(sq.bit(), w),
                    walk(DIAGONAL, one, passable, 2, false),
                    "{sq}"
                );
                let either = thoat_straight_first(sq.bit(), w) | thoat_diagonal_first(sq.bit(), w);
                assert_eq!(either, thoat(one, passable, false, false), "{sq}");
                assert_eq!(
                    thoat_straight_first(sq.bit(), w),
                    thoat(one, passable, true, false),
                    "{sq}"
                );
            }
        }
    }
}
