//! The readings of RULES.md section 9 that the published programs play,
//! one at a time: a Flier that leaps, a Thoat that is a knight, the
//! Princess's threat judged with her in place, an escape only while she is
//! threatened, and an escape that must go far. Each is a position worked
//! out by hand from RULES.md, asserted side by side with the default reading
//! on the same position.
//!
//! Offsets are written `(file, rank)` from the moving piece, as in RULES.md
//! section 3.

use crate::common;
use crate::common::sq;

use common::{destinations_where, names, position_under as position};
use jetan::{Bitboard, Color, IllegalMove, Move, MoveTextError, Position};

fn ordinary(pos: &Position, from: &str) -> Vec<String> {
    destinations_where(pos, from, |m| !m.is_escape())
}

fn escapes(pos: &Position, from: &str) -> Vec<String> {
    destinations_where(pos, from, |m| m.is_escape())
}

// ---------------------------------------------------------------------------
// flier=leap
// ---------------------------------------------------------------------------

#[test]
fn a_flier_in_the_corner_leaps_where_it_cannot_walk() {
    // A Black Flier on a1, an Orange Panthan on b2. Walking, its offsets
    // (+1,+1) (+1,+3) (+3,+1) (+3,+3) end on b2, b4, d2, d4 (the twelve
    // others leave the board); b4, d2 and d4 are walks on the board
    // (a1-b2-c3-b4, a1-b2-c3-d2, a1-b2-c3-d4), but every three-step walk to
    // b2 must step back onto b2 or leave the board. Leaping, the offsets
    // alone count: b2 too, a capture.
    let pieces = [("a1", 'f'), ("b2", 'N'), ("j1", 'p'), ("a10", 'P')];
    let walk = position("", &pieces, 'b', "-");
    let leap = position("flier=leap", &pieces, 'b', "-");
    assert_eq!(ordinary(&walk, "a1"), names("b4 d2 d4"));
    assert_eq!(ordinary(&leap, "a1"), names("b2 b4 d2 d4"));
    let mut after = leap;
    after.play("a1b2".parse().unwrap()).unwrap();
    assert_eq!(
        after.piece_at(sq("b2")).map(|p| p.color),
        Some(Color::Black)
    );
    // A leap has no path of steps on the board: its path is the jump.
    let path = leap.path("a1b2".parse().unwrap()).unwrap();
    assert_eq!(path.squares(), [sq("a1"), sq("b2")]);
}

#[test]
fn up_to_three_steps_the_corner_flier_reaches_the_same_squares_either_way() {
    // Under "up to" the offsets add (+2,0) (0,+2) (+2,+2): c1, a3, c3 from
    // a1, and b2 is one step. The walk reaches the same seven: b2; a3, c3,
    // c1 (a1-b2-a3, -c3, -c1); b4, d4, d2.
    let pieces = [("a1", 'f'), ("j1", 'p'), ("a10", 'P')];
    let seven = names("b2 a3 c3 c1 b4 d4 d2");
    for rules in ["steps=up-to", "steps=up-to,flier=leap"] {
        assert_eq!(
            ordinary(&position(rules, &pieces, 'b', "-"), "a1"),
            seven,
            "{rules}"
        );
    }
}

#[test]
fn a_leaping_flier_in_the_corner_threatens_what_a_walking_one_does_not() {
    // An Orange Flier on a10 leaps to b9, b7, d9, d7 (the mirror of a1);
    // walking it reaches b7, d9, d7 but not b9. The Black Princess on b6
    // reaches b9 by three steps north (RULES.md section 4: she may not end
    // on a threatened square), and b7, d7 and d9 are threatened either way.
    let pieces = [("a10", 'F'), ("b6", 'p'), ("j1", 'P')];
    let walk = position("", &pieces, 'b', "-");
    let leap = position("flier=leap", &pieces, 'b', "-");
    assert!(ordinary(&walk, "b6").contains(&"b9".to_string()));
    assert!(!ordinary(&leap, "b6").contains(&"b9".to_string()));
    assert!(!walk.threats(Color::Orange).contains(sq("b9")));
    assert!(leap.threats(Color::Orange).contains(sq("b9")));
    for pos in [&walk, &leap] {
        for threatened in ["b7", "d7", "d9"] {
            assert!(!ordinary(pos, "b6").contains(&threatened.to_string()));
        }
    }
}

// ---------------------------------------------------------------------------
// thoat=knight
// ---------------------------------------------------------------------------

