//! Move text parsed against a position: `Move::from_str`, `Square::from_str`,
//! `is_legal` and `play` never panic, agree with each other and with the
//! generated moves, and a refused move leaves the position unchanged.
#![no_main]

use jetan::{Move, Position, Square};
use libfuzzer_sys::fuzz_target;

/// Positions to try the move on: the start, a crowded middle game, and
/// sparse end-games with an escape left and a material count.
const POSITIONS: [&str; 4] = [
    "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1",
    "WADF1CFDAW/TN1NN1NNNT/3N1P4/2N7/10/4n5/3n1p4/2n7/t1nn2nnnt/wad1c1fdaw o bo 0 12",
    "10/10/4D5/10/10/4p5/10/10/10/P9 b b 0 1",
    "10/10/10/10/10/10/p9/5P4/3C6/8c1 b bo 8 40",
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
    let m = match text.parse::<Move>() {
        Ok(m) => m,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    assert_eq!(m.to_string().parse::<Move>(), Ok(m));
    let pos = Position::from_text(POSITIONS[which as usize % POSITIONS.len()]).unwrap();
    let legal = pos.is_legal(m);
    assert_eq!(legal, pos.legal_moves().contains(&m));
    assert_eq!(legal, pos.path(m).is_some());
    let mut after = pos;
    match after.play(m) {
        Ok(()) => assert!(legal),
        Err(e) => {
            assert!(!legal);
            assert_eq!(after, pos);
            let _ = e.to_string();
        }
    }
});
