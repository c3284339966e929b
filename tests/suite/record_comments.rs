//! Comments in game records (`{ ... }`, as in PGN): kept by the reader at
//! their place, written back by the formatter, and refused with line and
//! column when a brace is unmatched.

use crate::record::{error, round_trips};

use jetan::{Comment, CommentError, CommentPlace, Game, Record, RecordErrorKind};

fn comment(place: CommentPlace, text: &str) -> Comment {
    Comment {
        place,
        text: text.into(),
    }
}

#[test]
fn comments_are_kept_where_they_stand() {
    let text = "{ before the tags } [Event \"x\"] { between tags }\n[Black \"Tara\"]\n\
                {after the tags}\n1. Nb2-b3 {after Black} Ne9-e8 {  after Orange  } \
                2. Fd1-e4{glued}* { after the result }\n";
    let record: Record = text.parse().unwrap();
    assert_eq!(
        record.comments(),
        [
            comment(CommentPlace::Start, "before the tags"),
            comment(CommentPlace::Start, "between tags"),
            comment(CommentPlace::Start, "after the tags"),
            comment(CommentPlace::AfterMove(0), "after Black"),
            comment(CommentPlace::AfterMove(1), "after Orange"),
            comment(CommentPlace::AfterMove(2), "glued"),
            comment(CommentPlace::AfterResult, "after the result"),
        ]
    );
    assert_eq!(record.game().moves().len(), 3);
    // The canonical form, worked out from the module docs: the tag
    // section's comments stand before the first move; an Orange move after
    // a comment takes its number again; lines wrap before a token that
    // would pass 80 characters (the first line is 65 characters long, and
    // " { after Black }" would make it 81).
    let canonical = "[Event \"x\"]\n[Site \"?\"]\n[Date \"?\"]\n[Black \"Tara\"]\n\
                     [Orange \"?\"]\n[First \"Black\"]\n[Rules \"\"]\n[Result \"*\"]\n\n\
                     { before the tags } { between tags } { after the tags } 1. Nb2-b3\n\
                     { after Black } 1... Ne9-e8 { after Orange } 2. Fd1-e4 { glued } *\n\
                     { after the result }\n";
    assert_eq!(record.to_string(), canonical);
    assert_eq!(round_trips(canonical), record);
}

#[test]
fn a_comment_keeps_its_line_breaks_and_may_be_empty() {
    let text = "1. Nb2-b3 {} Ne9-e8 { \n } {first line\n  second line\n} *";
    let record: Record = text.parse().unwrap();
    assert_eq!(
        record.comments(),
        [
            comment(CommentPlace::AfterMove(0), ""),
            comment(CommentPlace::AfterMove(1), ""),
            comment(CommentPlace::AfterMove(1), "first line\n  second line"),
        ]
    );
    // A multi-line comment counts its last line for the width of the next.
    assert!(
        record
            .to_string()
            .ends_with("\n\n1. Nb2-b3 {} 1... Ne9-e8 {} { first line\n  second line } *\n")
    );
    round_trips(&record.to_string());
}

#[test]
fn an_open_brace_inside_a_comment_is_text() {
    // PGN comments do not nest: the first `}` ends the comment.
    let record: Record = "{ a { b } *".parse().unwrap();
    assert_eq!(record.comments(), [comment(CommentPlace::Start, "a { b")]);
}

#[test]
fn a_move_number_between_a_comment_and_its_move_does_not_move_it() {
    let record: Record = "1. {after the number} Nb2-b3 *".parse().unwrap();
    assert_eq!(record.comments()[0].place, CommentPlace::Start);
    let record: Record = "1. Nb2-b3 { a } 1... Ne9-e8 *".parse().unwrap();
    assert_eq!(record.comments()[0].place, CommentPlace::AfterMove(0));
}

