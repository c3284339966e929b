//! How likely an attacker is to win a duel (RULES.md section 10), for the
//! search's chance nodes.

use crate::{Move, Position, Role, ValueTable};

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
/// use jetan::search::DuelModel;
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
    /// Thousandths, by the attacker's and the defender's [`Role::index`].
    per_mille: [[u16; 8]; 8],
}

impl DuelModel {
    /// Either side wins a duel half of the time.
    pub const FAIR: DuelModel = DuelModel {
        per_mille: [[500; 8]; 8],
    };

    /// A model in which the attacker wins `per_mille` duels in a thousand,
    /// whatever the pieces; `None` above 1000.
    pub const fn from_per_mille(per_mille: u16) -> Option<DuelModel> {
        if per_mille <= 1000 {
            Some(DuelModel {
                per_mille: [[per_mille; 8]; 8],
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
    /// use jetan::search::DuelModel;
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
        let mut table = [[0; 8]; 8];
        for attacker in Role::ALL {
            for defender in Role::ALL {
                let p = per_mille(attacker, defender);
                if p > 1000 {
                    return None;
                }
                table[attacker.index()][defender.index()] = p;
            }
        }
        Some(DuelModel { per_mille: table })
    }

    /// The attacker of value `a` wins against a defender of value `d` with
    /// the chance `a / (a + d)`, rounded to thousandths; two pieces worth
    /// nothing duel at even chances. [`ValueTable::DEFAULT`] gives the
    /// Chief no value (the Princess never duels), so a caller that wants a
    /// Chief to win some duels gives it one first.
    pub fn from_values(values: &ValueTable) -> DuelModel {
        let mut table = [[500; 8]; 8];
        for attacker in Role::ALL {
            for defender in Role::ALL {
                let a = u64::from(values.tenths(attacker));
                let d = u64::from(values.tenths(defender));
                if a + d > 0 {
                    // Rounded to the nearest thousandth.
                    let p = (2000 * a + a + d) / (2 * (a + d));
                    table[attacker.index()][defender.index()] = p as u16;
                }
            }
        }
        DuelModel { per_mille: table }
    }

    /// How many duels in a thousand an `attacker` wins against a
    /// `defender`.
    pub const fn attacker_wins_per_mille(&self, attacker: Role, defender: Role) -> u16 {
        self.per_mille[attacker.index()][defender.index()]
    }

    /// The outcome of the choice `m` in `pos`, drawn by this model from
    /// `roll`, a number the caller draws evenly from 0 to 999 (taken modulo
    /// 1000): for a duel ([`Position::is_duel`]) the attacker wins (`m`)
    /// when `roll` is below its chance in thousandths, and falls
    /// ([`Move::fallen`]) otherwise; any other move is `m` itself. With
    /// [`Position::choices`] it makes a random player that chooses each
    /// capture once and lets the duel decide it, rather than choosing among
    /// the legal moves, where each duel is two.
    ///
    /// ```
    /// use jetan::search::DuelModel;
    /// use jetan::{Move, Position, Rules};
    /// let pos = Position::from_text_with_rules(
    ///     "P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1",
    ///     Rules::MANATOR,
    /// )?;
    /// let e2e3: Move = "e2e3".parse()?;
    /// assert_eq!(DuelModel::FAIR.resolve(&pos, e2e3, 499), e2e3);
    /// assert_eq!(DuelModel::FAIR.resolve(&pos, e2e3, 500), "e2*e3".parse()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn resolve(&self, pos: &Position, m: Move, roll: u16) -> Move {
        let (Some(attacker), Some(defender)) = (pos.piece_at(m.from()), pos.piece_at(m.to()))
        else {
            return m;
        };
        if !pos.is_duel(m) {
            return m;
        }
        if roll % 1000 < self.attacker_wins_per_mille(attacker.role, defender.role) {
            m
        } else {
            Move::fallen(m.from(), m.to())
        }
    }
}

impl Default for DuelModel {
    /// [`DuelModel::FAIR`].
    fn default() -> DuelModel {
        DuelModel::FAIR
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
}
