//! Plain reference implementation of the Jetan rules, written from
//! `RULES.md` and `NOTATION.md` alone, to check the bitboard engine against.
//!
//! Everything here is deliberately simple: a mailbox board indexed
//! `file + 10 * rank`, and a depth-first walk over every path of every piece,
//! step by step, exactly as section 3 of the rules describes moves. Nothing
//! from the crate itself is used, so the two implementations can only agree
//! by both following the rules.
//!
//! Include it from an integration test with `mod reference;`.

use std::fmt::Write as _;

// ---------------------------------------------------------------------------
// Colours and pieces
// ---------------------------------------------------------------------------

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
// Squares and moves
// ---------------------------------------------------------------------------

/// `a1`-style name of a square index.
pub fn square_name(sq: usize) -> String {
    let file = (b'a' + (sq % 10) as u8) as char;
    format!("{}{}", file, sq / 10 + 1)
}

/// Parses a square name at the start of `s`; answers the square and the rest.
fn parse_square_prefix(s: &str) -> Option<(usize, &str)> {
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

/// A move: from-square, to-square, and whether it is the Princess's escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RefMove {
    pub from: usize,
    pub to: usize,
    pub escape: bool,
}

impl RefMove {
    /// Coordinate text: `e2e3`, escape `f1~c5`.
    pub fn text(&self) -> String {
        let sep = if self.escape { "~" } else { "" };
        format!("{}{}{}", square_name(self.from), sep, square_name(self.to))
    }

    /// Parses coordinate text.
    pub fn parse(s: &str) -> Option<RefMove> {
        let (from, rest) = parse_square_prefix(s)?;
        let (escape, rest) = match rest.strip_prefix('~') {
            Some(r) => (true, r),
            None => (false, rest),
        };
        let to = parse_square(rest)?;
        Some(RefMove { from, to, escape })
    }
}

