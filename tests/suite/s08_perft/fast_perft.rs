//! The fast perft of the default move rules, which hands the threat map
//! down from a position to its children, held against the plain path
//! (`perft_plain`, `perft_played_plain`: the map built afresh at every
//! node, the code every other caller runs): the same counts on the public
//! cases, along random games under random rule options, and on generated
//! positions.

use crate::common;
use crate::strategies;

use common::RULE_OPTIONS;
use jetan::testing::{perft_plain, perft_played_plain};
use jetan::{Color, Position, Rules, SplitMix64, perft, perft_played};
use proptest::prelude::*;
use strategies::{config, position_with, some_rules};

/// Both ways of counting, both ways of reaching the leaves, at `depth`.
fn assert_same(pos: &Position, depth: u32, context: &str) {
    assert_eq!(
        perft(pos, depth),
        perft_plain(pos, depth),
        "{context}: perft({depth}) of {pos}"
    );
    assert_eq!(
        perft_played(pos, depth),
        perft_played_plain(pos, depth),
        "{context}: perft_played({depth}) of {pos}"
    );
}

/// Rule text with each option at a random reading, at its default half the
/// time.
fn random_rules_text(rng: &mut SplitMix64) -> String {
    let mut items = Vec::new();
    for (key, values) in RULE_OPTIONS {
        if rng.below(2) == 0 {
            items.push(format!("{key}={}", values[rng.below(values.len())]));
        }
    }
    items.join(",")
}

#[test]
fn the_public_cases_count_the_same_both_ways() {
    for pos in common::public_positions() {
        assert_same(&pos, 2, "public case");
    }
    // Three plies from the start: RULES.md section 8 gives 686112.
    let start = Position::default();
    assert_eq!(perft(&start, 3), 686_112);
    assert_eq!(perft_plain(&start, 3), 686_112);
}

#[test]
fn random_games_under_random_rule_options_count_the_same_both_ways() {
    let mut rng = SplitMix64::new(12);
    for game in 0..16 {
        // Half the games under the default rules, the rest under random
        // options: those whose moves are the default ones (the set-up, the
        // Chief, material and no-move options) take the fast path too.
        let text = if game % 2 == 0 {
            String::new()
        } else {
            random_rules_text(&mut rng)
        };
        let rules: Rules = text.parse().unwrap();
        let first = if game % 4 < 2 {
            Color::Black
        } else {
            Color::Orange
        };
        let mut pos = Position::start_with(rules, first);
        for ply in 0..200 {
            if ply % 5 == 0 {
                assert_same(&pos, 2, &format!("game {game} under {text:?}, ply {ply}"));
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
}

proptest! {
    #![proptest_config(config(48))]

    /// Generated positions: sparse end-games where the material draw
    /// counts, crowded boards, pieces around the Princess.
    #[test]
    fn generated_positions_count_the_same_both_ways(
        case in position_with(some_rules())
    ) {
        for depth in 1..=3 {
            prop_assert_eq!(
                perft(&case.pos, depth),
                perft_plain(&case.pos, depth),
                "perft({}) of {:?}", depth, case
            );
        }
        prop_assert_eq!(
            perft_played(&case.pos, 2),
            perft_played_plain(&case.pos, 2),
            "perft_played(2) of {:?}", case
        );
    }
}
