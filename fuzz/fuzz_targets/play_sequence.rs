//! Arbitrary move sequences from the start under arbitrary rules, duels
//! included: every move is tried with `play` (legal or not) and with
//! `play_unchecked` on a copy; nothing panics, refused moves change nothing,
//! a played move keeps the hash, and a finished game has no legal moves.
#![no_main]

use jetan::{Color, Move, Position, Rules, Square};
use libfuzzer_sys::fuzz_target;

/// Rule options, one bit of the first two bytes each (bit 15 also picks
/// the first side). A key is given at most once: the first option chosen
/// for it wins.
const OPTIONS: [&str; 15] = [
    "setup=manator",
    "steps=up-to",
    "thoat=straight-first",
    "thoat=jumping",
    "thoat=knight",
    "panthan=diagonal-back",
    "princess=frightened",
    "escape=line",
    "escape=none",
    "escape=far",
    "chief=removed",
    "capture=duel",
    "threat=in-place",
    "escape-when=threatened",
    "flier=leap",
];

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let (head, moves) = data.split_at(2);
    let mut chosen: Vec<&str> = Vec::new();
    for (i, option) in OPTIONS.iter().enumerate() {
        let key = option.split('=').next();
        let taken = chosen.iter().any(|c| c.split('=').next() == key);
        if u16::from_le_bytes([head[0], head[1]]) >> i & 1 == 1 && !taken {
            chosen.push(option);
        }
    }
    let rules: Rules = chosen.join(",").parse().unwrap();
    let first = if head[1] & 0x80 != 0 { Color::Orange } else { Color::Black };
    let mut pos = Position::start_with(rules, first);
    // Each move is three bytes: from, to, flags. Flag bit 0: escape; bit 2:
    // a fallen attacker (a duel lost); bit 1: pick the move from the legal
    // list instead (so that games go deep).
    for chunk in moves.chunks_exact(3) {
        let legal = pos.legal_moves();
        assert_eq!(legal.is_empty(), pos.is_over());
        let m = if chunk[2] & 2 != 0 && !legal.is_empty() {
            legal[usize::from(chunk[0]) % legal.len()]
        } else {
            let from = Square::new(chunk[0] % 100).unwrap();
            let to = Square::new(chunk[1] % 100).unwrap();
            if chunk[2] & 1 != 0 {
                Move::escape(from, to)
            } else if chunk[2] & 4 != 0 {
                Move::fallen(from, to)
            } else {
                Move::new(from, to)
            }
        };
        let mut unchecked = pos;
        unchecked.play_unchecked(m);
        let _ = unchecked.legal_moves();
        let _ = unchecked.outcome();
        let before = pos;
        match pos.play(m) {
            Ok(_) => {
                assert!(legal.contains(&m));
                assert_eq!(pos, unchecked);
                assert_eq!(pos.hash(), jetan::testing::hash_from_scratch(&pos));
            }
            Err(_) => {
                assert!(!legal.contains(&m));
                assert_eq!(pos, before);
            }
        }
    }
});
