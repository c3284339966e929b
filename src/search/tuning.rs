//! The evaluation taken apart, for a program that fits its weights to
//! played games (`jetan tune`, docs/strength.md): each position's feature
//! counts, and the evaluation they give under any weights.
//!
//! Only with the `tuning` feature, and not part of the stable interface:
//! the features change whenever the evaluation does.

use super::eval::{self, features, weights};
use crate::position::Position;
use crate::rules::ChiefCapture;
use alloc::format;
use alloc::string::String;
use core::fmt::Write;

/// How many features the evaluation weighs.
pub const FEATURES: usize = features::COUNT;

/// The features' names, in the order of [`Sample::counts`] and of the
/// weights.
pub const NAMES: [&str; FEATURES] = features::NAMES;

/// The evaluation's weights, in 64ths of a centipoint a count: one set for
/// the middle game (all the start's material on the board) and one for the
/// end (only the royals left), mixed by [`Sample::phase`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Weights {
    /// The middle game's weights.
    pub middle: [i32; FEATURES],
    /// The end's weights.
    pub end: [i32; FEATURES],
}

impl Weights {
    /// The weights the search uses.
    pub const CURRENT: Weights = Weights {
        middle: weights::MIDDLE,
        end: weights::END,
    };

    /// The text of the source file that holds the weights
    /// (`src/search/eval/weights.rs`), with `how` (one line or more) as its
    /// account of how they were found.
    pub fn source(&self, how: &str) -> String {
        let mut text = String::from(
            "//! The weights of the evaluation's features (`features.rs`), in 64ths of a\n\
             //! centipoint, one for the middle game and one for the end: the\n\
             //! evaluation mixes the two by how much material is left. Written by\n\
             //! `jetan tune`; docs/strength.md says how they were found.\n//!\n",
        );
        for line in how.lines() {
            let _ = writeln!(text, "//! {line}");
        }
        text.push_str("\nuse super::features::COUNT;\n");
        for (doc, name, weights) in [
            (
                "when all the material of the start is on the board",
                "MIDDLE",
                &self.middle,
            ),
            ("when only the royals are left", "END", &self.end),
        ] {
            let _ = write!(
                text,
                "\n/// The weights {doc}.\npub(crate) const {name}: [i32; COUNT] = [\n"
            );
            for (weight, feature) in weights.iter().zip(NAMES) {
                text.push_str(&format!("    // {feature}\n    {weight},\n"));
            }
            text.push_str("];\n");
        }
        text
    }
}

/// One position's evaluation taken apart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sample {
    /// The material of the side to move less the other side's, in
    /// centipoints: not weighted by the features' weights.
    pub material: i32,
    /// Each feature's count, the side to move's less the other side's.
    pub counts: [i32; FEATURES],
    /// The non-royal material on the board, from 256 (the start's or more)
    /// down to 0 (none): the middle game's weights count `phase / 256`, the
    /// end's the rest.
    pub phase: i32,
    /// Under the default rules, how exposed each side's Chief is (the side
    /// to move's first), in 256ths: the leader's share of the lead lost.
    /// `None` where a Chief taken by a lesser piece does not draw.
    pub exposures: Option<[i32; 2]>,
    /// How bare each side's Princess is of pieces to shield her (the side
    /// to move's first), in 256ths: the other side's lead grows by it.
    pub bareness: [i32; 2],
}

/// The evaluation of `pos` (for the side to move) taken apart.
pub fn sample(pos: &Position) -> Sample {
    let material = eval::material(pos);
    let features = features::features(pos, material);
    let us = pos.side_to_move();
    Sample {
        material,
        counts: features.counts,
        phase: features.phase,
        exposures: (pos.rules().chief == ChiefCapture::Draw)
            .then(|| [eval::exposure(pos, us), eval::exposure(pos, us.opposite())]),
        bareness: [eval::bareness(pos, us), eval::bareness(pos, us.opposite())],
    }
}

impl Sample {
    /// The evaluation under `weights`, in centipoints for the side to move:
    /// under [`Weights::CURRENT`], the search's own.
    pub fn centipoints(&self, weights: &Weights) -> i32 {
        let features = features::Features {
            counts: self.counts,
            phase: self.phase,
        };
        let score = self.material + eval::weigh(&features, &weights.middle, &weights.end);
        let [ours, theirs] = self.bareness;
        let score = eval::grow_lead(score, |us| if us { ours } else { theirs });
        match self.exposures {
            Some([ours, theirs]) => eval::scale_lead(score, |us| if us { ours } else { theirs }),
            None => score,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SplitMix64;
    use crate::search::evaluate;

    /// Positions of random games from the start, under the default rules
    /// (a Chief taken by a lesser piece draws, and the evaluation scales a
    /// lead by the leader's exposed Chief) and under JetanAgents' rules
    /// (the Chief is removed and play goes on: no scaling).
    fn positions() -> impl Iterator<Item = Position> {
        let mut rng = SplitMix64::new(3);
        let mut all = alloc::vec::Vec::new();
        for rules in [crate::Rules::default(), crate::Rules::JETAN_AGENTS] {
            for _ in 0..20 {
                let mut pos = Position::start_with(rules, crate::Color::Black);
                for _ in 0..200 {
                    let moves = pos.legal_moves();
                    if pos.is_over() || moves.is_empty() {
                        break;
                    }
                    all.push(pos);
                    pos.play_unchecked(moves[rng.below(moves.len())]);
                }
            }
        }
        all.into_iter()
    }

    #[test]
    fn a_sample_under_the_current_weights_is_the_searchs_evaluation() {
        let mut seen = 0;
        for pos in positions() {
            let total = evaluate(&pos).total.centipoints();
            assert_eq!(
                Some(sample(&pos).centipoints(&Weights::CURRENT)),
                total,
                "{pos}"
            );
            seen += 1;
        }
        assert!(seen > 2_000, "{seen} positions");
    }

    #[test]
    fn other_weights_give_another_evaluation() {
        // Only the tempo, one centipoint (64 64ths) in both phases: the
        // start is worth 1 to the side to move (neither Chief has an
        // opposing piece within six king steps), and an Orange Flier against
        // Black to move without Chiefs -950 + 1, a lead that grows by
        // Black's bareness, seven pieces short of seven: -949 * (256 + 112)
        // / 256, -1364.1875, rounded toward zero.
        let mut tempo = Weights {
            middle: [0; FEATURES],
            end: [0; FEATURES],
        };
        tempo.middle[0] = 64;
        tempo.end[0] = 64;
        assert_eq!(sample(&Position::default()).centipoints(&tempo), 1);
        let flier = Position::from_text("9P/10/10/10/10/10/10/10/F9/p9 b - 0 1").unwrap();
        assert_eq!(sample(&flier).centipoints(&tempo), -1364);
    }

    #[test]
    fn the_source_of_the_current_weights_is_the_file_that_holds_them() {
        let file = include_str!("eval/weights.rs");
        let how = file
            .lines()
            .skip(5)
            .take_while(|line| line.starts_with("//!"))
            .map(|line| line.trim_start_matches("//!").trim_start())
            .collect::<alloc::vec::Vec<_>>()
            .join("\n");
        assert_eq!(Weights::CURRENT.source(&how), file);
    }
}
