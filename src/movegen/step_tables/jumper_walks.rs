//! The search under the jumpers' tables: the ends of every self-avoiding
//! walk of a given number of steps from a square.

use crate::types::direction::Direction;

/// Squares that self-avoiding walks of `steps` steps (or 1 to `steps` when
/// `up_to`) reach from `path[len - 1]`, given the squares already on the
/// path.
pub(super) const fn ends(
    path: [u8; 4],
    len: usize,
    dirs: &[Direction],
    steps: usize,
    up_to: bool,
) -> u128 {
    let here = path[len - 1];
    let mut found = 0u128;
    if len > 1 && (up_to || len == steps + 1) {
        found |= 1u128 << here;
    }
    if len == steps + 1 {
        return found;
    }
    let mut d = 0;
    while d < dirs.len() {
        let (df, dr) = dirs[d].offset();
        let file = (here % 10) as i8 + df;
        let rank = (here / 10) as i8 + dr;
        if file >= 0 && file < 10 && rank >= 0 && rank < 10 {
            let next = (file + 10 * rank) as u8;
            let mut seen = false;
            let mut i = 0;
            while i < len {
                seen |= path[i] == next;
                i += 1;
            }
            if !seen {
                let mut longer = path;
                longer[len] = next;
                found |= ends(longer, len + 1, dirs, steps, up_to);
            }
        }
        d += 1;
    }
    found
}
