//! What every request that changes a game does around its own change: one
//! job on the database thread that checks and stores the change and reads
//! the game as it then stands, the engine set to work if it is now to
//! move, and the game's watchers told.

use crate::app::App;
use crate::error::ApiError;
use crate::store::Db;
use crate::view::{self, GameView};
use axum::Json;

/// Changes game `id` by `change` (given the database and the id), which
/// checks what it needs and answers an error, leaving the game as it was,
/// or stores its change; then answers the game as it now stands.
pub async fn change_game(
    app: &App,
    id: String,
    change: impl FnOnce(&mut Db, &str) -> Result<(), ApiError> + Send + 'static,
) -> Result<Json<GameView>, ApiError> {
    let game_id = id.clone();
    let (claimer, presence) = (app.clone(), app.presence().of(&id));
    let (shown, job) = app
        .store()
        .run(move |db| {
            change(db, &id)?;
            let shown = view::game(db.get(&id)?, presence);
            Ok((shown, claimer.claim(db, &id)?))
        })
        .await?;
    app.after_change(&game_id, &shown, job);
    Ok(Json(shown))
}
