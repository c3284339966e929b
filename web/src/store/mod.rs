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
//! answered; if the commit fails, every job of the batch fails and what
//! memory held is loaded again from the database.

mod db;
mod error;
mod schema;

pub use db::{Db, Summary};
pub use error::StoreError;

use crate::error::ApiError;
use rusqlite::Connection;
use std::path::Path;
use std::sync::mpsc;

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

impl Store {
    /// Opens (or creates) the database at `path`, brings its tables up to
    /// date and starts its thread.
    pub fn open(path: &Path) -> rusqlite::Result<Store> {
        let mut conn = Connection::open(path)?;
        // WAL: readers and the writer do not block each other, and a commit
        // is one append. FULL: a commit is on the disk before its answer
        // goes out, so not even a crash of the machine loses an answered
        // move.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        schema::prepare(&mut conn)?;
        let (jobs, queue) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("jetan-web-db".into())
            .spawn(move || serve(Db::new(conn), queue))
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
            .map_err(|_| ApiError::internal("the database thread failed on a request"))?
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
        let outer = db.begin();
        let mut replies = Vec::with_capacity(jobs.len());
        for job in jobs {
            // A job that panics fails its own request only (its answer
            // channel is dropped, its savepoint rolled back); what memory
            // held may be half changed, so it is loaded again.
            match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(&mut db))) {
                Ok(reply) => replies.push(reply),
                Err(_) => db.forget_all(),
            }
        }
        let committed = !outer || db.commit();
        for reply in replies {
            reply(committed);
        }
    }
}
