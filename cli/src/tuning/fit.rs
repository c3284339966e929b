//! The logistic fit of the evaluation's weights (Texel's method): the
//! weights under which `1 / (1 + 10^(-k * evaluation / 400))` best predicts
//! the labels, in the mean of the squared errors.
//!
//! The evaluation is linear in its weights but for the lead's scalings (by
//! the exposed Chief and by the bare Princess), which depend only on the
//! sign of the score: the gradient is exact wherever the sign does not
//! change.

use super::data::Labelled;
use jetan::search::tuning::{FEATURES, Weights};

/// The weights as the fit holds them: the middle game's, then the end's,
/// in 64ths of a centipoint.
type Params = [f64; 2 * FEATURES];

/// A labelled position made ready for the fit.
#[derive(Clone, Debug)]
pub struct Row {
    /// The material, in centipoints.
    material: f64,
    /// What each weight is multiplied by to give centipoints: a feature's
    /// count times its phase's share, over 64.
    inputs: Params,
    /// The two Chiefs' exposures in 256ths (the side to move's first).
    exposures: Option<[f64; 2]>,
    /// How bare the two Princesses are in 256ths (the side to move's
    /// first).
    bareness: [f64; 2],
    /// The label.
    label: f64,
}

impl From<&Labelled> for Row {
    fn from(labelled: &Labelled) -> Row {
        let sample = &labelled.sample;
        let phase = f64::from(sample.phase);
        let mut inputs = [0.0; 2 * FEATURES];
        for (i, &count) in sample.counts.iter().enumerate() {
            inputs[i] = f64::from(count) * phase / (256.0 * 64.0);
            inputs[FEATURES + i] = f64::from(count) * (256.0 - phase) / (256.0 * 64.0);
        }
        Row {
            material: f64::from(sample.material),
            inputs,
            exposures: sample.exposures.map(|e| e.map(f64::from)),
            bareness: sample.bareness.map(f64::from),
            label: labelled.label,
        }
    }
}

impl Row {
    /// Moves the label toward a deeper search's score of `centipoints`:
    /// `mix` times the label as it was (the game's result) plus the rest
    /// times the chance of a win that curve `k` gives the score.
    pub fn toward(&mut self, centipoints: f64, k: f64, mix: f64) {
        self.label = mix * self.label + (1.0 - mix) * predict(k, centipoints);
    }

    /// The evaluation under `params` in centipoints, and how much each
    /// centipoint of the unscaled score becomes after the lead's scalings.
    fn evaluate(&self, params: &Params) -> (f64, f64) {
        let score: f64 = self.material
            + self
                .inputs
                .iter()
                .zip(params)
                .map(|(x, w)| x * w)
                .sum::<f64>();
        let [bare_ours, bare_theirs] = self.bareness;
        let grown = (256.0 + if score < 0.0 { bare_ours } else { bare_theirs }) / 256.0;
        let scale = match self.exposures {
            Some([ours, theirs]) => (256.0 - if score > 0.0 { ours } else { theirs }) / 256.0,
            None => 1.0,
        };
        (score * grown * scale, grown * scale)
    }
}

/// The predicted chance of a win for a score of `centipoints` under the
/// scale `k`.
fn predict(k: f64, centipoints: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * centipoints / 400.0))
}

/// The mean squared error of the predictions under `params` and `k`.
pub fn error(rows: &[Row], params: &Params, k: f64) -> f64 {
    let sum: f64 = rows
        .iter()
        .map(|row| (row.label - predict(k, row.evaluate(params).0)).powi(2))
        .sum();
    sum / rows.len().max(1) as f64
}

/// The weights as the fit holds them.
pub fn params(weights: &Weights) -> Params {
    let mut params = [0.0; 2 * FEATURES];
    for i in 0..FEATURES {
        params[i] = f64::from(weights.middle[i]);
        params[FEATURES + i] = f64::from(weights.end[i]);
    }
    params
}

/// The weights of `params`, each rounded to a whole 64th.
pub fn weights(params: &Params) -> Weights {
    let mut weights = Weights {
        middle: [0; FEATURES],
        end: [0; FEATURES],
    };
    for i in 0..FEATURES {
        weights.middle[i] = params[i].round() as i32;
        weights.end[i] = params[FEATURES + i].round() as i32;
    }
    weights
}

