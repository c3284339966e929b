//! Helpers shared by the integration tests: position text built from a
//! list of pieces, positions to test on, and a tiny deterministic random
//! number generator for reproducible random play.
#![allow(dead_code)]

use jetan::{Game, Move, Position};

// The examples' generator, so that tests and examples draw the same games.
#[path = "../../examples/common/rng.rs"]
mod rng;
pub use rng::Rng;

/// The rule options of RULES.md section 9 with their readings, the default
/// first (NOTATION.md, `--rules`).
pub const RULE_OPTIONS: [(&str, &[&str]); 9] = [
    ("setup", &["appendix", "manator"]),
    ("steps", &["exact", "up-to"]),
    ("thoat", &["either", "straight-first", "jumping"]),
    ("panthan", &["forward", "diagonal-back"]),
    ("princess", &["brave", "frightened"]),
    ("escape", &["anywhere", "line", "none"]),
    ("chief", &["draw", "removed"]),
    ("material", &["equal-value", "any", "off"]),
    ("no-move", &["draw", "loss"]),
];

/// An outcome in the words of the reference implementation's
/// `RefPosition::outcome`, so that the two can be compared.
pub fn outcome_text(outcome: jetan::Outcome) -> String {
    use jetan::{Color, DrawReason, Outcome, WinReason};
    match outcome {
        Outcome::Win { winner, reason } => {
            let who = match winner {
                Color::Black => "black",
                Color::Orange => "orange",
            };
            let why = match reason {
                WinReason::PrincessTaken => "princess taken",
                WinReason::ChiefTakenByChief => "chief taken by the chief",
                WinReason::NoLegalMove => "opponent has no legal move",
            };
            format!("{who} wins: {why}")
        }
        Outcome::Draw(reason) => format!(
            "draw: {}",
            match reason {
                DrawReason::ChiefTaken => "chief taken by a non-chief",
                DrawReason::Material => "material",
                DrawReason::NoLegalMove => "no legal move",
            }
        ),
    }
}

/// The positions of tests/data/public_cases.json.
pub fn public_positions() -> Vec<Position> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/public_cases.json"
    ))
    .unwrap();
    let cases: serde_json::Value = serde_json::from_str(&text).unwrap();
    cases
        .as_array()
        .unwrap()
        .iter()
        .map(|case| Position::from_text(case["position"].as_str().unwrap()).unwrap())
        .collect()
}

/// A game of up to `plies` random legal moves from `start`, stopping early
/// when the game ends.
pub fn random_game(start: Position, seed: u64, plies: usize) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::from_position(start);
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let m: Move = moves[rng.below(moves.len())];
        game.play(m).unwrap();
    }
    game
}

/// The start (both sides first), the public cases, and every position of
/// a few random games.
pub fn many_positions() -> Vec<Position> {
    let mut all = vec![
        Position::start(jetan::Color::Black),
        Position::start(jetan::Color::Orange),
    ];
    all.extend(public_positions());
    for seed in 0..12 {
        let game = random_game(Position::default(), seed, 120);
        all.extend(game.positions().iter().copied());
    }
    all
}

/// The placement field of position text for a mailbox board (index
/// `file + 10 * rank`, a piece letter or nothing).
pub fn placement(board: &[Option<char>; 100]) -> String {
    let mut ranks = Vec::new();
    for rank in (0..10).rev() {
        let mut row = String::new();
        let mut run = 0;
        for file in 0..10 {
            match board[file + 10 * rank] {
                None => run += 1,
                Some(c) => {
                    if run > 0 {
                        row += &run.to_string();
                        run = 0;
                    }
                    row.push(c);
                }
            }
        }
        if run > 0 {
            row += &run.to_string();
        }
        ranks.push(row);
    }
    ranks.join("/")
}

/// Position text for the pieces given as (square, letter), the rest empty,
/// with count 0 and move 1.
pub fn position_text(pieces: &[(&str, char)], side: char, escapes: &str) -> String {
    let mut board = [None; 100];
    for &(name, letter) in pieces {
        let sq: jetan::Square = name.parse().unwrap();
        board[sq.index() as usize] = Some(letter);
    }
    format!("{} {side} {escapes} 0 1", placement(&board))
}

/// Builds the example `name` with the cargo that runs the tests (a debug
/// build) and answers the path of its binary.
pub fn build_example(name: &str) -> std::path::PathBuf {
    let status = std::process::Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--example", name])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .expect("cargo runs");
    assert!(status.success(), "cargo build --example {name} failed");
    // Integration tests live in target/<profile>/deps; examples in
    // target/<profile>/examples of the debug profile that `cargo build`
    // uses.
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    let binary = target
        .join("debug")
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(binary.exists(), "{} not built", binary.display());
    binary
}
