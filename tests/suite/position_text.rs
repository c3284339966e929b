//! Position text (NOTATION.md), worked by hand: what it cannot hold (a
//! count of 10, the end of a game; documented on `Display for Position`),
//! white space at its ends, and errors that show the field found. (Its
//! round trips and parsers on random text are in `prop_text`.)

use jetan::{DrawReason, Move, Outcome, ParsePositionError, Position, PositionError};

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
