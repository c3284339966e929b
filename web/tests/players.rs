//! What passes between two players and what a player is told: offers of
//! a draw and of taking back, presence, the danger to the royals and what
//! each legal move leads to, and the record's round trip.

mod common;

use axum::http::StatusCode;
use common::Local;
use jetan::{Duels, GameResult, Record};
use serde_json::{Value, json};

async fn post(server: &Local, uri: &str, body: Value) -> (StatusCode, Value) {
    server.call("POST", uri, Some(&body.to_string())).await
}

async fn two_people(server: &Local) -> (String, Option<String>, Option<String>) {
    server
        .create(r#"{"black": "human", "orange": "human"}"#)
        .await
}

#[tokio::test]
async fn a_draw_offered_is_declined_then_accepted() {
    let server = Local::new();
    let (id, black, orange) = two_people(&server).await;
    let offer = format!("/api/games/{id}/offer");
    let answer = format!("/api/games/{id}/answer");
    // Nothing to answer yet; a token that is nobody's asks nothing.
    assert_eq!(
        post(&server, &answer, json!({"token": orange, "accept": true}))
            .await
            .0,
        StatusCode::CONFLICT
    );
    assert_eq!(
        post(&server, &offer, json!({"token": "x", "kind": "draw"}))
            .await
            .0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        post(&server, &offer, json!({"token": black, "kind": "peace"}))
            .await
            .0,
        StatusCode::BAD_REQUEST
    );
    let (status, game) = post(&server, &offer, json!({"token": black, "kind": "draw"})).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(game["offer"], json!({"kind": "draw", "by": "black"}));
    // One question at a time.
    assert_eq!(
        post(&server, &offer, json!({"token": orange, "kind": "draw"}))
            .await
            .0,
        StatusCode::CONFLICT
    );
    let (_, game) = post(&server, &answer, json!({"token": orange, "accept": false})).await;
    assert_eq!(game["offer"], Value::Null);
    assert_eq!(game["outcome"], Value::Null);
    post(&server, &offer, json!({"token": black, "kind": "draw"})).await;
    let (status, game) = post(&server, &answer, json!({"token": orange, "accept": true})).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    assert_eq!(
        game["outcome"],
        json!({"result": "draw", "reason": "drawn by agreement", "by": "agreed"})
    );
    // The record says so: a draw the rules did not give, and why.
    let (_, _, text) = server
        .call_raw("GET", &format!("/api/games/{id}/record"), None)
        .await;
    let record: Record = text.parse().unwrap();
    assert_eq!(record.result(), GameResult::Drawn);
    assert_eq!(record.termination, "drawn by agreement");
}

#[tokio::test]
async fn a_take_back_asked_and_accepted_takes_back_the_askers_last_move() {
    let server = Local::new();
    let (id, black, orange) = two_people(&server).await;
    let offer = format!("/api/games/{id}/offer");
    // Black has made no move: nothing to take back.
    assert_eq!(
        post(&server, &offer, json!({"token": black, "kind": "takeback"}))
            .await
            .0,
        StatusCode::CONFLICT
    );
    server.play(&id, "b2b3", black.as_deref()).await;
    server.play(&id, "b9b8", orange.as_deref()).await;
    let (status, game) = post(&server, &offer, json!({"token": black, "kind": "takeback"})).await;
    assert_eq!(status, StatusCode::OK, "{game}");
    let (_, game) = post(
        &server,
        &format!("/api/games/{id}/answer"),
        json!({"token": orange, "accept": true}),
    )
    .await;
    // Black's b2b3 and Orange's reply after it are taken back.
    assert_eq!(game["moves"], json!([]));
    assert_eq!(game["offer"], Value::Null);
}

#[tokio::test]
async fn a_move_withdraws_the_open_question_and_the_asker_may_withdraw_it() {
    let server = Local::new();
    let (id, black, orange) = two_people(&server).await;
    let offer = format!("/api/games/{id}/offer");
    post(&server, &offer, json!({"token": orange, "kind": "draw"})).await;
    let (_, game) = server.play(&id, "b2b3", black.as_deref()).await;
    assert_eq!(game["offer"], Value::Null);
    post(&server, &offer, json!({"token": orange, "kind": "draw"})).await;
    let (_, game) = post(
        &server,
        &format!("/api/games/{id}/answer"),
        json!({"token": orange, "accept": true}),
    )
    .await;
    // The asker's "accept" is a withdrawal, not an agreement.
    assert_eq!(game["offer"], Value::Null);
    assert_eq!(game["outcome"], Value::Null);
}

#[tokio::test]
async fn the_engine_takes_no_offers() {
    let server = Local::new();
    let (id, black, _) = server
        .create(r#"{"black": "human", "orange": {"engine": {"nodes": 100}}}"#)
        .await;
    let (status, _) = post(
        &server,
        &format!("/api/games/{id}/offer"),
        json!({"token": black, "kind": "draw"}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn presence_is_each_players_page_saying_so() {
    let server = Local::new();
    let (id, black, _) = two_people(&server).await;
    assert_eq!(
        server.game(&id).await["presence"],
        json!({"black": false, "orange": false})
    );
    let (status, answer) = post(
        &server,
        &format!("/api/games/{id}/presence"),
        json!({"token": black}),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["presence"], json!({"black": true, "orange": false}));
    assert_eq!(server.game(&id).await["presence"]["black"], json!(true));
    assert_eq!(
        post(
            &server,
            &format!("/api/games/{id}/presence"),
            json!({"token": "x"})
        )
        .await
        .0,
        StatusCode::FORBIDDEN
    );
}

/// Black to move: Black's Princess on f1, an Orange Dwar on f4 that walks
/// f3, f2 onto her (RULES.md 3, 6.1), a Black Flier on d4 that can take
/// Orange's Chief on e5 (d4-c5-d6-e5: a Chief taken by a lesser piece is a
/// draw, 6.3), Orange's Princess on a10.
const DANGER: &str = "P9/10/10/10/10/4C5/3f1D4/10/10/5p4 b - 0 1";

#[tokio::test]
async fn the_royals_in_danger_and_what_each_move_leads_to() {
    let server = Local::new();
    let record = format!("[Position \"{DANGER}\"]\n\n*\n");
    let (id, _, _) = server.create(&json!({"record": record}).to_string()).await;
    let game = server.game(&id).await;
    // Black's Princess can be taken by the Dwar; Orange's Chief by the
    // Flier; Black has no Chief, Orange's Princess is out of reach.
    assert_eq!(
        game["danger"]["black"],
        json!({"princess": ["f4"], "chief": []})
    );
    assert_eq!(
        game["danger"]["orange"],
        json!({"princess": [], "chief": ["d4"]})
    );
    let (_, moves) = server
        .call("GET", &format!("/api/games/{id}/moves"), None)
        .await;
    let find = |m: &str| {
        moves["moves"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["move"] == json!(m))
            .cloned()
            .unwrap_or_else(|| panic!("{m} is legal: {moves}"))
    };
    let take_chief = find("d4e5");
    assert_eq!(take_chief["ends"]["result"], json!("draw"), "{take_chief}");
    // The Princess stepping aside to e1 leaves her safe (the Dwar on f4
    // reaches f1, not e1), with nothing ended.
    let aside = find("f1e1");
    assert_eq!(aside["ends"], Value::Null);
    assert_eq!(aside["exposes"], json!([]));
    // A Flier move elsewhere leaves her where the Dwar takes her.
    let careless = find("d4a7");
    assert_eq!(careless["exposes"], json!(["princess"]), "{careless}");
}

#[tokio::test]
async fn a_record_round_trips_its_players_duels_date_and_end() {
    let server = Local::new();
    let (id, black, _) = server
        .create(r#"{"rules": "manator", "duels": "values", "black": "human", "orange": {"engine": {"nodes": 300}}}"#)
        .await;
    server.play(&id, "d2d3", black.as_deref()).await;
    server
        .wait_for_moves(&id, 2, std::time::Duration::from_secs(30))
        .await;
    post(
        &server,
        &format!("/api/games/{id}/resign"),
        json!({"token": black}),
    )
    .await;
    let (_, _, text) = server
        .call_raw("GET", &format!("/api/games/{id}/record"), None)
        .await;
    let record: Record = text.parse().unwrap();
    assert_eq!(record.duels, Some(Duels::Values), "{text}");
    assert_eq!(record.orange, "jetan engine, 300 nodes a move");
    assert_eq!(record.result(), GameResult::OrangeWon);
    assert_eq!(record.termination, "Black resigned");
    // A date: YYYY.MM.DD, not "?".
    assert!(
        record.date.len() == 10 && record.date.as_bytes()[4] == b'.',
        "{}",
        record.date
    );
    // Uploaded, it is the same game: its moves, the engine seat, the duels
    // and the end (before, it came back as a live game between two people).
    let (status, made) = server
        .call(
            "POST",
            "/api/games",
            Some(&json!({"record": text}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let again = server.game(made["id"].as_str().unwrap()).await;
    let first = server.game(&id).await;
    assert_eq!(again["moves"], first["moves"]);
    assert_eq!(
        again["seats"],
        json!({"black": "human", "orange": {"engine": {"nodes": 300}}})
    );
    assert_eq!(again["duels"], json!("values"));
    assert_eq!(
        again["outcome"],
        json!({"result": "orange", "reason": "Black resigned", "by": "resigned"})
    );
}
