//! Squares of the 10 x 10 board.

use super::bitboard::{bit_of, index_of};
use super::{File, Rank};
use core::fmt;
use core::str::FromStr;

/// One of the 100 squares, `a1` to `j10`.
///
/// Files `a`..`j` ([`File`]) run west to east, ranks `1`..`10` ([`Rank`])
/// south to north. Each square has a constant, [`Square::A1`] to
/// [`Square::J10`]. The index is `file + 10 * rank`, both counted from 0,
/// so `a1` is 0, `j1` is 9, `a2` is 10 and `j10` is 99.
///
/// ```
/// use jetan::{File, Rank, Square};
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4, Square::E4);
/// assert_eq!((e4.file(), e4.rank(), e4.index()), (File::E, Rank::Fourth, 34));
/// assert_eq!(Square::from_coords(File::E, Rank::Fourth), e4);
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

    /// The square on `file` and `rank`.
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(file.index() + 10 * rank.index())
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

    /// The file, `a` to `j`.
    pub const fn file(self) -> File {
        File::ALL[(self.0 % 10) as usize]
    }

    /// The rank, 1 to 10.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 / 10) as usize]
    }

    /// The square `df` files east and `dr` ranks north of this one, if it is
    /// on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let file = (self.0 % 10) as i8 + df;
        let rank = (self.0 / 10) as i8 + dr;
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

/// The constants of squares: name, text, index.
macro_rules! square_constants {
    ($($name:ident $text:literal $index:literal),+ $(,)?) => {
        /// The squares by name, [`Square::A1`] to [`Square::J10`].
        impl Square {
            $(
                #[doc = concat!("The square `", $text, "`.")]
                pub const $name: Square = Square($index);
            )+
        }
    };
}

square_constants! {
    A1 "a1" 0, B1 "b1" 1, C1 "c1" 2, D1 "d1" 3, E1 "e1" 4, F1 "f1" 5, G1 "g1" 6, H1 "h1" 7, I1 "i1" 8, J1 "j1" 9,
    A2 "a2" 10, B2 "b2" 11, C2 "c2" 12, D2 "d2" 13, E2 "e2" 14, F2 "f2" 15, G2 "g2" 16, H2 "h2" 17, I2 "i2" 18, J2 "j2" 19,
    A3 "a3" 20, B3 "b3" 21, C3 "c3" 22, D3 "d3" 23, E3 "e3" 24, F3 "f3" 25, G3 "g3" 26, H3 "h3" 27, I3 "i3" 28, J3 "j3" 29,
    A4 "a4" 30, B4 "b4" 31, C4 "c4" 32, D4 "d4" 33, E4 "e4" 34, F4 "f4" 35, G4 "g4" 36, H4 "h4" 37, I4 "i4" 38, J4 "j4" 39,
    A5 "a5" 40, B5 "b5" 41, C5 "c5" 42, D5 "d5" 43, E5 "e5" 44, F5 "f5" 45, G5 "g5" 46, H5 "h5" 47, I5 "i5" 48, J5 "j5" 49,
    A6 "a6" 50, B6 "b6" 51, C6 "c6" 52, D6 "d6" 53, E6 "e6" 54, F6 "f6" 55, G6 "g6" 56, H6 "h6" 57, I6 "i6" 58, J6 "j6" 59,
    A7 "a7" 60, B7 "b7" 61, C7 "c7" 62, D7 "d7" 63, E7 "e7" 64, F7 "f7" 65, G7 "g7" 66, H7 "h7" 67, I7 "i7" 68, J7 "j7" 69,
    A8 "a8" 70, B8 "b8" 71, C8 "c8" 72, D8 "d8" 73, E8 "e8" 74, F8 "f8" 75, G8 "g8" 76, H8 "h8" 77, I8 "i8" 78, J8 "j8" 79,
    A9 "a9" 80, B9 "b9" 81, C9 "c9" 82, D9 "d9" 83, E9 "e9" 84, F9 "f9" 85, G9 "g9" 86, H9 "h9" 87, I9 "i9" 88, J9 "j9" 89,
    A10 "a10" 90, B10 "b10" 91, C10 "c10" 92, D10 "d10" 93, E10 "e10" 94, F10 "f10" 95, G10 "g10" 96, H10 "h10" 97, I10 "i10" 98, J10 "j10" 99,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
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
    use crate::test_support::sq;

    #[test]
    fn a_square_converts_to_its_index_and_debugs_as_its_name() {
        // The index is file + 10 * rank, both from 0 (a1 0, j1 9, a2 10,
        // e4 34, j10 99).
        for (name, index) in [("a1", 0u8), ("j1", 9), ("a2", 10), ("e4", 34), ("j10", 99)] {
            assert_eq!(u8::from(sq(name)), index, "{name}");
            assert_eq!(usize::from(sq(name)), usize::from(index), "{name}");
            assert_eq!(format!("{:?}", sq(name)), name);
        }
    }

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
    fn constants_are_the_squares_they_name() {
        // The index is file + 10 * rank, both from 0 (RULES.md section 1).
        assert_eq!(Square::A1.index(), 0);
        assert_eq!(Square::J1.index(), 9);
        assert_eq!(Square::A2.index(), 10);
        assert_eq!(Square::E4.index(), 34);
        assert_eq!(Square::F6.index(), 55);
        assert_eq!(Square::J10.index(), 99);
        assert_eq!(Square::E10.to_string(), "e10");
        assert_eq!(Square::C5, sq("c5"));
    }

    #[test]
    fn file_and_rank_give_the_square_back() {
        for s in Square::all() {
            assert_eq!(Square::from_coords(s.file(), s.rank()), s);
            let name = alloc::format!("{}{}", s.file(), s.rank());
            assert_eq!(name, s.to_string());
        }
        assert_eq!(sq("e4").file(), File::E);
        assert_eq!(sq("e4").rank(), Rank::Fourth);
        assert_eq!(sq("a10").rank(), Rank::Tenth);
    }

    #[test]
    fn offsets_stop_at_the_edge() {
        let a1 = Square::new(0).unwrap();
        assert_eq!(a1.offset(-1, 0), None);
        assert_eq!(a1.offset(9, 9), Square::new(99));
        assert_eq!(a1.offset(10, 0), None);
    }
}
