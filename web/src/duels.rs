//! Who wins a duel (`capture=duel`, RULES.md section 10) in this server's
//! games. A player chooses a capture; its outcome is not a rule, so each
//! game says how it is decided (the library's [`Duels`]): `fair`,
//! `values`, or `ask`, where the mover sends the outcome (`d1g4` the
//! attacker wins, `d1*g4` it falls).
//!
//! The draw of the duel at move `ply` comes from the game's seed and `ply`
//! alone ([`SplitMix64::nth`]), so it needs no state and a replay would
//! draw the same; the move played, outcome included, is what the database
//! keeps.

use jetan::{Duels, Move, Position, SplitMix64};

/// The move that is played when a player chooses the legal move `m` in
/// `pos`, the game's `ply`-th: `m` itself unless it is a duel that the
/// draw decides (every duel but a person's under `ask`, where
/// `person_says` is true and `m` is kept as sent).
pub fn decide(
    duels: Duels,
    pos: &Position,
    m: Move,
    seed: u64,
    ply: usize,
    person_says: bool,
) -> Move {
    if duels == Duels::Ask && person_says {
        return m;
    }
    let roll = (SplitMix64::nth(seed, ply as u64) % 1000) as u16;
    duels.model().resolve(pos, m, roll)
}

#[cfg(test)]
mod tests {
    use super::*;
    use jetan::Rules;

    /// Manator, Black's Flier on d4 against Orange's Panthan on e5: a duel.
    fn duel_position() -> Position {
        Position::from_text_with_rules("4P5/10/10/10/10/4N5/3f6/10/10/5p4 b - 0 1", Rules::MANATOR)
            .unwrap()
    }

    #[test]
    fn the_fair_coin_gives_each_outcome_about_half_the_time() {
        let pos = duel_position();
        let m: Move = "d4e5".parse().unwrap();
        let fallen = (0..2000)
            .filter(|&ply| decide(Duels::Fair, &pos, m, 42, ply, false).is_fallen())
            .count();
        // Binomial(2000, 1/2): mean 1000, standard deviation 22.4; 5 sigma.
        assert!((888..=1112).contains(&fallen), "{fallen} of 2000 fell");
    }

    #[test]
    fn values_favour_the_stronger_piece() {
        let pos = duel_position();
        let m: Move = "d4e5".parse().unwrap();
        let wins = (0..2000)
            .filter(|&ply| !decide(Duels::Values, &pos, m, 7, ply, false).is_fallen())
            .count();
        // Flier 9.5 against Panthan 2.0: 95 / 115 = 0.826; mean 1652,
        // standard deviation 17; 5 sigma.
        assert!((1567..=1737).contains(&wins), "{wins} of 2000 won");
    }

    #[test]
    fn ask_keeps_the_persons_outcome_and_other_moves_stay_as_they_are() {
        let pos = duel_position();
        let falls: Move = "d4*e5".parse().unwrap();
        assert_eq!(decide(Duels::Ask, &pos, falls, 1, 0, true), falls);
        // A move that is no duel is never changed.
        let calm: Move = "d4d5".parse().unwrap();
        for duels in [Duels::Fair, Duels::Values] {
            for ply in 0..50 {
                assert_eq!(decide(duels, &pos, calm, 3, ply, false), calm);
            }
        }
        // Without duels in the rules a capture is a capture.
        let plain = Position::from_text("4P5/10/10/10/10/4N5/3f6/10/10/5p4 b - 0 1").unwrap();
        let take: Move = "d4e5".parse().unwrap();
        for ply in 0..50 {
            assert_eq!(decide(Duels::Fair, &plain, take, 3, ply, false), take);
        }
    }
}
