//! A weaker engine on request: a skill level from a beginner's to full
//! strength, playing a seeded choice among its best lines so that it does
//! not replay the same game.

use super::score::Score;

/// How strongly a [`Searcher`](super::Searcher) plays: a level from 0 (a
/// beginner) to 20 (full strength, the default).
///
/// Below 20 the searcher does two things. It searches at most
/// [`Skill::node_budget`] positions a move, `250 * 2^(0.6 * level)`
/// rounded (250 at level 0, 16,000 at 10, 675,588 at 19), whatever the
/// limits allow beyond; and it searches at least four best lines
/// (MultiPV) and plays one of them, not always the best: each line's score
/// is raised by the weakness (`120 - 2 * level`) times its distance below
/// the best, over 128, plus a random share of the lines' spread (between
/// 0.2 and 2 points), and the line with the highest raised score is
/// played, the way Stockfish weakens itself. The random numbers come from the searcher's skill seed
/// ([`Searcher::set_skill_seed`](super::Searcher::set_skill_seed)),
/// advanced at every move: a searcher with the same seed plays the same
/// moves (so a test can replay a game), and a program that wants a new
/// game each time gives each game its own seed.
///
/// The scale has not been measured by matches yet: the levels are ordered
/// by construction (fewer positions and a wider choice below), not by
/// measured strength.
///
/// ```
/// use jetan::search::{Limits, Searcher, Skill};
/// use jetan::Position;
/// assert_eq!(Skill::default(), Skill::FULL);
/// assert_eq!(Skill::new(21), None);
/// assert_eq!(Skill::new(10).unwrap().node_budget(), Some(16_000));
/// let mut searcher = Searcher::new(1);
/// searcher.set_skill(Skill::new(3).unwrap());
/// searcher.set_skill_seed(7);
/// let result = searcher.search(&Position::default(), Limits::depth(20));
/// assert!(result.nodes <= 871 + 1);
/// # let _ = result.best_move.unwrap();
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Skill(u8);

/// The node budgets of the levels below full strength:
/// `250 * 2^(0.6 * level)`, rounded.
const NODE_BUDGET: [u64; 20] = [
    250, 379, 574, 871, 1_320, 2_000, 3_031, 4_595, 6_964, 10_556, 16_000, 24_251, 36_758, 55_715,
    84_449, 128_000, 194_012, 294_067, 445_722, 675_588,
];

/// The fewest lines a weakened searcher chooses among.
pub(super) const SKILL_LINES: usize = 4;

impl Skill {
    /// Full strength: the best move found, every position the limits
    /// allow.
    pub const FULL: Skill = Skill(20);

    /// The weakest level.
    pub const BEGINNER: Skill = Skill(0);

    /// The level `level`, or `None` above 20.
    pub const fn new(level: u8) -> Option<Skill> {
        if level <= 20 {
            Some(Skill(level))
        } else {
            None
        }
    }

    /// The level, 0 to 20.
    pub const fn level(self) -> u8 {
        self.0
    }

    /// The most positions a move at this level; `None` at full strength.
    pub const fn node_budget(self) -> Option<u64> {
        if self.0 >= 20 {
            None
        } else {
            Some(NODE_BUDGET[self.0 as usize])
        }
    }

    /// The line to play among `scores`, best first, with `random` the next
    /// number of the searcher's generator: the index of the highest score
    /// once each is raised by the weakness' share of its distance below
    /// the best, and a random share of the spread of the scores.
    pub(super) fn choose(self, scores: &[Score], mut random: impl FnMut() -> u64) -> usize {
        if self == Skill::FULL || scores.len() < 2 {
            return 0;
        }
        // Wins and losses count as the farthest evaluation, so that the
        // arithmetic stays in range.
        let value = |s: &Score| i64::from(s.encoded().clamp(-Score::MAX_EVAL, Score::MAX_EVAL));
        let top = value(&scores[0]);
        // The random share spans the scores' spread, at least a tenth of a
        // Panthan so that lines of equal score are chosen among, and at
        // most a Panthan.
        let spread = (top - value(&scores[scores.len() - 1])).clamp(20, 200);
        let weakness = 120 - 2 * i64::from(self.0);
        let mut best = (i64::MIN, 0);
        for (i, score) in scores.iter().enumerate() {
            let s = value(score);
            let push = (weakness * (top - s) + spread * (random() % weakness as u64) as i64) / 128;
            if s + push > best.0 {
                best = (s + push, i);
            }
        }
        best.1
    }
}

impl Default for Skill {
    /// [`Skill::FULL`].
    fn default() -> Skill {
        Skill::FULL
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_strength_plays_the_best_line() {
        let scores = [Score::from_centipoints(10), Score::from_centipoints(9)];
        assert_eq!(Skill::FULL.choose(&scores, || 12_345), 0);
        // Whatever the draws: were level 20 weakened like the others
        // (weakness 80, spread 20), draws 0 and 79 would raise the second
        // line to 9 + (80 + 20 * 79) / 128 = 21, above the first's 10.
        let mut draws = [0, 79].into_iter();
        assert_eq!(Skill::FULL.choose(&scores, || draws.next().unwrap()), 0);
    }

    #[test]
    fn a_middle_level_raises_each_line_by_its_share() {
        // Level 10: weakness 120 - 2 * 10 = 100; spread 69 - (-29) = 98.
        // Draws 24, 42, 54 (each below 100) raise the lines to
        // 69 + (100 * 0 + 98 * 24) / 128 = 69 + 18 = 87,
        // 11 + (100 * 58 + 98 * 42) / 128 = 11 + 77 = 88 and
        // -29 + (100 * 98 + 98 * 54) / 128 = -29 + 117 = 88: the second
        // line, the first of the two highest.
        let scores = [69, 11, -29].map(Score::from_centipoints);
        let mut draws = [24, 42, 54].into_iter();
        let level = Skill::new(10).unwrap();
        assert_eq!(level.choose(&scores, || draws.next().unwrap()), 1);
    }

    #[test]
    fn a_beginner_may_play_a_line_a_little_worse_but_not_a_blunder() {
        // Level 0: weakness 120, spread min(100 + 900, 200) = 200; each
        // line is raised by (120 * its distance below the best + 200 * r)
        // / 128, r the random number below 120. With r = 0, 119, 0: the
        // best stays 100, the second 90 + 25,000 / 128 = 285, the third
        // -900 + 120,000 / 128 = 37: the second is played. With r = 119,
        // 0, 0: 100 + 23,800 / 128 = 285 against 90 + 9 = 99 and 37: the
        // best.
        let scores = [
            Score::from_centipoints(100),
            Score::from_centipoints(90),
            Score::from_centipoints(-900),
        ];
        let mut draws = [0, 119, 0].into_iter();
        assert_eq!(Skill::BEGINNER.choose(&scores, || draws.next().unwrap()), 1);
        let mut draws = [119, 0, 0].into_iter();
        assert_eq!(Skill::BEGINNER.choose(&scores, || draws.next().unwrap()), 0);
    }

    #[test]
    fn the_budgets_grow_by_half_again_each_level() {
        for level in 1..20 {
            let (a, b) = (NODE_BUDGET[level - 1] as f64, NODE_BUDGET[level] as f64);
            assert!((b / a - 2f64.powf(0.6)).abs() < 0.01, "level {level}");
        }
    }
}
