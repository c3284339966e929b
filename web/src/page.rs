//! The page: its files embedded in the binary, so that the server needs
//! nothing beside it and the page works offline. The script is a set of ES
//! modules (`type="module"`), one a section of the page, loaded by the
//! browser from here: no build step.

use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};

/// `page/index.html`.
pub const INDEX_HTML: &str = include_str!("../page/index.html");

/// Every other file of the page: its name, its type and its text.
pub const FILES: &[(&str, &str, &str)] = &[
    ("style.css", CSS, include_str!("../page/style.css")),
    ("main.js", JS, include_str!("../page/main.js")),
    ("api.js", JS, include_str!("../page/api.js")),
    ("state.js", JS, include_str!("../page/state.js")),
    ("dom.js", JS, include_str!("../page/dom.js")),
    ("board.js", JS, include_str!("../page/board.js")),
    ("pieces.js", JS, include_str!("../page/pieces.js")),
    ("panel.js", JS, include_str!("../page/panel.js")),
    ("play.js", JS, include_str!("../page/play.js")),
    ("dialogs.js", JS, include_str!("../page/dialogs.js")),
    ("newgame.js", JS, include_str!("../page/newgame.js")),
    ("recent.js", JS, include_str!("../page/recent.js")),
    ("records.js", JS, include_str!("../page/records.js")),
    ("settings.js", JS, include_str!("../page/settings.js")),
];

const CSS: &str = "text/css; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";

/// What the page may load and run: only its own files and this server's
/// answers, no inline script or style, no frame around it. A second wall
/// behind the page's escaping of what it shows: text that slipped into the
/// page as markup still could not run.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
frame-ancestors 'none'";

fn serve(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            // The page reloads what it is given: a new binary may bring a
            // new page.
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
        .into_response()
}

/// `GET /`.
pub async fn index() -> Response {
    serve("text/html; charset=utf-8", INDEX_HTML)
}

/// `GET /NAME`: one of [`FILES`]; `404` for any other name.
pub async fn file(Path(name): Path<String>) -> Response {
    match FILES.iter().find(|(file, ..)| *file == name) {
        Some((_, content_type, body)) => serve(content_type, body),
        None => crate::error::ApiError::new(axum::http::StatusCode::NOT_FOUND, "no such page")
            .into_response(),
    }
}
