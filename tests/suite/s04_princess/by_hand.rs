//! RULES.md section 4, the Princess: she never captures and never ends on
//! a threatened square, worked out by hand.

use crate::common::destinations;
use crate::common::position;
use crate::prop_moves::moves_of;
use crate::reference::RefPosition;

use jetan::{Color, Move, Position, Square};

#[test]
fn a_square_is_threatened_once_the_princess_leaves_the_line() {
    // Orange's Dwar on e10 reaches e7 only through e9 and e8, where Black's
    // Princess stands. Once she moves, the line is open: e7 is threatened.
    let pos = position(&[("e8", 'p'), ("e10", 'D'), ("a10", 'P')], 'b', "-");
    let to = destinations(&pos, "e8");
    assert!(!to.contains(&"e7".to_string()), "{to:?}");
    assert!(to.contains(&"e6".to_string()) && to.contains(&"d7".to_string()));
    assert!(pos.threats(Color::Orange).contains("e7".parse().unwrap()));
}

#[test]
fn a_princess_hemmed_in_by_her_own_side_can_only_escape() {
    // Black's Princess on a1 with her own pieces on all fifteen squares she
    // could reach; Orange has only its Princess, so nothing is threatened.
    let around: [(&str, char); 15] = [
        ("b1", 'w'),
        ("c1", 'w'),
        ("d1", 'a'),
        ("a2", 'n'),
        ("b2", 'n'),
        ("c2", 'n'),
        ("d2", 'n'),
        ("a3", 'n'),
        ("b3", 'n'),
        ("c3", 'n'),
        ("d3", 'n'),
        ("a4", 'd'),
        ("b4", 'd'),
        ("c4", 't'),
        ("d4", 't'),
    ];
    let mut pieces = around.to_vec();
    pieces.extend([("a1", 'p'), ("j10", 'P')]);
    let without = position(&pieces, 'b', "o");
    assert_eq!(destinations(&without, "a1"), Vec::<String>::new());
    assert!(
        without
            .legal_moves()
            .iter()
            .all(|m| m.from() != "a1".parse().unwrap())
    );
    // With her escape: every empty square, 100 - 17 = 83 of them.
    let with = position(&pieces, 'b', "bo");
    let escapes = with.legal_moves().iter().filter(|m| m.is_escape()).count();
    assert_eq!(escapes, 83);
}

/// RULES.md section 4, "her starting square is vacated first": Black's
/// Princess on `e6` blocks the Orange Warrior on `e7` from `e5` (two
/// straight steps through `e6`). Once she has moved to `e5`, `e6` is empty
/// and the Warrior reaches her, so `e5` is threatened: neither a move nor an
/// escape. `e4` is three king steps from `e6` and out of the Warrior's reach.
#[test]
fn princess_threat_when_her_square_blocks_a_line() {
    let text = "P9/10/10/4W5/4p5/10/10/10/10/10 b b 0 1";
    let pos = Position::from_text(text).unwrap();
    let sq = |s: &str| s.parse::<Square>().unwrap();
    assert!(pos.threats(Color::Orange).contains(sq("e5")));
    assert!(!pos.is_legal(Move::new(sq("e6"), sq("e5"))));
    assert!(!pos.is_legal(Move::escape(sq("e6"), sq("e5"))));
    assert!(pos.is_legal(Move::new(sq("e6"), sq("e4"))));
    assert!(pos.is_legal(Move::escape(sq("e6"), sq("e4"))));
    let twin = RefPosition::parse(text).unwrap();
    let mut mine: Vec<String> = moves_of(&pos).iter().map(Move::to_string).collect();
    mine.sort();
    assert_eq!(mine, twin.legal_moves(&Default::default()));
}
