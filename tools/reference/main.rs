//! The engine of an earlier commit speaking the part of UCI that `jetan
//! match` uses (PROTOCOL.md): `uci`, `isready`, `ucinewgame`, `setoption
//! name Contempt value N`, `position startpos|text TEXT [moves ...]`, `go
//! [nodes N] [movetime MS]`, `quit`. Built against that commit's library
//! by `build.sh`, so that the engine of today can play it
//! (docs/strength.md). Only the default rules; the search is the library's
//! `Searcher::search` of that commit, which knows nothing of the game's
//! earlier positions.

use jetan::search::{Limits, Searcher};
use jetan::{Move, Position};
use std::io::{BufRead, Write};
use std::time::Duration;

fn main() {
    let mut searcher = Searcher::new(16);
    let mut pos = Position::default();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let answer = match words.first().copied() {
            Some("uci") => Ok("id name jetan (reference)\nuciok".to_string()),
            Some("isready") => Ok("readyok".to_string()),
            Some("ucinewgame") => {
                searcher.clear();
                Ok(String::new())
            }
            Some("setoption") => match words.as_slice() {
                [_, "name", "Rules", "value", "appendix"] => Ok(String::new()),
                [_, "name", "Contempt", "value", n] => match n.parse() {
                    Ok(centipoints) => {
                        searcher.set_contempt(centipoints);
                        Ok(String::new())
                    }
                    Err(_) => Err(format!("Contempt: {n:?} is not a whole number")),
                },
                _ => Err(format!("only the default rules and Contempt: {line}")),
            },
            Some("position") => position(&words[1..]).map(|p| {
                pos = p;
                String::new()
            }),
            Some("go") => Ok(go(&mut searcher, &pos, &words[1..])),
            Some("quit") => break,
            _ => Err(format!("unknown command {line:?}")),
        };
        let text = answer.unwrap_or_else(|e| format!("info string error: {e}"));
        if !text.is_empty() && writeln!(out, "{text}").and_then(|()| out.flush()).is_err() {
            break;
        }
    }
}

/// The position of `position`'s arguments, its moves played.
fn position(words: &[&str]) -> Result<Position, String> {
    let (mut pos, rest) = match words {
        ["startpos", rest @ ..] => (Position::default(), rest),
        ["text", rest @ ..] => {
            let end = rest
                .iter()
                .position(|w| *w == "moves")
                .unwrap_or(rest.len());
            let text = rest[..end].join(" ");
            let pos = Position::from_text(&text).map_err(|e| format!("{text:?}: {e}"))?;
            (pos, &rest[end..])
        }
        _ => return Err("position startpos|text TEXT [moves ...]".into()),
    };
    if let ["moves", moves @ ..] = rest {
        for text in moves {
            let m: Move = text.parse().map_err(|e| format!("{text:?}: {e}"))?;
            pos.play(m).map_err(|e| format!("{text}: {e}"))?;
        }
    }
    Ok(pos)
}

/// The search's `info` line and `bestmove` within `nodes` and `movetime`
/// (a second without either); `bestmove (none)` when the game is over.
fn go(searcher: &mut Searcher, pos: &Position, words: &[&str]) -> String {
    if pos.is_over() {
        return "bestmove (none)".into();
    }
    let value = |key: &str| {
        let at = words.iter().position(|w| *w == key)?;
        words.get(at + 1)?.parse::<u64>().ok()
    };
    let limits = match (value("nodes"), value("movetime")) {
        (None, None) => Limits::time(Duration::from_secs(1)),
        (nodes, ms) => Limits {
            nodes,
            time: ms.map(Duration::from_millis),
            ..Limits::default()
        },
    };
    let result = searcher.search(pos, limits);
    let best = result
        .best_move
        .map_or("(none)".to_string(), |m| m.to_string());
    format!(
        "info depth {} nodes {}\nbestmove {best}",
        result.depth, result.nodes
    )
}
