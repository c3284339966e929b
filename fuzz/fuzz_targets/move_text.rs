//! Move text parsed against a position: `Move::from_str`, `Square::from_str`,
//! `Position::parse_move`, `is_legal` and `play` never panic, agree with each
//! other and with the generated moves, and a refused move leaves the position
//! unchanged. Two of the positions are played under duels, so that the
//! fallen attacker (`e2*e3`, `Ne2*e3`) meets captures it can be legal on.
#![no_main]

use jetan::{Move, Position, Rules, Square};
use libfuzzer_sys::fuzz_target;

/// Positions to try the move on, with their rule text: the start, a crowded
/// middle game, sparse end-games with an escape left and a material count,
/// and under duels a middle game with captures and a face-off of Panthans
/// beside a Princess.
const POSITIONS: [(&str, &str); 6] = [
    ("WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1", ""),
    ("WADF1CFDAW/TN1NN1NNNT/3N1P4/2N7/10/4n5/3n1p4/2n7/t1nn2nnnt/wad1c1fdaw o bo 0 12", ""),
    ("10/10/4D5/10/10/4p5/10/10/10/P9 b b 0 1", ""),
    ("10/10/10/10/10/10/p9/5P4/3C6/8c1 b bo 8 40", ""),
    (
        "WAD2C1D1W/TN1NNNN2T/2F2PNNA1/2pN2F3/10/10/3c4n1/5nn1at/tnn1nn1n2/wad3fd1w o - 0 13",
        "capture=duel",
    ),
    ("10/10/10/10/10/10/10/4NP4/4n5/9p b - 0 1", "setup=manator,capture=duel"),
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    if let Ok(sq) = text.parse::<Square>() {
        assert_eq!(sq.to_string(), text);
    }
    let (position, rules) = POSITIONS[which as usize % POSITIONS.len()];
    let rules: Rules = rules.parse().unwrap();
    let pos = Position::from_text_with_rules(position, rules).unwrap();
    // Either form against the position: what it answers is legal.
    match pos.parse_move(text) {
        Ok(m) => assert!(pos.is_legal(m)),
        Err(e) => {
            let _ = e.to_string();
        }
    }
    let m = match text.parse::<Move>() {
        Ok(m) => m,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    assert_eq!(m.to_string().parse::<Move>(), Ok(m));
    assert!(!(m.is_escape() && m.is_fallen()));
    let legal = pos.is_legal(m);
    assert_eq!(legal, pos.legal_moves().contains(&m));
    assert_eq!(legal, pos.path(m).is_some());
    assert_eq!(legal, pos.parse_move(text) == Ok(m));
    let mut after = pos;
    match after.play(m) {
        Ok(_) => {
            assert!(legal);
            assert_eq!(after.hash(), jetan::testing::hash_from_scratch(&after));
        }
        Err(e) => {
            assert!(!legal);
            assert_eq!(after, pos);
            let _ = e.to_string();
        }
    }
});
