//! The game of chapter 17 of The Chessmen of Mars (RULES.md section 10),
//! shipped as `tests/data/records/chapter17.jgn` under
//! `[Rules "setup=manator,capture=duel"]`.
//!
//! Every expected value here is worked out by hand from RULES.md: the
//! squares of each path, the pieces on the board after each move, and the
//! end by a Chief taking a Chief (6.2). The whole game needs duels
//! (`capture=duel`, the fallen attacker `Nf8*e7`); without them the record
//! reads up to the fallen Panthan and no further, so the tests without
//! duels replay its first eight moves, and play its last move from the
//! position the duel that the Panthan loses leaves.

use crate::common::sq;
use crate::record::{read, round_trips};

use jetan::{
    Color, CommentPlace, GameResult, IllegalMove, Move, MoveTextError, Outcome, Position, Record,
    RecordErrorKind, Role, Rules, WinReason,
};

const FILE: &str = "chapter17.jgn";

/// The record up to the first duel that an attacker loses (5... Nf8*e7),
/// under the Manator set-up without duels, as an unfinished game. The
/// first duel, 3. Fd1xg4, is won by the attacker: without duels it is the
/// same capture.
fn without_duels() -> String {
    let text = read(FILE);
    // The move at the start of its line, not the header's mention of it.
    let cut = text.find("\n5... Nf8*e7").expect("the Panthan's attack") + 1;
    let head = text[..cut]
        .replace(
            "[Rules \"setup=manator,capture=duel\"]",
            "[Rules \"setup=manator\"]",
        )
        .replace("[Result \"1-0\"]", "[Result \"*\"]");
    format!("{head}*\n")
}

#[test]
fn the_first_eight_moves_are_legal_and_leave_gahan_where_the_book_puts_him() {
    let record: Record = without_duels().parse().unwrap_or_else(|e| panic!("{e}"));
    let game = record.game();
    assert_eq!(game.first(), Color::Orange);
    assert_eq!(game.moves().len(), 8);
    let pos = game.position();
    // After 5. Ce4-e7 Orange is to move, with move number 5.
    assert_eq!(pos.side_to_move(), Color::Orange);
    assert_eq!(pos.move_number(), 5);
    // The board, square by square from the moves: the Orange Fliers left
    // g10 (killed on g4) and d10 (now g7), the Princess' Panthan f9 (now
    // f8); Black's Chief's Flier left d1 (now g4), the Panthan d2 (now d3),
    // the Chief e1 (now e7).
    let expected = "WAD1CP1DAW/TNNNN1NNNT/5N4/4c1F3/10/10/6f3/3n6/tnn1nnnnnt/wad2pfdaw o bo 0 5";
    assert_eq!(pos.to_string(), expected);
    assert_eq!(game.ledger().lost(Color::Orange, Role::Flier), 1);
    // The book: "an Orange Panthan was on the adjoining square diagonally to
    // his right and the only opposing piece that could engage him other
    // than U-Dor himself". Orange's moves onto e7: the Panthan f8 (a
    // diagonal step forward) and the Chief e10 (by f9, e8: e9 and d9 hold
    // Panthans, f8 the Panthan). The Flier left d10, from where (+1, -3)
    // reached e7; no other piece of Orange's has e7 among its offsets.
    let mut onto_e7: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.to() == sq("e7"))
        .map(|m| m.to_string())
        .collect();
    onto_e7.sort();
    assert_eq!(onto_e7, ["e10e7", "f8e7"]);
    // One comment before the moves (the header) and one after each move.
    let places: Vec<CommentPlace> = record.comments().iter().map(|c| c.place).collect();
    let mut expected_places = vec![CommentPlace::Start];
    expected_places.extend((0..8).map(CommentPlace::AfterMove));
    assert_eq!(places, expected_places);
}

