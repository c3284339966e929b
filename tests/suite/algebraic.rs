//! Algebraic move text (NOTATION.md, "Move text").

use crate::common;
use crate::common::mv;
use crate::common::sq;

use jetan::{
    AlgebraicMove, Color, Escape, IllegalMove, Marker, Move, MoveSyntaxError, MoveTextError,
    Outcome, Position, Role, Rules, Square, WinReason,
};

#[test]
fn every_legal_move_formats_and_parses_back() {
    let positions = common::many_positions();
    assert!(positions.len() > 800);
    let mut escapes_seen = 0;
    let mut captures_seen = 0;
    for pos in &positions {
        for &m in pos.legal_moves().iter() {
            let a = pos.algebraic(m).expect("a legal move has algebraic text");
            let text = a.to_string();
            // NOTATION.md: uppercase letter of the moving piece, from, marker, to.
            let piece = pos.piece_at(m.from()).unwrap();
            assert_eq!(text.chars().next(), Some(piece.role.letter()));
            assert!(text[1..].starts_with(&m.from().to_string()));
            assert!(text.ends_with(&m.to().to_string()));
            let marker = match (m.is_escape(), pos.piece_at(m.to()).is_some()) {
                (true, _) => '~',
                (false, true) => 'x',
                (false, false) => '-',
            };
            escapes_seen += usize::from(marker == '~');
            captures_seen += usize::from(marker == 'x');
            assert_eq!(
                text.chars().nth(1 + m.from().to_string().len()),
                Some(marker)
            );
            assert_eq!(pos.parse_move(&text), Ok(m), "{text} in {pos}");
            assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
            assert_eq!(text.parse::<AlgebraicMove>(), Ok(a));
            assert_eq!(a.to_move(pos), Ok(m));
        }
    }
    assert!(escapes_seen > 0 && captures_seen > 0);
}

#[test]
fn hand_picked_moves_of_the_start() {
    let pos = Position::default();
    let text = |m: &str| pos.algebraic(mv(m)).map(|a| a.to_string());
    // Black's back row is W A D F C P F D A W from a1: the Flier on d1, the
    // Princess on f1; Panthans on rank 2, Thoats on a2 and j2.
    assert_eq!(text("b2b3").as_deref(), Some("Nb2-b3"));
    assert_eq!(text("d1e4").as_deref(), Some("Fd1-e4"));
    assert_eq!(text("f1~c5").as_deref(), Some("Pf1~c5"));
    assert_eq!(text("j2i4").as_deref(), Some("Tj2-i4"));
    // Not legal: a Panthan never steps back, and e2 is not a Princess.
    assert_eq!(text("e2e1"), None);
    assert_eq!(text("e2~e5"), None);
}

/// Black: Princess a1, Dwar e4; Orange: Princess j10, Panthan e5.
const DWAR_AND_PANTHAN: &str = "9P/10/10/10/10/4N5/4d5/10/10/p9 b bo 0 1";

#[test]
fn the_capture_marker_must_fit_the_move() {
    let pos = Position::from_text(DWAR_AND_PANTHAN).unwrap();
    // A Dwar takes three straight steps: e4 f4 f5 e5 ends on the Panthan.
    assert_eq!(pos.parse_move("De4xe5"), Ok(mv("e4e5")));
    assert_eq!(pos.algebraic(mv("e4e5")).unwrap().marker, Marker::Capture);
    assert_eq!(
        pos.parse_move("De4-e5"),
        Err(MoveTextError::CaptureNotMarked(mv("e4e5")))
    );
    // Three straight steps to (0, 3) without a square twice must all go
    // north: e5 e6 e7, and the Panthan on e5 blocks that path.
    assert!(matches!(
        pos.parse_move("De4-e7"),
        Err(MoveTextError::Illegal(IllegalMove::NotADestination { attempted, .. }))
            if attempted == mv("e4e7")
    ));
    // (0, -3) is free: e3 e2 e1.
    assert_eq!(pos.parse_move("De4-e1"), Ok(mv("e4e1")));
    assert_eq!(
        pos.parse_move("De4xe1"),
        Err(MoveTextError::NotACapture(mv("e4e1")))
    );
}

