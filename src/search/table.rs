//! The transposition table: what earlier visits learned of a position,
//! keyed by its Zobrist hash. One table serves every thread of a search:
//! each entry is two atomic words, written without a lock.

use super::score::Score;
use crate::types::Move;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicU8, AtomicU64, Ordering};

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

/// One remembered position, as read from its slot.
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

    /// The entry as one word: the move's bits in 0-15 (0 for none), the score in 16-31, the depth in
    /// 32-39, the flags in 40-47.
    fn data(&self) -> u64 {
        u64::from(self.best.map_or(0, Move::bits))
            | u64::from(self.score as u16) << 16
            | u64::from(self.depth) << 32
            | u64::from(self.flags) << 40
    }

    /// [`Entry::data`] read back, for the position with hash `key`.
    fn from_data(key: u64, data: u64) -> Entry {
        Entry {
            key,
            best: (data as u16 != 0).then(|| Move::from_bits(data as u16)),
            score: (data >> 16) as u16 as i16,
            depth: (data >> 32) as u8,
            flags: (data >> 40) as u8,
        }
    }
}

/// A slot: the entry's word and the key mixed with it, so that a slot
/// half written by one thread while another reads it fails the key check
/// instead of giving another position's entry (the lockless scheme of
/// Hyatt and Mann, 2002). Relaxed loads and stores are plain moves on
/// x86-64 and ARM64: the table costs a single thread nothing.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// A table of a power of two entries, one per slot. An entry gives way to
/// a new one unless it is of this search and deeper: simple, and at the
/// node counts of a game move (tens of thousands to millions) the table is
/// rarely full.
pub(crate) struct Table {
    slots: Vec<Slot>,
    generation: AtomicU8,
}

