//! `jetan uci` driven as `PROTOCOL.md` says: the handshake, bad lines
//! answered `info string error:` without ending the process, an illegal
//! move list leaving the position as it was, `stop` and `isready` during
//! `go infinite`, the last `info ... pv` line naming the `bestmove`, a
//! finished game, and a duel sent back with its outcome.
//!
//! The positions are worked by hand from RULES.md: in `TAKE` Black's
//! Panthan on e2 takes the Orange Princess on e3, a win in one move
//! (`score mate 1`); in `DUEL` Black's Flier on d4 can attack Orange's
//! Panthan on e5.

use crate::common::jetan;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

const TAKE: &str = "10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1";
const DUEL: &str = "4P5/10/10/10/10/4N5/3f6/10/10/5p4 b - 0 1";

/// Long enough for any answer of a debug build on a loaded machine: a
/// test that waits this long has failed.
const PATIENCE: Duration = Duration::from_secs(60);

/// A running `jetan uci`, read line by line on a thread so that a test
/// can wait for a line with a timeout, or see that none comes.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = jetan()
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("jetan uci starts");
        let input = child.stdin.take().expect("stdin is piped");
        let output = BufReader::new(child.stdout.take().expect("stdout is piped"));
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in output.lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        self.input.write_all(bytes).expect("the engine reads");
        self.input.flush().expect("the engine reads");
    }

    /// The next line, within `PATIENCE`.
    fn line(&self) -> String {
        match self.lines.recv_timeout(PATIENCE) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => panic!("no answer within {PATIENCE:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the engine ended"),
        }
    }

    /// The lines up to and including the first that starts with `start`.
    fn until(&self, start: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            let done = line.starts_with(start);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// The lines that come within `wait`, for a test that expects none
    /// (or none of some kind).
    fn quiet_for(&self, wait: Duration) -> Vec<String> {
        let mut lines = Vec::new();
        let end = std::time::Instant::now() + wait;
        while let Some(left) = end.checked_duration_since(std::time::Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) => lines.push(line),
                Err(_) => break,
            }
        }
        lines
    }

    /// Sends `isready` and answers what came before `readyok`.
    fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.until("readyok");
        lines.pop();
        lines
    }

    /// Sends `go ARGS` and answers the lines up to `bestmove`, and the move.
    fn go(&mut self, args: &str) -> (Vec<String>, String) {
        self.send(&format!("go {args}"));
        let lines = self.until("bestmove");
        let best = lines.last().unwrap()["bestmove ".len()..].to_string();
        (lines, best)
    }

    /// Sends `quit` and waits for the process to end; answers its status.
    fn quit(mut self) -> Option<i32> {
        self.send("quit");
        self.child.wait().expect("the engine ends").code()
    }
}

/// The words of an `info` line after `key`, up to the next key.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let words: Vec<&str> = line.split(' ').collect();
    let i = words.iter().position(|&w| w == key)?;
    words.get(i + 1).copied()
}

/// The moves of the last `info ... pv` line.
fn last_pv(lines: &[String]) -> Vec<String> {
    let line = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info ") && l.contains(" pv "))
        .expect("an info line with a pv");
    let (_, pv) = line.split_once(" pv ").unwrap();
    pv.split(' ').map(String::from).collect()
}

