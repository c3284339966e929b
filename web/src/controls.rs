//! The page's controls beyond WEB.md (web/README.md): a hint, undo,
//! resign, a new strength for an engine seat, and the presets of the
//! rules.

use crate::api::{App, claim_engine, mover, parse_json};
use crate::engine::engine_job;
use crate::error::ApiError;
use crate::seat::{Seat, Strength};
use crate::store::side_name;
use crate::token::same_secret;
use crate::view::{algebraic, game_json, outcome_text};
use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, State};
use jetan::{Color, Rules};
use serde::Deserialize;
use serde_json::{Value, json};

/// Positions a hint searches: a fraction of a second, stronger than most
/// skill levels.
pub const HINT_NODES: u64 = 200_000;

/// A body of just a token.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TokenBody {
    #[serde(default)]
    token: Option<String>,
}

/// The human side whose token `token` is, if any.
fn holder(live: &crate::store::Live, token: Option<&str>) -> Option<Color> {
    let token = token?;
    Color::ALL.into_iter().find(|c| {
        live.meta.tokens[c.index()]
            .as_deref()
            .is_some_and(|secret| same_secret(token, secret))
    })
}

/// `POST /api/games/ID/hint` `{"token"}`: the engine's choice for the side
/// to move, searched [`HINT_NODES`] deep. `403` unless the token is the
/// side to move's, `409` if the game is over or the other side's token.
pub async fn hint(
    State(app): State<App>,
    Path(id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let body: TokenBody = parse_json(body)?;
    let (game, duels, seed) = app
        .store()
        .run(move |db| {
            let live = db.get(&id)?;
            mover(live, body.token.as_deref())?;
            Ok((live.game.clone(), live.meta.duels, live.meta.seed))
        })
        .await?;
    let pos = *game.position();
    let result = app
        .search_with(game, Strength::Nodes(HINT_NODES), duels, seed, |_| {})
        .await
        .ok_or_else(|| ApiError::internal("the search failed"))?;
    let m = result
        .best_move
        .ok_or_else(|| ApiError::conflict("the game is over"))?;
    Ok(Json(json!({
        "move": m.to_string(),
        "algebraic": algebraic(&pos, m),
        "score": result.score.centipoints(),
        "depth": result.depth,
        "pv": result.pv.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
    })))
}

/// `POST /api/games/ID/undo` `{"token"}`: takes back the token side's last
/// move and every move after it (the engine's answer). `409` if that side
/// has not moved, the game is over, or a move to take back is another
/// person's; `403` if the token is nobody's.
pub async fn undo(
    State(app): State<App>,
    Path(id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let body: TokenBody = parse_json(body)?;
    let game_id = id.clone();
    let (view, job) = app
        .store()
        .run(move |db| {
            let live = db.get(&id)?;
            let side = holder(live, body.token.as_deref())
                .ok_or_else(|| ApiError::forbidden("a missing or wrong token"))?;
            if let Some(outcome) = outcome_text(live) {
                return Err(ApiError::conflict(format!("the game is over ({outcome})")));
            }
            if live.meta.seats[(!side).index()] == Seat::Human {
                return Err(ApiError::conflict(format!(
                    "{} is a person: a move is taken back only in a game against the engine",
                    !side
                )));
            }
            let game = &live.game;
            let last = (0..game.moves().len())
                .rev()
                .find(|&i| game.positions()[i].side_to_move() == side)
                .ok_or_else(|| ApiError::conflict(format!("{side} has made no move")))?;
            let view = game_json(db.truncate(&id, last)?);
            Ok((view, claim_engine(db, &id)?))
        })
        .await?;
    app.after_change(&game_id, &view, job);
    Ok(Json(view))
}

/// `POST /api/games/ID/resign` `{"token"}`: the token's side gives up.
/// `409` if the game is over, `403` if the token is nobody's.
pub async fn resign(
    State(app): State<App>,
    Path(id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let body: TokenBody = parse_json(body)?;
    let game_id = id.clone();
    let view = app
        .store()
        .run(move |db| {
            let live = db.get(&id)?;
            let side = holder(live, body.token.as_deref())
                .ok_or_else(|| ApiError::forbidden("a missing or wrong token"))?;
            if let Some(outcome) = outcome_text(live) {
                return Err(ApiError::conflict(format!("the game is over ({outcome})")));
            }
            Ok(game_json(db.resign(&id, side)?))
        })
        .await?;
    app.after_change(&game_id, &view, None);
    Ok(Json(view))
}

/// `POST /api/games/ID/seat`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SeatBody {
    #[serde(default)]
    token: Option<String>,
    side: String,
    seat: Value,
}

/// `POST /api/games/ID/seat` `{"token", "side", "seat"}`: a new strength
/// for the engine seat `side`, by the holder of the other side's token.
/// `400` unless `side` is an engine seat and `seat` an engine; `403` if the
/// token is not the other side's.
pub async fn seat(
    State(app): State<App>,
    Path(id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let body: SeatBody = parse_json(body)?;
    let side = match body.side.as_str() {
        "black" => Color::Black,
        "orange" => Color::Orange,
        other => {
            return Err(ApiError::bad_request(format!(
                "side {other:?} is not black or orange"
            )));
        }
    };
    let seat = Seat::from_json(&body.seat).map_err(ApiError::bad_request)?;
    if !seat.is_engine() {
        return Err(ApiError::bad_request(
            "only an engine's strength can change",
        ));
    }
    let game_id = id.clone();
    let (view, job) = app
        .store()
        .run(move |db| {
            let live = db.get(&id)?;
            if !live.meta.seats[side.index()].is_engine() {
                return Err(ApiError::bad_request(format!(
                    "{} is played by a person",
                    side_name(side)
                )));
            }
            if holder(live, body.token.as_deref()) != Some(!side) {
                return Err(ApiError::forbidden(format!(
                    "a missing or wrong token for {}",
                    !side
                )));
            }
            let view = game_json(db.set_seat(&id, side, seat)?);
            // A search under way goes on at its old strength; a game
            // whose engine was idle gets it back to work.
            let job = if engine_job(db.get(&id)?).is_some() {
                claim_engine(db, &id)?
            } else {
                None
            };
            Ok((view, job))
        })
        .await?;
    app.after_change(&game_id, &view, job);
    Ok(Json(view))
}

/// `GET /api/rules`: the crate's presets (`Rules::PRESETS`), each with its
/// name (which the rules text reads as that preset) and its rules written
/// out as rules text.
pub async fn presets() -> Json<Value> {
    let list: Vec<Value> = Rules::PRESETS
        .iter()
        .map(|(name, rules)| json!({"name": name, "rules": rules.to_string()}))
        .collect();
    Json(json!({ "presets": list }))
}
