//! Self-play (`jetan selfplay`): a seed gives the same games every time.

use jetan::{Duels, Rules};
use jetan_cli::games::player::Player;
use jetan_cli::games::selfplay::{SelfplayConfig, Tally};

/// The games of `config`; none of these players can fail.
fn run(config: &SelfplayConfig) -> Tally {
    jetan_cli::games::selfplay::run(config, |_| {}).expect("no player fails")
}

#[test]
fn self_play_with_a_fixed_seed_is_reproducible() {
    let config = SelfplayConfig {
        games: 6,
        seed: 42,
        rules: Rules::default(),
        duels: Duels::Fair,
        black: Player::Random,
        orange: Player::Greedy,
        max_moves: 60,
        opening: 0,
        threads: 1,
        picks: None,
        records: false,
    };
    let first = run(&config);
    let second = run(&config);
    assert_eq!(first, second);
    // Every game ends one way or another, or is cut off.
    let wins: u32 = first.wins.iter().flat_map(|(_, w)| w).sum();
    let draws: u32 = first.draws.iter().sum();
    assert_eq!(wins + draws + first.cut_off, 6);
    assert!(first.longest <= 60);
    assert!(first.moves <= 6 * u64::from(first.longest));
}

#[test]
fn search_players_reproduce_their_games_too() {
    let config = SelfplayConfig {
        games: 2,
        seed: 7,
        rules: "chief=removed".parse().unwrap(),
        duels: Duels::Fair,
        black: Player::Search(1),
        orange: Player::Greedy,
        max_moves: 30,
        opening: 0,
        threads: 1,
        picks: None,
        records: false,
    };
    assert_eq!(run(&config), run(&config));
}

#[test]
fn games_with_duels_reproduce_too_and_end_by_the_rules() {
    // The game of Manator: duels decided by the pieces' values, drawn from
    // the seed.
    for black in [Player::Random, Player::Search(1)] {
        let config = SelfplayConfig {
            games: 4,
            seed: 11,
            rules: Rules::MANATOR,
            duels: Duels::Values,
            black,
            orange: Player::Greedy,
            max_moves: 40,
            opening: 2,
            threads: 2,
            picks: None,
            records: false,
        };
        let first = run(&config);
        assert_eq!(
            first,
            run(&SelfplayConfig {
                threads: 1,
                ..config.clone()
            })
        );
        let wins: u32 = first.wins.iter().flat_map(|(_, w)| w).sum();
        let draws: u32 = first.draws.iter().sum();
        assert_eq!(wins + draws + first.cut_off, 4);
    }
}

#[test]
fn leads_writes_late_positions_in_which_a_side_is_four_points_ahead() {
    // Random players, who trade at random: some positions of their long
    // games have one side well ahead.
    let path = std::env::temp_dir().join(format!("jetan-leads-{}.txt", std::process::id()));
    let (code, _, stderr) = crate::common::run(&[
        "selfplay",
        "--player",
        "random",
        "--games",
        "6",
        "--max-moves",
        "300",
        "--leads",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    let text = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    let positions: Vec<jetan::Position> = text.lines().map(|l| l.parse().unwrap()).collect();
    assert!(!positions.is_empty());
    assert!(stderr.contains(&format!("{} positions written to ", positions.len())));
    for pos in positions {
        // After move 100 of either side (move number 51 with Black to
        // move), four points or more ahead (RULES.md 6.4's values), the
        // side ahead to move.
        let made =
            2 * (pos.move_number() - 1) + u32::from(pos.side_to_move() == jetan::Color::Orange);
        assert!(made >= 100, "{pos}");
        assert!(!pos.is_over(), "{pos}");
        // The side ahead is to move.
        let us = pos.side_to_move();
        assert!(
            pos.material(us) >= pos.material(us.opposite()) + 40,
            "{pos}"
        );
    }
}

#[test]
fn records_hold_every_game_and_tune_learns_from_the_finished_ones() {
    let dir = std::env::temp_dir();
    let records = dir.join(format!("jetan-records-{}.txt", std::process::id()));
    let weights = dir.join(format!("jetan-weights-{}.rs", std::process::id()));
    let (code, tally, stderr) = crate::common::run(&[
        "selfplay",
        "--player",
        "random",
        "--games",
        "6",
        "--max-moves",
        "120",
        "--seed",
        "3",
        "--records",
        records.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    // This seed's games: four ended by the rules, two cut off.
    assert!(tally.contains("| cut off at 120 moves | 2 |"), "{tally}");
    assert!(stderr.contains("6 games written to "), "{stderr}");
    let text = std::fs::read_to_string(&records).unwrap();
    let games: Vec<jetan::Record> = jetan::record::parse_all(&text)
        .map(|r| r.unwrap())
        .collect();
    assert_eq!(games.len(), 6);
    for record in &games {
        assert_eq!(record.black, "random");
        assert_eq!(record.event, "jetan selfplay");
        // A game the rules did not end was cut off at the move limit.
        let cut_off = record.game().outcome().is_none();
        assert_eq!(cut_off, record.termination == "cut off at 120 moves");
    }
    let (code, stdout, stderr) = crate::common::run(&[
        "tune",
        "--iterations",
        "5",
        "--pull",
        "0.5",
        "--out",
        weights.to_str().unwrap(),
        records.to_str().unwrap(),
    ]);
    let source = std::fs::read_to_string(&weights);
    let _ = std::fs::remove_file(&records);
    let _ = std::fs::remove_file(&weights);
    let finished = games
        .iter()
        .filter(|r| r.game().outcome().is_some())
        .count();
    assert_eq!(finished, 4);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        stdout.contains("of 4 finished games (6 records)"),
        "{stdout}"
    );
    assert!(stdout.contains("| tempo | "), "{stdout}");
    assert!(stdout.contains("--pull 0.5:"), "{stdout}");
    let source = source.unwrap();
    assert!(
        source.contains("pub(crate) const MIDDLE: [i32; COUNT] = ["),
        "{source}"
    );
    assert!(
        source.contains("pub(crate) const END: [i32; COUNT] = ["),
        "{source}"
    );
}

#[test]
fn tune_refuses_records_without_a_finished_game() {
    // One game cut off after two moves: nothing to learn from.
    let path = std::env::temp_dir().join(format!("jetan-unfinished-{}.txt", std::process::id()));
    std::fs::write(&path, "1. Nb2-b3 Ne9-e8 *\n").unwrap();
    let (code, _, stderr) = crate::common::run(&["tune", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("no finished game"), "{stderr}");
}

#[test]
fn tune_names_the_file_it_cannot_read() {
    let missing = std::env::temp_dir().join("jetan-no-such-records.txt");
    let (code, _, stderr) = crate::common::run(&["tune", missing.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(stderr.starts_with("jetan tune: "), "{stderr}");
    assert!(stderr.contains("jetan-no-such-records.txt"), "{stderr}");
}

#[test]
fn tune_refuses_a_feature_it_does_not_have() {
    // Clap refuses the option before any file is read, and says which
    // names there are.
    let missing = std::env::temp_dir().join("jetan-no-such-records.txt");
    let (code, _, stderr) =
        crate::common::run(&["tune", "--only", "escape,moat", missing.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("\"moat\" is not a feature"), "{stderr}");
    assert!(stderr.contains("chief_prey_far"), "{stderr}");
    assert!(!stderr.contains("jetan-no-such-records.txt"), "{stderr}");
}
