//! Squares as Python sees them: `int`, `file + 10 * rank` from 0 (`a1` is
//! 0, `j10` 99), the crate's own index; their names; the constants `A1` to
//! `J10`.

use crate::errors::{JetanError, out_of_range};
use jetan::Square;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyInt;

/// A square given as an `int`: a `TypeError` for anything else, a
/// `ValueError` outside 0 to 99.
pub struct SquareArg(pub Square);

impl<'a, 'py> FromPyObject<'a, 'py> for SquareArg {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<SquareArg> {
        if !obj.is_instance_of::<PyInt>() {
            return Err(PyTypeError::new_err(format!(
                "a square is an int from 0 (a1) to 99 (j10), not {}",
                obj.get_type().name()?
            )));
        }
        match obj.extract::<i64>() {
            Ok(index) => square(index).map(SquareArg),
            // An int too large for i64 is as far off the board as any.
            Err(_) => Err(out_of_range(format!(
                "square {} is off the board (0 = a1 to 99 = j10)",
                obj.to_owned()
            ))),
        }
    }
}

/// The square of index `index`, or a `ValueError`.
pub fn square(index: i64) -> PyResult<Square> {
    u8::try_from(index)
        .ok()
        .and_then(Square::new)
        .ok_or_else(|| {
            out_of_range(format!(
                "square {index} is off the board (0 = a1 to 99 = j10)"
            ))
        })
}

/// The name of a square: `square_name(0) == "a1"`, `square_name(99) ==
/// "j10"`.
#[pyfunction]
pub fn square_name(sq: SquareArg) -> String {
    sq.0.to_string()
}

/// The square named `text` (`"e4"`), as an int; a `JetanError` for
/// anything else.
#[pyfunction]
pub fn parse_square(text: &str) -> PyResult<i64> {
    text.parse::<Square>()
        .map(|sq| i64::from(sq.index()))
        .map_err(|e| JetanError::new_err(format!("{text:?}: {e}")))
}

/// Adds the functions and the constants `A1` to `J10`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(square_name, m)?)?;
    m.add_function(wrap_pyfunction!(parse_square, m)?)?;
    for sq in Square::all() {
        m.add(sq.to_string().to_uppercase(), i64::from(sq.index()))?;
    }
    Ok(())
}
