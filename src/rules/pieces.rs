//! How each kind of piece moves and how many a side has: the knowledge of
//! RULES.md sections 1 to 3 that the plain types leave out (they know
//! squares, sides and kinds, not how a kind moves). Move generation, the
//! path witness and the check of a set-up take it from here.

use crate::types::direction::Direction;
use crate::types::{Color, Role};

impl Color {
    /// The rank step of "forward": +1 (north) for Black, -1 for Orange.
    pub const fn forward(self) -> i8 {
        match self {
            Color::Black => 1,
            Color::Orange => -1,
        }
    }
}

impl Role {
    /// How many steps a move of this kind takes (RULES.md section 3).
    pub const fn step_count(self) -> u8 {
        match self {
            Role::Chief | Role::Princess | Role::Flier | Role::Dwar => 3,
            Role::Padwar | Role::Warrior | Role::Thoat => 2,
            Role::Panthan => 1,
        }
    }

    /// Whether the kind ignores what stands on the middle squares of its path.
    pub const fn jumps(self) -> bool {
        matches!(self, Role::Princess | Role::Flier)
    }

    /// How many of this kind each side starts with.
    pub const fn per_side(self) -> u8 {
        match self {
            Role::Chief | Role::Princess => 1,
            Role::Panthan => 8,
            _ => 2,
        }
    }
}

/// A Black Panthan's steps: forward (north, towards the other side), then
/// sideways, then the two diagonal steps back.
const BLACK_PANTHAN: [Direction; 7] = [
    Direction::N,
    Direction::NE,
    Direction::NW,
    Direction::E,
    Direction::W,
    Direction::SE,
    Direction::SW,
];
/// An Orange Panthan's steps, in the same order as Black's.
const ORANGE_PANTHAN: [Direction; 7] = [
    Direction::S,
    Direction::SE,
    Direction::SW,
    Direction::E,
    Direction::W,
    Direction::NE,
    Direction::NW,
];

/// A Panthan's steps (RULES.md section 3): straight or diagonally forward,
/// or sideways; with `back` (`panthan=diagonal-back`, section 9) also
/// diagonally backward. Forward is north for Black, who starts on ranks 1
/// and 2.
#[inline(always)]
pub(crate) const fn panthan_steps(color: Color, back: bool) -> &'static [Direction] {
    let all: &'static [Direction] = match color {
        Color::Black => &BLACK_PANTHAN,
        Color::Orange => &ORANGE_PANTHAN,
    };
    if back { all } else { all.split_at(5).0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_army_has_twenty_pieces() {
        let total: u8 = Role::ALL.iter().map(|r| r.per_side()).sum();
        assert_eq!(total, 20);
    }

    /// RULES.md section 3's table, row by row: the steps, whether the kind
    /// jumps (a one-step Panthan has no middle square: "-", not a jumper),
    /// and how many a side has.
    #[test]
    fn each_kind_as_the_table_of_section_three_says() {
        let table = [
            (Role::Chief, 3, false, 1),
            (Role::Princess, 3, true, 1),
            (Role::Flier, 3, true, 2),
            (Role::Dwar, 3, false, 2),
            (Role::Padwar, 2, false, 2),
            (Role::Warrior, 2, false, 2),
            (Role::Thoat, 2, false, 2),
            (Role::Panthan, 1, false, 8),
        ];
        for (role, steps, jumps, per_side) in table {
            assert_eq!(role.step_count(), steps, "{role:?}");
            assert_eq!(role.jumps(), jumps, "{role:?}");
            assert_eq!(role.per_side(), per_side, "{role:?}");
        }
    }

    /// Black's forward is towards rank 10, Orange's towards rank 1
    /// (RULES.md section 1: Black plays from ranks 1-2): five steps that
    /// never go back, and with `back` the two diagonal steps back as well.
    #[test]
    fn panthans_step_towards_the_other_side() {
        for (color, ahead) in [(Color::Black, 1), (Color::Orange, -1)] {
            let steps = panthan_steps(color, false);
            assert_eq!(steps.len(), 5);
            assert!(steps.iter().all(|d| d.offset().1 != -ahead));
            assert_eq!(steps.iter().filter(|d| d.offset().1 == ahead).count(), 3);
            let back = &panthan_steps(color, true)[5..];
            assert_eq!(back.len(), 2);
            assert!(
                back.iter()
                    .all(|d| d.offset().1 == -ahead && d.offset().0 != 0)
            );
        }
    }
}
