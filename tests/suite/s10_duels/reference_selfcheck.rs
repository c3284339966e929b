//! RULES.md section 10 in the plain reference (`crate::reference`), worked
//! out by hand (the shared helpers are in `crate::reference_selfcheck`):
//! both outcomes of a duel, the Chiefs' duel, a Chief that falls to another
//! piece, and the first moves of the chapter 17 game.

use crate::reference_selfcheck::{board, ref_square, rules, with_princesses};

use crate::reference::{Color, Kind, RefOutcome, RefPosition};

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
