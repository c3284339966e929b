//! Self-play (`jetan selfplay`): a seed gives the same games every time.

use jetan::Rules;
use jetan_cli::games::duels::Duels;
use jetan_cli::games::player::Player;
use jetan_cli::games::rng::Rng;
use jetan_cli::games::selfplay::{Config, run};

#[test]
fn splitmix64_matches_its_reference() {
    // The first outputs of Vigna's splitmix64.c from a state of 0.
    let mut rng = Rng::new(0);
    assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
    assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
}

#[test]
fn self_play_with_a_fixed_seed_is_reproducible() {
    let config = Config {
        games: 6,
        seed: 42,
        rules: Rules::default(),
        duels: Duels::Fair,
        black: Player::Random,
        orange: Player::Greedy,
        max_moves: 60,
        opening: 0,
        threads: 1,
    };
    let first = run(&config, |_| {});
    let second = run(&config, |_| {});
    assert_eq!(first, second);
    // Every game ends one way or another, or is cut off.
    let wins: u32 = first.wins.iter().flatten().sum();
    let draws: u32 = first.draws.iter().sum();
    assert_eq!(wins + draws + first.cut_off, 6);
    assert!(first.longest <= 60);
    assert!(first.moves <= 6 * u64::from(first.longest));
}

#[test]
fn search_players_reproduce_their_games_too() {
    let config = Config {
        games: 2,
        seed: 7,
        rules: "chief=removed".parse().unwrap(),
        duels: Duels::Fair,
        black: Player::Search(1),
        orange: Player::Greedy,
        max_moves: 30,
        opening: 0,
        threads: 1,
    };
    assert_eq!(run(&config, |_| {}), run(&config, |_| {}));
}

#[test]
fn games_with_duels_reproduce_too_and_end_by_the_rules() {
    // The game of Manator: duels decided by the pieces' values, drawn from
    // the seed.
    for black in [Player::Random, Player::Search(1)] {
        let config = Config {
            games: 4,
            seed: 11,
            rules: Rules::MANATOR,
            duels: Duels::Values,
            black,
            orange: Player::Greedy,
            max_moves: 40,
            opening: 2,
            threads: 2,
        };
        let first = run(&config, |_| {});
        assert_eq!(
            first,
            run(
                &Config {
                    threads: 1,
                    ..config.clone()
                },
                |_| {}
            )
        );
        let wins: u32 = first.wins.iter().flatten().sum();
        let draws: u32 = first.draws.iter().sum();
        assert_eq!(wins + draws + first.cut_off, 4);
    }
}
