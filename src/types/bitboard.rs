//! Sets of squares as bits of a `u128`.
//!
//! The board is laid out eleven bits to a rank: square (`file`, `rank`) is
//! bit `file + 11 * rank`, and the eleventh bit of each rank is a guard that
//! is always clear. A step is then one shift (east 1, north 11, north-east
//! 12, north-west 10) and every step that can leave the board is caught by
//! the same mask of the 100 real bits, which the compiler keeps at hand:
//! with ten bits to a rank, east-west steps needed a mask per edge, and move
//! generation ran about a fifth more instructions (callgrind, perft 3).

use super::{File, Rank, Square};
use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

/// A set of squares.
///
/// ```
/// use jetan::{Bitboard, Square};
/// let e4: Square = "e4".parse().unwrap();
/// let around = Bitboard::from_square(e4).king_steps();
/// assert_eq!(around.len(), 8);
/// assert!(!around.contains(e4));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub(crate) u128);

/// Bits in the layout, guards included: tables indexed by bit have this
/// many entries.
pub(crate) const BIT_COUNT: usize = 110;

/// The set of each bit alone, for [`Bitboard::from_bit`] (128 entries, so
/// that a bit masked to seven bits needs no bounds check).
static SINGLE_BITS: [Bitboard; 128] = {
    let mut table = [Bitboard(0); 128];
    let mut bit = 0;
    while bit < 128 {
        table[bit] = Bitboard(1u128 << bit);
        bit += 1;
    }
    table
};

/// The bit of the square with index `index` (`file + 10 * rank`).
#[inline]
pub(super) const fn bit_of(index: u8) -> u32 {
    index as u32 + index as u32 / 10
}

/// The index of the square at bit `bit` (never a guard bit).
#[inline]
pub(super) const fn index_of(bit: u32) -> u8 {
    (bit - bit / 11) as u8
}

const fn file_mask(file: u32) -> u128 {
    let mut mask = 0u128;
    let mut rank = 0;
    while rank < 10 {
        mask |= 1u128 << (file + 11 * rank);
        rank += 1;
    }
    mask
}

