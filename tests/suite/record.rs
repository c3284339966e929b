//! Game records (src/record/): the example records, round trips, the tags
//! by name, and errors with their line and column. Comments, several games
//! in one text and the chapter 17 game have files of their own
//! (`record_*.rs`).

use crate::common;

use jetan::record::{Tag, UnknownTagError};
use jetan::{
    Color, DrawReason, GameResult, IllegalMove, MoveSyntaxError, MoveTextError, Outcome,
    ParseResultError, Position, Record, RecordErrorKind, Role, Rules, WinReason,
};
use std::path::PathBuf;

pub(crate) fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records")
        .join(name)
}

pub(crate) fn read(name: &str) -> String {
    std::fs::read_to_string(data(name)).unwrap()
}

/// Formatting a parsed canonical record gives the same text, and parsing
/// the formatted record gives the same record.
pub(crate) fn round_trips(text: &str) -> Record {
    let record: Record = text.parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record.to_string(), text);
    assert_eq!(record.to_string().parse::<Record>(), Ok(record.clone()));
    record
}

#[test]
fn the_flier_raid_takes_the_princess() {
    let record = round_trips(&read("flier_raid.jgn"));
    assert_eq!(record.black, "Tara of Helium");
    assert_eq!(record.orange, "Gahan of Gathol");
    assert_eq!(record.date, "????.??.??");
    // The Flier jumps d1 e4 f7 ((+1, +3) twice) and ends on the Orange
    // Princess on e10 ((-1, +3)): RULES.md 6.1, Black wins.
    assert_eq!(
        record.game().outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::PrincessTaken
        })
    );
    assert_eq!(record.result(), GameResult::BlackWon);
    assert_eq!(record.game().moves().len(), 5);
}

#[test]
fn the_manator_record_needs_its_rules() {
    let text = read("manator_escape.jgn");
    let record = round_trips(&text);
    let game = record.game();
    assert_eq!(*game.rules(), "setup=manator".parse::<Rules>().unwrap());
    assert_eq!(game.first(), Color::Orange);
    assert!(!game.position().has_escape(Color::Orange));
    assert!(game.position().has_escape(Color::Black));
    // Orange moved, Black and Orange moved again: move 2 is done, Black to
    // play move 3.
    assert_eq!(game.position().move_number(), 3);
    // Under the appendix set-up f10 holds the Orange Chief, not the Princess.
    let appendix = text.replace("[Rules \"setup=manator\"]", "[Rules \"\"]");
    let err = appendix.parse::<Record>().unwrap_err();
    assert_eq!((err.line, err.column), (10, 6));
    assert_eq!(
        err.kind,
        RecordErrorKind::Move {
            number: 1,
            side: Color::Orange,
            text: "Pf10~f5".into(),
            error: MoveTextError::WrongPiece {
                square: "f10".parse().unwrap(),
                written: Role::Princess,
                found: Role::Chief
            }
        }
    );
}

#[test]
fn a_record_may_start_from_a_position_and_end_by_agreement() {
    let record = round_trips(&read("endgame_agreed_draw.jgn"));
    let game = record.game();
    assert_eq!(
        game.initial_position().to_string(),
        "9P/10/10/10/10/4N5/4d5/10/10/p9 b bo 0 1"
    );
    // The rules have not ended the game; the players agreed the draw.
    assert_eq!(game.outcome(), None);
    assert_eq!(record.result(), GameResult::Drawn);
    assert_eq!(game.ledger().lost(Color::Orange, Role::Panthan), 1);
}

/// The long example: random play from the start with seed 6, until the
/// game ends. Regenerate it with
/// `cargo test --test record -- --ignored write_random_record`.
const LONG: &str = "random_seed6.jgn";
const LONG_SEED: u64 = 6;

fn long_random_record() -> Record {
    let game = common::random_game(Position::default(), LONG_SEED, 1000);
    let mut record = Record::new(game);
    record.event = format!("Random play, SplitMix64 seed {LONG_SEED}");
    record
}

#[test]
#[ignore = "writes tests/data/records/random_seed6.jgn"]
fn write_random_record() {
    std::fs::write(data(LONG), long_random_record().to_string()).unwrap();
}

