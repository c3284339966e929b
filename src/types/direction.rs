//! The eight one-square steps of RULES.md section 3, and which of them each
//! kind of piece takes. Every table, path search and path witness of the
//! crate takes its steps from here.

use super::{Bitboard, Color};

/// A one-square step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    /// The step as (file, rank) offsets; north is up the ranks, towards
    /// rank 10, and east up the files, towards `j`.
    pub(crate) const fn offset(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// Every square of `b` moved one step this way; squares stepping off
    /// the board are dropped.
    #[inline(always)]
    pub(crate) const fn shift(self, b: Bitboard) -> Bitboard {
        match self {
            Direction::N => b.north(),
            Direction::NE => b.north_east(),
            Direction::E => b.east(),
            Direction::SE => b.south_east(),
            Direction::S => b.south(),
            Direction::SW => b.south_west(),
            Direction::W => b.west(),
            Direction::NW => b.north_west(),
        }
    }
}

/// The straight steps (Dwar, Warrior, the Thoat's straight step); a
/// direction's opposite is two places on, which the path search relies on.
pub(crate) const STRAIGHT: [Direction; 4] =
    [Direction::N, Direction::E, Direction::S, Direction::W];

/// The diagonal steps (Flier, Padwar, the Thoat's diagonal step); a
/// direction's opposite is two places on.
pub(crate) const DIAGONAL: [Direction; 4] =
    [Direction::NE, Direction::SE, Direction::SW, Direction::NW];

/// Every step (Chief, Princess); a direction's opposite is four places on.
pub(crate) const KING: [Direction; 8] = [
    Direction::N,
    Direction::NE,
    Direction::E,
    Direction::SE,
    Direction::S,
    Direction::SW,
    Direction::W,
    Direction::NW,
];

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

/// The squares one step from `sources` in any of `steps`.
#[inline(always)]
pub(crate) fn shifted(sources: Bitboard, steps: &[Direction]) -> Bitboard {
    steps
        .iter()
        .fold(Bitboard::EMPTY, |acc, d| acc | d.shift(sources))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    /// `shift` and `offset` are one step: on every square, shifting the
    /// square gives the square at the offset, or nothing off the board.
    #[test]
    fn shift_agrees_with_offset() {
        for d in KING {
            for index in 0..100 {
                let sq = Square::new(index).unwrap();
                let (df, dr) = d.offset();
                let expected = sq
                    .offset(df, dr)
                    .map_or(Bitboard::EMPTY, Bitboard::from_square);
                assert_eq!(
                    d.shift(Bitboard::from_square(sq)),
                    expected,
                    "{d:?} from {sq}"
                );
            }
        }
    }

    /// The path search's premise: each direction's opposite is half the
    /// list on.
    #[test]
    fn opposites_are_half_the_list_on() {
        fn opposite(a: Direction, b: Direction) -> bool {
            let (af, ar) = a.offset();
            let (bf, br) = b.offset();
            af == -bf && ar == -br
        }
        for i in 0..4 {
            assert!(opposite(STRAIGHT[i], STRAIGHT[(i + 2) % 4]));
            assert!(opposite(DIAGONAL[i], DIAGONAL[(i + 2) % 4]));
        }
        for i in 0..8 {
            assert!(opposite(KING[i], KING[(i + 4) % 8]));
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