const ENTRY_BYTES: usize = core::mem::size_of::<Slot>();

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
        let mut slots = Vec::new();
        while slots.try_reserve_exact(len).is_err() && len > 1 {
            len /= 2;
        }
        slots.resize_with(len, Slot::default);
        Table {
            slots,
            generation: AtomicU8::new(0),
        }
    }

    /// Forgets every entry.
    pub(crate) fn clear(&self) {
        for slot in &self.slots {
            slot.check.store(0, Ordering::Relaxed);
            slot.data.store(0, Ordering::Relaxed);
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Marks the entries stored so far as older than the next search's.
    pub(crate) fn next_generation(&self) {
        let next = (self.generation.load(Ordering::Relaxed) + 1) & 0x3f;
        self.generation.store(next, Ordering::Relaxed);
    }

    /// The generation of the entries stored now.
    #[cfg(test)]
    pub(crate) fn generation(&self) -> u8 {
        self.generation.load(Ordering::Relaxed)
    }

    /// The size in bytes.
    pub(crate) fn bytes(&self) -> usize {
        self.slots.len() * ENTRY_BYTES
    }

    fn slot(&self, key: u64) -> &Slot {
        // The length is a power of two; the high bits of the key pick the
        // slot, so the low bits that the key check uses are independent.
        &self.slots[(key >> 32) as usize & (self.slots.len() - 1)]
    }

    /// The entry in `key`'s slot, whatever position it holds.
    fn read(&self, key: u64) -> Entry {
        let slot = self.slot(key);
        let data = slot.data.load(Ordering::Relaxed);
        let check = slot.check.load(Ordering::Relaxed);
        Entry::from_data(check ^ data, data)
    }

    /// The entry of the position with hash `key`, if stored.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.read(key);
        // An empty slot has depth 0, which no stored search has.
        (entry.key == key && entry.depth > 0).then_some(entry)
    }

    /// How many entries hold a position.
    #[cfg(test)]
    pub(crate) fn used(&self) -> usize {
        self.slots
            .iter()
            .filter(|s| Entry::from_data(0, s.data.load(Ordering::Relaxed)).depth > 0)
            .count()
    }

    /// Stores what a search of `depth` found, `ply` moves below the root.
    pub(crate) fn store(
        &self,
        key: u64,
        depth: i32,
        ply: i32,
        score: i32,
        bound: Bound,
        best: Option<Move>,
    ) {
        let generation = self.generation.load(Ordering::Relaxed);
        let old = self.read(key);
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
        let entry = Entry {
            key,
            // A search that found no best move keeps the one stored before.
            best: best.or(if same { old.best } else { None }),
            score: to_table(score, ply) as i16,
            depth: depth.clamp(1, 255) as u8,
            flags: generation << 2 | bound_bits,
        };
        let data = entry.data();
        let slot = self.slot(key);
        slot.data.store(data, Ordering::Relaxed);
        slot.check.store(key ^ data, Ordering::Relaxed);
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
    fn an_entry_reads_back_as_stored() {
        // The packing of one slot: the move (its escape and fallen marks
        // too), the score, the depth and the bound each come back.
        // Keys in slots of their own (the high half picks the slot).
        let table = Table::new(1);
        for (key, text, score, depth, bound) in [
            (7 << 32 | 7, "e2e3", -123, 9, Bound::Lower),
            (8 << 32 | 8, "f1~e6", 456, 1, Bound::Upper),
            (9 << 32 | 9, "f8*e7", 0, 255, Bound::Exact),
        ] {
            let best: Move = text.parse().unwrap();
            table.store(key, depth, 0, score, bound, Some(best));
            let entry = table.probe(key).unwrap();
            assert_eq!(entry.best(), Some(best), "{text}");
            assert_eq!(entry.score(0), score, "{text}");
            assert_eq!(entry.depth(), depth, "{text}");
            assert_eq!(entry.bound(), bound, "{text}");
        }
        // Stored without a move, an entry has none.
        table.store(10 << 32, 3, 0, 5, Bound::Exact, None);
        assert_eq!(table.probe(10 << 32).unwrap().best(), None);
    }

    #[test]
    fn an_entry_of_this_search_and_deeper_stays_an_older_one_gives_way() {
        // Keys of one slot (the same high half), in two searches in turn.
        let table = Table::new(1);
        for search in 0..2u64 {
            let (deep, shallow, level) = (5 << 32 | 1, 5 << 32 | 2, 5 << 32 | 3);
            table.store(deep, 9, 0, 10, Bound::Upper, None);
            table.store(shallow, 1, 0, 20, Bound::Exact, None);
            assert!(table.probe(deep).is_some(), "search {search}");
            assert!(table.probe(shallow).is_none(), "search {search}");
            // One of equal depth takes the slot.
            table.store(level, 9, 0, 30, Bound::Exact, None);
            assert_eq!(table.probe(level).map(|e| e.score(0)), Some(30));
            assert!(table.probe(deep).is_none());
            // The next search's shallow entry takes the slot.
            table.next_generation();
            table.store(shallow, 1, 0, 20, Bound::Exact, None);
            assert!(table.probe(shallow).is_some(), "search {search}");
            assert!(table.probe(level).is_none(), "search {search}");
        }
    }

    #[test]
    fn a_position_stored_again_without_a_move_keeps_its_move() {
        let table = Table::new(1);
        let best: Move = "e2e3".parse().unwrap();
        table.store(6 << 32 | 1, 2, 0, 0, Bound::Lower, Some(best));
        table.store(6 << 32 | 1, 3, 0, 0, Bound::Upper, None);
        assert_eq!(table.probe(6 << 32 | 1).unwrap().best(), Some(best));
        // Another position in the slot does not take it over.
        table.store(6 << 32 | 2, 4, 0, 0, Bound::Upper, None);
        assert_eq!(table.probe(6 << 32 | 2).unwrap().best(), None);
    }

    #[test]
    fn an_empty_slot_holds_no_position_not_even_key_zero() {
        // An empty slot reads as key 0 and depth 0.
        assert!(Table::new(1).probe(0).is_none());
    }

    #[test]
    fn the_generation_counts_searches_in_six_bits() {
        // The flags keep the bound in two bits and the generation in the
        // six above: it counts 1, 2, ... 63 and then 0 again.
        let table = Table::new(0);
        let generation = || table.generation.load(Ordering::Relaxed);
        table.next_generation();
        assert_eq!(generation(), 1);
        table.next_generation();
        assert_eq!(generation(), 2);
        for _ in 2..64 {
            table.next_generation();
        }
        assert_eq!(generation(), 0);
    }

    #[test]
    fn a_loss_keeps_its_distance_and_an_evaluation_its_value() {
        let table = Table::new(1);
        // Found 3 moves below the root: a loss in 5 moves from the root, in
        // 2 from the stored position; met 1 move below the root, in 3.
        let loss_in_5 = (-Score::win_in(5)).encoded();
        table.store(44, 4, 3, loss_in_5, Bound::Exact, None);
        assert_eq!(
            table.probe(44).unwrap().score(1),
            (-Score::win_in(3)).encoded()
        );
        // The highest evaluations either way are not games decided: they
        // come back the same at any ply.
        for (key, score) in [(45, Score::MAX_EVAL), (46, -Score::MAX_EVAL)] {
            table.store(key, 4, 3, score, Bound::Exact, None);
            assert_eq!(table.probe(key).unwrap().score(1), score);
        }
    }

    #[test]
    fn a_win_keeps_its_distance_from_where_it_was_stored() {
        let table = Table::new(1);
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
