//! What the unit tests share: a square by its name, and a small seeded
//! generator of random bits. The library and the test suite draw from
//! `SplitMix64`; these unit tests keep the xorshift64 they were written
//! with, since any fixed stream of bits serves them and a change would
//! only change which random boards they check.

use crate::types::Square;

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
