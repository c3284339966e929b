//! The chance node of duels (`capture=duel`, RULES.md section 10): a
//! capture's two outcomes, the attacker winning and the attacker falling,
//! searched and weighted by the searcher's [`DuelModel`](crate::DuelModel).

use super::ordering::ScoredMove;
use super::score::INFINITY;
use super::searcher::Searcher;
use crate::position::Position;
use crate::types::{Move, Role};

impl Searcher {
    /// A capture under duels (RULES.md section 10), as a chance node: the
    /// attacker wins with the chance `p` that the [`DuelModel`](crate::DuelModel) gives, and
    /// falls otherwise, so the capture is worth `p * win + (1 - p) * fall`
    /// (expectimax). The more likely outcome is searched first, in the
    /// window that its score must leave for the sum to fall inside
    /// `alpha..beta` whatever the other outcome scores (the Star1 bounds of
    /// Ballard, 1983, with every score within `-INFINITY..INFINITY`); the
    /// other then in the window that the first one's score leaves it. An
    /// outcome that fails its window fails the sum the same way, with a
    /// bound that still holds. The principal variation stops at the duel:
    /// what follows depends on chance.
    ///
    /// With fair duels the first window is nearly the full one. Bounds
    /// guessed from the evaluation (the other outcome within 4 points of
    /// the evaluation less the attacker, or plus the victim) search deeper
    /// but lost their match to these sound ones (docs/strength.md), so the
    /// bounds stay sound.
    pub(super) fn duel(
        &mut self,
        pos: &Position,
        m: &ScoredMove,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let Some(victim) = m.victim else {
            return self.duel_outcome_score(
                pos,
                m.mv,
                m.role,
                Role::Princess,
                depth,
                alpha,
                beta,
                ply,
            );
        };
        let fallen = Move::fallen(m.mv.from(), m.mv.to());
        let p = i64::from(self.duel.attacker_wins_per_mille(m.role, victim));
        let (first, second, p1) = if p >= 500 {
            (m.mv, fallen, p)
        } else {
            (fallen, m.mv, 1000 - p)
        };
        let p2 = 1000 - p1;
        if p2 == 0 {
            let score =
                self.duel_outcome_score(pos, first, m.role, victim, depth, alpha, beta, ply);
            self.pv.clear(ply + 1);
            return score;
        }
        let (low, high) = (-i64::from(INFINITY), i64::from(INFINITY));
        let (a, b) = (1000 * i64::from(alpha), 1000 * i64::from(beta));
        let window = |lo: i64, hi: i64, p: i64| {
            (
                lo.div_euclid(p).clamp(low, high) as i32,
                (hi + p - 1).div_euclid(p).clamp(low, high) as i32,
            )
        };
        let (a1, b1) = window(a - p2 * high, b - p2 * low, p1);
        let x = self.duel_outcome_score(pos, first, m.role, victim, depth, a1, b1, ply);
        let score = if self.clock.stopped {
            0
        } else if x <= a1 {
            ceil_mille(p1 * i64::from(x) + p2 * high)
        } else if x >= b1 {
            floor_mille(p1 * i64::from(x) + p2 * low)
        } else {
            let x = i64::from(x);
            let (a2, b2) = window(a - p1 * x, b - p1 * x, p2);
            let y = self.duel_outcome_score(pos, second, m.role, victim, depth, a2, b2, ply);
            let sum = p1 * x + p2 * i64::from(y);
            if y <= a2 {
                ceil_mille(sum)
            } else if y >= b2 {
                floor_mille(sum)
            } else {
                // Exact: to the nearest centipoint.
                floor_mille(sum + 500)
            }
        };
        self.pv.clear(ply + 1);
        score
    }

    /// The score of one outcome `m` of a duel between a piece of kind
    /// `role` and a `victim` (the attacker winning it, or falling:
    /// [`Move::is_fallen`]), for the side that attacks, as
    /// [`Searcher::after`].
    #[allow(clippy::too_many_arguments)]
    fn duel_outcome_score(
        &mut self,
        pos: &Position,
        m: Move,
        role: Role,
        victim: Role,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let end = if m.is_fallen() {
            self.ends.by_fall(role, victim, ply)
        } else {
            self.ends.by_capture(role, victim, ply)
        };
        if let Some(score) = end {
            return score;
        }
        let mut child = *pos;
        child.play_unchecked(m);
        -self.node(&child, depth, -beta, -alpha, ply + 1)
    }
}

