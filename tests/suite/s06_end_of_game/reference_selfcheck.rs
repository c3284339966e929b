//! RULES.md section 6 in the plain reference (`crate::reference`), worked
//! out by hand (the shared helpers are in `crate::reference_selfcheck`):
//! the game won or drawn by a capture, the material count, no legal move.

use crate::reference;
use crate::reference_selfcheck::{ref_square, rules};

use reference::{Color, Kind, RefOutcome, RefPosition, RefRules};

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
