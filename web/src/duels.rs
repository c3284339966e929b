//! Who wins a duel (`capture=duel`, RULES.md section 10). A player chooses
//! a capture; its outcome is not a rule, so each game says how it is
//! decided: `fair`, a seeded coin; `values`, a seeded draw weighted by the
//! two pieces' values; `ask`, the mover says (`d1g4` the attacker wins,
//! `d1*g4` it falls).
//!
//! The draw of the duel at move `ply` comes from the game's seed and `ply`
//! alone, so it needs no state and a replay would draw the same; the move
//! played, outcome included, is what the database keeps.

use jetan::search::DuelModel;
use jetan::{Move, Position, Role, ValueTable};
use serde::{Deserialize, Serialize};

/// How a game's duels are decided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Duels {
    /// A seeded coin: each side wins half of the duels.
    #[default]
    Fair,
    /// A seeded draw in which the attacker wins with the chance
    /// `a / (a + d)` of the two pieces' values ([`values`]).
    Values,
    /// The mover sends the capture with its outcome. The engine's own
    /// captures are decided by the fair coin: there is nobody to ask.
    Ask,
}

/// The values of `values`, in tenths of a point: [`ValueTable::DEFAULT`]
/// (Padwar 1.7, Warrior 1.9, Panthan 2.0, Dwar 4.9, Thoat 5.6, Flier 9.5)
/// with the Chief, which that table leaves at 0, worth 10 points, a little
/// more than a Flier, as the strongest fighter of its side. (The Princess
/// never duels.)
pub fn values() -> ValueTable {
    let mut tenths = [0; 8];
    for role in Role::ALL {
        tenths[role.index()] = ValueTable::DEFAULT.tenths(role);
    }
    tenths[Role::Chief.index()] = 100;
    ValueTable::from_tenths(tenths)
}

impl Duels {
    /// The word for it, as the JSON writes it.
    pub fn name(self) -> &'static str {
        match self {
            Duels::Fair => "fair",
            Duels::Values => "values",
            Duels::Ask => "ask",
        }
    }

    /// What the engine is told of the odds: those of the draw that decides
    /// its duels.
    pub fn model(self) -> DuelModel {
        match self {
            Duels::Fair | Duels::Ask => DuelModel::FAIR,
            Duels::Values => DuelModel::from_values(&values()),
        }
    }

    /// The move that is played when a player chooses the legal move `m` in
    /// `pos`, the game's `ply`-th: `m` itself unless it is a duel that the
    /// draw decides (every duel but a person's under `ask`, where
    /// `person_says` is true and `m` is kept as sent).
    pub fn decide(self, pos: &Position, m: Move, seed: u64, ply: usize, person_says: bool) -> Move {
        if self == Duels::Ask && person_says {
            return m;
        }
        let chosen = if m.is_fallen() {
            Move::new(m.from(), m.to())
        } else {
            m
        };
        // The crate decides what a duel is: a capture whose other outcome,
        // the attacker falling, is legal too.
        let fallen = Move::fallen(chosen.from(), chosen.to());
        if chosen.is_escape() || !pos.is_legal(fallen) {
            return chosen;
        }
        let (Some(attacker), Some(defender)) =
            (pos.piece_at(chosen.from()), pos.piece_at(chosen.to()))
        else {
            return chosen;
        };
        let model = self.model();
        let wins = u64::from(model.attacker_wins_per_mille(attacker.role, defender.role));
        if draw(seed, ply) % 1000 < wins {
            chosen
        } else {
            fallen
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014) of the seed and the move's
/// number: one well-mixed 64-bit draw per move, from no state.
fn draw(seed: u64, ply: usize) -> u64 {
    let mut z = seed.wrapping_add((ply as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
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
            .filter(|&ply| Duels::Fair.decide(&pos, m, 42, ply, false).is_fallen())
            .count();
        // Binomial(2000, 1/2): mean 1000, standard deviation 22.4; 5 sigma.
        assert!((888..=1112).contains(&fallen), "{fallen} of 2000 fell");
    }

    #[test]
    fn values_favour_the_stronger_piece() {
        let pos = duel_position();
        let m: Move = "d4e5".parse().unwrap();
        let wins = (0..2000)
            .filter(|&ply| !Duels::Values.decide(&pos, m, 7, ply, false).is_fallen())
            .count();
        // Flier 9.5 against Panthan 2.0: 95 / 115 = 0.826; mean 1652,
        // standard deviation 17; 5 sigma.
        assert!((1567..=1737).contains(&wins), "{wins} of 2000 won");
    }

    #[test]
    fn ask_keeps_the_persons_outcome_and_other_moves_stay_as_they_are() {
        let pos = duel_position();
        let falls: Move = "d4*e5".parse().unwrap();
        assert_eq!(Duels::Ask.decide(&pos, falls, 1, 0, true), falls);
        // A move that is no duel is never changed.
        let calm: Move = "d4d5".parse().unwrap();
        for duels in [Duels::Fair, Duels::Values] {
            for ply in 0..50 {
                assert_eq!(duels.decide(&pos, calm, 3, ply, false), calm);
            }
        }
        // Without duels in the rules a capture is a capture.
        let plain = Position::from_text("4P5/10/10/10/10/4N5/3f6/10/10/5p4 b - 0 1").unwrap();
        let take: Move = "d4e5".parse().unwrap();
        for ply in 0..50 {
            assert_eq!(Duels::Fair.decide(&plain, take, 3, ply, false), take);
        }
    }
}