/// `sum / 1000`, rounded up: a bound from above on a weighted sum in
/// thousandths.
fn ceil_mille(sum: i64) -> i32 {
    (sum + 999).div_euclid(1000) as i32
}

/// `sum / 1000`, rounded down.
fn floor_mille(sum: i64) -> i32 {
    sum.div_euclid(1000) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DuelModel, Rules};
    use crate::search::Limits;
    use crate::search::Score;
    use crate::search::ordering::{History, Picker};
    use alloc::vec::Vec;

    /// Black's Chief e2 attacks Orange's Chief c4 (the search suite's
    /// `CHIEF_DUEL`): won, the duel wins the game at once, lost it loses at
    /// once, so the two outcomes score the same in every window.
    const CHIEF_DUEL: &str = "9P/10/10/10/10/10/2C7/10/4c5/p9 b - 0 1";

    fn attack(pos: &Position) -> ScoredMove {
        let mut picker = Picker::new();
        picker.start(pos, None, [None; 2]);
        let history = History::new();
        let attack: Move = "e2c4".parse().unwrap();
        core::iter::from_fn(|| picker.next(pos, &history))
            .find(|m| m.mv == attack)
            .expect("the Chief's attack is a move")
    }

    #[test]
    fn a_duel_is_exact_inside_any_window_and_a_true_bound_outside_it() {
        let pos = Position::from_text_with_rules(CHIEF_DUEL, Rules::MANATOR).unwrap();
        let attack = attack(&pos);
        let win = i64::from(Score::win_in(1).encoded());
        for p in [0, 1, 100, 250, 499, 500, 501, 750, 900, 999, 1000] {
            // The mean of +29,999 and -29,999 weighted p to 1000 - p, to the
            // nearest centipoint (a half rounds up).
            let exact = (p * win - (1000 - p) * win + 500).div_euclid(1000) as i32;
            let mut searcher = Searcher::new(1);
            searcher.set_duel_model(DuelModel::from_per_mille(p as u16).unwrap());
            searcher.start(&pos, &Limits::depth(1));
            let mut alphas: Vec<i32> = (-INFINITY..INFINITY).step_by(997).collect();
            alphas.extend((exact - 3..=exact + 3).filter(|a| (-INFINITY..INFINITY).contains(a)));
            for alpha in alphas {
                let widths = [1, 2, 3, 50, 999, 1_000, 7_919, 30_000, 60_002];
                for beta in widths.map(|w| (alpha + w).min(INFINITY)) {
                    let score = searcher.duel(&pos, &attack, 0, alpha, beta, 0);
                    let at = || format!("p {p}, window {alpha}..{beta}: {score}, exact {exact}");
                    if score <= alpha {
                        assert!(exact <= score, "{}", at());
                    } else if score >= beta {
                        assert!(exact >= score, "{}", at());
                    } else {
                        assert_eq!(score, exact, "{}", at());
                    }
                }
            }
        }
    }

    #[test]
    fn the_line_stops_at_the_duel() {
        // What follows a duel depends on its outcome: after one, certain or
        // not, the line below it is empty.
        let pos = Position::from_text_with_rules(CHIEF_DUEL, Rules::MANATOR).unwrap();
        let attack = attack(&pos);
        let other: Move = "e2e3".parse().unwrap();
        for p in [500, 1000] {
            let mut searcher = Searcher::new(1);
            searcher.set_duel_model(DuelModel::from_per_mille(p).unwrap());
            searcher.start(&pos, &Limits::depth(1));
            searcher.pv.update(1, other);
            searcher.duel(&pos, &attack, 0, -INFINITY, INFINITY, 0);
            searcher.pv.update(0, attack.mv);
            assert_eq!(searcher.pv.root_line(), [attack.mv], "p {p}");
        }
    }
}