#[test]
fn a_knight_thoat_has_the_knight_squares_only() {
    // A lone Black Thoat on e5. Either order (default) and jumping: the
    // eight knight squares and the four straight neighbours (a straight
    // step, then a diagonal step back beside the start), 12. As a knight,
    // the eight knight squares only.
    let pieces = [("e5", 't'), ("j1", 'p'), ("a10", 'P')];
    let knight_squares = names("c4 c6 g4 g6 d3 f3 d7 f7");
    let twelve = names("c4 c6 g4 g6 d3 f3 d7 f7 d5 f5 e4 e6");
    assert_eq!(ordinary(&position("", &pieces, 'b', "-"), "e5"), twelve);
    assert_eq!(
        ordinary(&position("thoat=jumping", &pieces, 'b', "-"), "e5"),
        twelve
    );
    let knight = position("thoat=knight", &pieces, 'b', "-");
    assert_eq!(ordinary(&knight, "e5"), knight_squares);
    // A leap: its path is the jump.
    let path = knight.path("e5f7".parse().unwrap()).unwrap();
    assert_eq!(path.squares(), [sq("e5"), sq("f7")]);
    // "Up to" adds nothing to a leap (RULES.md section 9: the eight knight
    // squares only), while the stepping Thoat gains the four diagonal
    // neighbours it can stop on after one step.
    assert_eq!(
        ordinary(
            &position("steps=up-to,thoat=knight", &pieces, 'b', "-"),
            "e5"
        ),
        knight_squares
    );
    assert_eq!(
        ordinary(&position("steps=up-to", &pieces, 'b', "-"), "e5").len(),
        16
    );
}

#[test]
fn a_knight_thoat_jumps_out_of_a_ring_of_its_own_pieces() {
    // The Thoat on e5 ringed by eight Black Panthans: blocked on every
    // first step, the default Thoat has no move; jumping or as a knight it
    // reaches the eight knight squares (the straight neighbours hold its
    // own Panthans).
    let mut pieces = vec![("e5", 't'), ("j1", 'p'), ("a10", 'P')];
    for ring in ["d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"] {
        pieces.push((ring, 'n'));
    }
    let knight_squares = names("c4 c6 g4 g6 d3 f3 d7 f7");
    assert!(ordinary(&position("", &pieces, 'b', "-"), "e5").is_empty());
    assert_eq!(
        ordinary(&position("thoat=jumping", &pieces, 'b', "-"), "e5"),
        knight_squares
    );
    assert_eq!(
        ordinary(&position("thoat=knight", &pieces, 'b', "-"), "e5"),
        knight_squares
    );
    // The jumping Thoat's path to f7 is two steps over one of its own
    // Panthans: straight to e6 then diagonally, or diagonally to f6 then
    // straight; both middle squares are held.
    let jumping = position("thoat=jumping", &pieces, 'b', "-");
    let path = jumping.path("e5f7".parse().unwrap()).unwrap();
    let squares = path.squares();
    assert_eq!(path.steps(), 2);
    assert_eq!((squares[0], squares[2]), (sq("e5"), sq("f7")));
    assert!([sq("e6"), sq("f6")].contains(&squares[1]), "{squares:?}");
}

// ---------------------------------------------------------------------------
// threat=in-place
// ---------------------------------------------------------------------------

#[test]
fn her_square_blocks_a_dwars_line_only_when_judged_in_place() {
    // The Black Princess on e7, an Orange Dwar on e9. The Dwar reaches e6
    // (0,-3) only straight down e8, e7, e6. Judged with her square vacated
    // (default), e7 is empty and e6 is threatened: she may not go there.
    // Judged in place, she blocks e7 and e6 is safe. e8 (0,-1) and d7, f7
    // (-+1,-2), reached around her, are threatened either way.
    let pieces = [("e9", 'D'), ("e7", 'p'), ("a1", 'P')];
    let vacated = position("", &pieces, 'b', "-");
    let in_place = position("threat=in-place", &pieces, 'b', "-");
    assert!(vacated.threats(Color::Orange).contains(sq("e6")));
    assert!(!in_place.threats(Color::Orange).contains(sq("e6")));
    assert!(!ordinary(&vacated, "e7").contains(&"e6".to_string()));
    assert!(ordinary(&in_place, "e7").contains(&"e6".to_string()));
    for pos in [&vacated, &in_place] {
        for threatened in ["e8", "d7", "f7"] {
            assert!(pos.threats(Color::Orange).contains(sq(threatened)));
            assert!(!ordinary(pos, "e7").contains(&threatened.to_string()));
        }
    }
    // Every other square is judged alike: the Dwar's only paths over e7
    // end on e6, d7 or f7, and it reaches d7 and f7 around her. So in place
    // she has exactly one square more.
    assert_eq!(
        ordinary(&vacated, "e7").len() + 1,
        ordinary(&in_place, "e7").len()
    );
}

