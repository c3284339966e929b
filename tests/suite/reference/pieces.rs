//! Colours, piece kinds, the mailbox board and square names (RULES.md
//! sections 1 and 2, NOTATION.md).

/// The two sides. Black plays from the south (ranks 1-2), Orange from the
/// north (ranks 9-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    Orange,
}

impl Color {
    /// The other side.
    pub fn other(self) -> Color {
        match self {
            Color::Black => Color::Orange,
            Color::Orange => Color::Black,
        }
    }

    /// 0 for Black, 1 for Orange (index into per-side arrays).
    pub fn index(self) -> usize {
        match self {
            Color::Black => 0,
            Color::Orange => 1,
        }
    }

    /// The rank direction of "forward": north for Black, south for Orange.
    pub fn forward(self) -> i32 {
        match self {
            Color::Black => 1,
            Color::Orange => -1,
        }
    }

    /// Lowercase name, as used in outcome text.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::Orange => "orange",
        }
    }
}

/// The eight kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Chief,
    Princess,
    Flier,
    Dwar,
    Padwar,
    Warrior,
    Thoat,
    Panthan,
}

/// All kinds, in table order.
pub const KINDS: [Kind; 8] = [
    Kind::Chief,
    Kind::Princess,
    Kind::Flier,
    Kind::Dwar,
    Kind::Padwar,
    Kind::Warrior,
    Kind::Thoat,
    Kind::Panthan,
];

impl Kind {
    /// Uppercase letter of NOTATION.md.
    pub fn letter(self) -> char {
        match self {
            Kind::Chief => 'C',
            Kind::Princess => 'P',
            Kind::Flier => 'F',
            Kind::Dwar => 'D',
            Kind::Padwar => 'A',
            Kind::Warrior => 'W',
            Kind::Thoat => 'T',
            Kind::Panthan => 'N',
        }
    }

    /// The kind for a letter of either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        KINDS
            .iter()
            .copied()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }

    /// Number of steps of one move (section 3 table).
    pub fn count(self) -> usize {
        match self {
            Kind::Chief | Kind::Princess | Kind::Flier | Kind::Dwar => 3,
            Kind::Padwar | Kind::Warrior | Kind::Thoat => 2,
            Kind::Panthan => 1,
        }
    }

    /// How many of this kind a starting army has.
    pub fn army(self) -> usize {
        match self {
            Kind::Chief | Kind::Princess => 1,
            Kind::Panthan => 8,
            _ => 2,
        }
    }

    /// Value in tenths for the material draw (RULES.md 6.4); royals have none.
    pub fn value_tenths(self) -> u32 {
        match self {
            Kind::Chief | Kind::Princess => 0,
            Kind::Padwar => 17,
            Kind::Warrior => 19,
            Kind::Panthan => 20,
            Kind::Dwar => 49,
            Kind::Thoat => 56,
            Kind::Flier => 95,
        }
    }
}

/// A piece on the board.
pub type Piece = (Color, Kind);

/// The board: `board[file + 10 * rank]`, both from 0.
pub type Board = [Option<Piece>; 100];

// ---------------------------------------------------------------------------
// Squares
// ---------------------------------------------------------------------------

/// `a1`-style name of a square index.
pub fn square_name(sq: usize) -> String {
    let file = (b'a' + (sq % 10) as u8) as char;
    format!("{}{}", file, sq / 10 + 1)
}

/// Parses a square name at the start of `s`; answers the square and the rest.
pub(super) fn parse_square_prefix(s: &str) -> Option<(usize, &str)> {
    let mut chars = s.char_indices();
    let (_, f) = chars.next()?;
    if !('a'..='j').contains(&f) {
        return None;
    }
    let digits_end = s[1..]
        .find(|c: char| !c.is_ascii_digit())
        .map_or(s.len(), |i| i + 1);
    let digits = &s[1..digits_end];
    if digits.is_empty() || digits.starts_with('0') {
        return None;
    }
    let rank: usize = digits.parse().ok()?;
    if !(1..=10).contains(&rank) {
        return None;
    }
    Some((
        (f as u8 - b'a') as usize + 10 * (rank - 1),
        &s[digits_end..],
    ))
}

/// Parses a square name such as `e4`.
pub fn parse_square(s: &str) -> Option<usize> {
    match parse_square_prefix(s) {
        Some((sq, "")) => Some(sq),
        _ => None,
    }
}

/// The Chebyshev (king-step) distance between two squares: the larger of
/// the file and rank differences.
pub fn distance(a: usize, b: usize) -> usize {
    let files = (a % 10).abs_diff(b % 10);
    let ranks = (a / 10).abs_diff(b / 10);
    files.max(ranks)
}