#[test]
fn an_unmatched_brace_is_refused_where_it_stands() {
    // The `{` on line 1, column 11 ("1. Nb2-b3 " is 10 characters) is
    // never closed: the error points at it, not at the end of the text.
    assert_eq!(
        error("1. Nb2-b3 { never closed\nNe9-e8 *\n"),
        (1, 11, RecordErrorKind::UnclosedComment)
    );
    assert_eq!(
        error("[Event \"x\"]\n  {open"),
        (2, 3, RecordErrorKind::UnclosedComment)
    );
    assert_eq!(
        error("1. Nb2-b3 * {"),
        (1, 13, RecordErrorKind::UnclosedComment)
    );
    assert_eq!(
        error("1. Nb2-b3 } *"),
        (1, 11, RecordErrorKind::UnopenedComment)
    );
    assert_eq!(error("}"), (1, 1, RecordErrorKind::UnopenedComment));
    assert_eq!(
        error("1. Nb2-b3 * }"),
        (1, 13, RecordErrorKind::UnopenedComment)
    );
    // Inside a tag pair a comment is not between tokens of the record.
    assert_eq!(
        error("[Event {c} \"x\"] *"),
        (
            1,
            8,
            RecordErrorKind::Expected("'\"' to open the tag value")
        )
    );
}

#[test]
fn comments_may_be_added_and_cleared() {
    let mut game = Game::default();
    game.play_text("Nb2-b3").unwrap();
    game.play_text("Ne9-e8").unwrap();
    let mut record = Record::new(game);
    record
        .add_comment(CommentPlace::AfterResult, "end")
        .unwrap();
    record
        .add_comment(CommentPlace::AfterMove(1), "second")
        .unwrap();
    record
        .add_comment(CommentPlace::AfterMove(0), "  first\n")
        .unwrap();
    record.add_comment(CommentPlace::Start, "start").unwrap();
    record
        .add_comment(CommentPlace::AfterMove(0), "first again")
        .unwrap();
    // Kept in the order of their places; at one place, in the order added;
    // the text without white space at its ends.
    let texts: Vec<&str> = record.comments().iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, ["start", "first", "first again", "second", "end"]);
    assert!(record.to_string().ends_with(
        "\n\n{ start } 1. Nb2-b3 { first } { first again } 1... Ne9-e8 { second } * { end }\n"
    ));
    assert_eq!(record.to_string().parse::<Record>(), Ok(record.clone()));
    assert_eq!(
        record.add_comment(CommentPlace::AfterMove(2), "x"),
        Err(CommentError::NoSuchMove { index: 2, moves: 2 })
    );
    assert_eq!(
        record.add_comment(CommentPlace::Start, "a } b"),
        Err(CommentError::ClosingBrace)
    );
    assert_eq!(record.comments().len(), 5);
    record.clear_comments();
    assert_eq!(record.comments(), []);
}

#[test]
fn a_line_of_exactly_80_characters_stays_whole_and_a_longer_token_stands_alone() {
    // The module docs: no line passes 80 characters, and a longer token
    // stands alone. A comment token of 78 characters (`{ `, 74 letters,
    // ` }`) and the result make a line of 78 + 1 + 1 = 80: one line. A
    // comment of 104 characters first in the movetext stands on the
    // movetext's first line, without a break before it, and the result
    // goes to the next.
    let tags = "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Black \"?\"]\n[Orange \"?\"]\n\
                [First \"Black\"]\n[Rules \"\"]\n[Result \"*\"]\n\n";
    let exactly = format!("{tags}{{ {} }} *\n", "x".repeat(74));
    assert_eq!(exactly.lines().last().unwrap().chars().count(), 80);
    round_trips(&exactly);
    let long = format!("{tags}{{ {} }}\n*\n", "y".repeat(100));
    round_trips(&long);
}

#[test]
fn the_termination_tag_is_written_once_known() {
    // The module docs' table: `Termination` is written only when known,
    // after `Result`.
    let tags = "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Black \"?\"]\n[Orange \"?\"]\n\
                [First \"Black\"]\n[Rules \"\"]\n[Result \"*\"]\n";
    let mut record = Record::new(Game::default());
    assert_eq!(record.to_string(), format!("{tags}\n*\n"));
    record.termination = "drawn by agreement".into();
    let with_termination = format!("{tags}[Termination \"drawn by agreement\"]\n\n*\n");
    assert_eq!(record.to_string(), with_termination);
}

#[test]
fn a_place_says_where_in_words() {
    assert_eq!(CommentPlace::Start.to_string(), "before the first move");
    assert_eq!(CommentPlace::AfterMove(3).to_string(), "after move index 3");
    assert_eq!(CommentPlace::AfterResult.to_string(), "after the result");
}
