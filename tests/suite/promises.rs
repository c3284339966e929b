//! Not a rule of the game: what the crate promises its callers (an illegal
//! move refused and changing nothing, the move list's capacity, sizes).

use crate::common::{mv, position_under};

use jetan::{MAX_LEGAL_MOVES, Move, Position};

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let start = Position::default();
    let cases = [
        ("e5e6", jetan::IllegalMove::NoPiece("e5".parse().unwrap())),
        (
            "e9e8",
            jetan::IllegalMove::NotYourPiece("e9".parse().unwrap()),
        ),
        (
            "e2~e3",
            jetan::IllegalMove::EscapeByNonPrincess {
                square: "e2".parse().unwrap(),
                found: jetan::Role::Panthan,
            },
        ),
        // The Panthan on e2 steps to d3, e3 or f3 (RULES.md section 3).
        (
            "e2e4",
            jetan::IllegalMove::NotADestination {
                attempted: mv("e2e4"),
                role: jetan::Role::Panthan,
                destinations: ["d3", "e3", "f3"]
                    .into_iter()
                    .map(|s| s.parse::<jetan::Square>().unwrap())
                    .collect(),
            },
        ),
        // a8 is threatened: her 40 escapes are the empty squares of ranks 3
        // to 6 (RULES.md section 5).
        (
            "f1~a8",
            jetan::IllegalMove::NotADestination {
                attempted: mv("f1~a8"),
                role: jetan::Role::Princess,
                destinations: jetan::Bitboard::rank(jetan::Rank::Third)
                    | jetan::Bitboard::rank(jetan::Rank::Fourth)
                    | jetan::Bitboard::rank(jetan::Rank::Fifth)
                    | jetan::Bitboard::rank(jetan::Rank::Sixth),
            },
        ),
    ];
    for (text, error) in cases {
        let mut pos = start;
        assert_eq!(pos.play(mv(text)), Err(error), "{text}");
        assert_eq!(pos, start);
    }
}

#[test]
fn the_move_list_holds_a_crowded_position() {
    // Black's whole army spread over the open middle, Orange only a
    // Princess in the corner, escapes and the "up to" options that add
    // destinations: far more moves than the start, still within the bound.
    let army = "wadfcpfdaw";
    let mut pieces: Vec<(String, char)> = Vec::new();
    for (i, letter) in army.chars().enumerate() {
        pieces.push((format!("{}4", (b'a' + i as u8) as char), letter));
        let second = if i == 0 || i == 9 { 't' } else { 'n' };
        pieces.push((format!("{}7", (b'a' + i as u8) as char), second));
    }
    pieces.push(("j10".into(), 'P'));
    let borrowed: Vec<(&str, char)> = pieces.iter().map(|(s, c)| (s.as_str(), *c)).collect();
    for rules in ["", "steps=up-to,panthan=diagonal-back"] {
        let pos = position_under(rules, &borrowed, 'b', "bo");
        // The count is not capped, as a list is at its capacity: it is the
        // one to hold against the bound, and the list must hold them all.
        let count = pos.count_legal_moves();
        assert!(count > 200 && count <= MAX_LEGAL_MOVES, "{count}");
        assert_eq!(pos.legal_moves().len(), count);
    }
}

#[test]
fn a_move_is_two_bytes_and_a_position_fits_three_cache_lines() {
    assert_eq!(core::mem::size_of::<Move>(), 2);
    // Ten 16-byte bitboards (eight kinds, two sides) and a few small
    // fields, rounded up to the bitboards' alignment.
    assert!(
        core::mem::size_of::<Position>() <= 192,
        "{}",
        core::mem::size_of::<Position>()
    );
}
