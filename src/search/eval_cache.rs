//! The static evaluations a searcher has computed, kept by position: the
//! same quiet positions come back at every depth of iterative deepening and
//! through transpositions, and the evaluation is a large share of a
//! position's cost late in the game, where it counts the Princesses'
//! room square by square. A cached evaluation is the evaluation itself, so
//! the search visits the same positions with or without the cache.

use super::eval::{self, Evaluation};
use crate::position::Position;
use alloc::vec;
use alloc::vec::Vec;

/// How many evaluations are kept, a power of two: 1 MiB of slots.
const SLOTS: usize = 1 << 16;

/// One evaluation and the hash of its position, its fields laid flat so
/// that a slot takes 16 bytes.
#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    centipoints: i32,
    princess_attacked: bool,
    filled: bool,
}

const _: () = assert!(SLOTS * core::mem::size_of::<Slot>() == 1 << 20);

/// A table of evaluations by [`Position::hash`], one slot a hash, the
/// newest evaluation kept. The hash covers everything the evaluation reads
/// but the rules: a searcher clears its cache when the rules change.
pub(crate) struct EvalCache {
    slots: Vec<Slot>,
}

impl EvalCache {
    /// An empty cache.
    pub(crate) fn new() -> EvalCache {
        EvalCache {
            slots: vec![Slot::default(); SLOTS],
        }
    }

    /// Forgets every evaluation.
    pub(crate) fn clear(&mut self) {
        self.slots.fill(Slot::default());
    }

    /// The evaluation of `pos` for the side to move (`eval::centipoints`),
    /// from the cache when it holds the position.
    #[inline]
    pub(crate) fn centipoints(&mut self, pos: &Position) -> i32 {
        self.evaluate(pos).centipoints
    }

    /// The evaluation of `pos` and whether its side to move's Princess is
    /// attacked (`eval::evaluate`), from the cache when it holds the
    /// position.
    #[inline]
    pub(crate) fn evaluate(&mut self, pos: &Position) -> Evaluation {
        let key = pos.hash();
        let slot = &mut self.slots[key as usize & (SLOTS - 1)];
        if slot.filled && slot.key == key {
            return Evaluation {
                centipoints: slot.centipoints,
                princess_attacked: slot.princess_attacked,
            };
        }
        let evaluation = eval::evaluate(pos);
        *slot = Slot {
            key,
            centipoints: evaluation.centipoints,
            princess_attacked: evaluation.princess_attacked,
            filled: true,
        };
        evaluation
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use crate::search::{Limits, Searcher};
    use crate::test_support::{random_position, xorshift};

    #[test]
    fn a_cached_evaluation_is_the_evaluation() {
        // A small slot count would need a cache of another size: instead,
        // positions sharing a slot are found among many, and each asked
        // twice after the other has taken the slot.
        let mut cache = EvalCache::new();
        let mut state = 5;
        let mut by_slot = alloc::collections::BTreeMap::new();
        let mut shared = 0;
        while shared < 50 {
            let Some(pos) = random_position(|| xorshift(&mut state), 8) else {
                continue;
            };
            let slot = pos.hash() as usize & (SLOTS - 1);
            if let Some(other) = by_slot.insert(slot, pos) {
                if other.hash() == pos.hash() {
                    continue;
                }
                shared += 1;
                for p in [other, pos, other, pos, pos] {
                    assert_eq!(cache.evaluate(&p), eval::evaluate(&p), "{p}");
                    assert_eq!(cache.centipoints(&p), eval::centipoints(&p), "{p}");
                }
            }
        }
    }

    #[test]
    fn a_searcher_forgets_its_evaluations_when_the_rules_change() {
        // Black is a Flier ahead with Orange's Dwar beside Black's Chief:
        // under the default rules the lead is scaled down by the exposed
        // Chief, under `chief=removed` it is not, so the two evaluations of
        // the same placement (the same hash) differ.
        let text = "9P/10/10/10/10/10/10/3D6/4c5/p4f4 b - 0 1";
        let default = Position::from_text(text).unwrap();
        let removed =
            Position::from_text_with_rules(text, "chief=removed".parse::<Rules>().unwrap())
                .unwrap();
        assert_eq!(default.hash(), removed.hash());
        assert_ne!(eval::centipoints(&default), eval::centipoints(&removed));
        let mut searcher = Searcher::new(1);
        searcher.search(&default, Limits::depth(2));
        // The search need not have evaluated its root: asking puts the
        // default rules' evaluation of the placement in the cache.
        searcher.evaluations.centipoints(&default);
        searcher.search(&removed, Limits::depth(2));
        assert_eq!(
            searcher.evaluations.centipoints(&removed),
            eval::centipoints(&removed)
        );
    }
}
