//! Holds the plain reference implementation (`tests/suite/reference/`) to
//! numbers worked out independently: the counts stated in RULES.md and the
//! issue tracker, and positions worked by hand from the rules text. (The
//! published perft cases are in `reference_variants.rs`.)

use crate::reference;

use reference::{
    Color, Kind, MoveKind, OPTIONS, RefOutcome, RefPosition, RefRules, parse_square, square_name,
};

/// The reference's own index of a square (its parser, not the engine's).
fn ref_square(name: &str) -> usize {
    parse_square(name).unwrap_or_else(|| panic!("bad square {name}"))
}

fn rules(text: &str) -> RefRules {
    RefRules::parse(text).unwrap()
}

/// Destination squares (sorted names) of the piece on `from`, for the side to
/// move: its ordinary moves, without escapes and fallen attackers.
fn destinations(pos: &RefPosition, from: &str, r: &RefRules) -> Vec<String> {
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
fn escapes(pos: &RefPosition, r: &RefRules) -> Vec<String> {
    let mut v: Vec<String> = pos
        .moves(r)
        .iter()
        .filter(|m| m.is_escape())
        .map(|m| square_name(m.to))
        .collect();
    v.sort();
    v
}

/// Sorted square names from a space-separated list.
fn names(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// A hand-built board: `pieces` as (square, colour, kind), Black to move.
fn board(pieces: &[(&str, Color, Kind)]) -> RefPosition {
    let mut pos = RefPosition::empty();
    for &(s, c, k) in pieces {
        pos.board[ref_square(s)] = Some((c, k));
    }
    pos
}

// ---------------------------------------------------------------------------
// Start position
// ---------------------------------------------------------------------------

#[test]
fn start_text() {
    assert_eq!(
        RefPosition::start(false, false).to_text(),
        "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1"
    );
    assert_eq!(
        RefPosition::start(true, true).to_text(),
        "WADFCPFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw o bo 0 1"
    );
}

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

// ---------------------------------------------------------------------------
// Hand-worked positions
// ---------------------------------------------------------------------------

/// RULES.md section 3 table: destinations from e5 of an otherwise empty board.
#[test]
fn empty_board_destination_counts() {
    let table = [
        (Kind::Chief, 48, 48),
        (Kind::Princess, 48, 48),
        (Kind::Flier, 16, 16 + 8), // up-to adds (+-2,+-2), (+-2,0), (0,+-2)
        (Kind::Dwar, 16, 16 + 8),  // up-to adds (+-2,0), (0,+-2), (+-1,+-1)
        (Kind::Padwar, 8, 8 + 4),  // up-to adds the diagonal neighbours
        (Kind::Warrior, 8, 8 + 4), // up-to adds the straight neighbours
        (Kind::Thoat, 12, 12 + 4), // up-to adds the diagonal neighbours
        (Kind::Panthan, 5, 5),
    ];
    for (kind, exact, up_to) in table {
        let pos = board(&[("e5", Color::Black, kind)]);
        let mut r = rules("escape=none");
        assert_eq!(destinations(&pos, "e5", &r).len(), exact, "{kind:?} exact");
        r.steps = reference::StepCount::UpTo;
        assert_eq!(destinations(&pos, "e5", &r).len(), up_to, "{kind:?} up-to");
    }
}

#[test]
fn empty_board_destination_sets() {
    let r = rules("escape=none");
    let dests = |kind: Kind| destinations(&board(&[("e5", Color::Black, kind)]), "e5", &r);
    // Flier: (+-1,+-1) (+-1,+-3) (+-3,+-1) (+-3,+-3).
    assert_eq!(
        dests(Kind::Flier),
        [
            "b2", "b4", "b6", "b8", "d2", "d4", "d6", "d8", "f2", "f4", "f6", "f8", "h2", "h4",
            "h6", "h8"
        ]
    );
    // Thoat: the knight squares and the straight neighbours.
    assert_eq!(
        dests(Kind::Thoat),
        [
            "c4", "c6", "d3", "d5", "d7", "e4", "e6", "f3", "f5", "f7", "g4", "g6"
        ]
    );
    // Warrior: (+-2,0) (0,+-2) (+-1,+-1).
    assert_eq!(
        dests(Kind::Warrior),
        ["c5", "d4", "d6", "e3", "e7", "f4", "f6", "g5"]
    );
    // Black Panthan forward is north.
    assert_eq!(dests(Kind::Panthan), ["d5", "d6", "e6", "f5", "f6"]);
    let mut orange = board(&[("e5", Color::Orange, Kind::Panthan)]);
    orange.side = Color::Orange;
    assert_eq!(
        destinations(&orange, "e5", &r),
        ["d4", "d5", "e4", "f4", "f5"]
    );
    let back = rules("escape=none,panthan=diagonal-back");
    assert_eq!(
        destinations(&board(&[("e5", Color::Black, Kind::Panthan)]), "e5", &back),
        ["d4", "d5", "d6", "e6", "f4", "f5", "f6"]
    );
}

/// A Panthan on the far rank only moves sideways; it never promotes.
#[test]
fn panthan_far_rank() {
    let pos = RefPosition::parse("1P2n5/10/10/10/10/10/10/10/10/p9 b - 0 1").unwrap();
    let r = RefRules::default();
    assert_eq!(destinations(&pos, "e10", &r), ["d10", "f10"]);
    let pos = RefPosition::parse("n9/10/10/10/10/10/10/10/10/p8P b - 0 1").unwrap();
    assert_eq!(destinations(&pos, "a10", &r), ["b10"]);
    let after = pos.play("a10b10", &r);
    assert_eq!(
        after.board[ref_square("b10")],
        Some((Color::Black, Kind::Panthan))
    );
}

/// A Chief on a1 with its own pieces on a2 and b2: the only first step is b1,
/// so b1 itself would need "b1, away, back to b1" and is not a destination.
#[test]
fn chief_cannot_revisit() {
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/nn8/c9 b - 0 1").unwrap();
    let r = RefRules::default();
    assert_eq!(
        destinations(&pos, "a1", &r),
        ["b3", "c1", "c2", "c3", "d1", "d2", "d3"]
    );
    assert!(pos.path("a1b1", &r).is_none());
    assert_eq!(
        pos.path("a1d1", &r).unwrap(),
        vec![
            ref_square("a1"),
            ref_square("b1"),
            ref_square("c1"),
            ref_square("d1")
        ]
    );
    // With a2 free but b2 still blocked, a third step into b1 must come from
    // a2, c1 or c2, and the step before that from b1 itself (b2 is blocked):
    // still no b1.
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/1n8/c9 b - 0 1").unwrap();
    assert!(!destinations(&pos, "a1", &r).contains(&"b1".to_string()));
    // With b2 free as well, a1-a2-b2-b1 is a real path.
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/10/c9 b - 0 1").unwrap();
    assert!(destinations(&pos, "a1", &r).contains(&"b1".to_string()));
    // Under steps=up-to, the one-step move a1-b1 exists.
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/nn8/c9 b - 0 1").unwrap();
    assert!(destinations(&pos, "a1", &rules("steps=up-to")).contains(&"b1".to_string()));
}

/// Non-jumpers are blocked by either colour on intermediate squares; capture
/// only on the final square.
#[test]
fn blocking_and_capture() {
    // Black Dwar a1 (three straight steps); an Orange Panthan on a2 blocks
    // the path north, so every path starts a1-b1: then b1-b2-{a2, b3, c2} and
    // b1-c1-{c2, d1}. The Panthan is taken only as the final square (a2), and
    // b1, b2, a4 are not reachable.
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/N9/d9 b - 0 1").unwrap();
    let r = RefRules::default();
    assert_eq!(destinations(&pos, "a1", &r), ["a2", "b3", "c2", "d1"]);
    assert_eq!(
        pos.path("a1a2", &r).unwrap(),
        vec![
            ref_square("a1"),
            ref_square("b1"),
            ref_square("b2"),
            ref_square("a2")
        ]
    );
    // A Black piece on b1 as well: no move at all for the Dwar.
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/N9/dw8 b - 0 1").unwrap();
    assert!(destinations(&pos, "a1", &r).is_empty());
    // The Flier jumps: Black Flier a1 over an Orange Panthan on b2 reaches
    // b4, d2, d4. It cannot take the Panthan: its only first step is b2, so a
    // path ending on b2 would pass b2 twice.
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/1N8/f9 b - 0 1").unwrap();
    assert_eq!(destinations(&pos, "a1", &r), ["b4", "d2", "d4"]);
}

/// A Princess square threatened only once her own square is vacated.
#[test]
fn princess_vacated_square_threat() {
    // Black Princess e2, Orange Warrior e3 (straight two steps). e1 is hit by
    // e3-e2-e1 only, through her square.
    let pos = RefPosition::parse("P9/10/10/10/10/10/10/4W5/4p5/10 b - 0 1").unwrap();
    let r = RefRules::default();
    let d = destinations(&pos, "e2", &r);
    assert!(!d.contains(&"e1".to_string()), "{d:?}");
    assert!(pos.threatened(ref_square("e1"), &r));
    // With her square occupied (threat seen from the other side's position),
    // the warrior could not reach e1: check on a board where a Black Panthan
    // stands on e2 instead and the Princess is far away.
    let other = RefPosition::parse("P9/10/10/10/10/10/10/4W5/4n5/9p b - 0 1").unwrap();
    assert!(!other.threatened(ref_square("e1"), &r));
    // d1 is not threatened (a Warrior reaches (+-2,0) (0,+-2) (+-1,+-1)).
    assert!(d.contains(&"d1".to_string()), "{d:?}");
    // The opposing Princess never threatens.
    // The opposing Princess never threatens: Black Princess a1, Orange
    // Princess d4 (inside her reach): 15 squares minus the occupied d4.
    let pos = RefPosition::parse("10/10/10/10/10/10/3P6/10/10/p9 b - 0 1").unwrap();
    assert_eq!(destinations(&pos, "a1", &r).len(), 14);
    assert!(!pos.threatened(ref_square("b2"), &r));
}

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

/// The Princess never captures and never ends on a threatened square.
#[test]
fn princess_never_captures() {
    // Black Princess a1, Orange Panthan on d1 (threatens c1, e1, c1.. southward
    // and sideways: c1, e1, c0.. -> c1, e1 only as rank 1 is the edge... plus
    // d0 none). Orange Panthan forward is south.
    let pos = RefPosition::parse("9P/10/10/10/10/10/10/10/10/p2N6 b - 0 1").unwrap();
    let r = RefRules::default();
    let d = destinations(&pos, "a1", &r);
    assert!(!d.contains(&"d1".to_string()), "no capture");
    assert!(
        !d.contains(&"c1".to_string()),
        "c1 threatened by the Panthan"
    );
    // Within 3 king-steps of a1: 15 squares; minus d1 (occupied), c1 (threat).
    // The Panthan on d1 moving sideways hits c1 and e1 only.
    assert_eq!(d.len(), 13);
}

/// Game end: Princess taken, Chief by Chief, Chief by another piece.
#[test]
fn game_end() {
    let r = RefRules::default();
    // Black Warrior c1 takes the Orange Princess on c3.
    let pos = RefPosition::parse("C9/10/10/10/10/10/10/2P7/10/c1w6p b - 0 1").unwrap();
    let after = pos.play("c1c3", &r);
    assert_eq!(
        after.result(&r),
        Some(RefOutcome::Win(Color::Black, "princess taken"))
    );
    // She is taken as any captured piece is: the Warrior on c3, c1 empty.
    assert_eq!(
        after.board[ref_square("c3")],
        Some((Color::Black, Kind::Warrior))
    );
    assert_eq!(after.board[ref_square("c1")], None);
    assert!(after.legal_moves(&r).is_empty());
    assert_eq!(after.perft(1, &r), 0);
    // Black Chief a1 takes the Orange Chief on a4.
    let pos = RefPosition::parse("P9/10/10/10/10/10/C9/10/10/c8p b - 0 1").unwrap();
    let after = pos.play("a1a4", &r);
    assert_eq!(
        after.result(&r),
        Some(RefOutcome::Win(Color::Black, "chief taken by the chief"))
    );
    // Black Warrior a2 takes the Orange Chief on a4: draw, or the game goes on.
    let pos = RefPosition::parse("P9/10/10/10/10/10/C9/10/w9/9p b - 0 1").unwrap();
    let after = pos.play("a2a4", &r);
    assert_eq!(
        after.result(&r),
        Some(RefOutcome::Draw("chief taken by a non-chief"))
    );
    let removed = rules("chief=removed");
    let after = pos.play("a2a4", &removed);
    assert_eq!(after.result(&removed), None);
    assert_eq!(
        after.board[ref_square("a4")],
        Some((Color::Black, Kind::Warrior))
    );
}

/// The material count of 6.4.
#[test]
fn material_count() {
    let r = RefRules::default();
    // Each side Princess + Chief: the condition holds. Count 8 -> 9 -> 10.
    let pos = RefPosition::parse("10/10/10/10/10/10/p9/5P4/3C6/8c1 b b 8 1").unwrap();
    let after = pos.play("i1i4", &r);
    assert_eq!(after.count, 9);
    assert_eq!(after.result(&r), None);
    let after2 = after.play("f3c3", &r);
    assert_eq!(after2.count, 10);
    assert_eq!(after2.result(&r), Some(RefOutcome::Draw("material")));
    assert!(after2.legal_moves(&r).is_empty());
    assert_eq!(after2.move_number, 2);
    // With material=off the count stays 0.
    let off = rules("material=off");
    assert_eq!(pos.play("i1i4", &off).count, 0);
    // A move that brings the condition about sets the count to 0: Orange has
    // P C N N, Black p c n; the Black Panthan takes one Orange Panthan.
    let pos = RefPosition::parse("P8C/10/6N3/10/10/10/1N8/n9/10/c8p b - 0 1").unwrap();
    assert!(!reference::material_condition(&pos.board, &r));
    let a = pos.play("a3b4", &r);
    assert!(reference::material_condition(&a.board, &r));
    assert_eq!(a.count, 0);
    let b = a.play("g8g7", &r);
    assert_eq!(b.count, 1);
    let c = b.play("a1a4", &r);
    assert_eq!(c.count, 2);
    // Royals differ (Chief on one side only): equal-value does not hold,
    // "any material" does.
    let d = RefPosition::parse("P9/10/10/10/10/10/10/10/n9/c8p b - 0 1").unwrap();
    assert!(!reference::material_condition(&d.board, &r));
    assert!(reference::material_condition(
        &d.board,
        &rules("material=any")
    ));
    // Equal value: Panthan 2.0 vs Panthan 2.0 equal; Warrior 1.9 differs.
    let e = RefPosition::parse("P9/1N8/10/10/10/10/10/10/n9/p9 b - 0 1").unwrap();
    assert!(reference::material_condition(&e.board, &r));
    let f = RefPosition::parse("P9/1W8/10/10/10/10/10/10/n9/p9 b - 0 1").unwrap();
    assert!(!reference::material_condition(&f.board, &r));
    // Four pieces on one side: no condition even with "any".
    let g = RefPosition::parse("P9/1W8/10/10/10/10/10/10/nnn7/p9 b - 0 1").unwrap();
    assert!(!reference::material_condition(
        &g.board,
        &rules("material=any")
    ));
}

/// No legal move: draw by default, loss as an option.
#[test]
fn no_legal_move() {
    // Black has only her Princess on a1, escape used; the 15 squares within
    // three king steps are all Orange pieces, and she never captures.
    let pos = RefPosition::parse("P9/10/10/10/10/10/TTNN6/FFNN6/DDAA6/pWWC6 b - 0 1").unwrap();
    let r = RefRules::default();
    assert!(pos.legal_moves(&r).is_empty());
    assert_eq!(pos.result(&r), Some(RefOutcome::Draw("no legal move")));
    let loss = rules("no-move=loss");
    assert_eq!(
        pos.result(&loss),
        Some(RefOutcome::Win(Color::Orange, "opponent has no legal move"))
    );
    assert_eq!(pos.perft(2, &r), 0);
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

/// Thoat readings: either order, straight step first, jumping.
#[test]
fn thoat_options() {
    let either = rules("escape=none");
    let straight_first = rules("escape=none,thoat=straight-first");
    let jumping = rules("escape=none,thoat=jumping");
    let base = [
        ("a1", Color::Black, Kind::Thoat),
        ("a5", Color::Black, Kind::Princess),
        ("j10", Color::Orange, Kind::Princess),
        ("a2", Color::Black, Kind::Panthan),
        ("b1", Color::Black, Kind::Warrior),
    ];
    // a2 and b1 blocked: only the diagonal-first paths a1-b2-{b3, c2} remain.
    let pos = board(&base);
    assert_eq!(destinations(&pos, "a1", &either), ["b3", "c2"]);
    assert!(destinations(&pos, "a1", &straight_first).is_empty());
    assert_eq!(destinations(&pos, "a1", &jumping), ["b3", "c2"]);
    // b2 blocked too: only the jumping Thoat moves, over any middle square.
    let mut walled = base.to_vec();
    walled.push(("b2", Color::Black, Kind::Panthan));
    let pos = board(&walled);
    assert!(destinations(&pos, "a1", &either).is_empty());
    assert_eq!(destinations(&pos, "a1", &jumping), ["b3", "c2"]);
}

/// Under steps=up-to a move may stop early, and a capture ends it early.
#[test]
fn up_to_capture_early() {
    // As in `blocking_and_capture`: Black Dwar a1, Orange Panthan a2.
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/N9/d9 b - 0 1").unwrap();
    let r = rules("steps=up-to");
    assert_eq!(
        destinations(&pos, "a1", &r),
        ["a2", "b1", "b2", "b3", "c1", "c2", "d1"]
    );
    assert_eq!(
        pos.path("a1a2", &r).unwrap(),
        vec![ref_square("a1"), ref_square("a2")]
    );
}

/// Frightened Princess: every square of her path after the start must be
/// unthreatened, not only the last.
#[test]
fn frightened_princess() {
    // Black Princess a1; Orange Panthans on b1 (threatens c1 sideways) and c3
    // (threatens c2, b2, d2 going south, b3, d3 sideways). d1 itself is not
    // threatened, but every three-step path a1-?-{c1, c2}-d1 passes c1 or c2.
    let pos = board(&[
        ("a1", Color::Black, Kind::Princess),
        ("b1", Color::Orange, Kind::Panthan),
        ("c3", Color::Orange, Kind::Panthan),
        ("j10", Color::Orange, Kind::Princess),
    ]);
    let brave = rules("escape=none");
    let frightened = rules("escape=none,princess=frightened");
    assert!(!pos.threatened(ref_square("d1"), &brave));
    assert!(pos.threatened(ref_square("c1"), &brave) && pos.threatened(ref_square("c2"), &brave));
    assert!(destinations(&pos, "a1", &brave).contains(&"d1".to_string()));
    assert!(!destinations(&pos, "a1", &frightened).contains(&"d1".to_string()));
    // Her path may jump the Panthan on b1 (a1-b1-c... is blocked only by
    // threat): a1-a2-a3-a4 is safe in both readings.
    assert!(destinations(&pos, "a1", &frightened).contains(&"a4".to_string()));
}

// ---------------------------------------------------------------------------
// The readings of the published programs (RULES.md 9 and 10), worked by hand
// ---------------------------------------------------------------------------

/// The Princesses, out of the way of the pieces tested: Black's on j1,
/// Orange's on a10.
const PRINCESSES: [(&str, Color, Kind); 2] = [
    ("j1", Color::Black, Kind::Princess),
    ("a10", Color::Orange, Kind::Princess),
];

fn with_princesses(pieces: &[(&str, Color, Kind)]) -> RefPosition {
    let mut all = PRINCESSES.to_vec();
    all.extend_from_slice(pieces);
    board(&all)
}

/// `flier=leap`: the offsets (+-1,+-1) (+-1,+-3) (+-3,+-1) (+-3,+-3) kept
/// where they land on the board; the walk needs three diagonal steps on it.
#[test]
fn a_leaping_flier_reaches_the_corner_squares_a_walk_cannot() {
    let walk = rules("escape=none");
    let leap = rules("escape=none,flier=leap");
    let flier_on = |s: &str| with_princesses(&[(s, Color::Black, Kind::Flier)]);
    let dests = |s: &str, r: &RefRules| destinations(&flier_on(s), s, r);
    // From a1 the walk's only first step is b2; from there a3, c3 or c1,
    // then b4 (a1-b2-a3-b4 or -c3-b4), d4 and d2: b2 itself would need b2
    // twice. The leap adds (+1,+1) = b2; the other offsets are off the board.
    assert_eq!(dests("a1", &walk), names("b4 d2 d4"));
    assert_eq!(dests("a1", &leap), names("b2 b4 d2 d4"));
    // From b2 the walk reaches a3 a5 c1 c3 c5 e1 e3 e5 (a3: b2-c3-b4-a3,
    // c3: b2-a3-b4-c3, c1: b2-c3-d2-c1, the rest straight on); a1 is a dead
    // end (its only diagonal neighbour is b2). The leap adds (-1,-1) = a1.
    assert_eq!(dests("b2", &walk), names("a3 a5 c1 c3 c5 e1 e3 e5"));
    assert_eq!(dests("b2", &leap), names("a1 a3 a5 c1 c3 c5 e1 e3 e5"));
    // Along an edge, away from a corner, the two agree: from b1 both give
    // a2 c2 (one step), a4 c4 (+-1,+3), e2 (+3,+1), e4 (+3,+3).
    let b1 = names("a2 a4 c2 c4 e2 e4");
    assert_eq!(dests("b1", &walk), b1);
    assert_eq!(dests("b1", &leap), b1);
    // Far from the edges: the 16 squares of RULES.md 3, both ways.
    assert_eq!(dests("e5", &leap), dests("e5", &walk));
    // The leap captures on its end square and never lands on its own side:
    // an Orange Panthan on b2 is taken, a Black one blocks.
    let mut pos = flier_on("a1");
    pos.board[ref_square("b2")] = Some((Color::Orange, Kind::Panthan));
    assert!(destinations(&pos, "a1", &leap).contains(&"b2".to_string()));
    pos.board[ref_square("b2")] = Some((Color::Black, Kind::Panthan));
    assert_eq!(destinations(&pos, "a1", &leap), names("b4 d2 d4"));
}

/// `thoat=knight`: a jump to the eight knight squares, nothing else.
#[test]
fn a_knight_thoat_jumps_to_the_knight_squares_only() {
    let either = rules("escape=none");
    let jumping = rules("escape=none,thoat=jumping");
    let knight = rules("escape=none,thoat=knight");
    let knight_squares = names("c4 c6 d3 d7 f3 f7 g4 g6");
    // On an empty board: either order gives the knight squares and the
    // four straight neighbours (RULES.md 3); the knight only the former.
    let alone = with_princesses(&[("e5", Color::Black, Kind::Thoat)]);
    assert_eq!(
        destinations(&alone, "e5", &either),
        names("c4 c6 d3 d7 f3 f7 g4 g6 d5 f5 e4 e6")
    );
    assert_eq!(destinations(&alone, "e5", &knight), knight_squares);
    // Walled in by eight Black Panthans: the walking Thoat has no first
    // step; the jumping one still reaches the knight squares (its straight
    // neighbours hold its own side); the knight jumps out the same way.
    let mut walled = vec![("e5", Color::Black, Kind::Thoat)];
    for s in ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"] {
        walled.push((s, Color::Black, Kind::Panthan));
    }
    let pos = with_princesses(&walled);
    assert!(destinations(&pos, "e5", &either).is_empty());
    assert_eq!(destinations(&pos, "e5", &jumping), knight_squares);
    assert_eq!(destinations(&pos, "e5", &knight), knight_squares);
    // In the corner: (+1,+2) b3 and (+2,+1) c2.
    let corner = with_princesses(&[("a1", Color::Black, Kind::Thoat)]);
    assert_eq!(destinations(&corner, "a1", &knight), names("b3 c2"));
}

/// `threat=in-place`: her own square still blocks a line through it.
/// Black Princess e2, Orange Dwar e4 (three straight steps: (+-1,0) (0,+-1)
/// (+-3,0) (0,+-3) (+-2,+-1) (+-1,+-2)).
#[test]
fn her_square_blocks_a_dwar_line_when_threat_is_judged_in_place() {
    let mut pos = board(&[
        ("e2", Color::Black, Kind::Princess),
        ("e4", Color::Orange, Kind::Dwar),
        ("a10", Color::Orange, Kind::Princess),
    ]);
    pos.escapes = [false, false];
    let vacated = RefRules::default();
    let in_place = rules("threat=in-place");
    // With e2 vacated the Dwar reaches its 16 squares; e1 only by
    // e4-e3-e2-e1, the one path to (0,-3). e2 itself is (0,-2), which three
    // straight steps never give (odd parity).
    let dwar = names("d4 f4 e5 e3 b4 h4 e7 e1 c5 c3 g5 g3 d6 d2 f6 f2");
    let threatened = |r: &RefRules| -> Vec<String> {
        let map = pos.threats_against(Color::Black, r);
        let mut v: Vec<String> = (0..100).filter(|&s| map[s]).map(square_name).collect();
        v.sort();
        v
    };
    assert_eq!(threatened(&vacated), dwar);
    // In place, e1 is the only square lost: d2 and f2 have paths beside her
    // (e4-d4-d3-d2), e3 has e4-d4-d3-e3.
    let without_e1: Vec<String> = dwar.iter().filter(|s| *s != "e1").cloned().collect();
    assert_eq!(threatened(&in_place), without_e1);
    // Her moves: the 35 squares within three king steps (files b-h, ranks
    // 1-5), less her own and the Dwar's (she never captures): 33; less the
    // 13 threatened ones among them (all of the Dwar's but e7, d6, f6): 20.
    // In place e1 is open too: 21.
    let moves = destinations(&pos, "e2", &vacated);
    assert_eq!(moves.len(), 20);
    assert!(!moves.contains(&"e1".to_string()));
    let moves = destinations(&pos, "e2", &in_place);
    assert_eq!(moves.len(), 21);
    assert!(moves.contains(&"e1".to_string()));
    // The escape follows the same map: with her escape back, e1 is an
    // escape square in place and not vacated.
    pos.escapes = [true, false];
    assert!(escapes(&pos, &in_place).contains(&"e1".to_string()));
    assert!(!escapes(&pos, &vacated).contains(&"e1".to_string()));
}

/// `escape-when=threatened`: the escape only while an opposing piece could
/// take her where she stands.
#[test]
fn the_escape_waits_until_she_is_threatened() {
    let threatened = rules("escape-when=threatened");
    let any = RefRules::default();
    // Black Princess e2, Orange Dwar e4: (0,-2) is out of the Dwar's reach,
    // so she is safe. By default she escapes to the 100 squares less the
    // three held (e2, e4, a10) and the Dwar's 16 (all empty): 81.
    let mut pos = board(&[
        ("e2", Color::Black, Kind::Princess),
        ("e4", Color::Orange, Kind::Dwar),
        ("a10", Color::Orange, Kind::Princess),
    ]);
    assert!(!pos.princess_in_danger(Color::Black, &threatened));
    assert_eq!(escapes(&pos, &any).len(), 81);
    assert!(escapes(&pos, &threatened).is_empty());
    // The Dwar on e5 instead: e5-e4-e3-e2 reaches her. Every escape is open
    // again: 100 less e2, e5, a10 and the 15 other squares of the Dwar
    // (e2 is one of its 16): 82, the same under both readings.
    pos.board[ref_square("e4")] = None;
    pos.board[ref_square("e5")] = Some((Color::Orange, Kind::Dwar));
    assert!(pos.princess_in_danger(Color::Black, &threatened));
    assert_eq!(escapes(&pos, &threatened).len(), 82);
    assert_eq!(escapes(&pos, &threatened), escapes(&pos, &any));
}

/// `escape=far`: only squares more than three king steps away.
#[test]
fn the_far_escape_leaves_out_her_near_squares() {
    let far = rules("escape=far");
    // Black Princess e2, Orange Princess j10, nothing else: by default 98
    // escapes. Within distance 3 of e2: files b-h, ranks 1-5, 35 squares
    // (hers included); the far ones are the other 65, less j10: 64.
    let mut pos = board(&[
        ("e2", Color::Black, Kind::Princess),
        ("j10", Color::Orange, Kind::Princess),
    ]);
    assert_eq!(escapes(&pos, &RefRules::default()).len(), 98);
    let far_escapes = escapes(&pos, &far);
    assert_eq!(far_escapes.len(), 64);
    // h5 is at distance 3, i5 and e6 at 4.
    assert!(!far_escapes.contains(&"h5".to_string()));
    assert!(far_escapes.contains(&"i5".to_string()) && far_escapes.contains(&"e6".to_string()));
    // Threatened far squares stay out: an Orange Warrior on a10 holds a10
    // and threatens c10, a8 and b9, all far: 60.
    pos.board[ref_square("a10")] = Some((Color::Orange, Kind::Warrior));
    assert_eq!(escapes(&pos, &far).len(), 60);
}

/// RULES.md 10: both outcomes of a duel are moves; the Princess is never
/// duelled and never duels.
#[test]
fn a_duel_has_two_outcomes_and_each_leaves_its_own_board() {
    let duel = rules("capture=duel,escape=none");
    let replace = rules("escape=none");
    // Black Flier d1 and Princess j1, Orange Flier g4 and Princess a4: the
    // Flier reaches g4 (+3,+3) and a4 (-3,+3). Each side Princess and Flier:
    // the material condition holds, count 4.
    let mut pos = board(&[
        ("d1", Color::Black, Kind::Flier),
        ("j1", Color::Black, Kind::Princess),
        ("g4", Color::Orange, Kind::Flier),
        ("a4", Color::Orange, Kind::Princess),
    ]);
    pos.count = 4;
    let with = pos.legal_moves(&duel);
    let without = pos.legal_moves(&replace);
    // The duel list is the replace list plus d1*g4: no duel on a4 (the
    // Princess), none from j1 (she never captures).
    let mut expected = without.clone();
    expected.push("d1*g4".to_string());
    expected.sort();
    assert_eq!(with, expected);
    assert!(with.contains(&"d1g4".to_string()) && with.contains(&"d1a4".to_string()));
    // The attacker wins: an ordinary capture. Black P F against Orange P:
    // the condition no longer holds, the count is 0.
    let won = pos.play("d1g4", &duel);
    assert_eq!(won.board[ref_square("d1")], None);
    assert_eq!(
        won.board[ref_square("g4")],
        Some((Color::Black, Kind::Flier))
    );
    assert_eq!(won.count, 0);
    assert_eq!(won.outcome(&duel), None);
    // The attacker falls: gone, and the defender stays on its square.
    let fell = pos.play("d1*g4", &duel);
    assert_eq!(fell.board[ref_square("d1")], None);
    assert_eq!(
        fell.board[ref_square("g4")],
        Some((Color::Orange, Kind::Flier))
    );
    assert_eq!(fell.to_text(), "10/10/10/10/10/10/P5F3/10/10/9p o bo 0 1");
    assert_eq!(fell.outcome(&duel), None);
    // Onto the Princess: no duel, the game is won at once.
    let won = pos.play("d1a4", &duel);
    assert_eq!(
        won.outcome(&duel).as_deref(),
        Some("black wins: princess taken")
    );
    // `*` under capture=replace, or onto an empty square, is no move.
    assert!(pos.try_play("d1*g4", &replace).is_err());
    assert!(pos.try_play("d1*e2", &duel).is_err());
    // perft(1) counts both outcomes.
    assert_eq!(pos.perft(1, &duel), pos.perft(1, &replace) + 1);
}

/// RULES.md 10: when the Chiefs duel the survivor's side wins, whichever
/// attacked, under either `chief` reading.
#[test]
fn a_chief_that_attacks_the_chief_and_falls_loses_the_game() {
    // Black Chief e1, Orange Chief e4 ((0,+3): e1-e2-e3-e4).
    let pos = with_princesses(&[
        ("e1", Color::Black, Kind::Chief),
        ("e4", Color::Orange, Kind::Chief),
    ]);
    for text in ["capture=duel", "capture=duel,chief=removed"] {
        let r = rules(text);
        let fell = pos.play("e1*e4", &r);
        assert_eq!(fell.board[ref_square("e1")], None, "{text}");
        assert_eq!(
            fell.board[ref_square("e4")],
            Some((Color::Orange, Kind::Chief))
        );
        assert_eq!(
            fell.result(&r),
            Some(RefOutcome::Win(Color::Orange, "chief taken by the chief")),
            "{text}"
        );
        assert!(fell.legal_moves(&r).is_empty());
        let won = pos.play("e1e4", &r);
        assert_eq!(
            won.result(&r),
            Some(RefOutcome::Win(Color::Black, "chief taken by the chief")),
            "{text}"
        );
    }
}

/// RULES.md 10 with 6.3: a Chief that falls to another piece is a Chief
/// taken by another piece; a piece that falls attacking a Chief takes
/// nothing.
#[test]
fn a_chief_that_falls_to_a_panthan_draws_or_is_removed() {
    // Black Chief e1, Orange Panthan e4 and Chief j10.
    let pos = with_princesses(&[
        ("e1", Color::Black, Kind::Chief),
        ("e4", Color::Orange, Kind::Panthan),
        ("j10", Color::Orange, Kind::Chief),
    ]);
    let draw = rules("capture=duel");
    let fell = pos.play("e1*e4", &draw);
    assert_eq!(fell.board[ref_square("e1")], None);
    assert_eq!(
        fell.board[ref_square("e4")],
        Some((Color::Orange, Kind::Panthan))
    );
    assert_eq!(
        fell.result(&draw),
        Some(RefOutcome::Draw("chief taken by a non-chief"))
    );
    let removed = rules("capture=duel,chief=removed");
    let fell = pos.play("e1*e4", &removed);
    assert_eq!(fell.board[ref_square("e1")], None);
    assert_eq!(fell.result(&removed), None);
    assert_eq!(fell.side, Color::Orange);
    assert!(!fell.legal_moves(&removed).is_empty());
    // The Chief winning is an ordinary capture: the game goes on.
    assert_eq!(pos.play("e1e4", &draw).result(&draw), None);
    // The other way round: a Black Panthan on e3 attacks the Orange Chief on
    // e4 (forward). Winning, it takes the Chief (6.3: a draw); falling, it
    // is gone and the Chief stands.
    let pos = with_princesses(&[
        ("e3", Color::Black, Kind::Panthan),
        ("e4", Color::Orange, Kind::Chief),
    ]);
    assert_eq!(
        pos.play("e3e4", &draw).result(&draw),
        Some(RefOutcome::Draw("chief taken by a non-chief"))
    );
    let fell = pos.play("e3*e4", &draw);
    assert_eq!(fell.result(&draw), None);
    assert_eq!(
        fell.board[ref_square("e4")],
        Some((Color::Orange, Kind::Chief))
    );
    assert_eq!(fell.board[ref_square("e3")], None);
}

/// RULES.md 10, the decoded game of chapter 17 (Orange first, Manator
/// set-up): its first four moves are legal, and the fourth is a duel with
/// both outcomes on the list.
#[test]
fn the_first_moves_of_chapter_17_are_legal_under_duels() {
    let r = rules("setup=manator,capture=duel");
    let mut pos = RefPosition::start(true, true);
    for m in ["g10d7", "d2d3", "d7g4"] {
        pos = pos.play(m, &r);
    }
    let moves = pos.legal_moves(&r);
    assert!(moves.contains(&"d1g4".to_string()) && moves.contains(&"d1*g4".to_string()));
    let after = pos.play("d1g4", &r);
    assert_eq!(
        after.board[ref_square("g4")],
        Some((Color::Black, Kind::Flier))
    );
}

/// The JetanAgents rules of RULES.md 9: its published figures are 52 moves
/// from the start and 2,683 positions two plies deep. No escape
/// at the start (no Princess is threatened), and the jumping Thoat and
/// leaping Flier gain nothing from behind the Panthans.
#[test]
fn the_jetan_agents_rules_count_52_and_2683_from_the_start() {
    let r = rules(
        "setup=manator,thoat=jumping,flier=leap,threat=in-place,escape-when=threatened,\
         escape=far,chief=removed,material=off,no-move=loss",
    );
    for orange_first in [false, true] {
        let pos = RefPosition::start_with(&r, orange_first);
        assert_eq!(pos.perft(1, &r), 52);
        assert_eq!(pos.perft(2, &r), 2683);
    }
}

/// Where RULES.md gives a leaper's squares without saying how
/// `steps=up-to` changes them, the reference reads: the knight Thoat keeps
/// its eight squares ("only"); the leaping Flier takes the offsets an
/// unbounded board gives to walks of one to three diagonal steps, which
/// far from the edges are the walk's 24 (RULES.md 3 plus (+-2,+-2) (+-2,0)
/// (0,+-2)).
#[test]
fn leapers_under_up_to_as_the_reference_reads_them() {
    let knight = rules("escape=none,thoat=knight,steps=up-to");
    let alone = with_princesses(&[("e5", Color::Black, Kind::Thoat)]);
    assert_eq!(
        destinations(&alone, "e5", &knight),
        names("c4 c6 d3 d7 f3 f7 g4 g6")
    );
    let leap = rules("escape=none,flier=leap,steps=up-to");
    let walk = rules("escape=none,steps=up-to");
    let flier = with_princesses(&[("e5", Color::Black, Kind::Flier)]);
    assert_eq!(destinations(&flier, "e5", &leap).len(), 24);
    assert_eq!(
        destinations(&flier, "e5", &leap),
        destinations(&flier, "e5", &walk)
    );
    // In the corner the up-to walk already reaches b2 (one step): a1 gives
    // b2, a3 c3 c1, b4 d4 d2 both ways.
    let corner = with_princesses(&[("a1", Color::Black, Kind::Flier)]);
    assert_eq!(
        destinations(&corner, "a1", &leap),
        names("a3 b2 b4 c1 c3 d2 d4")
    );
    assert_eq!(
        destinations(&corner, "a1", &leap),
        destinations(&corner, "a1", &walk)
    );
}
