#![doc = include_str!("../README.md")]
#![cfg_attr(not(any(test, feature = "std")), no_std)]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod algebraic;
mod bitboard;
mod board;
mod color;
mod diagram;
mod game;
mod ledger;
mod move_list;
mod movegen;
mod moves;
mod outcome;
mod perft;
mod position;
pub mod record;
mod ring_tables;
mod role;
mod rules;
mod rules_text;
#[cfg(feature = "search")]
pub mod search;
#[cfg(feature = "serde")]
pub mod serde_support;
mod square;
mod svg;
mod tables;
mod values;
mod walk;
mod zobrist;

/// The rules this crate implements, in full: every default and every option.
#[doc = include_str!("../docs/RULES.md")]
pub mod rules_book {}

pub use algebraic::{AlgebraicMove, Marker, MoveSyntaxError, MoveTextError};
pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use color::Color;
pub use diagram::Diagram;
pub use game::Game;
pub use ledger::Ledger;
pub use move_list::{MAX_LEGAL_MOVES, MoveList};
pub use movegen::{PieceMoves, PieceMovesIter};
pub use moves::{Move, ParseMoveError};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{divide, perft, perft_played};
pub use position::{
    IllegalMove, ParsePositionError, Path, Position, PositionError, Problem, ValidationErrors,
};
pub use record::{
    GameResult, ParseRecordError, ParseResultError, Record, RecordErrorKind, ResultConflict,
};
pub use role::{Piece, Role};
pub use rules::{
    ChiefCapture, Escape, MaterialDraw, NoMove, PanthanMove, PrincessPath, Rules, Setup, StepCount,
    ThoatMove,
};
pub use rules_text::ParseRulesError;
pub use square::{ParseSquareError, Square};
pub use svg::{Highlights, to_svg};
pub use values::ValueTable;
