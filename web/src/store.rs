//! The games, kept in SQLite and worked on by one thread.
//!
//! Every read and change of a game runs as a job on the database thread,
//! one job at a time, so the async threads never wait on the disk and a
//! job sees the game as no other job can change it under it. Each change
//! is a savepoint that first checks the number of moves stored, so that of
//! two moves for one turn exactly one is kept even were a second process
//! writing the same file.
//!
//! The jobs waiting together (up to [`BATCH`]) run in one transaction,
//! committed once for all of them (group commit): one write to the disk
//! serves every request in the batch instead of one each, which is what a
//! commit costs most. A job's answer is sent only once that commit has
//! succeeded, so a server killed and started again has every move it
//! answered; if the commit fails, every job of the batch answers `500` and
//! what memory held is loaded again from the database.
//!
//! The thread keeps the games it has loaded in memory (the `Game` with
//! every position), so that a move costs one insert and no replay.

use crate::error::ApiError;
use crate::seat::Seat;
use jetan::Duels;
use jetan::{Color, Game, Move, Position, Rules};
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::mpsc;

/// Games kept in memory at most; past it the cache starts again empty (a
/// game loads from the database in one query and a replay).
const CACHE_GAMES: usize = 4096;

const SCHEMA: &str = "
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

/// What a game is besides its moves: fixed when it is made, but for a
/// resignation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meta {
    /// The game's name in its address.
    pub id: String,
    /// Black's and Orange's players, by [`Color::index`].
    pub seats: [Seat; 2],
    /// The token of each human seat, by [`Color::index`].
    pub tokens: [Option<String>; 2],
    /// How duels are decided.
    pub duels: Duels,
    /// The seed of the duels' draws.
    pub seed: u64,
    /// The side that resigned, if one did.
    pub resigned: Option<Color>,
}

/// A game as the server holds it.
#[derive(Clone, Debug)]
pub struct Live {
    /// Its players, tokens and settings.
    pub meta: Meta,
    /// Its start, moves and positions.
    pub game: Game,
}

impl Live {
    /// Whether the game is over: by the rules, or by a resignation.
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some() || self.meta.resigned.is_some()
    }
}

/// The database and the games loaded from it, owned by the database
/// thread.
pub struct Db {
    conn: Connection,
    cache: HashMap<String, Live>,
    /// The games whose engine is searching or about to: one search a game
    /// at a time.
    engines: HashSet<String>,
}

/// Jobs committed together at most: enough to share one write to the disk
/// among the requests waiting, few enough that the first does not wait
/// long for the last.
pub const BATCH: usize = 64;

/// What a job does after the batch's commit: answer its request (`true`
/// when the commit succeeded).
type Reply = Box<dyn FnOnce(bool) + Send>;
type Job = Box<dyn FnOnce(&mut Db) -> Reply + Send>;

/// A handle to the database thread; clones share it.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
}

/// The side's name as the JSON writes it: `black` or `orange`.
pub fn side_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::Orange => "orange",
    }
}

impl Store {
    /// Opens (or creates) the database at `path` and starts its thread.
    pub fn open(path: &Path) -> rusqlite::Result<Store> {
        let conn = Connection::open(path)?;
        // WAL: readers and the writer do not block each other, and a commit
        // is one append. FULL: a commit is on the disk before its answer
        // goes out, so not even a crash of the machine loses an answered
        // move.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.execute_batch(SCHEMA)?;
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("jetan-web-db".into())
            .spawn(move || {
                let db = Db {
                    conn,
                    cache: HashMap::new(),
                    engines: HashSet::new(),
                };
                serve(db, queue);
            })
            .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
        Ok(Store { jobs })
    }

    /// Runs `job` on the database thread and answers what it answers.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce(&mut Db) -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move |db| {
            let result = job(db);
            Box::new(move |committed| {
                let answer = if committed {
                    result
                } else {
                    Err(ApiError::internal("the database could not commit"))
                };
                let _ = tx.send(answer);
            })
        });
        self.jobs
            .send(job)
            .map_err(|_| ApiError::internal("the database thread has stopped"))?;
        rx.await
            .map_err(|_| ApiError::internal("the database thread failed on this request"))?
    }
}

