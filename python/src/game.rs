//! A game as Python sees it: the crate's `Game`, mutable like
//! python-chess's `Board` (push and pop), with its record.

use crate::errors::{RecordError, illegal_move, nothing_to_take_back, position_error};
use crate::moves::PyMove;
use crate::outcome::PyOutcome;
use crate::position::{MoveArg, PyPosition};
use crate::rules::{RulesArg, or_default};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyList;

/// A game: its rules, its start and the moves played, with every position
/// it went through. `Game(rules=None, start=None)` starts from the start
/// of the rules (Black to move) or from `start` (a `Position`, or position
/// text read under the rules). `push` plays a move, `pop` takes the last
/// one back; `record()` writes the game record, `Game.from_record` reads
/// one.
#[pyclass(module = "pyjetan", name = "Game")]
#[derive(Clone)]
pub struct PyGame(pub jetan::Game);

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (rules = None, start = None))]
    fn new(
        py: Python<'_>,
        rules: Option<RulesArg>,
        start: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyGame> {
        let given_rules = rules.is_some();
        let rules = or_default(rules);
        let Some(start) = start else {
            return Ok(PyGame(jetan::Game::new(rules, jetan::Color::Black)));
        };
        let position = if let Ok(position) = start.extract::<PyPosition>() {
            if given_rules && *position.0.rules() != rules {
                return Err(PyValueError::new_err(
                    "the start position is under other rules than the rules given",
                ));
            }
            position.0
        } else if let Ok(text) = start.extract::<String>() {
            jetan::Position::from_text_with_rules(&text, rules)
                .map_err(|e| position_error(py, &e))?
        } else {
            return Err(PyTypeError::new_err(
                "a game starts from a Position or position text (a str)",
            ));
        };
        Ok(PyGame(jetan::Game::from_position(position)))
    }

    /// Plays the legal move `move` (a `Move` or its text) and answers it;
    /// an `IllegalMoveError` changes nothing.
    #[pyo3(signature = (r#move))]
    fn push(&mut self, py: Python<'_>, r#move: MoveArg) -> PyResult<PyMove> {
        let m = r#move.legal_in(py, self.0.position())?;
        self.0.play(m).map_err(|e| illegal_move(py, e))?;
        Ok(PyMove(m))
    }

    /// Takes back the last move and answers it; an `IndexError` without
    /// one.
    fn pop(&mut self) -> PyResult<PyMove> {
        self.0.undo().map(PyMove).ok_or_else(nothing_to_take_back)
    }

    /// The moves played, in order (a new list each time).
    #[getter]
    fn moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.0.moves().iter().map(|&m| PyMove(m)))
    }

    /// The current position.
    #[getter]
    fn position(&self) -> PyPosition {
        PyPosition(*self.0.position())
    }

    /// The position the game started from.
    #[getter]
    fn start(&self) -> PyPosition {
        PyPosition(*self.0.initial_position())
    }

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<PyOutcome> {
        self.0.outcome().map(PyOutcome)
    }

    /// The game record (the crate's record text: tags, moves, result).
    fn record(&self) -> String {
        jetan::Record::new(self.0.clone()).to_string()
    }

    /// The game of a record; a `RecordError` says what is wrong and where.
    #[staticmethod]
    fn from_record(text: &str) -> PyResult<PyGame> {
        text.parse::<jetan::Record>()
            .map(|record| PyGame(record.into_game()))
            .map_err(|e| RecordError::new_err(e.to_string()))
    }

    fn __len__(&self) -> usize {
        self.0.moves().len()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Game: {} moves, position {:?}>",
            self.0.moves().len(),
            self.0.position().to_string()
        )
    }
}
