//! The static evaluation: how good a quiet position looks, in centipoints,
//! for the side to move.
//!
//! Material, then the features of `features.rs` (each says why it is
//! there) weighted by `weights.rs`, the lead then scaled by `lead.rs`; how
//! the weights were found, with the matches that measured them, is in
//! docs/strength.md ("How the evaluation's weights were found").

pub(crate) mod features;
mod lead;
mod tables;
// Written by `jetan tune`, one weight a line with its feature above it.
#[rustfmt::skip]
pub(crate) mod weights;

use crate::position::Position;
use crate::rules::ChiefCapture;
use crate::types::{ByRole, Role};
#[cfg(feature = "tuning")]
use features::{COUNT, Features};
pub(crate) use lead::{CaptureGain, bareness, exposure, grow_lead, scale_lead};

/// Each piece kind's worth in centipoints: the crate's default value table
/// (RULES.md 6.4, after Cazaux and Knowlton), and for the Chief 15 points,
/// more than a Flier and a half (14.25), so that the search never trades
/// him for one. A Chief taken ends the game, but for one taken by a lesser
/// piece under `chief=removed`, and the search scores that end as such: his
/// worth only counts where play goes on without him. The Princess is never
/// taken off the board while the game goes on: she has no worth.
const VALUE_CENTIPOINTS: ByRole<i32> = ByRole::from_array([
    1500, // Chief
    0,    // Princess
    950,  // Flier
    490,  // Dwar
    170,  // Padwar
    190,  // Warrior
    560,  // Thoat
    200,  // Panthan
]);

/// The worth of a piece of kind `role` in centipoints.
pub(crate) const fn value(role: Role) -> i32 {
    VALUE_CENTIPOINTS.at(role)
}

/// The evaluation of a position, with whether the other side could take
/// the side to move's Princess next move: the search asks both of most
/// positions it evaluates, and the threat map of her room answers the
/// second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Evaluation {
    /// The evaluation for the side to move ([`centipoints`]).
    pub(crate) centipoints: i32,
    /// Whether her Princess is attacked (`search::princess::attacked`).
    pub(crate) princess_attacked: bool,
}

/// The evaluation of `pos` for the side to move.
pub(crate) fn centipoints(pos: &Position) -> i32 {
    evaluate(pos).centipoints
}

/// The evaluation of `pos` for the side to move, and whether her Princess
/// is attacked.
pub(crate) fn evaluate(pos: &Position) -> Evaluation {
    let census = Census::of(pos);
    let material = census.material();
    let mut weighed = Weighed::default();
    let tallied = features::tally(pos, material, &census, &mut weighed);
    let score = material + mix(weighed.middle, weighed.end, tallied.phase);
    let us = pos.side_to_move();
    let score = grow_lead(score, |ours| {
        bareness(pos, if ours { us } else { us.opposite() })
    });
    let centipoints = if pos.rules().chief == ChiefCapture::Draw {
        scale_lead(score, |ours| {
            exposure(pos, if ours { us } else { us.opposite() })
        })
    } else {
        score
    };
    Evaluation {
        centipoints,
        princess_attacked: tallied.princess_attacked,
    }
}

/// The material of the side to move less the other side's, in centipoints.
/// The Princess is never taken off the board: she has no material worth.
pub(crate) fn material(pos: &Position) -> i32 {
    Census::of(pos).material()
}

/// How many pieces of each kind each side has, counted once a position
/// for the material and for the features that read the same counts (each
/// kind's worth in play, the phase). The Princess, who has no worth, is
/// not counted: her count is 0.
pub(crate) struct Census {
    /// The side to move's pieces of each kind.
    pub(crate) ours: ByRole<i32>,
    /// The other side's.
    pub(crate) theirs: ByRole<i32>,
}

impl Census {
    /// The pieces of `pos`.
    #[inline(always)]
    pub(crate) fn of(pos: &Position) -> Census {
        let board = pos.board();
        let ours = board.by_color(pos.side_to_move());
        let count = |mine: bool| {
            ByRole::from_fn(|role| {
                if role == Role::Princess {
                    // She has no worth, and no feature counts her here.
                    return 0;
                }
                let pieces = board.by_role(role);
                let pieces = if mine { pieces & ours } else { pieces - ours };
                pieces.len() as i32
            })
        };
        Census {
            ours: count(true),
            theirs: count(false),
        }
    }

    /// The side to move's material less the other side's (see
    /// [`material`]).
    #[inline(always)]
    pub(crate) fn material(&self) -> i32 {
        Role::ALL
            .into_iter()
            .map(|role| (self.ours[role] - self.theirs[role]) * value(role))
            .sum()
    }
}

