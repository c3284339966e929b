//! The computer players of `jetan`, in positions worked out by hand
//! from RULES.md.

use crate::common::mv;
use jetan::{Color, Game, Move, Outcome, Position, SplitMix64, WinReason};
use jetan_cli::games::engine_settings::EngineSettings;
use jetan_cli::games::player::{Competitor, Player};

/// The library's engine at a small node count.
const ENGINE: Player = Player::Engine(EngineSettings::nodes(2_000));

fn choice(player: &Player, pos: &Position, seed: u64) -> Move {
    Competitor::new(player.clone())
        .expect("no program to start")
        .choose(&Game::from_position(*pos), &mut SplitMix64::new(seed))
        .expect("no player fails")
        .expect("the game is not over")
}

/// Black Warrior e3, Orange Princess e5 and Flier g3, Black Princess a1.
/// The Warrior makes two straight steps: e3-e4-e5 takes the Princess, and
/// e3-f3-g3 takes the Flier, the richer capture by material alone.
const PRINCESS_IN_ONE: &str = "10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1";

#[test]
fn the_princess_in_one_position_is_as_worked_out() {
    let pos = Position::from_text(PRINCESS_IN_ONE).unwrap();
    assert!(pos.is_legal(mv("e3g3")));
    let mut won = pos;
    won.play(mv("e3e5")).unwrap();
    assert_eq!(
        won.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::PrincessTaken
        })
    );
}

#[test]
fn every_computer_player_but_random_takes_the_princess() {
    let pos = Position::from_text(PRINCESS_IN_ONE).unwrap();
    for seed in 0..4 {
        for player in [Player::Greedy, Player::Search(1), Player::Search(2), ENGINE] {
            assert_eq!(choice(&player, &pos, seed), mv("e3e5"), "{player}");
        }
    }
}

/// Black Princess a1, Black Warrior a2 shielding her from the Orange Dwar
/// on a4 (three straight steps a4-a3-a2-a1 need a3 and a2 empty), an Orange
/// Flier on c2 as bait (a2-b2-c2), the Orange Princess far off on j10.
/// The Warrior's moves are a4 (taking the Dwar), b3, b1 and c2 (taking the
/// Flier); every one but a4 opens the file to the Dwar.
const SHIELD: &str = "9P/10/10/10/10/10/D9/10/w1F7/p9 b - 0 1";

#[test]
fn the_shield_position_is_as_worked_out() {
    let pos = Position::from_text(SHIELD).unwrap();
    let warrior: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| m.from() == "a2".parse().unwrap())
        .collect();
    let mut expected = vec![mv("a2a4"), mv("a2b3"), mv("a2b1"), mv("a2c2")];
    let mut found = warrior.clone();
    expected.sort();
    found.sort();
    assert_eq!(found, expected);
    let mut bait = pos;
    bait.play(mv("a2c2")).unwrap();
    bait.play(mv("a4a1")).unwrap();
    assert_eq!(
        bait.outcome().and_then(Outcome::winner),
        Some(Color::Orange)
    );
}

#[test]
fn the_search_does_not_walk_into_a_princess_capture() {
    let pos = Position::from_text(SHIELD).unwrap();
    for (player, seed) in [0, 1, 2, 3]
        .map(|s| (Player::Search(2), s))
        .into_iter()
        .chain([(ENGINE, 0)])
    {
        let m = choice(&player, &pos, seed);
        assert_eq!(m, mv("a2a4"), "{player}, seed {seed}");
        let mut after = pos;
        after.play(m).unwrap();
        let princess = after
            .board()
            .pieces(Color::Black, jetan::Role::Princess)
            .lowest()
            .unwrap();
        assert!(after.legal_moves().iter().all(|r| r.to() != princess));
    }
    // Looking no further than its own move, the greedy player takes the
    // Flier (9.5 points against the Dwar's 4.9) and loses: the test above
    // can fail.
    assert_eq!(choice(&Player::Greedy, &pos, 0), mv("a2c2"));
}
