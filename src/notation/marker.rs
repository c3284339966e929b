//! What stands between the two squares of move text: `-`, `x`, `~`, `*`.

use core::fmt;

/// What stands between the squares of an algebraic move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Marker {
    /// `-`: an ordinary move onto an empty square.
    Move,
    /// `x`: an ordinary move that captures.
    Capture,
    /// `~`: the Princess's escape.
    Escape,
    /// `*`: a duel that the attacker loses ([`Move::fallen`](crate::Move::fallen), RULES.md
    /// section 10). The duel it wins is written `x`, as any capture.
    Fallen,
}

impl Marker {
    /// The character written for the marker.
    pub const fn char(self) -> char {
        match self {
            Marker::Move => '-',
            Marker::Capture => 'x',
            Marker::Escape => '~',
            Marker::Fallen => '*',
        }
    }

    /// The marker written as `c`, if any.
    pub(crate) const fn from_char(c: u8) -> Option<Marker> {
        match c {
            b'-' => Some(Marker::Move),
            b'x' => Some(Marker::Capture),
            b'~' => Some(Marker::Escape),
            b'*' => Some(Marker::Fallen),
            _ => None,
        }
    }
}

/// The marker's character, as in move text.
///
/// ```
/// use jetan::Marker;
/// assert_eq!(Marker::Capture.to_string(), "x");
/// assert_eq!(Marker::Fallen.to_string(), "*");
/// ```
impl fmt::Display for Marker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.char(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn markers_display_as_move_text_writes_them() {
        // NOTATION.md: `-` for a move, `x` for a capture, `~` for an escape.
        for (marker, text) in [
            (Marker::Move, "-"),
            (Marker::Capture, "x"),
            (Marker::Escape, "~"),
        ] {
            assert_eq!(marker.to_string(), text);
            assert_eq!(Marker::from_char(text.as_bytes()[0]), Some(marker));
        }
    }
}
