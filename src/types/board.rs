//! Where the pieces stand.

use super::{Bitboard, Color, Piece, Role, Square};

/// The placement of the pieces: one set per kind and one per side.
///
/// A `Board` is only a placement; [`Position`](crate::Position) adds whose
/// move it is and the rest of the game state, and checks that the placement
/// can occur in a game. Its `Debug` is the placement field of position
/// text, `Board("4P5/10/10/10/10/10/10/10/10/5p4")`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Board {
    by_role: [Bitboard; 8],
    /// By [`Color::index`], not a `ByColor`: move generation reads a side's
    /// set at every step, and an index is one load where `ByColor`'s
    /// field choice compiles to a select (perft 4 from the start took 2.5%
    /// more instructions with it; docs/speed.md).
    by_color: [Bitboard; 2],
}

impl Board {
    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 8],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.by_color[0].contains(sq) {
            Color::Black
        } else if self.by_color[1].contains(sq) {
            Color::Orange
        } else {
            return None;
        };
        self.role_at(sq).map(|role| Piece { color, role })
    }

    /// The kind of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        self.role_at_bit(sq.bit())
    }

    /// [`Board::role_at`] for the square at bit `bit` of a [`Bitboard`],
    /// the form move generation and play hold.
    #[inline]
    pub(crate) fn role_at_bit(&self, bit: u32) -> Option<Role> {
        let at = Bitboard::from_bit(bit);
        Role::ALL
            .into_iter()
            .find(|role| self.by_role[role.index()].intersects(at))
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.clear(sq);
        let bit = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] |= bit;
        self.by_color[piece.color.index()] |= bit;
    }

    /// Empties `sq`.
    pub fn clear(&mut self, sq: Square) {
        let keep = !Bitboard::from_square(sq);
        for set in self.by_role.iter_mut().chain(self.by_color.iter_mut()) {
            *set &= keep;
        }
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of the pieces of kind `role`, of both sides.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of `color`'s pieces of kind `role`.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()]
    }

    /// Every piece with its square, in square order.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Moves the piece of `color` and kind `role` from the one square of
    /// `from` to the empty one of `to`.
    #[inline]
    pub(crate) fn move_piece_bits(
        &mut self,
        color: Color,
        role: Role,
        from: Bitboard,
        to: Bitboard,
    ) {
        let both = from | to;
        self.by_role[role.index()] ^= both;
        self.by_color[color.index()] ^= both;
    }

    /// Sets the squares of the pieces of kind `role` (both sides) and of
    /// `color`'s pieces, as a move of one of `color`'s pieces of kind `role`
    /// leaves them.
    #[inline]
    pub(crate) fn replace(&mut self, color: Color, role: Role, kind: Bitboard, side: Bitboard) {
        self.by_role[role.index()] = kind;
        self.by_color[color.index()] = side;
    }

    /// Removes `color`'s piece on the one square of `at`, whatever its kind.
    #[inline]
    pub(crate) fn remove(&mut self, color: Color, at: Bitboard) {
        let keep = !at;
        self.by_color[color.index()] &= keep;
        for set in &mut self.by_role {
            *set &= keep;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_replaces_and_clear_empties() {
        let e4: Square = "e4".parse().unwrap();
        let mut board = Board::empty();
        board.set(
            e4,
            Piece {
                color: Color::Black,
                role: Role::Dwar,
            },
        );
        board.set(
            e4,
            Piece {
                color: Color::Orange,
                role: Role::Flier,
            },
        );
        assert_eq!(
            board.piece_at(e4),
            Some(Piece {
                color: Color::Orange,
                role: Role::Flier
            })
        );
        assert_eq!(board.occupied().len(), 1);
        assert!(board.by_role(Role::Dwar).is_empty());
        board.clear(e4);
        assert_eq!(board, Board::empty());
    }
}
