//! The JSON interface of WEB.md through the router, no network: every
//! status, the race for a turn, the engine's seats, duels, the record.

mod common;

use axum::http::StatusCode;
use common::Local;
use jetan::{Color, Move, Position, Record, Rules};
use serde_json::{Value, json};
use std::time::Duration;

const TWO_PEOPLE: &str = r#"{"rules": "", "black": "human", "orange": "human"}"#;

/// A record whose start is Black's Panthan on e2 before Orange's Princess
/// on e3 (Black's Princess on j1): `e2e3` wins at once.
const ONE_MOVE_FROM_THE_END: &str = "[Position \"10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1\"]\n\n*\n";

/// A Manator record (duels): Black's Flier on d4 can attack Orange's
/// Panthan on e5; the Princesses on e10 and f1.
const MANATOR_DUEL: &str = "[Rules \"setup=manator,capture=duel\"]\n[Position \"4P5/10/10/10/10/4N5/3f6/10/10/5p4 b - 0 1\"]\n\n*\n";

fn moves(game: &Value) -> Vec<String> {
    game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn a_new_game_has_a_token_a_human_seat_and_the_start_of_its_rules() {
    let server = Local::new();
    let (id, black, orange) = server.create(TWO_PEOPLE).await;
    let (black, orange) = (black.unwrap(), orange.unwrap());
    for token in [&black, &orange] {
        assert_eq!(token.len(), 64);
        assert!(token.bytes().all(|c| c.is_ascii_hexdigit()));
    }
    assert_ne!(black, orange);
    let game = server.game(&id).await;
    assert_eq!(game["id"], json!(id));
    assert_eq!(game["rules"], json!(""));
    assert_eq!(game["moves"], json!([]));
    assert_eq!(game["to_move"], json!("black"));
    assert_eq!(game["outcome"], Value::Null);
    assert_eq!(game["start"], game["position"]);
    let start = Position::from_text(game["start"].as_str().unwrap()).unwrap();
    assert_eq!(start, Position::start(Color::Black));
    // Tokens are secrets: never shown to a watcher.
    assert!(!game.to_string().contains(&black) && !game.to_string().contains(&orange));

    // Manator, Orange first: its own set-up.
    let (id, ..) = server
        .create(r#"{"rules": "setup=manator,capture=duel", "black": "human", "orange": "human", "first": "orange"}"#)
        .await;
    let game = server.game(&id).await;
    assert_eq!(game["rules"], json!("setup=manator,capture=duel"));
    assert_eq!(game["to_move"], json!("orange"));
    let start =
        Position::from_text_with_rules(game["start"].as_str().unwrap(), Rules::MANATOR).unwrap();
    assert_eq!(start, Position::start_with(Rules::MANATOR, Color::Orange));
}

#[tokio::test]
async fn bad_games_are_refused_with_400_and_unknown_ones_with_404() {
    let server = Local::new();
    for body in [
        r#"{"rules": "thoat=bogus", "black": "human", "orange": "human"}"#,
        r#"{"rules": "thoat = jumping", "black": "human", "orange": "human"}"#,
        r#"{"rules": "", "black": "robot", "orange": "human"}"#,
        r#"{"rules": "", "black": {"engine": {"nodes": 0}}, "orange": "human"}"#,
        r#"{"rules": "", "black": {"engine": {"depth": 3}}, "orange": "human"}"#,
        r#"{"rules": "", "black": "human"}"#,
        r#"{"rules": "", "black": "human", "orange": "human", "duels": "coin"}"#,
        r#"{"rules": "", "black": "human", "orange": "human", "colour": "black"}"#,
        r#"{"rules": 5, "black": "human", "orange": "human"}"#,
        r#"{"black": "human", "orange": "human", "record": "1. Zz9-z9 *"}"#,
        r#"["human", "human"]"#,
        "{",
        "",
    ] {
        let (status, answer) = server.call("POST", "/api/games", Some(body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        assert!(
            answer["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{body}: {answer}"
        );
    }
    // Absent rules are the defaults.
    let (status, _) = server
        .call(
            "POST",
            "/api/games",
            Some(r#"{"black": "human", "orange": "human"}"#),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);

    for uri in [
        "/api/games/nope",
        "/api/games/nope/record",
        "/api/games/nope/events",
        "/api/games/nope/moves",
    ] {
        let (status, answer) = server.call("GET", uri, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{uri}");
        assert!(answer["error"].is_string(), "{uri}: {answer}");
    }
    let (status, answer) = server.play("nope", "b2b3", Some("x")).await;
    assert_eq!(
        (status, answer["error"].is_string()),
        (StatusCode::NOT_FOUND, true)
    );
}

#[tokio::test]
async fn a_body_over_the_limit_gets_413() {
    let server = Local::new();
    let (id, black, _) = server.create(TWO_PEOPLE).await;
    let huge = format!(
        r#"{{"move": "b2b3", "token": "{}", "pad": "{}"}}"#,
        black.unwrap(),
        "x".repeat(70_000)
    );
    let (status, _, text) = server
        .call_raw(
            "POST",
            &format!("/api/games/{id}/moves"),
            Some(huge.into_bytes()),
        )
        .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        serde_json::from_str::<Value>(&text).unwrap()["error"].is_string(),
        "{text}"
    );
    assert_eq!(moves(&server.game(&id).await), Vec::<String>::new());
}

#[tokio::test]
async fn moves_in_either_text_are_played_and_answered_with_the_game() {
    let server = Local::new();
    let (id, black, orange) = server.create(TWO_PEOPLE).await;
    // Algebraic, then coordinate (the examples of the crate's Game).
    let (status, game) = server.play(&id, "Nb2-b3", black.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(moves(&game), ["b2b3"]);
    assert_eq!(game["to_move"], json!("orange"));
    let (status, game) = server.play(&id, "b9b8", orange.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(moves(&game), ["b2b3", "b9b8"]);
    assert_eq!(game, server.game(&id).await);
    // The position follows from the moves, played here by the crate.
    let mut pos = Position::default();
    for m in ["b2b3", "b9b8"] {
        pos.play(m.parse().unwrap()).unwrap();
    }
    assert_eq!(game["position"], json!(pos.to_string()));
    assert_eq!(game["history"][0]["algebraic"], json!("Nb2-b3"));
    assert_eq!(game["history"][0]["path"], json!(["b2", "b3"]));
}

#[tokio::test]
async fn every_failed_move_has_its_status_and_changes_nothing() {
    let server = Local::new();
    let (id, black, orange) = server.create(TWO_PEOPLE).await;
    let (black, orange) = (black.unwrap(), orange.unwrap());
    let (status, _) = server.play(&id, "e2e3", Some(&black)).await;
    assert_eq!(status, StatusCode::OK);
    let before = server.game(&id).await;
    let uri = format!("/api/games/{id}/moves");
    let cases: Vec<(String, StatusCode, Option<&str>)> = vec![
        // Illegal: the crate's own words.
        (
            json!({"move": "e5e6", "token": orange}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            Some("no piece on e5"),
        ),
        (
            json!({"move": "e3e4", "token": orange}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            Some("the piece on e3 belongs to the side not to move"),
        ),
        (
            json!({"move": "hello", "token": orange}).to_string(),
            StatusCode::UNPROCESSABLE_ENTITY,
            None,
        ),
        // Tokens: missing or nobody's is 403, the other side's 409.
        (
            json!({"move": "b9b8"}).to_string(),
            StatusCode::FORBIDDEN,
            None,
        ),
        (
            json!({"move": "b9b8", "token": null}).to_string(),
            StatusCode::FORBIDDEN,
            None,
        ),
        (
            json!({"move": "b9b8", "token": "0".repeat(64)}).to_string(),
            StatusCode::FORBIDDEN,
            None,
        ),
        (
            json!({"move": "b9b8", "token": &orange[..63]}).to_string(),
            StatusCode::FORBIDDEN,
            None,
        ),
        (
            json!({"move": "b9b8", "token": black}).to_string(),
            StatusCode::CONFLICT,
            None,
        ),
        // Not such JSON.
        ("{".to_string(), StatusCode::BAD_REQUEST, None),
        (
            json!({"move": 5, "token": orange}).to_string(),
            StatusCode::BAD_REQUEST,
            None,
        ),
        (
            json!({"mv": "b9b8", "token": orange}).to_string(),
            StatusCode::BAD_REQUEST,
            None,
        ),
        (
            json!({"move": "b9b8", "token": orange, "extra": 1}).to_string(),
            StatusCode::BAD_REQUEST,
            None,
        ),
        (json!("b9b8").to_string(), StatusCode::BAD_REQUEST, None),
    ];
    for (body, want, words) in cases {
        let (status, answer) = server.call("POST", &uri, Some(&body)).await;
        assert_eq!(status, want, "{body}: {answer}");
        let error = answer["error"]
            .as_str()
            .unwrap_or_else(|| panic!("{body}: {answer}"));
        if let Some(words) = words {
            assert_eq!(error, words, "{body}");
        }
        assert_eq!(server.game(&id).await, before, "{body} changed the game");
    }
}

#[tokio::test]
async fn a_finished_game_takes_no_move() {
    let server = Local::new();
    let body =
        json!({"black": "human", "orange": "human", "record": ONE_MOVE_FROM_THE_END}).to_string();
    let (id, black, orange) = server.create(&body).await;
    let (status, game) = server.play(&id, "e2e3", black.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    // RULES.md 6.1: taking the Princess wins.
    assert_eq!(
        game["outcome"],
        json!({"result": "black", "reason": "Black won: took the Princess", "by": "rules"})
    );
    for token in [&black, &orange] {
        let (status, answer) = server.play(&id, "j1j2", token.as_deref()).await;
        assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    }
    assert_eq!(server.game(&id).await, game);
    assert_eq!(
        server
            .call("GET", &format!("/api/games/{id}/moves"), None)
            .await
            .1,
        json!({"moves": []})
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn of_two_moves_racing_for_a_turn_exactly_one_is_played() {
    let server = std::sync::Arc::new(Local::new());
    for round in 0..20 {
        let (id, black, _) = server.create(TWO_PEOPLE).await;
        // Two different moves, or the same one twice.
        let second = if round % 2 == 0 { "e2e3" } else { "b2b3" };
        let tasks: Vec<_> = ["b2b3", second]
            .into_iter()
            .map(|m| {
                let (server, id, black) = (server.clone(), id.clone(), black.clone());
                tokio::spawn(async move { server.play(&id, m, black.as_deref()).await.0 })
            })
            .collect();
        let mut statuses = Vec::new();
        for task in tasks {
            statuses.push(task.await.unwrap());
        }
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::OK, StatusCode::CONFLICT],
            "round {round}"
        );
        assert_eq!(moves(&server.game(&id).await).len(), 1, "round {round}");
    }
}

#[tokio::test]
async fn the_record_is_the_game_and_reads_back() {
    let server = Local::new();
    let (id, black, orange) = server.create(TWO_PEOPLE).await;
    for (m, token) in [
        ("Nb2-b3", &black),
        ("Ne9-e8", &orange),
        ("Fd1-e4", &black),
        ("Nb9-b8", &orange),
    ] {
        assert_eq!(
            server.play(&id, m, token.as_deref()).await.0,
            StatusCode::OK
        );
    }
    let (status, content_type, text) = server
        .call_raw("GET", &format!("/api/games/{id}/record"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(content_type.starts_with("text/plain"), "{content_type}");
    // The movetext as the record format's canonical form writes it.
    assert!(
        text.ends_with("\n\n1. Nb2-b3 Ne9-e8 2. Fd1-e4 Nb9-b8 *\n"),
        "{text}"
    );
    let record: Record = text.parse().unwrap();
    let game = server.game(&id).await;
    let recorded: Vec<String> = record.game().moves().iter().map(Move::to_string).collect();
    assert_eq!(recorded, moves(&game));
    assert_eq!(
        record.game().position().to_string(),
        game["position"].as_str().unwrap()
    );
    // And a game made from the record is the same game.
    let (copy, ..) = server
        .create(&json!({"black": "human", "orange": "human", "record": text}).to_string())
        .await;
    let copy = server.game(&copy).await;
    assert_eq!(
        (copy["moves"].clone(), copy["position"].clone()),
        (game["moves"].clone(), game["position"].clone())
    );
}

#[tokio::test]
async fn under_ask_the_mover_says_who_falls() {
    let server = Local::new();
    let body = json!({"black": "human", "orange": "human", "duels": "ask", "record": MANATOR_DUEL})
        .to_string();
    // The attacker falls: Black's Flier leaves the board, the Panthan stays.
    let (id, black, _) = server.create(&body).await;
    let (status, game) = server.play(&id, "d4*e5", black.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(moves(&game), ["d4*e5"]);
    assert_eq!(game["history"][0]["taken"], json!("f"));
    assert!(
        game["position"]
            .as_str()
            .unwrap()
            .starts_with("4P5/10/10/10/10/4N5/10/10/10/5p4 "),
        "{game}"
    );
    // The attacker wins: the Panthan is taken, the Flier stands on e5.
    let (id, black, _) = server.create(&body).await;
    let (status, game) = server.play(&id, "Fd4xe5", black.as_deref()).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(moves(&game), ["d4e5"]);
    assert_eq!(game["history"][0]["taken"], json!("N"));
    assert!(
        game["position"]
            .as_str()
            .unwrap()
            .starts_with("4P5/10/10/10/10/4f5/10/10/10/5p4 "),
        "{game}"
    );
    assert_eq!(game["duels"], json!("ask"));
}

#[tokio::test]
async fn a_fair_duel_goes_either_way() {
    let server = Local::new();
    let body = json!({"black": "human", "orange": "human", "record": MANATOR_DUEL}).to_string();
    let mut outcomes = std::collections::BTreeSet::new();
    // 40 games, each with its own seed: both outcomes but with chance 2^-39.
    for _ in 0..40 {
        let (id, black, _) = server.create(&body).await;
        let (status, game) = server.play(&id, "d4e5", black.as_deref()).await;
        assert_eq!(status, StatusCode::OK, "{game}");
        let played = moves(&game)[0].clone();
        assert!(played == "d4e5" || played == "d4*e5", "{played}");
        outcomes.insert(played);
    }
    assert_eq!(outcomes.len(), 2);
    // An outcome sent is not the person's to choose: the coin decides it
    // (the attacker wins at least one of 20 but with chance 2^-20).
    let mut won = 0;
    for _ in 0..20 {
        let (id, black, _) = server.create(&body).await;
        let (status, game) = server.play(&id, "d4*e5", black.as_deref()).await;
        assert_eq!(status, StatusCode::OK, "{game}");
        won += usize::from(moves(&game)[0] == "d4e5");
    }
    assert!(won > 0);
}

/// Whether `text` is a legal move after `before` from the start of `rules`.
fn legal_after(rules: Rules, first: Color, before: &[String], text: &str) -> bool {
    let mut pos = Position::start_with(rules, first);
    for m in before {
        pos.play(m.parse().unwrap()).unwrap();
    }
    text.parse().is_ok_and(|m| pos.is_legal(m))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_answers_a_move_and_opens_a_game() {
    let server = Local::new();
    let (id, black, orange) = server
        .create(r#"{"black": "human", "orange": {"engine": {"nodes": 2000}}}"#)
        .await;
    assert!(orange.is_none(), "an engine seat has no token");
    let (status, _) = server.play(&id, "b2b3", black.as_deref()).await;
    assert_eq!(status, StatusCode::OK);
    let game = server.wait_for_moves(&id, 2, Duration::from_secs(30)).await;
    let played = moves(&game);
    assert_eq!(played.len(), 2, "{game}");
    assert!(legal_after(
        Rules::APPENDIX,
        Color::Black,
        &played[..1],
        &played[1]
    ));
    assert_eq!(game["to_move"], json!("black"));
    // Nobody may move for the engine.
    let (id, black, orange) = server
        .create(r#"{"black": {"engine": {"skill": 0}}, "orange": "human"}"#)
        .await;
    assert!(black.is_none());
    let game = server.wait_for_moves(&id, 1, Duration::from_secs(30)).await;
    let played = moves(&game);
    assert_eq!(played.len(), 1, "{game}");
    assert!(legal_after(Rules::APPENDIX, Color::Black, &[], &played[0]));
    let _ = orange;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_manator_game_against_the_engine_with_duels() {
    let server = Local::new();
    let body = r#"{"rules": "setup=manator,capture=duel", "black": "human", "orange": {"engine": {"nodes": 1500}}, "duels": "values"}"#;
    let (id, black, _) = server.create(body).await;
    let mut duels = 0;
    for ply in (0..24).step_by(2) {
        let game = server
            .wait_for_moves(&id, ply, Duration::from_secs(30))
            .await;
        if !game["outcome"].is_null() {
            break;
        }
        assert_eq!(moves(&game).len(), ply, "{game}");
        // Black attacks whenever it can, else plays the first move listed.
        let (_, legal) = server
            .call("GET", &format!("/api/games/{id}/moves"), None)
            .await;
        let legal = legal["moves"].as_array().unwrap();
        let pick = legal
            .iter()
            .find(|m| m["duel"] == json!("wins"))
            .unwrap_or(&legal[0]);
        duels += usize::from(pick["duel"] == json!("wins"));
        let (status, answer) = server
            .play(&id, pick["move"].as_str().unwrap(), black.as_deref())
            .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
    }
    let game = server.game(&id).await;
    let played = moves(&game);
    for (i, m) in played.iter().enumerate() {
        assert!(
            legal_after(Rules::MANATOR, Color::Black, &played[..i], m),
            "move {i} {m}"
        );
    }
    assert!(duels > 0, "no duel in {played:?}");
}

/// The next event of a stream read through the router: its name and data
/// (keep-alive comments skipped).
async fn next_event(body: &mut axum::body::Body) -> (String, Value) {
    use http_body_util::BodyExt;
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(30), body.frame())
            .await
            .expect("an event in time")
            .expect("the stream goes on")
            .expect("a frame");
        let Ok(data) = frame.into_data() else {
            continue;
        };
        let text = String::from_utf8(data.to_vec()).unwrap();
        let mut name = None;
        let mut value = None;
        for line in text.lines() {
            if let Some(n) = line.strip_prefix("event: ") {
                name = Some(n.to_string());
            } else if let Some(d) = line.strip_prefix("data: ") {
                value = Some(serde_json::from_str(d).unwrap());
            }
        }
        if let (Some(name), Some(value)) = (name, value) {
            return (name, value);
        }
    }
}

#[tokio::test]
async fn the_event_stream_opens_with_the_game_and_follows_its_moves() {
    use tower::ServiceExt;
    let server = Local::new();
    let (id, black, _) = server.create(TWO_PEOPLE).await;
    let request = axum::http::Request::get(format!("/api/games/{id}/events"))
        .body(axum::body::Body::empty())
        .unwrap();
    let response = jetan_web::router(server.app.clone())
        .oneshot(request)
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "text/event-stream");
    let mut body = response.into_body();
    let (name, game) = next_event(&mut body).await;
    assert_eq!((name.as_str(), game["moves"].clone()), ("game", json!([])));
    let (_, answered) = server.play(&id, "b2b3", black.as_deref()).await;
    let (name, game) = next_event(&mut body).await;
    assert_eq!(name, "game");
    assert_eq!(game, answered);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_weak_engine_does_not_open_every_game_alike() {
    let server = Local::new();
    let mut openings = std::collections::BTreeSet::new();
    // Each game has its own seed, from which skill 0 draws its choice
    // among at least four lines. (Seen: two different openings in each of
    // three runs of ten games.)
    for _ in 0..20 {
        let (id, ..) = server
            .create(r#"{"black": {"engine": {"skill": 0}}, "orange": "human"}"#)
            .await;
        let game = server.wait_for_moves(&id, 1, Duration::from_secs(30)).await;
        openings.insert(moves(&game)[0].clone());
    }
    assert!(openings.len() > 1, "{openings:?}");
}