/// The scale `k` (between 0.01 and 10) that best predicts the labels under
/// `params`, by golden-section search, which finds the minimum where the
/// error falls and then rises in `k` (as it does on the data seen so far)
/// and one of the minima otherwise.
pub fn fit_k(rows: &[Row], params: &Params) -> f64 {
    let (mut low, mut high) = (0.01f64, 10.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(rows, params, a) < error(rows, params, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// One point (100 centipoints) in the fit's unit, 64ths of a centipoint.
const POINT: f64 = 6400.0;

/// How far `params` are from `prior`: the sum of the squared differences of
/// the weights, in points.
pub fn distance(params: &Params, prior: &Params) -> f64 {
    params
        .iter()
        .zip(prior)
        .map(|(w, p)| ((w - p) / POINT).powi(2))
        .sum()
}

/// Which of the two sets of weights a fit moves; the others stay as they
/// start.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phases {
    /// The middle game's and the end's.
    Both,
    /// The middle game's only.
    Middle,
    /// The end's only.
    End,
}

impl core::str::FromStr for Phases {
    type Err = String;

    fn from_str(text: &str) -> Result<Phases, String> {
        Phases::ALL
            .into_iter()
            .find(|phases| phases.name() == text)
            .ok_or_else(|| format!("{text:?} is not both, middle or end"))
    }
}

impl Phases {
    /// Every choice, in the order `jetan tune --help` names them.
    pub const ALL: [Phases; 3] = [Phases::Both, Phases::Middle, Phases::End];

    /// The choice's name on the command line: `both`, `middle` or `end`.
    pub fn name(self) -> &'static str {
        match self {
            Phases::Both => "both",
            Phases::Middle => "middle",
            Phases::End => "end",
        }
    }

    /// Whether the fit moves the weight at `index` of the fit's
    /// parameters (the middle game's first, then the end's).
    fn moves(self, index: usize) -> bool {
        match self {
            Phases::Both => true,
            Phases::Middle => index < FEATURES,
            Phases::End => index >= FEATURES,
        }
    }
}

/// How a fit is steered: the scale `k`, the steps of Adam and their size
/// (`rate`, in 64ths), the weights it is pulled toward with the strength
/// `pull`, and which weights it moves.
#[derive(Clone, Copy, Debug)]
pub struct Descent<'a> {
    /// The scale of the predictions.
    pub k: f64,
    /// The number of steps.
    pub iterations: u32,
    /// Each step's size, in 64ths of a centipoint.
    pub rate: f64,
    /// The weights the fit is pulled toward.
    pub prior: &'a Params,
    /// How much a squared point of distance from `prior` costs, against
    /// the mean squared error: 0 for no pull.
    pub pull: f64,
    /// The weights the fit moves.
    pub phases: Phases,
    /// The features whose weights the fit moves (of `phases`): true for
    /// each that moves.
    pub features: [bool; FEATURES],
}

/// `start` after the steps of Adam of `descent` down the gradient of
/// [`error`] plus `pull` times the [`distance`] from the prior (an L2
/// penalty, which keeps weights the data barely tells apart near the
/// prior's instead of splitting them arbitrarily). Only the weights of
/// `descent.phases` and `descent.features` move; the others stay as in
/// `start`.
pub fn fit_params(rows: &[Row], start: &Params, descent: &Descent) -> Params {
    let Descent {
        k,
        iterations,
        rate,
        prior,
        pull,
        phases,
        features,
    } = *descent;
    let (beta1, beta2, epsilon) = (0.9f64, 0.999f64, 1e-12);
    let mut params = *start;
    let mut first = [0.0; 2 * FEATURES];
    let mut second = [0.0; 2 * FEATURES];
    let ln10 = 10f64.ln();
    for step in 1..=iterations {
        let mut gradient = [0.0; 2 * FEATURES];
        for row in rows {
            let (score, scale) = row.evaluate(&params);
            let p = predict(k, score);
            // d(error)/d(score), then d(score)/d(weight) = input * scale.
            let slope = 2.0 * (p - row.label) * p * (1.0 - p) * k * ln10 / 400.0 * scale;
            for (g, x) in gradient.iter_mut().zip(&row.inputs) {
                *g += slope * x;
            }
        }
        let n = rows.len().max(1) as f64;
        let (correct1, correct2) = (1.0 - beta1.powi(step as i32), 1.0 - beta2.powi(step as i32));
        let moves = |i: usize| phases.moves(i) && features[i % FEATURES];
        for i in (0..2 * FEATURES).filter(|&i| moves(i)) {
            let g = gradient[i] / n + 2.0 * pull * (params[i] - prior[i]) / (POINT * POINT);
            first[i] = beta1 * first[i] + (1.0 - beta1) * g;
            second[i] = beta2 * second[i] + (1.0 - beta2) * g * g;
            params[i] -= rate * (first[i] / correct1) / ((second[i] / correct2).sqrt() + epsilon);
        }
    }
    params
}

