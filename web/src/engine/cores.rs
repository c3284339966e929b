//! The processor cores the engines search on, handed out one a search:
//! the searches of games a person plays first, those of games between two
//! engines (only watched) when no player's search waits, never on the last
//! free core, and cut short (the watched engine plays the best move it has
//! found) as soon as a player's search waits, so that a watched game never
//! holds a core a player's reply needs.

use jetan::search::StopFlag;
use std::sync::Mutex;
use tokio::sync::Notify;

/// Whose search waits for a core.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Priority {
    /// A game with a person in it: served first.
    Player,
    /// A game between two engines: served when no player waits.
    Watched,
}

/// The cores, and how many players' searches wait for one.
pub struct Cores {
    state: Mutex<State>,
    freed: Notify,
}

struct State {
    free: usize,
    players_waiting: usize,
    /// Cores held by watched games' searches, and how many they may hold.
    watched: usize,
    watched_limit: usize,
    /// The stop flags of the watched searches under way, by a number of
    /// their own: raised when a player's search starts to wait.
    watched_flags: Vec<(u64, StopFlag)>,
    next_watched: u64,
}

/// A core held by a search; given back when dropped. A watched search
/// holds a stop flag that a waiting player raises.
pub struct Core<'a> {
    cores: &'a Cores,
    stop: Option<(u64, StopFlag)>,
}

impl Core<'_> {
    /// The flag that cuts a watched search short; `None` for a player's.
    pub fn stop_flag(&self) -> Option<StopFlag> {
        self.stop.as_ref().map(|(_, flag)| flag.clone())
    }
}

impl Drop for Core<'_> {
    fn drop(&mut self) {
        let mut state = self.cores.lock();
        state.free += 1;
        if let Some((id, _)) = &self.stop {
            state.watched -= 1;
            state.watched_flags.retain(|(f, _)| f != id);
        }
        drop(state);
        self.cores.freed.notify_waiters();
    }
}

impl Cores {
    /// `count` cores (at least one); watched games' searches hold all but
    /// one of them at most (one, on a machine of one core).
    pub fn new(count: usize) -> Cores {
        let count = count.max(1);
        Cores {
            state: Mutex::new(State {
                free: count,
                players_waiting: 0,
                watched: 0,
                watched_limit: (count - 1).max(1),
                watched_flags: Vec::new(),
                next_watched: 0,
            }),
            freed: Notify::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A core for a search of `priority`, once one is free and no search
    /// of a higher priority waits for it.
    pub async fn acquire(&self, priority: Priority) -> Core<'_> {
        let mut counted = false;
        loop {
            // Registered before the state is read, so that a core freed
            // between the two still wakes this search.
            let freed = self.freed.notified();
            tokio::pin!(freed);
            freed.as_mut().enable();
            {
                let mut state = self.lock();
                let my_turn = match priority {
                    Priority::Player => true,
                    Priority::Watched => {
                        state.players_waiting == 0 && state.watched < state.watched_limit
                    }
                };
                if state.free > 0 && my_turn {
                    state.free -= 1;
                    if counted {
                        state.players_waiting -= 1;
                    }
                    let stop = (priority == Priority::Watched).then(|| {
                        state.watched += 1;
                        state.next_watched += 1;
                        let entry = (state.next_watched, StopFlag::new());
                        state.watched_flags.push(entry.clone());
                        entry
                    });
                    return Core { cores: self, stop };
                }
                if priority == Priority::Player && !counted {
                    state.players_waiting += 1;
                    counted = true;
                    // The watched searches give their cores back.
                    for (_, flag) in &state.watched_flags {
                        flag.stop();
                    }
                }
            }
            freed.await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn watched_games_leave_a_core_for_the_players() {
        // Two cores: a watched search holds one; a second waits, though a
        // core is free; a player takes that core.
        let cores = Cores::new(2);
        let _held = cores.acquire(Priority::Watched).await;
        let second = tokio::time::timeout(
            std::time::Duration::from_millis(50),
            cores.acquire(Priority::Watched),
        )
        .await;
        assert!(second.is_err(), "the last core is the players'");
        let player = tokio::time::timeout(
            std::time::Duration::from_millis(50),
            cores.acquire(Priority::Player),
        )
        .await;
        assert!(player.is_ok());
    }

    #[tokio::test]
    async fn a_waiting_player_goes_before_a_watched_game() {
        let cores = Arc::new(Cores::new(1));
        let held = cores.acquire(Priority::Watched).await;
        let order = Arc::new(AtomicUsize::new(0));
        let (watched_turn, player_turn) =
            (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let watched = {
            let (cores, order, turn) = (cores.clone(), order.clone(), watched_turn.clone());
            tokio::spawn(async move {
                let _core = cores.acquire(Priority::Watched).await;
                turn.store(order.fetch_add(1, Ordering::SeqCst) + 1, Ordering::SeqCst);
            })
        };
        // The watched search waits first; the player's comes after it.
        tokio::task::yield_now().await;
        let player = {
            let (cores, order, turn) = (cores.clone(), order.clone(), player_turn.clone());
            tokio::spawn(async move {
                let _core = cores.acquire(Priority::Player).await;
                turn.store(order.fetch_add(1, Ordering::SeqCst) + 1, Ordering::SeqCst);
            })
        };
        tokio::task::yield_now().await;
        drop(held);
        player.await.unwrap();
        watched.await.unwrap();
        assert_eq!(player_turn.load(Ordering::SeqCst), 1, "the player first");
        assert_eq!(watched_turn.load(Ordering::SeqCst), 2);
    }
}
