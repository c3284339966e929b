//! Who wins a duel (RULES.md section 10). Which outcome happens is not a
//! rule, so the crate names the odds a program believes ([`DuelModel`]) and
//! the usual ways a program decides ([`Duels`]); the rules say only that
//! both outcomes are legal moves.

use core::fmt;
use core::str::FromStr;

use super::ValueTable;
use crate::position::Position;
use crate::types::{ByRole, Move, Role};

/// The chance that the attacker wins a duel, in thousandths, by the kinds
/// of the two pieces: the weight the search gives to each outcome of a
/// capture played as a duel (`capture=duel`, RULES.md section 10), which it
/// searches as a chance node.
///
/// Who wins a duel is not a rule (the players' swords decide it), so the
/// caller says what it believes: the same chance for every duel
/// ([`DuelModel::FAIR`], [`DuelModel::from_per_mille`]), one for each pair of kinds
/// ([`DuelModel::by_kinds_per_mille`]), or one from the pieces' values
/// ([`DuelModel::from_values`]). Under the other capture rule every capture
/// replaces and the model is not consulted.
///
/// ```
/// use jetan::DuelModel;
/// use jetan::{Role, ValueTable};
/// assert_eq!(DuelModel::default(), DuelModel::FAIR);
/// assert_eq!(DuelModel::FAIR.attacker_wins_per_mille(Role::Panthan, Role::Flier), 500);
/// let bold = DuelModel::from_per_mille(750).unwrap();
/// assert_eq!(bold.attacker_wins_per_mille(Role::Dwar, Role::Thoat), 750);
/// assert_eq!(DuelModel::from_per_mille(1001), None);
///
/// // By value: a Flier (9.5) attacking a Panthan (2.0) wins 95 times in 115.
/// let by_value = DuelModel::from_values(&ValueTable::DEFAULT);
/// assert_eq!(by_value.attacker_wins_per_mille(Role::Flier, Role::Panthan), 826);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DuelModel {
    /// Thousandths, by the attacker's kind, then the defender's.
    per_mille: ByRole<ByRole<u16>>,
}

impl DuelModel {
    /// Either side wins a duel half of the time.
    pub const FAIR: DuelModel = DuelModel {
        per_mille: ByRole::splat(ByRole::splat(500)),
    };

    /// A model in which the attacker wins `per_mille` duels in a thousand,
    /// whatever the pieces; `None` above 1000.
    pub const fn from_per_mille(per_mille: u16) -> Option<DuelModel> {
        if per_mille <= 1000 {
            Some(DuelModel {
                per_mille: ByRole::splat(ByRole::splat(per_mille)),
            })
        } else {
            None
        }
    }

    /// A model with a chance for each pair of kinds: `per_mille(attacker,
    /// defender)` duels in a thousand won by the attacker. `None` if any
    /// answer is above 1000.
    ///
    /// ```
    /// use jetan::DuelModel;
    /// use jetan::Role;
    /// // A Chief wins three duels in four; other pieces half.
    /// let model = DuelModel::by_kinds_per_mille(|a, d| match (a, d) {
    ///     (Role::Chief, _) => 750,
    ///     (_, Role::Chief) => 250,
    ///     _ => 500,
    /// })
    /// .unwrap();
    /// assert_eq!(model.attacker_wins_per_mille(Role::Padwar, Role::Chief), 250);
    /// ```
    pub fn by_kinds_per_mille(per_mille: impl Fn(Role, Role) -> u16) -> Option<DuelModel> {
        let table =
            ByRole::from_fn(|attacker| ByRole::from_fn(|defender| per_mille(attacker, defender)));
        let all_chances = table
            .iter()
            .all(|(_, row)| row.iter().all(|(_, &p)| p <= 1000));
        all_chances.then_some(DuelModel { per_mille: table })
    }