/// The features weighed as they are counted, by the weights of
/// `weights.rs`: constants, so that each feature's weight is folded into
/// the code that counts it.
#[derive(Default)]
struct Weighed {
    middle: i64,
    end: i64,
}

impl features::Tally for Weighed {
    #[inline(always)]
    fn add(&mut self, feature: usize, count: i32) {
        self.middle += i64::from(weights::MIDDLE[feature]) * i64::from(count);
        self.end += i64::from(weights::END[feature]) * i64::from(count);
    }

    #[inline(always)]
    fn weighs(&self, feature: usize) -> bool {
        weights::MIDDLE[feature] != 0 || weights::END[feature] != 0
    }
}

/// The features of `features` weighted by `middle` and `end`, mixed by the
/// game's phase, in centipoints: the evaluation under other weights.
#[cfg(feature = "tuning")]
pub(crate) fn weigh(features: &Features, middle: &[i32; COUNT], end: &[i32; COUNT]) -> i32 {
    let dot = |weights: &[i32; COUNT]| -> i64 {
        features
            .counts
            .iter()
            .zip(weights)
            .map(|(&count, &weight)| i64::from(count) * i64::from(weight))
            .sum()
    };
    mix(dot(middle), dot(end), features.phase)
}

/// The middle game's and the end's weighed sums (in 64ths of a
/// centipoint) mixed by `phase` (out of 256), in centipoints.
#[inline(always)]
fn mix(middle: i64, end: i64, phase: i32) -> i32 {
    let phase = i64::from(phase);
    // A feature's count is at most 49 (the squares within three king steps
    // of a Princess) or, for the closing term, 6 for each of 19 pieces
    // times 1000 / 160, and a weight a few thousand 64ths: the sum stays far
    // inside an i32 once scaled back to centipoints.
    ((middle * phase + end * (256 - phase)) / (256 * 64)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::princess;
    use crate::test_support::{MOVE_READINGS, random_positions_under};
    use crate::types::Color;

    #[test]
    fn the_evaluation_says_whether_her_princess_is_attacked() {
        // `princess::attacked` (itself checked against the legal moves in
        // quiescence.rs) is asked apart from the evaluation: the two must
        // agree for either side to move, under the readings that change how
        // a piece reaches her or how her square is judged.
        let mut readings = MOVE_READINGS.to_vec();
        readings.extend(["threat=in-place", "capture=duel"]);
        let (mut attacked, mut not) = (0, 0);
        for (reading, black) in random_positions_under(&readings, 300, 10, &mut 31) {
            for pos in [black, black.with_side_to_move(Color::Orange)] {
                let expected = princess::attacked(&pos);
                assert_eq!(
                    evaluate(&pos).princess_attacked,
                    expected,
                    "{reading}: {pos}"
                );
                if expected { attacked += 1 } else { not += 1 }
            }
        }
        assert!(
            attacked > 300 && not > 300,
            "{attacked} attacked, {not} not"
        );
    }

    #[test]
    fn the_census_counts_each_side_and_the_material_follows_the_table() {
        // Black: Chief, Flier and Princess; Orange: a Panthan and Princess.
        // For Black to move, 1500 + 950 - 200 = 2250 (RULES.md 6.4; the
        // Chief 1500 here, `VALUE_CENTIPOINTS`); the Princesses are worth
        // nothing.
        let text = |side| format!("9P/10/10/10/10/10/10/10/1f1c5N/p9 {side} - 0 1");
        let black = Position::from_text(&text("b")).unwrap();
        let census = Census::of(&black);
        assert_eq!(census.ours[Role::Chief], 1);
        assert_eq!(census.ours[Role::Flier], 1);
        assert_eq!(census.theirs[Role::Panthan], 1);
        assert_eq!(census.theirs[Role::Chief], 0);
        assert_eq!(
            census.ours[Role::Princess] + census.theirs[Role::Princess],
            0
        );
        assert_eq!(material(&black), 2250);
        let orange = Position::from_text(&text("o")).unwrap();
        assert_eq!(Census::of(&orange).theirs[Role::Chief], 1);
        assert_eq!(material(&orange), -2250);
    }

    #[test]
    fn the_start_is_level_but_for_the_tempo() {
        // Every feature but the tempo is the same for both sides, and all
        // the start's material is on the board: the middle game's tempo,
        // in whole centipoints.
        let tempo = weights::MIDDLE[features::TEMPO] / 64;
        assert_eq!(centipoints(&Position::default()), tempo);
        assert!(tempo > 0);
    }
}
