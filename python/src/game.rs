//! A game as Python sees it: the crate's `Game`, mutable like
//! python-chess's `Board` (push and pop), with its record.

use crate::errors::{RecordError, RulesError, illegal_move, nothing_to_take_back, position_error};
use crate::moves::PyMove;
use crate::outcome::PyOutcome;
use crate::position::{MoveArg, PyPosition};
use crate::rules::{RulesArg, or_default};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};

/// A game: its rules, its start and the moves played, with every position
/// it went through. `Game(rules=None, start=None)` starts from the start
/// of the rules (Black to move) or from `start` (a `Position`, or position
/// text read under the rules). `push` plays a move, `pop` takes the last
/// one back; `record()` writes the game record, `Game.from_record` reads
/// one.
#[pyclass(module = "pyjetan", name = "Game")]
#[derive(Clone)]
pub struct PyGame {
    /// The game.
    pub game: jetan::Game,
    /// The record it was read from, for its tags, and its result while
    /// the game is as it was read.
    read: Option<jetan::Record>,
}

impl PyGame {
    /// A game of no record.
    pub fn of(game: jetan::Game) -> PyGame {
        PyGame { game, read: None }
    }
}

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
            return Ok(PyGame::of(jetan::Game::new(rules, jetan::Color::Black)));
        };
        let position = if let Ok(position) = start.extract::<PyPosition>() {
            if given_rules && *position.0.rules() != rules {
                return Err(RulesError::new_err(
                    "the start position is under other rules than the rules given",
                ));
            }
            position.0
        } else if start.is_instance_of::<PyString>() {
            // A str that is no UTF-8 (a lone surrogate) is a
            // UnicodeEncodeError, a ValueError.
            let text: String = start.extract()?;
            jetan::Position::from_text_with_rules(&text, rules)
                .map_err(|e| position_error(py, &e))?
        } else {
            return Err(PyTypeError::new_err(
                "a game starts from a Position or position text (a str)",
            ));
        };
        Ok(PyGame::of(jetan::Game::from_position(position)))
    }

    /// Plays the legal move `move` (a `Move` or its text) and answers it;
    /// an `IllegalMoveError` changes nothing.
    #[pyo3(signature = (r#move))]
    fn push(&mut self, py: Python<'_>, r#move: MoveArg) -> PyResult<PyMove> {
        let m = r#move.legal_in(py, self.game.position())?;
        self.game.play(m).map_err(|e| illegal_move(py, e))?;
        Ok(PyMove(m))
    }

    /// Takes back the last move and answers it; an `IndexError` without
    /// one.
    fn pop(&mut self) -> PyResult<PyMove> {
        self.game
            .undo()
            .map(PyMove)
            .ok_or_else(nothing_to_take_back)
    }

    /// The moves played, in order (a new list each time).
    #[getter]
    fn moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.game.moves().iter().map(|&m| PyMove(m)))
    }

    /// The current position.
    #[getter]
    fn position(&self) -> PyPosition {
        PyPosition(*self.game.position())
    }

    /// The position the game started from.
    #[getter]
    fn start(&self) -> PyPosition {
        PyPosition(*self.game.initial_position())
    }

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<PyOutcome> {
        self.game.outcome().map(PyOutcome)
    }

    /// The game record (the crate's record text: tags, moves, result).
    /// A game read from a record keeps its tags, and its result while its
    /// moves are those read.
    fn record(&self) -> String {
        let mut record = jetan::Record::new(self.game.clone());
        if let Some(read) = &self.read {
            record.event.clone_from(&read.event);
            record.site.clone_from(&read.site);
            record.date.clone_from(&read.date);
            record.black.clone_from(&read.black);
            record.orange.clone_from(&read.orange);
            record.duels = read.duels;
            if read.game().moves() == self.game.moves() {
                record.termination.clone_from(&read.termination);
                // The rules' end agrees with it: the record read said so.
                let _ = record.set_result(read.result());
            }
        }
        record.to_string()
    }

    /// The game of a record; a `RecordError` says what is wrong and where.
    #[staticmethod]
    fn from_record(text: &str) -> PyResult<PyGame> {
        let record = text
            .parse::<jetan::Record>()
            .map_err(|e| RecordError::new_err(e.to_string()))?;
        Ok(PyGame {
            game: record.game().clone(),
            read: Some(record),
        })
    }

    /// A copy of the game, to play on without changing this one.
    fn copy(&self) -> PyGame {
        self.clone()
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    fn __len__(&self) -> usize {
        self.game.moves().len()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Game: {} moves, position {:?}>",
            self.game.moves().len(),
            self.game.position().to_string()
        )
    }
}
