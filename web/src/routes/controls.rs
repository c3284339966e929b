//! The page's controls beyond WEB.md (web/README.md): a hint, undo,
//! resign, a new strength for an engine seat, stopping a game between two
//! engines, and saying a player is there.

use super::change::change_game;
use super::games::republish;
use crate::access;
use crate::app::App;
use crate::engine::cores::Priority;
use crate::engine::levels::HINT_STRENGTH;
use crate::engine::think::line;
use crate::error::ApiError;
use crate::json_body::JsonBody;
use crate::live::Ending;
use crate::seat::Seat;
use crate::view::{self, GameView, algebraic};
use axum::Json;
use axum::extract::{Path, State};
use jetan::{ByColor, Color};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A body of just a token.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    #[serde(default)]
    token: Option<String>,
}

/// A hint.
#[derive(Serialize)]
pub struct HintView {
    #[serde(rename = "move")]
    coordinate: String,
    algebraic: String,
    /// The score from the side to move's point of view (the player who
    /// asked), in centipoints; `null` for a decided game.
    score: Option<i32>,
    /// For a decided game, the player's moves to the win (negative: to the
    /// loss); else `null`.
    win_in: Option<i32>,
    depth: u32,
    pv: Vec<String>,
    pv_algebraic: Vec<String>,
}

/// `POST /api/games/ID/hint` `{"token"}`: the engine's choice for the side
/// to move, searched as hard as the engine on the other side searches (no
/// stronger than it needs to be: a hint that out-searched the opponent
/// would play the game for the player), or at [`HINT_STRENGTH`] against a
/// person. `403` unless the token is the side to move's, `409` if the game
/// is over or the other side's token.
pub async fn hint(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<TokenBody>,
) -> Result<Json<HintView>, ApiError> {
    let (game, duels, seed, strength) = app
        .store()
        .run(move |db| {
            let live = db.get(&id)?;
            let side = access::mover(live, body.token.as_deref())?;
            let strength = match live.meta.seats[!side] {
                Seat::Engine(strength) => strength,
                Seat::Human => HINT_STRENGTH,
            };
            Ok((live.game.clone(), live.meta.duels, live.meta.seed, strength))
        })
        .await?;
    let pos = *game.position();
    let result = app
        .search(game, strength, duels, seed, Priority::Player, |_| {})
        .await
        .ok_or_else(|| ApiError::internal("the hint's search failed"))?;
    let m = result
        .best_move
        .ok_or_else(|| ApiError::conflict("the game is over"))?;
    Ok(Json(HintView {
        coordinate: m.to_string(),
        algebraic: algebraic(&pos, m),
        score: result.score.centipoints(),
        win_in: result.score.mate_in(),
        depth: result.depth,
        pv: result.pv.iter().map(|m| m.to_string()).collect(),
        pv_algebraic: line(&pos, &result.pv),
    }))
}

/// `POST /api/games/ID/undo` `{"token"}`: takes back the token side's last
/// move and every move after it (the engine's answer), in a game against
/// the engine, also once the rules have ended it (the losing move can be
/// taken back). `409` if that side has not moved, the game was resigned,
/// or the other side is a person (ask them: `/offer`); `403` if the token
/// is nobody's.
pub async fn undo(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<TokenBody>,
) -> Result<Json<GameView>, ApiError> {
    change_game(&app, id, move |db, id| {
        let live = db.get(id)?;
        let side = access::player(live, body.token.as_deref())?;
        if let Some(ending) = live.meta.ending {
            return Err(ApiError::conflict(format!(
                "the game is over ({})",
                ending.reason()
            )));
        }
        if live.meta.seats[!side] == Seat::Human {
            return Err(ApiError::conflict(format!(
                "{} is a person: ask them to let you take a move back",
                !side
            )));
        }
        let last = last_move_by(&live.game, side)
            .ok_or_else(|| ApiError::conflict(format!("{side} has made no move")))?;
        db.truncate(id, last)?;
        Ok(())
    })
    .await
}

/// The number (from 0) of `side`'s last move in `game`.
pub fn last_move_by(game: &jetan::Game, side: Color) -> Option<usize> {
    (0..game.moves().len())
        .rev()
        .find(|&i| game.positions()[i].side_to_move() == side)
}

