//! The routes: the JSON interface of WEB.md, its additions for the page
//! (web/README.md), the event streams and the page's files.
//!
//! Each request that reads or changes a game is one job on the database
//! thread ([`Store::run`]): checked, stored and answered there, so that
//! nothing changes when a check fails and two requests never interleave.

use crate::engine::{self, EngineJob, engine_job};
use crate::error::ApiError;
use crate::events::{GameEvent, Hub};
use crate::seat::Seat;
use crate::store::{Db, Live, Meta, Store};
use crate::token::{new_id, new_seed, new_token, same_secret};
use crate::view::{game_json, legal_moves_json, record_text};
use crate::{controls, duels, page};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{StatusCode, header};
use axum::response::sse::{KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures_util::stream::{self, Stream, StreamExt};
use jetan::Duels;
use jetan::{Color, Game, Record, Rules};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::convert::Infallible;
use std::sync::Arc;
use tokio::sync::Semaphore;

/// The largest request body: 64 KiB, room for a record of a long game.
pub const BODY_LIMIT: usize = 64 * 1024;

/// The server: its database, its event channels and its engine workers.
/// Clones share them.
#[derive(Clone)]
pub struct App(Arc<Inner>);

struct Inner {
    store: Store,
    hub: Hub,
    /// Searches running at once: one a core, so that engines queue rather
    /// than slow every request down.
    searches: Semaphore,
}

impl App {
    /// A server over the database at `path` (created if absent).
    pub fn open(path: &std::path::Path) -> rusqlite::Result<App> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Ok(App(Arc::new(Inner {
            store: Store::open(path)?,
            hub: Hub::default(),
            searches: Semaphore::new(cores),
        })))
    }

    /// Starts the engine of every unfinished game whose engine is to move:
    /// after a restart, the moves it had not played yet. Needs a Tokio
    /// runtime.
    pub fn resume_engines(&self) {
        let app = self.clone();
        tokio::spawn(async move {
            let Ok(ids) = app.0.store.run(|db| db.unfinished_with_engine()).await else {
                return;
            };
            for id in ids {
                if let Ok(Some(job)) = app.0.store.run(move |db| claim_engine(db, &id)).await {
                    app.start_engine(job);
                }
            }
        });
    }

    /// Tells the game's watchers of its new state, and sets its engine to
    /// work if it is to move.
    pub(crate) fn after_change(&self, id: &str, view: &Value, job: Option<EngineJob>) {
        self.0.hub.publish(id, GameEvent::Game(view.to_string()));
        if let Some(job) = job {
            self.start_engine(job);
        }
    }

    fn start_engine(&self, job: EngineJob) {
        let app = self.clone();
        tokio::spawn(async move { app.run_engine(job).await });
    }

    /// Plays the engine's moves of one game, as long as it is to move
    /// (both seats, for a game of two engines). A move is played only if
    /// the game is still where the search started.
    async fn run_engine(self, mut job: EngineJob) {
        loop {
            let best = self.search(&job).await;
            let (id, ply, searched) = (job.id.clone(), job.ply, *job.position());
            let step = self
                .0
                .store
                .run(move |db| {
                    // Still the position searched: no undo or change of
                    // seat came between.
                    let fresh = engine_job(db.get(&id)?)
                        .is_some_and(|j| j.ply == ply && *j.position() == searched);
                    let mut view = None;
                    if let (true, Some(m)) = (fresh, best) {
                        let live = db.get(&id)?;
                        let pos = *live.game.position();
                        let m = duels::decide(live.meta.duels, &pos, m, live.meta.seed, ply, false);
                        view = Some(game_json(db.append(&id, ply, m)?));
                    }
                    // A search without a move would be searched again
                    // forever: stop instead.
                    let next = if fresh && view.is_none() {
                        None
                    } else {
                        engine_job(db.get(&id)?)
                    };
                    if next.is_none() {
                        db.release_engine(&id);
                    }
                    Ok((view, next))
                })
                .await;
            match step {
                Ok((view, next)) => {
                    if let Some(view) = view {
                        self.0
                            .hub
                            .publish(&job.id, GameEvent::Game(view.to_string()));
                    }
                    match next {
                        Some(next) => job = next,
                        None => return,
                    }
                }
                Err(_) => {
                    let id = job.id.clone();
                    let _ = self
                        .0
                        .store
                        .run(move |db| {
                            db.release_engine(&id);
                            Ok(())
                        })
                        .await;
                    return;
                }
            }
        }
    }

    /// The engine's move for `job`, searched off the async threads, its
    /// progress sent as `thinking` events.
    async fn search(&self, job: &EngineJob) -> Option<jetan::Move> {
        let (app, id) = (self.clone(), job.id.clone());
        let report = move |data| app.0.hub.publish(&id, GameEvent::Thinking(data));
        self.search_with(job.game.clone(), job.strength, job.duels, job.seed, report)
            .await
            .and_then(|result| result.best_move)
    }

    /// A search of `game`'s position off the async threads, once a core is free;
    /// `report` gets each depth's `thinking` data. `None` if the search
    /// failed.
    pub(crate) async fn search_with(
        &self,
        game: Game,
        strength: crate::seat::Strength,
        duels: Duels,
        seed: u64,
        report: impl FnMut(String) + Send + 'static,
    ) -> Option<jetan::search::SearchResult> {
        let Ok(_permit) = self.0.searches.acquire().await else {
            return None;
        };
        tokio::task::spawn_blocking(move || engine::think(&game, strength, duels, seed, report))
            .await
            .ok()
    }

    /// The database thread.
    pub(crate) fn store(&self) -> &Store {
        &self.0.store
    }
}

