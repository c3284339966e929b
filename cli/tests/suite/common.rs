//! Running the `jetan` binary that cargo built for these tests.

use std::io::Write;
use std::process::{Command, Stdio};

/// The program under test, ready for arguments.
pub fn jetan() -> Command {
    Command::new(env!("CARGO_BIN_EXE_jetan"))
}

/// Runs `jetan` with `args`; answers its exit code, standard output and
/// standard error.
pub fn run(args: &[&str]) -> (Option<i32>, String, String) {
    run_with_input(args, "")
}

/// Checks that `jetan SUBCOMMAND ARGS` refuses each of `cases` as a bad
/// command line: exit status 2, nothing on standard output, no panic, and
/// standard error naming what was wrong (the case's second part).
pub fn assert_refused(subcommand: &str, cases: &[(&[&str], &str)]) {
    for (args, names) in cases {
        let (code, stdout, stderr) = run(&[&[subcommand], *args].concat());
        assert_eq!(code, Some(2), "{args:?}: stderr {stderr}");
        assert!(stdout.is_empty(), "{args:?}: printed {stdout:?}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(
            stderr.contains(names),
            "{args:?}: {stderr:?} does not name {names:?}"
        );
    }
}

/// Runs `jetan` with `args` and `input` on its standard input; answers its
/// exit code, standard output and standard error.
pub fn run_with_input(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let mut child = jetan()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jetan runs");
    // A program that stops reading early closes the pipe: not an error
    // here, its output says what happened.
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes());
    let out = child.wait_with_output().expect("jetan ends");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The move written `text` in coordinate form.
pub fn mv(text: &str) -> jetan::Move {
    text.parse().expect("a move in coordinate form")
}
