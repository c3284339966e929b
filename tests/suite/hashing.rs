//! The Zobrist hash: kept up to date by play, equal to the hash computed
//! from scratch, and different for positions that differ only in side to
//! move, escapes or material count.

use crate::common;

use common::Rng;
use jetan::{Color, DrawReason, Outcome, Position, Rules};

#[test]
fn play_keeps_the_hash_equal_to_the_hash_from_scratch() {
    let mut rng = Rng::new(11);
    // Under duels (RULES.md section 10) a fallen attacker leaves the board
    // without its square taken: the games count how many they play.
    let rule_sets = [
        "",
        "steps=up-to,escape=line",
        "chief=removed,material=any",
        "panthan=diagonal-back",
        "setup=manator,capture=duel",
        "threat=in-place,escape-when=threatened,escape=far,flier=leap,thoat=knight",
        "capture=duel,chief=removed,material=any,steps=up-to",
    ];
    let mut fallen = 0;
    for game in 0..24 {
        let rules: Rules = rule_sets[game % rule_sets.len()].parse().unwrap();
        let first = if game % 2 == 0 {
            Color::Black
        } else {
            Color::Orange
        };
        let mut pos = Position::start_with(rules, first);
        for ply in 0..300 {
            assert_eq!(
                pos.hash(),
                pos.hash_from_scratch(),
                "game {game} ply {ply}: {pos}"
            );
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            fallen += usize::from(m.is_fallen());
            let mut unchecked = pos;
            unchecked.play_unchecked(m);
            pos.play(m).unwrap();
            assert_eq!(unchecked, pos, "game {game} ply {ply}: {m}");
        }
    }
    assert!(fallen > 20, "only {fallen} fallen attackers");
}

#[test]
fn a_parsed_position_hashes_as_the_same_position_reached_by_play() {
    let mut pos = Position::default();
    for m in ["e2e3", "e9e8", "f1~c5", "d10c7"] {
        pos.play(m.parse().unwrap()).unwrap();
        let parsed = Position::from_text(&pos.to_string()).unwrap();
        assert_eq!(parsed.hash(), pos.hash(), "{pos}");
    }
}

#[test]
fn side_escapes_and_count_each_change_the_hash() {
    let base = "10/10/10/10/10/10/p9/5P4/3C6/8c1";
    let hash = |fields: &str| {
        Position::from_text(&format!("{base} {fields}"))
            .unwrap()
            .hash()
    };
    let all = [
        hash("b bo 0 1"),
        hash("o bo 0 1"),
        hash("b b 0 1"),
        hash("b o 0 1"),
        hash("b - 0 1"),
        hash("b bo 1 1"),
        hash("b bo 9 1"),
    ];
    for (i, a) in all.iter().enumerate() {
        for b in &all[i + 1..] {
            assert_ne!(a, b);
        }
    }
    // The move number is not hashed.
    assert_eq!(hash("b bo 0 1"), hash("b bo 0 40"));
}

#[test]
fn the_hash_follows_the_material_count_through_sparse_end_games() {
    // RULES.md 6.4: the count is hashed (positions differing only in it
    // differ), so every move that starts, raises or resets it must update
    // the hash as a from-scratch hash would. Games from the start almost
    // never get down to three pieces a side; these start there or one
    // capture away, so the count runs, resets and reaches the draw.
    let starts = [
        // Four a side, equal (a Padwar and a Warrior each): a capture
        // each side of the same kind brings the condition about.
        "p1c6a/10/2w7/10/10/10/10/2W7/10/P1C6A",
        // Three a side, equal (the same royals, a Dwar each): holds at once.
        "p4c4/10/4d5/10/10/10/10/5D4/10/P4C4",
        // Three a side, unequal (a Thoat against a Flier): holds only under
        // `material=any`, or after the two pieces are traded.
        "1p6c1/10/3t6/10/10/10/10/6F3/10/1P6C1",
    ];
    let rule_sets = [
        "",
        "material=any",
        "capture=duel",
        "chief=removed,material=any",
    ];
    let mut rng = Rng::new(14);
    let (mut highest, mut resets, mut draws) = (0, 0, 0);
    for (i, placement) in starts.iter().enumerate() {
        for rules in rule_sets {
            for game in 0..12 {
                let side = if game % 2 == 0 { "b" } else { "o" };
                let text = format!("{placement} {side} bo 0 1");
                let mut pos = Position::from_text_with_rules(&text, rules.parse().unwrap())
                    .unwrap_or_else(|e| panic!("{text}: {e}"));
                for ply in 0..60 {
                    let context = format!("start {i} rules {rules:?} game {game} ply {ply}");
                    assert_eq!(pos.hash(), pos.hash_from_scratch(), "{context}: {pos}");
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let before = pos.material_count();
                    pos.play(moves[rng.below(moves.len())]).unwrap();
                    let after = pos.material_count();
                    highest = highest.max(after);
                    resets += usize::from(before > 0 && after == 0);
                    draws +=
                        usize::from(pos.outcome() == Some(Outcome::Draw(DrawReason::Material)));
                }
            }
        }
    }
    // The games went through the whole count: raised to the draw, and
    // reset by a capture that broke the condition.
    assert_eq!(highest, 10, "the count never reached the draw");
    assert!(draws > 10, "only {draws} material draws");
    assert!(resets > 0, "the count was never reset");
}
