//! `jetan perft` keeps the perft example's command line and output
//! (NOTATION.md, "The perft command"): `total N`, the `--divide` lines, the
//! same for any number of threads, and bad command lines refused with exit
//! status 2 and a message that names the problem, never a panic.

use crate::common::jetan;
use std::process::Command;

/// Runs `jetan perft ARGS`; answers its exit code, standard output and
/// standard error.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let mut with = vec!["perft"];
    with.extend_from_slice(args);
    crate::common::run(&with)
}

/// `jetan perft`, ready for more arguments.
fn perft() -> Command {
    let mut command = jetan();
    command.arg("perft");
    command
}

const START: &str = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1";

#[test]
fn bad_command_lines_exit_with_status_2_and_say_why() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "DEPTH"),
        (&["x"], "DEPTH"),
        (&["-1"], "DEPTH"),
        (&["+2"], "DEPTH"),
        (&["99999999999"], "DEPTH"),
        (&["1", START, "extra"], "POSITION"),
        (&["--rules"], "--rules"),
        (&["--rules", "thoat=flying", "1"], "thoat"),
        (&["--rules", "speed=fast", "1"], "speed"),
        (&["--rules", "capture=fight", "1"], "replace|duel"),
        (
            &["--rules", "thoat=jumping,thoat=knight", "1"],
            "more than once",
        ),
        (&["--rules", "flier = leap", "1"], "white space"),
        (&["--frobnicate", "1"], "--frobnicate"),
        (&["--threads"], "--threads"),
        (&["--threads", "0", "1"], "--threads"),
        (&["--threads", "two", "1"], "--threads"),
        (&["--threads", "-1", "1"], "--threads"),
        (&["1", "not a position"], "POSITION"),
        (&["1", &START.replace("TNNNNNNNNT", "TNNNNXNNNT")], "rank 9"),
        (
            // Orange to move: Black without its Princess, not to move, is
            // no game a move has just won.
            &[
                "1",
                &START
                    .replace("wadfcpfdaw", "wadfcnfdaw")
                    .replace(" b bo", " o bo"),
            ],
            "Princess",
        ),
        (&["1", &START.replace(" 0 1", " 5 1")], "material"),
    ];
    crate::common::assert_refused("perft", cases);
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"\xff1");
    let out = perft().arg(bad).output().expect("jetan runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains("UTF-8"), "{stderr:?}");
}

#[test]
fn a_good_command_line_prints_the_total() {
    // RULES.md section 8: perft(1) of the start is 92.
    let (code, stdout, _) = run(&["1"]);
    assert_eq!(code, Some(0));
    assert_eq!(stdout, "total 92\n");
    let (code, stdout, _) = run(&["--divide", "1", START]);
    assert_eq!(code, Some(0));
    assert_eq!(stdout.lines().count(), 93);
    assert_eq!(stdout.lines().last(), Some("total 92"));
}

#[test]
fn the_output_is_the_same_on_any_number_of_threads() {
    // The counts come from RULES.md section 8 (perft(3) = 686112 from the
    // start) and, for the lines of --divide, from one thread.
    for args in [
        &["3"][..],
        &["--divide", "3"],
        &["--no-bulk", "--divide", "2"],
        &["--rules", "escape=line", "--divide", "2"],
    ] {
        let mut outputs = Vec::new();
        for threads in ["1", "2", "3"] {
            let mut with_threads = vec!["--threads", threads];
            with_threads.extend_from_slice(args);
            let (code, stdout, stderr) = run(&with_threads);
            assert_eq!(code, Some(0), "{with_threads:?}: stderr {stderr}");
            outputs.push(stdout);
        }
        assert_eq!(outputs[0], outputs[1], "{args:?}: 1 and 2 threads");
        assert_eq!(outputs[0], outputs[2], "{args:?}: 1 and 3 threads");
    }
    let (_, stdout, _) = run(&["--threads", "3", "3"]);
    assert_eq!(stdout, "total 686112\n");
}

#[test]
fn rule_options_change_the_total() {
    // The numbers, which tests/variants.rs also checks with the
    // reference: perft(2) without the escape is 2683; the Manator set-up
    // gives the appendix's 8439 (RULES.md section 8).
    let (code, stdout, stderr) = run(&["--rules", "escape=none", "2"]);
    assert_eq!(code, Some(0), "stderr {stderr}");
    assert_eq!(stdout, "total 2683\n");
    let (code, stdout, stderr) = run(&["--rules", "setup=manator", "2"]);
    assert_eq!(code, Some(0), "stderr {stderr}");
    assert_eq!(stdout, "total 8439\n");
    // The set-up only changes the start: given the appendix position,
    // setup=manator plays from it, and with escape=none depth 1 is its 92
    // less the 40 escapes.
    let (code, stdout, _) = run(&["--rules", "setup=manator,escape=none", "1", START]);
    assert_eq!(code, Some(0));
    assert_eq!(stdout, "total 52\n");
}

