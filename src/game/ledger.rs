//! The wager ledger of RULES.md section 7: "for each piece that a player
//! loses he pays its value to his opponent."

use crate::rules::ValueTable;

use crate::types::{ByColor, ByRole, Color, Piece, Role};

/// The pieces each side lost in a game, and what they cost under a
/// [`ValueTable`]: the wager of [RULES.md section 7](crate::rules_book#7-wagering).
///
/// A Princess that was taken counts as lost (RULES.md 6.1): the game ends on
/// her capture, and a wager on her is paid.
/// Under duels (RULES.md section 10) the side whose piece fell pays: the
/// defender's side when the attacker won, the attacker's when it fell.
/// Under [`ValueTable::DEFAULT`] the Chief and Princess are worth 0, so
/// choose [`ValueTable::INSIGNIA`] (or a table of your own) to put a price
/// on them.
///
/// ```
/// use jetan::{Color, Game, Role, ValueTable};
/// let mut game = Game::default();
/// for text in ["Fd1-e4", "Ne9-e8", "Fe4-f7", "Nb9-b8", "Ff7xe8"] {
///     game.play_text(text).unwrap();
/// }
/// let ledger = game.ledger();
/// assert_eq!(ledger.lost(Color::Orange, Role::Panthan), 1);
/// // A Panthan is 2.0 in the default table, 1 in the insignia table.
/// assert_eq!(ledger.owes(Color::Orange, &ValueTable::DEFAULT), 20);
/// assert_eq!(ledger.balance(&ValueTable::INSIGNIA), Some((Color::Orange, 10)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Ledger {
    /// How many of each side's pieces of each kind were taken.
    lost: ByColor<ByRole<u8>>,
}

impl Ledger {
    /// An empty ledger: nobody has lost anything.
    pub const fn new() -> Ledger {
        Ledger {
            lost: ByColor::splat(ByRole::splat(0)),
        }
    }

    /// Books the loss of `piece` (it was taken, so its side pays).
    pub fn record_loss(&mut self, piece: Piece) {
        let slot = &mut self.lost[piece.color][piece.role];
        *slot = slot.saturating_add(1);
    }

    /// How many of `color`'s pieces of kind `role` were taken.
    pub const fn lost(&self, color: Color, role: Role) -> u8 {
        *self.lost.get(color).get(role)
    }

    /// How many of `color`'s pieces were taken, of all kinds.
    pub fn lost_total(&self, color: Color) -> u32 {
        self.lost[color].iter().map(|(_, &n)| u32::from(n)).sum()
    }

    /// What `color` owes its opponent, in tenths of a point: the value of
    /// every piece it lost. A `u64`, so that no value table can overflow it
    /// (at most 20 pieces of at most `u32::MAX` each).
    pub fn owes(&self, color: Color, table: &ValueTable) -> u64 {
        Role::ALL
            .into_iter()
            .map(|role| u64::from(self.lost(color, role)) * u64::from(table.tenths(role)))
            .sum()
    }

    /// The settlement once the two debts are set against each other: the
    /// side that pays and how much (in tenths), or `None` when they are
    /// even.
    pub fn balance(&self, table: &ValueTable) -> Option<(Color, u64)> {
        let black = self.owes(Color::Black, table);
        let orange = self.owes(Color::Orange, table);
        match black.cmp(&orange) {
            core::cmp::Ordering::Greater => Some((Color::Black, black - orange)),
            core::cmp::Ordering::Less => Some((Color::Orange, orange - black)),
            core::cmp::Ordering::Equal => None,
        }
    }
}
