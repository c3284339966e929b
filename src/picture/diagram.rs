//! A text diagram of a position, for terminals and logs.

use crate::position::Position;

use crate::types::{File, Rank, Square};
use core::fmt;

/// A 10 x 10 text picture of a position's board, made by
/// [`Position::diagram`].
///
/// Rank 10 (Orange's home) is at the top, rank 1 (Black's) at the bottom;
/// each square shows the letter of position text (uppercase Orange,
/// lowercase Black) or `.` when empty. Plain ASCII, so that it reads the same
/// in any terminal, font or log file.
///
/// After the winning move onto a Princess the mover stands on her square
/// and she is off the board, as after any capture ([`Position::play`]).
///
/// ```
/// use jetan::Position;
/// let text = Position::default().diagram().to_string();
/// assert!(text.starts_with("10  W A D F P C F D A W\n"));
/// assert!(text.ends_with("    a b c d e f g h i j\n"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Diagram<'a> {
    position: &'a Position,
}

impl Position {
    /// The board as a text diagram (see [`Diagram`]).
    pub fn diagram(&self) -> Diagram<'_> {
        Diagram { position: self }
    }
}

impl fmt::Display for Diagram<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.into_iter().rev() {
            write!(f, "{:>2} ", rank.number())?;
            for file in File::ALL {
                let letter = self
                    .position
                    .piece_at(Square::from_coords(file, rank))
                    .map_or('.', |piece| piece.char());
                write!(f, " {letter}")?;
            }
            f.write_str("\n")?;
        }
        f.write_str("    a b c d e f g h i j\n")
    }
}

#[cfg(test)]
mod tests {
    use crate::position::Position;
    use crate::types::Color;

    #[test]
    fn the_start_position_as_drawn_by_hand() {
        // RULES.md section 2: Orange's back row has the Princess on e10 and
        // the Chief on f10, Black's the Chief on e1 and the Princess on f1.
        let expected = "\
10  W A D F P C F D A W
 9  T N N N N N N N N T
 8  . . . . . . . . . .
 7  . . . . . . . . . .
 6  . . . . . . . . . .
 5  . . . . . . . . . .
 4  . . . . . . . . . .
 3  . . . . . . . . . .
 2  t n n n n n n n n t
 1  w a d f c p f d a w
    a b c d e f g h i j
";
        assert_eq!(
            Position::start(Color::Black).diagram().to_string(),
            expected
        );
    }

    #[test]
    fn a_lone_piece_stands_on_its_square() {
        // A Black Flier on b3 and the two Princesses: b3 is the second
        // letter of the eighth line (rank 3).
        let pos = Position::from_text("4P5/10/10/10/10/10/10/1f8/10/5p4 b - 0 1").unwrap();
        let text = pos.diagram().to_string();
        let rank3 = text.lines().nth(7).unwrap();
        assert_eq!(rank3, " 3  . f . . . . . . . .");
    }
}