// ---------------------------------------------------------------------------
// Rule options (RULES.md section 9)
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Setup {
    #[default]
    Appendix,
    Manator,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StepCount {
    #[default]
    Exact,
    UpTo,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ThoatRule {
    #[default]
    Either,
    StraightFirst,
    Jumping,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PanthanRule {
    #[default]
    Forward,
    DiagonalBack,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PrincessPath {
    #[default]
    Brave,
    Frightened,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EscapeRule {
    #[default]
    Anywhere,
    Line,
    Off,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ChiefRule {
    #[default]
    Draw,
    Removed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MaterialRule {
    #[default]
    EqualValue,
    Any,
    Off,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum NoMoveRule {
    #[default]
    Draw,
    Loss,
}

/// Every rule option of RULES.md section 9; `Default` is the default reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RefRules {
    pub setup: Setup,
    pub steps: StepCount,
    pub thoat: ThoatRule,
    pub panthan: PanthanRule,
    pub princess: PrincessPath,
    pub escape: EscapeRule,
    pub chief: ChiefRule,
    pub material: MaterialRule,
    pub no_move: NoMoveRule,
}

impl RefRules {
    /// Parses `KEY=VALUE,...` as in NOTATION.md's `--rules`; empty = defaults.
    pub fn parse(text: &str) -> Result<RefRules, String> {
        let mut r = RefRules::default();
        for item in text.split(',').filter(|s| !s.is_empty()) {
            let (key, value) = item
                .split_once('=')
                .ok_or_else(|| format!("rule option `{item}` is not KEY=VALUE"))?;
            let bad = || format!("unknown value `{value}` for rule option `{key}`");
            match key {
                "setup" => {
                    r.setup = match value {
                        "appendix" => Setup::Appendix,
                        "manator" => Setup::Manator,
                        _ => return Err(bad()),
                    }
                }
                "steps" => {
                    r.steps = match value {
                        "exact" => StepCount::Exact,
                        "up-to" => StepCount::UpTo,
                        _ => return Err(bad()),
                    }
                }
                "thoat" => {
                    r.thoat = match value {
                        "either" => ThoatRule::Either,
                        "straight-first" => ThoatRule::StraightFirst,
                        "jumping" => ThoatRule::Jumping,
                        _ => return Err(bad()),
                    }
                }
                "panthan" => {
                    r.panthan = match value {
                        "forward" => PanthanRule::Forward,
                        "diagonal-back" => PanthanRule::DiagonalBack,
                        _ => return Err(bad()),
                    }
                }
                "princess" => {
                    r.princess = match value {
                        "brave" => PrincessPath::Brave,
                        "frightened" => PrincessPath::Frightened,
                        _ => return Err(bad()),
                    }
                }
                "escape" => {
                    r.escape = match value {
                        "anywhere" => EscapeRule::Anywhere,
                        "line" => EscapeRule::Line,
                        "none" => EscapeRule::Off,
                        _ => return Err(bad()),
                    }
                }
                "chief" => {
                    r.chief = match value {
                        "draw" => ChiefRule::Draw,
                        "removed" => ChiefRule::Removed,
                        _ => return Err(bad()),
                    }
                }
                "material" => {
                    r.material = match value {
                        "equal-value" => MaterialRule::EqualValue,
                        "any" => MaterialRule::Any,
                        "off" => MaterialRule::Off,
                        _ => return Err(bad()),
                    }
                }
                "no-move" => {
                    r.no_move = match value {
                        "draw" => NoMoveRule::Draw,
                        "loss" => NoMoveRule::Loss,
                        _ => return Err(bad()),
                    }
                }
                _ => return Err(format!("unknown rule option `{key}`")),
            }
        }
        Ok(r)
    }
}

// ---------------------------------------------------------------------------
// Steps and paths (RULES.md section 3)
// ---------------------------------------------------------------------------

type Step = (i32, i32);

const STRAIGHT: [Step; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [Step; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const KING: [Step; 8] = [
    (0, 1),
    (1, 0),
    (0, -1),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, -1),
    (-1, 1),
];
// Panthan: forward, sideways, diagonally forward (and with the option, also
// diagonally backward; never straight backward).
const PANTHAN_BLACK: [Step; 5] = [(0, 1), (1, 0), (-1, 0), (1, 1), (-1, 1)];
const PANTHAN_ORANGE: [Step; 5] = [(0, -1), (1, 0), (-1, 0), (1, -1), (-1, -1)];
const PANTHAN_ANY_DIAGONAL_BLACK: [Step; 7] =
    [(0, 1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)];
const PANTHAN_ANY_DIAGONAL_ORANGE: [Step; 7] =
    [(0, -1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)];

fn is_diagonal(s: Step) -> bool {
    s.0 != 0 && s.1 != 0
}

/// The steps a piece may take next, given its previous step (`None` before
/// the first step).
fn allowed_steps(
    kind: Kind,
    color: Color,
    rules: &RefRules,
    prev: Option<Step>,
) -> &'static [Step] {
    match kind {
        Kind::Chief | Kind::Princess => &KING,
        Kind::Flier | Kind::Padwar => &DIAGONAL,
        Kind::Dwar | Kind::Warrior => &STRAIGHT,
        Kind::Thoat => match (rules.thoat, prev) {
            (ThoatRule::StraightFirst, None) => &STRAIGHT,
            (ThoatRule::StraightFirst, Some(_)) => &DIAGONAL,
            (_, None) => &KING,
            (_, Some(p)) if is_diagonal(p) => &STRAIGHT,
            (_, Some(_)) => &DIAGONAL,
        },
        Kind::Panthan => match (rules.panthan, color) {
            (PanthanRule::Forward, Color::Black) => &PANTHAN_BLACK,
            (PanthanRule::Forward, Color::Orange) => &PANTHAN_ORANGE,
            (PanthanRule::DiagonalBack, Color::Black) => &PANTHAN_ANY_DIAGONAL_BLACK,
            (PanthanRule::DiagonalBack, Color::Orange) => &PANTHAN_ANY_DIAGONAL_ORANGE,
        },
    }
}

/// Whether the piece ignores what stands on intermediate squares.
fn jumps(kind: Kind, rules: &RefRules) -> bool {
    match kind {
        Kind::Flier | Kind::Princess => true,
        Kind::Thoat => rules.thoat == ThoatRule::Jumping,
        _ => false,
    }
}

/// The square one step from `sq`, if on the board.
fn offset(sq: usize, s: Step) -> Option<usize> {
    let file = (sq % 10) as i32 + s.0;
    let rank = (sq / 10) as i32 + s.1;
    if (0..10).contains(&file) && (0..10).contains(&rank) {
        Some((file + 10 * rank) as usize)
    } else {
        None
    }
}

/// Calls `visit` with every path (start square first) that the piece
/// `(color, kind)` standing on `path[0]` may walk on `board`: the right number
/// of steps (exactly the count, or 1..=count under `steps=up-to`), each step
/// one the piece may make, no square twice, every intermediate square empty
/// unless the piece jumps. What stands on the final square is not checked
/// here: that is up to the caller (move or threat).
fn walk_paths(
    board: &Board,
    color: Color,
    kind: Kind,
    rules: &RefRules,
    path: &mut Vec<usize>,
    prev: Option<Step>,
    visit: &mut dyn FnMut(&[usize]),
) {
    let here = *path.last().expect("path has a start square");
    let steps_taken = path.len(); // after the next step
    for &s in allowed_steps(kind, color, rules, prev) {
        let Some(next) = offset(here, s) else {
            continue;
        };
        if path.contains(&next) {
            continue; // no square twice, start included
        }
        path.push(next);
        if steps_taken == kind.count() || rules.steps == StepCount::UpTo {
            visit(path);
        }
        if steps_taken < kind.count() && (jumps(kind, rules) || board[next].is_none()) {
            walk_paths(board, color, kind, rules, path, Some(s), visit);
        }
        path.pop();
    }
}

/// Every path of the piece on `from` (see `walk_paths`).
fn for_each_path(board: &Board, from: usize, rules: &RefRules, visit: &mut dyn FnMut(&[usize])) {
    let (color, kind) = board[from].expect("a piece on the start square");
    let mut path = vec![from];
    walk_paths(board, color, kind, rules, &mut path, None, visit);
}

// ---------------------------------------------------------------------------
// Game end
// ---------------------------------------------------------------------------

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefOutcome {
    /// The given side won, for the given reason.
    Win(Color, &'static str),
    /// Drawn, for the given reason.
    Draw(&'static str),
}

impl RefOutcome {
    /// Plain description, e.g. `black wins: princess taken`.
    pub fn text(&self) -> String {
        match self {
            RefOutcome::Win(c, why) => format!("{} wins: {}", c.name(), why),
            RefOutcome::Draw(why) => format!("draw: {why}"),
        }
    }
}

/// The material-draw condition of RULES.md 6.4 (before any count).
pub fn material_condition(board: &Board, rules: &RefRules) -> bool {
    let mut pieces = [0usize; 2];
    let mut chiefs = [0usize; 2];
    let mut princesses = [0usize; 2];
    let mut value = [0u32; 2];
    for &(c, k) in board.iter().flatten() {
        let i = c.index();
        pieces[i] += 1;
        match k {
            Kind::Chief => chiefs[i] += 1,
            Kind::Princess => princesses[i] += 1,
            _ => value[i] += k.value_tenths(),
        }
    }
    let few = pieces[0] <= 3 && pieces[1] <= 3;
    match rules.material {
        MaterialRule::Off => false,
        MaterialRule::Any => few,
        MaterialRule::EqualValue => {
            few && princesses == [1, 1] && chiefs[0] == chiefs[1] && value[0] == value[1]
        }
    }
}

// ---------------------------------------------------------------------------
// Position
// ---------------------------------------------------------------------------

/// A position: board, side to move, escapes left, material count, move
/// number, and (not part of the text) the end of the game if a move ended it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPosition {
    pub board: Board,
    pub side: Color,
    /// `escapes[color.index()]`: that side's Princess still has her escape.
    pub escapes: [bool; 2],
    /// Material-draw count (RULES.md 6.4).
    pub count: u32,
    /// Move number, from 1, increased after each Orange move.
    pub move_number: u32,
    /// Set by `play` when the move ended the game by rules 6.1-6.4. Rule 6.5
    /// (no legal move) is found by `result`, since it needs move generation.
    pub ended: Option<RefOutcome>,
}

impl RefPosition {
    /// An empty board, Black to move, both escapes, count 0, move 1.
    /// (Not a valid Jetan position by itself: for hand-built tests.)
    pub fn empty() -> RefPosition {
        RefPosition {
            board: [None; 100],
            side: Color::Black,
            escapes: [true, true],
            count: 0,
            move_number: 1,
            ended: None,
        }
    }

    /// The start position of RULES.md section 2.
    pub fn start(setup_manator: bool, orange_first: bool) -> RefPosition {
        let orange_back = if setup_manator {
            "WADFCPFDAW"
        } else {
            "WADFPCFDAW"
        };
        let side = if orange_first { "o" } else { "b" };
        let text = format!(
            "{orange_back}/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw {side} bo 0 1"
        );
        RefPosition::parse(&text).expect("start position parses")
    }

    /// Parses position text (NOTATION.md). The last two fields may be left
    /// out. Checks the grammar and the piece-set validation rules (one
    /// Princess per side, at most one Chief, no more of a kind than the
    /// army). The Panthans' ranks and the count depend on the rule options:
    /// see `validate_panthans` and `validate_count`.
    pub fn parse(text: &str) -> Result<RefPosition, String> {
        let fields: Vec<&str> = text.split(' ').collect();
        if !(3..=5).contains(&fields.len()) {
            return Err(format!(
                "position text has {} fields, expected 3 to 5",
                fields.len()
            ));
        }
        let mut pos = RefPosition::empty();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 10 {
            return Err(format!("placement has {} ranks, expected 10", ranks.len()));
        }
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 9 - i; // first listed is rank 10
            let mut file = 0usize;
            let chars: Vec<char> = rank_text.chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                if c.is_ascii_digit() {
                    let mut n = 0usize;
                    while j < chars.len() && chars[j].is_ascii_digit() {
                        n = n * 10 + chars[j].to_digit(10).unwrap() as usize;
                        j += 1;
                    }
                    if !(1..=10).contains(&n) {
                        return Err(format!("rank {}: empty run {n} is not 1..10", rank + 1));
                    }
                    file += n;
                } else if let Some(kind) = Kind::from_letter(c) {
                    let color = if c.is_ascii_uppercase() {
                        Color::Orange
                    } else {
                        Color::Black
                    };
                    if file < 10 {
                        pos.board[file + 10 * rank] = Some((color, kind));
                    }
                    file += 1;
                    j += 1;
                } else {
                    return Err(format!("rank {}: unexpected character `{c}`", rank + 1));
                }
                if file > 10 {
                    return Err(format!("rank {} covers more than ten squares", rank + 1));
                }
            }
            if file != 10 {
                return Err(format!("rank {} covers {file} squares, not ten", rank + 1));
            }
        }
        pos.side = match fields[1] {
            "b" => Color::Black,
            "o" => Color::Orange,
            s => return Err(format!("side to move `{s}` is not `b` or `o`")),
        };
        pos.escapes = match fields[2] {
            "bo" => [true, true],
            "b" => [true, false],
            "o" => [false, true],
            "-" => [false, false],
            s => return Err(format!("escapes `{s}` is not `bo`, `b`, `o` or `-`")),
        };
        if let Some(s) = fields.get(3) {
            pos.count = match s.parse::<u32>() {
                Ok(n) if n <= 9 && (s.len() == 1) => n,
                _ => return Err(format!("count `{s}` is not 0..9")),
            };
        }
        if let Some(s) = fields.get(4) {
            pos.move_number = match s.parse::<u32>() {
                Ok(n) if n >= 1 && !s.starts_with('0') && !s.starts_with('+') => n,
                _ => return Err(format!("move number `{s}` is not a number from 1")),
            };
        }
        let problems = pos.validate_pieces();
        if !problems.is_empty() {
            return Err(problems.join("; "));
        }
        Ok(pos)
    }

    /// The piece-set problems of NOTATION.md's validation list.
    pub fn validate_pieces(&self) -> Vec<String> {
        let mut problems = Vec::new();
        for color in [Color::Black, Color::Orange] {
            for kind in KINDS {
                let n = self
                    .board
                    .iter()
                    .filter(|p| **p == Some((color, kind)))
                    .count();
                if kind == Kind::Princess && n != 1 {
                    problems.push(format!("{} has {n} Princesses, not one", color.name()));
                } else if n > kind.army() {
                    problems.push(format!(
                        "{} has {n} of {:?}, more than the army's {}",
                        color.name(),
                        kind,
                        kind.army()
                    ));
                }
            }
        }
        problems
    }

    /// The Panthan problem of NOTATION.md's validation list: a Panthan
    /// behind its starting rank. Under `panthan=diagonal-back` a Panthan may
    /// step back onto its home rank, so there is nothing to check.
    pub fn validate_panthans(&self, rules: &RefRules) -> Vec<String> {
        let mut problems = Vec::new();
        if rules.panthan == PanthanRule::DiagonalBack {
            return problems;
        }
        for sq in 0..100 {
            match self.board[sq] {
                Some((Color::Black, Kind::Panthan)) if sq / 10 == 0 => problems.push(format!(
                    "black Panthan on {} behind its rank",
                    square_name(sq)
                )),
                Some((Color::Orange, Kind::Panthan)) if sq / 10 == 9 => problems.push(format!(
                    "orange Panthan on {} behind its rank",
                    square_name(sq)
                )),
                _ => {}
            }
        }
        problems
    }

    /// The count problem of NOTATION.md's validation list, under `rules`.
    pub fn validate_count(&self, rules: &RefRules) -> Option<String> {
        if self.count != 0 && !material_condition(&self.board, rules) {
            Some(format!(
                "count {} while the material condition does not hold",
                self.count
            ))
        } else {
            None
        }
    }

    /// Canonical position text, all five fields.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..10 {
                match self.board[file + 10 * rank] {
                    None => empty += 1,
                    Some((color, kind)) => {
                        if empty > 0 {
                            write!(s, "{empty}").unwrap();
                            empty = 0;
                        }
                        let c = kind.letter();
                        s.push(if color == Color::Black {
                            c.to_ascii_lowercase()
                        } else {
                            c
                        });
                    }
                }
            }
            if empty > 0 {
                write!(s, "{empty}").unwrap();
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let side = if self.side == Color::Black { "b" } else { "o" };
        let escapes = match self.escapes {
            [true, true] => "bo",
            [true, false] => "b",
            [false, true] => "o",
            [false, false] => "-",
        };
        write!(s, " {side} {escapes} {} {}", self.count, self.move_number).unwrap();
        s
    }

    /// The square of `color`'s Princess.
    pub fn princess_square(&self, color: Color) -> Option<usize> {
        (0..100).find(|&sq| self.board[sq] == Some((color, Kind::Princess)))
    }

    /// The squares threatened against `victim`'s Princess (RULES.md 4): her
    /// own square is vacated first, and `s` is threatened when some opposing
    /// piece other than the opposing Princess could move onto `s`. Whether
    /// `s` is empty does not matter here (she only goes to empty squares).
    pub fn threats_against(&self, victim: Color, rules: &RefRules) -> [bool; 100] {
        let mut board = self.board;
        if let Some(p) = self.princess_square(victim) {
            board[p] = None;
        }
        let mut threat = [false; 100];
        for sq in 0..100 {
            match board[sq] {
                Some((c, k)) if c != victim && k != Kind::Princess => {
                    for_each_path(&board, sq, rules, &mut |path| {
                        threat[*path.last().unwrap()] = true;
                    });
                }
                _ => {}
            }
        }
        threat
    }

    /// Whether `square` is threatened for the Princess of the side to move.
    pub fn threatened(&self, square: usize, rules: &RefRules) -> bool {
        self.threats_against(self.side, rules)[square]
    }

    /// Whether a path is a legal ordinary move of the piece on its start
    /// square, given the threat set against the mover's Princess.
    fn path_is_move(&self, path: &[usize], rules: &RefRules, threat: &[bool; 100]) -> bool {
        let (color, kind) = self.board[path[0]].unwrap();
        let to = *path.last().unwrap();
        match self.board[to] {
            Some((c, _)) if c == color => return false, // never own piece
            Some(_) if kind == Kind::Princess => return false, // she never captures
            _ => {}
        }
        if kind == Kind::Princess {
            if threat[to] {
                return false;
            }
            if rules.princess == PrincessPath::Frightened && path[1..].iter().any(|&s| threat[s]) {
                return false;
            }
        }
        true
    }

    /// Every legal move, as `RefMove`s sorted by their text; empty if the game
    /// has ended (by a move or by the side to move having none).
    pub fn moves(&self, rules: &RefRules) -> Vec<RefMove> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.generate(rules)
    }

    /// Move generation ignoring `ended`.
    fn generate(&self, rules: &RefRules) -> Vec<RefMove> {
        let me = self.side;
        let threat = self.threats_against(me, rules);
        let mut moves = Vec::new();
        for from in 0..100 {
            let Some((c, _)) = self.board[from] else {
                continue;
            };
            if c != me {
                continue;
            }
            let mut dest = [false; 100];
            for_each_path(&self.board, from, rules, &mut |path| {
                if self.path_is_move(path, rules, &threat) {
                    dest[*path.last().unwrap()] = true;
                }
            });
            for (to, _) in dest.iter().enumerate().filter(|(_, d)| **d) {
                moves.push(RefMove {
                    from,
                    to,
                    escape: false,
                });
            }
        }
        if self.escapes[me.index()] {
            if let Some(p) = self.princess_square(me) {
                let ok = |sq: usize| sq != p && self.board[sq].is_none() && !threat[sq];
                let mut dest = [false; 100];
                match rules.escape {
                    EscapeRule::Off => {}
                    EscapeRule::Anywhere => {
                        for (sq, d) in dest.iter_mut().enumerate() {
                            *d = ok(sq);
                        }
                    }
                    EscapeRule::Line => {
                        for s in KING {
                            let mut sq = p;
                            while let Some(next) = offset(sq, s) {
                                sq = next;
                                dest[sq] = ok(sq);
                            }
                        }
                    }
                }
                for (to, _) in dest.iter().enumerate().filter(|(_, d)| **d) {
                    moves.push(RefMove {
                        from: p,
                        to,
                        escape: true,
                    });
                }
            }
        }
        moves.sort_by_cached_key(|m| m.text());
        moves
    }

    /// Every legal move in coordinate text, sorted; empty if the game is over.
    pub fn legal_moves(&self, rules: &RefRules) -> Vec<String> {
        let mut v: Vec<String> = self.moves(rules).iter().map(|m| m.text()).collect();
        v.sort();
        v.dedup();
        v
    }

    /// How the game has ended, if it has: by the last move (6.1-6.4) or
    /// because the side to move has no legal move (6.5).
    pub fn result(&self, rules: &RefRules) -> Option<RefOutcome> {
        if let Some(o) = self.ended {
            return Some(o);
        }
        if self.generate(rules).is_empty() {
            return Some(match rules.no_move {
                NoMoveRule::Draw => RefOutcome::Draw("no legal move"),
                NoMoveRule::Loss => {
                    RefOutcome::Win(self.side.other(), "opponent has no legal move")
                }
            });
        }
        None
    }

    /// Plain description of a finished game, e.g. `black wins: princess
    /// taken`, `draw: material`; `None` while the game goes on.
    pub fn outcome(&self, rules: &RefRules) -> Option<String> {
        self.result(rules).map(|o| o.text())
    }

    /// One witness path (start square to end square) of a legal ordinary move.
    pub fn path(&self, mv: &str, rules: &RefRules) -> Option<Vec<usize>> {
        let m = RefMove::parse(mv)?;
        if m.escape || !self.moves(rules).contains(&m) {
            return None;
        }
        let threat = self.threats_against(self.side, rules);
        let mut found = None;
        for_each_path(&self.board, m.from, rules, &mut |path| {
            if found.is_none()
                && *path.last().unwrap() == m.to
                && self.path_is_move(path, rules, &threat)
            {
                found = Some(path.to_vec());
            }
        });
        found
    }

    /// The position after a legal move given as text. Panics on an illegal
    /// move (use `try_play` for an error).
    pub fn play(&self, mv: &str, rules: &RefRules) -> RefPosition {
        self.try_play(mv, rules).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The position after a move given as text, or why it is not legal.
    pub fn try_play(&self, mv: &str, rules: &RefRules) -> Result<RefPosition, String> {
        let m = RefMove::parse(mv).ok_or_else(|| format!("`{mv}` is not coordinate move text"))?;
        if self.ended.is_some() {
            return Err("the game is over".to_string());
        }
        if !self.moves(rules).contains(&m) {
            return Err(format!("`{mv}` is not a legal move in {}", self.to_text()));
        }
        Ok(self.play_move(m, rules))
    }

    /// The position after a legal move (not checked), with the end of the
    /// game by RULES.md 6.1-6.4 recorded in `ended`.
    pub fn play_move(&self, m: RefMove, rules: &RefRules) -> RefPosition {
        let mover = self.side;
        let mut next = self.clone();
        let (_, kind) = self.board[m.from].expect("a piece to move");
        if m.escape {
            next.board[m.to] = next.board[m.from].take();
            next.escapes[mover.index()] = false;
        } else {
            match self.board[m.to] {
                Some((c, Kind::Princess)) if c != mover => {
                    // 6.1: the game is won; she is not removed, and the board
                    // is left as it was.
                    next.ended = Some(RefOutcome::Win(mover, "princess taken"));
                }
                Some((c, Kind::Chief)) if c != mover => {
                    next.board[m.to] = next.board[m.from].take();
                    if kind == Kind::Chief {
                        next.ended = Some(RefOutcome::Win(mover, "chief taken by the chief"));
                    } else if rules.chief == ChiefRule::Draw {
                        next.ended = Some(RefOutcome::Draw("chief taken by a non-chief"));
                    }
                }
                _ => {
                    next.board[m.to] = next.board[m.from].take();
                }
            }
        }
        // 6.4: the count runs while the condition holds.
        let before = material_condition(&self.board, rules);
        let after = material_condition(&next.board, rules);
        next.count = if after && before { self.count + 1 } else { 0 };
        if next.ended.is_none() && after && next.count >= 10 {
            next.ended = Some(RefOutcome::Draw("material"));
        }
        next.side = mover.other();
        if mover == Color::Orange {
            next.move_number += 1;
        }
        next
    }

    /// Leaf nodes of the legal-move tree to `depth` (RULES.md 8).
    pub fn perft(&self, depth: u32, rules: &RefRules) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(rules);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&m| self.play_move(m, rules).perft(depth - 1, rules))
            .sum()
    }

    /// For each legal move (sorted by text), perft(depth - 1) after it.
    pub fn divide(&self, depth: u32, rules: &RefRules) -> Vec<(String, u64)> {
        assert!(depth >= 1, "divide needs depth 1 or more");
        self.moves(rules)
            .iter()
            .map(|&m| (m.text(), self.play_move(m, rules).perft(depth - 1, rules)))
            .collect()
    }
}
