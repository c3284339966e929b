//! A position as Python sees it: the crate's `Position`, immutable (a new
//! one for each move played), with its legal moves, text forms, game end,
//! counting and picture.

use crate::errors::{illegal_move, move_text_error, out_of_range, position_error};
use crate::interrupt;
use crate::moves::PyMove;
use crate::outcome::PyOutcome;
use crate::pieces::{PyColor, PyPiece};
use crate::rules::{PyRules, RulesArg, or_default};
use crate::squares::SquareArg;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use std::sync::atomic::{AtomicBool, Ordering};

/// Depths up to this are counted on the calling thread: a few milliseconds
/// at most, too short to need a Ctrl-C or a thread of their own.
const INLINE_DEPTH: u32 = 3;

/// A position: the board, the side to move, the escapes left, the
/// material-draw count, the move number and the rules. Immutable, like
/// the crate's `Copy` type: `play` answers a new position.
///
/// `Position()` is the start (Black to move) of the default rules;
/// `Position(text, rules)` reads position text (NOTATION.md) under the
/// rules (a `Rules` or its text). `str()` is the position text.
#[pyclass(frozen, eq, from_py_object, module = "pyjetan", name = "Position")]
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PyPosition(pub jetan::Position);

/// A move given as a `Move` or as move text, read against a position.
pub enum MoveArg {
    /// A `Move`.
    Move(jetan::Move),
    /// Coordinate or algebraic text.
    Text(String),
}

impl<'a, 'py> FromPyObject<'a, 'py> for MoveArg {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<MoveArg> {
        if let Ok(m) = obj.extract::<PyMove>() {
            return Ok(MoveArg::Move(m.0));
        }
        if !obj.is_instance_of::<PyString>() {
            return Err(PyTypeError::new_err("a move is a Move or its text (a str)"));
        }
        // A str that is no UTF-8 (a lone surrogate) is a UnicodeEncodeError,
        // a ValueError.
        Ok(MoveArg::Text(obj.extract::<String>()?))
    }
}

impl MoveArg {
    /// The legal move of `pos` this names: text is read by
    /// `Position::parse_move`, a `Move` checked by `Position::is_legal`.
    pub fn legal_in(&self, py: Python<'_>, pos: &jetan::Position) -> PyResult<jetan::Move> {
        match self {
            MoveArg::Text(text) => pos.parse_move(text).map_err(|e| move_text_error(py, &e)),
            MoveArg::Move(m) if pos.is_legal(*m) => Ok(*m),
            MoveArg::Move(m) => {
                // Played on a copy only for the crate's reason.
                let mut copy = *pos;
                match copy.play(*m) {
                    Err(e) => Err(illegal_move(py, e)),
                    Ok(_) => Ok(*m),
                }
            }
        }
    }
}

/// The deepest count asked for: far beyond what any machine finishes
/// (perft 8 of the start is some 10^14), and shallow enough that the
/// count's recursion stays well within a thread's stack.
const MAX_DEPTH: u32 = 64;

/// A depth as a count: a `ValueError` below 0 or above [`MAX_DEPTH`].
fn depth(depth: i64) -> PyResult<u32> {
    u32::try_from(depth)
        .ok()
        .filter(|&d| d <= MAX_DEPTH)
        .ok_or_else(|| out_of_range(format!("depth {depth} is not from 0 to {MAX_DEPTH}")))
}

#[pymethods]
impl PyPosition {
    #[new]
    #[pyo3(signature = (text = None, rules = None))]
    fn new(py: Python<'_>, text: Option<&str>, rules: Option<RulesArg>) -> PyResult<PyPosition> {
        let rules = or_default(rules);
        match text {
            None => Ok(PyPosition(jetan::Position::start_with(
                rules,
                jetan::Color::Black,
            ))),
            Some(text) => jetan::Position::from_text_with_rules(text, rules)
                .map(PyPosition)
                .map_err(|e| position_error(py, &e)),
        }
    }

    /// The start of `rules` (the defaults for `None`) with `first` to move.
    #[staticmethod]
    #[pyo3(signature = (rules = None, first = PyColor::Black))]
    fn start(rules: Option<RulesArg>, first: PyColor) -> PyPosition {
        PyPosition(jetan::Position::start_with(or_default(rules), first.into()))
    }

