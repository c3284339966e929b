//! The plain types: squares, colours, piece kinds, bitboards, the board,
//! moves, a value for each side or each kind ([`ByColor`], [`ByRole`]),
//! and the seeded generator ([`SplitMix64`]). They know nothing of the rules: how each kind moves and how many
//! of it a side has (RULES.md sections 2 and 3) are the rules' own
//! (`rules::pieces`), and their text beyond a name or a letter is the
//! notation's (`notation`).

mod bitboard;
mod board;
mod by_color;
mod by_role;
mod color;
pub(crate) mod direction;
mod file_rank;
mod moves;
mod role;
mod splitmix;
mod square;

pub(crate) use bitboard::BIT_COUNT;
pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use by_color::ByColor;
pub use by_role::ByRole;
pub use color::{Color, ParseColorError};
pub use file_rank::{File, ParseFileError, ParseRankError, Rank};
pub use moves::{Move, MoveKind};
pub use role::{ParsePieceError, ParseRoleError, Piece, Role};
pub use splitmix::SplitMix64;
pub use square::{ParseSquareError, Square};

/// The one of `all` named by `text`: its letter or its name, in any case.
/// How `Color` and `Role` read their text.
fn by_letter_or_name<T: Copy>(
    all: &[T],
    text: &str,
    letter: impl Fn(T) -> char,
    name: impl Fn(T) -> &'static str,
) -> Option<T> {
    all.iter().copied().find(|&t| {
        let mut buf = [0; 4];
        text.eq_ignore_ascii_case(letter(t).encode_utf8(&mut buf))
            || text.eq_ignore_ascii_case(name(t))
    })
}
