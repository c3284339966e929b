//! `jetan match`: a short match with node limits gives the same output
//! every time, whatever the number of threads, and its last line adds up;
//! bad command lines exit with status 2.
//!
//! The tests run the debug build of `jetan`, hence the small node counts.

/// Runs `jetan match ARGS`: its exit code, standard output and standard
/// error.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    crate::common::run(&[&["match"], args].concat())
}

/// Four short games: the engine at 300 positions a move against the
/// baseline, cut off at 24 moves.
const SHORT: [&str; 8] = [
    "--games",
    "4",
    "--nodes",
    "300",
    "--max-moves",
    "24",
    "engine",
    "baseline",
];

#[test]
fn a_match_with_a_node_limit_is_the_same_whatever_the_threads() {
    let one = run(&[&SHORT[..], &["--threads", "1"]].concat());
    let two = run(&[&SHORT[..], &["--threads", "2"]].concat());
    assert_eq!(one.0, Some(0), "stderr {}", one.2);
    assert_eq!(two.0, Some(0), "stderr {}", two.2);
    assert_eq!(one.1, two.1);
    // Speed goes to standard error only; standard error is a pipe here,
    // not a terminal, so it gets no progress bar: the speed line alone.
    assert!(!one.1.contains("/s"));
    assert!(one.2.contains("positions/s"));
    assert_eq!(one.2.lines().count(), 1, "{:?}", one.2);
}

#[test]
fn a_match_under_duels_is_the_same_whatever_the_threads() {
    // The game of Manator, duels by a seeded coin: the players choose
    // captures, the coin their outcomes, the same on one thread or two.
    // Against greedy: the baseline's depth-2 search over both outcomes of
    // every capture is slow in a debug build.
    let duels = [
        "--games",
        "4",
        "--nodes",
        "300",
        "--max-moves",
        "40",
        "--rules",
        "setup=manator,capture=duel",
        "--duels",
        "fair",
        "--seed",
        "5",
        "engine",
        "greedy",
    ];
    let one = run(&[&duels[..], &["--threads", "1"]].concat());
    let two = run(&[&duels[..], &["--threads", "2"]].concat());
    assert_eq!(one.0, Some(0), "stderr {}", one.2);
    assert_eq!(two.0, Some(0), "stderr {}", two.2);
    assert_eq!(one.1, two.1);
    assert!(
        one.1
            .contains("rules: setup=manator,capture=duel (duels: fair)")
    );
    // The standing counts the four games.
    standing(&one.1, "engine vs greedy", 4);
}

#[test]
fn the_last_line_counts_the_games_and_scores_them() {
    let (code, stdout, stderr) = run(&SHORT);
    assert_eq!(code, Some(0), "stderr {stderr}");
    standing(&stdout, "engine vs baseline", 4);
}

/// Checks that the last line of `stdout` is the standing of `players`
/// (`A vs B`) over `games` games, scored as (W + D/2) / games.
fn standing(stdout: &str, players: &str, games: u32) {
    let last = stdout.lines().last().unwrap();
    // A vs B: W wins, D draws, L losses, score S%
    let rest = last
        .strip_prefix(players)
        .and_then(|r| r.strip_prefix(": "))
        .expect(last);
    let numbers: Vec<&str> = rest
        .split(|c: char| !c.is_ascii_digit() && c != '.')
        .filter(|s| !s.is_empty())
        .collect();
    assert_eq!(numbers.len(), 4, "{last}");
    let [w, d, l]: [u32; 3] = [0, 1, 2].map(|i| numbers[i].parse().unwrap());
    assert_eq!(w + d + l, games);
    let score = (f64::from(w) + f64::from(d) / 2.0) / f64::from(games) * 100.0;
    assert_eq!(
        last,
        format!("{players}: {w} wins, {d} draws, {l} losses, score {score:.1}%")
    );
}

