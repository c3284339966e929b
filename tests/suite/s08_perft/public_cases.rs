//! The public perft cases (`tests/data/public_cases.json`, copied from
//! `shared/perft/`): positions with perft(1), perft(2), sometimes perft(3),
//! and perft(1) after each legal move, worked out independently of this
//! crate under the default rules.

use crate::common;

use jetan::{Color, Position, divide, perft, perft_played};
use std::collections::BTreeMap;

fn cases() -> Vec<serde_json::Value> {
    common::perft_cases("public_cases.json")
}

#[test]
fn perft_one_and_two_and_every_divide_count_match() {
    for case in cases() {
        let text = case["position"].as_str().unwrap();
        let pos = Position::from_text(text).unwrap();
        assert_eq!(perft(&pos, 1), case["perft1"].as_u64().unwrap(), "{text}");
        assert_eq!(perft(&pos, 2), case["perft2"].as_u64().unwrap(), "{text}");
        let expected = common::expected_divide(&case);
        let got: BTreeMap<String, u64> = divide(&pos, 2)
            .into_iter()
            .map(|(m, n)| (m.to_string(), n))
            .collect();
        assert_eq!(got, expected, "{text}");
    }
}

#[test]
fn perft_three_matches_where_given() {
    for case in cases() {
        if let Some(expected) = case.get("perft3").and_then(|v| v.as_u64()) {
            let text = case["position"].as_str().unwrap();
            let pos = Position::from_text(text).unwrap();
            assert_eq!(perft(&pos, 3), expected, "{text}");
        }
    }
}

#[test]
fn the_start_counts_of_rules_section_8_for_either_side() {
    for first in Color::ALL {
        let start = Position::start(first);
        assert_eq!(perft(&start, 1), 92);
        assert_eq!(perft(&start, 2), 8439);
        assert_eq!(perft(&start, 3), 686_112);
        let escapes = start.legal_moves().iter().filter(|m| m.is_escape()).count();
        assert_eq!(escapes, 40, "52 ordinary moves and 40 escapes");
    }
}

#[test]
fn playing_every_leaf_counts_the_same() {
    let start = Position::default();
    assert_eq!(perft_played(&start, 2), 8439);
    for case in cases().iter().take(6) {
        let pos = Position::from_text(case["position"].as_str().unwrap()).unwrap();
        assert_eq!(perft_played(&pos, 2), case["perft2"].as_u64().unwrap());
    }
}

#[test]
fn every_case_round_trips_as_text() {
    for case in cases() {
        let text = case["position"].as_str().unwrap();
        assert_eq!(Position::from_text(text).unwrap().to_string(), text);
    }
}
