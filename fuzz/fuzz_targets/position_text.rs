//! Position text and rule text: parsing never panics, and whatever parses
//! formats to text that parses back to the same position, whose moves can
//! be generated and played.
#![no_main]

use jetan::{Position, Rules};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // An optional first line holds rule text.
    let (rules, position) = match text.split_once('\n') {
        Some((rules, position)) => match rules.parse::<Rules>() {
            Ok(rules) => (rules, position),
            Err(e) => {
                let _ = e.to_string();
                return;
            }
        },
        None => (Rules::default(), text),
    };
    let pos = match Position::from_text_with_rules(position, rules) {
        Ok(pos) => pos,
        Err(e) => {
            let _ = e.to_string();
            return;
        }
    };
    let again = Position::from_text_with_rules(&pos.to_string(), rules);
    assert_eq!(again, Ok(pos), "{position:?} does not read back");
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), pos.count_legal_moves());
    for &m in moves.iter() {
        let mut child = pos;
        child.play(m).expect("a generated move plays");
        assert!(pos.path(m).is_some());
    }
    let _ = pos.outcome();
});
