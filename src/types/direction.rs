//! The eight one-square steps of the board, and their straight, diagonal
//! and all-round sets. Every table, path search and path witness of the
//! crate takes its steps from here; which of them a kind of piece takes is
//! rule knowledge, in `rules::pieces`.

use super::Bitboard;

/// A one-square step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    /// The step as (file, rank) offsets; north is up the ranks, towards
    /// rank 10, and east up the files, towards `j`.
    pub(crate) const fn offset(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// Every square of `b` moved one step this way; squares stepping off
    /// the board are dropped.
    #[inline(always)]
    pub(crate) const fn shift(self, b: Bitboard) -> Bitboard {
        match self {
            Direction::N => b.north(),
            Direction::NE => b.north_east(),
            Direction::E => b.east(),
            Direction::SE => b.south_east(),
            Direction::S => b.south(),
            Direction::SW => b.south_west(),
            Direction::W => b.west(),
            Direction::NW => b.north_west(),
        }
    }
}

/// The straight steps (Dwar, Warrior, the Thoat's straight step); a
/// direction's opposite is two places on, which the path search relies on.
pub(crate) const STRAIGHT: [Direction; 4] =
    [Direction::N, Direction::E, Direction::S, Direction::W];

/// The diagonal steps (Flier, Padwar, the Thoat's diagonal step); a
/// direction's opposite is two places on.
pub(crate) const DIAGONAL: [Direction; 4] =
    [Direction::NE, Direction::SE, Direction::SW, Direction::NW];

/// Every step (Chief, Princess); a direction's opposite is four places on.
pub(crate) const KING: [Direction; 8] = [
    Direction::N,
    Direction::NE,
    Direction::E,
    Direction::SE,
    Direction::S,
    Direction::SW,
    Direction::W,
    Direction::NW,
];

/// The squares one step from `sources` in any of `steps`.
#[inline(always)]
pub(crate) fn shifted(sources: Bitboard, steps: &[Direction]) -> Bitboard {
    steps
        .iter()
        .fold(Bitboard::EMPTY, |acc, d| acc | d.shift(sources))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Square;

    /// `shift` and `offset` are one step: on every square, shifting the
    /// square gives the square at the offset, or nothing off the board.
    #[test]
    fn shift_agrees_with_offset() {
        for d in KING {
            for index in 0..100 {
                let sq = Square::new(index).unwrap();
                let (df, dr) = d.offset();
                let expected = sq
                    .offset(df, dr)
                    .map_or(Bitboard::EMPTY, Bitboard::from_square);
                assert_eq!(
                    d.shift(Bitboard::from_square(sq)),
                    expected,
                    "{d:?} from {sq}"
                );
            }
        }
    }

    /// The path search's premise: each direction's opposite is half the
    /// list on.
    #[test]
    fn opposites_are_half_the_list_on() {
        fn opposite(a: Direction, b: Direction) -> bool {
            let (af, ar) = a.offset();
            let (bf, br) = b.offset();
            af == -bf && ar == -br
        }
        for i in 0..4 {
            assert!(opposite(STRAIGHT[i], STRAIGHT[(i + 2) % 4]));
            assert!(opposite(DIAGONAL[i], DIAGONAL[(i + 2) % 4]));
        }
        for i in 0..8 {
            assert!(opposite(KING[i], KING[(i + 4) % 8]));
        }
    }
}
