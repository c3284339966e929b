//! What the server's tests share: temporary databases, a call through the
//! router, the server program on a real socket.

#![allow(dead_code)]

pub mod http;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use jetan_web::{App, router};
use serde_json::Value;
use std::io::BufRead;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tower::ServiceExt;

/// A database file in the temporary folder, removed (with SQLite's side
/// files) when dropped.
pub struct TempDb(pub PathBuf);

impl TempDb {
    pub fn new() -> TempDb {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let name = format!(
            "jetan-web-test-{}-{}-{nanos}.sqlite3",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        );
        TempDb(std::env::temp_dir().join(name))
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm"] {
            let mut path = self.0.clone().into_os_string();
            path.push(suffix);
            let _ = std::fs::remove_file(path);
        }
    }
}

/// A server in this process, called through its router (no network).
pub struct Local {
    pub app: App,
    pub db: TempDb,
}

impl Local {
    pub fn new() -> Local {
        let db = TempDb::new();
        Local {
            app: App::open(&db.0).expect("the database opens"),
            db,
        }
    }

    /// `method uri` with `body`: the status and the body (JSON, or a JSON
    /// string holding the text of a body that is not JSON).
    pub async fn call(&self, method: &str, uri: &str, body: Option<&str>) -> (StatusCode, Value) {
        let (status, _, text) = self
            .call_raw(method, uri, body.map(|b| b.as_bytes().to_vec()))
            .await;
        let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
        (status, value)
    }

    /// `method uri` with raw bytes: status, content type, body text.
    pub async fn call_raw(
        &self,
        method: &str,
        uri: &str,
        body: Option<Vec<u8>>,
    ) -> (StatusCode, String, String) {
        let request = Request::builder()
            .method(method)
            .uri(uri)
            .header("content-type", "application/json")
            .body(body.map_or_else(Body::empty, Body::from))
            .expect("a request");
        let response = router(self.app.clone())
            .oneshot(request)
            .await
            .expect("an answer");
        let status = response.status();
        let content_type = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("a body")
            .to_bytes();
        (
            status,
            content_type,
            String::from_utf8_lossy(&bytes).into_owned(),
        )
    }

    /// Makes a game from `body` and answers its id and tokens.
    pub async fn create(&self, body: &str) -> (String, Option<String>, Option<String>) {
        let (status, answer) = self.call("POST", "/api/games", Some(body)).await;
        assert_eq!(status, StatusCode::CREATED, "{answer}");
        let token = |side: &str| answer["tokens"][side].as_str().map(str::to_string);
        (
            answer["id"].as_str().expect("an id").to_string(),
            token("black"),
            token("orange"),
        )
    }

    /// Plays `text` with `token` and answers the status and the answer.
    pub async fn play(&self, id: &str, text: &str, token: Option<&str>) -> (StatusCode, Value) {
        let body = serde_json::json!({"move": text, "token": token}).to_string();
        self.call("POST", &format!("/api/games/{id}/moves"), Some(&body))
            .await
    }

    pub async fn game(&self, id: &str) -> Value {
        let (status, game) = self.call("GET", &format!("/api/games/{id}"), None).await;
        assert_eq!(status, StatusCode::OK, "{game}");
        game
    }

    /// Waits (up to `limit`) until game `id` has at least `moves` moves or
    /// is over, and answers it.
    pub async fn wait_for_moves(&self, id: &str, moves: usize, limit: Duration) -> Value {
        let start = Instant::now();
        loop {
            let game = self.game(id).await;
            let n = game["moves"].as_array().map_or(0, Vec::len);
            if n >= moves || !game["outcome"].is_null() || start.elapsed() > limit {
                return game;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// The server program, started on a free port of 127.0.0.1; killed when
/// dropped.
pub struct Server {
    pub child: Child,
    pub addr: SocketAddr,
}

impl Server {
    pub fn start(db: &TempDb) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_jetan-web"))
            .args(["--listen", "127.0.0.1:0", "--db"])
            .arg(&db.0)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let mut line = String::new();
        let stdout = child.stdout.take().expect("its output");
        std::io::BufReader::new(stdout)
            .read_line(&mut line)
            .expect("its first line");
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("first line {line:?}"))
            .parse()
            .expect("an address");
        Server { child, addr }
    }

    /// Kills the server at once (SIGKILL): no shutdown, no flush.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