#[test]
fn the_long_random_game_is_reproduced_from_its_seed() {
    let text = read(LONG);
    let record = round_trips(&text);
    let expected = long_random_record();
    assert_eq!(record, expected);
    let game = record.game();
    assert!(game.moves().len() > 150);
    // Random play went on until the rules ended the game, and the record's
    // result is that end.
    let outcome = game.outcome().expect("the random game ran to its end");
    assert_eq!(record.result(), GameResult::from_outcome(Some(outcome)));
    // Canonical movetext wraps at 80 characters, and never between a move
    // number and its move: no line ends in `N.` or `N...`.
    assert!(text.lines().all(|l| l.chars().count() <= 80));
    for line in text.lines() {
        let last = line.rsplit(' ').next().unwrap_or("");
        let number = last.trim_end_matches('.');
        assert!(
            !(last.ends_with('.') && number.bytes().all(|b| b.is_ascii_digit())),
            "{line}"
        );
    }
}

#[test]
fn any_game_round_trips() {
    for seed in 0..12 {
        let rules = if seed % 2 == 0 {
            Rules::default()
        } else {
            "setup=manator,steps=up-to,thoat=jumping".parse().unwrap()
        };
        let first = if seed % 3 == 0 {
            Color::Orange
        } else {
            Color::Black
        };
        let start = Position::start_with(rules, first);
        let mut record = Record::new(common::random_game(start, seed, 300));
        record.site = "a \"quoted\" \\ site\nwith a line break".into();
        let text = record.to_string();
        assert_eq!(text.parse::<Record>(), Ok(record.clone()), "{text}");
        // Undoing a few moves leaves an unfinished game that still round-trips.
        let mut game = record.into_game();
        game.undo();
        game.undo();
        let shorter = Record::new(game);
        assert_eq!(shorter.result(), GameResult::Unfinished);
        assert_eq!(shorter.to_string().parse::<Record>(), Ok(shorter));
    }
}

#[test]
fn tags_may_be_left_out_and_coordinate_moves_used() {
    let record: Record = "1. b2b3 e9e8 *".parse().unwrap();
    assert_eq!(record.event, "?");
    assert_eq!(record.game().first(), Color::Black);
    assert_eq!(record.game().rules(), &Rules::default());
    let canonical = "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[Black \"?\"]\n[Orange \"?\"]\n\
                     [First \"Black\"]\n[Rules \"\"]\n[Result \"*\"]\n\n1. Nb2-b3 Ne9-e8 *\n";
    assert_eq!(record.to_string(), canonical);
    // Move numbers are optional, and Orange's first move may take `N...`.
    let orange_first: Record = "[First \"Orange\"] Ne9-e8 2. Nb2-b3 *".parse().unwrap();
    assert_eq!(orange_first.game().moves().len(), 2);
    assert!(
        orange_first
            .to_string()
            .ends_with("\n1... Ne9-e8 2. Nb2-b3 *\n")
    );
}

#[test]
fn a_result_must_fit_the_end_of_the_game() {
    let mut record: Record = read("flier_raid.jgn").parse().unwrap();
    assert!(record.set_result(GameResult::Drawn).is_err());
    assert_eq!(record.result(), GameResult::BlackWon);
    // The game of the record, its five moves (the test above).
    let mut game = record.into_game();
    assert_eq!(game.moves().len(), 5);
    game.undo();
    let mut unfinished = Record::new(game);
    assert_eq!(unfinished.set_result(GameResult::OrangeWon), Ok(()));
}

/// The error `text` gives: its line, column and kind.
pub(crate) fn error(text: &str) -> (usize, usize, RecordErrorKind) {
    let e = text.parse::<Record>().unwrap_err();
    (e.line, e.column, e.kind)
}

