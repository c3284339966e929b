//! The JSON body of a request, read by one extractor whose failures are
//! the interface's own: `413` over the limit, `400` for anything that is
//! not the JSON asked for (after axum's customize-extractor-error
//! example).

use crate::error::ApiError;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

/// The largest request body: 64 KiB, room for a record of a long game.
pub const BODY_LIMIT: usize = 64 * 1024;

/// A request body read as JSON of type `T`. Any content type is taken: a
/// script that forgets the header is still understood.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|rejection| {
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
            .map(JsonBody)
            .map_err(|e| ApiError::bad_request(format!("the body is not the JSON asked for: {e}")))
    }
}
