//! The terminal game of `jetan play`, driven through its input.

use jetan::Duels;
use jetan::{Color, Position, Rules};
use jetan_cli::games::engine_settings::EngineSettings;
use jetan_cli::games::player::Player;
use jetan_cli::session::{SessionConfig, run};

/// The output of a game driven by `script`.
fn session(script: &str, config: &SessionConfig) -> String {
    let mut out = Vec::new();
    run(script.as_bytes(), &mut out, config).expect("writing to a Vec cannot fail");
    String::from_utf8(out).expect("the game writes UTF-8")
}

fn play(script: &str, human: Color, first: Color) -> String {
    let config = SessionConfig {
        start: Position::start(first),
        human,
        computer: Player::Greedy,
        seed: 3,
        think: false,
        duels: Duels::Ask,
        colour: false,
    };
    session(script, &config)
}

/// The reason the crate gives for refusing `text` at the start after
/// e2e3 and e9e8: the session shows the crate's own words.
fn refusal(text: &str) -> String {
    let mut pos = Position::default();
    pos.play("e2e3".parse().unwrap()).unwrap();
    pos.play("e9e8".parse().unwrap()).unwrap();
    pos.parse_move(text).unwrap_err().to_string()
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
xx9
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
    // "xx9" is no move at all. Each gets the crate's reason, and play goes
    // on. "hello", letters only, names no square: it is taken for a
    // command, and there is none of that name.
    assert!(out.contains("Illegal move: e3e2 is not a legal move: the Panthan on e3 can go to"));
    assert!(out.contains(&format!(
        "Illegal move: \"xx9\" is not a move: {}.",
        refusal("xx9")
    )));
    assert!(out.contains("Unknown command \"hello\". Type help for the commands."));
    assert!(out.contains(&format!("Illegal move: {}.", refusal("Fd1xe4"))));
    assert!(refusal("Fd1xe4").contains("captures nothing"));
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
    assert!(out.contains("92 moves, by piece:\n"));
    assert!(out.contains("Not a square"));
}

#[test]
fn thinking_shows_each_depth_of_the_engine() {
    let config = SessionConfig {
        start: Position::start(Color::Black),
        human: Color::Orange,
        computer: Player::Engine(EngineSettings::nodes(300)),
        seed: 1,
        think: true,
        duels: Duels::Ask,
        colour: false,
    };
    let mut out = Vec::new();
    run("quit\n".as_bytes(), &mut out, &config).expect("writing to a Vec cannot fail");
    let out = String::from_utf8(out).expect("the game writes UTF-8");
    // Depth 1 is always searched in full, then the move is played.
    let depth_one = out.find("  depth  1  score ").expect("depth 1 shown");
    assert!(depth_one < out.find("The computer plays ").expect("a move"));
}

/// Manator rules. Black (the person): Panthan e2, Warrior d2, Princess j1;
/// Orange: Panthan e3, Princess a10; both escapes spent. The Black Panthan
/// steps forward onto the Orange one (RULES.md 3): a duel (section 10).
/// If it falls, the Orange Panthan (which steps south) can take the
/// Warrior diagonally forward on d2, the only capture Orange then has,
/// and so the greedy player's choice: a duel again.
const FACING_PANTHANS: &str = "P9/10/10/10/10/10/10/4N5/3wn5/9p b - 0 1";

fn manator_session(script: &str, duels: Duels) -> String {
    let config = SessionConfig {
        start: Position::from_text_with_rules(FACING_PANTHANS, Rules::MANATOR).unwrap(),
        human: Color::Black,
        computer: Player::Greedy,
        seed: 5,
        think: false,
        duels,
        colour: false,
    };
    session(script, &config)
}

