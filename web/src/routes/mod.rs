//! The routes: the JSON interface of WEB.md ([`games`]), the page's
//! controls beyond it ([`controls`]: hint, undo, resign, an engine's
//! strength, stopping a game between engines, being there), the offers
//! between two players ([`offers`]), the rules' presets and options
//! ([`rules`]), and the page's files.
//!
//! Each request that reads or changes a game is one job on the database
//! thread (`Store::run`): checked, stored and answered there, so that
//! nothing changes when a check fails and two requests never interleave.

pub mod change;
pub mod controls;
pub mod games;
pub mod offers;
pub mod rules;

use crate::app::App;
use crate::error::ApiError;
use crate::json_body::BODY_LIMIT;
use crate::page;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::routing::{get, post};

/// The routes, over `app`.
pub fn router(app: App) -> Router {
    Router::new()
        .route("/", get(page::index))
        .route("/{file}", get(page::file))
        .route("/api/games", post(games::create).get(games::list))
        .route("/api/games/{id}", get(games::get))
        .route(
            "/api/games/{id}/moves",
            get(games::legal_moves).post(games::play),
        )
        .route("/api/games/{id}/events", get(games::events))
        .route("/api/games/{id}/record", get(games::record))
        .route("/api/games/{id}/hint", post(controls::hint))
        .route("/api/games/{id}/undo", post(controls::undo))
        .route("/api/games/{id}/resign", post(controls::resign))
        .route("/api/games/{id}/seat", post(controls::seat))
        .route("/api/games/{id}/stop", post(controls::stop))
        .route("/api/games/{id}/presence", post(controls::presence))
        .route("/api/games/{id}/offer", post(offers::offer))
        .route("/api/games/{id}/answer", post(offers::answer))
        .route("/api/rules", get(rules::rules))
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
