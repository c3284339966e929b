//! The JSON interface of WEB.md: making a game, reading it, its legal
//! moves, playing a move, its events and its record; and a list of games.

use super::change::change_game;
use crate::access;
use crate::app::App;
use crate::duels;
use crate::engine::strength::exhibition_allows;
use crate::error::ApiError;
use crate::events::GameEvent;
use crate::json_body::JsonBody;
use crate::live::{Meta, Offer};
use crate::seat::Seat;
use crate::token::{new_id, new_seed, new_token, stored_form};
use crate::view::moves::{MovesView, legal_moves as moves_view};
use crate::view::record::{record_text, uploaded};
use crate::view::summary::{SummariesView, summaries};
use crate::view::{self, GameView};
use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::sse::{KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream, StreamExt};
use jetan::{ByColor, Color, Duels, Game, Record, Rules};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::convert::Infallible;

/// Games a list asks for at most.
pub const MAX_LISTED: usize = 50;

/// `POST /api/games`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateBody {
    #[serde(default)]
    rules: Option<String>,
    /// Each side's seat; with a record, the record's players by default.
    #[serde(default)]
    black: Option<Value>,
    #[serde(default)]
    orange: Option<Value>,
    #[serde(default)]
    duels: Option<Duels>,
    /// An addition: who moves first (`black`, the default, or `orange`).
    #[serde(default)]
    first: Option<String>,
    /// An addition: a game record to start from (its rules, start, moves,
    /// players, duels and result); `rules` and `first` are then not read.
    #[serde(default)]
    record: Option<String>,
}

/// `POST /api/games`'s answer.
#[derive(Serialize)]
pub struct Created {
    id: String,
    /// A token for each human seat: the secret that moves it.
    tokens: ByColor<Option<String>>,
    /// The token of whoever made the game: it stops a game between two
    /// engines.
    owner: String,
}

/// A seat from its JSON, `side` naming it in the error.
fn seat(value: Option<&Value>, side: &str, record: Option<Seat>) -> Result<Seat, ApiError> {
    match (value, record) {
        (Some(v), _) => {
            Seat::from_json(v).map_err(|e| ApiError::bad_request(format!("{side}: {e}")))
        }
        (None, Some(seat)) => Ok(seat),
        (None, None) => Err(ApiError::bad_request(format!("{side}: a seat is needed"))),
    }
}

