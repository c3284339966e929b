//! `jetan render`: the README's picture, docs/board.svg, is what the
//! command the README gives for it draws.

use crate::common::run;

/// The README's command for docs/board.svg: Orange's Chief takes the Black
/// Flier on e5 (e6e5), with Black's threats framed.
const README_COMMAND: [&str; 5] = [
    "render",
    "--last",
    "e6e5",
    "--threats",
    "WADF2FDAW/1NN2NNNNT/2N1N5/1T1P6/4C5/4f5/pt8/1n2nn4/1n1nnn2nt/wadfc2daw o bo 0 10",
];

#[test]
fn the_readme_picture_is_what_its_command_draws() {
    let (code, svg, stderr) = run(&README_COMMAND);
    assert_eq!(code, Some(0), "{stderr}");
    // Worked out by hand from the position text (NOTATION.md): the Chief
    // leaves rank 6 empty and stands on e5 (rank 5 `4C5`); Black is to
    // move in move 11, and the capture sets the count of moves without
    // one to 0; both escapes are still there.
    assert!(svg.contains(
        "<title>Jetan: WADF2FDAW/1NN2NNNNT/2N1N5/1T1P6/10/4C5/pt8/1n2nn4/1n1nnn2nt/wadfc2daw b bo 0 11</title>"
    ));
    assert!(svg.contains("<title>Orange Chief on e5</title>"));
    assert!(!svg.contains(" on e6</title>"));
    assert!(svg.contains("class=\"last-move\"") && svg.contains("class=\"threats\""));
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/board.svg"))
        .expect("docs/board.svg is there");
    assert!(
        file == svg,
        "docs/board.svg is not what the README's command draws: run it again into the file"
    );
}

#[test]
fn a_move_that_is_not_legal_is_refused() {
    // At the start Black's Panthan on e2 steps forward, never back.
    let (code, stdout, stderr) = run(&["render", "--last", "e2e1"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("e2e1 is not a legal move"), "{stderr}");
    let (code, _, stderr) = run(&["render", "--moves", "k4"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("k4"), "{stderr}");
}
