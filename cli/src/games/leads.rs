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
    /// The side ahead is to move, and was ahead by the lead in this many
    /// positions before as well: the other side has had its replies, so
    /// the lead is not a trade under way that a recapture evens.
    pub held: usize,
    /// At least this many moves between two picks of one game, so that
    /// they are not one position twice.
    pub apart: u32,
    /// At most this many picks a game, so that no one game fills a suite.
    pub most: usize,
}

impl LeadPicks {
    /// The conversion suite's picks: late (move 100 of either side on),
    /// four points ahead or more, held through the last move of each
    /// side, 40 moves apart, three a game at most.
    pub const SUITE: LeadPicks = LeadPicks {
        after: 100,
        lead: 40,
        held: 2,
        apart: 40,
        most: 3,
    };

    /// The positions of `game` picked, in the order played. A position of
    /// a game already over is never one.
    pub fn pick(&self, game: &Game) -> Vec<Position> {
        let positions = game.positions();
        let mut picked = Vec::new();
        let mut last: Option<u32> = None;
        for (i, pos) in positions.iter().enumerate() {
            let made = moves_before(pos);
            let too_close = last.is_some_and(|last| made < last.saturating_add(self.apart));
            if made < self.after || too_close || pos.is_over() {
                continue;
            }
            let ahead = leader(pos, self.lead);
            let held = i >= self.held
                && positions[i - self.held..i]
                    .iter()
                    .all(|before| leader(before, self.lead) == ahead);
            if ahead != Some(pos.side_to_move()) || !held {
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
    fn picks_are_late_held_apart_and_few() {
        // Orange (Thoat 5.6, Panthan 2.0) against Black's two Panthans
        // (4.0): 3.6 points ahead, then 5.6 once Orange's Panthan takes on
        // e5. Move number 50 with Black to move: 98 moves made before it,
        // then seven more.
        let start = "P8T/10/10/10/4N5/4n5/10/10/3n6/p9 b - 0 50";
        let mut game = Game::from_position(position(start));
        for m in ["d2d3", "e6e5", "d3d4", "j10i8", "d4d5", "i8j10", "d5d6"] {
            game.play_text(m).unwrap();
        }
        let made =
            |picks: LeadPicks| -> Vec<u32> { picks.pick(&game).iter().map(moves_before).collect() };
        // Orange leads by four points from 100 moves made on; Orange is
        // to move at 101, 103 and 105, and at 101 the lead is one reply
        // old: 103 is the first held through both sides' moves.
        assert_eq!(made(LeadPicks::SUITE), [103]);
        let every_other = LeadPicks {
            after: 98,
            lead: 40,
            held: 2,
            apart: 2,
            most: 3,
        };
        assert_eq!(made(every_other), [103, 105]);
        assert_eq!(
            made(LeadPicks {
                held: 1,
                ..every_other
            }),
            [101, 103, 105]
        );
        assert_eq!(
            made(LeadPicks {
                most: 1,
                ..every_other
            }),
            [103]
        );
        assert_eq!(
            made(LeadPicks {
                apart: 3,
                ..every_other
            }),
            [103]
        );
        assert_eq!(
            made(LeadPicks {
                lead: 57,
                ..every_other
            }),
            []
        );
    }
}
