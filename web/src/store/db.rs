//! The database's reads and writes, and the games loaded from it, kept in
//! memory (the `Game` with every position) so that a move costs one insert
//! and no replay.

use super::StoreError;
use crate::live::{Ending, Live, Meta, Offer};
use crate::seat::Seat;
use jetan::{ByColor, Color, Duels, Game, Move, Position, Rules};
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;

/// Games kept in memory at most; past it the cache starts again empty (a
/// game loads from the database in one query and a replay).
const CACHE_GAMES: usize = 4096;

/// The database and the games loaded from it, owned by the database
/// thread.
pub struct Db {
    conn: Connection,
    cache: HashMap<String, Live>,
}

/// A game in a few words, for a list of games.
#[derive(Clone, Debug)]
pub struct Summary {
    /// The game's name.
    pub id: String,
    /// Its rules as text.
    pub rules: String,
    /// Each side's player.
    pub seats: ByColor<Seat>,
    /// The side to move.
    pub to_move: Color,
    /// The moves played.
    pub moves: usize,
    /// How it ended, in words, if it did.
    pub outcome: Option<String>,
    /// When it was made, in seconds since 1970.
    pub created: i64,
}

impl Db {
    /// The games of `conn`, none loaded yet.
    pub(super) fn new(conn: Connection) -> Db {
        Db {
            conn,
            cache: HashMap::new(),
        }
    }

    /// Begins a batch's transaction; false if it could not.
    pub(super) fn begin(&mut self) -> bool {
        self.conn.execute_batch("BEGIN IMMEDIATE").is_ok()
    }

    /// Commits the batch's transaction; on failure rolls it back and
    /// forgets what memory held, which the database no longer says.
    pub(super) fn commit(&mut self) -> bool {
        if self.conn.execute_batch("COMMIT").is_ok() {
            return true;
        }
        let _ = self.conn.execute_batch("ROLLBACK");
        self.forget_all();
        false
    }

    /// Forgets every game held in memory.
    pub(super) fn forget_all(&mut self) {
        self.cache.clear();
    }

