//! The moves of some pieces to some squares, and stopping early: the batch
//! API with masks and a callback that can say "enough".

use super::Position;
use crate::movegen::{self, PieceMoves, variant::with_move_rules};
use crate::types::Bitboard;
use core::ops::ControlFlow;

impl Position {
    /// The batches of [`Position::for_each_piece_moves`] of the pieces that
    /// stand on `from`, each cut to the destinations in `to` (a batch left
    /// empty is not handed out). Two masks choose what engines and
    /// interfaces ask for, without a list and without allocating:
    ///
    /// - the moves of one piece: `from` its square, `to` [`Bitboard::FULL`];
    /// - the captures: `to` the other side's pieces (under duels both
    ///   outcomes of each duel, the batch of
    ///   [`MoveKind::Fallen`](crate::MoveKind::Fallen) included);
    /// - the moves to one square: `to` that square.
    ///
    /// The Princess's threat map is built only when she stands on `from`
    /// and `to` holds an empty square, so asking for the captures never
    /// builds it.
    ///
    /// ```
    /// use jetan::{Bitboard, Position, Square};
    /// // Black's Flier on d4 and Panthan on e4; Orange's Panthans on e5 and g7.
    /// let pos = Position::from_text("4P5/10/10/6N3/10/4N5/3fn5/10/10/5p4 b - 0 1").unwrap();
    /// let theirs = pos.board().by_color(!pos.side_to_move());
    /// let mut captures = Vec::new();
    /// pos.for_each_piece_moves_in(Bitboard::FULL, theirs, |batch| {
    ///     captures.extend(batch.into_iter().map(|m| m.to_string()));
    /// });
    /// // The Flier reaches e5 (1,1) and g7 (3,3); the Panthan steps onto e5.
    /// captures.sort();
    /// assert_eq!(captures, ["d4e5", "d4g7", "e4e5"]);
    ///
    /// // The moves of the Flier alone: from d4 all 16 squares of an empty
    /// // board are on the board, the two captures among them.
    /// let d4: Square = "d4".parse().unwrap();
    /// let mut flier = Bitboard::EMPTY;
    /// pos.for_each_piece_moves_in(Bitboard::from_square(d4), Bitboard::FULL, |b| flier |= b.to);
    /// assert_eq!(flier.len(), 16);
    /// ```
    pub fn for_each_piece_moves_in(
        &self,
        from: Bitboard,
        to: Bitboard,
        mut f: impl FnMut(PieceMoves),
    ) {
        let _ = self.try_for_each_piece_moves_in::<core::convert::Infallible>(from, to, |batch| {
            f(batch);
            ControlFlow::Continue(())
        });
    }

    /// The batches of [`Position::for_each_piece_moves`], in the same order,
    /// until `f` answers [`ControlFlow::Break`]: generation stops there, and
    /// the break is the answer ([`ControlFlow::Continue`] when `f` never
    /// broke). For questions that one move answers: is there a capture, a
    /// move of this piece, a move at all.
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use jetan::{Move, MoveKind, Position};
    /// // The first escape of the start: the escapes come last, in square
    /// // order, and a3 is the first empty square, out of Orange's reach.
    /// let first_escape = Position::default().try_for_each_piece_moves(|batch| {
    ///     match batch.into_iter().next() {
    ///         Some(m) if batch.kind == MoveKind::Escape => ControlFlow::Break(m),
    ///         _ => ControlFlow::Continue(()),
    ///     }
    /// });
    /// assert_eq!(first_escape, ControlFlow::Break("f1~a3".parse::<Move>().unwrap()));
    /// ```
    pub fn try_for_each_piece_moves<B>(
        &self,
        f: impl FnMut(PieceMoves) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.try_for_each_piece_moves_in(Bitboard::FULL, Bitboard::FULL, f)
    }

    /// [`Position::for_each_piece_moves_in`] until `f` answers
    /// [`ControlFlow::Break`], as [`Position::try_for_each_piece_moves`].
    ///
    /// ```
    /// use core::ops::ControlFlow;
    /// use jetan::{Bitboard, Position};
    /// // Is there a capture? Black's Flier on d4 can take on e5.
    /// let pos = Position::from_text("4P5/10/10/10/10/4N5/3f6/10/10/5p4 b - 0 1").unwrap();
    /// let theirs = pos.board().by_color(!pos.side_to_move());
    /// let capture = pos.try_for_each_piece_moves_in(Bitboard::FULL, theirs, |batch| {
    ///     ControlFlow::Break(batch.into_iter().next())
    /// });
    /// assert_eq!(capture, ControlFlow::Break(Some("d4e5".parse().unwrap())));
    /// ```
    pub fn try_for_each_piece_moves_in<B>(
        &self,
        from: Bitboard,
        to: Bitboard,
        mut f: impl FnMut(PieceMoves) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if self.ended.is_some() {
            return ControlFlow::Continue(());
        }
        let mover = self.mover();
        with_move_rules!(&self.rules, |move_rules| movegen::selected(
            &self.board,
            mover,
            move_rules,
            from,
            to,
            &mut f
        ))
    }
}
