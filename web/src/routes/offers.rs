//! What one player asks the other in a game between two people: a draw,
//! or to take back their last move. One question at a time; the other
//! player accepts or declines it, the asker may withdraw it, and any move
//! withdraws it.

use super::change::change_game;
use super::controls::last_move_by;
use crate::access;
use crate::app::App;
use crate::error::ApiError;
use crate::json_body::JsonBody;
use crate::live::{Ending, Offer};
use crate::seat::Seat;
use crate::view::GameView;
use axum::Json;
use axum::extract::{Path, State};
use serde::Deserialize;

/// `POST /api/games/ID/offer`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OfferBody {
    #[serde(default)]
    token: Option<String>,
    /// `draw` or `takeback`.
    kind: String,
}

/// `POST /api/games/ID/offer` `{"token", "kind": "draw"|"takeback"}`: the
/// token's player offers a draw, or asks to take back their last move.
/// `403` for a token that is nobody's; `409` when the game is over, the
/// other side is the engine (which takes no offers: undo takes back
/// against it), a question is already open, or a take-back is asked with
/// no move to take back; `400` for another kind.
pub async fn offer(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<OfferBody>,
) -> Result<Json<GameView>, ApiError> {
    change_game(&app, id, move |db, id| {
        let live = db.get(id)?;
        let side = access::player(live, body.token.as_deref())?;
        access::going_on(live)?;
        if live.meta.seats[!side] != Seat::Human {
            return Err(ApiError::conflict(
                "the engine takes no offers: undo takes a move back against it",
            ));
        }
        if live.meta.offer != Offer::None {
            return Err(ApiError::conflict(
                "a question is open already: it is answered first",
            ));
        }
        let offer = match body.kind.as_str() {
            "draw" => Offer::Draw(side),
            "takeback" => {
                if last_move_by(&live.game, side).is_none() {
                    return Err(ApiError::conflict(format!("{side} has made no move")));
                }
                Offer::TakeBack(side)
            }
            other => {
                return Err(ApiError::bad_request(format!(
                    "kind {other:?} is not \"draw\" or \"takeback\""
                )));
            }
        };
        db.set_offer(id, offer)?;
        Ok(())
    })
    .await
}

/// `POST /api/games/ID/answer`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerBody {
    #[serde(default)]
    token: Option<String>,
    accept: bool,
}

/// `POST /api/games/ID/answer` `{"token", "accept"}`: the other player
/// accepts (a draw agreed; the asker's last move and every move after it
/// taken back) or declines the open question; from the asker, it is
/// withdrawn. `403` for a token that is nobody's, `409` when no question
/// is open.
pub async fn answer(
    State(app): State<App>,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<AnswerBody>,
) -> Result<Json<GameView>, ApiError> {
    change_game(&app, id, move |db, id| {
        let live = db.get(id)?;
        let side = access::player(live, body.token.as_deref())?;
        let (asker, accepted) = match live.meta.offer {
            Offer::None => return Err(ApiError::conflict("no question is open")),
            Offer::Draw(asker) | Offer::TakeBack(asker) => (asker, body.accept && side != asker),
        };
        match (live.meta.offer, accepted) {
            (Offer::Draw(_), true) => db.end(id, Ending::DrawAgreed)?,
            (Offer::TakeBack(_), true) => {
                let last = last_move_by(&live.game, asker)
                    .ok_or_else(|| ApiError::conflict(format!("{asker} has made no move")))?;
                db.truncate(id, last)?
            }
            _ => db.set_offer(id, Offer::None)?,
        };
        Ok(())
    })
    .await
}