#[test]
fn a_reader_that_stops_early_is_no_panic() {
    // `perft --divide 2 | head -1`: the reader goes away before jetan
    // writes. The write fails with a broken pipe, which jetan must
    // take quietly instead of panicking (exit status 101).
    let mut child = perft()
        .args(["--divide", "2"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("jetan runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("jetan ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(out.status.code(), Some(101), "{stderr}");
}

#[test]
fn every_new_key_plays_under_rules() {
    // NOTATION.md, `--rules`: the keys and values of RULES.md section 9's
    // new rows, from the start (92 = 52 ordinary moves and 40 escapes). No
    // capture is possible (duels change nothing); no Flier stands where a
    // leap differs from a walk (d1, g1: every leap lands within the board's
    // walks); the Princess's square blocks no line (in-place changes
    // nothing), and she is not threatened (`escape-when=threatened` takes
    // the 40 escapes). A knight Thoat on a2 keeps b4 and c3 but loses a3,
    // which a2-b3-a3 reaches (likewise j2 and j3): 90.
    for (rules, total) in [
        ("capture=duel", 92),
        ("threat=in-place", 92),
        ("escape-when=threatened", 52),
        ("flier=leap", 92),
        ("thoat=knight", 90),
    ] {
        let (code, stdout, stderr) = run(&["--rules", rules, "1"]);
        assert_eq!(code, Some(0), "{rules}: stderr {stderr}");
        assert_eq!(stdout, format!("total {total}\n"), "{rules}");
    }
    // `escape=far`: the 40 escapes of the start are ranks 3 to 6 (Orange's
    // Panthans, Fliers and Thoats threaten ranks 7 and 8). More than three
    // squares from f1 (Chebyshev) are ranks 5 and 6 (20) and, on ranks 3
    // and 4, files a, b and j (6): 26 escapes and the 52 ordinary moves.
    let (code, stdout, stderr) = run(&["--rules", "escape=far", "1"]);
    assert_eq!(code, Some(0), "stderr {stderr}");
    assert_eq!(stdout, "total 78\n");
}

#[test]
fn the_jetan_agents_rules_give_its_published_figures() {
    // RULES.md section 9: the JetanAgents framework's rules, Black first;
    // its own published figures are 52 moves and 2,683 positions.
    let rules = "setup=manator,thoat=jumping,flier=leap,threat=in-place,\
                 escape-when=threatened,escape=far,chief=removed,material=off,no-move=loss";
    let (code, stdout, stderr) = run(&["--rules", rules, "2"]);
    assert_eq!(code, Some(0), "stderr {stderr}");
    assert_eq!(stdout, "total 2683\n");
    let (_, stdout, _) = run(&["--rules", rules, "1"]);
    assert_eq!(stdout, "total 52\n");
}

#[test]
fn divide_lists_both_outcomes_of_a_duel() {
    // A case of tests/data/public_variants2.json (worked out independently
    // of this crate): the Orange Flier on g7 attacks the Black Chief on d4.
    // Winning the duel kills the Chief with a lesser piece, a draw (no
    // moves after it); falling leaves the Chief and 94 replies.
    let position =
        "WAD2C1D1W/TN1NNNN2T/2F2PNNA1/2pN2F3/10/10/3c4n1/5nn1at/tnn1nn1n2/wad3fd1w o - 0 13";
    let (code, stdout, stderr) = run(&["--divide", "--rules", "capture=duel", "2", position]);
    assert_eq!(code, Some(0), "stderr {stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines.contains(&"g7d4 0"), "{stdout}");
    assert!(lines.contains(&"g7*d4 94"), "{stdout}");
    assert_eq!(lines.len(), 67 + 1);
    assert_eq!(lines.last(), Some(&"total 6029"));
}

#[test]
fn help_explains_every_option_and_exits_0() {
    for args in [&["--help"][..], &["-h"], &["--divide", "--help", "3"]] {
        let (code, stdout, stderr) = run(args);
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        assert!(
            stdout.contains("Usage: jetan perft "),
            "{args:?}: {stdout:?}"
        );
        for option in [
            "--divide",
            "--no-bulk",
            "--threads",
            "--rules",
            "DEPTH",
            "POSITION",
        ] {
            assert!(stdout.contains(option), "{option} not explained: {stdout}");
        }
        assert!(stderr.is_empty(), "{args:?}: {stderr:?}");
    }
}

#[test]
fn a_deep_perft_on_a_pipe_shows_no_progress_bar() {
    // Standard error is a pipe here, not a terminal: it gets the one line
    // of time and speed, and no bar. Depth 5 is deep enough for the bar
    // (command/perft.rs); the position, a Warrior and a Flier against a
    // Princess, keeps it quick.
    let (code, stdout, stderr) = run(&["5", "10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1"]);
    assert_eq!(code, Some(0), "stderr {stderr}");
    assert!(stdout.starts_with("total "), "{stdout}");
    assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
    assert!(stderr.starts_with("nodes "), "{stderr:?}");
}
