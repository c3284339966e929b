//! What the unit tests share: a square by its name, a small seeded
//! generator of random bits, random positions of few pieces, under the
//! default rules or under other readings, and whether a position has a
//! capture or a move that attacks the other Princess. The library and the test suite
//! draw from `SplitMix64`; these unit tests keep the xorshift64 they were
//! written with, since any fixed stream of bits serves them and a change
//! would only change which random boards they check.

use crate::position::Position;
use crate::rules::Rules;
use crate::types::Square;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// The square named `name`.
pub(crate) fn sq(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// The next value of Marsaglia's xorshift64 (shifts 13, 7, 17) from
/// `state`, which it advances: random boards and random games, the same on
/// every run. `state` must not be 0.
pub(crate) fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// A position of the two Princesses and up to `most` other pieces a side,
/// placed at random by `next`, Black to move without escapes; `None` when
/// that is no valid position (a Panthan behind its first rank, say).
pub(crate) fn random_position(mut next: impl FnMut() -> u64, most: u64) -> Option<Position> {
    let mut board = [[b'.'; 10]; 10];
    let mut place = |letter: u8, square: u64| {
        let (rank, file) = ((square % 100 / 10) as usize, (square % 10) as usize);
        if board[rank][file] == b'.' {
            board[rank][file] = letter;
        }
    };
    place(b'p', next());
    place(b'P', next());
    let kinds = b"cfdawtnnn";
    for _ in 0..next() % (most + 1) {
        place(kinds[(next() % 9) as usize], next());
    }
    for _ in 0..next() % (most + 1) {
        place(kinds[(next() % 9) as usize].to_ascii_uppercase(), next());
    }
    let ranks: Vec<String> = board
        .iter()
        .rev()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for &c in rank.iter().chain([&b'/']) {
                if c == b'.' {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    text += &empty.to_string();
                }
                empty = 0;
                if c != b'/' {
                    text.push(c as char);
                }
            }
            text
        })
        .collect();
    Position::from_text(&(ranks.join("/") + " b - 0 1")).ok()
}

/// The readings of the rules that change where a piece may go (RULES.md
/// section 9), the default first: what a test of reach runs under.
pub(crate) const MOVE_READINGS: [&str; 7] = [
    "",
    "steps=up-to",
    "thoat=straight-first",
    "thoat=jumping",
    "thoat=knight",
    "panthan=diagonal-back",
    "flier=leap",
];

/// `count` random positions (see [`random_position`], up to `most` pieces a
/// side) under each of `readings`, rules texts such as `"steps=up-to"`,
/// each with the reading it was made under.
pub(crate) fn random_positions_under<'a>(
    readings: &[&'a str],
    count: usize,
    most: u64,
    state: &mut u64,
) -> Vec<(&'a str, Position)> {
    let mut found = Vec::new();
    for &reading in readings {
        let rules: Rules = reading.parse().expect("a reading of the rules");
        let mut made = 0;
        while made < count {
            let Some(pos) = random_position(|| xorshift(state), most) else {
                continue;
            };
            let text = pos.to_string();
            let pos = Position::from_text_with_rules(&text, rules).expect("the same position");
            found.push((reading, pos));
            made += 1;
        }
    }
    found
}

/// Whether no move of `pos` captures, from its legal moves.
pub(crate) fn nothing_to_take(pos: &Position) -> bool {
    let theirs = pos.board().by_color(pos.side_to_move().opposite());
    pos.legal_moves().iter().all(|m| !theirs.contains(m.to()))
}

/// Whether no move of the side to move in `pos` leaves it able to take the
/// other Princess were it to move again, from the legal moves: a position
/// where the quiescence search finds nothing to hunt (`search::hunt`).
pub(crate) fn no_move_attacks_her(pos: &Position) -> bool {
    let us = pos.side_to_move();
    let Some(her) = pos
        .board()
        .pieces(us.opposite(), crate::types::Role::Princess)
        .lowest()
    else {
        return true;
    };
    pos.legal_moves().iter().all(|&m| {
        let mut after = *pos;
        after.play_unchecked(m);
        let again = after.with_side_to_move(us);
        again.legal_moves().iter().all(|c| c.to() != her)
    })
}
