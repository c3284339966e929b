//! RULES.md section 4 in the plain reference (`crate::reference`), worked
//! out by hand (the shared helpers are in `crate::reference_selfcheck`): a
//! square threatened once her own square is vacated, and a Princess that
//! never captures.

use crate::reference_selfcheck::{destinations, ref_square};

use crate::reference::{RefPosition, RefRules};

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