#[test]
fn under_ask_the_person_decides_every_duel() {
    let script = "\
e2e3
maybe
d
a
undo
quit
";
    let out = manator_session(script, Duels::Ask);
    // The person chose the capture; the outcome is asked, and asked again
    // after an answer that is neither a nor d.
    let question = "Duel on e3: does the attacker (Black Panthan) or the defender \
                    (Orange Panthan) win? [a/d] ";
    assert_eq!(out.matches(question).count(), 2, "{out}");
    assert!(out.contains("Answer a for the attacker or d for the defender."));
    // d: the attacker falls and leaves the board; the defender stays on
    // e3 (section 10).
    assert!(out.contains("Duel on e3: the Black Panthan falls (Ne2*e3)."));
    // The computer chose its capture of the Warrior; the person decides
    // that duel too: a, the Orange Panthan wins and stands on d2.
    assert!(out.contains("The computer plays Ne3xd2 (e3d2)."));
    assert!(out.contains(
        "Duel on d2: does the attacker (Orange Panthan) or the defender (Black Warrior) win? [a/d] "
    ));
    assert!(out.contains("Duel on d2: the Orange Panthan wins."));
    // One board a turn: the next shows the Orange Panthan on d2, the last
    // move's destination marked, and e3, where the duels began, empty.
    assert!(out.contains("\n 3  . . . . . . . . . .\n 2  . . .(N). . . . . .\n"));
    // Undo takes both moves back: the start again.
    let after_undo = &out[out.find("Taken back.").unwrap()..];
    assert!(after_undo.contains("\n 3  . . . . N . . . . .\n 2  . . . w n . . . . .\n"));
    assert!(out.trim_end().ends_with("Goodbye."));
}

#[test]
fn under_ask_the_person_may_type_the_outcome_and_the_end_of_input_ends_a_question() {
    // e2*e3: the attacker falls, said by the person in the move itself;
    // then the computer's capture on d2 is asked, and the input ends.
    let out = manator_session("e2*e3\n", Duels::Ask);
    // The Orange Panthan is still on e3, and takes from there.
    assert!(out.contains("The computer plays Ne3xd2 (e3d2)."));
    assert!(out.trim_end().ends_with("[a/d]"));
}

#[test]
fn under_a_drawn_duel_the_outcome_is_not_the_players_to_type() {
    let out = manator_session("e2*e3\nquit\n", Duels::Fair);
    assert!(out.contains("Who wins a duel is drawn (--duels fair): type the capture, Ne2xe3."));
    // The board is as it was: the Black Panthan still on e2.
    assert!(!out.contains("Duel on e3"));
}

#[test]
fn a_drawn_duel_says_its_outcome_and_the_same_seed_draws_it_again() {
    let out = manator_session("e2e3\nquit\n", Duels::Fair);
    let said = out.contains("Duel on e3: the Black Panthan wins.")
        || out.contains("Duel on e3: the Black Panthan falls (Ne2*e3).");
    assert!(said, "{out}");
    assert_eq!(out, manator_session("e2e3\nquit\n", Duels::Fair));
}

/// A game of the greedy computer from the start, the person playing
/// `human`, colour as given.
fn play_with(script: &str, human: Color, colour: bool) -> String {
    let config = SessionConfig {
        start: Position::start(Color::Black),
        human,
        computer: Player::Greedy,
        seed: 3,
        think: false,
        duels: Duels::Ask,
        colour,
    };
    session(script, &config)
}

#[test]
fn one_board_a_turn_from_the_persons_side_with_the_last_move_marked() {
    // Black: the board after the computer's reply only, never the one
    // after the person's own move.
    let out = play_with("e2e3\nquit\n", Color::Black, false);
    assert!(out.starts_with("You play Black: the lowercase letters,"));
    assert_eq!(
        out.matches("\n10  ").count(),
        2,
        "the start and one turn: {out}"
    );
    let reply = out.find("The computer plays ").unwrap();
    assert!(out[reply..].contains("Last move: "));
    // Orange, at the bottom: rank 1 at the top, read from file j to a
    // (RULES.md 2: Black's back row a1-j1 is `w a d f c p f d a w`, so
    // `w a d f p c f d a w` from j1 to a1; Orange's a10-j10 is
    // `W A D F P C F D A W`, so `W A D F C P F D A W` from j10), and the
    // files below the board from j to a; Orange's rank 10 is the bottom row. Orange moves first
    // here, so that the board is the start's.
    let out = play("quit\n", Color::Orange, Color::Orange);
    assert!(out.starts_with("You play Orange: the uppercase letters,"));
    let board = &out[out.find("\n 1  ").unwrap() + 1..];
    let rows: Vec<&str> = board.lines().take(11).collect();
    assert_eq!(rows[0], " 1  w a d f p c f d a w");
    assert_eq!(rows[9], "10  W A D F C P F D A W");
    assert_eq!(rows[10], "    j i h g f e d c b a");
}

