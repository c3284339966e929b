//! The page: three files embedded in the binary, so that the server needs
//! nothing beside it and the page works offline.

use axum::http::header;
use axum::response::{IntoResponse, Response};

/// `page/index.html`.
pub const INDEX_HTML: &str = include_str!("../page/index.html");
/// `page/app.js`.
pub const APP_JS: &str = include_str!("../page/app.js");
/// `page/style.css`.
pub const STYLE_CSS: &str = include_str!("../page/style.css");

/// What the page may load and run: only its own files and this server's
/// answers, no inline script or style, no frame around it. A second wall
/// behind the page's escaping of what it shows: text that slipped into the
/// page as markup still could not run.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
frame-ancestors 'none'";

fn file(content_type: &'static str, body: &'static str) -> Response {
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
    file("text/html; charset=utf-8", INDEX_HTML)
}

/// `GET /app.js`.
pub async fn app_js() -> Response {
    file("text/javascript; charset=utf-8", APP_JS)
}

/// `GET /style.css`.
pub async fn style_css() -> Response {
    file("text/css; charset=utf-8", STYLE_CSS)
}