/// The engine's job for game `id` if its engine is to move and not yet
/// at work, marking it at work.
pub(crate) fn claim_engine(db: &mut Db, id: &str) -> Result<Option<EngineJob>, ApiError> {
    let job = engine_job(db.get(id)?);
    Ok(job.filter(|_| db.claim_engine(id)))
}

/// The routes, over `app`.
pub fn router(app: App) -> Router {
    Router::new()
        .route("/", get(page::index))
        .route("/app.js", get(page::app_js))
        .route("/style.css", get(page::style_css))
        .route("/api/games", post(create_game))
        .route("/api/games/{id}", get(get_game))
        .route("/api/games/{id}/moves", get(legal_moves).post(play_move))
        .route("/api/games/{id}/events", get(events))
        .route("/api/games/{id}/record", get(record))
        .route("/api/games/{id}/hint", post(controls::hint))
        .route("/api/games/{id}/undo", post(controls::undo))
        .route("/api/games/{id}/resign", post(controls::resign))
        .route("/api/games/{id}/seat", post(controls::seat))
        .route("/api/rules", get(controls::presets))
        .fallback(|| async { ApiError::new(StatusCode::NOT_FOUND, "no such page") })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "this address does not take that method",
            )
        })
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(app)
}

/// Reads a JSON body of type `T`: `413` over [`BODY_LIMIT`], `400` for
/// anything that is not such JSON.
pub(crate) fn parse_json<T: DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
) -> Result<T, ApiError> {
    let bytes = body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("the body is over the limit of {BODY_LIMIT} bytes"),
            )
        } else {
            ApiError::bad_request(rejection.body_text())
        }
    })?;
    serde_json::from_slice(&bytes)
        .map_err(|e| ApiError::bad_request(format!("the body is not the JSON asked for: {e}")))
}

/// `POST /api/games`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    #[serde(default)]
    rules: Option<String>,
    black: Value,
    orange: Value,
    #[serde(default)]
    duels: Option<Duels>,
    /// An addition: who moves first (`black`, the default, or `orange`).
    #[serde(default)]
    first: Option<String>,
    /// An addition: a game record to start from (its rules, start and
    /// moves); `rules` and `first` are then not used.
    #[serde(default)]
    record: Option<String>,
}

