#![doc = include_str!("../README.md")]
#![cfg_attr(not(any(test, feature = "std")), no_std)]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

// The folders follow the flow of data: plain types <- rules <- move
// generation (its tables and path search inside) <- position and play <-
// text formats, records, games and pictures.
mod types;

mod rules;

mod movegen;

mod position;

mod perft;

mod algebraic;
mod game;
mod picture;
pub mod record;
#[cfg(feature = "serde")]
pub mod serde_support;

/// The rules this crate implements, in full: every default and every option.
#[doc = include_str!("../docs/RULES.md")]
pub mod rules_book {}

pub use algebraic::{AlgebraicMove, Marker, MoveSyntaxError, MoveTextError};
pub use game::{Game, Ledger};
pub use movegen::{MAX_LEGAL_MOVES, MoveList, PieceMoves, PieceMovesIter};
pub use perft::{divide, perft, perft_played};
pub use picture::{Diagram, Highlights, to_svg};
pub use position::{
    DrawReason, IllegalMove, Outcome, ParsePositionError, Path, Position, PositionError, Problem,
    ValidationErrors, WinReason,
};
pub use record::{
    GameResult, ParseRecordError, ParseResultError, Record, RecordErrorKind, ResultConflict,
};
pub use rules::{
    ChiefCapture, Escape, MaterialDraw, NoMove, PanthanMove, ParseRulesError, PrincessPath, Rules,
    Setup, StepCount, ThoatMove, ValueTable,
};
pub use types::{
    Bitboard, Board, Color, Move, ParseColorError, ParseMoveError, ParsePieceError, ParseRoleError,
    ParseSquareError, Piece, Role, Square, Squares,
};
