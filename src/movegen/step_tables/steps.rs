//! The squares one step away (straight, diagonal or any) and one or two
//! steps away: the neighbourhoods the walks of blocked pieces pass over.

use super::by_bit;
use crate::types::{BIT_COUNT, Bitboard, Square};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::sq;

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
}
