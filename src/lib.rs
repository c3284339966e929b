//! A rules engine for **Jetan**, the 10 x 10 "Martian chess" of Edgar Rice
//! Burroughs's *The Chessmen of Mars* (1922): positions, legal moves by
//! bitboards with an exact step-by-step path search, play, the end of the
//! game, every reading of the rules that players use, text formats, game
//! records, hashing, perft, wagers and pictures. A pure library: no I/O, no
//! `unsafe`, and `no_std` with `alloc`.
//!
//! The crate is not on crates.io yet: depend on it by path or by git (the
//! repository's address and a commit).
//!
//! ```toml
//! [dependencies]
//! jetan = { path = "../jetan" }
//! ```
//!
//! Features: `std` (on by default; without it the crate needs only
//! `alloc`), `search` (the computer opponent, `jetan::search`, on by default; it
//! needs no std, though time limits do) and `serde` (`Serialize` and
//! `Deserialize` for what a program stores or sends: squares, moves, rules,
//! positions, games, records, outcomes and the per-side and per-kind
//! tables; the module `serde_support` says how each looks); `tuning` (the
//! evaluation taken apart, `jetan::search::tuning`, for `jetan tune`: not a
//! stable interface). The library builds on Rust 1.85 or later.
//!
//! # A first game
//!
//! ```
//! use jetan::{Color, Move, Outcome, Position, WinReason};
//!
//! fn main() -> Result<(), Box<dyn std::error::Error>> {
//!     // The start, Black (the south, lowercase in position text) to move.
//!     let mut pos = Position::default();
//!     assert_eq!(pos.legal_moves().len(), 92); // 52 ordinary moves and 40 escapes
//!
//!     // Moves in coordinate text; an illegal one is refused and changes nothing.
//!     pos.play("e2e3".parse::<Move>()?)?;
//!     assert!(pos.play("a10a9".parse()?).is_err()); // Orange's own Thoat stands on a9
//!
//!     // Position text, in the manner of chess's FEN, and a game that ends.
//!     let mut pos = Position::from_text("10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1")?;
//!     pos.play("e2e3".parse()?)?; // the Panthan takes the Orange Princess
//!     assert_eq!(
//!         pos.outcome(),
//!         Some(Outcome::Win { winner: Color::Black, reason: WinReason::PrincessTaken })
//!     );
//!     Ok(())
//! }
//! ```
//!
//! # The rules and the notation
//!
//! [`rules_book`] is the full text of the rules as this crate implements
//! them: where Burroughs is silent it fixes one default reading and names
//! the others, which are the fields of [`Rules`]. [`notation_book`] gives the
//! text formats: position text, move text and the perft command's command
//! line. Items link to the section of the rules they implement.
//!
//! # The crate, layer by layer
//!
//! Each layer uses only those above it, but for one step back:
//! [`DuelModel::resolve`] reads the duel's two pieces from a [`Position`].
//!
//! - **Plain types**, which know nothing of the rules: [`Square`] (`a1` to
//!   `j10`, [`Square::E4`]; its [`File`] and [`Rank`]), [`Bitboard`] (a set of squares), [`Color`], [`Role`] (a kind of
//!   piece) and [`Piece`], [`Board`], and [`Move`] (two squares and a kind:
//!   ordinary, the escape, under duels the fallen attacker); [`ByColor`] and
//!   [`ByRole`] (a value for each side or each kind of piece), and
//!   [`SplitMix64`], the seeded generator of the hash keys and of the
//!   engine's choices.
//! - **Rules**: how each kind moves ([`Role::step_count`], [`Role::jumps`],
//!   [`Role::per_side`]), and [`Rules`], one field per reading ([`Setup`],
//!   [`StepCount`], [`ThoatMove`], [`PanthanMove`], [`PrincessPath`],
//!   [`Escape`], [`ChiefCapture`], [`MaterialDraw`], [`NoMove`], [`Capture`],
//!   [`PrincessThreat`], [`EscapeWhen`], [`FlierMove`]) with a text form
//!   (`thoat=straight-first,escape=none`), the published programs' rules
//!   among them, and the piece values of [`ValueTable`]; and who wins a
//!   duel, which is no rule: the odds a program believes ([`DuelModel`])
//!   and the usual ways to decide ([`Duels`]).
//! - **Move generation**: the moves of a position in batches, one per piece
//!   ([`PieceMoves`], through [`Position::for_each_piece_moves`]; those of
//!   some pieces to some squares, such as the captures, through
//!   [`Position::for_each_piece_moves_in`]; stopping at the first answer
//!   with [`Position::try_for_each_piece_moves`]), or as a fixed-capacity
//!   [`MoveList`] of at most [`MAX_LEGAL_MOVES`].
//! - **Position and play**: [`Position`], its legal moves, threats, the
//!   attackers of a square ([`Position::attackers`]) and [`Path`]s,
//!   [`Position::play`] (refusing an [`IllegalMove`]) and
//!   [`Position::play_unchecked`], the [`Outcome`]; a position built from
//!   its parts ([`PositionSetup`], checked by [`Position::from_setup`] with
//!   every [`Problem`] at once); hashing ([`Position::hash`]); counting with
//!   [`perft`], [`perft_played`] and [`divide`], and [`perft_until`] and
//!   [`divide_until`], which a closure (a flag another thread sets) can
//!   stop.
//! - **Notation and games**: coordinate move text (`e2e3`, the escape
//!   `f1~c5`, the fallen attacker `f8*e7`: [`Move`]'s `FromStr` and
//!   `Display`), algebraic move text ([`AlgebraicMove`], `Nb2-b3`) and
//!   [`Position::parse_move`], which reads either form ([`MoveSyntaxError`],
//!   [`MoveTextError`]); position text with [`Position::from_text`] and
//!   `Display` ([`PositionError`] when refused); [`Game`], a game with its
//!   history, and its wager [`Ledger`]; game records ([`record`],
//!   [`Record`]).
//! - **Pictures**: a text [`Diagram`] and an SVG picture ([`to_svg`],
//!   [`Highlights`]).
//! - **Search** (feature `search`): [`search::Searcher`], the computer
//!   opponent, built on the position's own moves and end of game.
//!
//! # Speed
//!
//! Move generation leans on popcounts, for which the x86-64 baseline has no
//! instruction: the compiler then emulates each count of a 128-bit set in
//! about 36 instructions. (Trailing-zero counts need no help: the baseline
//! compiles them to `tzcnt`, whose `rep bsf` encoding older CPUs run as
//! `bsf`.) Build a program that depends on `jetan` with
//! `RUSTFLAGS="-C target-cpu=native"`, or at least
//! `-C target-cpu=x86-64-v2` (which has `popcnt`), for its full speed.
#![cfg_attr(not(any(test, feature = "std")), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

