//! Helpers shared by the integration tests: position text built from a
//! list of pieces, positions to test on, and a tiny deterministic random
//! number generator for reproducible random play.

use jetan::{Game, Move, Position, SplitMix64};
use std::collections::BTreeMap;

// The `jetan` command's generator, so that tests and the command draw the
// same games.

/// The rule options of RULES.md section 9 with their readings, the default
/// first (NOTATION.md, `--rules`).
pub const RULE_OPTIONS: [(&str, &[&str]); 13] = [
    ("setup", &["appendix", "manator"]),
    ("steps", &["exact", "up-to"]),
    ("thoat", &["either", "straight-first", "jumping", "knight"]),
    ("panthan", &["forward", "diagonal-back"]),
    ("princess", &["brave", "frightened"]),
    ("escape", &["anywhere", "line", "none", "far"]),
    ("chief", &["draw", "removed"]),
    ("material", &["equal-value", "any", "off"]),
    ("no-move", &["draw", "loss"]),
    ("capture", &["replace", "duel"]),
    ("threat", &["vacated", "in-place"]),
    ("escape-when", &["any", "threatened"]),
    ("flier", &["walk", "leap"]),
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

/// The cases of a public perft file in tests/data (`public_cases.json`,
/// `public_variants2.json`): each an object with `position`, `perft1`,
/// `perft2`, `divide2` and sometimes `perft3` and `rules`.
pub fn perft_cases(file: &str) -> Vec<serde_json::Value> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    match serde_json::from_str(&text).unwrap() {
        serde_json::Value::Array(cases) => cases,
        _ => panic!("{path} is not an array of cases"),
    }
}

/// A case's `divide2`: each legal move's text with perft(1) after it.
pub fn expected_divide(case: &serde_json::Value) -> BTreeMap<String, u64> {
    case["divide2"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(m, n)| (m.clone(), n.as_u64().unwrap()))
        .collect()
}

/// The positions of tests/data/public_cases.json.
pub fn public_positions() -> Vec<Position> {
    perft_cases("public_cases.json")
        .iter()
        .map(|case| Position::from_text(case["position"].as_str().unwrap()).unwrap())
        .collect()
}

/// A game of up to `plies` random legal moves from `start`, stopping early
/// when the game ends.
pub fn random_game(start: Position, seed: u64, plies: usize) -> Game {
    let mut rng = SplitMix64::new(seed);
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

/// The position of `pieces` (square, letter) under the rule text `rules`
/// (`""` for the defaults), with `side` (`'b'` or `'o'`) to move and
/// `escapes` left (`"bo"`, `"b"`, `"o"`, `"-"`).
pub fn position_under(rules: &str, pieces: &[(&str, char)], side: char, escapes: &str) -> Position {
    let text = position_text(pieces, side, escapes);
    Position::from_text_with_rules(&text, rules.parse().unwrap())
        .unwrap_or_else(|e| panic!("{text} under {rules:?}: {e}"))
}

/// The position of `pieces` (square, letter) under the default rules (see
/// [`position_under`]).
pub fn position(pieces: &[(&str, char)], side: char, escapes: &str) -> Position {
    position_under("", pieces, side, escapes)
}

/// The to-squares, sorted by name, of the legal moves of `pos` from `from`
/// that `keep` selects (by kind: `|m| !m.is_escape()`, `Move::is_fallen`).
pub fn destinations_where(pos: &Position, from: &str, keep: impl Fn(&Move) -> bool) -> Vec<String> {
    let from: jetan::Square = from.parse().unwrap();
    let mut to: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == from && keep(m))
        .map(|m| m.to().to_string())
        .collect();
    to.sort();
    to
}

/// The ordinary (not escape) destinations of the piece on `from`, sorted
/// by name.
pub fn destinations(pos: &Position, from: &str) -> Vec<String> {
    destinations_where(pos, from, |m| !m.is_escape())
}

/// The escape destinations of the Princess on `from`, sorted by name.
pub fn escapes(pos: &Position, from: &str) -> Vec<String> {
    destinations_where(pos, from, |m| m.is_escape())
}

/// The square named `name` (`e4`, `j10`).
pub fn sq(name: &str) -> jetan::Square {
    name.parse()
        .unwrap_or_else(|e| panic!("{name:?} is no square: {e}"))
}

/// Plays the first legal move that captures nothing.
pub fn play_quiet(pos: &mut Position) {
    let m = *pos
        .legal_moves()
        .iter()
        .find(|m| pos.piece_at(m.to()).is_none())
        .expect("a quiet move");
    pos.play(m).unwrap();
}

/// A move in coordinate text (`e2e4`, `f8*e7`).
pub fn mv(text: &str) -> Move {
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} is no coordinate move: {e}"))
}

/// Square names written with spaces, sorted.
pub fn names(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(String::from).collect();
    v.sort();
    v
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
/// build), once per test run, and answers the path of its binary.
pub fn build_example(name: &str) -> std::path::PathBuf {
    use std::collections::BTreeMap;
    use std::path::PathBuf;
    use std::sync::Mutex;
    static BUILT: Mutex<BTreeMap<String, PathBuf>> = Mutex::new(BTreeMap::new());
    // Held while building, so that two tests never run cargo at once.
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(path) = built.get(name) {
        return path.clone();
    }
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
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    let binary = target
        .join("debug")
        .join("examples")
        .join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    assert!(binary.exists(), "{} not built", binary.display());
    built.insert(name.to_string(), binary.clone());
    binary
}

/// Runs the example `name` (built by [`build_example`]) with `args` and
/// nothing on its standard input: its exit code, standard output and
/// standard error.
pub fn run_example(name: &str, args: &[&str]) -> (Option<i32>, String, String) {
    run_example_with_input(name, args, "")
}

/// Runs the example `name` with `args`, `input` on its standard input:
/// its exit code, standard output and standard error.
pub fn run_example_with_input(
    name: &str,
    args: &[&str],
    input: &str,
) -> (Option<i32>, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(build_example(name))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the example runs");
    // An example that stops reading early closes the pipe: not an error
    // of the test.
    let _ = child
        .stdin
        .take()
        .expect("a piped input")
        .write_all(input.as_bytes());
    let out = child.wait_with_output().expect("the example ends");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
