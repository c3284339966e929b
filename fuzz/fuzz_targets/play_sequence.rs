//! Arbitrary move sequences from the start under arbitrary rules: every
//! move is tried with `play` (legal or not) and with `play_unchecked` on a
//! copy; nothing panics, refused moves change nothing, and a finished game
//! has no legal moves.
#![no_main]

use jetan::{Color, Move, Position, Rules, Square};
use libfuzzer_sys::fuzz_target;

const OPTIONS: [&str; 9] = [
    "setup=manator",
    "steps=up-to",
    "thoat=straight-first",
    "thoat=jumping",
    "panthan=diagonal-back",
    "princess=frightened",
    "escape=line",
    "escape=none",
    "chief=removed",
];

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let (head, moves) = data.split_at(2);
    let chosen: Vec<&str> = OPTIONS
        .iter()
        .enumerate()
        .filter(|(i, _)| u16::from_le_bytes([head[0], head[1]]) >> i & 1 == 1)
        .map(|(_, o)| *o)
        .collect();
    let rules: Rules = chosen.join(",").parse().unwrap();
    let first = if head[1] & 0x80 != 0 { Color::Orange } else { Color::Black };
    let mut pos = Position::start_with(rules, first);
    // Each move is three bytes: from, to, flags. Flag bit 0: escape; bit 1:
    // pick the move from the legal list instead (so that games go deep).
    for chunk in moves.chunks_exact(3) {
        let legal = pos.legal_moves();
        assert_eq!(legal.is_empty(), pos.is_over());
        let m = if chunk[2] & 2 != 0 && !legal.is_empty() {
            legal[usize::from(chunk[0]) % legal.len()]
        } else {
            let from = Square::new(chunk[0] % 100).unwrap();
            let to = Square::new(chunk[1] % 100).unwrap();
            if chunk[2] & 1 != 0 { Move::escape(from, to) } else { Move::new(from, to) }
        };
        let mut unchecked = pos;
        unchecked.play_unchecked(m);
        let _ = unchecked.legal_moves();
        let _ = unchecked.outcome();
        let before = pos;
        match pos.play(m) {
            Ok(()) => {
                assert!(legal.contains(&m));
                assert_eq!(pos, unchecked);
            }
            Err(_) => {
                assert!(!legal.contains(&m));
                assert_eq!(pos, before);
            }
        }
    }
});