#[test]
fn wrong_text_is_refused_with_the_reason() {
    let pos = Position::default();
    let err = |t: &str| pos.parse_move(t).unwrap_err();
    assert_eq!(
        err("e5e6"),
        MoveTextError::Illegal(IllegalMove::NoPiece(sq("e5")))
    );
    assert_eq!(
        err("Ne9-e8"),
        MoveTextError::Illegal(IllegalMove::NotYourPiece(sq("e9")))
    );
    assert_eq!(
        err("Wb2-b3"),
        MoveTextError::WrongPiece {
            square: sq("b2"),
            written: Role::Warrior,
            found: Role::Panthan
        }
    );
    assert_eq!(
        err("e2~e5"),
        MoveTextError::Illegal(IllegalMove::EscapeByNonPrincess {
            square: sq("e2"),
            found: Role::Panthan
        })
    );
    // The Panthan on b2 steps forward to b3, or diagonally forward to a3
    // or c3 (a3 and c3 are empty at the start; a2 and c2 are its own).
    assert_eq!(
        err("Nb2-b5"),
        MoveTextError::Illegal(IllegalMove::NotADestination {
            attempted: mv("b2b5"),
            role: Role::Panthan,
            destinations: ["a3", "b3", "c3"].into_iter().map(sq).collect(),
        })
    );
    // The refusal names where the piece can go, or that it cannot move:
    // the Warrior on a1 is walled in by its Thoat on a2 and Padwar on b1.
    assert_eq!(
        IllegalMove::NotADestination {
            attempted: mv("b2b5"),
            role: Role::Panthan,
            destinations: ["a3", "b3", "c3"].into_iter().map(sq).collect(),
        }
        .to_string(),
        "b2b5 is not a legal move: the Panthan on b2 can go to a3, b3, c3"
    );
    assert_eq!(
        err("Wa1-a3").to_string(),
        "a1a3 is not a legal move: the Warrior on a1 has no legal move"
    );
    assert_eq!(err("Nb2xb3"), MoveTextError::NotACapture(mv("b2b3")));
    // An ordinary Princess move cannot reach c5 (four ranks away), her
    // escape can: `-` says the text means the ordinary move.
    assert_eq!(
        err("Pf1-c5"),
        MoveTextError::Illegal(IllegalMove::EscapeWithoutTilde(mv("f1c5")))
    );
    assert!(
        err("Pf1-c5")
            .to_string()
            .contains("written with '~' (f1~c5)")
    );
}

#[test]
fn bad_syntax_is_refused_with_the_reason() {
    let pos = Position::default();
    let err = |t: &str| match pos.parse_move(t) {
        Err(MoveTextError::Syntax(e)) => e,
        other => panic!("{t}: {other:?}"),
    };
    assert_eq!(err(""), MoveSyntaxError::Empty);
    assert_eq!(err("nb2-b3"), MoveSyntaxError::LowercaseLetter('n'));
    assert_eq!(err("fd1xe4"), MoveSyntaxError::LowercaseLetter('f'));
    assert_eq!(err("Xb2-b3"), MoveSyntaxError::UnknownLetter('X'));
    // `z2` is written as a square, but no square of the board has that name.
    assert_eq!(err("Nz2-b3"), MoveSyntaxError::FromOffBoard);
    assert_eq!(err("Nb2-b11"), MoveSyntaxError::ToOffBoard);
    assert_eq!(err("e2e11"), MoveSyntaxError::ToOffBoard);
    assert_eq!(err("Nb2b3"), MoveSyntaxError::BadMarker);
    assert_eq!(err("Nb2b3"), MoveSyntaxError::BadMarker);
    assert_eq!(err("b2-b3"), MoveSyntaxError::MarkerWithoutLetter);
    assert_eq!(err("Nb2-"), MoveSyntaxError::BadTo);
    assert_eq!(err("Nb2-b3+"), MoveSyntaxError::Trailing);
    assert_eq!(err("Nb2-b2"), MoveSyntaxError::SameSquare);
    assert_eq!(err("é2e3"), MoveSyntaxError::BadFrom);
    assert_eq!(
        "b2b3".parse::<AlgebraicMove>(),
        Err(MoveSyntaxError::MissingLetter)
    );
}

#[test]
fn an_escape_used_or_absent_is_refused() {
    // Orange to move, only Black still has an escape.
    let used = Position::from_text(
        "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw o b 0 1",
    )
    .unwrap();
    assert_eq!(
        used.parse_move("Pe10~e5"),
        Err(MoveTextError::Illegal(IllegalMove::EscapeUsed))
    );
    assert_eq!(
        used.parse_move("e10~e5"),
        Err(MoveTextError::Illegal(IllegalMove::EscapeUsed))
    );
    let rules = Rules::default().with_escape(Escape::None);
    let none = Position::start_with(rules, Color::Black);
    assert_eq!(
        none.parse_move("Pf1~c5"),
        Err(MoveTextError::Illegal(IllegalMove::NoEscapeInRules))
    );
}

