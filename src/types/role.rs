//! The eight kinds of piece, and a piece as kind plus side.

use super::Color;
use core::fmt;
use core::str::FromStr;

/// A kind of piece ([RULES.md sections 2 and
/// 3](crate::rules_book#2-pieces-and-the-starting-position)), and its letter in
/// position and move text:
///
/// | kind | letter | moves |
/// |---|---|---|
/// | [`Chief`](Role::Chief) | `C` | three steps, straight or diagonal |
/// | [`Princess`](Role::Princess) | `P` | three steps, straight or diagonal; jumps |
/// | [`Flier`](Role::Flier) | `F` | three diagonal steps; jumps |
/// | [`Dwar`](Role::Dwar) | `D` | three straight steps |
/// | [`Padwar`](Role::Padwar) | `A` | two diagonal steps |
/// | [`Warrior`](Role::Warrior) | `W` | two straight steps |
/// | [`Thoat`](Role::Thoat) | `T` | one straight and one diagonal step |
/// | [`Panthan`](Role::Panthan) | `N` | one step forward, sideways or diagonally forward |
///
/// In position text the letter is uppercase for an Orange piece and
/// lowercase for a Black one ([`Piece`]); algebraic move text always writes
/// it uppercase.
///
/// ```
/// use jetan::Role;
/// assert_eq!(Role::Padwar.letter(), 'A');
/// assert_eq!("n".parse(), Ok(Role::Panthan));
/// assert_eq!("Thoat".parse(), Ok(Role::Thoat));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Role {
    /// Three steps, straight or diagonal, mixed; does not jump.
    Chief = 0,
    /// Three steps, straight or diagonal, mixed; jumps; never captures;
    /// may not end on a threatened square; has one escape per game.
    Princess = 1,
    /// Three diagonal steps; jumps.
    Flier = 2,
    /// Three straight steps; does not jump.
    Dwar = 3,
    /// Two diagonal steps; does not jump.
    Padwar = 4,
    /// Two straight steps; does not jump.
    Warrior = 5,
    /// One straight and one diagonal step, in either order; does not jump.
    Thoat = 6,
    /// One step forward, sideways or diagonally forward.
    Panthan = 7,
}

impl Role {
    /// Every kind, in the order of their indices.
    pub const ALL: [Role; 8] = [
        Role::Chief,
        Role::Princess,
        Role::Flier,
        Role::Dwar,
        Role::Padwar,
        Role::Warrior,
        Role::Thoat,
        Role::Panthan,
    ];

    /// 0 (Chief) to 7 (Panthan).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The uppercase letter of position and move text.
    pub const fn letter(self) -> char {
        match self {
            Role::Chief => 'C',
            Role::Princess => 'P',
            Role::Flier => 'F',
            Role::Dwar => 'D',
            Role::Padwar => 'A',
            Role::Warrior => 'W',
            Role::Thoat => 'T',
            Role::Panthan => 'N',
        }
    }

    /// The kind named by an uppercase letter.
    pub const fn from_letter(c: char) -> Option<Role> {
        Some(match c {
            'C' => Role::Chief,
            'P' => Role::Princess,
            'F' => Role::Flier,
            'D' => Role::Dwar,
            'A' => Role::Padwar,
            'W' => Role::Warrior,
            'T' => Role::Thoat,
            'N' => Role::Panthan,
            _ => return None,
        })
    }

    /// The kind's English name.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Chief => "Chief",
            Role::Princess => "Princess",
            Role::Flier => "Flier",
            Role::Dwar => "Dwar",
            Role::Padwar => "Padwar",
            Role::Warrior => "Warrior",
            Role::Thoat => "Thoat",
            Role::Panthan => "Panthan",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text was not a kind of piece: a letter of `C P F D A W T N` or a
/// kind's name, in any case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a kind of piece (a letter of C P F D A W T N, or its name)")]
pub struct ParseRoleError;

/// Reads a kind by its letter, in either case (a kind has no side), or by
/// its name as `Display` writes it, in any case.
impl FromStr for Role {
    type Err = ParseRoleError;

    fn from_str(s: &str) -> Result<Role, ParseRoleError> {
        super::by_letter_or_name(&Role::ALL, s, Role::letter, Role::name).ok_or(ParseRoleError)
    }
}

/// A piece: a kind and a side.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// The side it belongs to.
    pub color: Color,
    /// Its kind.
    pub role: Role,
}

