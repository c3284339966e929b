//! The sequential probability ratio test of a match (`jetan match --sprt
//! ELO0,ELO1`): pentanomial counts over the opening pairs, the
//! generalized log-likelihood ratio as fishtest computes it, its bounds,
//! and the Elo estimate with its 95% interval. Statistics only: the match
//! runner feeds it pairs and prints what it says.
//!
//! A *pair* is one opening played twice, once with each colour; for player
//! A it scores 0, 1/2, 1, 3/2 or 2 points, the five outcomes counted in a
//! [`Pentanomial`]. Pairs, not games, are the trials: the two games of an
//! opening are not independent (a lopsided opening favours one colour
//! twice), and counting pairs takes that out of the variance.
//!
//! The test (Van den Bergh's generalized SPRT, fishtest's `LLRcalc`): with
//! x the score per game of a pair (0, 1/4, ..., 1) and p̂ the observed
//! share of each outcome, the hypothesis "A's expected score is s" is
//! given its most likely distribution, the one nearest p̂ with mean s,
//! `p_i = p̂_i / (1 + λ (x_i - s))` with λ such that the mean is s. The
//! log-likelihood ratio of H1 (Elo `ELO1`) over H0 (`ELO0`) is
//! `N Σ p̂_i ln(p1_i / p0_i)` over N pairs, with `s = 1 / (1 + 10^(-elo /
//! 400))` (logistic Elo). The test accepts H1 when the ratio reaches
//! `ln((1 - β) / α)`, H0 when it falls to `ln(β / (1 - α))`. An outcome
//! not yet seen is counted as 0.001 pairs, as fishtest does, so that the
//! distribution nearest p̂ exists for every s.

use std::fmt;

/// The count of pairs by A's points in the pair: index 0 for two losses
/// (0 points), 1 for a loss and a draw, 2 for a win and a loss or two
/// draws, 3 for a win and a draw, 4 for two wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial {
    /// Pairs by A's half points in the pair, 0 to 4.
    pub counts: [u64; 5],
}

/// The score per game of each outcome of a pair: 0, 1/4, 1/2, 3/4, 1.
const SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];
/// The weight of an outcome not seen yet (fishtest's regularization).
const UNSEEN: f64 = 1e-3;
/// The normal distribution's 97.5% quantile: a 95% interval is ±1.96 σ.
const Z_95: f64 = 1.959_963_984_540_054;

impl Pentanomial {
    /// Counts a pair in which A scored `half_points` half points (0 to 4;
    /// more is counted as 4).
    pub fn add(&mut self, half_points: u32) {
        self.counts[half_points.min(4) as usize] += 1;
    }

