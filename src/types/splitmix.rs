//! A small seeded random number generator.

/// SplitMix64 (Steele, Lea and Flood, 2014; Vigna's `splitmix64.c`): one
/// 64-bit state and a good spread of bits, so that a seed gives the same
/// numbers on every machine without a dependency. The crate draws its
/// hash keys from it, and the engine's choices below full
/// [`Skill`](crate::search::Skill); programs that play random or seeded
/// games (and the duels of [`DuelModel::resolve`](crate::DuelModel::resolve))
/// can use the same one. Not for secrets: anyone who sees an output can
/// work out the rest.
///
/// ```
/// use jetan::SplitMix64;
/// let mut rng = SplitMix64::new(7);
/// let (first, second) = (rng.next_u64(), rng.next_u64());
/// assert_eq!(SplitMix64::new(7).next_u64(), first); // a seed, the same numbers
/// assert!(rng.below(6) < 6);
/// // The n-th number of a seed, without the numbers before it.
/// assert_eq!(SplitMix64::nth(7, 0), first);
/// assert_eq!(SplitMix64::nth(7, 1), second);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SplitMix64 {
    state: u64,
}

/// What the state grows by at each number: the fractional part of the
/// golden ratio, an odd constant whose multiples spread over the range.
const GOLDEN_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

impl SplitMix64 {
    /// A generator started from `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN_GAMMA);
        mix(self.state)
    }

    /// The number drawn after skipping `skip` numbers (`next_u64_after(0)`
    /// is [`SplitMix64::next_u64`]).
    pub const fn next_u64_after(&mut self, skip: u64) -> u64 {
        self.state = self.state.wrapping_add(skip.wrapping_mul(GOLDEN_GAMMA));
        self.next_u64()
    }

    /// The `n`-th number (from 0) a generator started from `seed` draws,
    /// worked out without drawing the ones before it: one draw per move
    /// of a game from the game's seed and the move's number, with no state
    /// to keep.
    pub const fn nth(seed: u64, n: u64) -> u64 {
        SplitMix64::new(seed).next_u64_after(n)
    }

    /// A number in `0..n` (0 when `n` is 0). The modulo bias is below
    /// `n / 2^64`, far too small to matter for choosing moves.
    pub const fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.next_u64() % n as u64) as usize
    }

    /// Shuffles `items` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// SplitMix64's output function: a state scrambled into 64 random bits.
const fn mix(state: u64) -> u64 {
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_is_vignas_splitmix64() {
        // The first two outputs of Vigna's reference splitmix64.c from a
        // state of 0, published with it: the generator is that one, not a
        // copy of its constants that could share a slip.
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(SplitMix64::nth(0, 1), 0x6e78_9e6a_a1b9_65f4);
    }

    #[test]
    fn below_stays_in_range_and_reaches_it() {
        let mut rng = SplitMix64::new(11);
        assert_eq!(rng.below(0), 0);
        let mut seen = [false; 6];
        for _ in 0..600 {
            let k = rng.below(6);
            assert!(k < 6, "{k}");
            seen[k] = true;
        }
        // Each of six faces in 600 throws: missing one has a chance of
        // about 6 (5/6)^600, nil.
        assert_eq!(seen, [true; 6]);
    }

    #[test]
    fn a_shuffle_of_two_leaves_them_as_they_were_half_the_time() {
        // Fisher-Yates gives every order alike: [0, 1] stays so about half
        // the time (a shuffle that always moved each item, as Sattolo's
        // does, never would).
        let stayed = (0..200)
            .filter(|&seed| {
                let mut items = [0, 1];
                SplitMix64::new(seed).shuffle(&mut items);
                items == [0, 1]
            })
            .count();
        assert!((60..=140).contains(&stayed), "{stayed}");
    }

    #[test]
    fn a_shuffle_keeps_every_item() {
        let mut items: Vec<u32> = (0..50).collect();
        SplitMix64::new(3).shuffle(&mut items);
        assert_ne!(items, (0..50).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..50).collect::<Vec<_>>());
    }
}
