//! Holds the plain reference implementation (`tests/suite/reference/`) to
//! numbers worked out independently: the counts stated in RULES.md and the
//! issue tracker, and positions worked by hand from the rules text. Each
//! section's checks are in its module, `sNN_*::reference_selfcheck` (the
//! published perft cases in `s08_perft::reference_variants`); here are the
//! helpers they share and the checks of the reference's text: rules text,
//! position text and the move number.

use crate::reference;

use reference::{Color, Kind, MoveKind, OPTIONS, RefPosition, RefRules, parse_square, square_name};

/// The reference's own index of a square (its parser, not the engine's).
pub(crate) fn ref_square(name: &str) -> usize {
    parse_square(name).unwrap_or_else(|| panic!("bad square {name}"))
}

pub(crate) fn rules(text: &str) -> RefRules {
    RefRules::parse(text).unwrap()
}

/// Destination squares (sorted names) of the piece on `from`, for the side to
/// move: its ordinary moves, without escapes and fallen attackers.
pub(crate) fn destinations(pos: &RefPosition, from: &str, r: &RefRules) -> Vec<String> {
    let from = ref_square(from);
    let mut v: Vec<String> = pos
        .moves(r)
        .iter()
        .filter(|m| m.from == from && m.kind == MoveKind::Ordinary)
        .map(|m| square_name(m.to))
        .collect();
    v.sort();
    v
}

/// The escape squares (sorted names) of the side to move's Princess.
pub(crate) fn escapes(pos: &RefPosition, r: &RefRules) -> Vec<String> {
    let mut v: Vec<String> = pos
        .moves(r)
        .iter()
        .filter(|m| m.is_escape())
        .map(|m| square_name(m.to))
        .collect();
    v.sort();
    v
}

/// A hand-built board: `pieces` as (square, colour, kind), Black to move.
pub(crate) fn board(pieces: &[(&str, Color, Kind)]) -> RefPosition {
    let mut pos = RefPosition::empty();
    for &(s, c, k) in pieces {
        pos.board[ref_square(s)] = Some((c, k));
    }
    pos
}

// ---------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------

#[test]
fn rules_text() {
    assert_eq!(rules(""), RefRules::default());
    let r = rules(
        "setup=manator,steps=up-to,thoat=jumping,panthan=diagonal-back,princess=frightened,\
         escape=line,chief=removed,material=any,no-move=loss",
    );
    assert_ne!(r, RefRules::default());
    assert!(RefRules::parse("thoat=sideways").is_err());
    assert!(RefRules::parse("colour=red").is_err());
    assert!(RefRules::parse("escape").is_err());
    // The error names the values the key allows (NOTATION.md's list).
    let e = RefRules::parse("flier=hop").unwrap_err();
    assert!(e.contains("walk, leap"), "{e}");
    // The readings RULES.md section 9 adds for the published programs,
    // each a non-default value.
    let r = rules(
        "capture=duel,threat=in-place,escape-when=threatened,escape=far,thoat=knight,flier=leap",
    );
    assert_eq!(r.capture, reference::CaptureRule::Duel);
    assert_eq!(r.threat, reference::ThreatRule::InPlace);
    assert_eq!(r.escape_when, reference::EscapeWhen::Threatened);
    assert_eq!(r.escape, reference::EscapeRule::Far);
    assert_eq!(r.thoat, reference::ThoatRule::Knight);
    assert_eq!(r.flier, reference::FlierRule::Leap);
    // Every value of every key reads, and writes back as itself (nothing
    // for a default); a default written out reads as the defaults.
    for (key, values) in OPTIONS {
        for (i, value) in values.iter().enumerate() {
            let text = format!("{key}={value}");
            let expected = if i == 0 { String::new() } else { text.clone() };
            assert_eq!(rules(&text).to_text(), expected, "{text}");
        }
    }
    // Canonical text keeps NOTATION.md's order of keys.
    let jetan_agents = "setup=manator,thoat=jumping,flier=leap,threat=in-place,\
                        escape-when=threatened,escape=far,chief=removed,material=off,no-move=loss";
    assert_eq!(
        rules(jetan_agents).to_text(),
        "setup=manator,thoat=jumping,escape=far,chief=removed,material=off,no-move=loss,\
         threat=in-place,escape-when=threatened,flier=leap"
    );
    assert_eq!(rules(&rules(jetan_agents).to_text()), rules(jetan_agents));
}

#[test]
fn position_text_errors() {
    assert!(RefPosition::parse("10/10/10/10/10/10/10/10/10/10 b bo").is_err()); // no Princess
    assert!(RefPosition::parse("P9/10/10/10/10/10/10/10/10/p9 b bo").is_ok());
    assert!(RefPosition::parse("P9/10/10/10/10/10/10/10/10/p8 b bo").is_err()); // 9 squares
    assert!(RefPosition::parse("P9/10/10/10/10/10/10/10/10/p91 b bo").is_err()); // 91
    // A Panthan on rank 1: refused by default, not under diagonal-back.
    let behind = RefPosition::parse("P9/10/10/10/10/10/10/10/10/pn8 b bo").unwrap();
    assert_eq!(behind.validate_panthans(&RefRules::default()).len(), 1);
    assert!(
        behind
            .validate_panthans(&rules("panthan=diagonal-back"))
            .is_empty()
    );
    assert!(RefPosition::parse("P9/10/10/10/10/10/10/10/10/p9 x bo").is_err());
    let p = RefPosition::parse("P9/10/10/10/10/10/10/10/10/p9 o - 3 7").unwrap();
    assert_eq!(p.to_text(), "P9/10/10/10/10/10/10/10/10/p9 o - 3 7");
    assert_eq!(
        RefPosition::parse("P9/10/10/10/10/10/10/10/10/p9 o -")
            .unwrap()
            .to_text(),
        "P9/10/10/10/10/10/10/10/10/p9 o - 0 1"
    );
}

/// Move number rises after Orange's move; side to move alternates.
#[test]
fn move_number() {
    let r = RefRules::default();
    let pos = RefPosition::start(false, false);
    let a = pos.play("e2e3", &r);
    assert_eq!(a.side, Color::Orange);
    assert_eq!(a.move_number, 1);
    let b = a.play("e9e8", &r);
    assert_eq!(b.move_number, 2);
    assert_eq!(
        b.to_text(),
        "WADFPCFDAW/TNNN1NNNNT/4N5/10/10/10/10/4n5/tnnn1nnnnt/wadfcpfdaw b bo 0 2"
    );
}

// ---------------------------------------------------------------------------
// For the readings of the published programs (RULES.md 9 and 10)
// ---------------------------------------------------------------------------

/// The Princesses, out of the way of the pieces tested: Black's on j1,
/// Orange's on a10.
const PRINCESSES: [(&str, Color, Kind); 2] = [
    ("j1", Color::Black, Kind::Princess),
    ("a10", Color::Orange, Kind::Princess),
];

pub(crate) fn with_princesses(pieces: &[(&str, Color, Kind)]) -> RefPosition {
    let mut all = PRINCESSES.to_vec();
    all.extend_from_slice(pieces);
    board(&all)
}