/// The error of `Nb3-b5`, Black's second move after `1. Nb2-b3 Ne9-e8`:
/// a Panthan steps one square, sideways to a3 or c3, forward to a4, b4 or
/// c4 (RULES.md section 3).
pub(crate) fn panthan_b3b5_refused() -> RecordErrorKind {
    RecordErrorKind::Move {
        number: 2,
        side: Color::Black,
        text: "Nb3-b5".into(),
        error: MoveTextError::Illegal(IllegalMove::NotADestination {
            attempted: common::mv("b3b5"),
            role: Role::Panthan,
            destinations: ["a3", "c3", "a4", "b4", "c4"]
                .into_iter()
                .map(common::sq)
                .collect(),
        }),
    }
}

#[test]
fn an_illegal_move_is_refused_at_that_move() {
    // Line 3, column 21: "1. Nb2-b3 Ne9-e8 2. " is 20 characters.
    let text = "[First \"Black\"]\n\n1. Nb2-b3 Ne9-e8 2. Nb3-b5 *\n";
    assert_eq!(error(text), (3, 21, panthan_b3b5_refused()));
    let (.., kind) = error("1. Nb2-b3 Ne9xe8 *");
    assert!(matches!(
        kind,
        RecordErrorKind::Move {
            number: 1,
            side: Color::Orange,
            error: MoveTextError::NotACapture(_),
            ..
        }
    ));
    let (.., kind) = error("1. nb2-b3 *");
    assert!(matches!(
        kind,
        RecordErrorKind::Move {
            error: MoveTextError::Syntax(MoveSyntaxError::LowercaseLetter('n')),
            ..
        }
    ));
    // After the Princess is taken no move is legal.
    let over = read("flier_raid.jgn").replace("Ff7xe10 1-0", "Ff7xe10 Nd9-d8 1-0");
    let (line, column, kind) = error(&over);
    assert_eq!((line, column), (10, 46));
    assert!(matches!(
        kind,
        RecordErrorKind::Move {
            number: 3,
            side: Color::Orange,
            error: MoveTextError::Illegal(IllegalMove::GameOver(_)),
            ..
        }
    ));
}

#[test]
fn bad_tags_are_refused_where_they_stand() {
    assert_eq!(
        error("[Event \"x\"]\n[Opening \"y\"] *"),
        (
            2,
            2,
            RecordErrorKind::UnknownTag(UnknownTagError("Opening".into()))
        )
    );
    assert_eq!(
        error("[Site \"x\"]\n[Site \"y\"] *"),
        (2, 2, RecordErrorKind::DuplicateTag(Tag::Site))
    );
    assert_eq!(
        error("[Site \"x] *"),
        (1, 7, RecordErrorKind::UnclosedValue)
    );
    assert_eq!(
        error("[Site \"a\\b\"] *"),
        (1, 9, RecordErrorKind::BadEscape('b'))
    );
    assert_eq!(
        error("[Site x] *"),
        (
            1,
            7,
            RecordErrorKind::Expected("'\"' to open the tag value")
        )
    );
    assert_eq!(
        error("[Site \"x\" *"),
        (
            1,
            11,
            RecordErrorKind::Expected("']' to close the tag pair")
        )
    );
    assert_eq!(
        error("[First \"Red\"] *"),
        (1, 8, RecordErrorKind::BadFirst("Red".into()))
    );
    let (line, column, kind) = error("[Rules \"thoat=flying\"] *");
    assert_eq!((line, column), (1, 8));
    assert!(matches!(kind, RecordErrorKind::BadRules(_)));
    let (line, column, kind) = error("\n  [Position \"10/10 b bo\"] *");
    assert_eq!((line, column), (2, 13));
    assert!(matches!(kind, RecordErrorKind::BadPosition(_)));
    assert_eq!(
        error("[First \"Black\"]\n[Position \"9P/10/10/10/10/4N5/4d5/10/10/p9 o bo 0 1\"] *").2,
        RecordErrorKind::FirstDisagrees {
            first: Color::Black,
            to_move: Color::Orange
        }
    );
}

