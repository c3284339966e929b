//! Findings of a fresh-eyes review, each a test that fails on the snapshot
//! reviewed. Each test says which sentence of RULES.md or NOTATION.md it
//! holds the crate to, and works the expected answer by hand.

use jetan::{DrawReason, IllegalMove, Move, Outcome, Position};

/// NOTATION.md: "`parse(format(x)) == x` for every value", and the count
/// field is "`0`..`9`".
///
/// Position: Black Princess a4, Black Chief i1; Orange Princess f3, Orange
/// Chief d2; Black to move, Black's escape left, count 9.
/// The material condition holds (RULES.md 6.4: at most three pieces each,
/// each side its Princess and a Chief, no other pieces, so equal value 0 =
/// 0), so count 9 is valid.
///
/// Black plays the Chief i1-i2-i3-i4 (three straight steps over empty
/// squares, no capture). The material is unchanged, so the condition still
/// holds and the count goes 9 -> 10: the game is drawn (6.4). The crate
/// agrees on that, but then formats the position with count `10`, which its
/// own parser refuses (`ParsePositionError::Count`): a value whose text does
/// not parse.
#[test]
fn a_position_drawn_by_material_formats_to_text_that_parses() {
    let mut pos = Position::from_text("10/10/10/10/10/10/p9/5P4/3C6/8c1 b b 9 1").unwrap();
    pos.play("i1i4".parse::<Move>().unwrap()).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Draw(DrawReason::Material)));
    let text = pos.to_string();
    assert!(
        Position::from_text(&text).is_ok(),
        "the crate wrote {text:?}, which it cannot read back: {:?}",
        Position::from_text(&text)
    );
}

/// NOTATION.md: "`parse(format(x)) == x` for every value".
///
/// Position: Black Princess a1, Black Dwar e4; Orange Princess j10, Orange
/// Chief e7; Black to move, no escapes. The Dwar goes e4-e5-e6-e7 (three
/// straight steps, e5 and e6 empty) and takes the Chief: a piece other than
/// a Chief took a Chief, so the game is drawn (RULES.md 6.3). The text of
/// that finished position reads back as a position in which Orange is to
/// move and the game goes on: the round trip loses the end of the game, so
/// a caller that saves and reloads a finished game can play on in it.
#[test]
fn a_finished_position_round_trips_through_its_text() {
    let mut pos = Position::from_text("9P/10/10/4C5/10/10/4d5/10/10/p9 b - 0 1").unwrap();
    pos.play("e4e7".parse::<Move>().unwrap()).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Draw(DrawReason::ChiefTaken)));
    let back = Position::from_text(&pos.to_string()).unwrap();
    assert_eq!(back, pos, "text {:?}", pos.to_string());
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
/// move: the game is drawn, and `outcome()` says so. `Position::parse_move`
/// then answers `GameOver`, but `Position::play` answers
/// `NotADestination`, as if the game went on.
#[test]
fn play_in_a_position_without_legal_moves_says_the_game_is_over() {
    let pos = Position::from_text("9P/10/10/10/10/10/NNNN6/DDAA6/WWTT6/pNNN6 b - 0 1").unwrap();
    let outcome = Outcome::Draw(DrawReason::NoLegalMove);
    assert_eq!(pos.outcome(), Some(outcome));
    assert!(matches!(
        pos.parse_move("a1a4"),
        Err(jetan::MoveTextError::GameOver(_))
    ));
    let mut played = pos;
    assert_eq!(
        played.play("a1e5".parse::<Move>().unwrap()),
        Err(IllegalMove::GameOver(outcome))
    );
}

/// A public function that panics on input it accepts (debug builds):
/// `ValueTable::from_tenths` takes any `u32`s, and `Ledger::owes` sums
/// `lost * tenths` in `u32` unchecked. Black lost a Flier and a Dwar; with
/// both valued at `u32::MAX` tenths the sum overflows and `owes` (and so
/// `balance`) panics with "attempt to add with overflow" instead of
/// answering. Suggested: saturating or `u64` arithmetic, or a checked
/// `from_tenths`.
#[test]
fn owes_does_not_panic_on_a_large_value_table() {
    use jetan::{Color, Ledger, Piece, Role, ValueTable};
    let mut ledger = Ledger::new();
    for role in [Role::Flier, Role::Dwar] {
        ledger.record_loss(Piece {
            color: Color::Black,
            role,
        });
    }
    let table = ValueTable::from_tenths([u32::MAX; 8]);
    let owed = std::panic::catch_unwind(|| ledger.owes(Color::Black, &table));
    assert!(owed.is_ok(), "Ledger::owes panicked");
}
