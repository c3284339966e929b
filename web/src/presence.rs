//! Who is connected to a game: each player's page says so every few
//! seconds (`POST /api/games/ID/presence`), and a side not heard from for
//! [`FRESH`] is away. Kept in memory only: after a restart everyone is
//! away until their page speaks again.

use jetan::{ByColor, Color};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a player counts as connected after their page last spoke: a
/// page speaks every 10 s, so two missed beats and a slow network.
pub const FRESH: Duration = Duration::from_secs(25);

/// The last time each side of each game was heard from.
#[derive(Default)]
pub struct Presence(Mutex<HashMap<(String, Color), Instant>>);

impl Presence {
    fn seen_at(&self) -> std::sync::MutexGuard<'_, HashMap<(String, Color), Instant>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Notes that `side` of game `id` is connected now; true if it was
    /// away before (its watchers should be told).
    pub fn heard(&self, id: &str, side: Color) -> bool {
        let now = Instant::now();
        let before = self.seen_at().insert((id.to_string(), side), now);
        before.is_none_or(|t| now.duration_since(t) > FRESH)
    }

    /// Which sides of game `id` are connected.
    pub fn of(&self, id: &str) -> ByColor<bool> {
        let seen = self.seen_at();
        ByColor::from_fn(|side| {
            seen.get(&(id.to_string(), side))
                .is_some_and(|t| t.elapsed() <= FRESH)
        })
    }

    /// Forgets the sides not heard from for [`FRESH`], and answers their
    /// games (whose watchers should be told).
    pub fn expire(&self) -> Vec<String> {
        let mut gone = Vec::new();
        self.seen_at().retain(|(id, _), t| {
            let fresh = t.elapsed() <= FRESH;
            if !fresh {
                gone.push(id.clone());
            }
            fresh
        });
        gone.sort();
        gone.dedup();
        gone
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_heard_from_is_connected_and_the_other_is_not() {
        let presence = Presence::default();
        assert!(presence.heard("g", Color::Black));
        assert!(
            !presence.heard("g", Color::Black),
            "no change the second time"
        );
        assert_eq!(presence.of("g"), ByColor::new(true, false));
        assert_eq!(presence.of("other"), ByColor::new(false, false));
        assert!(presence.expire().is_empty());
    }
}
