//! The terminal game of `examples/play.rs`, driven through its input.

use crate::examples as common;

use common::player::{EngineSettings, Player};
use common::session::{Config, run};
use jetan::{Color, Position};

fn play(script: &str, human: Color, first: Color) -> String {
    let config = Config {
        start: Position::start(first),
        human,
        computer: Player::Greedy,
        seed: 3,
        think: false,
    };
    let mut out = Vec::new();
    run(script.as_bytes(), &mut out, &config).expect("writing to a Vec cannot fail");
    String::from_utf8(out).expect("the game writes UTF-8")
}

/// The last diagram in `text` before `marker`.
fn board_before(text: &str, marker: &str) -> String {
    let end = text.find(marker).expect("marker present");
    let start = text[..end]
        .rfind("10  ")
        .expect("a board before the marker");
    text[start..end]
        .lines()
        .take(11)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_scripted_game_with_an_illegal_move_an_undo_and_a_quit() {
    let script = "\
help
e2e3
e3e2
hello
Fd1xe4
moves e3
Ne3-e4
undo
quit
e3e4
";
    let out = play(script, Color::Black, Color::Black);
    // After e2e3 (RULES.md 3: a Panthan steps forward) the Black Panthan
    // stands on e3 and e2 is empty.
    assert!(out.contains("\n 3  . . . . n . . . . .\n 2  t n n n . n n n n t\n"));
    assert!(out.contains("The computer plays "));
    // A Panthan never steps backward; d1 holds a Flier but e4 is empty;
    // "hello" is no move at all. Each gets a message, and play goes on.
    assert!(out.contains("Illegal move: e3e2 is not a legal move."));
    assert!(out.contains("Illegal move: \"hello\" is not a move"));
    assert!(out.contains("Illegal move: nothing to capture on e4: write Fd1-e4."));
    // A Panthan on e3 may go forward (e4), diagonally forward (d4, f4) or
    // sideways (d3, f3); Orange's first move cannot reach any of them.
    assert!(out.contains("5 moves: Ne3-d3 Ne3-d4 Ne3-e4 Ne3-f3 Ne3-f4\n"));
    // Undo takes back Ne3-e4 and the reply: the board is again the one
    // shown before Ne3-e4 was typed.
    assert!(out.contains("Taken back."));
    let after_undo = &out[out.find("Taken back.").unwrap()..];
    assert_eq!(
        board_before(after_undo, "Move "),
        board_before(&out, "5 moves:")
    );
    // quit ends the game: the line after it is never read.
    assert!(out.trim_end().ends_with("Goodbye."));
}

#[test]
fn the_computer_moves_first_when_the_person_plays_second() {
    let out = play("quit\n", Color::Orange, Color::Black);
    let computer = out.find("The computer plays ").expect("the computer moved");
    assert!(computer < out.find("Orange> ").expect("then a prompt"));
}

#[test]
fn nothing_to_undo_before_the_first_move_and_the_end_of_input_ends_the_game() {
    let out = play("undo\nmoves\nmoves z9\n", Color::Black, Color::Black);
    assert!(out.contains("Nothing to undo."));
    // RULES.md 8: 92 legal moves at the start (52 ordinary, 40 escapes).
    assert!(out.contains("92 moves: "));
    assert!(out.contains("Not a square"));
}

#[test]
fn thinking_shows_each_depth_of_the_engine() {
    let config = Config {
        start: Position::start(Color::Black),
        human: Color::Orange,
        computer: Player::Engine(EngineSettings::nodes(300)),
        seed: 1,
        think: true,
    };
    let mut out = Vec::new();
    run("quit\n".as_bytes(), &mut out, &config).expect("writing to a Vec cannot fail");
    let out = String::from_utf8(out).expect("the game writes UTF-8");
    // Depth 1 is always searched in full, then the move is played.
    let depth_one = out.find("  depth  1  score ").expect("depth 1 shown");
    assert!(depth_one < out.find("The computer plays ").expect("a move"));
}
