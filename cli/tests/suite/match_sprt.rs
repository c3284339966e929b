//! `jetan match --sprt ELO0,ELO1`: the match stops at the pair where the
//! sequential test decides, the same on any number of threads, and bad
//! test options exit with status 2.
//!
//! Where the test stops is worked out by the independent reference,
//! `python3 cli/tests/data/sprt_reference.py`'s `llr` (run by hand, its
//! values pasted here): a player that wins every game of every pair
//! reaches the upper bound ln(19) = 2.944 of `--sprt 0,200` at the 8th
//! pair (LLR 2.9292 after 7, 3.3475 after 8; Elo estimate +1402.1 with
//! its interval from +782.9 to infinity), and one that loses every game
//! reaches the lower bound at the 5th (-2.9334 after 4, -3.6664 after 5).

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    crate::common::run(&[&["match"], args].concat())
}

/// The engine at 300 positions a move against random moves, which it
/// beats every game.
const ONE_SIDED: [&str; 8] = [
    "--games", "100", "--nodes", "300", "--sprt", "0,200", "engine", "random",
];

#[test]
fn the_match_stops_where_the_test_decides() {
    let (code, stdout, stderr) = run(&ONE_SIDED);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.starts_with("16 games, "), "{stdout}");
    assert!(
        stdout.contains("engine vs random: 16 wins, 0 draws, 0 losses"),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "sprt: 8 pairs [0 0 0 0 8], LLR +3.35 in (-2.94, +2.94), Elo +1402.1 [+782.9, +inf]"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("H1 accepted: A is 200 Elo better rather than 0, after 8 pairs"),
        "{stdout}"
    );
    // The other way round: random loses every pair and H0 is accepted.
    let (code, stdout, _) = run(&[
        "--games", "100", "--nodes", "300", "--sprt", "0,200", "random", "engine",
    ]);
    assert_eq!(code, Some(0));
    assert!(
        stdout.contains("sprt: 5 pairs [5 0 0 0 0], LLR -3.67"),
        "{stdout}"
    );
    assert!(stdout.contains("H0 accepted"), "{stdout}");
}

#[test]
fn the_test_sees_the_same_pairs_on_any_number_of_threads() {
    // Two players close in strength: the test runs to the last game
    // without a decision, a line every 10 pairs on the way.
    let args = [
        "--games",
        "40",
        "--nodes",
        "300",
        "--max-moves",
        "40",
        "--sprt",
        "-1,1",
        "engine:300",
        "engine:400",
    ];
    let one = run(&[&args[..], &["--threads", "1"]].concat());
    let two = run(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(one.0, Some(0), "{}", one.2);
    assert_eq!(one.1, two.1);
    let lines: Vec<&str> = one.1.lines().filter(|l| l.starts_with("sprt: ")).collect();
    assert_eq!(lines.len(), 3, "{}", one.1);
    assert!(lines[0].starts_with("sprt: 10 pairs "), "{}", one.1);
    assert!(lines[2].starts_with("sprt: 20 pairs "), "{}", one.1);
    assert!(one.1.contains("no decision"), "{}", one.1);
}

#[test]
fn bad_test_options_exit_with_status_2() {
    for (args, names) in [
        (&["--sprt", "5,0"][..], "ELO0"),
        (&["--sprt", "five"], "ELO0,ELO1"),
        (&["--sprt", "0,5", "--sprt-alpha", "0.5"], "alpha"),
        (&["--sprt", "0,5", "--sprt-beta", "0"], "beta"),
        (&["--sprt-alpha", "0.1"], "--sprt"),
    ] {
        let (code, stdout, stderr) = run(&[args, &["random", "random"]].concat());
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout}");
        assert!(stderr.contains(names), "{args:?}: {stderr}");
    }
}
