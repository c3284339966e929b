//! A move as Python sees it: the crate's `Move`, read and written as
//! coordinate text (`e2e3`, the escape `f1~c5`, the fallen attacker
//! `d1*g4`).

use crate::errors::MoveSyntaxError;
use pyo3::basic::CompareOp;
use pyo3::prelude::*;

/// A move: two squares and a kind. `Move.from_text("e2e3")` or
/// `Move("e2e3")` reads coordinate text (`f1~c5` the Princess's escape,
/// `d1*g4` a duel the attacker loses); `str()` writes it. Equal when the
/// text is equal; ordered by from-square, then to-square, then kind.
#[pyclass(frozen, from_py_object, module = "pyjetan", name = "Move")]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PyMove(pub jetan::Move);

impl PyMove {
    /// The key moves are ordered by.
    fn key(&self) -> (u8, u8, u8) {
        let kind = match self.0.kind() {
            jetan::MoveKind::Ordinary => 0,
            jetan::MoveKind::Escape => 1,
            _ => 2,
        };
        (self.0.from().index(), self.0.to().index(), kind)
    }
}

#[pymethods]
impl PyMove {
    #[new]
    fn new(text: &str) -> PyResult<PyMove> {
        PyMove::from_text(text)
    }

    /// The move written in coordinate text; a `MoveSyntaxError` for
    /// anything else. (`Position.parse_move` also reads algebraic text
    /// and checks the move against a position.)
    #[staticmethod]
    fn from_text(text: &str) -> PyResult<PyMove> {
        text.parse::<jetan::Move>()
            .map(PyMove)
            .map_err(|e| MoveSyntaxError::new_err(format!("{text:?}: {e}")))
    }

    /// The square the piece leaves, as an int (`a1` is 0).
    #[getter]
    #[allow(clippy::wrong_self_convention)] // PYTHON.md's name
    fn from_square(&self) -> u8 {
        self.0.from().index()
    }

    /// The square the piece ends on (for a fallen attacker, the square it
    /// attacked), as an int.
    #[getter]
    #[allow(clippy::wrong_self_convention)] // PYTHON.md's name
    fn to_square(&self) -> u8 {
        self.0.to().index()
    }

    /// Whether this is the Princess's escape.
    #[getter]
    fn is_escape(&self) -> bool {
        self.0.is_escape()
    }

    /// Whether this is a duel that the attacker loses (`capture=duel`).
    #[getter]
    fn attacker_falls(&self) -> bool {
        self.0.is_fallen()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Move('{}')", self.0)
    }

    /// Pickled as its text.
    fn __reduce__(&self, py: Python<'_>) -> PyResult<(Py<PyAny>, (String,))> {
        Ok((
            py.get_type::<PyMove>().into_any().unbind(),
            (self.0.to_string(),),
        ))
    }

    fn __copy__(&self) -> PyMove {
        *self
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyMove {
        *self
    }

    fn __hash__(&self) -> u64 {
        let (from, to, kind) = self.key();
        u64::from(from) << 16 | u64::from(to) << 8 | u64::from(kind)
    }

    /// Another type than a move answers `NotImplemented` (PyO3 does so
    /// when `other` is not a `Move`), so `Move("e2e3") == "e2e3"` is false.
    fn __richcmp__(&self, other: PyMove, op: CompareOp) -> bool {
        op.matches(self.key().cmp(&other.key()))
    }
}
