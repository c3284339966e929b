//! RULES.md section 3 in the plain reference (`crate::reference`), worked
//! out by hand (the shared helpers are in `crate::reference_selfcheck`):
//! each kind's destinations on an empty board, the Panthan on the far rank,
//! no square twice, blocking and capture.

use crate::reference;
use crate::reference_selfcheck::{board, destinations, ref_square, rules};

use reference::{Color, Kind, RefPosition, RefRules};

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
