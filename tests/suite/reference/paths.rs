//! Steps and paths (RULES.md section 3), and the two leapers of section 9:
//! the Flier under `flier=leap` and the Thoat under `thoat=knight`.

use super::pieces::{Board, Color, Kind};
use super::rules::{FlierRule, PanthanRule, RefRules, StepCount, ThoatRule};

/// A step or an offset: (files east, ranks north).
pub(super) type Step = (i32, i32);

const STRAIGHT: [Step; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [Step; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
pub(super) const KING: [Step; 8] = [
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
        // (The knight Thoat leaps: see `leap_offsets`.)
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
pub(super) fn offset(sq: usize, s: Step) -> Option<usize> {
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

/// The end offsets of a leaper, if the piece leaps under `rules`: the
/// Flier under `flier=leap` (its walk's offsets on an unbounded board) and
/// the Thoat under `thoat=knight`.
fn leap_offsets(kind: Kind, color: Color, rules: &RefRules) -> Option<Vec<Step>> {
    match kind {
        Kind::Flier if rules.flier == FlierRule::Leap => Some(unbounded_ends(kind, color, rules)),
        // "Jumps to the eight knight squares only": no shorter move, even
        // under steps=up-to (RULES.md 9 gives the squares, not a walk).
        Kind::Thoat if rules.thoat == ThoatRule::Knight => Some(vec![
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ]),
        _ => None,
    }
}

/// The end offsets of every walk of the piece on an unbounded, empty board:
/// the same steps, the same count (exact or up to), no square twice, but no
/// edge. Each offset once.
fn unbounded_ends(kind: Kind, color: Color, rules: &RefRules) -> Vec<Step> {
    fn walk(
        kind: Kind,
        color: Color,
        rules: &RefRules,
        path: &mut Vec<Step>,
        prev: Option<Step>,
        ends: &mut Vec<Step>,
    ) {
        let here = *path.last().unwrap();
        let steps_taken = path.len(); // after the next step
        for &s in allowed_steps(kind, color, rules, prev) {
            let next = (here.0 + s.0, here.1 + s.1);
            if path.contains(&next) {
                continue;
            }
            path.push(next);
            if (steps_taken == kind.count() || rules.steps == StepCount::UpTo)
                && !ends.contains(&next)
            {
                ends.push(next);
            }
            if steps_taken < kind.count() {
                walk(kind, color, rules, path, Some(s), ends);
            }
            path.pop();
        }
    }
    let mut ends = Vec::new();
    walk(kind, color, rules, &mut vec![(0, 0)], None, &mut ends);
    ends
}

/// Calls `visit` with every path (start square first) of the piece on
/// `from`: its walks (see `walk_paths`), or for a leaper the two-square
/// path `[from, to]` to each end square on the board. What stands on the
/// final square is not checked here.
pub(super) fn for_each_path(
    board: &Board,
    from: usize,
    rules: &RefRules,
    visit: &mut dyn FnMut(&[usize]),
) {
    let (color, kind) = board[from].expect("a piece on the start square");
    if let Some(offsets) = leap_offsets(kind, color, rules) {
        for s in offsets {
            if let Some(to) = offset(from, s) {
                visit(&[from, to]);
            }
        }
        return;
    }
    let mut path = vec![from];
    walk_paths(board, color, kind, rules, &mut path, None, visit);
}
