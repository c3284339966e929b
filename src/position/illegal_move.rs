//! Why a move is not legal.

use crate::position::Outcome;
use crate::types::{Bitboard, Move, Role, Square};
use core::fmt;

/// Why a move is not legal: the reasons of [`Position::play`], which
/// [`Position::parse_move`] gives too (wrapped in
/// [`MoveTextError::Illegal`]). The first thing wrong is named, from the
/// coarsest to the finest, in the order of the variants.
///
/// ```
/// use jetan::{IllegalMove, Move, MoveTextError, Position};
/// let mut pos = Position::default();
/// let back: Move = "e2e1".parse().unwrap();
/// let refused = pos.play(back).unwrap_err();
/// // The Panthan on e2 steps forward, or diagonally forward.
/// assert_eq!(
///     refused.to_string(),
///     "e2e1 is not a legal move: the Panthan on e2 can go to d3, e3, f3"
/// );
/// // Move text names the same reason in the same words.
/// assert_eq!(pos.parse_move("e2e1"), Err(MoveTextError::Illegal(refused)));
/// ```
///
/// [`Position::play`]: crate::Position::play
/// [`Position::parse_move`]: crate::Position::parse_move
/// [`Move`]: crate::Move
/// [`MoveTextError::Illegal`]: crate::MoveTextError::Illegal
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// The game is over: no move is legal (RULES.md section 6).
    #[error("the game is over ({0})")]
    GameOver(Outcome),
    /// No piece stands on the from-square.
    #[error("no piece on {0}")]
    NoPiece(Square),
    /// The piece on the from-square belongs to the side not to move.
    #[error("the piece on {0} belongs to the side not to move")]
    NotYourPiece(Square),
    /// An escape by a piece that is not the Princess.
    #[error("only the Princess has an escape, not the {found} on {square}")]
    EscapeByNonPrincess {
        /// The from-square.
        square: Square,
        /// The kind that stands there.
        found: Role,
    },
    /// The rules in play have no escape
    /// ([`Escape::None`](crate::Escape::None)).
    #[error("the rules in play have no escape")]
    NoEscapeInRules,
    /// The side to move has used its escape.
    #[error("the Princess has used her escape")]
    EscapeUsed,
    /// Under [`EscapeWhen::Threatened`](crate::EscapeWhen::Threatened), an
    /// escape while she is not threatened on her square.
    #[error(
        "the rules in play allow the escape only while the Princess is threatened (escape-when=threatened)"
    )]
    EscapeNotThreatened,
    /// A fallen attacker ([`Move::fallen`]) under rules without duels.
    #[error(
        "'*' marks a duel that the attacker loses, and the rules in play have no duels (capture=duel)"
    )]
    NoDuelsInRules,
    /// A fallen attacker onto an empty square: there is nobody to fight.
    #[error("{0}: '*' marks a duel that the attacker loses, and no piece stands on the to-square")]
    DuelOnEmptySquare(Move),
    /// A fallen attacker onto the opposing Princess: a move onto her is no
    /// duel, it wins the game (RULES.md section 10).
    #[error("{0}: a move onto the Princess is no duel, it wins the game: write it without '*'")]
    DuelWithPrincess(Move),
    /// An ordinary move of the Princess where her escape to the same
    /// square is legal: the escape is a move of its own, written with `~`
    /// (`f6~a1`). [`Position::parse_move`](crate::Position::parse_move) reads plain `f6a1` as that
    /// escape; a [`Move`] says which it is.
    #[error(
        "{0} is no ordinary move of the Princess, but her escape there is: an escape is written with '~' ({from}~{to})",
        from = .0.from(),
        to = .0.to()
    )]
    EscapeWithoutTilde(Move),
    /// The piece cannot go to the to-square by a move of that kind; the
    /// error names where it can.
    #[error(
        "{attempted} is not a legal move: the {role} on {from} {}",
        Where { attempted: *attempted, destinations: *destinations },
        from = .attempted.from()
    )]
    NotADestination {
        /// The move refused.
        attempted: Move,
        /// The kind of the piece on its from-square.
        role: Role,
        /// The to-squares of that piece's legal moves of the same kind as
        /// `attempted` (ordinary, escape or fallen attacker), perhaps none.
        destinations: Bitboard,
    },
}

/// Where a piece can go, in the words of [`IllegalMove::NotADestination`].
struct Where {
    attempted: Move,
    destinations: Bitboard,
}

impl fmt::Display for Where {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (some, none) = if self.attempted.is_escape() {
            ("can escape to", "has no escape")
        } else if self.attempted.is_fallen() {
            ("can lose a duel on", "can lose no duel")
        } else {
            ("can go to", "has no legal move")
        };
        if self.destinations.is_empty() {
            return f.write_str(none);
        }
        f.write_str(some)?;
        for (i, square) in self.destinations.into_iter().enumerate() {
            f.write_str(if i == 0 { " " } else { ", " })?;
            write!(f, "{square}")?;
        }
        Ok(())
    }
}
