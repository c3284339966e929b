//! The server's state, shared by every request: the database thread, the
//! event channels, the engines' cores and the games whose engine is at
//! work, and who is connected. Clones share it.

use crate::engine::cores::Cores;
use crate::events::{GameEvent, Hub};
use crate::presence::Presence;
use crate::store::Store;
use std::sync::{Arc, Mutex};

/// Games between two engines whose engine may be at work at once: such
/// games are only watched, and each holds a core move after move.
pub const EXHIBITIONS_AT_ONCE: usize = 2;

/// The server. Clones share it.
#[derive(Clone)]
pub struct App(Arc<Inner>);

struct Inner {
    store: Store,
    hub: Hub,
    cores: Cores,
    /// The games whose engine is searching or about to: one search a game
    /// at a time. `true` for a game between two engines.
    at_work: Mutex<Vec<(String, bool)>>,
    presence: Presence,
}

impl App {
    /// A server over the database at `path` (created if absent, brought up
    /// to date if made by an earlier version).
    pub fn open(path: &std::path::Path) -> rusqlite::Result<App> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Ok(App(Arc::new(Inner {
            store: Store::open(path)?,
            hub: Hub::default(),
            cores: Cores::new(cores),
            at_work: Mutex::new(Vec::new()),
            presence: Presence::default(),
        })))
    }

    /// The database thread.
    pub fn store(&self) -> &Store {
        &self.0.store
    }

    /// The engines' cores.
    pub fn cores(&self) -> &Cores {
        &self.0.cores
    }

    /// Who is connected to which game.
    pub fn presence(&self) -> &Presence {
        &self.0.presence
    }

    /// Sends `event` to game `id`'s watchers.
    pub fn publish(&self, id: &str, event: GameEvent) {
        self.0.hub.publish(id, event);
    }

    /// A receiver of game `id`'s events from now on.
    pub fn subscribe(&self, id: &str) -> tokio::sync::broadcast::Receiver<GameEvent> {
        self.0.hub.subscribe(id)
    }

    fn at_work(&self) -> std::sync::MutexGuard<'_, Vec<(String, bool)>> {
        self.0.at_work.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Marks game `id`'s engine as at work; false if it already was.
    pub fn claim_engine(&self, id: &str, exhibition: bool) -> bool {
        let mut at_work = self.at_work();
        if at_work.iter().any(|(g, _)| g == id) {
            return false;
        }
        at_work.push((id.to_string(), exhibition));
        true
    }

    /// Marks game `id`'s engine as stopped.
    pub fn release_engine(&self, id: &str) {
        self.at_work().retain(|(g, _)| g != id);
    }

    /// How many games between two engines have their engine at work.
    pub fn exhibitions_at_work(&self) -> usize {
        self.at_work().iter().filter(|(_, e)| *e).count()
    }

    /// Whether as many games between two engines have their engine at
    /// work as the server allows ([`EXHIBITIONS_AT_ONCE`]).
    pub fn exhibitions_full(&self) -> bool {
        self.exhibitions_at_work() >= EXHIBITIONS_AT_ONCE
    }
}