impl Piece {
    /// The letter of position text: uppercase for Orange, lowercase for Black.
    pub const fn char(self) -> char {
        let upper = self.role.letter();
        match self.color {
            Color::Orange => upper,
            Color::Black => upper.to_ascii_lowercase(),
        }
    }

    /// The piece named by a letter of position text.
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::Orange
        } else {
            Color::Black
        };
        match Role::from_letter(c.to_ascii_uppercase()) {
            Some(role) if c.is_ascii_alphabetic() => Some(Piece { color, role }),
            _ => None,
        }
    }
}

/// The text was not a piece letter: `C P F D A W T N` for Orange,
/// `c p f d a w t n` for Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a piece letter (C P F D A W T N for Orange, c p f d a w t n for Black)")]
pub struct ParsePieceError;

/// Reads a piece by its one letter, as position text writes it: uppercase
/// for Orange, lowercase for Black.
///
/// ```
/// use jetan::{Color, Piece, Role};
/// let piece: Piece = "t".parse().unwrap();
/// assert_eq!(piece, Piece { color: Color::Black, role: Role::Thoat });
/// assert_eq!("T".parse::<Piece>().unwrap().color, Color::Orange);
/// assert!("Thoat".parse::<Piece>().is_err());
/// ```
impl FromStr for Piece {
    type Err = ParsePieceError;

    fn from_str(s: &str) -> Result<Piece, ParsePieceError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Piece::from_char(c).ok_or(ParsePieceError),
            _ => Err(ParsePieceError),
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for role in Role::ALL {
            for color in Color::ALL {
                let piece = Piece { color, role };
                assert_eq!(Piece::from_char(piece.char()), Some(piece));
            }
        }
        assert_eq!(Piece::from_char('x'), None);
        assert_eq!(Piece::from_char('1'), None);
    }

    #[test]
    fn a_piece_is_written_as_its_side_and_kind() {
        let piece = |color, role| Piece { color, role }.to_string();
        assert_eq!(piece(Color::Black, Role::Thoat), "Black Thoat");
        assert_eq!(piece(Color::Orange, Role::Princess), "Orange Princess");
    }

    /// NOTATION.md's letters: `C` Chief, `P` Princess, `F` Flier, `D` Dwar,
    /// `A` Padwar, `W` Warrior, `T` Thoat, `N` Panthan.
    const LETTERS: [(char, Role); 8] = [
        ('C', Role::Chief),
        ('P', Role::Princess),
        ('F', Role::Flier),
        ('D', Role::Dwar),
        ('A', Role::Padwar),
        ('W', Role::Warrior),
        ('T', Role::Thoat),
        ('N', Role::Panthan),
    ];

    #[test]
    fn kinds_read_by_letter_in_either_case_or_by_name() {
        for (letter, role) in LETTERS {
            let lower = letter.to_ascii_lowercase();
            assert_eq!(letter.to_string().parse(), Ok(role), "{letter}");
            assert_eq!(lower.to_string().parse(), Ok(role), "{lower}");
            assert_eq!(role.to_string().parse(), Ok(role), "{role}");
            assert_eq!(role.name().to_ascii_lowercase().parse(), Ok(role));
        }
        assert_eq!("padwar".parse(), Ok(Role::Padwar));
        for bad in ["", "X", "K", "CC", "c ", "Knight", "Chiefs", "é"] {
            assert_eq!(bad.parse::<Role>(), Err(ParseRoleError), "{bad:?}");
        }
    }

    #[test]
    fn pieces_read_by_letter_uppercase_orange_lowercase_black() {
        for (letter, role) in LETTERS {
            let orange = Piece {
                color: Color::Orange,
                role,
            };
            let black = Piece {
                color: Color::Black,
                role,
            };
            assert_eq!(letter.to_string().parse(), Ok(orange));
            assert_eq!(letter.to_ascii_lowercase().to_string().parse(), Ok(black));
            assert_eq!(orange.char().to_string().parse(), Ok(orange));
            assert_eq!(black.char().to_string().parse(), Ok(black));
        }
        for bad in ["", "x", "Cc", "CC", "Chief", "Orange Chief", " c", "é"] {
            assert_eq!(bad.parse::<Piece>(), Err(ParsePieceError), "{bad:?}");
        }
    }
}
