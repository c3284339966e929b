//! Who wins a duel in the games of `jetan play`, `match` and `selfplay`.
//! Under `capture=duel` (RULES.md section 10) a player chooses a capture,
//! and the players' swords decide it: not a rule, so the command lets the
//! user choose how (`--duels`, the library's [`Duels`]), and the library's
//! [`DuelModel::resolve`](jetan::DuelModel::resolve) draws each outcome.

use jetan::{Capture, Duels, Move, Position, Rules, SplitMix64};

/// The rules as a report gives them (`default` for the default), with how
/// duels are decided when the rules have them.
pub fn rules_text(rules: &Rules, duels: Duels) -> String {
    let text = rules.to_string();
    let text = if text.is_empty() { "default" } else { &text };
    match rules.capture {
        Capture::Duel => format!("{text} (duels: {duels})"),
        _ => text.to_string(),
    }
}

/// Draws the outcomes of a game's duels from a generator of its own, so
/// that the players' choices and the draws do not disturb each other and
/// a seed gives the same game.
#[derive(Clone, Debug)]
pub struct Referee {
    duels: Duels,
    rng: SplitMix64,
}

impl Referee {
    /// A referee drawing by `duels` (`Ask` draws as `Fair`: a referee
    /// decides without a person) from `seed`.
    pub fn new(duels: Duels, seed: u64) -> Referee {
        Referee {
            duels,
            rng: SplitMix64::new(seed),
        }
    }

    /// What happens when a player chooses the legal move `m` of `pos`
    /// (either outcome of a duel names the capture): the move itself, or
    /// for a duel the outcome the draw gives.
    pub fn resolve(&mut self, pos: &Position, m: Move) -> Move {
        if pos.duel(m).is_none() {
            return m;
        }
        let roll = self.rng.below(1000) as u16;
        self.duels.model().resolve(pos, m, roll)
    }
}