#[test]
fn no_move_is_named_once_the_game_is_over() {
    // The Black Dwar on j9 takes the Orange Princess on j10: (0, 1) by
    // j9 i9 i10 j10.
    let mut pos = Position::from_text("9P/9d/10/10/10/10/10/10/10/p9 b bo 0 1").unwrap();
    pos.play(pos.parse_move("Dj9xj10").unwrap()).unwrap();
    let won = Outcome::Win {
        winner: Color::Black,
        reason: WinReason::PrincessTaken,
    };
    assert_eq!(
        pos.parse_move("Pj10~a5"),
        Err(MoveTextError::Illegal(IllegalMove::GameOver(won)))
    );
}

proptest::proptest! {
    /// No text makes the move parser panic, and whatever it accepts is legal.
    #[test]
    fn any_text_is_answered_without_panic(text in "\\PC{0,12}|[A-Zx~a-j0-9-]{0,9}") {
        let pos = Position::default();
        if let Ok(m) = pos.parse_move(&text) {
            proptest::prop_assert!(pos.is_legal(m));
        }
        let _ = text.parse::<AlgebraicMove>();
    }
}

/// `play` and `parse_move` share one legality check: for every coordinate
/// move (ordinary, escape and fallen, from and to every square with a piece
/// of the side to move on the from-square or not), move text names a legal
/// move exactly when `play` plays it, and refuses it with `play`'s reason.
#[test]
fn play_and_move_text_refuse_a_move_for_one_reason() {
    let mut positions = common::public_positions();
    positions.push(common::position_under(
        "capture=duel,escape-when=threatened",
        &[("e5", 'p'), ("e6", 'N'), ("a10", 'P'), ("c3", 'w')],
        'b',
        "b",
    ));
    for pos in positions {
        for from in Square::all() {
            for to in Square::all().filter(|&to| to != from) {
                for m in [
                    Move::new(from, to),
                    Move::escape(from, to),
                    Move::fallen(from, to),
                ] {
                    let mut played = pos;
                    let text = pos.parse_move(&m.to_string());
                    match played.play(m) {
                        Ok(_) => assert_eq!(text, Ok(m)),
                        // Plain text whose only move is the escape reads
                        // as the escape, as other programs write it.
                        Err(IllegalMove::EscapeWithoutTilde(_)) => {
                            assert_eq!(text, Ok(Move::escape(from, to)), "{m} in {pos}");
                        }
                        Err(why) => {
                            assert_eq!(text, Err(MoveTextError::Illegal(why)), "{m} in {pos}");
                            assert_eq!(played, pos);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_plain_escape_from_another_program_reads_as_the_escape() {
    // Black's Princess on f6, Orange's on a10, nothing else. a1 is five
    // files and five ranks from f6: no ordinary move of hers (three
    // king-steps at most) reaches it, her escape does (RULES.md 5).
    let text = "P9/10/10/10/5p4/10/10/10/10/10 b b 0 1";
    let pos = Position::from_text(text).unwrap();
    assert_eq!(pos.parse_move("f6a1"), Ok(mv("f6~a1")));
    // A Move says which kind it is: the ordinary one is refused, and the
    // error says how the escape is written.
    let mut played = pos;
    let why = played.play(mv("f6a1")).unwrap_err();
    assert_eq!(why, IllegalMove::EscapeWithoutTilde(mv("f6a1")));
    assert!(
        why.to_string().contains("written with '~' (f6~a1)"),
        "{why}"
    );
    // With her escape used, the plain text is no move, and the error names
    // the 48 squares within three king-steps of f6 (c3 to i9 less f6).
    let used = Position::from_text(&text.replace(" b b ", " b - ")).unwrap();
    match used.parse_move("f6a1") {
        Err(MoveTextError::Illegal(IllegalMove::NotADestination {
            role: Role::Princess,
            destinations,
            ..
        })) => {
            assert_eq!(destinations.len(), 48);
            assert!(destinations.contains(sq("c3")) && destinations.contains(sq("i9")));
            assert!(!destinations.contains(sq("a1")) && !destinations.contains(sq("f6")));
        }
        other => panic!("{other:?}"),
    }
}
