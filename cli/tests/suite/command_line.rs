//! Every subcommand prints its usage on `--help` and on `-h` and exits 0
//! without doing anything else; an unknown option exits with status 2.
//! The subcommands that play take `--duels` as their usage says.

use crate::common::run;

const SUBCOMMANDS: [&str; 8] = [
    "perft", "render", "play", "selfplay", "match", "analyse", "tune", "label",
];

#[test]
fn every_subcommand_prints_its_usage_on_help_and_succeeds() {
    for name in SUBCOMMANDS {
        for flag in ["--help", "-h"] {
            let (code, stdout, stderr) = run(&[name, flag]);
            assert_eq!(code, Some(0), "{name} {flag}: {stderr}");
            assert!(
                stdout.contains(&format!("Usage: jetan {name} ")),
                "{name} {flag}: {stdout:?}"
            );
            assert!(stderr.is_empty(), "{name} {flag}: {stderr:?}");
        }
    }
    // `jetan --help` lists them all.
    let (code, stdout, _) = run(&["--help"]);
    assert_eq!(code, Some(0));
    for name in SUBCOMMANDS {
        assert!(stdout.contains(&format!("\n  {name} ")), "{name}: {stdout}");
    }
}

#[test]
fn no_subcommand_or_an_unknown_one_exits_with_status_2() {
    for args in [&[][..], &["frobnicate"]] {
        let (code, stdout, stderr) = run(args);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout:?}");
        assert!(stderr.contains("Usage: jetan"), "{args:?}: {stderr:?}");
    }
}

#[test]
fn the_players_usage_names_the_duel_choices_and_bad_ones_are_refused() {
    for (name, choices) in [
        ("play", "--duels <ask|fair|values>"),
        ("selfplay", "--duels <fair|values>"),
        ("match", "--duels <fair|values>"),
    ] {
        let (_, usage, _) = run(&[name, "--help"]);
        assert!(usage.contains(choices), "{name}: {usage}");
        // The royals' value in the `values` draw is stated.
        assert!(usage.contains("Chief 10"), "{name}: {usage}");
        let (code, stdout, stderr) = run(&[name, "--duels", "coin"]);
        assert_eq!(code, Some(2), "{name}: {stderr}");
        assert!(
            stdout.is_empty() && stderr.contains("coin"),
            "{name}: {stderr}"
        );
    }
    // Only a person at the terminal can answer.
    for name in ["selfplay", "match"] {
        let (code, _, stderr) = run(&[name, "--duels", "ask"]);
        assert_eq!(code, Some(2), "{name}: {stderr}");
        assert!(stderr.contains("only play"), "{name}: {stderr}");
    }
}

#[test]
fn an_unknown_option_exits_with_status_2() {
    for name in SUBCOMMANDS {
        let (code, stdout, stderr) = run(&[name, "--frobnicate"]);
        assert_eq!(code, Some(2), "{name}: {stderr}");
        assert!(stdout.is_empty(), "{name}: {stdout:?}");
        assert!(stderr.contains("--frobnicate"), "{name}: {stderr:?}");
        assert!(
            stderr.contains(&format!("Usage: jetan {name}")),
            "{name}: {stderr:?}"
        );
    }
}

#[test]
fn a_bad_position_or_rule_is_refused_by_every_subcommand_that_takes_one() {
    for name in ["perft", "render", "play", "analyse"] {
        let depth: &[&str] = if name == "perft" { &["1"] } else { &[] };
        for (bad, names) in [
            (&["not a position"][..], "POSITION"),
            (&["--rules", "thoat=flying"], "thoat"),
        ] {
            let args = [&[name], depth, bad].concat();
            let (code, stdout, stderr) = run(&args);
            assert_eq!(code, Some(2), "{args:?}: {stderr}");
            assert!(stdout.is_empty(), "{args:?}: {stdout:?}");
            assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
            assert!(stderr.contains(names), "{args:?}: {stderr:?}");
        }
    }
}

/// Manator rules: a Black Panthan on e2 faces an Orange Panthan on e3,
/// beside it a Black Warrior on d2; the Princesses on j1 (Black) and a10.
/// Black's e2e3 is a duel (RULES.md section 10); if the Black Panthan
/// falls, the Orange one's only capture is the Warrior on d2, the greedy
/// player's choice: a duel again.
const FACING: &str = "P9/10/10/10/10/10/10/4N5/3wn5/9p b - 0 1";

fn play_facing(duels: &str, seed: &str, script: &str) -> String {
    let args = [
        "--player",
        "greedy",
        "--rules",
        "setup=manator,capture=duel",
        "--duels",
        duels,
        "--seed",
        seed,
        FACING,
    ];
    let (code, stdout, stderr) =
        crate::common::run_with_input(&[&["play"][..], &args].concat(), script);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    stdout
}

#[test]
fn play_asks_the_person_at_the_terminal_who_wins_each_duel() {
    // d: the person's Panthan falls; a: the computer's Panthan wins its
    // duel against the Warrior and stands on d2.
    let out = play_facing("ask", "1", "e2e3\nd\na\nquit\n");
    assert!(out.contains(
        "Duel on e3: does the attacker (Black Panthan) or the defender (Orange Panthan) win? [a/d] "
    ));
    assert!(out.contains("Duel on e3: the Black Panthan falls (Ne2*e3)."));
    assert!(out.contains("The computer plays Ne3xd2 (e3d2)."));
    assert!(out.contains("Duel on d2: the Orange Panthan wins."));
    // The last move's destination is marked: (N).
    assert!(out.contains("\n 3  . . . . . . . . . .\n 2  . . .(N). . . . . .\n"));
    assert!(out.trim_end().ends_with("Goodbye."));
}

#[test]
fn play_draws_fair_duels_from_its_seed() {
    let outcomes: Vec<bool> = (1..=6)
        .map(|seed| {
            let seed = seed.to_string();
            let out = play_facing("fair", &seed, "e2e3\nquit\n");
            // The same seed, the same game.
            assert_eq!(out, play_facing("fair", &seed, "e2e3\nquit\n"));
            // Nobody is asked.
            assert!(!out.contains("[a/d]"), "{out}");
            let won = out.contains("Duel on e3: the Black Panthan wins.");
            let fell = out.contains("Duel on e3: the Black Panthan falls (Ne2*e3).");
            assert!(won != fell, "{out}");
            won
        })
        .collect();
    // Over six seeds the coin gave both outcomes.
    assert!(outcomes.contains(&true) && outcomes.contains(&false));
}

#[test]
fn selfplay_under_duels_with_a_node_limit_is_the_same_whatever_the_threads() {
    for duels in ["fair", "values"] {
        let args = |threads| {
            let args = [
                "--games",
                "4",
                "--seed",
                "3",
                "--player",
                "engine",
                "--nodes",
                "300",
                "--max-moves",
                "30",
                "--rules",
                "setup=manator,capture=duel",
                "--duels",
                duels,
                "--threads",
                threads,
            ];
            run(&[&["selfplay"][..], &args].concat())
        };
        let (one, two) = (args("1"), args("2"));
        assert_eq!(one.0, Some(0), "{}", one.2);
        // On a pipe, no progress bar: the speed line alone.
        assert_eq!(one.2.lines().count(), 1, "{:?}", one.2);
        assert_eq!(one.1, two.1);
        assert!(
            one.1.contains(&format!(
                "rules: setup=manator,capture=duel (duels: {duels})"
            )),
            "{}",
            one.1
        );
    }
}