    /// A position from its pieces (`{square: Piece}`), the side to move,
    /// whether each side's Princess still has her escape (`(black,
    /// orange)`), the move number and the rules: checked as position text
    /// is, every problem at once in a `PositionError`.
    #[staticmethod]
    #[pyo3(signature = (pieces, *, side_to_move = PyColor::Black, escapes = (true, true), move_number = 1, rules = None))]
    fn from_pieces(
        py: Python<'_>,
        pieces: &Bound<'_, PyDict>,
        side_to_move: PyColor,
        escapes: (bool, bool),
        move_number: i64,
        rules: Option<RulesArg>,
    ) -> PyResult<PyPosition> {
        let mut board = jetan::Board::empty();
        for (square, piece) in pieces.iter() {
            let square: SquareArg = square.extract()?;
            let piece: PyPiece = piece
                .extract()
                .map_err(|_| PyTypeError::new_err("the pieces are a dict of square to Piece"))?;
            board.set(square.0, piece.0);
        }
        let mut setup = jetan::PositionSetup::new(board);
        setup.side_to_move = side_to_move.into();
        setup.escapes = jetan::ByColor::new(escapes.0, escapes.1);
        setup.move_number = u32::try_from(move_number)
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| out_of_range(format!("move number {move_number} is not from 1")))?;
        setup.rules = or_default(rules);
        jetan::Position::from_setup(setup)
            .map(PyPosition)
            .map_err(|e| position_error(py, &e.into()))
    }

    /// The rules the position is played under.
    #[getter]
    fn rules(&self) -> PyRules {
        PyRules(*self.0.rules())
    }

    /// The side to move.
    #[getter]
    fn side_to_move(&self) -> PyColor {
        self.0.side_to_move().into()
    }

    /// The move number, from 1, increased after each Orange move.
    #[getter]
    fn move_number(&self) -> u32 {
        self.0.move_number()
    }

    /// The piece on `sq` (an int, `a1` is 0), or `None`.
    fn piece_at(&self, sq: SquareArg) -> Option<PyPiece> {
        self.0.piece_at(sq.0).map(PyPiece)
    }

    /// Every piece by its square.
    fn pieces<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (sq, piece) in self.0.board().iter() {
            dict.set_item(sq.index(), PyPiece(piece))?;
        }
        Ok(dict)
    }

    /// Whether `color`'s Princess still has her escape.
    fn has_escape(&self, color: PyColor) -> bool {
        self.0.has_escape(color.into())
    }

    /// Every legal move, in the crate's order (none once the game is over).
    fn legal_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.0.legal_moves().iter().map(|&m| PyMove(m)))
    }

    /// How many legal moves there are, without listing them.
    fn count_legal_moves(&self) -> usize {
        self.0.count_legal_moves()
    }

    /// Whether `move` (a `Move`, or move text read against this position)
    /// is legal here. Text that is no move at all is a `MoveSyntaxError`.
    #[pyo3(signature = (r#move))]
    fn is_legal(&self, py: Python<'_>, r#move: MoveArg) -> PyResult<bool> {
        match &r#move {
            MoveArg::Move(m) => Ok(self.0.is_legal(*m)),
            MoveArg::Text(text) => match self.0.parse_move(text) {
                Ok(_) => Ok(true),
                Err(jetan::MoveTextError::Syntax(e)) => {
                    Err(move_text_error(py, &jetan::MoveTextError::Syntax(e)))
                }
                Err(_) => Ok(false),
            },
        }
    }

    /// The legal move that `text` names, in coordinate (`e2e3`) or
    /// algebraic (`Ne2-e3`) text: a `MoveSyntaxError` for text that is no
    /// move, an `IllegalMoveError` (with the crate's reason) for a move
    /// that is not legal here.
    fn parse_move(&self, py: Python<'_>, text: &str) -> PyResult<PyMove> {
        self.0
            .parse_move(text)
            .map(PyMove)
            .map_err(|e| move_text_error(py, &e))
    }

    /// The legal move `move` in algebraic text (`Ne2-e3`, `Fd1xe4`,
    /// `Pf1~c5`); an `IllegalMoveError` if it is not legal here.
    #[pyo3(signature = (r#move))]
    fn algebraic(&self, py: Python<'_>, r#move: MoveArg) -> PyResult<String> {
        let m = r#move.legal_in(py, &self.0)?;
        self.0
            .algebraic(m)
            .map(|a| a.to_string())
            .ok_or_else(|| illegal_move(py, "no algebraic text for this move"))
    }

    /// The position after the legal move `move` (a `Move` or its text);
    /// this one is unchanged. An `IllegalMoveError` says why a move is not
    /// legal. Under `capture=duel` both outcomes of a duel are legal moves.
    #[pyo3(signature = (r#move))]
    fn play(&self, py: Python<'_>, r#move: MoveArg) -> PyResult<PyPosition> {
        let mut next = self.0;
        let m = match r#move {
            MoveArg::Move(m) => m,
            MoveArg::Text(text) => self
                .0
                .parse_move(&text)
                .map_err(|e| move_text_error(py, &e))?,
        };
        next.play(m).map_err(|e| illegal_move(py, e))?;
        Ok(PyPosition(next))
    }

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<PyOutcome> {
        self.0.outcome().map(PyOutcome)
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.0.is_over()
    }

    /// The leaves of the legal-move tree `depth` moves deep (RULES.md
    /// section 8). Releases the GIL; Ctrl-C stops it.
    fn perft(&self, py: Python<'_>, depth: i64) -> PyResult<u64> {
        let depth = self::depth(depth)?;
        let pos = self.0;
        if depth <= INLINE_DEPTH {
            return Ok(jetan::perft(&pos, depth));
        }
        let stop = AtomicBool::new(false);
        let counted = interrupt::run(
            py,
            || stop.store(true, Ordering::Relaxed),
            || jetan::perft_until(&pos, depth, || stop.load(Ordering::Relaxed)),
        )?;
        // Stopped only by a signal, which `run` has raised.
        counted.ok_or_else(|| pyo3::exceptions::PyKeyboardInterrupt::new_err(()))
    }

    /// For each legal move's text, the perft of depth `depth - 1` after
    /// it. Releases the GIL; Ctrl-C stops it.
    fn divide<'py>(&self, py: Python<'py>, depth: i64) -> PyResult<Bound<'py, PyDict>> {
        let depth = self::depth(depth)?;
        let pos = self.0;
        let counts = if depth <= INLINE_DEPTH {
            Some(jetan::divide(&pos, depth))
        } else {
            let stop = AtomicBool::new(false);
            interrupt::run(
                py,
                || stop.store(true, Ordering::Relaxed),
                || jetan::divide_until(&pos, depth, || stop.load(Ordering::Relaxed)),
            )?
        };
        let counts = counts.ok_or_else(|| pyo3::exceptions::PyKeyboardInterrupt::new_err(()))?;
        let dict = PyDict::new(py);
        for (m, n) in counts {
            dict.set_item(m.to_string(), n)?;
        }
        Ok(dict)
    }

    /// The crate's Zobrist hash of the position.
    fn __hash__(&self) -> u64 {
        self.0.hash()
    }

    /// An SVG picture of the board.
    #[allow(clippy::wrong_self_convention)] // PYTHON.md's name
    fn to_svg(&self) -> String {
        jetan::to_svg(&self.0, &jetan::Highlights::new())
    }

    /// The picture, for notebooks.
    fn _repr_svg_(&self) -> String {
        self.to_svg()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    /// Pickled as its position text and rules text, as position text goes:
    /// a game ended by a Chief taken or the material draw reads back as
    /// its last board, not as ended (the text has no field for it).
    fn __reduce__(&self, py: Python<'_>) -> PyResult<(Py<PyAny>, (String, String))> {
        Ok((
            py.get_type::<PyPosition>().into_any().unbind(),
            (self.0.to_string(), self.0.rules().to_string()),
        ))
    }

    fn __copy__(&self) -> PyPosition {
        *self
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyPosition {
        *self
    }

    fn __repr__(&self) -> String {
        let rules = self.0.rules().to_string();
        if rules.is_empty() {
            format!("Position({:?})", self.0.to_string())
        } else {
            format!("Position({:?}, rules={rules:?})", self.0.to_string())
        }
    }
}