async fn create_game(
    State(app): State<App>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let body: CreateBody = parse_json(body)?;
    let seats = [
        Seat::from_json(&body.black).map_err(|e| ApiError::bad_request(format!("black: {e}")))?,
        Seat::from_json(&body.orange).map_err(|e| ApiError::bad_request(format!("orange: {e}")))?,
    ];
    let game = match &body.record {
        Some(text) => text
            .parse::<Record>()
            .map_err(|e| ApiError::bad_request(format!("record: {e}")))?
            .into_game(),
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
            Game::new(rules, first)
        }
    };
    let random = |e: getrandom::Error| ApiError::internal(format!("the random source failed: {e}"));
    let mut tokens = [None, None];
    for c in Color::ALL {
        if seats[c.index()] == Seat::Human {
            tokens[c.index()] = Some(new_token().map_err(random)?);
        }
    }
    let meta = Meta {
        id: new_id().map_err(random)?,
        seats,
        tokens: tokens.clone(),
        duels: body.duels.unwrap_or_default(),
        seed: new_seed().map_err(random)?,
        resigned: None,
    };
    let id = meta.id.clone();
    let (view, job) = app
        .0
        .store
        .run(move |db| {
            let id = meta.id.clone();
            let view = game_json(db.create(meta, game)?);
            Ok((view, claim_engine(db, &id)?))
        })
        .await?;
    app.after_change(&id, &view, job);
    let answer = json!({"id": id, "tokens": {"black": tokens[0], "orange": tokens[1]}});
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}

async fn get_game(State(app): State<App>, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    let view = app
        .0
        .store
        .run(move |db| Ok(game_json(db.get(&id)?)))
        .await?;
    Ok(Json(view))
}

async fn legal_moves(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let moves = app
        .0
        .store
        .run(move |db| Ok(legal_moves_json(db.get(&id)?)))
        .await?;
    Ok(Json(moves))
}

async fn record(State(app): State<App>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let text = app
        .0
        .store
        .run(move |db| Ok(record_text(db.get(&id)?)))
        .await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// `POST /api/games/ID/moves`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    #[serde(rename = "move")]
    text: String,
    #[serde(default)]
    token: Option<String>,
}

/// The side that `token` may move now in `live`: `409` if the game is over
/// or the token is the other side's, `403` if it is nobody's.
pub(crate) fn mover(live: &Live, token: Option<&str>) -> Result<Color, ApiError> {
    if let Some(outcome) = crate::view::outcome_text(live) {
        return Err(ApiError::conflict(format!("the game is over ({outcome})")));
    }
    let side = live.game.position().side_to_move();
    let holds = |c: Color| match (token, &live.meta.tokens[c.index()]) {
        (Some(given), Some(secret)) => same_secret(given, secret),
        _ => false,
    };
    if holds(side) {
        Ok(side)
    } else if holds(!side) {
        Err(ApiError::conflict(format!(
            "{side} is to move, not {}",
            !side
        )))
    } else {
        Err(ApiError::forbidden(format!(
            "a missing or wrong token for {side}, the side to move"
        )))
    }
}

async fn play_move(
    State(app): State<App>,
    Path(id): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let body: MoveBody = parse_json(body)?;
    let game_id = id.clone();
    let (view, job) = app
        .0
        .store
        .run(move |db| {
            let live = db.get(&id)?;
            mover(live, body.token.as_deref())?;
            let pos = *live.game.position();
            let m = pos
                .parse_move(body.text.trim())
                .map_err(|e| ApiError::illegal(e.to_string()))?;
            let ply = live.game.moves().len();
            let m = duels::decide(live.meta.duels, &pos, m, live.meta.seed, ply, true);
            let view = game_json(db.append(&id, ply, m)?);
            Ok((view, claim_engine(db, &id)?))
        })
        .await?;
    app.after_change(&game_id, &view, job);
    Ok(Json(view))
}

async fn events(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Sse<impl Stream<Item = Result<axum::response::sse::Event, Infallible>>>, ApiError> {
    let exists = id.clone();
    app.0
        .store
        .run(move |db| db.get(&exists).map(|_| ()))
        .await?;
    // Subscribed before the game is read, so that no move falls between
    // the first event and the stream.
    let events = app.0.hub.subscribe(&id);
    let view = app
        .0
        .store
        .run(move |db| Ok(game_json(db.get(&id)?)))
        .await?;
    let first = stream::once(async move { GameEvent::Game(view.to_string()) });
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
