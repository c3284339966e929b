//! The engine as Python sees it: a `Searcher` (the crate's, with its
//! table) and what a search found.

use crate::errors::out_of_range;
use crate::game::PyGame;
use crate::interrupt;
use crate::moves::PyMove;
use crate::position::PyPosition;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::sync::{Mutex, MutexGuard, TryLockError};
use std::time::Duration;

/// The largest table a searcher may have, in MiB.
const MAX_TABLE_MIB: i64 = 1 << 16;
/// The most threads a searcher may search on.
const MAX_THREADS: i64 = 256;
/// The most lines a search may report.
const MAX_MULTIPV: i64 = 256;
/// The largest contempt, in centipoints: the library's bound.
const MAX_CONTEMPT: i64 = 10_000;

/// The engine: the crate's search with its transposition table, kept from
/// one search to the next (so later searches are faster, and depend on the
/// earlier ones). `Searcher(table_mib=16, threads=1, contempt_cp=None)`:
/// `contempt_cp` is what a draw costs the searcher (the library's ten
/// points by default). With several threads, `nodes` bounds the main
/// thread's search; the helpers search beside it, and the nodes reported
/// are all of theirs.
///
/// One searcher may be used from several Python threads: its searches
/// take turns (the table is shared, one search at a time), each with the
/// GIL released. For searches that run at once, give each thread a
/// searcher of its own.
#[pyclass(frozen, module = "pyjetan", name = "Searcher")]
pub struct PySearcher(Mutex<jetan::search::Searcher>);

/// One line of a search: its score and its moves.
#[pyclass(frozen, from_py_object, module = "pyjetan", name = "SearchLine")]
#[derive(Clone)]
pub struct PyLine {
    /// The score in centipoints for the side to move, `None` for a
    /// decided game.
    #[pyo3(get)]
    score_cp: Option<i32>,
    /// Moves of the side to move to the win (negative: to the loss), or
    /// `None`.
    #[pyo3(get)]
    mate_in: Option<i32>,
    /// The moves the engine expects.
    #[pyo3(get)]
    pv: Vec<PyMove>,
}

/// What a search found.
#[pyclass(frozen, module = "pyjetan", name = "SearchResult")]
pub struct PySearchResult {
    /// The move to play, `None` when the game is over.
    #[pyo3(get)]
    best_move: Option<PyMove>,
    /// Its score in centipoints for the side to move (a Panthan is 200),
    /// `None` when the game is decided.
    #[pyo3(get)]
    score_cp: Option<i32>,
    /// For a decided game, the side to move's moves to the win (negative:
    /// to the loss), as UCI's `score mate`; else `None`.
    #[pyo3(get)]
    mate_in: Option<i32>,
    /// The depth reached, in moves.
    #[pyo3(get)]
    depth: u32,
    /// The positions visited.
    #[pyo3(get)]
    nodes: u64,
    /// The moves the engine expects, the best move first.
    #[pyo3(get)]
    pv: Vec<PyMove>,
    /// Each line searched (`multipv` of them at most), the best first.
    #[pyo3(get)]
    lines: Vec<PyLine>,
    /// The time the search took, in milliseconds.
    #[pyo3(get)]
    elapsed_ms: f64,
}

#[pymethods]
impl PySearchResult {
    fn __repr__(&self) -> String {
        let best = self.best_move.map_or("None".into(), |m| m.0.to_string());
        let score = match (self.score_cp, self.mate_in) {
            (Some(cp), _) => format!("score_cp={cp}"),
            (None, Some(n)) => format!("mate_in={n}"),
            (None, None) => String::new(),
        };
        format!(
            "<SearchResult best_move={best} {score} depth={} nodes={}>",
            self.depth, self.nodes
        )
    }
}

/// A line's score and its moves.
fn pv(moves: &[jetan::Move]) -> Vec<PyMove> {
    moves.iter().map(|&m| PyMove(m)).collect()
}

/// A whole number given for `name`: a `TypeError` for another type, a
/// `ValueError` (naming `name`) outside `min..=max`, however large.
fn count(name: &str, value: &Bound<'_, PyAny>, min: i64, max: i64) -> PyResult<i64> {
    if !value.is_instance_of::<pyo3::types::PyInt>() {
        return Err(PyTypeError::new_err(format!(
            "{name} is a whole number, not {}",
            value.get_type().name()?
        )));
    }
    // An int beyond 64 bits is out of every range.
    match value.extract::<i64>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(out_of_range(format!(
            "{name} {value} is not from {min} to {max}"
        ))),
    }
}

/// The searcher, once no other search holds it; `None` if `stopped` (a
/// Ctrl-C while waiting) says so first.
fn take_turn(
    searcher: &Mutex<jetan::search::Searcher>,
    stopped: impl Fn() -> bool,
) -> Option<MutexGuard<'_, jetan::search::Searcher>> {
    loop {
        match searcher.try_lock() {
            Ok(guard) => return Some(guard),
            // A search that panicked left its searcher as it was.
            Err(TryLockError::Poisoned(p)) => return Some(p.into_inner()),
            Err(TryLockError::WouldBlock) if stopped() => return None,
            Err(TryLockError::WouldBlock) => std::thread::sleep(Duration::from_millis(2)),
        }
    }
}

