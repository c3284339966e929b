//! `jetan label` scores the positions `jetan tune` learns from, and `jetan
//! tune --scores` fits to those scores.

use crate::common::{assert_refused, run};
use std::path::PathBuf;

/// A file of the test's own, removed when dropped.
struct Temp(PathBuf);

impl Temp {
    fn new(name: &str, text: &str) -> Temp {
        let path = std::env::temp_dir().join(format!("jetan-{name}-{}.txt", std::process::id()));
        std::fs::write(&path, text).unwrap();
        Temp(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Black's Princess on a1 (her escape spent) and a Panthan on h2;
/// Orange's Panthan on a3 steps to a2 and takes her on a1: Orange wins
/// with the fourth move, the only one that takes a piece. The quiet
/// positions are the first three: Black to move, Orange, Black.
const GAME: &str = "[Position \"9P/10/10/10/10/10/10/N9/7n2/p9 b - 0 1\"]\n\
                    [Result \"0-1\"]\n\n1. Nh2-h3 Na3-a2 2. Nh3-h4 Na2xa1 0-1\n";

/// The three quiet positions of `GAME`, by hand: the Panthans' steps
/// (the material draw's count running, one Panthan each).
const QUIET: [&str; 3] = [
    "9P/10/10/10/10/10/10/N9/7n2/p9 b - 0 1",
    "9P/10/10/10/10/10/10/N6n2/10/p9 o - 1 1",
    "9P/10/10/10/10/10/10/7n2/N9/p9 b - 2 2",
];

/// The fields of each line of `text`.
fn fields(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|line| line.split('\t').map(str::to_string).collect())
        .collect()
}

#[test]
fn label_writes_each_quiet_position_with_its_result_and_score() {
    let game = Temp::new("label-game", GAME);
    let (code, stdout, stderr) = run(&["label", "--after", "0", "--nodes", "500", game.path()]);
    assert_eq!(code, Some(0), "{stderr}");
    let lines = fields(&stdout);
    assert_eq!(lines.len(), 3, "{stdout}");
    for (line, (result, text)) in lines.iter().zip(["0", "1", "0"].iter().zip(QUIET)) {
        assert_eq!(line.len(), 4, "{line:?}");
        assert_eq!(&line[0], result);
        assert!(line[1].parse::<i32>().is_ok(), "{line:?}");
        assert_eq!(line[2], "", "the default rules");
        assert_eq!(line[3], text);
    }
    // Every second one, the first among them; on two threads the same.
    let (code, every, stderr) = run(&[
        "label",
        "--after",
        "0",
        "--nodes",
        "500",
        "--every",
        "2",
        "--threads",
        "2",
        game.path(),
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    let all: Vec<&str> = stdout.lines().collect();
    assert_eq!(every, format!("{}\n{}\n", all[0], all[2]));

    // The fit learns from them.
    let scored = Temp::new("label-scored", &stdout);
    let (code, fit, stderr) = run(&[
        "tune",
        "--scores",
        "--mix",
        "0.25",
        "--iterations",
        "3",
        scored.path(),
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        fit.starts_with(
            "jetan tune --scores --mix 0.25 --iterations 3 --rate 10 --pull 0: 3 positions \
             scored by a deeper search, k = "
        ),
        "{fit}"
    );
    // The labels are the scores', not the results': learning from the
    // results alone (--mix 1) starts from another error.
    let before = |mix: &str| {
        let (code, fit, stderr) = run(&[
            "tune",
            "--scores",
            "--mix",
            mix,
            "--iterations",
            "1",
            scored.path(),
        ]);
        assert_eq!(code, Some(0), "{stderr}");
        let (_, rest) = fit.split_once("mean squared error ").unwrap();
        rest.split(' ').next().unwrap().to_string()
    };
    assert_ne!(before("0"), before("1"));
}

#[test]
fn tune_names_the_line_of_a_bad_scored_position() {
    let text = format!("1\t20\t\t{}\n\n0\tlots\t\t{}\n", QUIET[0], QUIET[2]);
    let scored = Temp::new("label-bad", &text);
    let (code, stdout, stderr) = run(&["tune", "--scores", scored.path()]);
    assert_eq!(code, Some(1));
    assert!(stdout.is_empty(), "{stdout}");
    assert!(stderr.starts_with("jetan tune: "), "{stderr}");
    assert!(
        stderr.contains(&format!("{}:3: score \"lots\"", scored.path())),
        "{stderr}"
    );
}

#[test]
fn bad_command_lines_are_refused() {
    assert_refused(
        "label",
        &[
            (&["--every", "0", "x.txt"], "--every"),
            (&["--nodes", "0", "x.txt"], "--nodes"),
            (&[], "RECORDS"),
        ],
    );
    assert_refused(
        "tune",
        &[
            (&["--mix", "0.5", "x.txt"], "--scores"),
            (&["--scores", "--mix", "1.5", "x.txt"], "--mix"),
            (&["--scores", "--within", "9", "x.txt"], "--within"),
        ],
    );
}
