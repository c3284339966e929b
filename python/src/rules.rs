//! The rules as Python sees them: the crate's `Rules`, read and written as
//! the rules text of NOTATION.md, presets included.

use crate::errors::RulesError;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

/// The rules a game is played under: one reading of each rule option
/// (RULES.md section 9). `Rules(text="")` reads the rules text
/// (`"thoat=jumping,escape=none"`, a preset first: `"manator"`,
/// `"jetan-agents,escape=none"`); `str()` is the canonical text, `""` for
/// the defaults.
#[pyclass(eq, frozen, hash, from_py_object, module = "pyjetan", name = "Rules")]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PyRules(pub jetan::Rules);

/// Rules given as a `Rules` or as its text; `None` for the defaults.
pub struct RulesArg(pub jetan::Rules);

impl<'a, 'py> FromPyObject<'a, 'py> for RulesArg {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<RulesArg> {
        if let Ok(rules) = obj.extract::<PyRules>() {
            return Ok(RulesArg(rules.0));
        }
        if !obj.is_instance_of::<PyString>() {
            return Err(PyTypeError::new_err(
                "rules are a Rules or its text (a str)",
            ));
        }
        // A str that is no UTF-8 (a lone surrogate) is a UnicodeEncodeError,
        // a ValueError.
        parse(&obj.extract::<String>()?).map(RulesArg)
    }
}

/// The rules of `arg`, the defaults for `None`.
pub fn or_default(arg: Option<RulesArg>) -> jetan::Rules {
    arg.map_or_else(jetan::Rules::default, |r| r.0)
}

fn parse(text: &str) -> PyResult<jetan::Rules> {
    text.parse().map_err(|e| {
        // A long text is quoted by its start only.
        let shown: String = text.chars().take(60).collect();
        let more = if shown.len() < text.len() { "..." } else { "" };
        RulesError::new_err(format!("{shown:?}{more}: {e}"))
    })
}

#[pymethods]
impl PyRules {
    #[new]
    #[pyo3(signature = (text = ""))]
    fn new(text: &str) -> PyResult<PyRules> {
        parse(text).map(PyRules)
    }

    /// Every preset by name (`appendix`, `manator`, `jetan-agents`,
    /// `friedlander`): the book's readings and the published programs'.
    #[staticmethod]
    fn presets(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
        let dict = PyDict::new(py);
        for (name, rules) in jetan::Rules::PRESETS {
            dict.set_item(name, PyRules(rules))?;
        }
        Ok(dict)
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Rules({:?})", self.0.to_string())
    }

    /// Pickled as its text.
    fn __reduce__(&self, py: Python<'_>) -> PyResult<(Py<PyAny>, (String,))> {
        Ok((
            py.get_type::<PyRules>().into_any().unbind(),
            (self.0.to_string(),),
        ))
    }
}
