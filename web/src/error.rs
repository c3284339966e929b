//! A failed request: its status and `{"error": "what was wrong"}`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// A request that failed, and why; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The status answered.
    pub status: StatusCode,
    /// What was wrong, for a person to read.
    pub message: String,
}

/// The body of every failure.
#[derive(Serialize)]
struct ErrorBody<'a> {
    error: &'a str,
}

impl ApiError {
    /// An error with `status`.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }

    /// `400`: a body that is not the JSON asked for, bad rules text, a bad seat.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    /// `403`: a missing or wrong token.
    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, message)
    }

    /// `404`: no such game.
    pub fn no_game(id: &str) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, format!("no game {id:?}"))
    }

    /// `409`: the game is over, or the side is not to move.
    pub fn conflict(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, message)
    }

    /// `422`: a move that is not legal, in the crate's words.
    pub fn illegal(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }

    /// `429`: the server's engines are as busy as it lets them be.
    pub fn too_many(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::TOO_MANY_REQUESTS, message)
    }

    /// `500`: the server failed (the database, the random source). What
    /// failed is written to the server's standard error, never to the
    /// client: a database's words can say more of the server than a
    /// client should know.
    pub fn internal(what: impl std::fmt::Display) -> ApiError {
        eprintln!("jetan-web: internal error: {what}");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the server failed on this request (its log says why)",
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: &self.message,
        };
        (self.status, axum::Json(body)).into_response()
    }
}
