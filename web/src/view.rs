//! A game as the JSON interface shows it (`GET /api/games/ID`), its legal
//! moves, and its record.
//!
//! The fields of WEB.md come first and are exactly as it gives them; the
//! rest (`first`, `duels`, `seats`, `history`, `ledger`) are this server's
//! additions for the page, listed in web/README.md.

use crate::store::{Live, side_name};
use jetan::{Color, GameResult, Move, Outcome, Position, Record};
use serde::Serialize;
use serde_json::{Value, json};

/// The game's JSON: what `GET`, a move's answer and the `game` event carry.
pub fn game_json(live: &Live) -> Value {
    let game = &live.game;
    let pos = game.position();
    let history: Vec<Value> = game
        .moves()
        .iter()
        .zip(game.positions())
        .zip(game.taken())
        .map(|((&m, before), taken)| {
            json!({
                "move": m.to_string(),
                "algebraic": algebraic(before, m),
                "path": path(before, m),
                "taken": taken.map(|p| p.char().to_string()),
            })
        })
        .collect();
    let ledger = game.ledger();
    let owes = |c: Color| ledger.owes(c, &jetan::ValueTable::DEFAULT) as f64 / 10.0;
    json!({
        "id": live.meta.id,
        "rules": game.rules().to_string(),
        "start": game.initial_position().to_string(),
        "moves": game.moves().iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "position": pos.to_string(),
        "to_move": side_name(pos.side_to_move()),
        "outcome": outcome_json(live),
        "first": side_name(game.first()),
        "duels": live.meta.duels.name(),
        "seats": {"black": live.meta.seats[0], "orange": live.meta.seats[1]},
        "history": history,
        "ledger": {"black": owes(Color::Black), "orange": owes(Color::Orange)},
    })
}

/// `null` while the game goes on; else who won (or `draw`) and why, in
/// the crate's words (`Black won: took the Princess`).
fn outcome_json(live: &Live) -> Value {
    let mut result = match (live.game.outcome(), live.meta.resigned) {
        (Some(Outcome::Win { winner, .. }), _) => json!({"result": side_name(winner)}),
        (Some(Outcome::Draw(_)), _) => json!({"result": "draw"}),
        (None, Some(side)) => json!({"result": side_name(!side)}),
        (None, None) => return Value::Null,
    };
    if let (Some(reason), Some(object)) = (outcome_text(live), result.as_object_mut()) {
        object.insert("reason".into(), Value::String(reason));
    }
    result
}

/// How the game ended, in words, or `None` while it goes on.
pub fn outcome_text(live: &Live) -> Option<String> {
    match (live.game.outcome(), live.meta.resigned) {
        (Some(outcome), _) => Some(outcome.to_string()),
        (None, Some(side)) => Some(format!("{side} resigned")),
        (None, None) => None,
    }
}

/// A move in algebraic text, or its coordinate text should the crate have
/// none for it.
pub fn algebraic(pos: &Position, m: Move) -> String {
    pos.algebraic(m)
        .map_or_else(|| m.to_string(), |a| a.to_string())
}

/// The squares a move passes, from start to end.
pub fn path(pos: &Position, m: Move) -> Vec<String> {
    match pos.path(m) {
        Some(path) => path.squares().iter().map(|s| s.to_string()).collect(),
        None => vec![m.from().to_string(), m.to().to_string()],
    }
}

/// One legal move of the current position, for the page to light up.
#[derive(Serialize)]
struct LegalMove {
    #[serde(rename = "move")]
    coordinate: String,
    algebraic: String,
    from: String,
    to: String,
    escape: bool,
    capture: bool,
    /// Under duels, `wins` (the attacker takes) or `falls`; else `null`.
    duel: Option<&'static str>,
    path: Vec<String>,
}

/// `{"moves": [...]}`: every legal move of the current position (none
/// when the game is over), both outcomes of each duel among them.
pub fn legal_moves_json(live: &Live) -> Value {
    let pos = live.game.position();
    let moves: Vec<LegalMove> = if live.is_over() {
        Vec::new()
    } else {
        pos.legal_moves()
            .iter()
            .map(|&m| {
                let duel = match pos.duel(m) {
                    Some(_) if m.is_fallen() => Some("falls"),
                    Some(_) => Some("wins"),
                    None => None,
                };
                LegalMove {
                    coordinate: m.to_string(),
                    algebraic: algebraic(pos, m),
                    from: m.from().to_string(),
                    to: m.to().to_string(),
                    escape: m.is_escape(),
                    capture: !m.is_escape() && pos.piece_at(m.to()).is_some(),
                    duel,
                    path: path(pos, m),
                }
            })
            .collect()
    };
    json!({ "moves": moves })
}

/// The game record, in the crate's record format.
pub fn record_text(live: &Live) -> String {
    let mut record = Record::new(live.game.clone());
    record.site = "jetan-web".into();
    record.black = live.meta.seats[0].player_name();
    record.orange = live.meta.seats[1].player_name();
    if let Some(side) = live.meta.resigned {
        let result = match side {
            Color::Black => GameResult::OrangeWon,
            Color::Orange => GameResult::BlackWon,
        };
        // A resigned game has no end by the rules, so this cannot conflict.
        let _ = record.set_result(result);
    }
    record.to_string()
}
