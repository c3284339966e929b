//! `jetan match` with `uci:PATH` players: `jetan uci` processes driven
//! through PROTOCOL.md play the very games the engine plays in the match's
//! own process (same node limits, same table, same positions), so the
//! protocol's round trip loses nothing; equal-time matches send `go
//! movetime`; a program that cannot be started is refused with status 2.

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    crate::common::run(&[&["match"], args].concat())
}

/// `uci:` and the `jetan` under test.
fn uci_jetan() -> String {
    format!("uci:{}", env!("CARGO_BIN_EXE_jetan"))
}

/// The report without its first line (which names the players) and its
/// last (which repeats their names): how the games went.
fn games_of(report: &str) -> Vec<&str> {
    let lines: Vec<&str> = report.lines().collect();
    lines[1..lines.len() - 1].to_vec()
}

#[test]
fn a_uci_engine_plays_the_games_of_the_engine_itself() {
    let uci = uci_jetan();
    let short = ["--games", "4", "--nodes", "300", "--threads", "2"];
    let inside = run(&[&short[..], &["engine", "greedy"]].concat());
    let outside = run(&[&short[..], &[uci.as_str(), "greedy"]].concat());
    assert_eq!(inside.0, Some(0), "{}", inside.2);
    assert_eq!(outside.0, Some(0), "{}", outside.2);
    assert_eq!(games_of(&inside.1), games_of(&outside.1));
    assert!(outside.1.contains("(go nodes 300)"), "{}", outside.1);
    // Two `jetan uci` processes against each other: the games of the
    // engine against itself.
    let short = ["--games", "2", "--nodes", "300", "--max-moves", "80"];
    let inside = run(&[&short[..], &["engine", "engine"]].concat());
    let outside = run(&[&short[..], &[uci.as_str(), uci.as_str()]].concat());
    assert_eq!(outside.0, Some(0), "{}", outside.2);
    assert_eq!(games_of(&inside.1), games_of(&outside.1));
}

#[test]
fn a_uci_engine_that_has_lost_is_not_asked_for_a_move() {
    // The engine at 3,000 positions a move beats it at 300 in both games
    // of seed 3 (of seed 1 since the evaluation counts the Princess's
    // room, one game runs to the move limit): each ends with the Princess
    // of the uci side taken, on its turn, and the games are those of the
    // engine in the match's own process.
    let uci = uci_jetan();
    let short = [
        "--games",
        "2",
        "--seed",
        "3",
        "--nodes",
        "300",
        "--threads",
        "2",
    ];
    let inside = run(&[&short[..], &["engine:3000", "engine"]].concat());
    let outside = run(&[&short[..], &["engine:3000", uci.as_str()]].concat());
    assert_eq!(outside.0, Some(0), "{}", outside.2);
    assert!(
        inside.1.contains(": 2 wins, 0 draws, 0 losses"),
        "{}",
        inside.1
    );
    assert_eq!(games_of(&inside.1), games_of(&outside.1));
}

#[test]
fn an_equal_time_match_sends_movetime() {
    let uci = uci_jetan();
    let (code, stdout, stderr) = run(&[
        "--games",
        "2",
        "--time-ms",
        "20",
        "--max-moves",
        "12",
        &uci,
        "engine",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("(go movetime 20)"), "{stdout}");
    assert!(stdout.contains("engine (20 ms a move)"), "{stdout}");
    assert!(stdout.contains(": 0 wins, 2 draws, 0 losses"), "{stdout}");
}

#[test]
fn a_program_that_cannot_be_started_is_refused() {
    for (player, names) in [
        ("uci:/no/such/engine", "/no/such/engine"),
        ("uci:", "uci:PATH"),
    ] {
        let (code, stdout, stderr) = run(&[player, "engine"]);
        assert_eq!(code, Some(2), "{player}: {stderr}");
        assert!(stdout.is_empty(), "{player}: {stdout}");
        assert!(stderr.contains(names), "{player}: {stderr}");
    }
}
