//! `jetan match` with `uci:PATH` players: `jetan uci` processes driven
//! through PROTOCOL.md play the very games the engine plays in the match's
//! own process (same node limits, same table, same positions), so the
//! protocol's round trip loses nothing; equal-time matches send `go
//! movetime`; options given reach the program before its first move; a
//! program that cannot be started, or an option it cannot take, is
//! refused with status 2.

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
    // A seed whose two games the engine at 3,000 positions a move wins
    // against itself at 300 by taking the Princess: each ends with the
    // Princess of the weaker side taken, with that side to move next.
    // Which seeds do follows the evaluation, so the first such seed is
    // looked for (most are: ten of the first twelve when this was
    // written); played with the weaker side as a uci program, its games
    // are those of the engine in the match's own process, and the program
    // is never asked for a move after its loss.
    let uci = uci_jetan();
    let with = |seed: &str, players: [&str; 2]| {
        let short = ["--games", "2", "--seed", seed, "--nodes", "300"];
        run(&[&short[..], &["--threads", "2"], &players[..]].concat())
    };
    let both_won = (1..=12).map(|seed| seed.to_string()).find_map(|seed| {
        let inside = with(&seed, ["engine:3000", "engine"]);
        let won = inside.1.contains(": 2 wins, 0 draws, 0 losses")
            && inside.1.contains("| A won: Princess taken | 2 |");
        won.then_some((seed, inside))
    });
    let Some((seed, inside)) = both_won else {
        panic!(
            "no seed of 1 to 12 where engine:3000 beats engine twice by the Princess \
             (`jetan match engine:3000 engine --games 2 --seed S --nodes 300 --threads 2`)"
        );
    };
    let outside = with(&seed, ["engine:3000", uci.as_str()]);
    assert_eq!(outside.0, Some(0), "{}", outside.2);
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

/// A `uci:` player that writes to `log` what it is sent and passes it on
/// to the `jetan` under test: a script reading its input to the end, as a
/// wrapper does, which ends only when the match closes its input.
#[cfg(unix)]
fn logging_jetan(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir();
    let id = std::process::id();
    let log = dir.join(format!("jetan-{name}-{id}.log"));
    let script = dir.join(format!("jetan-{name}-{id}.sh"));
    let text = format!(
        "#!/bin/sh\ntee -a '{}' | '{}' \"$@\"\n",
        log.display(),
        env!("CARGO_BIN_EXE_jetan")
    );
    std::fs::write(&script, text).expect("the script is written");
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755))
        .expect("the script runs");
    let _ = std::fs::remove_file(&log);
    (script, log)
}

#[test]
#[cfg(unix)]
fn options_are_sent_to_a_uci_player_before_its_first_move() {
    // Were the program's input left open as the match waits for it to end,
    // the scripts would wait for more input and this test would hang.
    let (script_a, log_a) = logging_jetan("options-a");
    let (script_b, log_b) = logging_jetan("options-b");
    let a = format!("uci:{}", script_a.display());
    let b = format!("uci:{}", script_b.display());
    let (code, stdout, stderr) = run(&[
        "--games",
        "2",
        "--nodes",
        "300",
        "--max-moves",
        "6",
        // One game at a time, so that each log holds one session after
        // another.
        "--threads",
        "1",
        "--option-a",
        "Threads=2",
        "--option-a",
        " Hash = 4",
        "--option-b",
        "MultiPV=2",
        &a,
        &b,
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        stdout.contains("(Threads=2, Hash=4, go nodes 300)"),
        "{stdout}"
    );
    assert!(stdout.contains("(MultiPV=2, go nodes 300)"), "{stdout}");
    for (log, script, options) in [
        (
            &log_a,
            &script_a,
            &[
                "setoption name Threads value 2",
                "setoption name Hash value 4",
            ][..],
        ),
        (&log_b, &script_b, &["setoption name MultiPV value 2"][..]),
    ] {
        let sent = std::fs::read_to_string(log).expect("the script wrote its log");
        let _ = std::fs::remove_file(log);
        let _ = std::fs::remove_file(script);
        // One session a start: one to see that the program answers and
        // takes its options, then one a game.
        let sessions: Vec<Vec<&str>> = sent
            .split("uci\n")
            .skip(1)
            .map(|s| s.lines().collect())
            .collect();
        assert_eq!(sessions.len(), 3, "{sent}");
        for session in &sessions {
            let at = |line: &str| session.iter().position(|l| *l == line);
            let given: Vec<usize> = options
                .iter()
                .map(|o| at(o).unwrap_or_else(|| panic!("{o} is not sent: {sent}")))
                .collect();
            assert!(given.is_sorted(), "{sent}");
            if let Some(go) = session.iter().position(|l| l.starts_with("go")) {
                assert!(given.iter().all(|&g| g < go), "{sent}");
            }
            assert_eq!(session.last(), Some(&"quit"), "{sent}");
        }
        let games = sessions
            .iter()
            .filter(|s| s.iter().any(|l| l.starts_with("go")));
        assert_eq!(games.count(), 2, "{sent}");
    }
}

#[test]
fn options_that_cannot_be_given_are_refused() {
    let uci = uci_jetan();
    let uci = uci.as_str();
    crate::common::assert_refused(
        "match",
        &[
            (
                &["--option-a", "Threads=2", "engine", "greedy"],
                "engine takes no option (Threads=2): only a uci:PATH player does",
            ),
            (
                &["--option-b", "Threads=2", uci, "greedy"],
                "greedy takes no option",
            ),
            (
                &["--option-a", "Threads", uci, "greedy"],
                "write NAME=VALUE",
            ),
            (&["--option-a", "=2", uci, "greedy"], "write NAME=VALUE"),
            (
                &["--option-a", "Threads=2\nquit", uci, "greedy"],
                "one line",
            ),
            (
                &["--option-a", "Contempt value 50=1", uci, "greedy"],
                "the word value",
            ),
            (
                &["--option-a", "Threads=0", uci, "greedy"],
                "refused \"setoption name Threads value 0\"",
            ),
            (
                &["--option-a", "Thread=2", uci, "greedy"],
                "has no option \"Thread\" (its options: Rules, Hash, Threads",
            ),
            (
                &["--option-a", "rules=knights", uci, "greedy"],
                "Rules is the match's own: give --rules",
            ),
        ],
    );
}