#[test]
fn bad_movetext_is_refused_where_it_stands() {
    assert_eq!(
        error("1. Nb2-b3 2. Ne9-e8 *"),
        (
            1,
            11,
            RecordErrorKind::BadMoveNumber {
                written: "2.".into(),
                expected: "1...".into()
            }
        )
    );
    assert_eq!(
        error("[First \"Orange\"] 1. Ne9-e8 *"),
        (
            1,
            18,
            RecordErrorKind::BadMoveNumber {
                written: "1.".into(),
                expected: "1...".into()
            }
        )
    );
    assert_eq!(error("1. Nb2-b3"), (1, 10, RecordErrorKind::MissingResult));
    assert_eq!(error(""), (1, 1, RecordErrorKind::MissingResult));
    assert_eq!(
        error("1. Nb2-b3 * Ne9-e8"),
        (1, 13, RecordErrorKind::TextAfterResult)
    );
    assert_eq!(
        error("[Result \"1-0\"] 1. Nb2-b3 *"),
        (
            1,
            9,
            RecordErrorKind::ResultDisagrees {
                tag: GameResult::BlackWon,
                movetext: GameResult::Unfinished
            }
        )
    );
    let (.., kind) = error("[Result \"2-0\"] *");
    assert!(matches!(kind, RecordErrorKind::BadResult(_)));
    // The Flier took the Princess: Black won, so `0-1` and `*` are refused.
    for wrong in ["0-1", "*"] {
        let text = read("flier_raid.jgn").replace("1-0", wrong);
        let (line, column, kind) = error(&text);
        assert_eq!((line, column), (10, 46), "{wrong}");
        assert!(
            matches!(kind, RecordErrorKind::ResultConflict(_)),
            "{wrong}"
        );
    }
}

#[test]
fn a_draw_by_the_rules_must_be_recorded_as_one() {
    // Black Warrior d2 takes the Orange Chief on d4 ((0, 2) straight):
    // RULES.md 6.3, a draw.
    let start = "9P/10/10/10/10/10/3C6/10/3w6/p9 b bo 0 1";
    let text = format!("[Position \"{start}\"] 1. Wd2xd4 1/2-1/2");
    let record: Record = text.parse().unwrap();
    assert_eq!(
        record.game().outcome(),
        Some(Outcome::Draw(DrawReason::ChiefTaken))
    );
    let (.., kind) = error(&text.replace("1/2-1/2", "1-0"));
    assert!(matches!(kind, RecordErrorKind::ResultConflict(_)));
}

proptest::proptest! {
    /// No text makes the record reader panic: arbitrary text, and the
    /// example record cut short or with a character changed.
    #[test]
    fn any_text_is_answered_without_panic(
        text in "\\PC{0,60}",
        cut in 0usize..300,
        at in 0usize..300,
        c in proptest::char::any(),
    ) {
        let _ = text.parse::<Record>();
        let example = read("flier_raid.jgn");
        let chars: Vec<char> = example.chars().collect();
        let cut_text: String = chars.iter().take(cut).collect();
        let _ = cut_text.parse::<Record>();
        let mut changed = chars.clone();
        if let Some(slot) = changed.get_mut(at) {
            *slot = c;
        }
        let changed: String = changed.into_iter().collect();
        if let Ok(record) = changed.parse::<Record>() {
            // Whatever is accepted formats to a record that reads back.
            proptest::prop_assert_eq!(record.to_string().parse::<Record>(), Ok(record));
        }
    }
}

#[test]
fn tags_are_known_by_name() {
    let names: Vec<&str> = Tag::ALL.iter().map(|t| t.name()).collect();
    // The table of the module docs, in its order.
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Black",
            "Orange",
            "First",
            "Rules",
            "Duels",
            "Position",
            "Result",
            "Termination"
        ]
    );
    for tag in Tag::ALL {
        assert_eq!(tag.name().parse::<Tag>(), Ok(tag));
        assert_eq!(tag.to_string(), tag.name());
    }
    // Names are case-sensitive, as in PGN.
    assert_eq!("event".parse::<Tag>(), Err(UnknownTagError("event".into())));
    // Formatting writes the tags in that order (this record has a Position
    // tag, so all nine that are always written; Duels and Termination only
    // when known, and this game's are not).
    let text = read("endgame_agreed_draw.jgn");
    let written: Vec<&str> = text
        .lines()
        .take_while(|l| l.starts_with('['))
        .map(|l| &l[1..l.find(' ').unwrap()])
        .collect();
    let always: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| !matches!(*n, "Duels" | "Termination"))
        .collect();
    assert_eq!(written, always);
    // The error for an unknown tag lists the known ones.
    assert_eq!(
        error("[Opening \"x\"] *").2.to_string(),
        "unknown tag \"Opening\" (Event, Site, Date, Black, Orange, First, Rules, Duels, \
         Position, Result, Termination)"
    );
}

