//! The tuning data: quiet positions of finished games, each labelled by
//! whether its side to move went on to win.

use jetan::search::tuning::{Sample, sample};
use jetan::{Game, Outcome, Position};

/// Which positions of a game are taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Picks {
    /// Only positions at most this many moves (of either side) before the
    /// game's end: the label says who won within that many moves.
    pub within: usize,
    /// Only positions after this many moves of the game's record (which
    /// starts after any random opening): the first moves of a game are
    /// much alike.
    pub after: usize,
}

/// A position taken apart, with its label.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Labelled {
    /// The evaluation's parts.
    pub sample: Sample,
    /// 1 if the side to move won, 0 if it lost, one half if the rules drew
    /// the game.
    pub label: f64,
}

/// A position taken from a game, with how its side to move fared.
#[derive(Clone, Debug, PartialEq)]
pub struct Picked {
    /// The position.
    pub position: Position,
    /// 1 if its side to move won, 0 if it lost, one half if the rules
    /// drew the game.
    pub result: f64,
}

impl Picks {
    /// The labelled positions of `game`: those [`Picks::picked`] takes,
    /// each evaluation taken apart ([`sample`]), its result the label.
    pub fn labelled(&self, game: &Game) -> Vec<Labelled> {
        self.picked(game)
            .iter()
            .map(|p| Labelled {
                sample: sample(&p.position),
                label: p.result,
            })
            .collect()
    }

    /// The positions of `game` a fit learns from. A game without an outcome
    /// (cut off at a move limit, or stopped) gives none: who would have won is
    /// not known, and calling it a draw would teach that a lead is worth
    /// nothing. A position is taken only where neither the move that made it
    /// nor the move played from it took a piece (a quiet position, not one in
    /// the middle of an exchange), and never the last, where the game is over.
    pub fn picked(&self, game: &Game) -> Vec<Picked> {
        let Some(outcome) = game.outcome() else {
            return Vec::new();
        };
        let (positions, taken) = (game.positions(), game.taken());
        let end = game.moves().len();
        let mut picked = Vec::new();
        for (i, pos) in positions.iter().enumerate().take(end) {
            let quiet = taken[i].is_none() && (i == 0 || taken[i - 1].is_none());
            if i < self.after || end - i > self.within || !quiet {
                continue;
            }
            let result = match outcome {
                Outcome::Win { winner, .. } if winner == pos.side_to_move() => 1.0,
                Outcome::Win { .. } => 0.0,
                Outcome::Draw(_) => 0.5,
            };
            picked.push(Picked {
                position: *pos,
                result,
            });
        }
        picked
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jetan::Position;

    /// The game from `start` with `moves` played.
    fn game(start: &str, moves: &[&str]) -> Game {
        let mut game = Game::from_position(start.parse::<Position>().unwrap());
        for m in moves {
            game.play_text(m).unwrap();
        }
        game
    }

    /// Black's Princess on a1 (her escape spent) and a Panthan on h2;
    /// Orange's Panthan on a3 steps to a2 and takes her on a1: Orange wins
    /// with the fourth move, the only one that takes a piece.
    fn orange_wins() -> Game {
        game(
            "9P/10/10/10/10/10/10/N9/7n2/p9 b - 0 1",
            &["h2h3", "a3a2", "h3h4", "a2a1"],
        )
    }

    fn labels(picks: Picks, game: &Game) -> Vec<f64> {
        picks.labelled(game).iter().map(|l| l.label).collect()
    }

    #[test]
    fn quiet_positions_are_labelled_by_the_winner() {
        let game = orange_wins();
        assert!(matches!(
            game.outcome(),
            Some(Outcome::Win {
                winner: jetan::Color::Orange,
                ..
            })
        ));
        // Black to move, Orange to move, Black to move; the fourth position
        // is before the capture, the fifth is the end.
        let all = Picks {
            within: 10,
            after: 0,
        };
        assert_eq!(labels(all, &game), [0.0, 1.0, 0.0]);
        let picked = all.labelled(&game);
        assert_eq!(picked[1].sample, sample(&game.positions()[1]));
        // Within three moves of the end: from the second position on.
        assert_eq!(labels(Picks { within: 3, ..all }, &game), [1.0, 0.0]);
        // After two moves: the third position only.
        assert_eq!(labels(Picks { after: 2, ..all }, &game), [0.0]);
    }

    #[test]
    fn a_drawn_game_labels_a_half_and_a_game_cut_off_nothing() {
        // Black's Princess on a1 steps to c1; Orange's Panthan on a3 takes
        // Black's Chief on a2, which draws (RULES.md 6.3). The position
        // after the Princess's move comes before a capture: not quiet.
        let drawn = game("9P/10/10/10/10/10/10/N9/c9/p9 b - 0 1", &["a1c1", "a3a2"]);
        let all = Picks {
            within: 10,
            after: 0,
        };
        assert_eq!(labels(all, &drawn), [0.5]);
        let unfinished = game("9P/10/10/10/10/10/10/N9/7n2/p9 b - 0 1", &["h2h3", "a3a2"]);
        assert_eq!(unfinished.outcome(), None);
        assert!(all.labelled(&unfinished).is_empty());
    }
}
