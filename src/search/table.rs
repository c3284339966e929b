//! The transposition table: what earlier visits learned of a position,
//! keyed by its Zobrist hash.

use super::score::Score;
use crate::Move;
use alloc::vec::Vec;

/// What a stored score says about the true score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The true score.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One remembered position: 16 bytes, so four to a cache line.
#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    key: u64,
    best: Option<Move>,
    score: i16,
    depth: u8,
    /// The bound in the low two bits, the search's generation above, so
    /// that entries of earlier searches give way first.
    flags: u8,
}

impl Entry {
    /// The best move found, if any.
    pub(crate) fn best(&self) -> Option<Move> {
        self.best
    }

    /// The depth the score was searched to.
    pub(crate) fn depth(&self) -> i32 {
        i32::from(self.depth)
    }

    /// The score, `ply` moves below the root: a win stored as "in n moves
    /// from the stored position" is read back as from the root.
    pub(crate) fn score(&self, ply: i32) -> i32 {
        from_table(i32::from(self.score), ply)
    }

    /// What the score bounds.
    pub(crate) fn bound(&self) -> Bound {
        match self.flags & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        }
    }
}

/// A table of a power of two entries, one per slot. An entry gives way to
/// a new one unless it is of this search and deeper: simple, and at the
/// node counts of a game move (tens of thousands to millions) the table is
/// rarely full.
pub(crate) struct Table {
    entries: Vec<Entry>,
    generation: u8,
}

const ENTRY_BYTES: usize = core::mem::size_of::<Entry>();

impl Table {
    /// A table of at most `mib` MiB (at least one entry). If that much
    /// cannot be allocated, the largest power of two that can.
    pub(crate) fn new(mib: usize) -> Table {
        let wanted = mib.saturating_mul(1 << 20) / ENTRY_BYTES;
        let mut len = if wanted <= 1 {
            1
        } else {
            1usize << (usize::BITS - 1 - wanted.leading_zeros())
        };
        let mut entries = Vec::new();
        while entries.try_reserve_exact(len).is_err() && len > 1 {
            len /= 2;
        }
        entries.resize(len, Entry::default());
        Table {
            entries,
            generation: 0,
        }
    }

    /// Forgets every entry.
    pub(crate) fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.generation = 0;
    }

    /// Marks the entries stored so far as older than the next search's.
    pub(crate) fn next_generation(&mut self) {
        self.generation = (self.generation + 1) & 0x3f;
    }

    /// The size in bytes.
    pub(crate) fn bytes(&self) -> usize {
        self.entries.len() * ENTRY_BYTES
    }

    fn slot(&self, key: u64) -> usize {
        // The length is a power of two; the high bits of the key pick the
        // slot, so the low bits that the key check uses are independent.
        (key >> 32) as usize & (self.entries.len() - 1)
    }

    /// The entry of the position with hash `key`, if stored.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[self.slot(key)];
        // An empty slot has depth 0, which no stored search has.
        (entry.key == key && entry.depth > 0).then_some(entry)
    }

    /// How many entries hold a position.
    #[cfg(test)]
    pub(crate) fn used(&self) -> usize {
        self.entries.iter().filter(|e| e.depth > 0).count()
    }

    /// Stores what a search of `depth` found, `ply` moves below the root.
    pub(crate) fn store(
        &mut self,
        key: u64,
        depth: i32,
        ply: i32,
        score: i32,
        bound: Bound,
        best: Option<Move>,
    ) {
        let generation = self.generation;
        let slot = self.slot(key);
        let old = &mut self.entries[slot];
        let same = old.key == key;
        let old_is_current = old.flags >> 2 == generation;
        if !same && old_is_current && i32::from(old.depth) > depth {
            return;
        }
        let bound_bits = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        *old = Entry {
            key,
            // A search that found no best move keeps the one stored before.
            best: best.or(if same { old.best } else { None }),
            score: to_table(score, ply) as i16,
            depth: depth.clamp(1, 255) as u8,
            flags: generation << 2 | bound_bits,
        };
    }
}

/// A score as stored: a win's distance counted from the stored position
/// rather than from the root, so that it holds wherever the position
/// recurs.
fn to_table(score: i32, ply: i32) -> i32 {
    if score > Score::MAX_EVAL {
        score + ply
    } else if score < -Score::MAX_EVAL {
        score - ply
    } else {
        score
    }
}

/// [`to_table`] undone, `ply` moves below the root.
fn from_table(score: i32, ply: i32) -> i32 {
    if score > Score::MAX_EVAL {
        score - ply
    } else if score < -Score::MAX_EVAL {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_is_sixteen_bytes() {
        assert_eq!(ENTRY_BYTES, 16);
    }

    #[test]
    fn the_size_is_the_largest_power_of_two_that_fits() {
        assert_eq!(Table::new(1).bytes(), 1 << 20);
        assert_eq!(Table::new(3).bytes(), 2 << 20);
        assert_eq!(Table::new(0).bytes(), ENTRY_BYTES);
    }

    #[test]
    fn a_win_keeps_its_distance_from_where_it_was_stored() {
        let mut table = Table::new(1);
        // Found 3 moves below the root: a win in 5 moves from the root, so
        // in 2 from the stored position.
        let win_in_5 = Score::win_in(5).encoded();
        table.store(42, 4, 3, win_in_5, Bound::Exact, None);
        let entry = table.probe(42).unwrap();
        assert_eq!(entry.score(3), win_in_5);
        // Met again 1 move below the root: a win in 3 from the root.
        assert_eq!(entry.score(1), Score::win_in(3).encoded());
        assert!(table.probe(43).is_none());
    }
}
