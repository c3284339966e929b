//! Who wins a duel in `jetan`'s games (`cli/src/games/duels.rs`):
//! a player chooses the capture, the referee draws its outcome.

use crate::common::mv;
use jetan::{DuelModel, Duels, Move, Position, Role, Rules};
use jetan_cli::games::duels::Referee;

/// The share of `n` draws of the duel `m` in `text` (Manator rules) that
/// the attacker wins under `duels`, from seed 1.
fn share(duels: Duels, text: &str, m: &str, n: u32) -> f64 {
    let pos = Position::from_text_with_rules(text, Rules::MANATOR).unwrap();
    let mut referee = Referee::new(duels, 1);
    let wins = (0..n)
        .filter(|_| !referee.resolve(&pos, mv(m)).is_fallen())
        .count();
    wins as f64 / f64::from(n)
}

/// A Black Flier on d4 attacks an Orange Panthan on e5.
const FLIER_PANTHAN: &str = "4P5/10/10/10/10/4N5/3f6/10/10/5p4 b - 0 1";
/// A Black Padwar on c3 attacks the Orange Chief on e5 (c3-d4-e5).
const PADWAR_CHIEF: &str = "P9/10/10/10/10/4C5/10/2a7/10/9p b - 0 1";

#[test]
fn the_draws_follow_the_stated_chances() {
    // 20,000 draws: a share within 0.02 of its chance is over five
    // standard deviations (at most 0.0035) wide.
    let n = 20_000;
    assert!((share(Duels::Fair, FLIER_PANTHAN, "d4e5", n) - 0.5).abs() < 0.02);
    // values: a / (a + d) of Flier 9.5 and Panthan 2.0 is 95/115; of a
    // Padwar 1.7 against the Chief, given 10, 17/117.
    assert!((share(Duels::Values, FLIER_PANTHAN, "d4e5", n) - 95.0 / 115.0).abs() < 0.02);
    assert!((share(Duels::Values, PADWAR_CHIEF, "c3e5", n) - 17.0 / 117.0).abs() < 0.02);
}

#[test]
fn the_engine_is_told_the_chances_of_the_draw() {
    assert_eq!(Duels::Fair.model(), DuelModel::FAIR);
    assert_eq!(Duels::Ask.model(), DuelModel::FAIR);
    // 95/115 = 0.826 to the nearest thousandth.
    let values = Duels::Values.model();
    assert_eq!(
        values.attacker_wins_per_mille(Role::Flier, Role::Panthan),
        826
    );
}

/// Manator rules: a Black Panthan on e2 faces an Orange Panthan on e3;
/// the Orange Princess stands on a10, the Black one on j1.
const FACING: &str = "P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1";

#[test]
fn a_capture_under_duels_is_a_duel_and_its_outcome_is_the_referees() {
    let pos = Position::from_text_with_rules(FACING, Rules::MANATOR).unwrap();
    let (attacker, defender) = pos.duel(mv("e2e3")).expect("a duel");
    assert_eq!(
        (attacker.role, defender.role),
        (Role::Panthan, Role::Panthan)
    );
    assert_eq!(pos.duel(mv("e2d3")), None);
    // Whichever outcome a player names, it chose the capture; over a few
    // draws the referee gives both outcomes.
    let mut referee = Referee::new(Duels::Fair, 3);
    let outcomes: Vec<Move> = (0..16)
        .map(|i| {
            let named = if i % 2 == 0 { mv("e2e3") } else { mv("e2*e3") };
            referee.resolve(&pos, named)
        })
        .collect();
    assert!(outcomes.contains(&mv("e2e3")) && outcomes.contains(&mv("e2*e3")));
    // The same seed draws the same outcomes.
    let mut again = Referee::new(Duels::Fair, 3);
    let repeat: Vec<Move> = (0..16).map(|_| again.resolve(&pos, mv("e2e3"))).collect();
    assert_eq!(outcomes, repeat);
    // Without duels a capture is just a capture.
    let replace = Position::from_text(FACING).unwrap();
    assert_eq!(replace.duel(mv("e2e3")), None);
    assert_eq!(referee.resolve(&replace, mv("e2e3")), mv("e2e3"));
}

#[test]
fn the_princess_is_taken_not_fought() {
    // RULES.md section 10: a move onto the Princess is no duel. A Black
    // Panthan on a9 steps onto the Orange Princess on a10.
    let pos =
        Position::from_text_with_rules("P9/n9/10/10/10/10/10/10/10/9p b - 0 1", Rules::MANATOR)
            .unwrap();
    assert!(pos.is_legal(mv("a9a10")));
    assert_eq!(pos.duel(mv("a9a10")), None);
    let mut referee = Referee::new(Duels::Fair, 0);
    for _ in 0..8 {
        assert_eq!(referee.resolve(&pos, mv("a9a10")), mv("a9a10"));
    }
}