#[test]
fn the_header_names_the_inferred_moves() {
    let record: Record = without_duels().parse().unwrap();
    let header = &record.comments()[0].text;
    assert!(
        header.contains("3... Fd10-g7, 4. Ce1-e4 and 4... Nf9-f8"),
        "{header}"
    );
    for (i, comment) in record.comments()[1..].iter().enumerate() {
        // Moves 5 to 7 of the book (indexes 4 to 6) are the inferred ones.
        let word = if (4..=6).contains(&i) {
            "Inferred"
        } else {
            "Given."
        };
        assert!(comment.text.starts_with(word), "{i}: {}", comment.text);
    }
}

#[test]
fn without_duels_the_record_stops_at_the_fallen_panthan() {
    // Under the Manator set-up alone, the record reads up to 5... Nf8*e7,
    // whose `*` needs duels: line 52 of the file, after "5... ".
    let text = read(FILE).replace(
        "[Rules \"setup=manator,capture=duel\"]",
        "[Rules \"setup=manator\"]",
    );
    let err = text.parse::<Record>().unwrap_err();
    assert_eq!((err.line, err.column), (52, 6));
    assert!(matches!(
        err.kind,
        RecordErrorKind::Move {
            number: 5,
            side: Color::Orange,
            error: MoveTextError::Illegal(IllegalMove::NoDuelsInRules),
            ..
        }
    ));
}

#[test]
fn gahans_last_move_takes_u_dor_once_the_panthan_has_fallen() {
    // The position after 5... Nf8*e7, the attacker fallen (RULES.md 10: the
    // attacker is removed, the defender stays): as after 5. Ce4-e7, without
    // the Panthan on f8, Black to move with move number 6.
    let rules: Rules = "setup=manator".parse().unwrap();
    let text = "WAD1CP1DAW/TNNNN1NNNT/10/4c1F3/10/10/6f3/3n6/tnn1nnnnnt/wad2pfdaw b bo 0 6";
    let mut pos = Position::from_text_with_rules(text, rules).unwrap();
    // e7 to e10 is three steps north; e9 holds a Panthan, so the Chief goes
    // by f8 and f9, which the Panthan left empty, or by e8 and f9.
    let m: Move = "e7e10".parse().unwrap();
    let path = pos.path(m).expect("e7e10 is legal");
    assert!(path.squares().iter().any(|&s| s == sq("f9")));
    pos.play(m).unwrap();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::ChiefTakenByChief
        })
    );
}

#[test]
fn the_chapter_17_game_replays_to_the_books_end() {
    let text = read(FILE);
    let record: Record = text.parse().unwrap_or_else(|e| panic!("{e}"));
    let game = record.game();
    assert_eq!(
        *game.rules(),
        "setup=manator,capture=duel".parse::<Rules>().unwrap()
    );
    assert_eq!(game.moves().len(), 10);
    // The Black Chief took the Orange Chief in a duel: RULES.md 10 and 6.2.
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::ChiefTakenByChief
        })
    );
    assert_eq!(record.result(), GameResult::BlackWon);
    let end = game.position();
    assert_eq!(
        end.piece_at(sq("e10")).map(|p| (p.color, p.role)),
        Some((Color::Black, Role::Chief))
    );
    assert_eq!(end.piece_at(sq("e7")), None);
    assert_eq!(end.piece_at(sq("f8")), None);
    // Orange lost a Flier (g4), the Panthan that fell on e7 and its Chief;
    // Black lost nothing (RULES.md 10: the side whose piece fell pays).
    let ledger = game.ledger();
    assert_eq!(ledger.lost(Color::Orange, Role::Flier), 1);
    assert_eq!(ledger.lost(Color::Orange, Role::Panthan), 1);
    assert_eq!(ledger.lost(Color::Orange, Role::Chief), 1);
    for role in Role::ALL {
        assert_eq!(ledger.lost(Color::Black, role), 0, "{role:?}");
    }
    // The fallen attacker's move text.
    let fallen = game.moves()[8];
    assert_eq!(fallen.to_string(), "f8*e7");
    // One comment before the moves and one after each.
    assert_eq!(record.comments().len(), 11);
    // The record reads back as itself.
    let again = round_trips(&record.to_string());
    assert_eq!(again, record);
}
