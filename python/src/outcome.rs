//! How a game ended, as Python sees it.

use crate::pieces::PyColor;
use pyo3::prelude::*;

/// How a game ended: `.winner` (a `Color`, `None` for a draw),
/// `.is_draw`, `.reason` (the crate's words: `took the Princess`, `a
/// Chief was taken by a lesser piece`, ...); `str()` says both (`Black
/// won: took the Princess`).
#[pyclass(eq, frozen, from_py_object, module = "pyjetan", name = "Outcome")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PyOutcome(pub jetan::Outcome);

#[pymethods]
impl PyOutcome {
    /// The side that won, `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<PyColor> {
        self.0.winner().map(PyColor::from)
    }

    /// Whether the game was drawn.
    #[getter]
    fn is_draw(&self) -> bool {
        self.0.winner().is_none()
    }

    /// Why the game ended, in the crate's words.
    #[getter]
    fn reason(&self) -> String {
        match self.0 {
            jetan::Outcome::Win { reason, .. } => reason.to_string(),
            jetan::Outcome::Draw(reason) => reason.to_string(),
        }
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Outcome({:?})", self.0.to_string())
    }
}
