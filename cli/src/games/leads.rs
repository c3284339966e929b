//! Positions in which one side leads, picked from played games: the starts
//! of a conversion suite (docs/strength.md), where the side ahead has to
//! show that it can win.

use super::game::moves_before;
use jetan::{Color, Game, Position};

/// Which positions of a game are picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeadPicks {
    /// Only positions after at least this many moves (of either side,
    /// from the start).
    pub after: u32,
    /// The lead a position needs, in tenths of a point
    /// ([`Position::material`]).
    pub lead: u32,
    /// At least this many moves between two picks of one game, so that
    /// they are not one position twice.
    pub apart: u32,
    /// At most this many picks a game, so that no one game fills a suite.
    pub most: usize,
}

impl LeadPicks {
    /// The conversion suite's picks: late (move 100 of either side on),
    /// four points ahead or more, 40 moves apart, three a game at most.
    pub const SUITE: LeadPicks = LeadPicks {
        after: 100,
        lead: 40,
        apart: 40,
        most: 3,
    };

    /// The positions of `game` picked, in the order played. A position of
    /// a game already over is never one.
    pub fn pick(&self, game: &Game) -> Vec<Position> {
        let mut picked = Vec::new();
        let mut last: Option<u32> = None;
        for pos in game.positions() {
            let made = moves_before(pos);
            let too_close = last.is_some_and(|last| made < last + self.apart);
            if made < self.after || too_close || pos.is_over() || leader(pos, self.lead).is_none() {
                continue;
            }
            picked.push(*pos);
            last = Some(made);
            if picked.len() == self.most {
                break;
            }
        }
        picked
    }
}

/// The side whose pieces are worth at least `lead` tenths of a point more
/// than the other side's ([`Position::material`]), if either; with a
/// `lead` of 0, the side with more, if either.
pub fn leader(pos: &Position, lead: u32) -> Option<Color> {
    let [black, orange] = Color::ALL.map(|c| pos.material(c));
    if black > orange && black - orange >= lead {
        Some(Color::Black)
    } else if orange > black && orange - black >= lead {
        Some(Color::Orange)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(text: &str) -> Position {
        text.parse().unwrap()
    }

    #[test]
    fn the_leader_is_ahead_by_the_lead() {
        // Black: Flier and Panthan, 9.5 + 2.0 = 11.5; Orange: two Thoats,
        // 11.2 (RULES.md 6.4's table). Black leads by 0.3.
        let close = position("P1TT6/10/10/10/10/10/10/10/3n6/pcf7 b - 0 1");
        assert_eq!(leader(&close, 0), Some(Color::Black));
        assert_eq!(leader(&close, 3), Some(Color::Black));
        assert_eq!(leader(&close, 4), None);
        // Orange: a Flier more, 20.7 against 11.5.
        let orange = position("P1TTF5/10/10/10/10/10/10/10/3n6/pcf7 b - 0 1");
        assert_eq!(leader(&orange, 92), Some(Color::Orange));
        assert_eq!(leader(&orange, 93), None);
        assert_eq!(leader(&Position::default(), 0), None);
    }

    #[test]
    fn picks_are_late_apart_and_few() {
        // Orange's two Thoats against Black's Panthan: Orange leads by
        // 11.2 - 2.0 = 9.2 points at every position. Move number 50 with
        // Black to move: 98 moves made before it, then six more (the
        // Panthan forward, a Thoat to and fro).
        let start = "P1TT6/10/10/10/10/10/10/10/3n6/pc8 b - 0 50";
        let mut game = Game::from_position(position(start));
        for m in ["d2d3", "c10b8", "d3d4", "b8c10", "d4d5", "c10b8"] {
            game.play_text(m).unwrap();
        }
        let made =
            |picks: LeadPicks| -> Vec<u32> { picks.pick(&game).iter().map(moves_before).collect() };
        // Positions at 98, 99, ..., 104 moves made: from 100 on, one.
        assert_eq!(made(LeadPicks::SUITE), [100]);
        let every_other = LeadPicks {
            after: 98,
            lead: 40,
            apart: 2,
            most: 3,
        };
        assert_eq!(made(every_other), [98, 100, 102]);
        let too_much = LeadPicks {
            lead: 93,
            ..every_other
        };
        assert_eq!(made(too_much), []);
    }
}
