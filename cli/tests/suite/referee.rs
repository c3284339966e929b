//! Who wins a duel in `jetan`'s games (`cli/src/games/duels.rs`):
//! a player chooses the capture, the referee draws its outcome.

use crate::common::mv;
use jetan::{Move, Position, Role, Rules};
use jetan_cli::games::duels::{self, Duels, Referee};

/// The share of `n` duels of `attacker` against `defender` that the
/// attacker wins under `duels`, from seed 1.
fn share(duels: Duels, attacker: Role, defender: Role, n: u32) -> f64 {
    let mut referee = Referee::new(duels, 1);
    let wins = (0..n)
        .filter(|_| referee.attacker_wins(attacker, defender))
        .count();
    wins as f64 / f64::from(n)
}

#[test]
fn the_draws_follow_the_stated_chances() {
    // 20,000 draws: a share within 0.02 of its chance is over five
    // standard deviations (at most 0.0035) wide.
    let n = 20_000;
    assert!((share(Duels::Fair, Role::Flier, Role::Panthan, n) - 0.5).abs() < 0.02);
    // values: a / (a + d) of Flier 9.5 and Panthan 2.0 is 95/115; of a
    // Padwar 1.7 against the Chief, given 10, 17/117.
    assert!((share(Duels::Values, Role::Flier, Role::Panthan, n) - 95.0 / 115.0).abs() < 0.02);
    assert!((share(Duels::Values, Role::Padwar, Role::Chief, n) - 17.0 / 117.0).abs() < 0.02);
    assert_eq!(duels::values().tenths(Role::Chief), duels::CHIEF_TENTHS);
}

#[test]
fn the_engine_is_told_the_chances_of_the_draw() {
    use jetan::search::DuelModel;
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
    let (attacker, defender) = duels::duel(&pos, mv("e2e3")).expect("a duel");
    assert_eq!(
        (attacker.role, defender.role),
        (Role::Panthan, Role::Panthan)
    );
    assert_eq!(duels::duel(&pos, mv("e2d3")), None);
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
    assert_eq!(duels::duel(&replace, mv("e2e3")), None);
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
    assert_eq!(duels::duel(&pos, mv("a9a10")), None);
    let mut referee = Referee::new(Duels::Fair, 0);
    for _ in 0..8 {
        assert_eq!(referee.resolve(&pos, mv("a9a10")), mv("a9a10"));
    }
}

#[test]
fn duels_parse_and_ask_is_for_a_person_only() {
    assert_eq!(Duels::parse("ask", true), Ok(Duels::Ask));
    assert_eq!(Duels::parse("values", false), Ok(Duels::Values));
    assert!(
        Duels::parse("ask", false)
            .unwrap_err()
            .contains("only play")
    );
    assert!(Duels::parse("dice", true).is_err());
}
