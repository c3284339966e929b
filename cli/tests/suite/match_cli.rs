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
    ];
    crate::common::assert_refused("match", cases);
}
