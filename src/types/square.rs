//! Squares of the 10 x 10 board.

use super::bitboard::{bit_of, index_of};
use core::fmt;
use core::str::FromStr;

/// One of the 100 squares, `a1` to `j10`.
///
/// Files `a`..`j` run west to east, ranks `1`..`10` south to north. The
/// index is `file + 10 * rank`, both counted from 0, so `a1` is 0, `j1` is 9,
/// `a2` is 10 and `j10` is 99.
///
/// ```
/// use jetan::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!((e4.file(), e4.rank(), e4.index()), (4, 3, 34));
/// assert_eq!(e4.to_string(), "e4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// Number of squares on the board.
    pub const COUNT: usize = 100;

    /// The square with this index (`file + 10 * rank`), if it is below 100.
    pub const fn new(index: u8) -> Option<Square> {
        if (index as usize) < Self::COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` (0 = `a`) and `rank` (0 = rank 1), if both are
    /// below 10.
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 10 && rank < 10 {
            Some(Square(file + 10 * rank))
        } else {
            None
        }
    }

    /// [`Square::new`] without the check, for indices already known to be
    /// on the board (bit positions of a [`Bitboard`](crate::Bitboard), table
    /// loops): only debug builds check them. Not `unsafe`: a wrong index
    /// gives a wrong square, never undefined behaviour.
    pub(crate) const fn new_unchecked(index: u8) -> Square {
        debug_assert!((index as usize) < Self::COUNT);
        Square(index)
    }

    /// The index, `file + 10 * rank`.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 (`a`) to 9 (`j`).
    pub const fn file(self) -> u8 {
        self.0 % 10
    }

    /// The rank, 0 (rank 1) to 9 (rank 10).
    pub const fn rank(self) -> u8 {
        self.0 / 10
    }

    /// The square `df` files east and `dr` ranks north of this one, if it is
    /// on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if file >= 0 && file < 10 && rank >= 0 && rank < 10 {
            Some(Square((file + 10 * rank) as u8))
        } else {
            None
        }
    }

    /// All squares in index order.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..Self::COUNT as u8).map(Square)
    }

    /// Parses a square at the start of `text`, answering it and the number of
    /// bytes it took (2 or 3), so that move parsers can read squares in a row.
    pub(crate) fn parse_prefix(text: &[u8]) -> Option<(Square, usize)> {
        let file = match text.first() {
            Some(c @ b'a'..=b'j') => c - b'a',
            _ => return None,
        };
        match (text.get(1), text.get(2)) {
            (Some(b'1'), Some(b'0')) => Some((Square(file + 90), 3)),
            (Some(d @ b'1'..=b'9'), _) => Some((Square(file + 10 * (d - b'1')), 2)),
            _ => None,
        }
    }
}

impl Square {
    /// The square's bit in a [`Bitboard`](super::Bitboard) (its layout is
    /// `bitboard.rs`'s).
    #[inline]
    pub(crate) const fn bit(self) -> u32 {
        bit_of(self.index())
    }

    /// The square at a bit of a [`Bitboard`](super::Bitboard) (never a guard bit).
    #[inline]
    pub(crate) const fn from_bit(bit: u32) -> Square {
        Square::new_unchecked(index_of(bit))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The text was not a square name such as `e4` or `j10`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a square name (a1 to j10)")]
pub struct ParseSquareError;

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match Square::parse_prefix(s.as_bytes()) {
            Some((sq, len)) if len == s.len() => Ok(sq),
            _ => Err(ParseSquareError),
        }
    }
}

impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

impl From<Square> for usize {
    fn from(sq: Square) -> usize {
        sq.0 as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_for_every_square() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("a1".parse::<Square>().map(Square::index), Ok(0));
        assert_eq!("j1".parse::<Square>().map(Square::index), Ok(9));
        assert_eq!("a2".parse::<Square>().map(Square::index), Ok(10));
        assert_eq!("j10".parse::<Square>().map(Square::index), Ok(99));
    }

    #[test]
    fn bad_names_are_refused() {
        for bad in ["", "a", "k1", "a0", "a11", "A1", "a01", "e4 ", "a100"] {
            assert_eq!(bad.parse::<Square>(), Err(ParseSquareError), "{bad:?}");
        }
    }

    #[test]
    fn offsets_stop_at_the_edge() {
        let a1 = Square::new(0).unwrap();
        assert_eq!(a1.offset(-1, 0), None);
        assert_eq!(a1.offset(9, 9), Square::new(99));
        assert_eq!(a1.offset(10, 0), None);
    }
}