// The folders follow the flow of data: plain types <- rules <- move
// generation (its tables and path search inside) <- position, play and
// perft <- notation (move and position text; records, which read and
// write games) and games <- pictures; the search sits on position and
// play.
mod types;

mod rules;

mod movegen;

mod position;

mod game;
mod notation;
mod picture;
#[cfg(test)]
mod test_support;
pub use notation::record;
#[cfg(feature = "search")]
#[cfg_attr(docsrs, doc(cfg(feature = "search")))]
pub mod search;
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
pub mod serde_support;
// The slow reference ways of working out what the fast paths keep, for the
// crate's own tests, benches and fuzz targets: public so that they can
// reach it, hidden because no program should build on it.
#[doc(hidden)]
pub mod testing;

/// The rules this crate implements, in full: every default and every option.
#[doc = include_str!("../docs/RULES.md")]
pub mod rules_book {}

/// The text formats: position text, move text in coordinate and algebraic
/// form, and the command line of `jetan perft`.
///
/// Position text is read with whitespace at its ends ignored (a line's end,
/// a leading space), and every subcommand of `jetan` prints its usage on
/// `--help`. Beyond the text below, position text reads the position after
/// the winning move: the side to move without its Princess, the other with
/// its own, is that game won ([`Position::from_setup`]).
/// The rules text's first item may name a preset (`manator`,
/// `jetan-agents`: [`Rules::PRESETS`]).
///
/// Letter case, in every text form: what programs write is exact and is
/// read only as written. Piece letters in position text (their case is
/// their side), squares and files (lowercase: `e4`, not `E4`), a move's
/// piece letter (uppercase: `Nb2-b3`), the side and escapes fields
/// (lowercase), rule keys, values and preset names (lowercase), record tags
/// and results. The names a person types for a side or a kind of piece,
/// read by [`Color`] and [`Role`] (`o`, `Orange`, `n`, `panthan`), are
/// read in any case.
///
/// Position text does not hold the rules: `pos.to_string().parse()` reads
/// the position under the default rules. To keep other rules, write their
/// text beside it (`pos.rules().to_string()`) and read both with
/// [`Position::from_text_with_rules`], or keep a [`Game`] or a [`Record`],
/// which hold them.
//
// docs/NOTATION.md is a copy of the project's shared text, kept identical;
// its indented blocks are text, not Rust, so it is left out of doctests.
#[cfg_attr(not(doctest), doc = include_str!("../docs/NOTATION.md"))]
pub mod notation_book {}

// The README's examples are compiled and run as doctests too, so that the
// repository's front page cannot drift from the crate.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub use game::{Game, Ledger};
pub use movegen::{MAX_LEGAL_MOVES, MoveList, PieceMoves, PieceMovesIter};
pub use notation::record::{
    Comment, CommentError, CommentPlace, GameResult, ParseRecordError, ParseResultError, Record,
    RecordErrorKind, Records, ResultConflict,
};
pub use notation::{
    AlgebraicMove, Marker, MoveSyntaxError, MoveTextError, ParseMoveError, ParsePositionError,
    PositionError,
};
pub use picture::{Diagram, Highlights, to_svg};
pub use position::{
    DrawReason, IllegalMove, Outcome, Path, Position, PositionSetup, Problem, ValidationErrors,
    WinReason, divide, divide_until, perft, perft_played, perft_until,
};
pub use rules::{
    Capture, ChiefCapture, DuelModel, Duels, Escape, EscapeWhen, FlierMove, MaterialDraw, NoMove,
    OptionText, PanthanMove, ParseDuelsError, ParseRulesError, PrincessPath, PrincessThreat, Rules,
    Setup, StepCount, ThoatMove, ValueTable,
};
pub use types::{
    Bitboard, Board, ByColor, ByRole, Color, File, Move, MoveKind, ParseColorError, ParseFileError,
    ParsePieceError, ParseRankError, ParseRoleError, ParseSquareError, Piece, Rank, Role,
    SplitMix64, Square, Squares,
};