#[cfg(test)]
mod tests {
    use super::*;
    use jetan::search::tuning::Sample;

    /// Rows whose labels are exactly the predictions of `truth` under
    /// `k`: soft labels, so that `truth` and `k` are the best fit.
    fn rows(truth: &Params, k: f64) -> Vec<Row> {
        let mut rows = Vec::new();
        // A linear congruential generator: any spread of counts will do.
        let mut seed = 1u64;
        let mut next = |below: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) % below) as i32
        };
        for _ in 0..400 {
            let mut counts = [0; FEATURES];
            for count in &mut counts {
                *count = next(7) - 3;
            }
            let labelled = Labelled {
                sample: Sample {
                    material: next(301) - 150,
                    counts,
                    phase: next(257),
                    exposures: None,
                    bareness: [0, 0],
                },
                label: 0.0,
            };
            let mut row = Row::from(&labelled);
            row.label = predict(k, row.evaluate(truth).0);
            rows.push(row);
        }
        rows
    }

    fn truth() -> Params {
        let mut truth = [0.0; 2 * FEATURES];
        for (i, w) in truth.iter_mut().enumerate() {
            *w = (i as f64 * 37.0) % 900.0 - 450.0;
        }
        truth
    }

    #[test]
    fn the_scale_of_the_data_is_found() {
        let rows = rows(&truth(), 1.3);
        assert!((fit_k(&rows, &truth()) - 1.3).abs() < 1e-3);
    }

    #[test]
    fn the_weights_that_made_the_labels_are_found() {
        let truth = truth();
        let rows = rows(&truth, 1.0);
        let start = [0.0; 2 * FEATURES];
        let descent = Descent {
            k: 1.0,
            iterations: 3000,
            rate: 20.0,
            prior: &start,
            pull: 0.0,
            phases: Phases::Both,
            features: [true; FEATURES],
        };
        let fitted = fit_params(&rows, &start, &descent);
        assert!(error(&rows, &fitted, 1.0) < error(&rows, &start, 1.0) / 100.0);
        for (f, t) in fitted.iter().zip(&truth) {
            assert!((f - t).abs() < 40.0, "{f} against {t}");
        }
    }

    #[test]
    fn a_fit_of_one_phase_or_of_some_features_keeps_the_others_weights() {
        // Labels from `truth`, every weight starting at 0. Fitting the
        // end's weights alone lowers the error and leaves every middle
        // game's weight at 0, though the labels call for others; fitting
        // the middle game's alone the other way round.
        let truth = truth();
        let rows = rows(&truth, 1.0);
        let start = [0.0; 2 * FEATURES];
        let descent = Descent {
            k: 1.0,
            iterations: 300,
            rate: 20.0,
            prior: &start,
            pull: 0.0,
            phases: Phases::End,
            features: [true; FEATURES],
        };
        let fitted = fit_params(&rows, &start, &descent);
        assert!(error(&rows, &fitted, 1.0) < error(&rows, &start, 1.0));
        assert_eq!(fitted[..FEATURES], start[..FEATURES]);
        assert!(fitted[FEATURES..].iter().all(|&w| w != 0.0));
        let middle = fit_params(
            &rows,
            &start,
            &Descent {
                phases: Phases::Middle,
                ..descent
            },
        );
        assert_eq!(middle[FEATURES..], start[FEATURES..]);
        assert!(middle[..FEATURES].iter().all(|&w| w != 0.0));
        // Fitting the third feature alone, in both phases, moves its two
        // weights and no other.
        let mut features = [false; FEATURES];
        features[2] = true;
        let third = fit_params(
            &rows,
            &start,
            &Descent {
                phases: Phases::Both,
                features,
                ..descent
            },
        );
        assert!(error(&rows, &third, 1.0) < error(&rows, &start, 1.0));
        for (i, &w) in third.iter().enumerate() {
            assert_eq!(w != 0.0, i % FEATURES == 2, "weight {i}: {w}");
        }
    }

    #[test]
    fn a_label_moves_toward_the_chance_a_score_gives() {
        // Under k = 1 a score of 400 centipoints gives 1 / (1 + 10^-1) =
        // 10/11 and -400 gives 1/11. A label of 1 (a won game) mixed half
        // and half with -400: (1 + 1/11) / 2 = 6/11.
        let mut row = lead_row(0, None, [0, 0]);
        row.label = 0.0;
        row.toward(400.0, 1.0, 0.0);
        assert!((row.label - 10.0 / 11.0).abs() < 1e-12, "{}", row.label);
        row.label = 1.0;
        row.toward(-400.0, 1.0, 0.5);
        assert!((row.label - 6.0 / 11.0).abs() < 1e-12, "{}", row.label);
        // All of the result: the label stays.
        row.toward(400.0, 1.0, 1.0);
        assert!((row.label - 6.0 / 11.0).abs() < 1e-12, "{}", row.label);
    }

    #[test]
    fn distance_is_in_squared_points() {
        let prior = [0.0; 2 * FEATURES];
        let mut params = prior;
        // One weight a point away, another half a point the other way.
        params[3] = 6400.0;
        params[FEATURES + 1] = -3200.0;
        assert_eq!(distance(&params, &prior), 1.25);
    }

    #[test]
    fn the_pull_alone_leads_to_the_prior() {
        // With no position to learn from, the pull is the only slope.
        let prior = truth();
        let descent = Descent {
            k: 1.0,
            iterations: 3000,
            rate: 20.0,
            prior: &prior,
            pull: 1.0,
            phases: Phases::Both,
            features: [true; FEATURES],
        };
        let fitted = fit_params(&[], &[0.0; 2 * FEATURES], &descent);
        for (f, p) in fitted.iter().zip(&prior) {
            assert!((f - p).abs() < 1.0, "{f} against {p}");
        }
    }

    #[test]
    fn a_pull_keeps_weights_the_data_cannot_move() {
        // The labels come from weights of 0 but for the first; only the
        // first feature is ever counted, so the data says nothing of the
        // others and the pull keeps them at the prior's.
        let mut truth = [0.0; 2 * FEATURES];
        truth[0] = 300.0;
        truth[FEATURES] = 300.0;
        let mut rows = rows(&truth, 1.0);
        for row in &mut rows {
            for (i, x) in row.inputs.iter_mut().enumerate() {
                if i % FEATURES != 0 {
                    *x = 0.0;
                }
            }
            row.label = predict(1.0, row.evaluate(&truth).0);
        }
        let mut prior = [500.0; 2 * FEATURES];
        prior[0] = 0.0;
        prior[FEATURES] = 0.0;
        let descent = Descent {
            k: 1.0,
            iterations: 3000,
            rate: 20.0,
            prior: &prior,
            pull: 1e-6,
            phases: Phases::Both,
            features: [true; FEATURES],
        };
        let fitted = fit_params(&rows, &[0.0; 2 * FEATURES], &descent);
        for i in 1..FEATURES {
            assert!((fitted[i] - 500.0).abs() < 1.0, "{}", fitted[i]);
            assert!((fitted[FEATURES + i] - 500.0).abs() < 1.0);
        }
        // A weak pull barely moves what the data does say.
        assert!((fitted[0] - 300.0).abs() < 40.0, "{}", fitted[0]);
    }

    /// A row of `material` alone, with the two Chiefs' exposures and the
    /// two Princesses' bareness (the side to move's first).
    fn lead_row(material: i32, exposures: Option<[i32; 2]>, bareness: [i32; 2]) -> Row {
        Row::from(&Labelled {
            sample: Sample {
                material,
                counts: [0; FEATURES],
                phase: 0,
                exposures,
                bareness,
            },
            label: 1.0,
        })
    }

    #[test]
    fn the_exposed_chief_scales_the_side_aheads_score() {
        // 256 centipoints of material ahead, the leader's Chief exposed by
        // 64 of 256: 192 left; behind, the other Chief's 128: -128 left.
        let row = |material| lead_row(material, Some([64, 128]), [0, 0]);
        let zero = [0.0; 2 * FEATURES];
        assert_eq!(row(256).evaluate(&zero), (192.0, 0.75));
        assert_eq!(row(-256).evaluate(&zero), (-128.0, 0.5));
    }

    #[test]
    fn the_bare_princess_grows_the_side_aheads_score() {
        // 256 centipoints of material ahead, the side behind bare by 64 of
        // 256: 320; behind, the side to move's own 32: -288.
        let row = |material| lead_row(material, None, [32, 64]);
        let zero = [0.0; 2 * FEATURES];
        assert_eq!(row(256).evaluate(&zero), (320.0, 1.25));
        assert_eq!(row(-256).evaluate(&zero), (-288.0, 1.125));
    }
}
