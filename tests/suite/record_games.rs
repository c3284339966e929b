//! Several games in one text (`record::parse_all`): each game read in
//! turn, errors that name the game (from 1) with the line and column in the
//! whole text, and reading that goes on after a broken game.

use crate::record::{error, panthan_b3b5_refused, read};

use jetan::record::parse_all;
use jetan::{Color, CommentPlace, GameResult, ParseResultError, Record, RecordErrorKind};

#[test]
fn three_games_in_a_file_the_second_broken() {
    let text = read("three_games.jgn");
    let games: Vec<_> = parse_all(&text).collect();
    assert_eq!(games.len(), 3);

    let one = games[0].as_ref().unwrap();
    assert_eq!(one.event, "Game one");
    assert_eq!((one.black.as_str(), one.orange.as_str()), ("Tara", "Gahan"));
    assert_eq!(one.game().moves().len(), 2);
    // The file's opening comment stands before the first game's tags.
    let places: Vec<CommentPlace> = one.comments().iter().map(|c| c.place).collect();
    assert_eq!(places, [CommentPlace::Start, CommentPlace::AfterMove(0)]);

    // Line 13 of the file is "1. Nb2-b3 Ne9-e8 2. Nb3-b5 *"; the move
    // starts after 20 characters. A Panthan steps one square: b3-b5 is no
    // move of it.
    let two = games[1].as_ref().unwrap_err();
    assert_eq!((two.game, two.line, two.column), (2, 13, 21));
    assert_eq!(two.kind, panthan_b3b5_refused());
    assert!(two.to_string().starts_with("game 2, line 13, column 21: "));

    let three = games[2].as_ref().unwrap();
    assert_eq!(three.event, "Game three");
    assert_eq!(three.game().first(), Color::Orange);
    assert_eq!(three.game().moves().len(), 2);
    assert_eq!(three.comments()[0].place, CommentPlace::AfterResult);
    assert_eq!(three.comments()[0].text, "the end of the file");
}

#[test]
fn a_text_of_several_games_is_not_one_record() {
    // The second game's tag section starts on line 10, column 1.
    let text = read("three_games.jgn");
    let (line, column, kind) = error(&text);
    assert_eq!((line, column), (10, 1));
    assert_eq!(kind, RecordErrorKind::TextAfterResult);
    assert!(kind.to_string().contains("record::parse_all"));
    // Each game alone reads with `from_str` as with `parse_all`.
    let first: String = text.lines().take(8).map(|l| format!("{l}\n")).collect();
    assert_eq!(first.parse::<Record>(), parse_all(&text).next().unwrap());
}

#[test]
fn formatted_records_joined_read_back_one_by_one() {
    let games: Vec<Record> = parse_all(&read("three_games.jgn"))
        .filter_map(Result::ok)
        .collect();
    let joined: String = games.iter().map(|r| format!("{r}\n")).collect();
    let again: Vec<Record> = parse_all(&joined).map(Result::unwrap).collect();
    assert_eq!(again, games);
}

#[test]
fn a_game_without_its_result_ends_at_the_next_tag_section() {
    let text = "[Event \"a\"]\n1. Nb2-b3\n[Event \"b\"]\n1. Nb2-b3 *\n";
    let games: Vec<_> = parse_all(text).collect();
    assert_eq!(games.len(), 2);
    let e = games[0].as_ref().unwrap_err();
    assert_eq!(
        (e.game, e.line, e.column, &e.kind),
        (1, 3, 1, &RecordErrorKind::MissingResult)
    );
    assert_eq!(games[1].as_ref().unwrap().event, "b");
}

#[test]
fn a_bad_result_ends_its_game_and_the_next_is_read() {
    let text = "1. Nb2-b3 2-0\n1. Nb2-b3 1/2-1/2\n";
    let games: Vec<_> = parse_all(text).collect();
    assert_eq!(games.len(), 2);
    let e = games[0].as_ref().unwrap_err();
    assert_eq!(
        (e.game, e.line, e.column, &e.kind),
        (
            1,
            1,
            11,
            &RecordErrorKind::BadResult(ParseResultError("2-0".into()))
        )
    );
    assert_eq!(games[1].as_ref().unwrap().result(), GameResult::Drawn);
}

#[test]
fn games_need_no_tags_nor_blank_lines() {
    let games: Vec<Record> = parse_all("1. Nb2-b3 * 1. b2b3 e9e8 1/2-1/2 *")
        .map(Result::unwrap)
        .collect();
    let moves: Vec<usize> = games.iter().map(|r| r.game().moves().len()).collect();
    assert_eq!(moves, [1, 2, 0]);
}

#[test]
fn an_error_of_the_grammar_stops_the_reading() {
    // After an unclosed `{` or a broken tag pair, where the next game
    // starts is unknown: the error is the last item.
    let text = "1. Nb2-b3 *\n[Event \"x\"] 1. Nb2-b3 { oops *\n[Event \"y\"] *\n";
    let games: Vec<_> = parse_all(text).collect();
    assert_eq!(games.len(), 2);
    assert!(games[0].is_ok());
    let e = games[1].as_ref().unwrap_err();
    assert_eq!(
        (e.game, e.line, e.column, &e.kind),
        (2, 2, 23, &RecordErrorKind::UnclosedComment)
    );
    let text = "* [Event \"x\" *\n[Event \"y\"] *\n";
    let items: Vec<_> = parse_all(text).collect();
    assert_eq!(items.len(), 2);
    let e = items[1].as_ref().unwrap_err();
    assert_eq!(
        (e.game, e.line, e.column, &e.kind),
        (
            2,
            1,
            14,
            &RecordErrorKind::Expected("']' to close the tag pair")
        )
    );
}

#[test]
fn a_text_of_white_space_holds_no_game() {
    assert_eq!(parse_all("").count(), 0);
    assert_eq!(parse_all(" \n\t\n").count(), 0);
    // A single record must have its result, even when the text is empty.
    assert_eq!(error("").2, RecordErrorKind::MissingResult);
}

#[test]
fn the_reader_shows_how_many_games_it_has_read() {
    let mut games = parse_all("1. Nb2-b3 *\n*\n");
    assert_eq!(
        format!("{games:?}"),
        "Records { games: 0, stopped: false, .. }"
    );
    assert!(games.next().unwrap().is_ok());
    assert!(format!("{games:?}").contains("games: 1"));
}
