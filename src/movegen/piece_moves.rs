//! A batch of moves: one piece, all its destinations.

use crate::types::{Bitboard, Move, MoveKind, Role, Square};

/// The legal moves of one piece of one kind (ordinary moves, the
/// Princess's escapes, or under duels the moves in which the attacker
/// falls), as a set of destinations.
///
/// Move generation hands these out one piece at a time, so that counting
/// moves is a popcount and a caller that wants [`Move`]s iterates. Under
/// [`Capture::Duel`](crate::Capture::Duel) a piece that can land on
/// opposing pieces other than the Princess has two batches: its ordinary
/// moves (in which the attacker wins the duel on those squares), and a batch
/// of [`MoveKind::Fallen`] whose destinations are those
/// squares again, the outcome in which the attacker falls (RULES.md
/// section 10).
///
/// ```
/// use jetan::Position;
/// let pos = Position::default();
/// let mut total = 0;
/// pos.for_each_piece_moves(|batch| total += batch.len());
/// assert_eq!(total, 92);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceMoves {
    /// The kind of the piece that moves.
    pub role: Role,
    /// Where it stands.
    pub from: Square,
    /// Where it may go.
    pub to: Bitboard,
    /// The kind of every move of the batch: ordinary moves, the Princess's
    /// escapes, or duels that the attacker loses ([`MoveKind::Fallen`],
    /// only under duels).
    pub kind: MoveKind,
}

impl PieceMoves {
    /// How many moves the batch holds.
    pub fn len(&self) -> usize {
        self.to.len() as usize
    }

    /// Whether the batch holds no move.
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// The move to `to`.
    pub fn to_move(&self, to: Square) -> Move {
        match self.kind {
            MoveKind::Ordinary => Move::new(self.from, to),
            MoveKind::Escape => Move::escape(self.from, to),
            MoveKind::Fallen => Move::fallen(self.from, to),
        }
    }
}

impl IntoIterator for PieceMoves {
    type Item = Move;
    type IntoIter = PieceMovesIter;

    fn into_iter(self) -> PieceMovesIter {
        PieceMovesIter {
            batch: self,
            rest: self.to.into_iter(),
        }
    }
}

/// The moves of a [`PieceMoves`], by destination square.
#[derive(Clone, Debug)]
pub struct PieceMovesIter {
    batch: PieceMoves,
    rest: crate::types::Squares,
}

impl Iterator for PieceMovesIter {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        self.rest.next().map(|to| self.batch.to_move(to))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.rest.size_hint()
    }
}

impl ExactSizeIterator for PieceMovesIter {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batch_iterates_its_destinations_in_square_order() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let batch = PieceMoves {
            role: Role::Princess,
            from: sq("f1"),
            to: [sq("c5"), sq("a3")].into_iter().collect(),
            kind: MoveKind::Escape,
        };
        let moves: Vec<String> = batch.into_iter().map(|m| m.to_string()).collect();
        assert_eq!(moves, ["f1~a3", "f1~c5"]);
        assert_eq!(batch.len(), 2);
    }

    #[test]
    fn a_fallen_batch_gives_fallen_moves() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let batch = PieceMoves {
            role: Role::Panthan,
            from: sq("f8"),
            to: [sq("e7"), sq("f7")].into_iter().collect(),
            kind: MoveKind::Fallen,
        };
        let moves: Vec<String> = batch.into_iter().map(|m| m.to_string()).collect();
        assert_eq!(moves, ["f8*e7", "f8*f7"]);
        assert!(batch.into_iter().all(Move::is_fallen));
    }
}
