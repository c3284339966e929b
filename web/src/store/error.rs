//! What can go wrong in the database, in the store's own words; the routes
//! turn each into its status ([`ApiError`]).

use crate::error::ApiError;

/// A failed read or change of a game; nothing was changed.
#[derive(Debug)]
pub enum StoreError {
    /// No game of that name.
    NoGame(String),
    /// Another request played move `ply` (from 0) first.
    MovedOn(usize),
    /// The move is not legal, in the crate's words.
    Illegal(String),
    /// SQLite failed.
    Database(rusqlite::Error),
    /// What the database holds does not read back.
    Corrupt(String),
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Database(e)
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        match e {
            StoreError::NoGame(id) => ApiError::no_game(&id),
            StoreError::MovedOn(ply) => {
                ApiError::conflict(format!("move {} was already played", ply + 1))
            }
            StoreError::Illegal(reason) => ApiError::illegal(reason),
            StoreError::Database(e) => ApiError::internal(format!("database: {e}")),
            StoreError::Corrupt(what) => ApiError::internal(format!("database: {what}")),
        }
    }
}
