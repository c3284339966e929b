//! The examples, short programs that teach the API, run and show what
//! their comments say.

use crate::common::run_example as run;
#[cfg(feature = "search")]
use crate::common::run_example_with_input;

#[test]
fn every_example_runs() {
    for name in ["random_game", "replay", "picture"] {
        let (code, stdout, stderr) = run(name, &[]);
        assert_eq!(code, Some(0), "{name}: {stderr}");
        assert!(!stdout.is_empty(), "{name}");
    }
}

#[cfg(feature = "search")]
#[test]
fn the_engine_example_takes_the_princess_in_one() {
    // Worked out in its comment: the Warrior's two straight steps e3-e4-e5
    // take the Princess (RULES.md 3 and 6).
    let (code, stdout, stderr) = run("engine_move", &[]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("best move We3xe5 (e3e5)"), "{stdout}");
    assert!(stdout.contains("Black won"), "{stdout}");
}

#[cfg(feature = "search")]
#[test]
fn the_play_out_example_tells_how_a_position_ended() {
    // The engine example's position: Orange is ahead in material (a Flier,
    // 9.5, against a Warrior, 1.9; RULES.md 6.4), and Black, to move, takes
    // the Princess at once (e3-e4-e5). The side behind won, each side kept
    // its one piece besides the royals, and the game was over before move
    // 50. The comment line and the blank line are skipped.
    let input = "# the engine example\n\n10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1\n";
    let (code, stdout, stderr) = run_example_with_input("play_out", &["2000"], input);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    // The Warrior on e5, the Flier on g3, the Black Princess on a1.
    assert!(
        stdout.starts_with("behind won: 1-1, -, 1-1: 10/10/10/10/10/4w5/10/6F3/10/p9 o "),
        "{stdout}"
    );
}

#[cfg(feature = "search")]
#[test]
fn the_play_out_example_refuses_bad_input_with_where() {
    // A position text of two fields on the second line, and a node limit
    // that is no number: an error that says what and where, no panic.
    let input = "# a comment\n10/10 b\n";
    let (code, _, stderr) = run_example_with_input("play_out", &["100"], input);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.starts_with("play_out: line 2: "), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let (code, _, stderr) = run_example_with_input("play_out", &["many"], "");
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(stderr, "play_out: a node limit, not \"many\"\n");
}

#[test]
fn the_replay_example_plays_the_record_again() {
    let (code, stdout, stderr) = run("replay", &[]);
    assert_eq!(code, Some(0), "{stderr}");
    // The record's four moves, each with its side and number.
    for line in [
        "move 1, Black: Nb2-b3 (b2b3)",
        "move 1, Orange: Ne9-e8 (e9e8)",
        "move 2, Black: Fd1-e4 (d1e4)",
        "move 2, Orange: Nb9-b8 (b9b8)",
    ] {
        assert!(stdout.contains(line), "{line}: {stdout}");
    }
    // The Flier stands on e4, the Black Panthan on b3.
    assert!(stdout.contains("\n 4  . . . . f . . . . .\n 3  . n . . . . . . . .\n"));
}

#[test]
fn the_picture_example_draws_the_start_after_e2e3() {
    let (code, stdout, stderr) = run("picture", &[]);
    assert_eq!(code, Some(0), "{stderr}");
    // After the Panthan's step e2-e3, Orange to move.
    assert!(stdout.starts_with("<svg"), "{stdout}");
    assert!(stdout.contains("<title>Jetan: WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/4n5/tnnn1nnnnt/wadfcpfdaw o bo 0 1</title>"));
    assert!(stdout.trim_end().ends_with("</svg>"));
    // The diagram goes to standard error.
    assert!(stderr.contains(" 3  . . . . n . . . . ."), "{stderr}");
}
