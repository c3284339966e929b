//! Why a move is not legal.

use crate::position::Outcome;
use crate::types::{Move, Role, Square};

/// Why a move is not legal: the reasons of [`Position::play`], which
/// [`Position::parse_move`] gives too (wrapped in
/// [`MoveTextError::Illegal`]). The first thing wrong is named, from the
/// coarsest to the finest, in the order of the variants.
///
/// ```
/// use jetan::{IllegalMove, Move, MoveTextError, Position};
/// let mut pos = Position::default();
/// let back: Move = "e2e1".parse().unwrap();
/// assert_eq!(pos.play(back), Err(IllegalMove::NotADestination(back)));
/// // Move text names the same reason in the same words.
/// assert_eq!(pos.parse_move("e2e1"), Err(MoveTextError::Illegal(IllegalMove::NotADestination(back))));
/// ```
///
/// [`Position::play`]: crate::Position::play
/// [`Position::parse_move`]: crate::Position::parse_move
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
    /// The piece cannot go to the to-square.
    #[error("{0} is not a legal move")]
    NotADestination(Move),
}