/// The 100 real squares' bits.
const ALL_BITS: u128 = {
    let mut mask = 0u128;
    let mut file = 0;
    while file < 10 {
        mask |= file_mask(file);
        file += 1;
    }
    mask
};

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 100 squares.
    pub const FULL: Bitboard = Bitboard(ALL_BITS);

    /// The set whose squares are the set bits of `bits`, square index `i`
    /// at bit `i` (bits 100 and up are dropped).
    pub const fn from_bits(bits: u128) -> Bitboard {
        let mut set = 0u128;
        let mut index = 0;
        while index < 100 {
            if bits & (1u128 << index) != 0 {
                set |= 1u128 << bit_of(index);
            }
            index += 1;
        }
        Bitboard(set)
    }

    /// The set as bits, square index `i` at bit `i`.
    pub const fn bits(self) -> u128 {
        let mut bits = 0u128;
        let mut index = 0;
        while index < 100 {
            if self.0 & (1u128 << bit_of(index)) != 0 {
                bits |= 1u128 << index;
            }
            index += 1;
        }
        bits
    }

    /// The set of the square at `bit`, read from a table: a `u128` shift by
    /// a variable count takes about eight instructions (both halves and a
    /// select), the table two loads: 4% fewer instructions when every leaf
    /// is played (docs/speed.md).
    #[inline]
    pub(crate) fn from_bit(bit: u32) -> Bitboard {
        SINGLE_BITS[bit as usize & 127]
    }

    /// The bits of the set's squares, lowest first: move generation walks
    /// these and indexes its tables by them, without converting to squares.
    #[inline]
    pub(crate) fn bit_iter(self) -> BitIter {
        BitIter {
            low: self.0 as u64,
            high: (self.0 >> 64) as u64,
        }
    }

    /// The raw bits in the internal layout (eleven to a rank).
    #[inline]
    pub(crate) const fn bits_raw(self) -> u128 {
        self.0
    }

    /// The set of one square.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1u128 << bit_of(sq.index()))
    }

    /// The squares of `rank`.
    ///
    /// ```
    /// use jetan::{Bitboard, Rank, Square};
    /// let third = Bitboard::rank(Rank::Third);
    /// assert_eq!(third.len(), 10);
    /// assert!(third.contains(Square::A3) && third.contains(Square::J3));
    /// ```
    pub const fn rank(rank: Rank) -> Bitboard {
        Bitboard(0x3ff << (11 * rank.index() as u32))
    }

    /// The squares of `file`.
    pub const fn file(file: File) -> Bitboard {
        Bitboard(file_mask(file.index() as u32))
    }

    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1u128 << bit_of(sq.index())) != 0
    }

    /// The number of squares in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has no squares.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a square.
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }

    /// The set with `sq` added.
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | Bitboard::from_square(sq).0)
    }

    /// The set with `sq` removed.
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !Bitboard::from_square(sq).0)
    }

    /// The square of lowest index, if any.
    pub const fn lowest(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_unchecked(index_of(self.0.trailing_zeros())))
        }
    }

    /// Both sets' squares.
    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    /// The squares in both sets.
    pub const fn and(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }

    /// The squares of `self` that are not in `other`.
    pub const fn minus(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & !other.0)
    }

    /// Every square one step north of a square of the set.
    #[inline]
    pub const fn north(self) -> Bitboard {
        Bitboard((self.0 << 11) & ALL_BITS)
    }

    /// Every square one step south of a square of the set.
    #[inline]
    pub const fn south(self) -> Bitboard {
        Bitboard(self.0 >> 11)
    }

    /// Every square one step east of a square of the set.
    #[inline]
    pub const fn east(self) -> Bitboard {
        Bitboard((self.0 << 1) & ALL_BITS)
    }

    /// Every square one step west of a square of the set.
    #[inline]
    pub const fn west(self) -> Bitboard {
        Bitboard((self.0 >> 1) & ALL_BITS)
    }

    /// Every square one step north-east of a square of the set.
    #[inline]
    pub const fn north_east(self) -> Bitboard {
        Bitboard((self.0 << 12) & ALL_BITS)
    }

    /// Every square one step north-west of a square of the set.
    #[inline]
    pub const fn north_west(self) -> Bitboard {
        Bitboard((self.0 << 10) & ALL_BITS)
    }

    /// Every square one step south-east of a square of the set.
    #[inline]
    pub const fn south_east(self) -> Bitboard {
        Bitboard((self.0 >> 10) & ALL_BITS)
    }

    /// Every square one step south-west of a square of the set.
    #[inline]
    pub const fn south_west(self) -> Bitboard {
        Bitboard((self.0 >> 12) & ALL_BITS)
    }

    /// Every square one straight step from a square of the set.
    #[inline]
    pub const fn straight_steps(self) -> Bitboard {
        self.north()
            .union(self.south())
            .union(self.east())
            .union(self.west())
    }

    /// Every square one diagonal step from a square of the set.
    #[inline]
    pub const fn diagonal_steps(self) -> Bitboard {
        self.north_east()
            .union(self.north_west())
            .union(self.south_east())
            .union(self.south_west())
    }

    /// Every square one step, straight or diagonal, from a square of the set.
    #[inline]
    pub const fn king_steps(self) -> Bitboard {
        // Four shifts instead of eight: the column through each square
        // first, then that column's neighbours east and west.
        let vertical = self.north().union(self.south());
        let column = vertical.union(self);
        vertical.union(column.east()).union(column.west())
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ rhs.0)
    }
}

impl Sub for Bitboard {
    type Output = Bitboard;
    /// The squares of `self` that are not in `rhs`.
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The board's other squares (never the unused high bits).
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & ALL_BITS)
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

