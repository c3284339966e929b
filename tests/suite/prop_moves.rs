//! Property tests of move generation that cross the sections: the full
//! move set against the plain reference (sections 3 to 5, 9 and 10), and
//! `is_legal` against generation; and the step helpers that the sections'
//! property tests share (`s03_moves::prop_moves`, paths and captures;
//! `s04_princess::prop_princess`, the threat rule and the escape).
//!
//! Case counts are kept small for debug builds; `PROPTEST_CASES=N` raises
//! every one of them to N.

use crate::strategies;

use jetan::{Move, Position, Square};
use proptest::prelude::*;
use strategies::{config, position_with, some_rules};

pub(crate) const STRAIGHT: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
pub(crate) const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

pub(crate) fn step(a: Square, b: Square) -> (i32, i32) {
    (
        i32::from(b.file().index()) - i32::from(a.file().index()),
        i32::from(b.rank().index()) - i32::from(a.rank().index()),
    )
}

pub(crate) fn moves_of(pos: &Position) -> Vec<Move> {
    pos.legal_moves().iter().copied().collect()
}

proptest! {
    #![proptest_config(config(256))]

    /// Nothing left out, nothing added: the legal moves of a random valid
    /// position, escapes included, are exactly the reference's, under the
    /// default rules and random options.
    #[test]
    fn nothing_left_out(case in position_with(some_rules())) {
        let mut mine: Vec<String> = moves_of(&case.pos).iter().map(Move::to_string).collect();
        mine.sort();
        let theirs = case.twin().legal_moves(&case.rules.reference());
        prop_assert_eq!(mine, theirs);
        prop_assert_eq!(case.pos.count_legal_moves(), case.pos.legal_moves().len());
        let mut batched = 0;
        case.pos.for_each_piece_moves(|batch| batched += batch.len());
        prop_assert_eq!(batched, case.pos.legal_moves().len());
    }
}

proptest! {
    #![proptest_config(config(64))]

    /// `is_legal` agrees with generation for every (from, to, kind), all
    /// 100 x 100 x 3 of them (ordinary, escape, fallen attacker), and `path`
    /// exists exactly for the legal moves.
    #[test]
    fn is_legal_agrees_with_generation(case in strategies::any_position_with(some_rules())) {
        let pos = &case.pos;
        let legal = moves_of(pos);
        for from in Square::all() {
            for to in Square::all() {
                for m in [Move::new(from, to), Move::escape(from, to), Move::fallen(from, to)] {
                    let generated = legal.contains(&m);
                    prop_assert_eq!(pos.is_legal(m), generated, "is_legal({})", m);
                    prop_assert_eq!(pos.path(m).is_some(), generated, "path({})", m);
                }
            }
        }
    }
}
