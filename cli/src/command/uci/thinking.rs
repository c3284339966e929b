//! A search on a thread of its own, so that the engine goes on reading
//! its input (`stop`, `isready`) while it thinks; the thread writes the
//! `info` lines and the `bestmove`.

use super::info::{self, Info};
use super::out;
use jetan::search::{Limits, SearchResult, Searcher, StopFlag};
use jetan::{Game, Move};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// A search under way, or finished and not yet taken back.
pub struct Thinking {
    handle: JoinHandle<Searcher>,
    stop: StopFlag,
    /// Set, under its lock, as `bestmove` is written: once a caller has
    /// read `bestmove`, the engine sees the search as over and a new `go`
    /// is taken.
    answered: Arc<Mutex<bool>>,
}

/// How often a search under `go infinite` that ended by itself (a won
/// game found, the greatest depth) looks whether `stop` has come.
const WAIT_FOR_STOP: Duration = Duration::from_millis(2);

impl Thinking {
    /// Searches the position of `game` with `searcher` within `limits`,
    /// which hold `stop`; the game's earlier positions count as draws if
    /// a line goes back to one.
    /// Under `infinite` the `bestmove` waits for `stop` even when the
    /// search ends by itself, as UCI asks.
    pub fn start(
        mut searcher: Searcher,
        game: Game,
        limits: Limits,
        stop: StopFlag,
        infinite: bool,
    ) -> Thinking {
        let answered = Arc::new(Mutex::new(false));
        let (flag, done) = (stop.clone(), Arc::clone(&answered));
        let handle = thread::spawn(move || {
            let result = searcher.search_game_with(&game, limits, |p| {
                let lines: Vec<String> = p
                    .lines
                    .iter()
                    .enumerate()
                    .map(|(i, line)| {
                        Info {
                            depth: p.depth,
                            multipv: i + 1,
                            score: line.score,
                            nodes: p.nodes,
                            elapsed: p.elapsed,
                            nps: p.nodes_per_second,
                            pv: &line.pv,
                        }
                        .line()
                    })
                    .collect();
                out::say(&lines);
            });
            while infinite && !flag.is_stopped() {
                thread::sleep(WAIT_FOR_STOP);
            }
            let mut answered = done.lock().unwrap_or_else(PoisonError::into_inner);
            out::say(&last_report(&result));
            *answered = true;
            searcher
        });
        Thinking {
            handle,
            stop,
            answered,
        }
    }

    /// Whether the search has answered `bestmove` (or its thread has
    /// ended without one).
    pub fn is_over(&self) -> bool {
        *self.answered.lock().unwrap_or_else(PoisonError::into_inner) || self.handle.is_finished()
    }

    /// Stops the search (it answers `bestmove` if it has not yet) and
    /// takes its searcher back.
    pub fn stop(self) -> Option<Searcher> {
        self.stop.stop();
        self.finish()
    }

    /// Waits for the search to end by itself and takes its searcher back;
    /// `None` if its thread failed, and the engine then makes a new one.
    pub fn finish(self) -> Option<Searcher> {
        self.handle.join().ok()
    }
}

/// The search's last lines: an `info` line for each best line, the best
/// last, then `bestmove`. The best line is the principal variation if it
/// starts with the move played (PROTOCOL.md: "what the engine reports is
/// what it plays"), or else the move alone.
fn last_report(result: &SearchResult) -> Vec<String> {
    let played = match result.best_move {
        Some(m) if result.pv.first() == Some(&m) => result.pv.clone(),
        Some(m) => vec![m],
        None => Vec::new(),
    };
    let info = |multipv: usize, score, pv: &[Move]| {
        Info {
            depth: result.depth,
            multipv,
            score,
            nodes: result.nodes,
            elapsed: result.elapsed,
            nps: result.nodes_per_second,
            pv,
        }
        .line()
    };
    let mut lines: Vec<String> = result
        .lines
        .iter()
        .enumerate()
        .skip(1)
        .rev()
        .map(|(i, line)| info(i + 1, line.score, &line.pv))
        .collect();
    lines.push(info(1, result.score, &played));
    lines.push(info::bestmove(result.best_move));
    lines
}
