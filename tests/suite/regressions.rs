//! Regression tests for the findings of a review, each worked by hand from
//! RULES.md and NOTATION.md. The first two hold the documented limit of
//! position text (it has no field for a finished game); the others were
//! bugs.

use jetan::{DrawReason, IllegalMove, Move, Outcome, ParsePositionError, Position, PositionError};

/// NOTATION.md: the count field is "`0`..`9`".
///
/// Position: Black Princess a4, Black Chief i1; Orange Princess f3, Orange
/// Chief d2; Black to move, Black's escape left, count 9.
/// The material condition holds (RULES.md 6.4: at most three pieces each,
/// each side its Princess and a Chief, no other pieces, so equal value 0 =
/// 0), so count 9 is valid.
///
/// Black plays the Chief i1-i2-i3-i4 (three straight steps over empty
/// squares, no capture). The material is unchanged, so the condition still
/// holds and the count goes 9 -> 10: the game is drawn (6.4).
#[test]
fn a_position_drawn_by_material_writes_a_count_that_text_cannot_hold() {
    let mut pos = Position::from_text("10/10/10/10/10/10/p9/5P4/3C6/8c1 b b 9 1").unwrap();
    pos.play("i1i4".parse::<Move>().unwrap()).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Draw(DrawReason::Material)));
    // Documented on `Display for Position`: finished games have no text of
    // their own, and the count 10 is not valid text.
    let text = pos.to_string();
    assert!(text.ends_with(" o b 10 1"), "{text}");
    assert_eq!(
        Position::from_text(&text),
        Err(jetan::PositionError::Parse(
            jetan::ParsePositionError::Count { found: "10".into() }
        ))
    );
}

/// Position text has no field for the end of a game.
///
/// Position: Black Princess a1, Black Dwar e4; Orange Princess j10, Orange
/// Chief e7; Black to move, no escapes. The Dwar goes e4-e5-e6-e7 (three
/// straight steps, e5 and e6 empty) and takes the Chief: a piece other than
/// a Chief took a Chief, so the game is drawn (RULES.md 6.3).
#[test]
fn a_finished_position_reads_back_as_a_game_going_on() {
    let mut pos = Position::from_text("9P/10/10/4C5/10/10/4d5/10/10/p9 b - 0 1").unwrap();
    pos.play("e4e7".parse::<Move>().unwrap()).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Draw(DrawReason::ChiefTaken)));
    // Documented on `Display for Position`: the board and fields survive,
    // the end of the game does not.
    let back = Position::from_text(&pos.to_string()).unwrap();
    assert_eq!(back.board(), pos.board());
    assert_eq!(back.outcome(), None);
}

/// RULES.md 6.5 and "A finished game has no legal moves"; NOTATION.md lists
/// "game over" as a reason a move is refused, and `IllegalMove::GameOver`
/// documents "The game is over".
///
/// Position: Black has only the Princess on a1, escape used; the fifteen
/// other squares within three king-steps of a1 (b1..d1, a2..d4) hold Orange
/// pieces (two Dwars, two Padwars, two Warriors, two Thoats, seven
/// Panthans, none on rank 10), the Orange Princess is on j10. The Princess
/// never captures (section 4) and has no escape, so Black has no legal
/// move: the game is drawn, and `outcome()` says so. `play` once answered
/// `NotADestination` there, as if the game went on.
#[test]
fn play_in_a_position_without_legal_moves_says_the_game_is_over() {
    let pos = Position::from_text("9P/10/10/10/10/10/NNNN6/DDAA6/WWTT6/pNNN6 b - 0 1").unwrap();
    let outcome = Outcome::Draw(DrawReason::NoLegalMove);
    assert_eq!(pos.outcome(), Some(outcome));
    assert!(matches!(
        pos.parse_move("a1a4"),
        Err(jetan::MoveTextError::Illegal(jetan::IllegalMove::GameOver(
            _
        )))
    ));
    let mut played = pos;
    assert_eq!(
        played.play("a1e5".parse::<Move>().unwrap()),
        Err(IllegalMove::GameOver(outcome))
    );
    // Whatever is wrong with the move besides: `play` once answered
    // `NoPiece` for an empty from-square here, while `parse_move` answered
    // the game over. One check now gives one reason, the coarsest.
    assert_eq!(
        played.play("e5e6".parse::<Move>().unwrap()),
        Err(IllegalMove::GameOver(outcome))
    );
    assert_eq!(
        played.parse_move("e5e6"),
        Err(jetan::MoveTextError::Illegal(IllegalMove::GameOver(
            outcome
        )))
    );
}

/// `ValueTable::from_tenths` takes any `u32`s: Black lost a Flier and a
/// Dwar, both valued at `u32::MAX` tenths, owes twice that, which `owes`
/// once overflowed (a panic in debug builds).
#[test]
fn owes_does_not_panic_on_a_large_value_table() {
    use jetan::{ByRole, Color, Ledger, Piece, Role, ValueTable};
    let mut ledger = Ledger::new();
    for role in [Role::Flier, Role::Dwar] {
        ledger.record_loss(Piece {
            color: Color::Black,
            role,
        });
    }
    let table = ValueTable::from_tenths(ByRole::splat(u32::MAX));
    assert_eq!(ledger.owes(Color::Black, &table), 2 * u64::from(u32::MAX));
    assert_eq!(
        ledger.balance(&table),
        Some((Color::Black, 2 * u64::from(u32::MAX)))
    );
}

/// The start position of NOTATION.md, Black to move.
const START: &str = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1";

/// Position text read from a file or a terminal ends in a line break, and
/// text pasted into a command line may start with a space: NOTATION.md
/// ignores whitespace before the first field and after the last. Between
/// fields a single space is still the only separator.
#[test]
fn position_text_with_whitespace_at_its_ends_reads() {
    for text in [
        format!("{START}\n"),
        format!("{START}\r\n"),
        format!(" {START}"),
        format!("\t {START} \n"),
    ] {
        assert_eq!(
            Position::from_text(&text),
            Ok(Position::default()),
            "{text:?}"
        );
    }
    // The placement is 61 characters: the doubled space starts at 62.
    let doubled = START.replace(" b ", "  b ");
    assert_eq!(
        Position::from_text(&doubled),
        Err(PositionError::Parse(ParsePositionError::DoubleSpace {
            column: 62
        }))
    );
}

/// An error that names a field of position text shows what the field held,
/// so that the reader need not count fields to find it.
#[test]
fn position_text_errors_show_the_field_found() {
    for (text, shown) in [
        (START.replace(" b bo", " w bo"), "found \"w\""),
        (START.replace(" bo ", " ob "), "found \"ob\""),
        (START.replace(" 0 1", " x 1"), "found \"x\""),
        (START.replace(" 0 1", " 0 0"), "found \"0\""),
        // The third rank written, rank 8, holds a run with a leading zero.
        (
            START.replacen("/10/", "/010/", 1),
            "rank 8, character 1: a run of empty squares must be 1 to 10, found \"010\"",
        ),
    ] {
        let message = Position::from_text(&text).unwrap_err().to_string();
        assert!(message.contains(shown), "{message:?} does not show {shown}");
    }
}
