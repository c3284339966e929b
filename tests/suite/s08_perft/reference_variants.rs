//! Holds the plain reference (`tests/suite/reference/`) to the public perft
//! cases, worked out independently of this crate and copied from
//! `shared/perft/`: `tests/data/public_cases.json` under the default rules,
//! and `tests/data/public_variants2.json` under the readings added with
//! duels, each case under its own `rules` string. For every case: perft(1),
//! perft(2), every per-move count of the divide at depth 2 (escapes written
//! `~`, fallen attackers `*`), and perft(3) where given.
//!
//! A debug build checks every case: the reference's perft(2) of all of them
//! takes a few seconds there, so no subset is needed.

use crate::common;
use crate::reference::{RefPosition, RefRules};
use std::collections::BTreeMap;

/// Checks the reference against one case, under the case's `rules` (the
/// defaults when it has none).
fn check(case: &serde_json::Value) {
    let fen = case["position"].as_str().unwrap();
    let rules_text = case.get("rules").map_or("", |r| r.as_str().unwrap());
    let rules = RefRules::parse(rules_text).unwrap();
    let context = format!("{fen} under {rules_text:?}");
    let pos = RefPosition::parse(fen).unwrap();
    assert_eq!(pos.to_text(), fen, "round trip of {context}");
    assert!(pos.validate_panthans(&rules).is_empty(), "{context}");
    assert_eq!(pos.validate_count(&rules), None, "{context}");
    let perft1 = case["perft1"].as_u64().unwrap();
    assert_eq!(pos.perft(1, &rules), perft1, "perft(1) of {context}");
    let got: BTreeMap<String, u64> = pos.divide(2, &rules).into_iter().collect();
    assert_eq!(got, common::expected_divide(case), "divide(2) of {context}");
    let perft2 = case["perft2"].as_u64().unwrap();
    assert_eq!(got.values().sum::<u64>(), perft2, "perft(2) of {context}");
    if let Some(perft3) = case.get("perft3").and_then(|v| v.as_u64()) {
        assert_eq!(pos.perft(3, &rules), perft3, "perft(3) of {context}");
    }
}

#[test]
fn every_public_case_matches_the_reference_under_the_default_rules() {
    let cases = common::perft_cases("public_cases.json");
    assert!(!cases.is_empty());
    for case in &cases {
        assert!(case.get("rules").is_none(), "the default rules only");
        check(case);
    }
}

#[test]
fn every_public_variant_case_matches_the_reference_under_its_rules() {
    let cases = common::perft_cases("public_variants2.json");
    assert_eq!(cases.len(), 60);
    for case in &cases {
        check(case);
    }
}

/// The variant cases exercise the new move kinds: some divide lists a
/// fallen attacker, and some an escape under `escape-when=threatened`.
#[test]
fn the_variant_cases_list_fallen_attackers_and_threatened_escapes() {
    let cases = common::perft_cases("public_variants2.json");
    let listed = |rules: &str, mark: char| {
        cases.iter().any(|case| {
            case["rules"].as_str().unwrap().contains(rules)
                && common::expected_divide(case)
                    .keys()
                    .any(|m| m.contains(mark))
        })
    };
    assert!(listed("capture=duel", '*'));
    assert!(listed("escape-when=threatened", '~'));
    assert!(listed("escape=far", '~'));
}
