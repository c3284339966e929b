//! What no request may do: hold the engines with games between two
//! engines, read a token out of the database, or read the database's own
//! words in an answer.

mod common;

use axum::http::StatusCode;
use common::Local;
use serde_json::{Value, json};

async fn post(server: &Local, uri: &str, body: Value) -> (StatusCode, Value) {
    server.call("POST", uri, Some(&body.to_string())).await
}

/// A game between two engines at `nodes` positions a move.
fn exhibition(nodes: u64) -> String {
    json!({"black": {"engine": {"nodes": nodes}}, "orange": {"engine": {"nodes": nodes}}})
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_between_engines_are_bounded_and_their_owner_stops_them() {
    let server = Local::new();
    // Past the bound of a game only watched: refused, nothing made.
    let (status, answer) = server
        .call("POST", "/api/games", Some(&exhibition(1_000_001)))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    let slow =
        json!({"black": {"engine": {"movetime_ms": 2001}}, "orange": {"engine": {"nodes": 10}}})
            .to_string();
    assert_eq!(
        server.call("POST", "/api/games", Some(&slow)).await.0,
        StatusCode::BAD_REQUEST
    );
    // Two play at once; a third is refused while they do.
    let mut made = Vec::new();
    for _ in 0..2 {
        let (status, answer) = server
            .call("POST", "/api/games", Some(&exhibition(1_000_000)))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{answer}");
        made.push(answer);
    }
    let (status, answer) = server
        .call("POST", "/api/games", Some(&exhibition(1_000_000)))
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{answer}");
    // A game with a person in it is not held back by them.
    let (status, _) = server
        .call(
            "POST",
            "/api/games",
            Some(r#"{"black": "human", "orange": {"engine": {"nodes": 100}}}"#),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    // Only the owner's token stops a game; a person's game is resigned,
    // not stopped.
    let id = made[0]["id"].as_str().unwrap();
    let stop = format!("/api/games/{id}/stop");
    assert_eq!(
        post(&server, &stop, json!({"token": "x"})).await.0,
        StatusCode::FORBIDDEN
    );
    let (status, game) = post(&server, &stop, json!({"token": made[0]["owner"]})).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(game["outcome"]["by"], json!("stopped"));
    assert_eq!(
        post(&server, &stop, json!({"token": made[0]["owner"]}))
            .await
            .0,
        StatusCode::CONFLICT
    );
    let (id2, black, _) = server
        .create(r#"{"black": "human", "orange": "human"}"#)
        .await;
    let (_, owner_answer) = server.call("GET", &format!("/api/games/{id2}"), None).await;
    assert_eq!(owner_answer["exhibition"], json!(false));
    assert_eq!(
        post(
            &server,
            &format!("/api/games/{id2}/stop"),
            json!({"token": black})
        )
        .await
        .0,
        StatusCode::FORBIDDEN
    );
    // Once the stopped game's engine has left its core, a new one is made.
    let start = std::time::Instant::now();
    loop {
        let (status, _) = server
            .call("POST", "/api/games", Some(&exhibition(10)))
            .await;
        if status == StatusCode::CREATED {
            break;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "still refused: {status}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    for m in &made[1..] {
        let id = m["id"].as_str().unwrap();
        post(
            &server,
            &format!("/api/games/{id}/stop"),
            json!({"token": m["owner"]}),
        )
        .await;
    }
}

#[tokio::test]
async fn the_database_keeps_no_token_in_the_clear() {
    let server = Local::new();
    let (id, black, orange) = server
        .create(r#"{"black": "human", "orange": "human"}"#)
        .await;
    let (black, orange) = (black.unwrap(), orange.unwrap());
    let conn = rusqlite::Connection::open(&server.db.0).unwrap();
    let (stored_black, stored_orange): (String, String) = conn
        .query_row(
            "SELECT black_token, orange_token FROM games WHERE id = ?1",
            [&id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_ne!(stored_black, black);
    assert_ne!(stored_orange, orange);
    assert!(!stored_black.contains(&black) && !black.contains(&stored_black));
    // The tokens still move their sides.
    assert_eq!(
        server.play(&id, "b2b3", Some(&black)).await.0,
        StatusCode::OK
    );
}

#[tokio::test]
async fn a_database_failure_is_a_plain_500() {
    let server = Local::new();
    let (id, black, _) = server
        .create(r#"{"black": "human", "orange": "human"}"#)
        .await;
    // The moves table gone behind the server's back: the next move fails
    // in SQLite, whose words stay in the server's log.
    let conn = rusqlite::Connection::open(&server.db.0).unwrap();
    conn.execute_batch("DROP TABLE moves").unwrap();
    let (status, answer) = server.play(&id, "b2b3", black.as_deref()).await;
    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{answer}");
    let message = answer["error"].as_str().unwrap();
    assert!(
        !message.contains("moves") && !message.to_lowercase().contains("sql"),
        "{message}"
    );
}
