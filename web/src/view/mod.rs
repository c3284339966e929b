//! A game as the JSON interface shows it (`GET /api/games/ID`), with what
//! the page needs so that it replays no rule itself: each move's position,
//! its duel, the pieces in danger, the rule options' values.
//!
//! The fields of WEB.md come first and are exactly as it gives them; the
//! rest are this server's additions, listed in web/README.md. Its legal
//! moves ([`moves`]), its record ([`record`]) and a list of games
//! ([`summary`]) have rooms of their own.

pub mod moves;
pub mod record;
pub mod summary;

use crate::live::{Ending, Live, Offer};
use crate::seat::Seat;
use jetan::{ByColor, Color, Duels, Move, Outcome, Piece, Position, Rules, ValueTable};
use serde::Serialize;
use std::collections::BTreeMap;

/// A side as the JSON writes it: `black` or `orange`.
pub fn side_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::Orange => "orange",
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

/// The game, as `GET`, a move's answer and the `game` event carry it.
#[derive(Serialize)]
pub struct GameView {
    id: String,
    rules: String,
    start: String,
    moves: Vec<String>,
    position: String,
    to_move: &'static str,
    outcome: Option<OutcomeView>,
    first: &'static str,
    duels: Duels,
    seats: ByColor<Seat>,
    history: Vec<PlyView>,
    ledger: ByColor<f64>,
    material: ByColor<f64>,
    options: BTreeMap<&'static str, &'static str>,
    danger: ByColor<DangerView>,
    offer: Option<OfferView>,
    presence: ByColor<bool>,
    created: i64,
    exhibition: bool,
}

/// How a game ended.
#[derive(Serialize)]
pub struct OutcomeView {
    /// `black`, `orange` or `draw`.
    result: &'static str,
    /// Why, in the crate's words (`Black won: took the Princess`) or the
    /// server's (`Black resigned`).
    reason: String,
    /// `rules`, `resigned`, `agreed` or `stopped`.
    by: &'static str,
}

/// One move of the game and the position after it.
#[derive(Serialize)]
struct PlyView {
    #[serde(rename = "move")]
    coordinate: String,
    algebraic: String,
    /// The side that moved.
    side: &'static str,
    path: Vec<String>,
    /// The piece the move removed, in position-text letters (under duels
    /// the attacker that fell).
    taken: Option<String>,
    /// The position after the move, in position text.
    position: String,
    /// Under duels, the duel this move was: its two pieces and who fell.
    duel: Option<DuelView>,
}

/// A duel fought.
#[derive(Serialize)]
struct DuelView {
    attacker: String,
    defender: String,
    square: String,
    attacker_fell: bool,
}

/// A side's royals in danger: the opposing pieces that could take its
/// Princess, and its Chief, on their side's next move.
#[derive(Default, Serialize)]
pub struct DangerView {
    princess: Vec<String>,
    chief: Vec<String>,
}

/// A question of one player to the other.
#[derive(Serialize)]
struct OfferView {
    /// `draw` or `takeback`.
    kind: &'static str,
    /// The side that asks.
    by: &'static str,
}

/// The game's view, with which sides are connected.
pub fn game(live: &Live, presence: ByColor<bool>) -> GameView {
    let game = &live.game;
    let pos = game.position();
    let history = game
        .moves()
        .iter()
        .zip(game.positions())
        .zip(game.positions().iter().skip(1).chain(Some(pos)))
        .zip(game.taken())
        .map(|(((&m, before), after), taken)| PlyView {
            coordinate: m.to_string(),
            algebraic: algebraic(before, m),
            side: side_name(before.side_to_move()),
            path: path(before, m),
            taken: taken.map(|p| p.char().to_string()),
            position: after.to_string(),
            duel: duel(before, m),
        })
        .collect();
    let ledger = game.ledger();
    GameView {
        id: live.meta.id.clone(),
        rules: game.rules().to_string(),
        start: game.initial_position().to_string(),
        moves: game.moves().iter().map(|m| m.to_string()).collect(),
        position: pos.to_string(),
        to_move: side_name(pos.side_to_move()),
        outcome: outcome(live),
        first: side_name(game.first()),
        duels: live.meta.duels,
        seats: live.meta.seats,
        history,
        ledger: ByColor::from_fn(|c| ledger.owes(c, &ValueTable::DEFAULT) as f64 / 10.0),
        material: ByColor::from_fn(|c| f64::from(pos.material(c)) / 10.0),
        options: options(game.rules()),
        danger: if live.is_over() {
            ByColor::default()
        } else {
            ByColor::from_fn(|c| danger(pos, c))
        },
        offer: offer(live.meta.offer),
        presence,
        created: live.meta.created,
        exhibition: live.is_exhibition(),
    }
}

/// `null` while the game goes on; else who won (or `draw`), why, and by
/// what.
fn outcome(live: &Live) -> Option<OutcomeView> {
    let reason = live.outcome_text()?;
    let (result, by) = match (live.game.outcome(), live.meta.ending) {
        (Some(Outcome::Win { winner, .. }), _) => (side_name(winner), "rules"),
        (Some(Outcome::Draw(_)), _) => ("draw", "rules"),
        (None, Some(ending)) => (
            ending.winner().map_or("draw", side_name),
            match ending {
                Ending::Resigned(_) => "resigned",
                Ending::DrawAgreed => "agreed",
                Ending::Stopped => "stopped",
            },
        ),
        (None, None) => return None,
    };
    Some(OutcomeView { result, reason, by })
}

/// Each rule option's key and the game's reading of it.
fn options(rules: &Rules) -> BTreeMap<&'static str, &'static str> {
    Rules::option_texts()
        .filter_map(|o| Some((o.key, rules.option_text(o.key)?)))
        .collect()
}

/// The duel that the move `m` of `pos` was, if one.
fn duel(pos: &Position, m: Move) -> Option<DuelView> {
    let (attacker, defender) = pos.duel(m)?;
    let letter = |p: Piece| p.char().to_string();
    Some(DuelView {
        attacker: letter(attacker),
        defender: letter(defender),
        square: m.to().to_string(),
        attacker_fell: m.is_fallen(),
    })
}

/// `side`'s royals that the other side could take on its next move, and
/// the pieces that could.
pub fn danger(pos: &Position, side: Color) -> DangerView {
    let takers = |royal: Option<jetan::Square>| -> Vec<String> {
        royal.map_or_else(Vec::new, |sq| {
            pos.capturers(sq, !side)
                .into_iter()
                .map(|s| s.to_string())
                .collect()
        })
    };
    DangerView {
        princess: takers(pos.princess(side)),
        chief: takers(pos.chief(side)),
    }
}

fn offer(offer: Offer) -> Option<OfferView> {
    match offer {
        Offer::None => None,
        Offer::Draw(side) => Some(OfferView {
            kind: "draw",
            by: side_name(side),
        }),
        Offer::TakeBack(side) => Some(OfferView {
            kind: "takeback",
            by: side_name(side),
        }),
    }
}
