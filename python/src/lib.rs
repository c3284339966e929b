//! `pyjetan`: the jetan crate from Python (PyO3). Each class is a thin
//! layer over the crate's own type; no rule, format or search is written
//! here again. The Python package (`pyjetan/__init__.py`) re-exports this
//! module, `pyjetan._core`, with the JetanAgents adapter beside it.

mod errors;
mod game;
mod interrupt;
mod moves;
mod outcome;
mod pieces;
mod position;
mod rules;
mod search;
mod squares;

use pyo3::prelude::*;

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(m)?;
    squares::register(m)?;
    m.add_class::<pieces::PyColor>()?;
    m.add_class::<pieces::PyRole>()?;
    m.add_class::<pieces::PyPiece>()?;
    m.add_class::<moves::PyMove>()?;
    m.add_class::<rules::PyRules>()?;
    m.add_class::<outcome::PyOutcome>()?;
    m.add_class::<position::PyPosition>()?;
    m.add_class::<game::PyGame>()?;
    m.add_class::<search::PySearcher>()?;
    m.add_class::<search::PyLine>()?;
    m.add_class::<search::PySearchResult>()?;
    Ok(())
}
