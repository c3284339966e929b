//! What pieces are worth: for the material draw and for wagers.

use crate::types::{ByRole, Role};

/// A value for each kind of piece, in tenths of a point so that sums are
/// exact.
///
/// ```
/// use jetan::{Role, ValueTable};
/// assert_eq!(ValueTable::DEFAULT.tenths(Role::Flier), 95);
/// assert_eq!(ValueTable::INSIGNIA.tenths(Role::Chief), 100);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ValueTable {
    tenths: ByRole<u32>,
}

impl ValueTable {
    /// RULES.md 6.4, after Cazaux & Knowlton: Padwar 1.7, Warrior 1.9,
    /// Panthan 2.0, Dwar 4.9, Thoat 5.6, Flier 9.5; the Chief and Princess
    /// have no set value (0 here).
    pub const DEFAULT: ValueTable = ValueTable::from_tenths(ByRole::from_array([
        0, // Chief
        0, // Princess
        95, 49, 17, 19, 56, 20, // Flier, Dwar, Padwar, Warrior, Thoat, Panthan
    ]));

    /// The appendix's marks of rank (RULES.md section 7): Panthan 1,
    /// Warrior 2, Padwar 2, Thoat 2, Dwar 3, Flier 3, Princess 1, Chief 10.
    pub const INSIGNIA: ValueTable = ValueTable::from_tenths(ByRole::from_array([
        100, 10, 30, 30, 20, 20, 20, 10, // in the order of Role::ALL
    ]));

    /// The values by which duels are drawn ([`Duels::Values`](crate::Duels::Values)):
    /// [`ValueTable::DEFAULT`] with the Chief, which that table leaves
    /// without a value, worth 10 points, a little more than a Flier, as the
    /// strongest fighter of its side. (The Princess never duels.)
    pub const DUEL: ValueTable = ValueTable::DEFAULT.with_tenths(Role::Chief, 100);

    /// A table from a value in tenths for each kind.
    pub const fn from_tenths(tenths: ByRole<u32>) -> ValueTable {
        ValueTable { tenths }
    }

    /// The value of `role` in tenths of a point.
    pub const fn tenths(&self, role: Role) -> u32 {
        self.tenths.at(role)
    }

    /// This table with `role` worth `tenths`.
    ///
    /// ```
    /// use jetan::{Role, ValueTable};
    /// let table = ValueTable::DEFAULT.with_tenths(Role::Chief, 150);
    /// assert_eq!(table.tenths(Role::Chief), 150);
    /// assert_eq!(table.tenths(Role::Flier), 95);
    /// ```
    pub const fn with_tenths(self, role: Role, tenths: u32) -> ValueTable {
        ValueTable {
            tenths: self.tenths.with(role, tenths),
        }
    }
}

impl Default for ValueTable {
    fn default() -> ValueTable {
        ValueTable::DEFAULT
    }
}
