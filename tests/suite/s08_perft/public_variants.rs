//! The public perft cases under the readings of RULES.md sections 9 and 10
//! (`tests/data/public_variants2.json`, copied from `shared/perft/`):
//! positions under duels, the Princess's threat in place, the escape only
//! while threatened, the far escape, the knight Thoat, the leaping Flier and
//! the JetanAgents rules, with perft(1), perft(2) and perft(1) after each
//! legal move, worked out independently of this crate. Escapes are written
//! `~`, fallen attackers `*`.

use crate::common;

use jetan::{Color, Position, Rules, divide, perft, perft_played};
use std::collections::BTreeMap;

struct Case {
    text: String,
    rules: String,
    position: Position,
    perft1: u64,
    perft2: u64,
    divide2: BTreeMap<String, u64>,
}

fn cases() -> Vec<Case> {
    common::perft_cases("public_variants2.json")
        .iter()
        .map(|case| {
            let text = case["position"].as_str().unwrap().to_string();
            let rules = case["rules"].as_str().unwrap().to_string();
            let parsed: Rules = rules.parse().unwrap();
            let position = Position::from_text_with_rules(&text, parsed)
                .unwrap_or_else(|e| panic!("{text} under {rules}: {e}"));
            Case {
                text,
                rules,
                position,
                perft1: case["perft1"].as_u64().unwrap(),
                perft2: case["perft2"].as_u64().unwrap(),
                divide2: common::expected_divide(case),
            }
        })
        .collect()
}

#[test]
fn perft_one_and_two_and_every_divide_count_match() {
    let cases = cases();
    assert_eq!(cases.len(), 60);
    for case in &cases {
        let context = format!("{} under {}", case.text, case.rules);
        assert_eq!(perft(&case.position, 1), case.perft1, "{context}");
        assert_eq!(perft(&case.position, 2), case.perft2, "{context}");
        let got: BTreeMap<String, u64> = divide(&case.position, 2)
            .into_iter()
            .map(|(m, n)| (m.to_string(), n))
            .collect();
        assert_eq!(got, case.divide2, "{context}");
    }
}

#[test]
fn every_reading_and_both_move_kinds_are_covered() {
    // The file exercises what it claims: each new option, escapes and
    // fallen attackers in the expected moves.
    let cases = cases();
    for key in [
        "capture=duel",
        "threat=in-place",
        "escape-when=threatened",
        "escape=far",
        "thoat=knight",
        "flier=leap",
    ] {
        assert!(cases.iter().any(|c| c.rules.contains(key)), "{key}");
    }
    let moves = || cases.iter().flat_map(|c| c.divide2.keys());
    assert!(moves().any(|m| m.contains('~')));
    assert!(moves().any(|m| m.contains('*')));
}

#[test]
fn playing_every_leaf_counts_the_same() {
    for case in cases().iter().step_by(6) {
        assert_eq!(
            perft_played(&case.position, 2),
            case.perft2,
            "{} under {}",
            case.text,
            case.rules
        );
    }
}

#[test]
fn every_case_round_trips_as_text() {
    for case in cases() {
        assert_eq!(case.position.to_string(), case.text);
    }
}

#[test]
fn the_jetan_agents_start_gives_its_published_figures() {
    // RULES.md section 9: the JetanAgents framework's rules, the southern
    // side (Black) first. Its own published figures: 52 moves from the
    // start (no escape: nothing threatens her) and 2,683 two plies deep.
    let rules: Rules = "setup=manator,thoat=jumping,flier=leap,threat=in-place,\
                        escape-when=threatened,escape=far,chief=removed,material=off,no-move=loss"
        .parse()
        .unwrap();
    let start = Position::start_with(rules, Color::Black);
    assert_eq!(start.count_legal_moves(), 52);
    assert_eq!(start.legal_moves().len(), 52);
    assert_eq!(perft(&start, 1), 52);
    assert_eq!(perft(&start, 2), 2683);
    assert_eq!(perft_played(&start, 2), 2683);
}
