//! The database's tables, and the steps that bring a database made by an
//! earlier version of the server up to date (`PRAGMA user_version`).

use crate::token::stored_form;
use rusqlite::{Connection, params};

/// The tables as the first version made them.
const TABLES: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    rules TEXT NOT NULL,
    start TEXT NOT NULL,
    black TEXT NOT NULL,
    orange TEXT NOT NULL,
    black_token TEXT,
    orange_token TEXT,
    duels TEXT NOT NULL,
    seed INTEGER NOT NULL,
    resigned TEXT,
    over INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    game TEXT NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (game, ply)
) WITHOUT ROWID;
";

/// Version 2: tokens kept as their SHA-256; the owner's token; an end
/// that is no rule's (`ending`, which replaces `resigned`); the open
/// offer between the players.
const VERSION_2: &str = "
ALTER TABLE games ADD COLUMN owner_token TEXT;
ALTER TABLE games ADD COLUMN ending TEXT;
ALTER TABLE games ADD COLUMN offer TEXT;
UPDATE games SET ending = resigned || '-resigned' WHERE resigned IS NOT NULL;
";

/// The version this server writes.
const VERSION: i64 = 2;

/// Makes the tables and brings them to [`VERSION`], in one transaction.
pub fn prepare(conn: &mut Connection) -> rusqlite::Result<()> {
    conn.execute_batch(TABLES)?;
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version >= VERSION {
        return Ok(());
    }
    let tx = conn.transaction()?;
    tx.execute_batch(VERSION_2)?;
    // The tokens in the clear become their stored form.
    let rows: Vec<(String, Option<String>, Option<String>)> = tx
        .prepare("SELECT id, black_token, orange_token FROM games")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    for (id, black, orange) in rows {
        tx.execute(
            "UPDATE games SET black_token = ?2, orange_token = ?3 WHERE id = ?1",
            params![
                id,
                black.as_deref().map(stored_form),
                orange.as_deref().map(stored_form)
            ],
        )?;
    }
    tx.execute_batch(&format!("PRAGMA user_version = {VERSION}"))?;
    tx.commit()
}
