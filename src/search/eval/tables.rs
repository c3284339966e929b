//! The squares around each square by Chebyshev distance, read from tables
//! rather than grown by king steps at every evaluation, which made the
//! evaluation about half as costly (callgrind).

use crate::types::{Bitboard, Square};

/// For each square, the squares at Chebyshev distance 1, 2 and 3.
pub(super) static RINGS: [[Bitboard; 3]; 100] = {
    let mut rings = [[Bitboard::EMPTY; 3]; 100];
    let mut index = 0;
    while index < 100 {
        if let Some(sq) = Square::new(index as u8) {
            let mut seen = Bitboard::from_square(sq);
            let mut k = 0;
            while k < 3 {
                let ring = seen.king_steps().minus(seen);
                rings[index][k] = ring;
                seen = seen.union(ring);
                k += 1;
            }
        }
        index += 1;
    }
    rings
};

/// For each square, the squares within one to six king steps of it, the
/// square itself included.
pub(super) static WITHIN: [[Bitboard; 6]; 100] = {
    let mut within = [[Bitboard::EMPTY; 6]; 100];
    let mut index = 0;
    while index < 100 {
        if let Some(sq) = Square::new(index as u8) {
            let mut seen = Bitboard::from_square(sq);
            let mut k = 0;
            while k < 6 {
                seen = seen.union(seen.king_steps());
                within[index][k] = seen;
                k += 1;
            }
        }
        index += 1;
    }
    within
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rings_hold_the_squares_at_each_distance() {
        // Around e5: 8 squares at distance 1, 16 at 2, 24 at 3; in the
        // corner a1: 3, 5 and 7.
        let sizes = |sq: &str| {
            let sq: Square = sq.parse().unwrap();
            RINGS[usize::from(sq.index())].map(|ring| ring.len())
        };
        assert_eq!(sizes("e5"), [8, 16, 24]);
        assert_eq!(sizes("a1"), [3, 5, 7]);
    }

    #[test]
    fn within_grows_by_a_king_step_at_a_time() {
        // From e5 (file 4, rank 4): 3x3, 5x5, 7x7, then cut by the board's
        // edges: files a-i and ranks 1-9 at 4 (9x9), a-j and 1-10 from 5.
        let sq: Square = "e5".parse().unwrap();
        let sizes = WITHIN[usize::from(sq.index())].map(|within| within.len());
        assert_eq!(sizes, [9, 25, 49, 81, 100, 100]);
    }
}
