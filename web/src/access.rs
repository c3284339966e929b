//! Who a request speaks for: the side whose token it holds, checked
//! against the stored forms of the game's tokens.

use crate::error::ApiError;
use crate::live::Live;
use crate::token;
use jetan::Color;

/// The human side whose token `given` is, if any.
pub fn side_of(live: &Live, given: Option<&str>) -> Option<Color> {
    let given = given?;
    live.meta
        .tokens
        .iter()
        .find(|(_, stored)| stored.as_deref().is_some_and(|s| token::matches(given, s)))
        .map(|(side, _)| side)
}

/// The side whose token `given` is: `403` if it is nobody's.
pub fn player(live: &Live, given: Option<&str>) -> Result<Color, ApiError> {
    side_of(live, given).ok_or_else(|| ApiError::forbidden("a missing or wrong token"))
}

/// `409` once the game is over.
pub fn going_on(live: &Live) -> Result<(), ApiError> {
    match live.outcome_text() {
        Some(outcome) => Err(ApiError::conflict(format!("the game is over ({outcome})"))),
        None => Ok(()),
    }
}

/// The side that `given` may move now: `409` if the game is over or the
/// token is the other side's, `403` if it is nobody's.
pub fn mover(live: &Live, given: Option<&str>) -> Result<Color, ApiError> {
    going_on(live)?;
    let side = live.game.position().side_to_move();
    match side_of(live, given) {
        Some(holder) if holder == side => Ok(side),
        Some(other) => Err(ApiError::conflict(format!(
            "{side} is to move, not {other}"
        ))),
        None => Err(ApiError::forbidden(format!(
            "a missing or wrong token for {side}, the side to move"
        ))),
    }
}

/// Whether `given` is the token of whoever made the game.
pub fn is_owner(live: &Live, given: Option<&str>) -> bool {
    match (given, &live.meta.owner) {
        (Some(given), Some(stored)) => token::matches(given, stored),
        _ => false,
    }
}