// ---------------------------------------------------------------------------
// escape-when=threatened
// ---------------------------------------------------------------------------

#[test]
fn the_escape_waits_for_a_threat_on_her_square() {
    // The Black Princess on e5 with her escape, nothing against her. At
    // any time (default) she escapes to every empty square: 100 less the
    // two Princesses, 98. Only while threatened: none, and her ordinary
    // moves are the same 48.
    let quiet = [("e5", 'p'), ("j10", 'P')];
    let any = position("", &quiet, 'b', "b");
    let threatened = position("escape-when=threatened", &quiet, 'b', "b");
    assert_eq!(escapes(&any, "e5").len(), 98);
    assert!(escapes(&threatened, "e5").is_empty());
    assert_eq!(ordinary(&threatened, "e5"), ordinary(&any, "e5"));
    assert_eq!(threatened.count_legal_moves(), 48);
    // Refused for that reason, in `play` and in move text alike.
    let mut tried = threatened;
    assert_eq!(
        tried.play(Move::escape(sq("e5"), sq("a1"))),
        Err(IllegalMove::EscapeNotThreatened)
    );
    assert_eq!(
        threatened.parse_move("Pe5~a1"),
        Err(MoveTextError::Illegal(IllegalMove::EscapeNotThreatened))
    );
    // Her escape is kept for later.
    assert!(threatened.has_escape(Color::Black));

    // An Orange Warrior on e7 reaches e5 (e6 then e5): now she may escape,
    // to the same squares as at any time. The Warrior's eight squares
    // (0,+-2) (+-2,0) (+-1,+-1) are e9, e5, c7, g7, d8, f8, d6, f6; seven
    // are empty (e5 is hers), so 97 empty squares less 7: 90.
    let attacked = [("e5", 'p'), ("j10", 'P'), ("e7", 'W')];
    let any = position("", &attacked, 'b', "b");
    let threatened = position("escape-when=threatened", &attacked, 'b', "b");
    assert_eq!(escapes(&threatened, "e5").len(), 90);
    assert_eq!(escapes(&threatened, "e5"), escapes(&any, "e5"));
}

#[test]
fn a_blocked_line_to_her_square_is_no_threat() {
    // An Orange Dwar on e8 would reach e5 (0,-3) straight down e7, e6, but
    // a Black Panthan stands on e6: in the current position nothing can
    // move onto her, so she may not escape yet.
    let pieces = [("e5", 'p'), ("j10", 'P'), ("e8", 'D'), ("e6", 'n')];
    let any = position("", &pieces, 'b', "b");
    let threatened = position("escape-when=threatened", &pieces, 'b', "b");
    assert!(!escapes(&any, "e5").is_empty());
    assert!(escapes(&threatened, "e5").is_empty());
    assert!(!threatened.is_legal(Move::escape(sq("e5"), sq("a1"))));
    assert!(any.is_legal(Move::escape(sq("e5"), sq("a1"))));
}

// ---------------------------------------------------------------------------
// escape=far
// ---------------------------------------------------------------------------

#[test]
fn a_far_escape_goes_more_than_three_squares() {
    // The Black Princess on e5 (file 4, rank 4 from 0). Within three
    // squares (Chebyshev) are files b..h and ranks 2..8: 7 x 7 = 49
    // squares, e5 among them. The other 51 less j10 (the Orange Princess):
    // 50 far escapes, against 98 anywhere.
    let pieces = [("e5", 'p'), ("j10", 'P')];
    let anywhere = position("", &pieces, 'b', "b");
    let far = position("escape=far", &pieces, 'b', "b");
    assert_eq!(escapes(&anywhere, "e5").len(), 98);
    let far_escapes = escapes(&far, "e5");
    assert_eq!(far_escapes.len(), 50);
    for near in ["b2", "h8", "e8", "b5", "h2"] {
        assert!(!far_escapes.contains(&near.to_string()), "{near}");
    }
    for distant in ["a1", "i5", "e9", "j1", "a10", "e1"] {
        assert!(far_escapes.contains(&distant.to_string()), "{distant}");
    }
    // The far squares are exactly those of the escape anywhere that her
    // ordinary move (48 squares within three king steps) cannot reach.
    let near: Bitboard = ordinary(&anywhere, "e5").iter().map(|s| sq(s)).collect();
    let expected: Vec<String> = escapes(&anywhere, "e5")
        .into_iter()
        .filter(|s| !near.contains(sq(s)))
        .collect();
    assert_eq!(far_escapes, expected);
}
