//! The crate's test oracles, for its own test suite, benches and fuzz
//! targets: the slow, plain ways of working out what the fast paths keep
//! up to date, so that a test can compare the two. Not part of the API a
//! program should build on (hidden from the documentation, and free to
//! change in any release).

use crate::position::{self, Position};

/// [`perft`](crate::perft) by the plain path: the Princess's threat map is
/// built afresh at every node, under any rules. The same count, slower;
/// the reference that the fast path of the default rules is tested
/// against.
///
/// ```
/// use jetan::{Position, perft, testing::perft_plain};
/// let start = Position::default();
/// assert_eq!(perft_plain(&start, 2), perft(&start, 2));
/// ```
pub fn perft_plain(pos: &Position, depth: u32) -> u64 {
    position::perft::perft_plain(pos, depth)
}

/// [`perft_played`](crate::perft_played) by the plain path, as
/// [`perft_plain`].
pub fn perft_played_plain(pos: &Position, depth: u32) -> u64 {
    position::perft::perft_played_plain(pos, depth)
}

/// [`Position::hash`] computed afresh from the position's fields rather
/// than kept up to date move by move: the two are always equal.
///
/// ```
/// use jetan::{Position, testing::hash_from_scratch};
/// let start = Position::default();
/// assert_eq!(start.hash(), hash_from_scratch(&start));
/// ```
pub fn hash_from_scratch(pos: &Position) -> u64 {
    pos.hash_from_scratch()
}
