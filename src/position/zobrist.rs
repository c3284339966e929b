//! Zobrist keys: a 64-bit hash of a position.
//!
//! The keys come from a fixed seed by splitmix64 at compile time, so they
//! are part of the source: a position hashes the same in every build and
//! every release (a change to them would be a breaking change, recorded in
//! the changelog).

use crate::types::{Board, ByColor, Color, Role, SplitMix64, Square};

const SEED: u64 = 0x4a45_5441_4e5f_5a4f; // "JETAN_ZO"

/// 1,600 piece keys (side, kind, square), then the side key, two escape
/// keys and ten count keys (count 0 has none).
const KEY_COUNT: usize = 2 * 8 * 100 + 1 + 2 + 10;

static KEYS: [u64; KEY_COUNT] = {
    let mut keys = [0u64; KEY_COUNT];
    let mut rng = SplitMix64::new(SEED);
    let mut i = 0;
    while i < KEY_COUNT {
        keys[i] = rng.next_u64();
        i += 1;
    }
    keys
};

const SIDE: usize = 1600;
const ESCAPE: usize = 1601;
const COUNT: usize = 1603;

/// The piece keys again, indexed by side, kind and bitboard bit instead of
/// square index (the same keys, so hashes do not depend on the bit layout),
/// so that play needs no conversion. A row has 128 entries, so that a bit
/// masked to seven bits needs no bounds check: about 3.5% fewer
/// instructions when every leaf is played (docs/speed.md).
static PIECE_BY_BIT: [[[u64; 128]; 8]; 2] = {
    let mut table = [[[0u64; 128]; 8]; 2];
    let mut kind = 0;
    while kind < 16 {
        let mut sq = 0;
        while sq < 100 {
            let bit = Square::new_unchecked(sq as u8).bit() as usize;
            table[kind / 8][kind % 8][bit] = KEYS[kind * 100 + sq];
            sq += 1;
        }
        kind += 1;
    }
    table
};

/// The key of `color`'s piece of kind `role` on `sq`.
#[inline]
pub(crate) fn piece(color: Color, role: Role, sq: Square) -> u64 {
    KEYS[(color.index() * 8 + role.index()) * 100 + sq.index() as usize]
}

/// [`piece`] for the square at bitboard bit `bit`.
#[inline]
pub(crate) fn piece_at_bit(color: Color, role: Role, bit: u32) -> u64 {
    PIECE_BY_BIT[color.index()][role.index()][bit as usize & 127]
}

/// Added when Orange is to move.
#[inline]
pub(crate) fn orange_to_move() -> u64 {
    KEYS[SIDE]
}

/// Added while `color`'s Princess still has her escape.
#[inline]
pub(crate) fn escape(color: Color) -> u64 {
    KEYS[ESCAPE + color.index()]
}

/// Added for a material count of `count` (nothing for 0).
#[inline]
pub(crate) fn material_count_key(count: u8) -> u64 {
    match count {
        0 => 0,
        n => KEYS[COUNT + (n.min(10) as usize - 1)],
    }
}

/// The hash of a placement and the other hashed fields, from scratch.
pub(crate) fn hash(board: &Board, side: Color, escapes: ByColor<bool>, material_count: u8) -> u64 {
    let mut h = board
        .iter()
        .fold(0, |h, (sq, p)| h ^ piece(p.color, p.role, sq));
    if side == Color::Orange {
        h ^= orange_to_move();
    }
    for color in Color::ALL {
        if escapes[color] {
            h ^= escape(color);
        }
    }
    h ^ material_count_key(material_count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_are_distinct_and_not_zero() {
        let mut keys = KEYS.to_vec();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), KEY_COUNT);
        assert!(keys[0] != 0);
    }

    #[test]
    fn keys_by_bit_are_the_keys_by_square() {
        for sq in Square::all() {
            for role in Role::ALL {
                for color in Color::ALL {
                    assert_eq!(piece_at_bit(color, role, sq.bit()), piece(color, role, sq));
                }
            }
        }
    }

    #[test]
    fn the_keys_are_splitmix64_from_the_seed() {
        // The keys are its outputs in turn from SEED (the generator is
        // checked against Vigna's published outputs in its own module).
        let mut rng = SplitMix64::new(SEED);
        assert_eq!((KEYS[0], KEYS[1]), (rng.next_u64(), rng.next_u64()));
        assert_eq!(
            KEYS[KEY_COUNT - 1],
            SplitMix64::nth(SEED, KEY_COUNT as u64 - 1)
        );
    }
}
