//! The page's controls beyond WEB.md: hint, undo, resign, a new strength,
//! the presets.

mod common;

use axum::http::StatusCode;
use common::Local;
use jetan::{Color, Position, Record, Rules};
use serde_json::{Value, json};
use std::time::Duration;

fn moves(game: &Value) -> usize {
    game["moves"].as_array().unwrap().len()
}

async fn post(server: &Local, uri: &str, body: Value) -> (StatusCode, Value) {
    server.call("POST", uri, Some(&body.to_string())).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_a_legal_move_for_the_side_to_move_only() {
    let server = Local::new();
    let (id, black, orange) = server
        .create(r#"{"black": "human", "orange": "human"}"#)
        .await;
    let uri = format!("/api/games/{id}/hint");
    let (status, hint) = post(&server, &uri, json!({"token": black})).await;
    assert_eq!(status, StatusCode::OK, "{hint}");
    let m = hint["move"].as_str().unwrap().parse().unwrap();
    assert!(Position::default().is_legal(m), "{hint}");
    assert_eq!(hint["pv"][0], hint["move"]);
    assert_eq!(
        post(&server, &uri, json!({"token": orange})).await.0,
        StatusCode::CONFLICT
    );
    assert_eq!(
        post(&server, &uri, json!({"token": "x"})).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        post(&server, &uri, json!({})).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        post(&server, "/api/games/none/hint", json!({"token": black}))
            .await
            .0,
        StatusCode::NOT_FOUND
    );
    // A hint changes nothing.
    assert_eq!(moves(&server.game(&id).await), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_takes_back_a_move_and_the_engines_answer() {
    let server = Local::new();
    let (id, black, _) = server
        .create(r#"{"black": "human", "orange": {"engine": {"nodes": 500}}}"#)
        .await;
    let uri = format!("/api/games/{id}/undo");
    assert_eq!(
        post(&server, &uri, json!({"token": black})).await.0,
        StatusCode::CONFLICT,
        "no move yet"
    );
    assert_eq!(
        server.play(&id, "b2b3", black.as_deref()).await.0,
        StatusCode::OK
    );
    assert_eq!(
        moves(&server.wait_for_moves(&id, 2, Duration::from_secs(30)).await),
        2
    );
    assert_eq!(
        post(&server, &uri, json!({"token": "x"})).await.0,
        StatusCode::FORBIDDEN
    );
    let (status, game) = post(&server, &uri, json!({"token": black})).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(game["moves"], json!([]));
    assert_eq!(
        game["position"],
        json!(Position::start(Color::Black).to_string())
    );
    // Between two people nothing is taken back.
    let (id, black, _) = server
        .create(r#"{"black": "human", "orange": "human"}"#)
        .await;
    assert_eq!(
        server.play(&id, "b2b3", black.as_deref()).await.0,
        StatusCode::OK
    );
    let (status, _) = post(
        &server,
        &format!("/api/games/{id}/undo"),
        json!({"token": black}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(moves(&server.game(&id).await), 1);
}

#[tokio::test]
async fn a_resigned_game_is_over_and_its_record_says_so() {
    let server = Local::new();
    let (id, black, orange) = server
        .create(r#"{"black": "human", "orange": "human"}"#)
        .await;
    assert_eq!(
        server.play(&id, "Nb2-b3", black.as_deref()).await.0,
        StatusCode::OK
    );
    let uri = format!("/api/games/{id}/resign");
    assert_eq!(
        post(&server, &uri, json!({"token": "x"})).await.0,
        StatusCode::FORBIDDEN
    );
    // Either side may resign, to move or not.
    let (status, game) = post(&server, &uri, json!({"token": black})).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(
        game["outcome"],
        json!({"result": "orange", "reason": "Black resigned", "by": "resigned"})
    );
    assert_eq!(
        post(&server, &uri, json!({"token": orange})).await.0,
        StatusCode::CONFLICT
    );
    assert_eq!(
        server.play(&id, "b9b8", orange.as_deref()).await.0,
        StatusCode::CONFLICT
    );
    let (_, _, text) = server
        .call_raw("GET", &format!("/api/games/{id}/record"), None)
        .await;
    assert!(text.ends_with("\n\n1. Nb2-b3 0-1\n"), "{text}");
    let record: Record = text.parse().unwrap();
    assert_eq!(record.result(), jetan::GameResult::OrangeWon);
    // The reason, which the rules do not give, is the Termination tag.
    assert_eq!(record.termination, "Black resigned");
}

#[tokio::test]
async fn the_other_side_sets_the_engines_strength() {
    let server = Local::new();
    // Orange moves first, so Black's engine waits for its move.
    let (id, _, orange) = server
        .create(r#"{"black": {"engine": {"skill": 0}}, "orange": "human", "first": "orange"}"#)
        .await;
    let uri = format!("/api/games/{id}/seat");
    let seat = json!({"engine": {"nodes": 700}});
    let (status, game) = post(
        &server,
        &uri,
        json!({"token": orange, "side": "black", "seat": seat}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(game["seats"]["black"], seat);
    for (body, want) in [
        (
            json!({"token": "x", "side": "black", "seat": seat}),
            StatusCode::FORBIDDEN,
        ),
        (
            json!({"token": orange, "side": "orange", "seat": seat}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"token": orange, "side": "black", "seat": "human"}),
            StatusCode::BAD_REQUEST,
        ),
        (
            json!({"token": orange, "side": "white", "seat": seat}),
            StatusCode::BAD_REQUEST,
        ),
    ] {
        assert_eq!(post(&server, &uri, body.clone()).await.0, want, "{body}");
    }
    assert_eq!(server.game(&id).await["seats"]["black"], seat);
}

/// `GET /api/rules` answers the crate's presets (`Rules::PRESETS`), in its
/// order: each preset's name, which the rules text reads as that preset
/// (`manator`), and its rules written out as rules text
/// (`setup=manator,capture=duel`), which reads back as the same rules.
#[tokio::test]
async fn the_presets_are_the_crates_by_name_and_rules_text() {
    let server = Local::new();
    let (status, answer) = server.call("GET", "/api/rules", None).await;
    assert_eq!(status, StatusCode::OK);
    let presets = answer["presets"].as_array().unwrap();
    let names: Vec<&str> = presets
        .iter()
        .map(|p| p["name"].as_str().unwrap_or_default())
        .collect();
    let expected: Vec<&str> = Rules::PRESETS.iter().map(|&(name, _)| name).collect();
    assert_eq!(names, expected, "{answer}");
    for (p, (name, rules)) in presets.iter().zip(Rules::PRESETS) {
        assert_eq!(p["rules"], json!(rules.to_string()), "{name}: {p}");
        let text = p["rules"].as_str().unwrap();
        assert_eq!(text.parse::<Rules>().ok(), Some(rules), "{name}: {p}");
        assert_eq!(name.parse::<Rules>().ok(), Some(rules), "{name}");
    }
    // The first is the defaults, the second the game of chapter 17.
    assert_eq!(presets[0]["rules"], json!(""));
    assert_eq!(presets[1]["rules"], json!("setup=manator,capture=duel"));
}
