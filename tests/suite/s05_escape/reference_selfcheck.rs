//! RULES.md section 5 in the plain reference (`crate::reference`), worked
//! out by hand (the shared helpers are in `crate::reference_selfcheck`):
//! the escape, once per side.

use crate::reference_selfcheck::rules;

use crate::reference::{RefPosition, RefRules};

/// The escape: any empty unthreatened square, once per side.
#[test]
fn escape() {
    let r = RefRules::default();
    let pos = RefPosition::parse("P9/10/10/10/10/10/10/10/10/p9 b bo 0 1").unwrap();
    let esc: Vec<_> = pos
        .moves(&r)
        .into_iter()
        .filter(|m| m.is_escape())
        .collect();
    assert_eq!(esc.len(), 98); // all but her own square and the Orange Princess's
    let after = pos.play("a1~e5", &r);
    // Two lone Princesses: the material condition (6.4) held before and
    // after the move, so the count goes from 0 to 1.
    assert_eq!(after.to_text(), "P9/10/10/10/10/4p5/10/10/10/10 o o 1 1");
    // Used up: Black has no escape after this (Orange moves, then Black).
    let back = after.play("a10a7", &r);
    assert!(back.moves(&r).iter().all(|m| !m.is_escape()));
    // Black's escape is used; Orange still has hers.
    assert_eq!(after.escapes, [false, true]);
    // Line escape from a1: file a, rank 1, diagonal a1-j10 (j10 free? no: P on a10).
    let line = rules("escape=line");
    let esc = pos
        .moves(&line)
        .into_iter()
        .filter(|m| m.is_escape())
        .count();
    assert_eq!(esc, 8 + 9 + 9); // a2..a9, b1..j1, b2..j10
    // Ordinary moves: the 15 squares within three king steps of a1.
    assert_eq!(pos.perft(1, &rules("escape=none")), 15);
    // An escape and the ordinary move to the same square are distinct moves.
    let texts = pos.legal_moves(&r);
    assert!(texts.contains(&"a1b2".to_string()) && texts.contains(&"a1~b2".to_string()));
}
