//! One line from the caller read into a [`Command`] (PROTOCOL.md, "From
//! the caller"), or the reason it cannot be: the text of the engine's
//! `info string error: ...` answer.

use jetan::{ByColor, Color, Move};

/// A command of the protocol, its words read but not yet checked against
/// the position or the options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: the engine's name, author and options, then `uciok`.
    Uci,
    /// `isready`: `readyok`.
    IsReady,
    /// `setoption name NAME [value VALUE]`.
    SetOption {
        /// The option's name, as given.
        name: String,
        /// Its new value, as given; `None` without `value`.
        value: Option<String>,
    },
    /// `ucinewgame`: forget the previous game.
    UciNewGame,
    /// `position startpos|text TEXT|fen TEXT [moves M1 M2 ...]`.
    Position {
        /// The position the moves start from.
        from: From,
        /// The moves played from it, in order.
        moves: Vec<Move>,
    },
    /// `go ...`: search the position.
    Go(Go),
    /// `stop`: end the search now.
    Stop,
    /// `quit`: end the process.
    Quit,
}

/// Where a `position` command starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum From {
    /// `startpos`: the start of the rules in play, Black to move.
    StartPos,
    /// `text POSITION-TEXT` (or `fen`): the position text, its fields
    /// joined by single spaces.
    Text(String),
}

/// The limits and choices of a `go` command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth D`, in plies.
    pub depth: Option<u32>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// `movetime MS`.
    pub movetime: Option<u64>,
    /// `infinite`: search until `stop`, and answer `bestmove` only then.
    pub infinite: bool,
    /// The clock of each side in milliseconds: `btime`
    /// and `otime` (a negative time, which some callers send when a flag
    /// is about to fall, is read as 0).
    pub time: ByColor<Option<u64>>,
    /// The increment of each side: `binc`, `oinc`.
    pub inc: ByColor<Option<u64>>,
    /// `movestogo N`: moves until the clock's next time control.
    pub movestogo: Option<u32>,
    /// `searchmoves M1 M2 ...`: only these root moves (empty: all).
    pub searchmoves: Vec<Move>,
}

/// The words of `go` that take a number, and `infinite` and `searchmoves`:
/// a `searchmoves` list ends at the next of them.
const GO_WORDS: [&str; 10] = [
    "depth",
    "nodes",
    "movetime",
    "infinite",
    "btime",
    "otime",
    "binc",
    "oinc",
    "movestogo",
    "searchmoves",
];

/// Reads one line. `Ok(None)` for a blank line, which asks nothing.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = words.collect();
    let bare = |command: Command| {
        if let Some(extra) = rest.first() {
            Err(format!("{first} takes nothing after it, not {extra:?}"))
        } else {
            Ok(Some(command))
        }
    };
    match first {
        "uci" => bare(Command::Uci),
        "isready" => bare(Command::IsReady),
        "ucinewgame" => bare(Command::UciNewGame),
        "stop" => bare(Command::Stop),
        "quit" => bare(Command::Quit),
        "setoption" => set_option(&rest).map(Some),
        "position" => position(&rest).map(Some),
        "go" => go(&rest).map(|go| Some(Command::Go(go))),
        _ => Err(format!(
            "unknown command {first:?} (the commands: uci, isready, setoption, ucinewgame, position, go, stop, quit)"
        )),
    }
}