    /// The attacker of value `a` wins against a defender of value `d` with
    /// the chance `a / (a + d)`, rounded to thousandths; two pieces worth
    /// nothing duel at even chances. [`ValueTable::DEFAULT`] gives the
    /// Chief no value (the Princess never duels), so a caller that wants a
    /// Chief to win some duels gives it one first.
    pub fn from_values(values: &ValueTable) -> DuelModel {
        let chance = |attacker, defender| {
            let a = u64::from(values.tenths(attacker));
            let d = u64::from(values.tenths(defender));
            if a + d == 0 {
                return 500;
            }
            // Rounded to the nearest thousandth; at most 1000, so it fits.
            ((2000 * a + a + d) / (2 * (a + d))) as u16
        };
        DuelModel {
            per_mille: ByRole::from_fn(|attacker| {
                ByRole::from_fn(|defender| chance(attacker, defender))
            }),
        }
    }

    /// How many duels in a thousand an `attacker` wins against a
    /// `defender`.
    pub const fn attacker_wins_per_mille(&self, attacker: Role, defender: Role) -> u16 {
        self.per_mille.at(attacker).at(defender)
    }

    /// The outcome of the choice `m` in `pos`, drawn by this model from
    /// `roll`, a number the caller draws evenly from 0 to 999 (taken modulo
    /// 1000): for a duel ([`Position::is_duel`] of [`Move::choice`]) the
    /// attacker wins (the ordinary capture) when `roll` is below its chance
    /// in thousandths, and falls ([`Move::fallen`]) otherwise; any other
    /// move is `m` itself. `m` may name either outcome of the duel: a
    /// player chooses the capture, and the roll decides it. With
    /// [`Position::choices`] it makes a random player that chooses each
    /// capture once and lets the duel decide it, rather than choosing among
    /// the legal moves, where each duel is two.
    ///
    /// ```
    /// use jetan::{DuelModel, Move, Position, Rules};
    /// let pos = Position::from_text_with_rules(
    ///     "P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1",
    ///     Rules::MANATOR,
    /// )?;
    /// let (wins, falls): (Move, Move) = ("e2e3".parse()?, "e2*e3".parse()?);
    /// assert_eq!(DuelModel::FAIR.resolve(&pos, wins, 499), wins);
    /// assert_eq!(DuelModel::FAIR.resolve(&pos, wins, 500), falls);
    /// assert_eq!(DuelModel::FAIR.resolve(&pos, falls, 0), wins);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resolve(&self, pos: &Position, m: Move, roll: u16) -> Move {
        let Some((attacker, defender)) = pos.duel(m) else {
            return m;
        };
        let capture = m.choice();
        if roll % 1000 < self.attacker_wins_per_mille(attacker.role, defender.role) {
            capture
        } else {
            Move::fallen(capture.from(), capture.to())
        }
    }
}

impl Default for DuelModel {
    /// [`DuelModel::FAIR`].
    fn default() -> DuelModel {
        DuelModel::FAIR
    }
}

/// How a game's duels are decided, as the programs around the crate offer
/// it (`jetan play --duels`, the web server's `"duels"`): the usual
/// choices, written `fair`, `values` and `ask`.
///
/// ```
/// use jetan::{DuelModel, Duels, Role};
/// assert_eq!("values".parse(), Ok(Duels::Values));
/// assert_eq!(Duels::Ask.to_string(), "ask");
/// assert_eq!(Duels::Fair.model(), DuelModel::FAIR);
/// // By value, the Chief counted at 10 points (ValueTable::DUEL).
/// let odds = Duels::Values.model();
/// assert_eq!(odds.attacker_wins_per_mille(Role::Chief, Role::Flier), 513);
/// assert!("coin".parse::<Duels>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Duels {
    /// A fair coin: each side wins half of the duels.
    #[default]
    Fair,
    /// A draw in which the attacker wins with the chance `a / (a + d)` of
    /// the two pieces' values in [`ValueTable::DUEL`].
    Values,
    /// The player who captures names the outcome. A program that has nobody
    /// to ask (the engine's own captures) decides as [`Duels::Fair`].
    Ask,
}