#[test]
fn colour_only_when_asked_and_then_each_side_in_its_own() {
    let plain = play_with("quit\n", Color::Black, false);
    assert!(!plain.contains('\x1b'), "{plain}");
    let coloured = play_with("e2e3\nquit\n", Color::Black, true);
    // Black's pieces in blue, Orange's in yellow, the last move's squares
    // in reverse video.
    assert!(coloured.contains("\x1b[1;34mw"), "{coloured}");
    assert!(coloured.contains("\x1b[1;33mW"), "{coloured}");
    assert!(coloured.contains("\x1b[7m"), "{coloured}");
}

#[test]
fn moves_are_grouped_by_piece() {
    // RULES.md 3 and 8: at the start each Panthan steps forward or
    // diagonally forward (its sideways squares are taken): e2 to d3, e3
    // and f3, b2 to a3, b3 and c3. The moves of each piece stand on its
    // own line.
    let out = play_with("moves\nquit\n", Color::Black, false);
    let list = &out[out.find("92 moves, by piece:\n").expect("the count")..];
    assert!(
        list.contains("\n  Panthan e2: Ne2-d3 Ne2-e3 Ne2-f3\n"),
        "{list}"
    );
    assert!(
        list.contains("\n  Panthan b2: Nb2-a3 Nb2-b3 Nb2-c3\n"),
        "{list}"
    );
    // The Princess's escapes are hers: under her line.
    let princess = list.find("\n  Princess f1: ").expect("the Princess's line");
    let thoat = list.find("\n  Thoat a2: ").expect("a Thoat's line");
    assert!(list[princess..thoat].contains("Pf1~a3"));
}

#[test]
fn a_hint_is_the_engines_move_for_the_person() {
    // The Warrior on e3 takes the Princess on e5 in two straight steps
    // (RULES.md 3 and 6), worked out in tests/suite/computer_player.rs.
    let config = SessionConfig {
        start: Position::from_text("10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1").unwrap(),
        human: Color::Black,
        computer: Player::Greedy,
        seed: 1,
        think: false,
        duels: Duels::Ask,
        colour: false,
    };
    let out = session("hint\nquit\n", &config);
    assert!(out.contains("Hint: We3xe5 (e3e5)."), "{out}");
    // Then the game is over, and the prompt knows it.
    let out = session("e3e5\nhint\ne9e8\nquit\n", &config);
    assert!(out.contains("Game over: Black won"), "{out}");
    assert!(out.contains("game over> The game is over: no move to hint."));
    assert!(out.contains("game over> The game is over: type new, undo, save FILE or quit."));
}

#[test]
fn resign_ends_the_game_save_writes_the_record_and_new_starts_again() {
    let file = std::env::temp_dir().join(format!("jetan-play-{}.txt", std::process::id()));
    let file_text = file.to_str().expect("a UTF-8 temporary path");
    let script = format!("e2e3\nresign\nresign\nsave {file_text}\nnew\nquit\n");
    let out = play_with(&script, Color::Black, false);
    assert!(out.contains("You resign."));
    assert!(out.contains("Game over: Black resigned, Orange wins."));
    assert!(out.contains("game over> The game is over already"));
    assert!(out.contains(&format!("Saved the record to {file_text}.")));
    // After new, the start again, Black to move, no last move.
    let after_new = &out[out.find("A new game.").unwrap()..];
    assert!(
        after_new.contains("\nMove 1, Black to move.\nBlack> "),
        "{after_new}"
    );
    // The record reads back: the person's move, the computer's reply, and
    // Orange's win by the resignation (0-1).
    let text = std::fs::read_to_string(&file).expect("the record was written");
    let _ = std::fs::remove_file(&file);
    let record: jetan::Record = text.parse().expect("a record");
    assert_eq!(record.game().moves().len(), 2);
    assert_eq!(record.game().moves()[0], "e2e3".parse().unwrap());
    assert_eq!(record.result(), jetan::GameResult::OrangeWon);
    assert_eq!(record.black, "you");
    assert_eq!(record.orange, "greedy");
}

#[test]
fn undo_after_resign_takes_the_resignation_back() {
    let out = play_with("e2e3\nresign\nundo\ne3e4\nquit\n", Color::Black, false);
    assert!(out.contains("Resignation taken back: the game goes on."));
    // The game goes on from where it was: e3e4 is played.
    assert!(!out.contains("Illegal move"), "{out}");
}
