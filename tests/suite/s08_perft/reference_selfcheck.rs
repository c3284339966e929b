//! RULES.md section 8 in the plain reference (`crate::reference`): perft
//! from the start as RULES.md states it, and under the escape and Thoat
//! options (the shared helpers are in `crate::reference_selfcheck`).

use crate::reference_selfcheck::rules;

use crate::reference::{RefPosition, RefRules};

#[test]
fn start_perft_default() {
    let r = RefRules::default();
    for orange_first in [false, true] {
        let pos = RefPosition::start(false, orange_first);
        let moves = pos.moves(&r);
        assert_eq!(moves.len(), 92);
        assert_eq!(moves.iter().filter(|m| m.is_escape()).count(), 40);
        assert_eq!(pos.perft(2, &r), 8439);
        assert_eq!(pos.perft(3, &r), 686112);
    }
}

/// About a minute in a debug build; run with `--release -- --ignored`.
#[test]
#[ignore]
fn start_perft4_default() {
    let r = RefRules::default();
    assert_eq!(RefPosition::start(false, false).perft(4, &r), 55094269);
}

#[test]
fn start_perft_options() {
    for manator in [false, true] {
        for orange_first in [false, true] {
            let pos = RefPosition::start(manator, orange_first);
            let r = rules("escape=none");
            assert_eq!(pos.perft(1, &r), 52);
            assert_eq!(pos.perft(2, &r), 2683);
            let r = rules("thoat=straight-first,escape=none");
            assert_eq!(pos.perft(1, &r), 48);
            assert_eq!(pos.perft(2, &r), 2283);
            let r = RefRules::default();
            assert_eq!(pos.perft(1, &r), 92);
            assert_eq!(pos.perft(2, &r), 8439);
        }
    }
}