    /// The pairs counted.
    pub fn pairs(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The number of pairs (with unseen outcomes at [`UNSEEN`]) and the
    /// share of each outcome.
    fn distribution(&self) -> (f64, [f64; 5]) {
        let weights = self.counts.map(|c| if c == 0 { UNSEEN } else { c as f64 });
        let n: f64 = weights.iter().sum();
        (n, weights.map(|w| w / n))
    }
}

/// A's expected score per game at `elo` logistic Elo over B.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo of a score per game; infinite at 0 and 1.
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// `Σ p̂_i ln(p̂_i / p_i)`: how far the observed shares are from the
/// nearest distribution with mean `s` (0 < s < 1), found by solving for
/// λ by bisection. The sum `Σ p̂_i (x_i - s) / (1 + λ (x_i - s))` falls
/// as λ grows, from +∞ at λ = -1/(1 - s) to -∞ at λ = 1/s, where some
/// `1 + λ (x_i - s)` reaches 0.
fn divergence(shares: &[f64; 5], s: f64) -> f64 {
    let slope = |lambda: f64| -> f64 {
        SCORES
            .iter()
            .zip(shares)
            .map(|(x, p)| p * (x - s) / (1.0 + lambda * (x - s)))
            .sum()
    };
    let (mut low, mut high) = (-1.0 / (1.0 - s), 1.0 / s);
    // 200 halvings take the interval below any f64's spacing.
    for _ in 0..200 {
        let mid = 0.5 * (low + high);
        if mid <= low || mid >= high {
            break;
        }
        if slope(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    let lambda = 0.5 * (low + high);
    SCORES
        .iter()
        .zip(shares)
        .map(|(x, p)| p * (1.0 + lambda * (x - s)).ln())
        .sum()
}

/// The test's hypotheses and error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// H0: A is `elo0` Elo better than B (usually 0).
    pub elo0: f64,
    /// H1: A is `elo1` Elo better (above `elo0`).
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// What the test has concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The ratio reached the upper bound: A is `elo1` better, not `elo0`.
    H1,
    /// The ratio reached the lower bound: A is `elo0` better, not `elo1`.
    H0,
}

impl Sprt {
    /// The test of `elo0` against `elo1` with error rates `alpha` and
    /// `beta`; an error if `elo0 >= elo1`, a bound is not finite, or a
    /// rate is not strictly between 0 and 1/2.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, String> {
        if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
            return Err(format!(
                "--sprt ELO0,ELO1 needs ELO0 below ELO1, not {elo0},{elo1}"
            ));
        }
        // A rate of 1/2 or more makes the bounds meet or cross.
        for (name, rate) in [("alpha", alpha), ("beta", beta)] {
            if !(rate > 0.0 && rate < 0.5) {
                return Err(format!(
                    "--sprt-{name} must be above 0 and below 0.5, not {rate}"
                ));
            }
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The lower and upper bounds of the log-likelihood ratio.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 over H0 for `pairs`.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        if pairs.pairs() == 0 {
            return 0.0;
        }
        let (n, shares) = pairs.distribution();
        let s0 = expected_score(self.elo0);
        let s1 = expected_score(self.elo1);
        n * (divergence(&shares, s0) - divergence(&shares, s1))
    }

    /// The verdict, once the ratio has reached a bound.
    pub fn verdict(&self, pairs: &Pentanomial) -> Option<Verdict> {
        let llr = self.llr(pairs);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Verdict::H1)
        } else if llr <= lower {
            Some(Verdict::H0)
        } else {
            None
        }
    }
}

impl Sprt {
    /// One line of the test as it stands: the pairs by outcome, the ratio
    /// within its bounds, and the Elo estimate, e.g. `sprt: 40 pairs [2 9
    /// 18 8 3], LLR +0.41 in (-2.94, +2.94), Elo +8.7 [-27.5, +45.2]`.
    pub fn status(&self, pairs: &Pentanomial) -> String {
        let [a, b, c, d, e] = pairs.counts;
        let (lower, upper) = self.bounds();
        format!(
            "sprt: {} pairs [{a} {b} {c} {d} {e}], LLR {:+.2} in ({lower:+.2}, {upper:+.2}), {}",
            pairs.pairs(),
            self.llr(pairs),
            EloEstimate::of(pairs)
        )
    }

    /// The test's last line: its hypotheses and what it decided, or that
    /// the games ran out first.
    pub fn conclusion(&self, pairs: &Pentanomial) -> String {
        let (elo0, elo1) = (self.elo0, self.elo1);
        let decided = match self.verdict(pairs) {
            Some(Verdict::H1) => format!("H1 accepted: A is {elo1} Elo better rather than {elo0}"),
            Some(Verdict::H0) => format!("H0 accepted: A is {elo0} Elo better rather than {elo1}"),
            None => "no decision: the games ran out first".into(),
        };
        format!(
            "SPRT elo0 {elo0} elo1 {elo1} alpha {} beta {}: {decided}, after {} pairs",
            self.alpha,
            self.beta,
            pairs.pairs()
        )
    }
}

/// Reads `ELO0,ELO1` (`--sprt 0,5`).
pub fn parse_hypotheses(text: &str) -> Result<(f64, f64), String> {
    let bad = || format!("{text:?} is not ELO0,ELO1 (two numbers, such as 0,5)");
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let number = |t: &str| t.trim().parse::<f64>().ok().filter(|x| x.is_finite());
    Ok((number(a).ok_or_else(bad)?, number(b).ok_or_else(bad)?))
}

/// A's Elo over B from the pairs so far, with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The estimate: the Elo of A's mean score per game.
    pub elo: f64,
    /// The interval's lower end (possibly -∞).
    pub low: f64,
    /// The interval's upper end (possibly +∞).
    pub high: f64,
}

