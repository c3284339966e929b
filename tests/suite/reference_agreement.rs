//! The bitboard generator held against the plain reference of
//! `tests/reference` (a mailbox depth-first search written from RULES.md
//! alone): the same legal moves, the same position after every move, the same
//! threats, the same attackers of every square and the same game end, on the
//! public cases (the default rules and the variant cases of RULES.md sections
//! 9 and 10) and along random games under random rule options, the readings
//! of section 9 and duels included.

use crate::common;
use crate::reference;

use jetan::{Color, Move, Position, Rules, SplitMix64, Square};
use reference::{RefPosition, RefRules};

/// A random rule text: each option at its default half the time.
fn random_rules_text(rng: &mut SplitMix64) -> String {
    let mut items = Vec::new();
    for (key, values) in common::RULE_OPTIONS {
        if rng.below(2) == 0 {
            items.push(format!("{key}={}", values[rng.below(values.len())]));
        }
    }
    items.join(",")
}

fn sorted_moves(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    moves.sort();
    moves
}

/// Checks one position against its reference twin.
fn check_same(pos: &Position, twin: &RefPosition, rules: &RefRules, context: &str) {
    assert_eq!(pos.to_string(), twin.to_text(), "{context}: position text");
    assert_eq!(
        sorted_moves(pos),
        twin.legal_moves(rules),
        "{context}: legal moves of {pos}"
    );
    assert_eq!(
        pos.outcome().map(common::outcome_text),
        twin.outcome(rules),
        "{context}: outcome of {pos}"
    );
    if pos.outcome().is_none() {
        for victim in Color::ALL {
            let ref_victim = if victim == Color::Black {
                reference::Color::Black
            } else {
                reference::Color::Orange
            };
            let expected = twin.threats_against(ref_victim, rules);
            let mine = pos.threats(victim.opposite());
            let expected_attackers = twin.attackers(ref_victim.other(), rules);
            for sq in Square::all() {
                assert_eq!(
                    mine.contains(sq),
                    expected[sq.index() as usize],
                    "{context}: is {sq} threatened against {victim:?} in {pos}"
                );
                let mut attackers: Vec<usize> = pos
                    .attackers(sq, victim.opposite())
                    .into_iter()
                    .map(|a| a.index() as usize)
                    .collect();
                let mut expected = expected_attackers[sq.index() as usize].clone();
                attackers.sort();
                expected.sort();
                assert_eq!(
                    attackers, expected,
                    "{context}: attackers of {sq} against {victim:?} in {pos}"
                );
            }
        }
    }
}

/// Plays a random game from `start` and checks every position on the way.
fn random_game(
    start: Position,
    twin: RefPosition,
    rules: &RefRules,
    rng: &mut SplitMix64,
    plies: usize,
    context: &str,
) {
    let (mut pos, mut twin) = (start, twin);
    for ply in 0..plies {
        let context = format!("{context}, ply {ply}");
        check_same(&pos, &twin, rules, &context);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return;
        }
        let m = moves[rng.below(moves.len())];
        pos.play(m).unwrap();
        twin = twin.play(&m.to_string(), rules);
    }
}

/// Checks every case of a public perft file, and the position after each of
/// its legal moves, each case under its own `rules` (the defaults when it
/// has none).
fn public_cases_agree(file: &str) {
    for case in common::perft_cases(file) {
        let fen = case["position"].as_str().unwrap();
        let text = case.get("rules").map_or("", |r| r.as_str().unwrap());
        let rules = RefRules::parse(text).unwrap();
        let pos = Position::from_text_with_rules(fen, text.parse().unwrap()).unwrap();
        let twin = RefPosition::parse(fen).unwrap();
        let context = format!("{fen} under {text:?}");
        check_same(&pos, &twin, &rules, &context);
        for m in pos.legal_moves().iter() {
            let mut child = pos;
            child.play(*m).unwrap();
            check_same(
                &child,
                &twin.play(&m.to_string(), &rules),
                &rules,
                &format!("{context} after {m}"),
            );
        }
    }
}

#[test]
fn the_public_cases_and_the_positions_after_their_moves_agree() {
    public_cases_agree("public_cases.json");
}

#[test]
fn the_public_variant_cases_and_the_positions_after_their_moves_agree() {
    // Duels (both outcomes), the threat in place, the escape only while
    // threatened or far, the knight Thoat and the leaping Flier.
    public_cases_agree("public_variants2.json");
}

#[test]
fn random_games_under_the_default_rules_agree() {
    let mut rng = SplitMix64::new(2);
    let rules = RefRules::default();
    for game in 0..12 {
        let first = if game % 2 == 0 {
            Color::Black
        } else {
            Color::Orange
        };
        let start = Position::start(first);
        let twin = RefPosition::start(false, first == Color::Orange);
        random_game(
            start,
            twin,
            &rules,
            &mut rng,
            160,
            &format!("default game {game}"),
        );
    }
}

#[test]
fn random_games_under_random_rule_options_agree() {
    let mut rng = SplitMix64::new(5);
    for game in 0..24 {
        let text = random_rules_text(&mut rng);
        let rules: Rules = text.parse().unwrap();
        let ref_rules = RefRules::parse(&text).unwrap();
        let first = if game % 2 == 0 {
            Color::Black
        } else {
            Color::Orange
        };
        let start = Position::start_with(rules, first);
        let twin = RefPosition::start(rules.setup == jetan::Setup::Manator, first == Color::Orange);
        random_game(
            start,
            twin,
            &ref_rules,
            &mut rng,
            160,
            &format!("game {game} under {text:?}"),
        );
    }
}

#[test]
fn perft_two_from_the_start_agrees_under_every_single_option() {
    for (key, values) in common::RULE_OPTIONS {
        for value in &values[1..] {
            let text = format!("{key}={value}");
            let rules: Rules = text.parse().unwrap();
            let ref_rules = RefRules::parse(&text).unwrap();
            let pos = Position::start_with(rules, Color::Black);
            let twin = RefPosition::start(rules.setup == jetan::Setup::Manator, false);
            assert_eq!(jetan::perft(&pos, 2), twin.perft(2, &ref_rules), "{text}");
        }
    }
}
