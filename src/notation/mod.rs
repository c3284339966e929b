//! The text formats of NOTATION.md, in one room: squares and moves in
//! coordinate form ([`coordinate`], the one reader of a move's squares),
//! the algebraic form and reading either form against a position
//! ([`algebraic`]), their errors ([`move_error`]), position text
//! ([`position_text`], [`position_error`]) and game records ([`record`]).
//!
//! Move and position text sit on the position; a [`Game`](crate::Game)
//! reads its moves through them, and records, which hold a game, sit on
//! the game in turn.

mod algebraic;
mod coordinate;
mod debug_text;
mod marker;
mod move_error;
mod position_error;
mod position_text;
pub mod record;

pub use algebraic::AlgebraicMove;
pub use marker::Marker;
pub use move_error::{MoveSyntaxError, MoveTextError, ParseMoveError};
pub use position_error::{ParsePositionError, PositionError};