    /// Stores a new game, with the moves it starts with (a game read from
    /// a record), and answers it.
    pub fn create(&mut self, meta: Meta, game: Game) -> Result<&Live, StoreError> {
        let tx = self.conn.savepoint()?;
        let seat = |c: Color| serde_json::to_string(&meta.seats[c]).unwrap_or_default();
        tx.execute(
            "INSERT INTO games (id, rules, start, black, orange, black_token, orange_token, duels, seed,
                                over, created, owner_token, ending, offer)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, NULL)",
            params![
                meta.id,
                game.rules().to_string(),
                game.initial_position().to_string(),
                seat(Color::Black),
                seat(Color::Orange),
                meta.tokens.black,
                meta.tokens.orange,
                meta.duels.name(),
                meta.seed as i64,
                game.outcome().is_some() || meta.ending.is_some(),
                meta.created,
                meta.owner,
                meta.ending.map(Ending::text),
            ],
        )?;
        for (ply, m) in game.moves().iter().enumerate() {
            tx.execute(
                "INSERT INTO moves (game, ply, move) VALUES (?1, ?2, ?3)",
                params![meta.id, ply as i64, m.to_string()],
            )?;
        }
        tx.commit()?;
        let id = meta.id.clone();
        self.remember(Live { meta, game });
        self.cached(&id)
    }

    /// The game `id`, from memory or the database.
    pub fn get(&mut self, id: &str) -> Result<&Live, StoreError> {
        if !self.cache.contains_key(id) {
            let live = self
                .load(id)?
                .ok_or_else(|| StoreError::NoGame(id.to_string()))?;
            self.remember(live);
        }
        self.cached(id)
    }

    /// Plays `m`, which must be legal, as move number `ply` (from 0) of
    /// game `id`: stored first, in a savepoint that checks that the game
    /// has exactly `ply` moves, then played in memory. A move answers the
    /// open offer: it is withdrawn.
    pub fn append(&mut self, id: &str, ply: usize, m: Move) -> Result<&Live, StoreError> {
        let live = self.get(id)?;
        let mut next = live.game.clone();
        next.play(m)
            .map_err(|e| StoreError::Illegal(e.to_string()))?;
        let tx = self.conn.savepoint()?;
        let stored: i64 =
            tx.query_row("SELECT COUNT(*) FROM moves WHERE game = ?1", [id], |r| {
                r.get(0)
            })?;
        if stored != ply as i64 {
            drop(tx);
            // Another writer got there first: forget what memory holds.
            self.cache.remove(id);
            return Err(StoreError::MovedOn(ply));
        }
        tx.execute(
            "INSERT INTO moves (game, ply, move) VALUES (?1, ?2, ?3)",
            params![id, ply as i64, m.to_string()],
        )?;
        moves_changed(&tx, id, &next)?;
        tx.commit()?;
        self.now_at(id, next)
    }

    /// Takes back the moves from number `ply` (from 0) on; the open offer
    /// goes with them.
    pub fn truncate(&mut self, id: &str, ply: usize) -> Result<&Live, StoreError> {
        let live = self.get(id)?;
        let mut next = live.game.clone();
        while next.moves().len() > ply {
            next.undo();
        }
        let tx = self.conn.savepoint()?;
        tx.execute(
            "DELETE FROM moves WHERE game = ?1 AND ply >= ?2",
            params![id, ply as i64],
        )?;
        moves_changed(&tx, id, &next)?;
        tx.commit()?;
        self.now_at(id, next)
    }

    /// Ends game `id` as `ending` says.
    pub fn end(&mut self, id: &str, ending: Ending) -> Result<&Live, StoreError> {
        self.get(id)?;
        self.conn.execute(
            "UPDATE games SET ending = ?2, over = 1, offer = NULL WHERE id = ?1",
            params![id, ending.text()],
        )?;
        self.replace_cached(id, |live| {
            live.meta.ending = Some(ending);
            live.meta.offer = Offer::None;
        })
    }

    /// Opens `offer` in game `id` (or closes the open one with
    /// [`Offer::None`]).
    pub fn set_offer(&mut self, id: &str, offer: Offer) -> Result<&Live, StoreError> {
        self.get(id)?;
        self.conn.execute(
            "UPDATE games SET offer = ?2 WHERE id = ?1",
            params![id, offer.text()],
        )?;
        self.replace_cached(id, |live| live.meta.offer = offer)
    }

    /// Gives side `side` of game `id` the player `seat`.
    pub fn set_seat(&mut self, id: &str, side: Color, seat: Seat) -> Result<&Live, StoreError> {
        self.get(id)?;
        let column = match side {
            Color::Black => "UPDATE games SET black = ?2 WHERE id = ?1",
            Color::Orange => "UPDATE games SET orange = ?2 WHERE id = ?1",
        };
        let text =
            serde_json::to_string(&seat).map_err(|e| StoreError::Corrupt(format!("seat: {e}")))?;
        self.conn.execute(column, params![id, text])?;
        self.replace_cached(id, |live| live.meta.seats[side] = seat)
    }

    /// The games that are not over and have a person's seat and an
    /// engine's: those whose engine may have a move to play after a
    /// restart. Games between two engines stay as they were: nobody is
    /// waiting for them.
    pub fn unfinished_with_engine(&mut self) -> Result<Vec<String>, StoreError> {
        let mut query = self.conn.prepare(
            "SELECT id FROM games WHERE over = 0
             AND (black LIKE '{%' OR orange LIKE '{%') AND (black = '\"human\"' OR orange = '\"human\"')",
        )?;
        let ids = query
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// A summary of each game of `ids` that exists, in their order.
    pub fn summaries(&mut self, ids: &[String]) -> Result<Vec<Summary>, StoreError> {
        let mut out = Vec::new();
        for id in ids {
            let live = match self.get(id) {
                Ok(live) => live,
                Err(StoreError::NoGame(_)) => continue,
                Err(e) => return Err(e),
            };
            out.push(Summary {
                id: live.meta.id.clone(),
                rules: live.game.rules().to_string(),
                seats: live.meta.seats,
                to_move: live.game.position().side_to_move(),
                moves: live.game.moves().len(),
                outcome: live.outcome_text(),
                created: live.meta.created,
            });
        }
        Ok(out)
    }

    /// The cached game `id`.
    fn cached(&self, id: &str) -> Result<&Live, StoreError> {
        self.cache
            .get(id)
            .ok_or_else(|| StoreError::NoGame(id.to_string()))
    }

    /// Changes the cached game `id` as `change` says, once the database
    /// has the change.
    /// Game `id` in memory as its moves now stand, `next`, with no offer
    /// open (the stored change of [`moves_changed`]).
    fn now_at(&mut self, id: &str, next: Game) -> Result<&Live, StoreError> {
        self.replace_cached(id, |live| {
            live.game = next;
            live.meta.offer = Offer::None;
        })
    }

    fn replace_cached(
        &mut self,
        id: &str,
        change: impl FnOnce(&mut Live),
    ) -> Result<&Live, StoreError> {
        let live = self
            .cache
            .get_mut(id)
            .ok_or_else(|| StoreError::NoGame(id.to_string()))?;
        change(live);
        Ok(live)
    }

    fn remember(&mut self, live: Live) {
        if self.cache.len() >= CACHE_GAMES {
            self.cache.clear();
        }
        self.cache.insert(live.meta.id.clone(), live);
    }

    fn load(&self, id: &str) -> Result<Option<Live>, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT rules, start, black, orange, black_token, orange_token, duels, seed,
                        created, owner_token, ending, offer
                 FROM games WHERE id = ?1",
                [id],
                |r| {
                    Ok(Row {
                        rules: r.get(0)?,
                        start: r.get(1)?,
                        black: r.get(2)?,
                        orange: r.get(3)?,
                        black_token: r.get(4)?,
                        orange_token: r.get(5)?,
                        duels: r.get(6)?,
                        seed: r.get(7)?,
                        created: r.get(8)?,
                        owner: r.get(9)?,
                        ending: r.get(10)?,
                        offer: r.get(11)?,
                    })
                },
            )
            .optional()?;
        let Some(row) = row else {
            return Ok(None);
        };
        let corrupt = |what: String| StoreError::Corrupt(format!("game {id:?}: {what}"));
        let rules: Rules = row
            .rules
            .parse()
            .map_err(|e| corrupt(format!("rules: {e}")))?;
        let start = Position::from_text_with_rules(&row.start, rules)
            .map_err(|e| corrupt(format!("start: {e}")))?;
        let seat = |text: &str| {
            serde_json::from_str::<Seat>(text).map_err(|e| corrupt(format!("seat: {e}")))
        };
        let duels: Duels = row
            .duels
            .parse()
            .map_err(|e| corrupt(format!("duels: {e}")))?;
        let ending = match row.ending.as_deref() {
            None => None,
            Some(text) => {
                Some(Ending::from_text(text).ok_or_else(|| corrupt(format!("ending {text:?}")))?)
            }
        };
        let offer = Offer::from_text(row.offer.as_deref())
            .ok_or_else(|| corrupt(format!("offer {:?}", row.offer)))?;
        let mut game = Game::from_position(start);
        let mut query = self
            .conn
            .prepare("SELECT ply, move FROM moves WHERE game = ?1 ORDER BY ply")?;
        let moves = query.query_map([id], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
        for (i, row) in moves.enumerate() {
            let (ply, text) = row?;
            if ply != i as i64 {
                return Err(corrupt(format!("move {ply} where move {i} was expected")));
            }
            let m: Move = text
                .parse()
                .map_err(|e| corrupt(format!("move {text:?}: {e}")))?;
            game.play(m)
                .map_err(|e| corrupt(format!("move {text:?}: {e}")))?;
        }
        let meta = Meta {
            id: id.to_string(),
            seats: ByColor::new(seat(&row.black)?, seat(&row.orange)?),
            tokens: ByColor::new(row.black_token, row.orange_token),
            owner: row.owner,
            duels,
            seed: row.seed as u64,
            ending,
            offer,
            created: row.created,
        };
        Ok(Some(Live { meta, game }))
    }
}

/// A row of `games`, as read.
struct Row {
    rules: String,
    start: String,
    black: String,
    orange: String,
    black_token: Option<String>,
    orange_token: Option<String>,
    duels: String,
    seed: i64,
    created: i64,
    owner: Option<String>,
    ending: Option<String>,
    offer: Option<String>,
}

/// Stores in `tx` what changes in game `id`'s row when its moves change to
/// those of `next`: whether it is over, and no offer open (a move or a
/// take-back withdraws it).
fn moves_changed(tx: &rusqlite::Savepoint, id: &str, next: &Game) -> Result<(), StoreError> {
    tx.execute(
        "UPDATE games SET over = ?2, offer = NULL WHERE id = ?1",
        params![id, next.outcome().is_some()],
    )?;
    Ok(())
}
