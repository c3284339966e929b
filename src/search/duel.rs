//! How likely an attacker is to win a duel (RULES.md section 10), for the
//! search's chance nodes.

/// The chance that the attacker wins a duel, in thousandths, which the
/// search gives to a capture played as a duel: the two outcomes weighted by
/// it, as a chance node.
///
/// Duels are a rule reading to come (`capture=duel`); until the rules offer
/// it, every capture replaces and the model is not consulted. It is part of
/// the search's configuration now so that programs written today keep
/// working when it is.
///
/// ```
/// use jetan::search::DuelModel;
/// assert_eq!(DuelModel::default(), DuelModel::FAIR);
/// assert_eq!(DuelModel::FAIR.attacker_wins_per_mille(), 500);
/// assert_eq!(DuelModel::new(750).map(|m| m.attacker_wins_per_mille()), Some(750));
/// assert_eq!(DuelModel::new(1001), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DuelModel {
    attacker_wins: u16,
}

impl DuelModel {
    /// Either side wins a duel half of the time.
    pub const FAIR: DuelModel = DuelModel { attacker_wins: 500 };

    /// A model in which the attacker wins `per_mille` duels in a thousand;
    /// `None` above 1000.
    pub const fn new(per_mille: u16) -> Option<DuelModel> {
        if per_mille <= 1000 {
            Some(DuelModel {
                attacker_wins: per_mille,
            })
        } else {
            None
        }
    }

    /// How many duels in a thousand the attacker wins.
    pub const fn attacker_wins_per_mille(self) -> u16 {
        self.attacker_wins
    }
}

impl Default for DuelModel {
    /// [`DuelModel::FAIR`].
    fn default() -> DuelModel {
        DuelModel::FAIR
    }
}
