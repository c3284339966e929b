//! The material condition of RULES.md 6.4.

use crate::rules::{MaterialDraw, ValueTable};
use crate::types::{Board, Color, Role};

/// The material count at which the game is drawn (RULES.md 6.4), so one
/// more than any count a position of a game that goes on holds.
pub(crate) const MATERIAL_DRAW_COUNT: u8 = 10;

/// Whether the material condition holds: each side has at most three
/// pieces and, under [`MaterialDraw::EqualValue`], the two sides are of
/// equal value (the same royals, the same total of the other pieces'
/// values in the default table).
#[inline]
pub(crate) fn holds(board: &Board, rule: MaterialDraw) -> bool {
    let black = board.by_color(Color::Black);
    let orange = board.by_color(Color::Orange);
    if rule == MaterialDraw::Off || black.len() > 3 || orange.len() > 3 {
        return false;
    }
    end_game_holds(board, rule)
}

/// [`holds`] once each side is down to three pieces: rare, so kept out of
/// line.
#[inline(never)]
fn end_game_holds(board: &Board, rule: MaterialDraw) -> bool {
    if rule == MaterialDraw::Any {
        return true;
    }
    let has = |color, role| !board.pieces(color, role).is_empty();
    let same_royals = [Role::Princess, Role::Chief]
        .into_iter()
        .all(|royal| has(Color::Black, royal) == has(Color::Orange, royal));
    same_royals && value(board, Color::Black) == value(board, Color::Orange)
}

/// The total value of `color`'s pieces other than the royals
/// ([`Position::material`](crate::Position::material)).
pub(crate) fn value(board: &Board, color: Color) -> u32 {
    Role::ALL
        .into_iter()
        .filter(|r| !matches!(r, Role::Chief | Role::Princess))
        .map(|r| board.pieces(color, r).len() * ValueTable::DEFAULT.tenths(r))
        .sum()
}
