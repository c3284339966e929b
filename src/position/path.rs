//! A witness path for a legal move: the squares it steps on.

use super::Position;
use crate::rules::pieces::panthan_steps;
use crate::rules::{FlierMove, PanthanMove, PrincessPath, StepCount, ThoatMove};
use crate::types::direction::{DIAGONAL, Direction, KING, STRAIGHT};
use crate::types::{Bitboard, Move, Role, Square};

/// The squares a move steps on, from its start to its end.
///
/// An escape is a single jump: its path is the from- and to-square. So is
/// the move of a leaper of the rule options (the Flier under
/// [`FlierMove::Leap`], the Thoat under
/// [`ThoatMove::Knight`]): a leap near the edge may have no path of steps on
/// the board at all. A duel's path, either outcome, is the attacker's path
/// to the defender's square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Path {
    squares: [Square; 4],
    len: u8,
}

impl Path {
    /// The squares, start first.
    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }

    /// The number of steps (one less than the squares).
    pub fn steps(&self) -> usize {
        self.len as usize - 1
    }
}

/// What one kind of move may do at each step.
struct Walker {
    /// The directions allowed as step 1, 2, 3.
    directions: [&'static [Direction]; 3],
    /// How many steps a move takes (the most, under "up to").
    length: usize,
    up_to: bool,
    /// The squares a path may pass over.
    passable: Bitboard,
    /// The Thoat: one straight and one diagonal step, in either order.
    alternate: bool,
}

impl Position {
    /// One path that the legal move `m` can take (RULES.md section 3: every
    /// step one the piece may make, no square twice, non-jumpers over empty
    /// squares only), or `None` if `m` is not legal.
    ///
    /// ```
    /// use jetan::{Move, Position};
    /// let pos = Position::default();
    /// let path = pos.path("f1c4".parse::<Move>().unwrap()).unwrap();
    /// assert_eq!(path.steps(), 3);
    /// assert_eq!(path.squares().first().map(|s| s.to_string()), Some("f1".to_string()));
    /// ```
    pub fn path(&self, m: Move) -> Option<Path> {
        let role = self.legal_role(m)?;
        let mut squares = [m.from(); 4];
        let leaps = match role {
            Role::Flier => self.rules.flier == FlierMove::Leap,
            Role::Thoat => self.rules.thoat == ThoatMove::Knight,
            _ => false,
        };
        if m.is_escape() || leaps {
            squares[1] = m.to();
            return Some(Path { squares, len: 2 });
        }
        let walker = self.walker(role);
        let len = search(&walker, &mut squares, 1, m.to())?;
        Some(Path {
            squares,
            len: len as u8,
        })
    }

    fn walker(&self, role: Role) -> Walker {
        let empty = !self.board.occupied();
        let king: &'static [Direction] = &KING;
        let passable = match role {
            Role::Princess => match self.rules.princess {
                PrincessPath::Brave => Bitboard::FULL,
                PrincessPath::Frightened => !self.threats(self.side.opposite()),
            },
            Role::Flier => Bitboard::FULL,
            Role::Thoat if self.rules.thoat == ThoatMove::Jumping => Bitboard::FULL,
            _ => empty,
        };
        let directions: [&'static [Direction]; 3] = match role {
            Role::Chief | Role::Princess => [king; 3],
            Role::Flier | Role::Padwar => [&DIAGONAL; 3],
            Role::Dwar | Role::Warrior => [&STRAIGHT; 3],
            // Either order is searched as "any step, then one of the other
            // kind" (`Walker::alternate`).
            Role::Thoat if self.rules.thoat == ThoatMove::StraightFirst => [&STRAIGHT, king, king],
            Role::Thoat => [king; 3],
            Role::Panthan => {
                let back = self.rules.panthan == PanthanMove::DiagonalBack;
                [panthan_steps(self.side, back); 3]
            }
        };
        Walker {
            directions,
            length: role.step_count() as usize,
            up_to: self.rules.steps == StepCount::UpTo,
            passable,
            alternate: role == Role::Thoat,
        }
    }
}

/// Depth-first search for a path to `target`; `path[..len]` is the path so
/// far. Answers the length of the path found.
fn search(walker: &Walker, path: &mut [Square; 4], len: usize, target: Square) -> Option<usize> {
    let here = path[len - 1];
    let taken = len - 1;
    if taken > 0 && here == target && (walker.up_to || taken == walker.length) {
        return Some(len);
    }
    if taken == walker.length || (taken > 0 && !walker.passable.contains(here)) {
        return None;
    }
    for &step in walker.directions[taken] {
        let (df, dr) = step.offset();
        let Some(next) = here.offset(df, dr) else {
            continue;
        };
        if path[..len].contains(&next)
            || (walker.alternate && taken == 1 && same_kind(path[0], here, step))
        {
            continue;
        }
        path[len] = next;
        if let Some(found) = search(walker, path, len + 1, target) {
            return Some(found);
        }
    }
    None
}

/// Whether `step` is of the same kind (straight or diagonal) as the step
/// from `a` to `b`.
fn same_kind(a: Square, b: Square, step: Direction) -> bool {
    let first_diagonal = a.file() != b.file() && a.rank() != b.rank();
    first_diagonal == DIAGONAL.contains(&step)
}