/// The database thread: runs the jobs in batches, each batch one
/// transaction; ends when every handle is dropped.
fn serve(mut db: Db, queue: mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut jobs = vec![first];
        while jobs.len() < BATCH {
            match queue.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        // Without the outer transaction each job's savepoint commits by
        // itself, which is slower but as safe.
        let outer = db.conn.execute_batch("BEGIN IMMEDIATE").is_ok();
        let mut replies = Vec::with_capacity(jobs.len());
        for job in jobs {
            // A job that panics fails its own request only (its answer
            // channel is dropped, its savepoint rolled back); what memory
            // held may be half changed, so it is loaded again.
            match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(&mut db))) {
                Ok(reply) => replies.push(reply),
                Err(_) => db.cache.clear(),
            }
        }
        let committed = !outer || db.conn.execute_batch("COMMIT").is_ok();
        if !committed {
            let _ = db.conn.execute_batch("ROLLBACK");
            db.cache.clear();
        }
        for reply in replies {
            reply(committed);
        }
    }
}

impl Db {
    /// Stores a new game, with the moves it starts with (a game read from
    /// a record), and answers it.
    pub fn create(&mut self, meta: Meta, game: Game) -> Result<&Live, ApiError> {
        let tx = self.conn.savepoint()?;
        let seat = |c: Color| serde_json::to_string(&meta.seats[c.index()]).unwrap_or_default();
        tx.execute(
            "INSERT INTO games (id, rules, start, black, orange, black_token, orange_token, duels, seed, resigned, over, created)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, NULL, ?10, strftime('%s', 'now'))",
            params![
                meta.id,
                game.rules().to_string(),
                game.initial_position().to_string(),
                seat(Color::Black),
                seat(Color::Orange),
                meta.tokens[0],
                meta.tokens[1],
                meta.duels.name(),
                meta.seed as i64,
                game.outcome().is_some(),
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
        Ok(&self.cache[&id])
    }

    /// The game `id`, from memory or the database; `404` if there is none.
    pub fn get(&mut self, id: &str) -> Result<&Live, ApiError> {
        if !self.cache.contains_key(id) {
            let live = self.load(id)?.ok_or_else(|| ApiError::no_game(id))?;
            self.remember(live);
        }
        Ok(&self.cache[id])
    }

    /// Plays `m`, which must be legal, as move number `ply` (from 0) of
    /// game `id`: stored first, in a savepoint that checks that the game
    /// has exactly `ply` moves, then played in memory. `409` if the game
    /// has moved on.
    pub fn append(&mut self, id: &str, ply: usize, m: Move) -> Result<&Live, ApiError> {
        let live = self.get(id)?;
        let mut next = live.game.clone();
        next.play(m).map_err(|e| ApiError::illegal(e.to_string()))?;
        let tx = self.conn.savepoint()?;
        let stored: i64 =
            tx.query_row("SELECT COUNT(*) FROM moves WHERE game = ?1", [id], |r| {
                r.get(0)
            })?;
        if stored != ply as i64 {
            drop(tx);
            // Another writer got there first: forget what memory holds.
            self.cache.remove(id);
            return Err(ApiError::conflict(format!(
                "move {} was already played",
                ply + 1
            )));
        }
        tx.execute(
            "INSERT INTO moves (game, ply, move) VALUES (?1, ?2, ?3)",
            params![id, ply as i64, m.to_string()],
        )?;
        if next.outcome().is_some() {
            tx.execute("UPDATE games SET over = 1 WHERE id = ?1", [id])?;
        }
        tx.commit()?;
        self.replace_cached(id, next)
    }

    /// Takes back the moves from number `ply` (from 0) on.
    pub fn truncate(&mut self, id: &str, ply: usize) -> Result<&Live, ApiError> {
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
        tx.execute(
            "UPDATE games SET over = ?2 WHERE id = ?1",
            params![id, next.outcome().is_some()],
        )?;
        tx.commit()?;
        self.replace_cached(id, next)
    }

    /// Puts `game`, just committed, in the cache in place of game `id`.
    fn replace_cached(&mut self, id: &str, game: Game) -> Result<&Live, ApiError> {
        let live = self
            .cache
            .get_mut(id)
            .ok_or_else(|| ApiError::no_game(id))?;
        live.game = game;
        Ok(live)
    }

    /// Records that `side` resigned game `id`.
    pub fn resign(&mut self, id: &str, side: Color) -> Result<&Live, ApiError> {
        self.get(id)?;
        self.conn.execute(
            "UPDATE games SET resigned = ?2, over = 1 WHERE id = ?1",
            params![id, side_name(side)],
        )?;
        let live = self
            .cache
            .get_mut(id)
            .ok_or_else(|| ApiError::no_game(id))?;
        live.meta.resigned = Some(side);
        Ok(live)
    }

    /// Gives side `side` of game `id` the player `seat`.
    pub fn set_seat(&mut self, id: &str, side: Color, seat: Seat) -> Result<&Live, ApiError> {
        self.get(id)?;
        let column = match side {
            Color::Black => "UPDATE games SET black = ?2 WHERE id = ?1",
            Color::Orange => "UPDATE games SET orange = ?2 WHERE id = ?1",
        };
        let text = serde_json::to_string(&seat).map_err(|e| ApiError::internal(e.to_string()))?;
        self.conn.execute(column, params![id, text])?;
        let live = self
            .cache
            .get_mut(id)
            .ok_or_else(|| ApiError::no_game(id))?;
        live.meta.seats[side.index()] = seat;
        Ok(live)
    }

    /// The games that are not over and have an engine seat: those whose
    /// engine may have a move to play after a restart.
    pub fn unfinished_with_engine(&mut self) -> Result<Vec<String>, ApiError> {
        let mut query = self.conn.prepare(
            "SELECT id FROM games WHERE over = 0 AND (black LIKE '{%' OR orange LIKE '{%')",
        )?;
        let ids = query
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ids)
    }

    /// Marks game `id`'s engine as running; false if it already was.
    pub fn claim_engine(&mut self, id: &str) -> bool {
        self.engines.insert(id.to_string())
    }

    /// Marks game `id`'s engine as stopped.
    pub fn release_engine(&mut self, id: &str) {
        self.engines.remove(id);
    }

    fn remember(&mut self, live: Live) {
        if self.cache.len() >= CACHE_GAMES {
            self.cache.clear();
        }
        self.cache.insert(live.meta.id.clone(), live);
    }

    fn load(&self, id: &str) -> Result<Option<Live>, ApiError> {
        type Row = (
            String,
            String,
            String,
            String,
            Option<String>,
            Option<String>,
            String,
            i64,
            Option<String>,
        );
        let row: Option<Row> = self
            .conn
            .query_row(
                "SELECT rules, start, black, orange, black_token, orange_token, duels, seed, resigned FROM games WHERE id = ?1",
                [id],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                        r.get(7)?,
                        r.get(8)?,
                    ))
                },
            )
            .optional()?;
        let Some((rules, start, black, orange, black_token, orange_token, duels, seed, resigned)) =
            row
        else {
            return Ok(None);
        };
        let corrupt =
            |what: &str| ApiError::internal(format!("game {id:?} in the database: {what}"));
        let rules: Rules = rules.parse().map_err(|e| corrupt(&format!("rules: {e}")))?;
        let start = Position::from_text_with_rules(&start, rules)
            .map_err(|e| corrupt(&format!("start: {e}")))?;
        let seat = |text: &str| {
            serde_json::from_str::<Seat>(text).map_err(|e| corrupt(&format!("seat: {e}")))
        };
        let duels: Duels = duels.parse().map_err(|e| corrupt(&format!("duels: {e}")))?;
        let resigned = match resigned.as_deref() {
            None => None,
            Some("black") => Some(Color::Black),
            Some("orange") => Some(Color::Orange),
            Some(other) => return Err(corrupt(&format!("resigned {other:?}"))),
        };
        let mut game = Game::from_position(start);
        let mut query = self
            .conn
            .prepare("SELECT ply, move FROM moves WHERE game = ?1 ORDER BY ply")?;
        let moves = query.query_map([id], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?;
        for (i, row) in moves.enumerate() {
            let (ply, text) = row?;
            if ply != i as i64 {
                return Err(corrupt(&format!("move {ply} where move {i} was expected")));
            }
            let m: Move = text
                .parse()
                .map_err(|e| corrupt(&format!("move {text:?}: {e}")))?;
            game.play(m)
                .map_err(|e| corrupt(&format!("move {text:?}: {e}")))?;
        }
        let meta = Meta {
            id: id.to_string(),
            seats: [seat(&black)?, seat(&orange)?],
            tokens: [black_token, orange_token],
            duels,
            seed: seed as u64,
            resigned,
        };
        Ok(Some(Live { meta, game }))
    }
}