/// `setoption name NAME [value VALUE]`: the name and the value may have
/// spaces inside.
fn set_option(words: &[&str]) -> Result<Command, String> {
    let Some((&"name", rest)) = words.split_first() else {
        return Err("setoption needs `name NAME value VALUE`".into());
    };
    let (name, value) = match rest.iter().position(|&w| w == "value") {
        Some(i) => (&rest[..i], Some(rest[i + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() {
        return Err("setoption needs the option's name after `name`".into());
    }
    Ok(Command::SetOption {
        name: name.join(" "),
        value,
    })
}

/// `position startpos|text TEXT|fen TEXT [moves M1 M2 ...]`.
fn position(words: &[&str]) -> Result<Command, String> {
    let (head, moves) = match words.iter().position(|&w| w == "moves") {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let from = match head.split_first() {
        Some((&"startpos", [])) => From::StartPos,
        Some((&"startpos", [extra, ..])) => {
            return Err(format!(
                "position startpos: unexpected {extra:?} before `moves`"
            ));
        }
        Some((&("text" | "fen"), [])) => {
            return Err("position text: the position text is missing".into());
        }
        Some((&("text" | "fen"), fields)) => From::Text(fields.join(" ")),
        Some((other, _)) => {
            return Err(format!(
                "position: expected startpos, text or fen, not {other:?}"
            ));
        }
        None => return Err("position: expected startpos, text or fen".into()),
    };
    let moves = moves
        .iter()
        .enumerate()
        .map(|(i, text)| {
            text.parse::<Move>()
                .map_err(|e| format!("move {} {text:?} is not move text: {e}", i + 1))
        })
        .collect::<Result<_, _>>()?;
    Ok(Command::Position { from, moves })
}

/// `go` and its words, in any order.
fn go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        i += 1;
        if word == "infinite" {
            go.infinite = true;
            continue;
        }
        if word == "searchmoves" {
            while let Some(text) = words.get(i).filter(|w| !GO_WORDS.contains(w)) {
                let m = text
                    .parse::<Move>()
                    .map_err(|e| format!("go searchmoves: {text:?} is not move text: {e}"))?;
                go.searchmoves.push(m);
                i += 1;
            }
            if go.searchmoves.is_empty() {
                return Err("go searchmoves: no move after it".into());
            }
            continue;
        }
        if !GO_WORDS.contains(&word) {
            return Err(format!(
                "go: unknown word {word:?} (go takes depth, nodes, movetime, infinite, btime, otime, binc, oinc, movestogo, searchmoves)"
            ));
        }
        let Some(&text) = words.get(i) else {
            return Err(format!("go {word}: the number is missing"));
        };
        i += 1;
        let number = |text: &str| {
            crate::options::count::whole::<u64>(text).map_err(|e| format!("go {word}: {e}"))
        };
        match word {
            "depth" => go.depth = Some(narrow(number(text)?)),
            "nodes" => go.nodes = Some(number(text)?),
            "movetime" => go.movetime = Some(number(text)?),
            "movestogo" => go.movestogo = Some(narrow(number(text)?)),
            // Clocks may be given below zero: no time left.
            "btime" | "otime" => {
                let left = match text.strip_prefix('-') {
                    Some(digits) => number(digits).map(|_| 0)?,
                    None => number(text)?,
                };
                go.time[side_of(word)] = Some(left);
            }
            _ => go.inc[side_of(word)] = Some(number(text)?),
        }
    }
    Ok(go)
}

/// A count held within `u32`: a depth or a move count beyond it means
/// "as far as you can".
fn narrow(n: u64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The side a clock word names by its first letter: `btime` and `binc`
/// Black's, `otime` and `oinc` Orange's.
fn side_of(word: &str) -> Color {
    if word.starts_with('o') {
        Color::Orange
    } else {
        Color::Black
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    #[test]
    fn position_reads_its_start_and_moves() {
        assert_eq!(
            parse("position startpos moves e2e3 f1~c5 f8*e7"),
            Ok(Some(Command::Position {
                from: From::StartPos,
                moves: vec![mv("e2e3"), mv("f1~c5"), mv("f8*e7")],
            }))
        );
        assert_eq!(
            parse("position fen 10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1"),
            Ok(Some(Command::Position {
                from: From::Text("10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1".into()),
                moves: vec![],
            }))
        );
        let error = parse("position startpos moves e2e3 e2e11").unwrap_err();
        assert!(error.contains("move 2 \"e2e11\""), "{error}");
        assert!(parse("position").is_err());
        assert!(parse("position text").is_err());
        assert!(parse("position startpos e2e3").is_err());
    }

    #[test]
    fn go_reads_every_limit_in_any_order() {
        let Ok(Some(Command::Go(go))) = parse(
            "go searchmoves e2e3 d1e4 btime -20 otime 5000 binc 10 oinc 20 movestogo 7 depth 9 nodes 1000 movetime 50 infinite",
        ) else {
            panic!("go is read");
        };
        assert_eq!(
            go,
            Go {
                depth: Some(9),
                nodes: Some(1000),
                movetime: Some(50),
                infinite: true,
                time: ByColor::new(Some(0), Some(5000)),
                inc: ByColor::new(Some(10), Some(20)),
                movestogo: Some(7),
                searchmoves: vec![mv("e2e3"), mv("d1e4")],
            }
        );
        assert_eq!(parse("go"), Ok(Some(Command::Go(Go::default()))));
        for bad in [
            "go depth",
            "go depth x",
            "go nodes -5",
            "go ponder",
            "go searchmoves",
            "go searchmoves e2",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn setoption_keeps_spaces_in_name_and_value() {
        assert_eq!(
            parse("setoption name Rules value setup=manator,capture=duel"),
            Ok(Some(Command::SetOption {
                name: "Rules".into(),
                value: Some("setup=manator,capture=duel".into()),
            }))
        );
        assert_eq!(
            parse("setoption name Clear Hash"),
            Ok(Some(Command::SetOption {
                name: "Clear Hash".into(),
                value: None,
            }))
        );
        assert!(parse("setoption Hash 4").is_err());
        assert!(parse("setoption name").is_err());
    }

    #[test]
    fn unknown_words_and_trailing_text_are_errors() {
        assert_eq!(parse("   "), Ok(None));
        assert!(parse("isready now").is_err());
        assert!(parse("debug on").unwrap_err().contains("\"debug\""));
    }
}