/// `POST /api/games/ID/resign` `{"token"}`: the token's side gives up.
/// `409` if the game is over, `403` if the token is nobody's.
pub async fn resign(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<TokenBody>,
) -> Result<Json<GameView>, ApiError> {
    change_game(&app, id, move |db, id| {
        let live = db.get(id)?;
        let side = access::player(live, body.token.as_deref())?;
        access::going_on(live)?;
        db.end(id, Ending::Resigned(side))?;
        Ok(())
    })
    .await
}

/// `POST /api/games/ID/stop` `{"token"}`: the owner (whoever made the
/// game) stops a game between two engines; its engines stop after the
/// move they are searching. `403` for another token, `409` for a game with
/// a person in it (resign instead) or one that is over.
pub async fn stop(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<TokenBody>,
) -> Result<Json<GameView>, ApiError> {
    change_game(&app, id, move |db, id| {
        let live = db.get(id)?;
        if !access::is_owner(live, body.token.as_deref()) {
            return Err(ApiError::forbidden("a missing or wrong owner's token"));
        }
        if !live.is_exhibition() {
            return Err(ApiError::conflict(
                "only a game between two engines is stopped; a player resigns",
            ));
        }
        access::going_on(live)?;
        db.end(id, Ending::Stopped)?;
        Ok(())
    })
    .await
}

/// `POST /api/games/ID/seat`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatBody {
    #[serde(default)]
    token: Option<String>,
    side: String,
    seat: Value,
}

/// `POST /api/games/ID/seat` `{"token", "side", "seat"}`: a new strength
/// for the engine seat `side`, by the holder of the other side's token.
/// `400` unless `side` is an engine seat and `seat` an engine; `403` if the
/// token is not the other side's.
pub async fn seat(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<SeatBody>,
) -> Result<Json<GameView>, ApiError> {
    let side = match body.side.as_str() {
        "black" => Color::Black,
        "orange" => Color::Orange,
        other => {
            return Err(ApiError::bad_request(format!(
                "side {other:?} is not black or orange"
            )));
        }
    };
    let seat = Seat::from_json(&body.seat).map_err(ApiError::bad_request)?;
    if !seat.is_engine() {
        return Err(ApiError::bad_request(
            "only an engine's strength can change",
        ));
    }
    // A search under way goes on at its old strength; a game whose engine
    // was idle gets it back to work.
    change_game(&app, id, move |db, id| {
        let live = db.get(id)?;
        if !live.meta.seats[side].is_engine() {
            return Err(ApiError::bad_request(format!(
                "{} is played by a person",
                view::side_name(side)
            )));
        }
        if access::side_of(live, body.token.as_deref()) != Some(!side) {
            return Err(ApiError::forbidden(format!(
                "a missing or wrong token for {}",
                !side
            )));
        }
        db.set_seat(id, side, seat)?;
        Ok(())
    })
    .await
}

/// Which sides are there.
#[derive(Serialize)]
pub struct PresenceView {
    presence: ByColor<bool>,
}

/// `POST /api/games/ID/presence` `{"token"}`: the token's player is there
/// (a page says so every 10 seconds); its opponent's page is told when it
/// comes and when it goes. `403` for a token that is nobody's.
pub async fn presence(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<TokenBody>,
) -> Result<Json<PresenceView>, ApiError> {
    let game_id = id.clone();
    let side = app
        .store()
        .run(move |db| access::player(db.get(&game_id)?, body.token.as_deref()))
        .await?;
    if app.presence().heard(&id, side) {
        republish(&app, id.clone()).await;
    }
    Ok(Json(PresenceView {
        presence: app.presence().of(&id),
    }))
}

impl App {
    /// Tells the watchers of every game whose player went away, every few
    /// seconds, for as long as the server runs. Needs a Tokio runtime.
    pub fn watch_presence(&self) {
        let app = self.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(std::time::Duration::from_secs(5));
            loop {
                every.tick().await;
                for id in app.presence().expire() {
                    republish(&app, id).await;
                }
            }
        });
    }
}