/// `POST /api/games`.
pub async fn create(
    State(app): State<App>,
    JsonBody(body): JsonBody<CreateBody>,
) -> Result<Response, ApiError> {
    let (game, record_seats, record_duels, ending) = match &body.record {
        Some(text) => {
            let record = text
                .parse::<Record>()
                .map_err(|e| ApiError::bad_request(format!("record: {e}")))?;
            let u = uploaded(record);
            (u.game, Some(u.seats), u.duels, u.ending)
        }
        None => {
            let rules: Rules = body
                .rules
                .as_deref()
                .unwrap_or("")
                .parse()
                .map_err(|e| ApiError::bad_request(format!("rules: {e}")))?;
            let first = match body.first.as_deref() {
                None | Some("black") => Color::Black,
                Some("orange") => Color::Orange,
                Some(other) => {
                    return Err(ApiError::bad_request(format!(
                        "first: {other:?} is not \"black\" or \"orange\""
                    )));
                }
            };
            (Game::new(rules, first), None, None, None)
        }
    };
    let seats = ByColor::new(
        seat(body.black.as_ref(), "black", record_seats.map(|s| s.0))?,
        seat(body.orange.as_ref(), "orange", record_seats.map(|s| s.1))?,
    );
    let exhibition = seats.iter().all(|(_, s)| s.is_engine());
    if exhibition {
        for (_, s) in seats.iter() {
            if let Seat::Engine(strength) = s {
                exhibition_allows(*strength).map_err(ApiError::bad_request)?;
            }
        }
        if app.exhibitions_full() && ending.is_none() && game.outcome().is_none() {
            return Err(ApiError::too_many(
                "as many games between two engines are playing as this server allows: try again later",
            ));
        }
    }
    let random = |e: getrandom::Error| ApiError::internal(format!("the random source failed: {e}"));
    let mut tokens: ByColor<Option<String>> = ByColor::default();
    for (side, s) in seats.iter() {
        if *s == Seat::Human {
            tokens[side] = Some(new_token().map_err(random)?);
        }
    }
    let owner = new_token().map_err(random)?;
    let meta = Meta {
        id: new_id().map_err(random)?,
        seats,
        tokens: tokens.as_ref().map(|t| t.as_deref().map(stored_form)),
        owner: Some(stored_form(&owner)),
        duels: body.duels.or(record_duels).unwrap_or_default(),
        seed: new_seed().map_err(random)?,
        ending,
        offer: Offer::None,
        created: now(),
    };
    let id = meta.id.clone();
    let claimer = app.clone();
    let (shown, job) = app
        .store()
        .run(move |db| {
            let id = meta.id.clone();
            let shown = view::game(db.create(meta, game)?, ByColor::splat(false));
            Ok((shown, claimer.claim(db, &id)?))
        })
        .await?;
    app.after_change(&id, &shown, job);
    let answer = Created { id, tokens, owner };
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

/// Seconds since 1970, now.
fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The game `id` as the interface shows it.
pub async fn shown(app: &App, id: String) -> Result<GameView, ApiError> {
    let presence = app.presence().of(&id);
    app.store()
        .run(move |db| Ok(view::game(db.get(&id)?, presence)))
        .await
}

/// `GET /api/games/ID`.
pub async fn get(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<GameView>, ApiError> {
    shown(&app, id).await.map(Json)
}

/// `GET /api/games?ids=ID,ID,...`'s query.
#[derive(Deserialize)]
pub struct ListQuery {
    #[serde(default)]
    ids: String,
}

/// `GET /api/games?ids=ID,ID,...`: the games named (at most
/// [`MAX_LISTED`]) that exist, in a few words each; anyone who knows a
/// game's name may read it.
pub async fn list(
    State(app): State<App>,
    Query(query): Query<ListQuery>,
) -> Result<Json<SummariesView>, ApiError> {
    let ids: Vec<String> = query
        .ids
        .split(',')
        .filter(|id| !id.is_empty())
        .map(str::to_string)
        .collect();
    if ids.len() > MAX_LISTED {
        return Err(ApiError::bad_request(format!(
            "at most {MAX_LISTED} games a list, not {}",
            ids.len()
        )));
    }
    let listed = app.store().run(move |db| Ok(db.summaries(&ids)?)).await?;
    Ok(Json(summaries(listed)))
}

/// `GET /api/games/ID/moves`.
pub async fn legal_moves(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<MovesView>, ApiError> {
    let moves = app
        .store()
        .run(move |db| Ok(moves_view(db.get(&id)?)))
        .await?;
    Ok(Json(moves))
}

/// `GET /api/games/ID/record`.
pub async fn record(State(app): State<App>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let text = app
        .store()
        .run(move |db| Ok(record_text(db.get(&id)?)))
        .await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// `POST /api/games/ID/moves`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveBody {
    #[serde(rename = "move")]
    text: String,
    #[serde(default)]
    token: Option<String>,
}

/// `POST /api/games/ID/moves`.
pub async fn play(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<MoveBody>,
) -> Result<Json<GameView>, ApiError> {
    change_game(&app, id, move |db, id| {
        let live = db.get(id)?;
        access::mover(live, body.token.as_deref())?;
        let pos = *live.game.position();
        let m = pos
            .parse_move(body.text.trim())
            .map_err(|e| ApiError::illegal(e.to_string()))?;
        let ply = live.game.moves().len();
        let m = duels::decide(live.meta.duels, &pos, m, live.meta.seed, ply, true);
        db.append(id, ply, m)?;
        Ok(())
    })
    .await
}

/// `GET /api/games/ID/events`.
pub async fn events(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Sse<impl Stream<Item = Result<axum::response::sse::Event, Infallible>>>, ApiError> {
    let exists = id.clone();
    app.store()
        .run(move |db| db.get(&exists).map(|_| ()).map_err(ApiError::from))
        .await?;
    // Subscribed before the game is read, so that no move falls between
    // the first event and the stream.
    let events = app.subscribe(&id);
    let first = GameEvent::game(&shown(&app, id).await?);
    let first = stream::once(async move { first });
    let rest = stream::unfold(events, |mut events| async move {
        loop {
            match events.recv().await {
                Ok(event) => return Some((event, events)),
                // Too slow: skip to the newest; the next game event has it all.
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return None,
            }
        }
    });
    let stream = first.chain(rest).map(|event| Ok(event.to_sse()));
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

/// Publishes game `id` as it now stands to its watchers (after a change
/// that is no move: someone came or went).
pub async fn republish(app: &App, id: String) {
    if let Ok(shown) = shown(app, id.clone()).await {
        app.publish(&id, GameEvent::game(&shown));
    }
}