/// Issue: `1. Nb2-b3 2-0` was called a bad move number. Moves start with a
/// letter, so a token that starts with a digit, `*` or `½` and is not a
/// move number can only be a result; it is refused as a bad one, where it
/// stands ("1. Nb2-b3 " is 10 characters).
#[test]
fn a_bad_result_is_called_a_bad_result() {
    for bad in [
        "2-0", "1-1", "0-0", "1/2", "1:0", "1-0-0", "1/2-1/2.", "10-", "**", "*-*", "½-½",
    ] {
        for text in [
            format!("1. Nb2-b3 {bad}"),
            format!("1. Nb2-b3 {bad} Ne9-e8 *"),
        ] {
            assert_eq!(
                error(&text),
                (
                    1,
                    11,
                    RecordErrorKind::BadResult(ParseResultError(bad.into()))
                ),
                "{text}"
            );
        }
    }
    // Each is a bad result in the Result tag too.
    let (.., kind) = error("[Result \"1:0\"] *");
    assert_eq!(
        kind,
        RecordErrorKind::BadResult(ParseResultError("1:0".into()))
    );
}

/// What is still a move number, and what is a move: each misreading is
/// called what it is.
#[test]
fn move_numbers_and_moves_are_called_what_they_are() {
    // Digits with or without dots are a move number, right or wrong.
    for (written, expected) in [
        ("1", "1..."),
        ("1..", "1..."),
        ("2.", "1..."),
        ("01...", "1..."),
    ] {
        assert_eq!(
            error(&format!("1. Nb2-b3 {written} Ne9-e8 *")),
            (
                1,
                11,
                RecordErrorKind::BadMoveNumber {
                    written: written.into(),
                    expected: expected.into()
                }
            ),
            "{written}"
        );
    }
    // A number glued to its move reads as in PGN, and so does a number
    // glued to the result.
    let record: Record = "1.Nb2-b3 1...Ne9-e8 2.Fd1-e4 2...*".parse().unwrap();
    assert_eq!(record.game().moves().len(), 3);
    // Glued to a wrong move, the move is refused at its own column.
    let (line, column, kind) = error("1.Nb2-b5 *");
    assert_eq!((line, column), (1, 3));
    assert!(matches!(kind, RecordErrorKind::Move { .. }));
    // A token that starts with a letter is a move, even when it looks like
    // a result (`O-1` with the letter O).
    let (.., kind) = error("1. Nb2-b3 O-1");
    assert!(matches!(
        kind,
        RecordErrorKind::Move {
            error: MoveTextError::Syntax(_),
            ..
        }
    ));
}

#[test]
fn a_word_that_starts_with_dots_is_read_whole_as_a_move() {
    // Only a word that starts with digits may end its move number at the
    // dots (`1.Nb2-b3`); `...Ne9-e8` without a number is one word, read as
    // a move and refused as such (no square at its start), at column 11.
    let kind = RecordErrorKind::Move {
        number: 1,
        side: Color::Orange,
        text: "...Ne9-e8".into(),
        error: MoveTextError::Syntax(MoveSyntaxError::BadFrom),
    };
    assert_eq!(error("1. Nb2-b3 ...Ne9-e8 *"), (1, 11, kind));
}

#[test]
fn a_result_is_written_as_its_token() {
    // The module docs: Black's score first.
    let written = [
        GameResult::BlackWon,
        GameResult::OrangeWon,
        GameResult::Drawn,
        GameResult::Unfinished,
    ]
    .map(|r| r.to_string());
    assert_eq!(written, ["1-0", "0-1", "1/2-1/2", "*"]);
}
