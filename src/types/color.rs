//! The two sides.

use core::fmt;
use core::ops::Not;
use core::str::FromStr;

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

    /// The letter of position text: `b` or `o`.
    pub const fn char(self) -> char {
        match self {
            Color::Black => 'b',
            Color::Orange => 'o',
        }
    }

    /// The side's English name, as `Display` writes it: `Black` or `Orange`.
    const fn name(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::Orange => "Orange",
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
        f.write_str(self.name())
    }
}

/// The text was not a side: `b`, `o`, `black` or `orange`, in any case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a side (b, o, black or orange)")]
pub struct ParseColorError;

/// Reads a side by its letter in position text (`b`, `o`) or by its name
/// (`black`, `orange`, as `Display` writes it), in any case.
///
/// ```
/// use jetan::Color;
/// assert_eq!("o".parse(), Ok(Color::Orange));
/// assert_eq!("Black".parse(), Ok(Color::Black));
/// assert_eq!(Color::Orange.to_string().parse(), Ok(Color::Orange));
/// assert!("white".parse::<Color>().is_err());
/// ```
impl FromStr for Color {
    type Err = ParseColorError;

    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        super::by_letter_or_name(&Color::ALL, s, Color::char, Color::name).ok_or(ParseColorError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_read_by_letter_or_name_in_any_case() {
        // NOTATION.md: the side to move is `b` (Black) or `o` (Orange).
        for (text, color) in [
            ("b", Color::Black),
            ("B", Color::Black),
            ("black", Color::Black),
            ("Black", Color::Black),
            ("BLACK", Color::Black),
            ("o", Color::Orange),
            ("O", Color::Orange),
            ("orange", Color::Orange),
            ("Orange", Color::Orange),
        ] {
            assert_eq!(text.parse(), Ok(color), "{text:?}");
        }
        for bad in ["", "w", "white", "bo", "bl", " b", "b ", "blacks"] {
            assert_eq!(bad.parse::<Color>(), Err(ParseColorError), "{bad:?}");
        }
        // One letter of position text: lower case only, as it is written.
        assert_eq!(Color::from_char('b'), Some(Color::Black));
        assert_eq!(Color::from_char('o'), Some(Color::Orange));
        for bad in ['B', 'O', 'w', '-', ' '] {
            assert_eq!(Color::from_char(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn sides_round_trip_through_their_name_and_letter() {
        for color in Color::ALL {
            assert_eq!(color.to_string().parse(), Ok(color));
            assert_eq!(color.char().to_string().parse(), Ok(color));
        }
    }
}
