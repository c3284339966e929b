//! The jumpers' tables (RULES.md section 3): where a Flier or a Princess
//! may end, whatever stands on her path.

use super::by_bit;
use super::jumper_walks::ends;
use crate::types::direction::{DIAGONAL, Direction, KING};
use crate::types::{BIT_COUNT, Bitboard, Role};

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

static FLIER_EXACT: [Bitboard; BIT_COUNT] = by_bit(jumper_table(
    &DIAGONAL,
    Role::Flier.step_count() as usize,
    false,
));
static FLIER_UP_TO: [Bitboard; BIT_COUNT] = by_bit(jumper_table(
    &DIAGONAL,
    Role::Flier.step_count() as usize,
    true,
));
static PRINCESS_EXACT: [Bitboard; BIT_COUNT] = by_bit(jumper_table(
    &KING,
    Role::Princess.step_count() as usize,
    false,
));
static PRINCESS_UP_TO: [Bitboard; BIT_COUNT] = by_bit(jumper_table(
    &KING,
    Role::Princess.step_count() as usize,
    true,
));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::sq;

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
}
