//! What can be wrong with position text, a position, or a move.

use crate::{Color, Move, Outcome, Role, Square};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Position text that does not follow the grammar of
/// [NOTATION.md](crate::notation_book#position-text). The errors that name a
/// field show the text found there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// Not three to five fields separated by single spaces.
    #[error("position text needs 3 to 5 fields separated by single spaces, found {found}")]
    FieldCount {
        /// How many fields there were.
        found: usize,
    },
    /// The placement does not have ten ranks.
    #[error("the placement needs 10 ranks separated by '/', found {found}")]
    RankCount {
        /// How many there were.
        found: usize,
    },
    /// A character that is neither a piece letter nor a digit.
    #[error(
        "rank {rank}, character {column}: {found:?} is not a piece letter (CPFDAWTN, lowercase for Black) or a digit"
    )]
    BadCharacter {
        /// The rank (10 is the first written).
        rank: u8,
        /// The character's place within the rank's text, from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// A run of empty squares that is not 1 to 10.
    #[error(
        "rank {rank}, character {column}: a run of empty squares must be 1 to 10, found {found:?}"
    )]
    BadRun {
        /// The rank.
        rank: u8,
        /// Where the run starts within the rank's text, from 1.
        column: usize,
        /// The run's digits.
        found: String,
    },
    /// A rank that does not cover exactly ten squares.
    #[error("rank {rank} covers {squares} squares, not 10")]
    RankLength {
        /// The rank.
        rank: u8,
        /// How many squares it covers (counted up to where it went over 10).
        squares: usize,
    },
    /// The side to move is not `b` or `o`.
    #[error("side to move must be 'b' or 'o', found {found:?}")]
    Side {
        /// The field as written.
        found: String,
    },
    /// The escapes field is not `bo`, `b`, `o` or `-`.
    #[error("escapes must be 'bo', 'b', 'o' or '-', found {found:?}")]
    Escapes {
        /// The field as written.
        found: String,
    },
    /// The material count is not a digit.
    #[error("the material count must be a digit from 0 to 9, found {found:?}")]
    Count {
        /// The field as written.
        found: String,
    },
    /// The move number is not a number from 1.
    #[error("the move number must be a whole number from 1, found {found:?}")]
    MoveNumber {
        /// The field as written.
        found: String,
    },
}

/// One reason a placement and its fields cannot be a Jetan position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// A side does not have exactly one Princess.
    PrincessCount {
        /// The side.
        color: Color,
        /// How many it has.
        found: u32,
    },
    /// A side has more pieces of a kind than the starting army (more than
    /// one Chief, more than two Fliers, ...).
    TooMany {
        /// The side.
        color: Color,
        /// The kind.
        role: Role,
        /// How many it has.
        found: u32,
    },
    /// A Panthan behind its starting rank: Panthans never move backward
    /// (not checked under [`PanthanMove::DiagonalBack`](crate::PanthanMove),
    /// where one may step back onto its home rank).
    PanthanBehindStart {
        /// Its side.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// A material count other than 0 while the material condition of
    /// RULES.md 6.4 does not hold.
    CountWithoutMaterial {
        /// The count given.
        count: u8,
    },
    /// A material count of 10 or more: the game would be drawn already
    /// (RULES.md 6.4), and a position holds a game that goes on. (Position
    /// text writes the count with one digit, so only a
    /// [`PositionSetup`](crate::PositionSetup) can hold it.)
    CountAtDraw {
        /// The count given.
        count: u8,
    },
    /// A move number of 0: the first move is number 1.
    MoveNumberZero,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::PrincessCount { color, found } => {
                write!(f, "{color} has {found} Princesses, not exactly one")
            }
            Problem::TooMany { color, role, found } => write!(
                f,
                "{color} has {found} of kind {role}, more than the {} of the starting army",
                role.army_count()
            ),
            Problem::PanthanBehindStart { color, square } => {
                write!(f, "{color} Panthan on {square} is behind its starting rank")
            }
            Problem::CountWithoutMaterial { count } => write!(
                f,
                "material count {count} but the material condition does not hold"
            ),
            Problem::CountAtDraw { count } => write!(
                f,
                "material count {count}: at 10 the game is drawn, so it is not a position to play"
            ),
            Problem::MoveNumberZero => f.write_str("move number 0: the first move is number 1"),
        }
    }
}

/// Every problem found with a set-up (or position text that parsed) that
/// cannot occur in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationErrors {
    /// The problems, at least one.
    pub problems: Vec<Problem>,
}

impl fmt::Display for ValidationErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a Jetan position: ")?;
        for (i, problem) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{problem}")?;
        }
        Ok(())
    }
}

impl core::error::Error for ValidationErrors {}

/// Position text that could not be read as a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The text does not follow the grammar.
    #[error(transparent)]
    Parse(#[from] ParsePositionError),
    /// The text parsed, but the position cannot occur in a game.
    #[error(transparent)]
    Invalid(#[from] ValidationErrors),
}

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
    /// ([`Escape::Disabled`](crate::Escape::Disabled)).
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
