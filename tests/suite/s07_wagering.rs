//! RULES.md section 7, wagering: what each piece taken is worth to the
//! side that took it, booked by a `Game`'s `Ledger`.

use crate::common;

use jetan::{Color, Game, Ledger, Outcome, Piece, Position, Role, ValueTable, WinReason};

fn play_all(game: &mut Game, moves: &[&str]) {
    for text in moves {
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn a_panthan_taken_is_paid_for() {
    // The Black Flier goes d1 e4 f7 (two (+1, +3) jumps) and takes the
    // Panthan that Orange moved to e8 ((-1, +1) from f7).
    let mut game = Game::default();
    play_all(
        &mut game,
        &["Fd1-e4", "Ne9-e8", "Fe4-f7", "Nb9-b8", "Ff7xe8"],
    );
    let ledger = game.ledger();
    assert_eq!(ledger.lost(Color::Orange, Role::Panthan), 1);
    assert_eq!(ledger.lost_total(Color::Orange), 1);
    assert_eq!(ledger.lost_total(Color::Black), 0);
    // Panthan: 2.0 in the default table, 1 in the insignia table.
    assert_eq!(ledger.owes(Color::Orange, &ValueTable::DEFAULT), 20);
    assert_eq!(ledger.owes(Color::Orange, &ValueTable::INSIGNIA), 10);
    assert_eq!(ledger.owes(Color::Black, &ValueTable::INSIGNIA), 0);
    assert_eq!(
        ledger.balance(&ValueTable::DEFAULT),
        Some((Color::Orange, 20))
    );
    assert_eq!(game.taken().iter().flatten().count(), 1);
    game.undo();
    assert_eq!(game.ledger().lost_total(Color::Orange), 0);
    assert_eq!(game.ledger().balance(&ValueTable::DEFAULT), None);
}

#[test]
fn a_chief_is_worth_nothing_by_default_and_ten_in_insignia() {
    // Black Chief e1 takes the Orange Chief on e3 by e1 f1 f2 e3.
    let start = Position::from_text("9P/10/10/10/10/10/10/4C5/10/p3c5 b bo 0 1").unwrap();
    let mut game = Game::from_position(start);
    play_all(&mut game, &["Ce1xe3"]);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::ChiefTakenByChief
        })
    );
    let ledger = game.ledger();
    assert_eq!(ledger.lost(Color::Orange, Role::Chief), 1);
    assert_eq!(ledger.balance(&ValueTable::DEFAULT), None);
    assert_eq!(
        ledger.balance(&ValueTable::INSIGNIA),
        Some((Color::Orange, 100))
    );
}

#[test]
fn a_princess_taken_counts_as_lost() {
    // The Black Dwar on j9 takes the Orange Princess on j10 (j9 i9 i10 j10).
    let start = Position::from_text("9P/9d/10/10/10/10/10/10/10/p9 b bo 0 1").unwrap();
    let mut game = Game::from_position(start);
    play_all(&mut game, &["Dj9xj10"]);
    assert_eq!(game.outcome().and_then(Outcome::winner), Some(Color::Black));
    assert_eq!(game.ledger().lost(Color::Orange, Role::Princess), 1);
    // Princess: 1 in the insignia table.
    assert_eq!(game.ledger().owes(Color::Orange, &ValueTable::INSIGNIA), 10);
}

#[test]
fn what_was_lost_is_what_left_the_board() {
    // Each side starts with 20 pieces, and every piece taken, the Princess
    // too (RULES.md 6.1), leaves the board.
    let mut princesses_taken = 0;
    for seed in 0..12 {
        let game = common::random_game(Position::default(), seed, 400);
        let ledger = game.ledger();
        let board = game.position().board();
        for color in Color::ALL {
            princesses_taken += ledger.lost(color, Role::Princess);
            assert_eq!(
                board.by_color(color).len() + ledger.lost_total(color),
                20,
                "seed {seed}, {color}"
            );
        }
    }
    assert!(princesses_taken > 0, "some game ends by taking a Princess");
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

#[test]
fn the_balance_sets_the_two_debts_against_each_other() {
    // Black lost a Flier (9.5) and Orange a Panthan (2.0): Black pays the
    // difference, 7.5. With a Thoat (5.6) of Orange's lost as well, Orange
    // owes 7.6 against Black's 9.5: Black still pays, 1.9. Two more Orange
    // Panthans (4.0) turn it: Orange owes 11.6 and pays 2.1.
    let piece = |color, role| Piece { color, role };
    let mut ledger = Ledger::new();
    ledger.record_loss(piece(Color::Black, Role::Flier));
    ledger.record_loss(piece(Color::Orange, Role::Panthan));
    assert_eq!(
        ledger.balance(&ValueTable::DEFAULT),
        Some((Color::Black, 75))
    );
    ledger.record_loss(piece(Color::Orange, Role::Thoat));
    assert_eq!(
        ledger.balance(&ValueTable::DEFAULT),
        Some((Color::Black, 19))
    );
    ledger.record_loss(piece(Color::Orange, Role::Panthan));
    ledger.record_loss(piece(Color::Orange, Role::Panthan));
    assert_eq!(
        ledger.balance(&ValueTable::DEFAULT),
        Some((Color::Orange, 21))
    );
}
