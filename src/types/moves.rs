//! A move: two squares and a kind. Its text is the notation's
//! (`notation::coordinate`).

use super::Square;
use core::fmt;

/// A move: from-square, to-square, and its kind: ordinary, the Princess's
/// escape, or a duel that the attacker loses.
///
/// A move is only a pair of squares and a kind; which piece makes it and
/// what it captures come from the position it is played in. An escape is a
/// move of its own kind, distinct from an ordinary Princess move to the same
/// square ([RULES.md section 5](crate::rules_book#5-the-escape)). Under
/// duels ([RULES.md section 10](crate::rules_book#10-the-manator-game-duels))
/// a move onto an opposing piece has two outcomes: the ordinary move, in
/// which the attacker wins, and the *fallen* move ([`Move::fallen`]), in
/// which the attacker is removed and the defender stays. Its text is the
/// coordinate form of [NOTATION.md](crate::notation_book#move-text). Two
/// bytes:
///
/// ```
/// use jetan::Move;
/// assert_eq!(core::mem::size_of::<Move>(), 2);
/// let m: Move = "f1~c5".parse().unwrap();
/// assert!(m.is_escape());
/// assert_eq!(m.to_string(), "f1~c5");
/// let duel_lost: Move = "f8*e7".parse().unwrap();
/// assert!(duel_lost.is_fallen() && !duel_lost.is_escape());
/// assert_eq!(duel_lost.to_string(), "f8*e7");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move(u16);

/// The kind of a [`Move`]: one of three, never two at once.
///
/// ```
/// use jetan::{Move, MoveKind};
/// assert_eq!("e2e3".parse::<Move>().unwrap().kind(), MoveKind::Ordinary);
/// assert_eq!("f1~c5".parse::<Move>().unwrap().kind(), MoveKind::Escape);
/// assert_eq!("f8*e7".parse::<Move>().unwrap().kind(), MoveKind::Fallen);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MoveKind {
    /// An ordinary move ([`Move::new`]); under duels, the outcome in which
    /// the attacker wins.
    Ordinary,
    /// The Princess's escape ([`Move::escape`]).
    Escape,
    /// A duel that the attacker loses ([`Move::fallen`]).
    Fallen,
}

// Bits 0-6 the from-square, 7-13 the to-square, 14 the escape, 15 the
// fallen attacker: the two kinds never together.
const TO_SHIFT: u16 = 7;
const ESCAPE_BIT: u16 = 1 << 14;
const FALLEN_BIT: u16 = 1 << 15;
const SQUARE_BITS: u16 = 0x7f;

impl Move {
    /// An ordinary move.
    pub const fn new(from: Square, to: Square) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << TO_SHIFT)
    }

    /// The Princess's escape from `from` to `to`.
    pub const fn escape(from: Square, to: Square) -> Move {
        Move(Move::new(from, to).0 | ESCAPE_BIT)
    }

    /// The duel on `to` that the attacker from `from` loses (RULES.md
    /// section 10, under [`Capture::Duel`](crate::Capture::Duel)): the
    /// attacker is removed from the game and the defender keeps its square.
    /// The outcome in which the attacker wins is [`Move::new`].
    pub const fn fallen(from: Square, to: Square) -> Move {
        Move(Move::new(from, to).0 | FALLEN_BIT)
    }

    /// The choice of a player that this move plays. Under duels (RULES.md
    /// section 10) a player chooses a capture, not its outcome: the fallen
    /// attacker's move ([`Move::fallen`]) is the choice of the ordinary
    /// capture of the same squares. Any other move is its own choice.
    ///
    /// ```
    /// use jetan::Move;
    /// let falls: Move = "d1*g4".parse().unwrap();
    /// assert_eq!(falls.choice(), "d1g4".parse().unwrap());
    /// let escape: Move = "f1~c5".parse().unwrap();
    /// assert_eq!(escape.choice(), escape);
    /// ```
    pub const fn choice(self) -> Move {
        Move(self.0 & !FALLEN_BIT)
    }

    /// The square the piece leaves (under a fallen attacker, the square it
    /// attacked from).
    pub const fn from(self) -> Square {
        Square::new_unchecked((self.0 & SQUARE_BITS) as u8)
    }

    /// The square the piece ends on (under a fallen attacker, the square it
    /// attacked, where the defender stays).
    pub const fn to(self) -> Square {
        Square::new_unchecked((self.0 >> TO_SHIFT & SQUARE_BITS) as u8)
    }

    /// The move's kind.
    pub const fn kind(self) -> MoveKind {
        if self.is_escape() {
            MoveKind::Escape
        } else if self.is_fallen() {
            MoveKind::Fallen
        } else {
            MoveKind::Ordinary
        }
    }

    /// Whether this is the Princess's escape.
    pub const fn is_escape(self) -> bool {
        self.0 & ESCAPE_BIT != 0
    }

    /// Whether this is a duel that the attacker loses ([`Move::fallen`]).
    pub const fn is_fallen(self) -> bool {
        self.0 & FALLEN_BIT != 0
    }

    /// The move's sixteen bits, as the search's table stores them: never 0,
    /// since no move goes from a square to itself.
    #[cfg(feature = "search")]
    pub(crate) const fn bits(self) -> u16 {
        self.0
    }

    /// A move back from [`Move::bits`]: only for bits a move gave.
    #[cfg(feature = "search")]
    pub(crate) const fn from_bits(bits: u16) -> Move {
        Move(bits)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_two_bytes() {
        assert_eq!(core::mem::size_of::<Move>(), 2);
    }

    #[test]
    fn the_choice_of_a_fallen_attacker_is_its_capture() {
        let falls: Move = "d1*g4".parse().unwrap();
        let wins: Move = "d1g4".parse().unwrap();
        assert_ne!(falls, wins);
        assert_eq!(falls.choice(), wins);
        assert_eq!(wins.choice(), wins);
        let escape: Move = "f1~c5".parse().unwrap();
        assert_eq!(escape.choice(), escape);
    }

    #[test]
    fn debug_writes_the_move_text() {
        // So that a failed assertion on moves reads as moves.
        for text in ["e2e3", "f1~c5", "d1*g4"] {
            let m: Move = text.parse().unwrap();
            assert_eq!(format!("{m:?}"), text);
        }
    }
}
