//! The plain types: squares, colours, piece kinds, bitboards, the board and
//! moves. They know nothing of the rules.

mod bitboard;
mod board;
mod color;
mod moves;
mod role;
mod square;

pub(crate) use bitboard::BIT_COUNT;
pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use color::Color;
pub use moves::{Move, ParseMoveError};
pub use role::{Piece, Role};
pub(crate) use square::NoSquare;
pub use square::{ParseSquareError, Square};