impl Duels {
    /// Every choice, in the order of the variants.
    pub const ALL: [Duels; 3] = [Duels::Fair, Duels::Values, Duels::Ask];

    /// The word for it: `fair`, `values` or `ask`.
    pub const fn name(self) -> &'static str {
        match self {
            Duels::Fair => "fair",
            Duels::Values => "values",
            Duels::Ask => "ask",
        }
    }

    /// The odds of the draw that decides a duel: those of a fair coin when a
    /// person decides, as the engine should believe of a person.
    pub fn model(self) -> DuelModel {
        match self {
            Duels::Fair | Duels::Ask => DuelModel::FAIR,
            Duels::Values => DuelModel::from_values(&ValueTable::DUEL),
        }
    }
}

impl fmt::Display for Duels {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text was not `fair`, `values` or `ask`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a way to decide duels (fair, values or ask)")]
pub struct ParseDuelsError;

impl FromStr for Duels {
    type Err = ParseDuelsError;

    fn from_str(s: &str) -> Result<Duels, ParseDuelsError> {
        Duels::ALL
            .into_iter()
            .find(|d| d.name() == s)
            .ok_or(ParseDuelsError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_give_the_share_of_the_attacker() {
        // Padwar 1.7 against Thoat 5.6: 17 / 73 = 0.2329 -> 233; the other
        // way 56 / 73 = 0.7671 -> 767; a Dwar against a Dwar 500.
        let model = DuelModel::from_values(&ValueTable::DEFAULT);
        assert_eq!(
            model.attacker_wins_per_mille(Role::Padwar, Role::Thoat),
            233
        );
        assert_eq!(
            model.attacker_wins_per_mille(Role::Thoat, Role::Padwar),
            767
        );
        assert_eq!(model.attacker_wins_per_mille(Role::Dwar, Role::Dwar), 500);
        // The default table gives the Chief nothing: it loses every duel
        // against a piece of value, and two Chiefs are even.
        assert_eq!(model.attacker_wins_per_mille(Role::Chief, Role::Panthan), 0);
        assert_eq!(model.attacker_wins_per_mille(Role::Chief, Role::Chief), 500);
    }

    #[test]
    fn by_kinds_per_mille_refuses_a_chance_above_one() {
        assert_eq!(DuelModel::by_kinds_per_mille(|_, _| 1001), None);
        assert_eq!(
            DuelModel::by_kinds_per_mille(|_, _| 500),
            Some(DuelModel::FAIR)
        );
    }

    #[test]
    fn the_ways_of_deciding_read_and_write_by_name() {
        for (duels, name) in [
            (Duels::Fair, "fair"),
            (Duels::Values, "values"),
            (Duels::Ask, "ask"),
        ] {
            assert_eq!(duels.name(), name);
            assert_eq!(alloc::format!("{duels}"), name);
            assert_eq!(name.parse(), Ok(duels));
        }
        assert_eq!("Fair".parse::<Duels>(), Err(ParseDuelsError));
        assert_eq!("".parse::<Duels>(), Err(ParseDuelsError));
    }

    #[test]
    fn each_way_has_its_odds() {
        // A person deciding is judged even; the values way by the duel
        // table's values (RULES.md 6.4, and the wager's Chief 10): a
        // Panthan 2.0 against a Flier 9.5 wins 20 / 115 = 0.1739 -> 174,
        // a Chief against a Panthan 100 / 120 = 0.8333 -> 833.
        assert_eq!(Duels::Fair.model(), DuelModel::FAIR);
        assert_eq!(Duels::Ask.model(), DuelModel::FAIR);
        let values = Duels::Values.model();
        assert_eq!(values, DuelModel::from_values(&ValueTable::DUEL));
        assert_eq!(
            values.attacker_wins_per_mille(Role::Panthan, Role::Flier),
            174
        );
        assert_eq!(
            values.attacker_wins_per_mille(Role::Chief, Role::Panthan),
            833
        );
    }
}
