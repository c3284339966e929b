//! The exceptions: one hierarchy under `JetanError`, a `ValueError`, each
//! raised with the crate's own words for what was wrong.

use pyo3::create_exception;
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyList;

create_exception!(
    pyjetan,
    JetanError,
    PyValueError,
    "Every failure of pyjetan: bad text, an illegal move, an impossible position, bad rules or a bad record."
);
create_exception!(
    pyjetan,
    MoveSyntaxError,
    JetanError,
    "Move text that is no move: neither coordinate text (`e2e3`, `f1~c5`, `d1*g4`) nor algebraic text (`Nb2-b3`)."
);
create_exception!(
    pyjetan,
    IllegalMoveError,
    JetanError,
    "A move the position does not allow; `.reason` says why, in the crate's words."
);
create_exception!(
    pyjetan,
    PositionError,
    JetanError,
    "Position text that does not parse, or a position that cannot occur; `.problems` lists every problem found."
);
create_exception!(
    pyjetan,
    RulesError,
    JetanError,
    "Rules text that names no rule option or preset."
);
create_exception!(
    pyjetan,
    RecordError,
    JetanError,
    "A game record that does not read."
);

/// An [`IllegalMoveError`] whose `.reason` is `reason`.
pub fn illegal_move(py: Python<'_>, reason: impl ToString) -> PyErr {
    let reason = reason.to_string();
    let err = IllegalMoveError::new_err(reason.clone());
    // Setting an attribute on a fresh exception cannot fail in practice;
    // the message holds the reason all the same.
    let _ = err.value(py).setattr("reason", reason);
    err
}

/// A [`PositionError`] with every problem found.
pub fn position_error(py: Python<'_>, error: &jetan::PositionError) -> PyErr {
    let problems: Vec<String> = match error {
        jetan::PositionError::Invalid(invalid) => {
            invalid.problems.iter().map(ToString::to_string).collect()
        }
        other => vec![other.to_string()],
    };
    let err = PositionError::new_err(error.to_string());
    if let Ok(list) = PyList::new(py, &problems) {
        let _ = err.value(py).setattr("problems", list);
    }
    err
}

/// A [`MoveSyntaxError`] or an [`IllegalMoveError`], as the crate's
/// `MoveTextError` says.
pub fn move_text_error(py: Python<'_>, error: &jetan::MoveTextError) -> PyErr {
    match error {
        jetan::MoveTextError::Syntax(e) => MoveSyntaxError::new_err(e.to_string()),
        other => illegal_move(py, other),
    }
}

/// A [`ValueError`](PyValueError) for an argument out of its range.
pub fn out_of_range(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

/// An [`IndexError`](PyIndexError), for taking back a move of a game
/// without one.
pub fn nothing_to_take_back() -> PyErr {
    PyIndexError::new_err("pop from a game without moves")
}

/// Adds the exceptions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("JetanError", py.get_type::<JetanError>())?;
    m.add("MoveSyntaxError", py.get_type::<MoveSyntaxError>())?;
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("PositionError", py.get_type::<PositionError>())?;
    m.add("RulesError", py.get_type::<RulesError>())?;
    m.add("RecordError", py.get_type::<RecordError>())?;
    Ok(())
}
