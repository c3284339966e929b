//! One value for each kind of piece.

use core::ops::{Index, IndexMut};

use super::Role;

/// A value for each kind of piece, indexed by [`Role`]: a table keyed by
/// kind rather than by the order of [`Role`]'s variants.
///
/// With the `serde` feature it reads and writes as a sequence of eight
/// values in the order of [`Role::ALL`] (Chief first, Panthan last).
///
/// ```
/// use jetan::{ByRole, Role};
/// let steps = ByRole::from_fn(|role| match role {
///     Role::Panthan => 1,
///     Role::Padwar | Role::Warrior | Role::Thoat => 2,
///     _ => 3,
/// });
/// assert_eq!(steps[Role::Thoat], 2);
/// assert_eq!(steps.map(|n| n * 2)[Role::Chief], 6);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct ByRole<T>([T; 8]);

impl<T> ByRole<T> {
    /// The value of each kind from `f` of the kind, in the order of
    /// [`Role::ALL`].
    pub fn from_fn(mut f: impl FnMut(Role) -> T) -> ByRole<T> {
        ByRole(core::array::from_fn(|i| f(Role::ALL[i])))
    }

    /// `role`'s value.
    pub const fn get(&self, role: Role) -> &T {
        &self.0[role.index()]
    }

    /// Each kind's value through `f`.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> ByRole<U> {
        ByRole(self.0.map(f))
    }

    /// The kinds with their values, in the order of [`Role::ALL`].
    pub fn iter(&self) -> impl Iterator<Item = (Role, &T)> {
        Role::ALL.into_iter().zip(&self.0)
    }

    /// The kinds with their values to change, in the order of
    /// [`Role::ALL`].
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Role, &mut T)> {
        Role::ALL.into_iter().zip(&mut self.0)
    }
}

impl<T: Copy> ByRole<T> {
    /// The same value for every kind.
    pub const fn splat(value: T) -> ByRole<T> {
        ByRole([value; 8])
    }

    /// A table from the values in the order of [`Role::ALL`]: Chief,
    /// Princess, Flier, Dwar, Padwar, Warrior, Thoat, Panthan. For tables
    /// written in `const` items; elsewhere [`ByRole::from_fn`] names each
    /// kind.
    pub const fn from_array(values: [T; 8]) -> ByRole<T> {
        ByRole(values)
    }

    /// The table with `role`'s value replaced by `value`.
    pub const fn with(mut self, role: Role, value: T) -> ByRole<T> {
        self.0[role.index()] = value;
        self
    }

    /// `role`'s value, in `const` code.
    pub const fn at(&self, role: Role) -> T {
        self.0[role.index()]
    }
}

impl<T> Index<Role> for ByRole<T> {
    type Output = T;

    fn index(&self, role: Role) -> &T {
        &self.0[role.index()]
    }
}

impl<T> IndexMut<Role> for ByRole<T> {
    fn index_mut(&mut self, role: Role) -> &mut T {
        &mut self.0[role.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_has_its_own_slot() {
        let mut table = ByRole::from_fn(Role::letter);
        assert_eq!(table[Role::Padwar], 'A');
        assert_eq!(table[Role::Panthan], 'N');
        table[Role::Panthan] = 'x';
        assert_eq!(table.at(Role::Panthan), 'x');
        assert_eq!(table[Role::Chief], 'C');
        let letters: String = table.iter().map(|(_, &c)| c).collect();
        assert_eq!(letters, "CPFDAWTx");
        for (role, c) in table.iter_mut() {
            *c = role.letter().to_ascii_lowercase();
        }
        assert_eq!(
            table,
            ByRole::from_array(['c', 'p', 'f', 'd', 'a', 'w', 't', 'n'])
        );
        assert_eq!(*table.get(Role::Flier), 'f');
        let table = table.with(Role::Thoat, '!');
        assert_eq!((table[Role::Thoat], table[Role::Warrior]), ('!', 'w'));
        assert!(table.map(|c| c == '!')[Role::Thoat]);
        assert!(!table.map(|c| c == '!')[Role::Dwar]);
        assert_eq!(ByRole::splat(2).iter().map(|(_, &n)| n).sum::<i32>(), 16);
    }
}