impl BitXorAssign for Bitboard {
    #[inline]
    fn bitxor_assign(&mut self, rhs: Bitboard) {
        self.0 ^= rhs.0;
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

/// The bits of a [`Bitboard`], lowest first.
///
/// Kept as two 64-bit halves: a `u128` trailing-zero count and clearing of
/// the lowest bit take about ten instructions (both halves and a select),
/// a `u64` one takes two (`tzcnt`, `blsr`). That is 2% fewer instructions
/// in bulk perft and 9% fewer when every leaf is played (docs/speed.md).
#[derive(Clone, Debug)]
pub(crate) struct BitIter {
    low: u64,
    high: u64,
}

impl Iterator for BitIter {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.low != 0 {
            let bit = self.low.trailing_zeros();
            self.low &= self.low - 1;
            Some(bit)
        } else if self.high != 0 {
            let bit = self.high.trailing_zeros();
            self.high &= self.high - 1;
            Some(64 + bit)
        } else {
            None
        }
    }
}

/// The squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Squares(u128);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Square::new_unchecked(index_of(bit)))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl fmt::Debug for Bitboard {
    /// A diagram, rank 10 at the top, `x` for a square in the set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard(")?;
        for rank in Rank::ALL.into_iter().rev() {
            for file in File::ALL {
                let sq = Square::from_coords(file, rank);
                f.write_str(if self.contains(sq) { " x" } else { " ." })?;
            }
            writeln!(f)?;
        }
        write!(f, ")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::sq;

    #[test]
    fn steps_do_not_wrap_round_the_edges() {
        let corners: Bitboard = ["a1", "j1", "a10", "j10"].into_iter().map(sq).collect();
        // Each corner has three neighbours, all on the board.
        assert_eq!(corners.king_steps().len(), 12);
        assert_eq!(Bitboard::from_square(sq("j1")).east(), Bitboard::EMPTY);
        assert_eq!(Bitboard::from_square(sq("a2")).west(), Bitboard::EMPTY);
        assert_eq!(
            Bitboard::from_square(sq("j5")).north_east(),
            Bitboard::EMPTY
        );
        assert_eq!(
            Bitboard::from_square(sq("a5")).south_west(),
            Bitboard::EMPTY
        );
        assert_eq!(Bitboard::from_square(sq("e10")).north(), Bitboard::EMPTY);
        assert_eq!(
            Bitboard::from_square(sq("e5")).north_west(),
            Bitboard::from_square(sq("d6"))
        );
    }

    #[test]
    fn every_square_has_the_neighbours_offsets_give() {
        for s in Square::all() {
            let one = Bitboard::from_square(s);
            let expected: Bitboard = [
                (-1, -1),
                (-1, 0),
                (-1, 1),
                (0, -1),
                (0, 1),
                (1, -1),
                (1, 0),
                (1, 1),
            ]
            .into_iter()
            .filter_map(|(df, dr)| s.offset(df, dr))
            .collect();
            assert_eq!(one.king_steps(), expected, "{s}");
        }
    }

    #[test]
    fn bits_are_square_indices() {
        for s in Square::all() {
            let one = Bitboard::from_square(s);
            assert_eq!(one.bits(), 1u128 << s.index());
            assert_eq!(Bitboard::from_bits(1u128 << s.index()), one);
            assert_eq!(one.lowest(), Some(s));
        }
        assert_eq!(Bitboard::from_bits(u128::MAX), Bitboard::FULL);
        assert_eq!(Bitboard::rank(Rank::Tenth).len(), 10);
        assert_eq!(Bitboard::file(File::J).len(), 10);
    }

    #[test]
    fn ranks_and_files_are_the_squares_their_names_give() {
        // Rank 3 is a3 to j3, file e is e1 to e10 (RULES.md section 1).
        let third: Bitboard = ["a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "i3", "j3"]
            .into_iter()
            .map(sq)
            .collect();
        assert_eq!(Bitboard::rank(Rank::Third), third);
        let e: Bitboard = ["e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "e10"]
            .into_iter()
            .map(sq)
            .collect();
        assert_eq!(Bitboard::file(File::E), e);
        let union = Rank::ALL
            .into_iter()
            .fold(Bitboard::EMPTY, |all, r| all | Bitboard::rank(r));
        assert_eq!(union, Bitboard::FULL);
    }

    #[test]
    fn set_operations_by_hand() {
        // {a1, b1, c1} and {b1, c1, d1}: together a1 to d1, both b1 and c1,
        // the first less the second a1; the operators say the same.
        let set = |names: &[&str]| -> Bitboard { names.iter().map(|&n| sq(n)).collect() };
        let (first, second) = (set(&["a1", "b1", "c1"]), set(&["b1", "c1", "d1"]));
        assert_eq!(first.union(second), set(&["a1", "b1", "c1", "d1"]));
        assert_eq!(first.and(second), set(&["b1", "c1"]));
        assert_eq!(first.minus(second), set(&["a1"]));
        assert_eq!(first | second, first.union(second));
        assert_eq!(first & second, first.and(second));
        assert_eq!(first & !second, first.minus(second));
        // A square is the set of it alone.
        assert_eq!(Bitboard::from(sq("e4")), set(&["e4"]));
    }

    #[test]
    fn debug_draws_the_board_rank_ten_first() {
        let corners: Bitboard = ["a1", "j10"].into_iter().map(sq).collect();
        let empty_rank = " . . . . . . . . . .\n";
        let expected = String::from("Bitboard(\n . . . . . . . . . x\n")
            + &empty_rank.repeat(8)
            + " x . . . . . . . . .\n)";
        assert_eq!(format!("{corners:?}"), expected);
    }

    #[test]
    fn not_stays_on_the_board() {
        assert_eq!((!Bitboard::EMPTY).len(), 100);
        assert_eq!(!Bitboard::FULL, Bitboard::EMPTY);
    }

    #[test]
    fn iteration_is_in_index_order() {
        let set: Bitboard = ["j10", "a1", "e4"].into_iter().map(sq).collect();
        let names: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["a1", "e4", "j10"]);
    }
}
