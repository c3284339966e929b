//! Going round: a line that comes back to a position of the game or of
//! the line itself. Jetan has no rule on repetition; the search scores it
//! as a draw (see [`Searcher::search_game`]).

use super::searcher::Searcher;
use crate::position::Position;

impl Searcher {
    /// Whether `pos` stood earlier in the game or the line. The look back
    /// stops at the first position of another [`repetition_key`]: before
    /// it, none can be the same.
    pub(super) fn repeats(&self, pos: &Position) -> bool {
        let (hash, key) = (pos.hash(), repetition_key(pos));
        self.path
            .iter()
            .rev()
            .take_while(|&&(_, k)| k == key)
            .any(|&(h, _)| h == hash)
    }
}

/// What a position shares with every earlier one of the game that it can
/// repeat: its number of pieces, which never grows, and its material count
/// (part of [`Position::hash`], it runs only while the material condition
/// holds, so that no two positions then share it).
pub(super) fn repetition_key(pos: &Position) -> u16 {
    (pos.board().occupied().len() as u16) << 8 | u16::from(pos.material_count())
}
