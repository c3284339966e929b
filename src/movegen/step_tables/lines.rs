//! The lines through each square: the `escape=line` reading.

use super::by_bit;
use crate::types::direction::KING;
use crate::types::{BIT_COUNT, Bitboard};

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

static LINES: [Bitboard; BIT_COUNT] = by_bit(line_table());
/// The squares on a rank, file or diagonal through the square at `bit`,
/// that square left out.
#[inline(always)]
pub(crate) fn lines(bit: u32) -> Bitboard {
    LINES[bit as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::sq;

    #[test]
    fn lines_from_a_corner() {
        assert_eq!(lines(sq("a1").bit()).len(), 27);
        assert_eq!(lines(sq("e5").bit()).len(), 9 + 9 + 9 + 8);
    }
}
