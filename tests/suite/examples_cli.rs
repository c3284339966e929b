//! The examples, short programs that teach the API, run and show what
//! their comments say.

use crate::common::run_example as run;

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
