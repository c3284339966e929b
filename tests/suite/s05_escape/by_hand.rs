//! RULES.md section 5, the escape: once a game, worked out by hand.

use crate::common::mv;

use jetan::{Color, Position, Rank};

#[test]
fn the_escape_is_a_move_of_its_own_and_is_used_up() {
    let start = Position::default();
    assert!(start.is_legal(mv("f1e3")) && start.is_legal(mv("f1~e3")));
    // Never a capture, never her own square: the 40 escapes are the empty
    // squares of ranks 3 to 6 (7 and 8 are threatened).
    for m in start.legal_moves().iter().filter(|m| m.is_escape()) {
        assert!(start.piece_at(m.to()).is_none());
        assert!((Rank::Third..=Rank::Sixth).contains(&m.to().rank()), "{m}");
    }
    let mut ordinary = start;
    ordinary.play(mv("f1e3")).unwrap();
    assert!(ordinary.has_escape(Color::Black));
    let mut escaped = start;
    escaped.play(mv("f1~e3")).unwrap();
    assert!(!escaped.has_escape(Color::Black) && escaped.has_escape(Color::Orange));
    escaped.play(mv("e9e8")).unwrap();
    assert!(escaped.legal_moves().iter().all(|m| !m.is_escape()));
    assert_eq!(
        escaped.play(mv("e3~e6")),
        Err(jetan::IllegalMove::EscapeUsed)
    );
}
