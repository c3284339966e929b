//! The squares a side threatens: the set the Princess rule reads.

use super::reach::reach;
use super::variant::MoveRules;
use crate::types::{Bitboard, Board, Color, Role};

/// The squares that `by`'s pieces other than its Princess could move onto
/// if the board's occupied squares were `occupied` and the square itself
/// held an opposing piece.
///
/// That is the Princess rule's test (RULES.md section 4), asked with her own
/// square taken out of `occupied` so that a line she was blocking opens
/// (left in under `threat=in-place`). It
/// puts her on the square in thought, so a square held by one of `by`'s own
/// pieces counts when another of its pieces could reach it; this matters
/// only for the squares she passes over under the "frightened" reading.
#[inline(always)]
pub(crate) fn threats<R: MoveRules>(
    board: &Board,
    by: Color,
    occupied: Bitboard,
    move_rules: R,
) -> Bitboard {
    let passable = !occupied;
    // One call per kind, so that each is compiled for its own kind even
    // where the compiler would keep a loop over the kinds: in the threat
    // map built for `count_legal_moves` it did, and an end-game's count
    // took 7% more instructions.
    // A kind with no piece reaches nothing: skipping its walk matters to
    // the evaluation, which asks for the threats of the pieces near a
    // Princess only (`search::eval`).
    let kind = |role: Role| {
        let sources = board.pieces(by, role);
        if sources.is_empty() {
            return Bitboard::EMPTY;
        }
        reach(role, by, sources, passable, move_rules)
    };
    kind(Role::Panthan)
        | kind(Role::Chief)
        | kind(Role::Dwar)
        | kind(Role::Thoat)
        | kind(Role::Warrior)
        | kind(Role::Padwar)
        | kind(Role::Flier)
}
