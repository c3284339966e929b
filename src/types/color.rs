//! The two sides.

use core::fmt;
use core::ops::Not;

/// A side: Black plays from the south (ranks 1-2), Orange from the north.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Color {
    /// The southern side, lowercase letters in position text.
    Black = 0,
    /// The northern side, uppercase letters in position text.
    Orange = 1,
}

impl Color {
    /// Both sides, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::Orange];

    /// 0 for Black, 1 for Orange.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    pub const fn opposite(self) -> Color {
        match self {
            Color::Black => Color::Orange,
            Color::Orange => Color::Black,
        }
    }

    /// The rank step of "forward": +1 (north) for Black, -1 for Orange.
    pub const fn forward(self) -> i8 {
        match self {
            Color::Black => 1,
            Color::Orange => -1,
        }
    }

    /// The letter of position text: `b` or `o`.
    pub const fn char(self) -> char {
        match self {
            Color::Black => 'b',
            Color::Orange => 'o',
        }
    }

    /// The side named by a letter of position text.
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'b' => Some(Color::Black),
            'o' => Some(Color::Orange),
            _ => None,
        }
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        self.opposite()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "Black",
            Color::Orange => "Orange",
        })
    }
}