#[pymethods]
impl PySearcher {
    #[new]
    #[pyo3(signature = (table_mib = None, threads = None, contempt_cp = None))]
    fn new(
        py: Python<'_>,
        table_mib: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        contempt_cp: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PySearcher> {
        let table_mib = match table_mib {
            Some(t) => count("table_mib", t, 1, MAX_TABLE_MIB)? as usize,
            None => 16,
        };
        let threads = match threads {
            Some(t) => count("threads", t, 1, MAX_THREADS)? as usize,
            None => 1,
        };
        let contempt = match contempt_cp {
            Some(c) => Some(count("contempt_cp", c, -MAX_CONTEMPT, MAX_CONTEMPT)? as i32),
            None => None,
        };
        // The table is written in full when made: a second a GiB, without
        // the GIL.
        let searcher = py.detach(move || {
            let mut searcher = jetan::search::Searcher::new(table_mib);
            searcher.set_threads(threads);
            if let Some(c) = contempt {
                searcher.set_contempt_centipoints(c);
            }
            searcher
        });
        Ok(PySearcher(Mutex::new(searcher)))
    }

    /// What a drawn game is worth to the searcher, in centipoints taken
    /// from its score (a draw scores minus this): by default ten points,
    /// so that the engine does not let a lead slip into a draw.
    #[getter]
    fn contempt_cp(&self, py: Python<'_>) -> i32 {
        py.detach(|| take_turn(&self.0, || false).map_or(0, |s| s.contempt_centipoints()))
    }

    /// Searches a `Position`, or a `Game`'s current position knowing the
    /// positions it went through (a line back to one of them is a draw),
    /// within the limits given: at most `nodes` positions, `depth` moves
    /// deep, `time_ms` milliseconds; at least one of them, else a
    /// `ValueError`. `multipv` lines are searched. Releases the GIL;
    /// Ctrl-C stops it.
    #[pyo3(signature = (position_or_game, *, nodes = None, depth = None, time_ms = None, multipv = None))]
    fn search(
        &self,
        py: Python<'_>,
        position_or_game: &Bound<'_, PyAny>,
        nodes: Option<&Bound<'_, PyAny>>,
        depth: Option<&Bound<'_, PyAny>>,
        time_ms: Option<&Bound<'_, PyAny>>,
        multipv: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PySearchResult> {
        let game = if let Ok(position) = position_or_game.extract::<PyPosition>() {
            jetan::Game::from_position(position.0)
        } else if let Ok(game) = position_or_game.cast::<PyGame>() {
            game.borrow().game.clone()
        } else {
            return Err(PyTypeError::new_err("search a Position or a Game"));
        };
        let nodes = nodes.map(|n| count("nodes", n, 1, i64::MAX)).transpose()?;
        let depth = depth
            .map(|d| count("depth", d, 1, i64::from(u32::MAX)))
            .transpose()?;
        let time_ms = time_ms
            .map(|t| count("time_ms", t, 0, i64::MAX))
            .transpose()?;
        let multipv = match multipv {
            Some(m) => count("multipv", m, 1, MAX_MULTIPV)? as usize,
            None => 1,
        };
        let stop = jetan::search::StopFlag::new();
        let limits = jetan::search::Limits::bounded_by(
            depth.map(|d| d as u32),
            nodes.map(|n| n as u64),
            time_ms.map(|t| Duration::from_millis(t as u64)),
        )
        .ok_or_else(|| PyValueError::new_err("a search needs a limit: nodes, depth or time_ms"))?
        .with_stop(stop.clone());
        let searcher = &self.0;
        let waiting = stop.clone();
        let result = interrupt::run(
            py,
            || stop.stop(),
            || {
                // Another thread's search may hold the searcher: wait for
                // it, unless a Ctrl-C comes first.
                let mut searcher = take_turn(searcher, || waiting.is_stopped())?;
                searcher.set_multi_pv(multipv);
                Some(searcher.search_game(&game, limits))
            },
        )?
        .ok_or_else(|| pyo3::exceptions::PyKeyboardInterrupt::new_err(()))?;
        Ok(PySearchResult {
            best_move: result.best_move.map(PyMove),
            score_cp: result.score.centipoints(),
            mate_in: result.score.mate_in(),
            depth: result.depth,
            nodes: result.nodes,
            pv: pv(&result.pv),
            lines: result
                .lines
                .iter()
                .map(|line| PyLine {
                    score_cp: line.score.centipoints(),
                    mate_in: line.score.mate_in(),
                    pv: pv(&line.pv),
                })
                .collect(),
            elapsed_ms: result.elapsed.as_secs_f64() * 1000.0,
        })
    }

    /// Forgets what earlier searches stored in the table (after the
    /// search under way, if one is).
    fn clear(&self, py: Python<'_>) -> PyResult<()> {
        let stop = jetan::search::StopFlag::new();
        let waiting = stop.clone();
        interrupt::run(
            py,
            || stop.stop(),
            || take_turn(&self.0, || waiting.is_stopped()).map(|mut s| s.clear()),
        )?
        .ok_or_else(|| pyo3::exceptions::PyKeyboardInterrupt::new_err(()))
    }

    fn __repr__(&self) -> String {
        "<Searcher>".into()
    }
}
