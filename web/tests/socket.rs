//! The server program over a real socket of 127.0.0.1: the statuses, a
//! race, the event streams, the page, and a restart after a kill that
//! keeps every answered move.

mod common;

use common::http::{Events, request};
use common::{Server, TempDb};
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

async fn create(addr: SocketAddr, body: &str) -> (String, Value) {
    let answer = request(addr, "POST", "/api/games", Some(body))
        .await
        .unwrap();
    assert_eq!(answer.status, 201, "{}", answer.body);
    let json = answer.json();
    (
        json["id"].as_str().unwrap().to_string(),
        json["tokens"].clone(),
    )
}

async fn play(addr: SocketAddr, id: &str, m: &str, token: &Value) -> (u16, Value) {
    let body = json!({"move": m, "token": token}).to_string();
    let answer = request(addr, "POST", &format!("/api/games/{id}/moves"), Some(&body))
        .await
        .unwrap();
    (answer.status, answer.json())
}

#[tokio::test]
async fn every_status_over_the_socket() {
    let db = TempDb::new();
    let server = Server::start(&db);
    let addr = server.addr;
    assert!(addr.ip().is_loopback());
    let (id, tokens) = create(
        addr,
        r#"{"rules": "", "black": "human", "orange": "human"}"#,
    )
    .await;
    let answer = request(addr, "GET", &format!("/api/games/{id}"), None)
        .await
        .unwrap();
    assert_eq!(answer.status, 200);
    assert!(
        answer
            .header("content-type")
            .unwrap()
            .starts_with("application/json")
    );
    assert_eq!(play(addr, &id, "b2b3", &tokens["black"]).await.0, 200);
    let (status, answer) = play(addr, &id, "e5e6", &tokens["orange"]).await;
    assert_eq!(
        (status, answer["error"].as_str()),
        (422, Some("no piece on e5"))
    );
    assert_eq!(play(addr, &id, "b9b8", &json!("nobody")).await.0, 403);
    assert_eq!(play(addr, &id, "b9b8", &tokens["black"]).await.0, 409);
    assert_eq!(
        play(addr, "unknown", "b9b8", &tokens["orange"]).await.0,
        404
    );
    let answer = request(
        addr,
        "POST",
        &format!("/api/games/{id}/moves"),
        Some("{\"move\":"),
    )
    .await
    .unwrap();
    assert_eq!(answer.status, 400);
    assert!(answer.json()["error"].is_string());
    let answer = request(addr, "POST", "/api/games", Some(&"x".repeat(100_000)))
        .await
        .unwrap();
    assert_eq!(answer.status, 413);
    assert!(answer.json()["error"].is_string(), "{}", answer.body);
    let answer = request(
        addr,
        "POST",
        "/api/games",
        Some(r#"{"rules": "nope=1", "black": "human", "orange": "human"}"#),
    )
    .await
    .unwrap();
    assert_eq!(answer.status, 400);
    let answer = request(addr, "GET", &format!("/api/games/{id}/record"), None)
        .await
        .unwrap();
    assert_eq!(answer.status, 200);
    assert!(
        answer.body.ends_with("\n\n1. Nb2-b3 *\n"),
        "{}",
        answer.body
    );
    // The page's files: the page, its style and its script's modules.
    for (path, kind) in [
        ("/", "text/html"),
        ("/main.js", "text/javascript"),
        ("/pieces.js", "text/javascript"),
        ("/style.css", "text/css"),
    ] {
        let answer = request(addr, "GET", path, None).await.unwrap();
        assert_eq!(answer.status, 200, "{path}");
        assert!(
            answer.header("content-type").unwrap().starts_with(kind),
            "{path}"
        );
    }
    let answer = request(addr, "GET", "/no/such/page", None).await.unwrap();
    assert_eq!(
        (answer.status, answer.json()["error"].is_string()),
        (404, true)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_racing_moves_play_one() {
    let db = TempDb::new();
    let server = Server::start(&db);
    let addr = server.addr;
    for _ in 0..5 {
        let (id, tokens) = create(addr, r#"{"black": "human", "orange": "human"}"#).await;
        let tasks: Vec<_> = [
            "b2b3", "e2e3", "b2b3", "c2c3", "e2e3", "b2b3", "h2h3", "i2i3",
        ]
        .into_iter()
        .map(|m| {
            let (id, token) = (id.clone(), tokens["black"].clone());
            tokio::spawn(async move { play(addr, &id, m, &token).await.0 })
        })
        .collect();
        let mut statuses = Vec::new();
        for task in tasks {
            statuses.push(task.await.unwrap());
        }
        statuses.sort();
        assert_eq!(statuses, [200, 409, 409, 409, 409, 409, 409, 409]);
        let game = request(addr, "GET", &format!("/api/games/{id}"), None)
            .await
            .unwrap()
            .json();
        assert_eq!(game["moves"].as_array().unwrap().len(), 1);
    }
}

#[tokio::test]
async fn a_killed_server_started_again_has_every_answered_move() {
    let db = TempDb::new();
    let server = Server::start(&db);
    let addr = server.addr;
    let (id, tokens) = create(addr, r#"{"black": "human", "orange": "human"}"#).await;
    let line = ["Nb2-b3", "Ne9-e8", "Fd1-e4", "Nb9-b8", "e2e3", "e8e7"];
    let mut answered = Vec::new();
    for (i, m) in line.iter().enumerate() {
        let token = &tokens[if i % 2 == 0 { "black" } else { "orange" }];
        let (status, game) = play(addr, &id, m, token).await;
        assert_eq!(status, 200, "{game}");
        answered = game["moves"].as_array().unwrap().clone();
    }
    // No shutdown: the process dies as it stands.
    server.kill();
    let server = Server::start(&db);
    let game = request(server.addr, "GET", &format!("/api/games/{id}"), None)
        .await
        .unwrap()
        .json();
    assert_eq!(game["moves"].as_array().unwrap(), &answered);
    assert_eq!(answered.len(), 6);
    // The tokens still hold, and the game goes on.
    let (status, game) = play(server.addr, &id, "c2c3", &tokens["black"]).await;
    assert_eq!(status, 200, "{game}");
}

#[tokio::test]
async fn a_restarted_server_lets_its_engine_move() {
    let db = TempDb::new();
    let server = Server::start(&db);
    // An engine slow enough that the kill comes before its move.
    let (id, tokens) = create(
        server.addr,
        r#"{"black": "human", "orange": {"engine": {"movetime_ms": 1500}}}"#,
    )
    .await;
    assert_eq!(
        play(server.addr, &id, "b2b3", &tokens["black"]).await.0,
        200
    );
    server.kill();
    let server = Server::start(&db);
    let start = Instant::now();
    loop {
        let game = request(server.addr, "GET", &format!("/api/games/{id}"), None)
            .await
            .unwrap()
            .json();
        if game["moves"].as_array().unwrap().len() == 2 {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no engine move after the restart: {game}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn watchers_see_each_move_and_the_engine_thinking() {
    let db = TempDb::new();
    let server = Server::start(&db);
    let addr = server.addr;
    let (id, tokens) = create(
        addr,
        r#"{"black": "human", "orange": {"engine": {"nodes": 20000}}}"#,
    )
    .await;
    let mut events = Events::open(addr, &format!("/api/games/{id}/events"))
        .await
        .unwrap();
    let within = Duration::from_secs(30);
    // First the game as it stands.
    let (name, data) = tokio::time::timeout(within, events.next())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(name, "game");
    let game: Value = serde_json::from_str(&data).unwrap();
    assert_eq!(game["moves"], json!([]));
    assert_eq!(play(addr, &id, "b2b3", &tokens["black"]).await.0, 200);
    let mut seen = Vec::new();
    let mut thinking = 0;
    while seen.len() < 2 {
        let (name, data) = tokio::time::timeout(within, events.next())
            .await
            .unwrap()
            .unwrap();
        let value: Value = serde_json::from_str(&data).unwrap();
        match name.as_str() {
            "game" => seen.push(value["moves"].as_array().unwrap().len()),
            "thinking" => {
                thinking += 1;
                assert_eq!(value["side"], json!("orange"));
                assert!(value["depth"].as_u64().unwrap() >= 1);
                assert!(!value["pv"].as_array().unwrap().is_empty());
            }
            other => panic!("event {other}"),
        }
    }
    // Black's move, then the engine's answer, and its thinking between.
    assert_eq!(seen, [1, 2]);
    assert!(thinking >= 1);
}
