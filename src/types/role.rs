//! The eight kinds of piece, and a piece as kind plus side.

use crate::Color;
use core::fmt;

/// A kind of piece.
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

    /// How many steps a move of this kind takes (RULES.md section 3).
    pub const fn steps(self) -> u8 {
        match self {
            Role::Chief | Role::Princess | Role::Flier | Role::Dwar => 3,
            Role::Padwar | Role::Warrior | Role::Thoat => 2,
            Role::Panthan => 1,
        }
    }

    /// Whether the kind ignores what stands on the middle squares of its path.
    pub const fn jumps(self) -> bool {
        matches!(self, Role::Princess | Role::Flier)
    }

    /// How many of this kind each side starts with.
    pub const fn army_count(self) -> u8 {
        match self {
            Role::Chief | Role::Princess => 1,
            Role::Panthan => 8,
            _ => 2,
        }
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
    fn the_army_has_twenty_pieces() {
        let total: u8 = Role::ALL.iter().map(|r| r.army_count()).sum();
        assert_eq!(total, 20);
    }
}
