//! One value for each side.

use core::ops::{Index, IndexMut};

use super::Color;

/// A value for each side, indexed by [`Color`]: what a `[T; 2]` indexed by
/// `color.index()` would hold, with the side in the type so that a reader
/// never wonders which of two numbers is Black.
///
/// With the `serde` feature it reads and writes as a map with the keys
/// `black` and `orange`.
///
/// ```
/// use jetan::{ByColor, Color};
/// let mut lost = ByColor::new(3, 5);
/// lost[Color::Orange] += 1;
/// assert_eq!(lost[Color::Black], 3);
/// assert_eq!(lost.map(|n| n * 10), ByColor::new(30, 60));
/// assert_eq!(lost.zip(ByColor::splat(1)).map(|(a, b)| a - b), ByColor::new(2, 5));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct ByColor<T> {
    /// Black's value.
    pub black: T,
    /// Orange's value.
    pub orange: T,
}

impl<T> ByColor<T> {
    /// Black's value and Orange's.
    pub const fn new(black: T, orange: T) -> ByColor<T> {
        ByColor { black, orange }
    }

    /// The value for each side from `f` of the side, Black first.
    pub fn from_fn(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        let black = f(Color::Black);
        ByColor::new(black, f(Color::Orange))
    }

    /// `color`'s value.
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::Black => &self.black,
            Color::Orange => &self.orange,
        }
    }

    /// `color`'s value, to change.
    pub const fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Black => &mut self.black,
            Color::Orange => &mut self.orange,
        }
    }

    /// Each side's value through `f`.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor::new(f(self.black), f(self.orange))
    }

    /// The pair of each side's two values.
    pub fn zip<U>(self, other: ByColor<U>) -> ByColor<(T, U)> {
        ByColor::new((self.black, other.black), (self.orange, other.orange))
    }

    /// The other side's value where this one's was.
    pub fn swap(self) -> ByColor<T> {
        ByColor::new(self.orange, self.black)
    }

    /// References to both values.
    pub const fn as_ref(&self) -> ByColor<&T> {
        ByColor::new(&self.black, &self.orange)
    }

    /// The sides with their values, Black first.
    pub fn iter(&self) -> impl Iterator<Item = (Color, &T)> {
        [(Color::Black, &self.black), (Color::Orange, &self.orange)].into_iter()
    }

    /// The sides with their values to change, Black first.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Color, &mut T)> {
        [
            (Color::Black, &mut self.black),
            (Color::Orange, &mut self.orange),
        ]
        .into_iter()
    }
}

impl<T: Copy> ByColor<T> {
    /// The same value for both sides.
    pub const fn splat(value: T) -> ByColor<T> {
        ByColor::new(value, value)
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;

    fn index(&self, color: Color) -> &T {
        self.get(color)
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, color: Color) -> &mut T {
        self.get_mut(color)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_side_reads_and_writes_its_own_value() {
        let mut by = ByColor::new('b', 'o');
        assert_eq!((by[Color::Black], by[Color::Orange]), ('b', 'o'));
        by[Color::Black] = 'x';
        assert_eq!(by, ByColor::new('x', 'o'));
        assert_eq!(by.swap(), ByColor::new('o', 'x'));
        assert_eq!(ByColor::from_fn(Color::char), ByColor::new('b', 'o'));
        let sides: Vec<_> = by.iter().map(|(c, &v)| (c, v)).collect();
        assert_eq!(sides, [(Color::Black, 'x'), (Color::Orange, 'o')]);
        for (c, v) in by.iter_mut() {
            *v = c.char().to_ascii_uppercase();
        }
        assert_eq!(by, ByColor::new('B', 'O'));
        assert_eq!(by.as_ref(), ByColor::new(&'B', &'O'));
        assert_eq!(by.map(|v| v as u32 - 'A' as u32), ByColor::new(1, 14));
        assert_eq!(by.zip(ByColor::new(1, 2)), ByColor::new(('B', 1), ('O', 2)));
        assert_eq!(ByColor::splat(7), ByColor::new(7, 7));
    }
}
