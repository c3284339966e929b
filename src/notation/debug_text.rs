//! The `Debug` forms of a board, a position and its set-up: their text
//! (NOTATION.md) on one line, where a derived `Debug` printed each of the
//! board's ten sets as a 10 x 10 grid (over 200 lines for a position).

use super::position_text::write_placement;
use crate::position::{Position, PositionSetup};
use crate::types::Board;
use core::fmt;

/// Writes `text` in quotes, as `Debug` writes a string.
struct Quoted<T>(T);

impl<T: fmt::Display> fmt::Debug for Quoted<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\"", self.0)
    }
}

/// A board's placement field of position text.
struct Placement<'a>(&'a Board);

impl fmt::Display for Placement<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_placement(self.0, f)
    }
}

impl fmt::Debug for Board {
    /// The placement field of position text:
    /// `Board("4P5/10/10/10/10/10/10/10/10/5p4")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Board")
            .field(&Quoted(Placement(self)))
            .finish()
    }
}

impl fmt::Debug for Position {
    /// The position text and the rules' text (`""` for the defaults), and
    /// how the game ended if a move ended it:
    /// `Position { text: "... b bo 0 1", rules: "" }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct("Position");
        out.field("text", &Quoted(self))
            .field("rules", &Quoted(self.rules()));
        if let Some(outcome) = self.outcome().filter(|_| self.ended()) {
            out.field("outcome", &outcome);
        }
        out.finish()
    }
}

impl fmt::Debug for PositionSetup {
    /// The fields as they are (a set-up need not be a position yet), the
    /// board as its placement text and the rules as their text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PositionSetup")
            .field("board", &Quoted(Placement(&self.board)))
            .field("side_to_move", &self.side_to_move)
            .field("escapes", &self.escapes)
            .field("material_count", &self.material_count)
            .field("move_number", &self.move_number)
            .field("rules", &Quoted(self.rules))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use crate::position::{Position, PositionSetup};
    use crate::rules::Rules;
    use crate::types::{Board, Color, Piece, Role, Square};
    use alloc::format;

    #[test]
    fn a_board_is_its_placement() {
        // f1 is the sixth square of rank 1 (five empty before it, four
        // after); e10 the fifth of rank 10.
        let mut board = Board::empty();
        board.set(
            Square::F1,
            Piece {
                color: Color::Black,
                role: Role::Princess,
            },
        );
        board.set(
            Square::E10,
            Piece {
                color: Color::Orange,
                role: Role::Princess,
            },
        );
        assert_eq!(
            format!("{board:?}"),
            "Board(\"4P5/10/10/10/10/10/10/10/10/5p4\")"
        );
    }

    #[test]
    fn a_position_is_its_text_and_rules_on_one_line() {
        // NOTATION.md's start text.
        assert_eq!(
            format!("{:?}", Position::default()),
            "Position { text: \"WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1\", \
             rules: \"\" }"
        );
        let manator = Position::start_with(Rules::MANATOR, Color::Orange);
        assert_eq!(
            format!("{manator:?}"),
            "Position { text: \"WADFCPFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw o bo 0 1\", \
             rules: \"setup=manator,capture=duel\" }"
        );
    }

    #[test]
    fn a_won_game_names_its_outcome() {
        let mut pos = Position::from_text("10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1").unwrap();
        pos.play("e2e3".parse().unwrap()).unwrap();
        let text = format!("{pos:?}");
        assert!(
            text.starts_with("Position { text: \"10/10/10/10/10/10/10/4n5/10/9p o - 0 1\""),
            "{text}"
        );
        assert!(
            text.contains("outcome: Win { winner: Black, reason: PrincessTaken }"),
            "{text}"
        );
    }

    #[test]
    fn a_setup_is_its_fields_with_the_board_as_text() {
        let setup = PositionSetup::new(Board::empty());
        assert_eq!(
            format!("{setup:?}"),
            "PositionSetup { board: \"10/10/10/10/10/10/10/10/10/10\", side_to_move: Black, \
             escapes: ByColor { black: true, orange: true }, material_count: 0, move_number: 1, \
             rules: \"\" }"
        );
    }
}
