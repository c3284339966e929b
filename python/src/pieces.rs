//! The sides, the kinds of piece and a piece, as Python sees them.

use pyo3::prelude::*;

/// A side: `Color.BLACK` (the south, lowercase in position text, moves
/// first from the start) or `Color.ORANGE`. `str()` is `black` or `orange`.
#[pyclass(eq, frozen, from_py_object, module = "pyjetan", name = "Color")]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PyColor {
    /// The southern side.
    #[pyo3(name = "BLACK")]
    Black,
    /// The northern side.
    #[pyo3(name = "ORANGE")]
    Orange,
}

impl From<jetan::Color> for PyColor {
    fn from(color: jetan::Color) -> PyColor {
        match color {
            jetan::Color::Black => PyColor::Black,
            jetan::Color::Orange => PyColor::Orange,
        }
    }
}

impl From<PyColor> for jetan::Color {
    fn from(color: PyColor) -> jetan::Color {
        match color {
            PyColor::Black => jetan::Color::Black,
            PyColor::Orange => jetan::Color::Orange,
        }
    }
}

#[pymethods]
impl PyColor {
    /// The other side.
    fn opponent(&self) -> PyColor {
        jetan::Color::from(*self).opposite().into()
    }

    fn __str__(&self) -> String {
        jetan::Color::from(*self).to_string().to_lowercase()
    }

    fn __repr__(&self) -> &'static str {
        match self {
            PyColor::Black => "Color.BLACK",
            PyColor::Orange => "Color.ORANGE",
        }
    }

    /// The hash of its number (0, 1), as an enum of PyO3 compares equal
    /// to its number: equal values hash alike.
    fn __hash__(&self) -> u64 {
        *self as u64
    }
}

/// A kind of piece: `Role.CHIEF`, `PRINCESS`, `FLIER`, `DWAR`, `PADWAR`,
/// `WARRIOR`, `THOAT`, `PANTHAN`. `.letter` is its uppercase letter in
/// position and move text (`A` for the Padwar, `N` for the Panthan);
/// `str()` its name in lowercase.
#[pyclass(eq, frozen, from_py_object, module = "pyjetan", name = "Role")]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PyRole {
    /// Three steps, straight or diagonal.
    #[pyo3(name = "CHIEF")]
    Chief,
    /// Three steps, jumping; never captures; one escape a game.
    #[pyo3(name = "PRINCESS")]
    Princess,
    /// Three diagonal steps, jumping.
    #[pyo3(name = "FLIER")]
    Flier,
    /// Three straight steps.
    #[pyo3(name = "DWAR")]
    Dwar,
    /// Two diagonal steps.
    #[pyo3(name = "PADWAR")]
    Padwar,
    /// Two straight steps.
    #[pyo3(name = "WARRIOR")]
    Warrior,
    /// One straight and one diagonal step.
    #[pyo3(name = "THOAT")]
    Thoat,
    /// One step forward, sideways or diagonally forward.
    #[pyo3(name = "PANTHAN")]
    Panthan,
}

impl From<jetan::Role> for PyRole {
    fn from(role: jetan::Role) -> PyRole {
        PyRole::ALL[role.index()]
    }
}

impl From<PyRole> for jetan::Role {
    fn from(role: PyRole) -> jetan::Role {
        jetan::Role::ALL[role as usize]
    }
}

impl PyRole {
    /// In the order of the crate's `Role::ALL`.
    const ALL: [PyRole; 8] = [
        PyRole::Chief,
        PyRole::Princess,
        PyRole::Flier,
        PyRole::Dwar,
        PyRole::Padwar,
        PyRole::Warrior,
        PyRole::Thoat,
        PyRole::Panthan,
    ];
}

#[pymethods]
impl PyRole {
    /// The uppercase letter of position and move text.
    #[getter]
    fn letter(&self) -> String {
        jetan::Role::from(*self).letter().to_string()
    }

    fn __str__(&self) -> String {
        jetan::Role::from(*self).to_string().to_lowercase()
    }

    fn __repr__(&self) -> String {
        format!("Role.{}", self.__str__().to_uppercase())
    }

    /// The hash of its number, as for [`PyColor`].
    fn __hash__(&self) -> u64 {
        *self as u64
    }
}

/// A piece: a side and a kind. `str()` is its letter in position text:
/// uppercase for Orange (`P`), lowercase for Black (`n`).
#[pyclass(eq, frozen, hash, from_py_object, module = "pyjetan", name = "Piece")]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PyPiece(pub jetan::Piece);

#[pymethods]
impl PyPiece {
    #[new]
    fn new(color: PyColor, role: PyRole) -> PyPiece {
        PyPiece(jetan::Piece {
            color: color.into(),
            role: role.into(),
        })
    }

    /// The side it belongs to.
    #[getter]
    fn color(&self) -> PyColor {
        self.0.color.into()
    }

    /// Its kind.
    #[getter]
    fn role(&self) -> PyRole {
        self.0.role.into()
    }

    fn __str__(&self) -> String {
        self.0.char().to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "Piece({}, {})",
            PyColor::from(self.0.color).__repr__(),
            PyRole::from(self.0.role).__repr__()
        )
    }
}