impl EloEstimate {
    /// From the pairs: the mean score per game μ, its standard error
    /// σ / √N with σ the standard deviation of a pair's score per game,
    /// and μ ± 1.96 σ / √N turned into Elo (so the interval is not
    /// symmetric about the estimate).
    pub fn of(pairs: &Pentanomial) -> EloEstimate {
        let (n, shares) = pairs.distribution();
        let mean: f64 = SCORES.iter().zip(&shares).map(|(x, p)| x * p).sum();
        let variance: f64 = SCORES
            .iter()
            .zip(&shares)
            .map(|(x, p)| p * (x - mean).powi(2))
            .sum();
        let half = Z_95 * variance.sqrt() / n.sqrt();
        EloEstimate {
            elo: elo_of_score(mean),
            low: elo_of_score(mean - half),
            high: elo_of_score(mean + half),
        }
    }
}

impl fmt::Display for EloEstimate {
    /// `Elo +15.2 [-5.2, +35.7]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Elo {:+.1} [{:+.1}, {:+.1}]",
            self.elo, self.low, self.high
        )
    }
}

/// The games of a match as they end, in any order, turned into pairs in
/// the order of the pairs (games `2k` and `2k + 1` are pair `k`): a pair
/// is counted once it and every pair before it are done, so that the test
/// sees the same pairs in the same order on any number of threads.
#[derive(Clone, Debug, Default)]
pub struct PairsInOrder {
    /// A's half points in each game of each pair, once it has ended.
    games: Vec<[Option<u32>; 2]>,
    /// The pairs counted so far.
    counted: usize,
}

impl PairsInOrder {
    /// Records that game `game` ended with `half_points` for A (0 to 2).
    pub fn record(&mut self, game: usize, half_points: u32) {
        let pair = game / 2;
        if self.games.len() <= pair {
            self.games.resize(pair + 1, [None; 2]);
        }
        self.games[pair][game % 2] = Some(half_points);
    }

    /// A's half points (0 to 4) in the next pair, once both its games and
    /// every earlier pair's have ended.
    pub fn next_pair(&mut self) -> Option<u32> {
        let [Some(first), Some(second)] = *self.games.get(self.counted)? else {
            return None;
        };
        self.counted += 1;
        Some(first + second)
    }

