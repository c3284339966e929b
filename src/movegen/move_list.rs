//! A list of moves of fixed capacity, on the stack.

use crate::types::Move;
use core::ops::Deref;

/// The most legal moves a position can have under any rule options, so the
/// capacity of [`MoveList`].
///
/// Per piece other than the Princess, at most (RULES.md sections 3 and 9,
/// with "up to" step counts and diagonal-back Panthans, the options that add
/// destinations): Chief 48 (every square within three king steps); Flier 24
/// (`(+-1,+-1) (+-2,+-2) (+-2,0) (0,+-2) (+-1,+-3) (+-3,+-1) (+-3,+-3)`,
/// walking or leaping); Dwar 24 (16 plus `(+-2,0) (0,+-2) (+-1,+-1)`);
/// Padwar 12 and Warrior 12 (8 plus the four one-step squares); Thoat 16 (12
/// plus the four diagonal neighbours; 8 as a knight); Panthan 7. The
/// starting army of one Chief, two each of Flier, Dwar, Padwar, Warrior and
/// Thoat and eight Panthans has 48 + 2 * (24 + 24 + 12 + 12 + 16) + 8 * 7 =
/// 280 of them. Under duels (section 10) each move onto one of the `k`
/// opposing pieces other than the Princess has a second outcome: a piece
/// adds at most the smaller of its destinations and `k`, for `k = 19`
/// 19 + 2 * (19 + 19 + 12 + 12 + 16) + 8 * 7 = 231. The Princess has at
/// most 48 ordinary moves and an escape to each empty square (sections 4
/// and 5), and with both Princesses, the 19 pieces and the `k` opposing ones
/// on the board at most `98 - 19 - k` squares are empty. In all
/// `280 + 231 + 48 + 60 = 619` for `k = 19`; fewer opposing pieces lose more
/// second outcomes than they free squares (each of the 19 pieces can reach
/// at least 7 squares, and five of them more than 19), and fewer pieces of
/// one's own lose more moves than they free squares.
pub const MAX_LEGAL_MOVES: usize = 619;

/// Legal moves, in a fixed-capacity array on the stack.
///
/// Dereferences to a slice of [`Move`]s.
///
/// ```
/// use jetan::Position;
/// let moves = Position::default().legal_moves();
/// assert_eq!(moves.len(), 92);
/// assert!(moves.iter().any(|m| m.to_string() == "e2e3"));
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_LEGAL_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::new(
                crate::types::Square::new_unchecked(0),
                crate::types::Square::new_unchecked(1),
            ); MAX_LEGAL_MOVES],
            len: 0,
        }
    }

    /// Appends `m`, or answers it back as the error when the list is full.
    /// The legal moves of a position never fill it (see
    /// [`MAX_LEGAL_MOVES`]); a caller's own moves may.
    ///
    /// ```
    /// use jetan::{MAX_LEGAL_MOVES, Move, MoveList};
    /// let m: Move = "e2e3".parse().unwrap();
    /// let mut list = MoveList::new();
    /// for _ in 0..MAX_LEGAL_MOVES {
    ///     assert_eq!(list.try_push(m), Ok(()));
    /// }
    /// assert_eq!(list.try_push(m), Err(m));
    /// assert_eq!(list.len(), MAX_LEGAL_MOVES);
    /// ```
    #[inline(always)]
    pub fn try_push(&mut self, m: Move) -> Result<(), Move> {
        match self.moves.get_mut(self.len) {
            Some(slot) => {
                *slot = m;
                self.len += 1;
                Ok(())
            }
            None => Err(m),
        }
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];

    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl core::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl core::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(moves: &[&str]) -> MoveList {
        let mut list = MoveList::new();
        for m in moves {
            list.try_push(m.parse().unwrap()).unwrap();
        }
        list
    }

    #[test]
    fn clear_empties_the_list() {
        let mut moves = list(&["e2e3", "f2f3"]);
        moves.clear();
        assert!(moves.is_empty());
    }

    #[test]
    fn the_moves_can_be_changed_in_place() {
        let mut moves = list(&["e2e3", "f2f3"]);
        moves.reverse();
        moves[1] = "g2g3".parse().unwrap();
        assert_eq!(&*moves, &*list(&["f2f3", "g2g3"]));
    }

    #[test]
    fn debug_lists_the_moves_as_text() {
        assert_eq!(format!("{:?}", list(&["e2e3", "f2f3"])), "[e2e3, f2f3]");
        assert_eq!(format!("{:?}", MoveList::new()), "[]");
    }

    #[test]
    fn a_borrowed_list_iterates_its_moves_in_order() {
        let moves = list(&["e2e3", "f2f3"]);
        let mut texts = Vec::new();
        for m in &moves {
            texts.push(m.to_string());
        }
        assert_eq!(texts, ["e2e3", "f2f3"]);
    }
}
