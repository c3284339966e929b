//! Legal move generation.
//!
//! Every piece but the Princess moves by [`reach_one`](reach::reach_one):
//! jumper tables for the Flier, tables indexed by the neighbours'
//! occupancy for the Warrior, Padwar, Thoat and Dwar ([`neighbour_tables`]),
//! the Chief's walk of [`walk`], shifts for the Panthans; the other
//! rule options take the step-by-step search of [`walk`], and the leapers
//! of the options (the Flier under `flier=leap`, the Thoat under
//! `thoat=knight`) tables of offsets. The Princess first needs the squares
//! the other side threatens with her square vacated (or, under
//! `threat=in-place`, with her on it) ([`threats()`], set-wise per kind);
//! that map is built only when she has somewhere to go. Under duels,
//! [`batches()`] adds to each batch that lands on opposing pieces the batch
//! of the same moves in which the attacker falls. The fast perft of the
//! default rules hands the threat map down instead ([`threats_by_kind`]),
//! with the last ply's moves ([`replies`]).
//!
//! `#[inline(always)]` is kept to the generators of this folder (the path
//! search, the tables, the per-kind reach and the batch loop) and left off
//! everywhere else, where plain `#[inline]` lets the compiler choose.
//! Forced on every small function of the crate, the inlining of `play` and
//! of the fast perft's hand-down code cost more than it saved; dropped
//! here as well, it cost the search about 4% (docs/speed.md gives the
//! counts).

mod attackers;
mod batches;
mod move_list;
pub(crate) mod neighbour_tables;
mod piece_moves;
mod princess;
mod reach;
pub(crate) mod replies;
mod select;
pub(crate) mod step_tables;
mod threats;
pub(crate) mod threats_by_kind;
pub(crate) mod variant;
pub(crate) mod walk;

pub(crate) use attackers::{attacked, attackers, near, reaches};
pub(crate) use batches::{batches, count, piece};
pub use move_list::{MAX_LEGAL_MOVES, MoveList};
pub use piece_moves::{PieceMoves, PieceMovesIter};
pub(crate) use princess::{Destinations, princess_move_count, princess_moves};
#[cfg(feature = "search")]
pub(crate) use reach::{in_range, near_enough, range_of, within_one_move};
pub(crate) use select::selected;
pub(crate) use threats::threats;

use crate::types::Color;

/// What move generation needs of a position besides its board.
#[derive(Clone, Copy)]
pub(crate) struct Mover {
    /// The side to move.
    pub(crate) us: Color,
    /// Whether that side's Princess still has her escape.
    pub(crate) escape_left: bool,
}