    /// The pairs counted so far.
    pub fn counted(&self) -> usize {
        self.counted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(counts: [u64; 5]) -> Pentanomial {
        Pentanomial { counts }
    }

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    /// The values printed by `python3 cli/tests/data/sprt_reference.py`,
    /// which computes the same statistics from their definition by another
    /// route (the divergence maximised over λ by golden-section search,
    /// not solved for by bisection), pasted here to its six decimals.
    #[test]
    fn the_reference_values_agree() {
        // Counts, ELO0, ELO1, the ratio, and Elo with its interval.
        type Case = ([u64; 5], f64, f64, f64, [f64; 3]);
        let cases: [Case; 6] = [
            (
                [10, 20, 40, 20, 10],
                0.0,
                5.0,
                -0.034507,
                [0.0, -37.4421, 37.4421],
            ),
            (
                [5, 30, 100, 40, 8],
                0.0,
                5.0,
                0.577899,
                [15.1981, -5.2442, 35.7463],
            ),
            (
                [5, 30, 100, 40, 8],
                -5.0,
                0.0,
                0.797402,
                [15.1981, -5.2442, 35.7463],
            ),
            (
                [0, 3, 50, 60, 20],
                0.0,
                10.0,
                3.772845,
                [132.8039, 108.3083, 158.6297],
            ),
            (
                [12, 80, 150, 90, 20],
                0.0,
                2.0,
                0.327600,
                [12.8373, -3.8126, 29.5463],
            ),
            (
                [1, 0, 0, 0, 0],
                0.0,
                5.0,
                -0.014524,
                [-1041.0844, f64::NEG_INFINITY, -408.6423],
            ),
        ];
        for (counts, elo0, elo1, llr, [elo, low, high]) in cases {
            let sprt = Sprt::new(elo0, elo1, 0.05, 0.05).unwrap();
            let got = sprt.llr(&pairs(counts));
            assert!(close(got, llr, 1e-6), "{counts:?}: llr {got}, not {llr}");
            let e = EloEstimate::of(&pairs(counts));
            assert!(close(e.elo, elo, 1e-4), "{counts:?}: {e}");
            assert!(close(e.high, high, 1e-4), "{counts:?}: {e}");
            assert!(e.low == low || close(e.low, low, 1e-4), "{counts:?}: {e}");
        }
        let (lower, upper) = Sprt::new(0.0, 5.0, 0.05, 0.05).unwrap().bounds();
        assert!(close(lower, -2.944439, 1e-6) && close(upper, 2.944439, 1e-6));
    }

    #[test]
    fn hand_worked_cases() {
        // Elo: a score of 3/4 is 400 log10(3) = 190.85 Elo; 1/2 is 0.
        assert!(close(elo_of_score(0.75), 190.848_501_887_865, 1e-9));
        assert!(close(expected_score(190.848_501_887_865), 0.75, 1e-12));
        // Mirror-image counts: a mean of exactly 1/2, Elo 0, an interval
        // symmetric about it, and no evidence for +5 over -5 nor against.
        let even = pairs([3, 10, 30, 10, 3]);
        let e = EloEstimate::of(&even);
        assert!(
            close(e.elo, 0.0, 1e-9) && close(e.low, -e.high, 1e-9),
            "{e}"
        );
        let sprt = Sprt::new(-5.0, 5.0, 0.05, 0.05).unwrap();
        assert!(close(sprt.llr(&even), 0.0, 1e-9));
        // When the hypotheses' scores are near each other, the ratio is
        // about N (s1 - s0) (2 mu - s0 - s1) / (2 var) (Van den Bergh's
        // approximation): here mu = 0.5, s0 = 0.5, s1 = 0.50719, var =
        // 0.075 for shares 0.1 0.2 0.4 0.2 0.1, N = 100: about -0.0345.
        let sprt = Sprt::new(0.0, 5.0, 0.05, 0.05).unwrap();
        let s1 = expected_score(5.0);
        let approx = 100.0 * (s1 - 0.5) * (1.0 - 0.5 - s1) / (2.0 * 0.075);
        assert!(close(sprt.llr(&pairs([10, 20, 40, 20, 10])), approx, 1e-4));
        // Bounds of alpha = beta = 0.05: ln(0.05/0.95) and ln(19).
        assert!(close(sprt.bounds().1, 19f64.ln(), 1e-12));
    }

    #[test]
    fn the_test_stops_at_a_bound() {
        let sprt = Sprt::new(0.0, 10.0, 0.05, 0.05).unwrap();
        assert_eq!(sprt.verdict(&Pentanomial::default()), None);
        // Ratios by the reference script: 0.0149, 3.7728, -3.8830.
        assert_eq!(sprt.verdict(&pairs([2, 5, 10, 6, 2])), None);
        assert_eq!(sprt.verdict(&pairs([0, 3, 50, 60, 20])), Some(Verdict::H1));
        assert_eq!(sprt.verdict(&pairs([20, 60, 50, 3, 0])), Some(Verdict::H0));
    }

    #[test]
    fn pairs_are_counted_in_their_order() {
        let mut pairs = PairsInOrder::default();
        // Pair 1 ends first: it waits for pair 0.
        pairs.record(3, 2);
        pairs.record(2, 1);
        assert_eq!(pairs.next_pair(), None);
        pairs.record(0, 0);
        assert_eq!(pairs.next_pair(), None);
        pairs.record(1, 2);
        assert_eq!(pairs.next_pair(), Some(2));
        assert_eq!(pairs.next_pair(), Some(3));
        assert_eq!(pairs.next_pair(), None);
        assert_eq!(pairs.counted(), 2);
    }

    #[test]
    fn hypotheses_are_read_and_checked() {
        assert_eq!(parse_hypotheses("0,5"), Ok((0.0, 5.0)));
        assert_eq!(parse_hypotheses("-1.5, 2"), Ok((-1.5, 2.0)));
        for bad in ["5", "a,b", "0,5,6", "0,inf", ""] {
            assert!(parse_hypotheses(bad).is_err(), "{bad}");
        }
        assert!(Sprt::new(5.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.0, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.05, 0.5).is_err());
        let mut p = Pentanomial::default();
        p.add(4);
        p.add(9);
        p.add(1);
        assert_eq!(p.counts, [0, 1, 0, 0, 2]);
    }
}
