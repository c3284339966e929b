//! The loop that plays the engine's moves: one task a game whose engine is
//! to move, searching off the async threads on a core handed out by
//! [`Cores`](super::cores::Cores), and playing the move only if the game
//! is still where the search started.

use super::cores::Priority;
use super::job::{EngineJob, engine_job};
use super::think::{ThinkingView, think};
use crate::app::App;
use crate::error::ApiError;
use crate::events::GameEvent;
use crate::seat::Strength;
use crate::store::Db;
use crate::{duels, view};
use jetan::search::SearchResult;
use jetan::{Duels, Game};

impl App {
    /// Starts the engine of every unfinished game with a person in it whose
    /// engine is to move: after a restart, the moves it had not played
    /// yet. Games between two engines stay where they stopped. Needs a
    /// Tokio runtime.
    pub fn resume_engines(&self) {
        let app = self.clone();
        tokio::spawn(async move {
            let Ok(ids) = app.store().run(|db| Ok(db.unfinished_with_engine()?)).await else {
                return;
            };
            for id in ids {
                let claimer = app.clone();
                if let Ok(Some(job)) = app.store().run(move |db| claimer.claim(db, &id)).await {
                    app.start_engine(job);
                }
            }
        });
    }

    /// The engine's job for game `id` if its engine is to move and not yet
    /// at work, marking it at work. A game between two engines waits while
    /// as many such games as the server allows are at work.
    pub fn claim(&self, db: &mut Db, id: &str) -> Result<Option<EngineJob>, ApiError> {
        let Some(job) = engine_job(db.get(id)?) else {
            return Ok(None);
        };
        if job.exhibition && self.exhibitions_full() {
            return Ok(None);
        }
        Ok(self.claim_engine(id, job.exhibition).then_some(job))
    }

    /// Tells the game's watchers of its new state, and sets its engine to
    /// work if it is to move.
    pub fn after_change(&self, id: &str, game: &view::GameView, job: Option<EngineJob>) {
        self.publish(id, GameEvent::game(game));
        if let Some(job) = job {
            self.start_engine(job);
        }
    }

    fn start_engine(&self, job: EngineJob) {
        let app = self.clone();
        tokio::spawn(async move { app.run_engine(job).await });
    }

    /// Plays the engine's moves of one game, as long as it is to move
    /// (both seats, for a game of two engines). A move is played only if
    /// the game is still where the search started.
    async fn run_engine(self, mut job: EngineJob) {
        loop {
            let best = self.engine_move(&job).await;
            let (id, ply, searched) = (job.id.clone(), job.ply, *job.position());
            let presence = self.presence().of(&id);
            let step = self
                .store()
                .run(move |db| {
                    // Still the position searched: no undo, end or change
                    // of seat came between.
                    let fresh = engine_job(db.get(&id)?)
                        .is_some_and(|j| j.ply == ply && *j.position() == searched);
                    let mut shown = None;
                    if let (true, Some(m)) = (fresh, best) {
                        let live = db.get(&id)?;
                        let pos = *live.game.position();
                        let m = duels::decide(live.meta.duels, &pos, m, live.meta.seed, ply, false);
                        shown = Some(view::game(db.append(&id, ply, m)?, presence));
                    }
                    // A search without a move would be searched again
                    // forever: stop instead.
                    let next = if fresh && shown.is_none() {
                        None
                    } else {
                        engine_job(db.get(&id)?)
                    };
                    Ok((shown, next))
                })
                .await;
            match step {
                Ok((shown, next)) => {
                    if let Some(shown) = shown {
                        self.publish(&job.id, GameEvent::game(&shown));
                    }
                    match next {
                        Some(next) => job = next,
                        None => break,
                    }
                }
                Err(_) => break,
            }
        }
        self.release_engine(&job.id);
    }

    /// The engine's move for `job`, its progress sent as `thinking`
    /// events; `None` if the search failed.
    async fn engine_move(&self, job: &EngineJob) -> Option<jetan::Move> {
        let (app, id) = (self.clone(), job.id.clone());
        let report = move |t: ThinkingView| app.publish(&id, GameEvent::thinking(&t));
        let priority = if job.exhibition {
            Priority::Watched
        } else {
            Priority::Player
        };
        let game = job.game.clone();
        self.search(game, job.strength, job.duels, job.seed, priority, report)
            .await
            .and_then(|result| result.best_move)
    }

    /// A search of `game`'s position off the async threads, once a core
    /// is free for `priority`; `report` gets each depth. `None` if the
    /// search failed.
    pub async fn search(
        &self,
        game: Game,
        strength: Strength,
        duels: Duels,
        seed: u64,
        priority: Priority,
        report: impl FnMut(ThinkingView) + Send + 'static,
    ) -> Option<SearchResult> {
        let core = self.cores().acquire(priority).await;
        let stop = core.stop_flag();
        let result =
            tokio::task::spawn_blocking(move || think(&game, strength, duels, seed, stop, report))
                .await
                .ok();
        drop(core);
        result
    }
}