#[test]
fn uci_lists_every_option_then_uciok() {
    let mut engine = Engine::start();
    engine.send("uci");
    let lines = engine.until("uciok");
    assert!(lines[0].starts_with("id name jetan "), "{lines:?}");
    assert!(lines[1].starts_with("id author "), "{lines:?}");
    let options: Vec<&str> = lines[2..lines.len() - 1]
        .iter()
        .map(|l| l.as_str())
        .collect();
    assert_eq!(
        options,
        [
            "option name Rules type string default appendix",
            "option name Hash type spin default 16 min 1 max 1024",
            "option name Threads type spin default 1 min 1 max 256",
            "option name MultiPV type spin default 1 min 1 max 619",
            "option name Skill type spin default 20 min 0 max 20",
            "option name Contempt type spin default 1000 min -10000 max 10000",
            "option name DuelModel type string default fair",
        ]
    );
    assert_eq!(engine.sync(), Vec::<String>::new());
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn bad_lines_are_answered_with_an_error_and_change_nothing() {
    let mut engine = Engine::start();
    engine.send(&format!("position text {TAKE}"));
    let cases: &[(&str, &str)] = &[
        ("frobnicate", "\"frobnicate\""),
        ("isready now", "\"now\""),
        ("go ponder", "\"ponder\""),
        ("go depth", "depth"),
        ("go nodes ten", "\"ten\""),
        ("go searchmoves e2e9", "e2e9"),
        ("setoption name Nope value 1", "\"Nope\""),
        ("setoption name Hash value 0", "Hash"),
        ("setoption name Hash", "value"),
        ("setoption name Rules value thoat=flying", "thoat"),
        ("setoption name DuelModel value 1001", "DuelModel"),
        ("position", "startpos"),
        ("position startpos moves e2e11", "e2e11"),
        ("position text 10/10/10 b - 0 1", "position text"),
        ("position fen", "position text"),
    ];
    for (line, names) in cases {
        engine.send(line);
        let answer = engine.sync();
        assert_eq!(answer.len(), 1, "{line}: {answer:?}");
        assert!(
            answer[0].starts_with("info string error: ") && answer[0].contains(names),
            "{line}: {answer:?}"
        );
    }
    engine.send_bytes(b"go \xff\xfe\n");
    let answer = engine.sync();
    assert!(answer[0].starts_with("info string error: "), "{answer:?}");
    // The position and the options are those before the bad lines: the
    // Panthan still takes the Princess.
    let (lines, best) = engine.go("depth 2");
    assert_eq!(best, "e2e3");
    assert_eq!(field(&lines[lines.len() - 2], "score"), Some("mate"));
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn an_illegal_move_list_is_named_and_leaves_the_position() {
    let mut engine = Engine::start();
    engine.send(&format!("position text {TAKE}"));
    // e9e8 is no move of Black's in the start position; the first two are.
    engine.send("position startpos moves e2e3 e9e8 a2a3 e9e8");
    let answer = engine.sync();
    assert_eq!(answer.len(), 1, "{answer:?}");
    assert!(
        answer[0].starts_with("info string error: move 4 e9e8 is illegal: "),
        "{answer:?}"
    );
    // Still TAKE, not the start nor any move of the list.
    let (lines, best) = engine.go("depth 1");
    assert_eq!(best, "e2e3");
    assert!(
        lines[lines.len() - 2].contains(" score mate 1 "),
        "{lines:?}"
    );
    // A legal list is taken: Orange to move after e2e3, which is over.
    engine.send(&format!("position text {TAKE} moves e2e3"));
    let (lines, best) = engine.go("depth 3");
    assert_eq!(best, "(none)");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].contains(" score mate 0 "), "{lines:?}");
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn stop_and_isready_are_answered_during_go_infinite() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e3");
    engine.send("go infinite");
    // readyok while the search runs, and no bestmove before stop.
    let before = engine.sync();
    let later = engine.quiet_for(Duration::from_millis(500));
    assert!(
        !before
            .iter()
            .chain(&later)
            .any(|l| l.starts_with("bestmove")),
        "{before:?} {later:?}"
    );
    // A second go is refused: the first would never end.
    engine.send("go depth 1");
    let refused = engine.until("info string error: ");
    assert!(refused.last().unwrap().contains("stop"), "{refused:?}");
    engine.send("stop");
    let mut lines = before;
    lines.extend(later);
    lines.extend(refused);
    lines.extend(engine.until("bestmove"));
    let best = lines.last().unwrap()["bestmove ".len()..].to_string();
    assert_eq!(last_pv(&lines)[0], best, "{lines:?}");
    // A stop with no search running asks nothing.
    engine.send("stop");
    assert_eq!(engine.sync(), Vec::<String>::new());
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn the_last_info_line_begins_with_the_bestmove() {
    let mut engine = Engine::start();
    let mut moves = Vec::new();
    // A game of the engine against itself, a few thousand positions a
    // move, each search's report checked.
    for ply in 0..12 {
        engine.send(&format!("position startpos moves {}", moves.join(" ")));
        let nodes = 1_000 + 1_700 * ply;
        let (lines, best) = engine.go(&format!("nodes {nodes}"));
        assert_eq!(last_pv(&lines)[0], best, "ply {ply}: {lines:?}");
        let info = &lines[lines.len() - 2];
        for key in ["depth", "score", "nodes", "nps", "time", "pv"] {
            assert!(field(info, key).is_some(), "{key} in {info}");
        }
        moves.push(best);
    }
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn a_duel_is_played_as_the_capture_and_sent_back_with_its_outcome() {
    let mut engine = Engine::start();
    engine.send("setoption name Rules value capture=duel");
    // An attacker that always wins: the Flier takes the Panthan.
    engine.send("setoption name DuelModel value 1000");
    engine.send(&format!("position text {DUEL}"));
    let (_, best) = engine.go("depth 3");
    assert_eq!(best, "d4e5");
    // The Flier fell: Orange keeps its Panthan and stands better (a
    // Panthan against nothing). The Flier won: Orange has its Princess
    // alone against a Flier, and stands worse.
    let score = |engine: &mut Engine, moves: &str| {
        engine.send(&format!("position text {DUEL} moves {moves}"));
        let (lines, _) = engine.go("depth 2");
        let info = &lines[lines.len() - 2];
        assert_eq!(field(info, "score"), Some("cp"), "{info}");
        let words: Vec<&str> = info.split(' ').collect();
        let i = words.iter().position(|&w| w == "cp").unwrap();
        words[i + 1].parse::<i32>().unwrap()
    };
    assert!(score(&mut engine, "d4*e5") > 0);
    assert!(score(&mut engine, "d4e5") < 0);
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn every_option_is_taken_without_a_word() {
    let mut engine = Engine::start();
    for line in [
        "setoption name Threads value 2",
        "setoption name Threads value 1",
        "setoption name MultiPV value 3",
        "setoption name Skill value 5",
        "setoption name Hash value 1",
        "setoption name Contempt value 0",
        "setoption name Rules value setup=manator",
        "ucinewgame",
    ] {
        engine.send(line);
        assert_eq!(engine.sync(), Vec::<String>::new(), "{line}");
    }
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn two_threads_answer_a_legal_move_named_by_the_last_line() {
    let mut engine = Engine::start();
    engine.send("setoption name Threads value 2");
    engine.send("position startpos moves e2e3");
    let (lines, best) = engine.go("depth 4");
    let last = &lines[lines.len() - 2];
    assert_eq!(field(last, "pv"), Some(best.as_str()), "{last}");
    // Orange to move from the start after e2e3: its legal moves.
    let mut pos = jetan::Position::default();
    pos.play("e2e3".parse().unwrap()).unwrap();
    assert!(
        pos.legal_moves().iter().any(|m| m.to_string() == best),
        "{best} is not legal"
    );
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn clocks_and_the_end_of_the_input_end_a_search() {
    let mut engine = Engine::start();
    engine.send("position startpos moves e2e3");
    // Orange to move, one second on its clock: a share of it.
    let (lines, _) = engine.go("btime 1 otime 1000 oinc 0");
    let time: u64 = field(&lines[lines.len() - 2], "time")
        .unwrap()
        .parse()
        .unwrap();
    assert!(time < 1000, "{lines:?}");
    // A search with a limit at the end of the input is answered, then the
    // process ends.
    let (code, stdout, _) = crate::common::run_with_input(&["uci"], "go depth 2\n");
    assert_eq!(code, Some(0));
    assert!(
        stdout.lines().last().unwrap().starts_with("bestmove "),
        "{stdout}"
    );
    // One that waits for stop is stopped there.
    let (code, stdout, _) = crate::common::run_with_input(&["uci"], "go infinite\n");
    assert_eq!(code, Some(0));
    assert!(
        stdout.lines().last().unwrap().starts_with("bestmove "),
        "{stdout}"
    );
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn multipv_3_reports_three_lines_and_plays_the_first() {
    let mut engine = Engine::start();
    engine.send("setoption name MultiPV value 3");
    engine.send("position startpos moves e2e3");
    let (lines, best) = engine.go("depth 3");
    let infos: Vec<&String> = lines.iter().filter(|l| l.contains(" pv ")).collect();
    // Three lines a depth, numbered 1 to 3, each from another first move.
    for depth in 1..=3 {
        let at: Vec<&&String> = infos
            .iter()
            .filter(|l| field(l, "depth") == Some(&depth.to_string()))
            .take(3)
            .collect();
        let numbers: Vec<&str> = at.iter().map(|l| field(l, "multipv").unwrap()).collect();
        assert_eq!(numbers, ["1", "2", "3"], "depth {depth}: {lines:?}");
        let firsts: Vec<&str> = at.iter().map(|l| field(l, "pv").unwrap()).collect();
        assert!(
            firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2],
            "{firsts:?}"
        );
    }
    // The last info line is the first line, and begins with the move.
    let last = lines[lines.len() - 2].as_str();
    assert_eq!(field(last, "multipv"), Some("1"), "{lines:?}");
    assert_eq!(last_pv(&lines)[0], best);
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn searchmoves_choose_among_the_moves_given() {
    let mut engine = Engine::start();
    // Two Panthan steps from the start: the engine plays one of them, or
    // the only one given.
    let (_, best) = engine.go("depth 3 searchmoves b2b3 i2i3");
    assert!(best == "b2b3" || best == "i2i3", "{best}");
    let (_, best) = engine.go("depth 3 searchmoves i2i3");
    assert_eq!(best, "i2i3");
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn skill_0_searches_a_beginners_few_positions() {
    // The library's scale: level 0 searches at most 250 positions a move
    // (jetan::search::Skill), whatever the depth asked.
    let mut engine = Engine::start();
    engine.send("setoption name Skill value 0");
    engine.send("position startpos moves e2e3 e9e8");
    let (lines, best) = engine.go("depth 30");
    let nodes: u64 = field(&lines[lines.len() - 2], "nodes")
        .unwrap()
        .parse()
        .unwrap();
    assert!(nodes <= 260, "{lines:?}");
    assert_ne!(best, "(none)");
    assert_eq!(engine.quit(), Some(0));
}

#[test]
fn the_moves_list_is_the_history_the_search_knows() {
    // Thoats out and back (RULES.md 3): the start again, Black to move;
    // a2b4 once more repeats the position after the first move, which the
    // search scores as a draw less the contempt (500 here), as the
    // library's search_game does. Sent as position text alone, the same
    // position has no history and a2b4 scores otherwise.
    let mut engine = Engine::start();
    engine.send("setoption name Contempt value 500");
    engine.send("position startpos moves a2b4 a9b7 b4a2 b7a9");
    let (lines, _) = engine.go("depth 2 searchmoves a2b4");
    assert_eq!(
        field(&lines[lines.len() - 2], "cp"),
        Some("-500"),
        "{lines:?}"
    );
    engine.send("ucinewgame");
    engine.send("position startpos");
    let (lines, _) = engine.go("depth 2 searchmoves a2b4");
    assert_ne!(
        field(&lines[lines.len() - 2], "cp"),
        Some("-500"),
        "{lines:?}"
    );
    assert_eq!(engine.quit(), Some(0));
}
