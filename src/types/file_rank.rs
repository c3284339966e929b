//! Files and ranks as types of their own, so that code never mixes a
//! 0-based number (an index) with the 1-based one that text writes (rank
//! `3` is the third rank, index 2): [`Rank::Third`] says which.

use core::fmt;
use core::str::FromStr;

/// A file (column), `a` (west) to `j` (east).
///
/// ```
/// use jetan::{File, Square};
/// assert_eq!(Square::E4.file(), File::E);
/// assert_eq!(File::E.to_string(), "e");
/// assert_eq!(File::E.index(), 4); // counted from 0 at `a`
/// assert_eq!("j".parse(), Ok(File::J));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
#[allow(missing_docs)] // each variant is its letter
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
    I,
    J,
}

/// A rank (row), the first (south, Black's back row) to the tenth (north,
/// Orange's back row). Text writes it as its number, `1` to `10`.
///
/// ```
/// use jetan::{Rank, Square};
/// assert_eq!(Square::E4.rank(), Rank::Fourth);
/// assert_eq!(Rank::Fourth.number(), 4); // as written: e4
/// assert_eq!(Rank::Fourth.index(), 3); // counted from 0
/// assert_eq!(Rank::from_number(10), Some(Rank::Tenth));
/// assert_eq!("10".parse(), Ok(Rank::Tenth));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Rank {
    /// Rank 1, Black's back row.
    First,
    /// Rank 2.
    Second,
    /// Rank 3.
    Third,
    /// Rank 4.
    Fourth,
    /// Rank 5.
    Fifth,
    /// Rank 6.
    Sixth,
    /// Rank 7.
    Seventh,
    /// Rank 8.
    Eighth,
    /// Rank 9.
    Ninth,
    /// Rank 10, Orange's back row.
    Tenth,
}

impl File {
    /// The ten files, `a` first.
    pub const ALL: [File; 10] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
        File::I,
        File::J,
    ];

    /// The file with this index counted from 0 (`a` is 0), if below 10.
    pub const fn from_index(index: u8) -> Option<File> {
        if index < 10 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// The index counted from 0: 0 for `a`, 9 for `j`.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The file's letter, `a` to `j`.
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// The file of a letter `a` to `j` (lowercase, as square names write it).
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='j' => File::from_index(c as u8 - b'a'),
            _ => None,
        }
    }
}

impl Rank {
    /// The ten ranks, the first first.
    pub const ALL: [Rank; 10] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
        Rank::Ninth,
        Rank::Tenth,
    ];

    /// The rank with this index counted from 0 (rank 1 is 0), if below 10.
    pub const fn from_index(index: u8) -> Option<Rank> {
        if index < 10 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// The rank with this number as text writes it (rank 1 is 1), if it is
    /// 1 to 10.
    pub const fn from_number(number: u8) -> Option<Rank> {
        match number {
            1..=10 => Rank::from_index(number - 1),
            _ => None,
        }
    }

    /// The index counted from 0: 0 for rank 1, 9 for rank 10.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The number as text writes it: 1 to 10.
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    /// The number, `1` to `10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// The text was not a file letter, `a` to `j`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a file (a to j, lowercase)")]
pub struct ParseFileError;

/// The text was not a rank number, `1` to `10`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a rank (1 to 10)")]
pub struct ParseRankError;

impl FromStr for File {
    type Err = ParseFileError;

    /// One letter `a` to `j`, lowercase as in square names.
    fn from_str(s: &str) -> Result<File, ParseFileError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => File::from_char(c).ok_or(ParseFileError),
            _ => Err(ParseFileError),
        }
    }
}

impl FromStr for Rank {
    type Err = ParseRankError;

    /// A number `1` to `10`, without sign or leading zero, as in square
    /// names.
    fn from_str(s: &str) -> Result<Rank, ParseRankError> {
        match s.as_bytes() {
            [d @ b'1'..=b'9'] => Rank::from_number(d - b'0').ok_or(ParseRankError),
            b"10" => Ok(Rank::Tenth),
            _ => Err(ParseRankError),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn numbers_and_indices_differ_by_one() {
        // RULES.md section 1: ranks 1 to 10, files a to j.
        assert_eq!(Rank::Third.number(), 3);
        assert_eq!(Rank::Third.index(), 2);
        assert_eq!(Rank::from_number(3), Some(Rank::Third));
        assert_eq!(Rank::from_index(2), Some(Rank::Third));
        assert_eq!(Rank::from_number(0), None);
        assert_eq!(Rank::from_number(11), None);
        assert_eq!(Rank::from_index(10), None);
        assert_eq!(File::from_index(9), Some(File::J));
        assert_eq!(File::from_index(10), None);
        assert_eq!(File::C.char(), 'c');
    }

    #[test]
    fn text_round_trips_and_bad_text_is_refused() {
        for file in File::ALL {
            assert_eq!(file.to_string().parse(), Ok(file));
        }
        for rank in Rank::ALL {
            assert_eq!(rank.to_string().parse(), Ok(rank));
        }
        for bad in ["", "k", "A", "ab", " a"] {
            assert_eq!(bad.parse::<File>(), Err(ParseFileError), "{bad:?}");
        }
        for bad in ["", "0", "11", "01", "+1", "1 ", "a"] {
            assert_eq!(bad.parse::<Rank>(), Err(ParseRankError), "{bad:?}");
        }
    }
}
