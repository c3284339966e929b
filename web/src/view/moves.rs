//! The legal moves of a game's position, for the page to light up, each
//! with what it leads to: a game ended at once, or a Princess or Chief
//! left for the other side to take, so that the page can ask before such
//! a move without a rule of its own.

use super::{algebraic, danger, path, side_name};
use crate::live::Live;
use jetan::{Move, Outcome, Position};
use serde::Serialize;

/// `{"moves": [...]}`.
#[derive(Serialize)]
pub struct MovesView {
    moves: Vec<LegalMove>,
}

/// One legal move.
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
    /// The game's end if this move ends it: `{"result", "reason"}`.
    ends: Option<EndView>,
    /// The mover's royals (`princess`, `chief`) that the other side could
    /// take at once after this move.
    exposes: Vec<&'static str>,
}

/// How a move would end the game.
#[derive(Serialize)]
struct EndView {
    result: &'static str,
    reason: String,
}

/// Every legal move of the current position (none when the game is
/// over), both outcomes of each duel among them.
pub fn legal_moves(live: &Live) -> MovesView {
    let pos = live.game.position();
    let moves = if live.is_over() {
        Vec::new()
    } else {
        pos.legal_moves()
            .iter()
            .map(|&m| legal_move(pos, m))
            .collect()
    };
    MovesView { moves }
}

fn legal_move(pos: &Position, m: Move) -> LegalMove {
    let duel = match pos.duel(m) {
        Some(_) if m.is_fallen() => Some("falls"),
        Some(_) => Some("wins"),
        None => None,
    };
    let mut after = *pos;
    let played = after.play(m).is_ok();
    let ends = after.outcome().filter(|_| played).map(|outcome| EndView {
        result: match outcome {
            Outcome::Win { winner, .. } => side_name(winner),
            Outcome::Draw(_) => "draw",
        },
        reason: outcome.to_string(),
    });
    let mut exposes = Vec::new();
    if played && ends.is_none() {
        let danger = danger(&after, pos.side_to_move());
        if !danger.princess.is_empty() {
            exposes.push("princess");
        }
        if !danger.chief.is_empty() {
            exposes.push("chief");
        }
    }
    LegalMove {
        coordinate: m.to_string(),
        algebraic: algebraic(pos, m),
        from: m.from().to_string(),
        to: m.to().to_string(),
        escape: m.is_escape(),
        capture: !m.is_escape() && pos.piece_at(m.to()).is_some(),
        duel,
        path: path(pos, m),
        ends,
        exposes,
    }
}
