//! The static evaluation for a program to show: what the search counts a
//! quiet position worth, with its parts.

use super::eval;
use super::score::Score;
use crate::position::Position;

/// What the search's static evaluation makes of a position, for the side
/// to move, in its parts: the material (the pieces' worth, the Princess
/// aside) and the rest (the side to move's tempo, the pieces near each
/// Princess, her room and escape, the side ahead's pieces closing in on
/// the opposing Princess, the lead grown when the side behind has few
/// pieces to shield its Princess, and under the default rules the exposed
/// Chief), which together make the total. The search scores a quiet
/// position by the total, so a program can show why the engine likes a
/// position. The parts are `#[non_exhaustive]`: more may be told apart
/// later.
///
/// ```
/// use jetan::search::evaluate;
/// use jetan::Position;
/// // The start: even material, the side to move's tempo aside.
/// let evaluation = evaluate(&Position::default());
/// assert_eq!(evaluation.material.centipoints(), Some(0));
/// assert_eq!(evaluation.total, evaluation.positional);
/// // A Black Flier against a lone Orange Panthan: 9.5 less 2.0.
/// let pos = Position::from_text("9P/10/10/10/10/1N8/10/10/f9/p9 b - 0 1")?;
/// assert_eq!(evaluate(&pos).material.centipoints(), Some(750));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Evaluation {
    /// The whole evaluation: what the search counts the position worth.
    pub total: Score,
    /// The pieces' worth, the side to move's less the other's: the
    /// search's values, those of
    /// [`ValueTable::DEFAULT`](crate::ValueTable::DEFAULT) with the Chief
    /// worth 15 points.
    pub material: Score,
    /// The total less the material: where the pieces stand, the tempo.
    pub positional: Score,
}

/// The static evaluation of `pos` for the side to move, with its parts
/// (see [`Evaluation`]). A game that is over is evaluated as a position
/// all the same: its result is [`Position::outcome`].
pub fn evaluate(pos: &Position) -> Evaluation {
    let total = eval::centipoints(pos);
    let material = eval::material(pos);
    Evaluation {
        total: Score::from_centipoints(total),
        material: Score::from_centipoints(material),
        positional: Score::from_centipoints(total - material),
    }
}
