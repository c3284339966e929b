//! A position as its parts, before they are checked: what a program that
//! builds positions (an editor, a puzzle, a search test) fills in, and what
//! position text is read into.

use super::{Outcome, Position, ValidationErrors, WinReason, validate};
use crate::rules::Rules;
use crate::types::{Board, ByColor, Color};

/// The parts of a position, not yet checked: the board, the side to move,
/// the escapes left, the material count, the move number and the rules.
/// [`Position::from_setup`] turns it into a [`Position`] or reports every
/// problem at once (the same check as position text, which is read through
/// a `PositionSetup`); [`Position::to_setup`] takes a position apart.
///
/// (The name says "position": [`Setup`](crate::Setup) is the rule option
/// for the starting set-up.)
///
/// The struct is `#[non_exhaustive]`, so that a future part of the game
/// state is not a breaking change: start from [`PositionSetup::new`] or
/// [`Position::to_setup`] and assign the fields.
///
/// ```
/// use jetan::{Board, ByColor, Color, Piece, Position, PositionSetup, Role, Rules};
///
/// let mut board = Board::empty();
/// for (square, piece) in [("f1", "p"), ("e3", "f"), ("e10", "P"), ("e9", "N")] {
///     board.set(square.parse()?, piece.parse()?);
/// }
/// let mut setup = PositionSetup::new(board);
/// setup.side_to_move = Color::Orange;
/// setup.escapes = ByColor::new(false, true); // Black's is used, Orange's is left
/// setup.move_number = 30;
/// let pos = Position::from_setup(setup)?;
/// assert_eq!(pos.to_string(), "4P5/4N5/10/10/10/10/10/4f5/10/5p4 o o 0 30");
///
/// // Every problem at once: no Orange Princess, and an Orange Panthan on
/// // rank 10, behind its starting rank. (Black to move: with Orange to
/// // move, a board without its Princess is the game won by taking her.)
/// setup.board.set("e10".parse()?, "N".parse()?);
/// setup.side_to_move = Color::Black;
/// let problems = Position::from_setup(setup).unwrap_err().problems;
/// assert_eq!(problems.len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct PositionSetup {
    /// Where the pieces stand.
    pub board: Board,
    /// The side to move.
    pub side_to_move: Color,
    /// Whether each side's Princess still has her escape.
    pub escapes: ByColor<bool>,
    /// The material-draw count of
    /// [RULES.md 6.4](crate::rules_book#6-end-of-the-game): 0, or up to 9
    /// while the material condition holds.
    pub material_count: u8,
    /// The move number, from 1.
    pub move_number: u32,
    /// The rules the position is played under.
    pub rules: Rules,
}

impl PositionSetup {
    /// The set-up of `board` with Black to move, both escapes left, count 0,
    /// move 1 and the default rules: the other fields of a game's start.
    pub const fn new(board: Board) -> PositionSetup {
        PositionSetup {
            board,
            side_to_move: Color::Black,
            escapes: ByColor::splat(true),
            material_count: 0,
            move_number: 1,
            rules: Rules::APPENDIX,
        }
    }
}

impl Default for PositionSetup {
    /// [`PositionSetup::new`] of an empty board (which is no position yet:
    /// it has no Princesses).
    fn default() -> PositionSetup {
        PositionSetup::new(Board::empty())
    }
}

impl Position {
    /// The position of `setup`, or every problem that keeps it from being
    /// one that can occur in a game: a side without exactly one Princess,
    /// more pieces of a kind than the starting army, a Panthan behind its
    /// starting rank, a material count that the material condition does not
    /// allow or that has reached the draw, a move number of 0
    /// (see [`Problem`](crate::Problem)).
    ///
    /// A side to move without its Princess, whose opponent has its own, is
    /// the game won by taking her (RULES.md 6.1): the position after the
    /// winning move, with no legal moves and that [`Outcome`].
    ///
    /// ```
    /// use jetan::{Color, Outcome, Position, WinReason};
    /// // Black's Panthan has just taken the Orange Princess on e3.
    /// let won = Position::from_text("10/10/10/10/10/10/10/4n5/10/9p o - 0 1")?;
    /// assert_eq!(
    ///     won.outcome(),
    ///     Some(Outcome::Win { winner: Color::Black, reason: WinReason::PrincessTaken })
    /// );
    /// assert!(won.legal_moves().is_empty());
    /// # Ok::<(), jetan::PositionError>(())
    /// ```
    pub fn from_setup(setup: PositionSetup) -> Result<Position, ValidationErrors> {
        validate::validate(&setup)?;
        let side = setup.side_to_move;
        let ended = validate::princess_taken(&setup, side).then_some(Outcome::Win {
            winner: side.opposite(),
            reason: WinReason::PrincessTaken,
        });
        Ok(Position {
            board: setup.board,
            rules: setup.rules,
            side: setup.side_to_move,
            escapes: setup.escapes,
            material_count: setup.material_count,
            material_holds: false,
            ended,
            move_number: setup.move_number,
            hash: 0,
        }
        .with_derived_fields())
    }

    /// The position's parts, which [`Position::from_setup`] puts back
    /// together. A game that a move ended has no field here: its set-up is
    /// the board after that move. `from_setup` reads the Princess taken
    /// back as that win (the side to move is without her), refuses the
    /// material draw (the count reached 10), and judges a Chief taken
    /// afresh, as a game that goes on.
    pub fn to_setup(&self) -> PositionSetup {
        PositionSetup {
            board: self.board,
            side_to_move: self.side,
            escapes: self.escapes,
            material_count: self.material_count,
            move_number: self.move_number,
            rules: self.rules,
        }
    }
}

impl TryFrom<PositionSetup> for Position {
    type Error = ValidationErrors;

    /// [`Position::from_setup`].
    fn try_from(setup: PositionSetup) -> Result<Position, ValidationErrors> {
        Position::from_setup(setup)
    }
}

impl From<Position> for PositionSetup {
    /// [`Position::to_setup`].
    fn from(pos: Position) -> PositionSetup {
        pos.to_setup()
    }
}