/// A file of its own for this test process's `name`.
fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("jetan-{name}-{}.txt", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_match_from_a_file_of_positions_plays_each_with_both_colours() {
    // Black to move, ahead (a Flier and a Panthan, 11.5 points, against a
    // Panthan, 2.0), its Panthan on e9 next to Orange's Princess on e10:
    // whoever plays Black takes her at once (RULES.md 6.1). Each player is
    // Black once, so each converts its one game ahead.
    let suite = temp_file(
        "suite",
        "# one position\n4P5/4n5/10/10/N9/10/10/10/10/pf8 b - 0 40\n",
    );
    let (code, stdout, stderr) = run(&[
        "--positions",
        suite.to_str().unwrap(),
        "--nodes",
        "300",
        "engine",
        "greedy",
    ]);
    assert_eq!(code, Some(0), "stderr {stderr}");
    // Two games (two a position), no random opening, one move each.
    assert!(stdout.starts_with("2 games, "), "{stdout}");
    assert!(stdout.contains("from 1 of the 1 positions of "), "{stdout}");
    assert!(stdout.contains("openings of 0 random moves"), "{stdout}");
    assert!(stdout.contains("mean length 1.0 moves"), "{stdout}");
    assert!(
        stdout.contains("A ahead at the start: won 1 of 1, 100.0%"),
        "{stdout}"
    );
    assert!(
        stdout.contains("B ahead at the start: won 1 of 1, 100.0%"),
        "{stdout}"
    );
    standing(&stdout, "engine vs greedy", 2);
    assert!(
        stdout.ends_with("1 wins, 0 draws, 1 losses, score 50.0%\n"),
        "{stdout}"
    );

    // The move limit counts from the position (move 50, 98 moves made):
    // three moves each game, none of which can reach a Princess.
    let quiet = temp_file(
        "quiet-suite",
        "P8T/10/10/10/4N5/4n5/10/10/3n6/p9 b - 0 50\n",
    );
    let (code, stdout, stderr) = run(&[
        "--positions",
        quiet.to_str().unwrap(),
        "--max-moves",
        "3",
        "--nodes",
        "300",
        "engine",
        "greedy",
    ]);
    assert_eq!(code, Some(0), "stderr {stderr}");
    assert!(
        stdout.contains("| cut off at 3 moves (a draw) | 2 |"),
        "{stdout}"
    );
    assert!(
        stdout.contains("mean length 3.0 moves, longest 3 moves"),
        "{stdout}"
    );
    assert!(
        stdout.contains("cut off with the side ahead at the start still ahead: "),
        "{stdout}"
    );
    assert!(stdout.contains(" of 2\n"), "{stdout}");
    let _ = std::fs::remove_file(quiet);

    // A line that is no position is refused, with its number.
    let bad = temp_file(
        "bad-suite",
        "4P5/4n5/10/10/N9/10/10/10/10/pf8 b - 0 40\nnonsense\n",
    );
    let (code, _, stderr) = run(&["--positions", bad.to_str().unwrap(), "engine", "greedy"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("line 2: "), "{stderr}");
    let _ = std::fs::remove_file(suite);
    let _ = std::fs::remove_file(bad);
}

#[test]
fn help_prints_the_usage_and_succeeds() {
    let (code, stdout, _) = run(&["--help"]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Usage: jetan match "), "{stdout}");
}

#[test]
fn bad_command_lines_exit_with_status_2_and_say_why() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "PLAYER_A"),
        (&["engine"], "PLAYER_B"),
        (&["engine", "baseline", "greedy"], "greedy"),
        (&["engine", "grandmaster"], "grandmaster"),
        (&["engine:many", "baseline"], "engine:NODES"),
        (&["engine:0", "baseline"], "engine:NODES"),
        (&["--games", "x", "engine", "baseline"], "--games"),
        (&["--games", "0", "engine", "baseline"], "from 1 up"),
        (&["--threads", "0", "engine", "baseline"], "from 1 up"),
        (&["--nodes", "0", "engine", "baseline"], "from 1 up"),
        (&["--contempt", "x", "engine", "baseline"], "--contempt"),
        (&["--nodes"], "--nodes"),
        (&["--rules", "thoat=flying", "engine", "baseline"], "thoat"),
        (&["--frobnicate", "engine", "baseline"], "--frobnicate"),
        (
            &["--positions", "/no/such/file", "engine", "baseline"],
            "--positions /no/such/file",
        ),
    ];
    crate::common::assert_refused("match", cases);
}
