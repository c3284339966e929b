//! Destination tables, built at compile time and indexed by a square's bit:
//! the jumpers' ([`jumpers`], from the walks of [`jumper_walks`]), the
//! leapers' of the rule options ([`leapers`]), the escape's lines
//! ([`mod@lines`]) and the one- and two-step neighbourhoods ([`steps`]).
//!
//! A jumper (Flier, Princess) ignores what stands on its path, so where it
//! can go from a square never depends on the position: a depth-first search
//! over self-avoiding paths, run once per square by `const fn`, gives the
//! whole answer. Blocked pieces need the position and are searched in
//! [`super::walk`].

mod jumper_walks;
mod jumpers;
mod leapers;
mod lines;
mod steps;

pub(crate) use jumpers::{flier, princess};
pub(crate) use leapers::{flier_leap, knight};
pub(crate) use lines::lines;
pub(crate) use steps::{
    diagonal_steps, king_steps, straight_steps, within_two_king, within_two_straight,
};

use crate::types::{BIT_COUNT, Bitboard, Square};

/// A table by square index laid out by bit, so that move generation can
/// index it with a bit of a [`Bitboard`] (guard bits get empty entries).
pub(super) const fn by_bit(by_square: [Bitboard; 100]) -> [Bitboard; BIT_COUNT] {
    let mut table = [Bitboard::EMPTY; BIT_COUNT];
    let mut sq = 0;
    while sq < 100 {
        table[Square::new_unchecked(sq as u8).bit() as usize] = by_square[sq];
        sq += 1;
    }
    table
}
