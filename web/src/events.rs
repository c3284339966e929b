//! The server-sent events of each game: `game` after each change, and
//! `thinking` while the engine searches. One broadcast channel per game
//! that someone watches; a watcher too slow to keep up skips to the
//! newest events (the next `game` event has the whole game).

use axum::response::sse::Event;
use std::collections::HashMap;
use std::sync::Mutex;
use tokio::sync::broadcast;

/// Events kept for a slow watcher before it skips.
const BACKLOG: usize = 64;

/// A game event, its data already JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameEvent {
    /// The game after a change, as `GET /api/games/ID` answers it.
    Game(String),
    /// The engine's progress: a depth finished.
    Thinking(String),
}

impl GameEvent {
    /// A `game` event of `game`.
    pub fn game(game: &crate::view::GameView) -> GameEvent {
        GameEvent::Game(serde_json::to_string(game).unwrap_or_default())
    }

    /// A `thinking` event of `thinking`.
    pub fn thinking(thinking: &crate::engine::think::ThinkingView) -> GameEvent {
        GameEvent::Thinking(serde_json::to_string(thinking).unwrap_or_default())
    }

    /// The event as a stream sends it.
    pub fn to_sse(&self) -> Event {
        match self {
            GameEvent::Game(data) => Event::default().event("game").data(data),
            GameEvent::Thinking(data) => Event::default().event("thinking").data(data),
        }
    }
}

/// The channels of the games being watched.
#[derive(Default)]
pub struct Hub {
    channels: Mutex<HashMap<String, broadcast::Sender<GameEvent>>>,
}

impl Hub {
    /// A receiver of game `id`'s events from now on.
    pub fn subscribe(&self, id: &str) -> broadcast::Receiver<GameEvent> {
        let mut channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        channels
            .entry(id.to_string())
            .or_insert_with(|| broadcast::channel(BACKLOG).0)
            .subscribe()
    }

    /// Sends `event` to game `id`'s watchers, if it has any; a channel
    /// nobody listens to any more is dropped.
    pub fn publish(&self, id: &str, event: GameEvent) {
        let mut channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(sender) = channels.get(id) {
            if sender.send(event).is_err() {
                channels.remove(id);
            }
        }
    }
}
