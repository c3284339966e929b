//! The perft example refuses bad command lines with exit status 2 and a
//! message that names the problem, never a panic (NOTATION.md, "The perft
//! example").
//!
//! The example is built once with the same cargo that runs the tests, and
//! its binary is run directly.

mod common;

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

fn perft_binary() -> &'static PathBuf {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| common::build_example("perft"))
}

/// Runs the example; answers its exit code, standard output and standard
/// error.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(perft_binary())
        .args(args)
        .output()
        .expect("the example runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
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
        (&["--frobnicate", "1"], "--frobnicate"),
        (&["1", "not a position"], "POSITION"),
        (&["1", &START.replace("TNNNNNNNNT", "TNNNNXNNNT")], "rank 9"),
        (
            &["1", &START.replace("wadfcpfdaw", "wadfcnfdaw")],
            "Princess",
        ),
        (&["1", &START.replace(" 0 1", " 5 1")], "material"),
    ];
    for (args, names) in cases {
        let (code, stdout, stderr) = run(args);
        assert_eq!(code, Some(2), "{args:?}: stderr {stderr}");
        assert!(stdout.is_empty(), "{args:?}: printed {stdout:?}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(
            stderr.contains(names),
            "{args:?}: {stderr:?} does not name {names:?}"
        );
    }
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let bad = std::ffi::OsStr::from_bytes(b"\xff1");
    let out = Command::new(perft_binary())
        .arg(bad)
        .output()
        .expect("the example runs");
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
    // `perft --divide 2 | head -1`: the reader goes away before the example
    // writes. The write fails with a broken pipe, which the example must
    // take quietly instead of panicking (exit status 101).
    let mut child = Command::new(perft_binary())
        .args(["--divide", "2"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the example runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("the example ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(out.status.code(), Some(101), "{stderr}");
}
