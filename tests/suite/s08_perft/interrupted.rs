//! Perft and divide given up when the caller says stop (`perft_until`,
//! `divide_until`): the same counts as the public cases while it does not,
//! and none once it does.

use jetan::{Color, Position, divide, divide_until, perft_until};
use std::cell::Cell;

/// The start's public counts (RULES.md section 8; shared/perft).
const START: [u64; 4] = [1, 92, 8_439, 686_112];

/// Counts four plies from `start` with a stop that answers true from its
/// fourth question on: it must be asked more than once (at each node more
/// than two plies above the leaves), and the count given up.
fn stop_during_the_count(start: &Position) {
    let asked = Cell::new(0);
    let stop = || {
        asked.set(asked.get() + 1);
        asked.get() > 3
    };
    assert_eq!(perft_until(start, 4, stop), None);
    assert!(asked.get() > 3, "{}", asked.get());
}

#[test]
fn a_count_never_stopped_is_the_public_count() {
    let start = Position::default();
    for (depth, &expected) in START.iter().enumerate() {
        assert_eq!(perft_until(&start, depth as u32, || false), Some(expected));
    }
}

#[test]
fn a_count_stopped_gives_no_number() {
    let start = Position::default();
    assert_eq!(perft_until(&start, 3, || true), None);
    // A stop that comes during the count.
    stop_during_the_count(&start);
}

#[test]
fn a_count_under_other_rules_is_stopped_as_well() {
    // Under `escape=none` the count takes the plain path, not the fast
    // one of the default rules: it asks `stop` as often, and gives up.
    let rules = "escape=none".parse().unwrap();
    let start = Position::start_with(rules, Color::Black);
    // JetanAgents' count of its start (s09_options).
    assert_eq!(perft_until(&start, 2, || false), Some(2_683));
    stop_during_the_count(&start);
}

#[test]
fn divide_splits_the_count_by_first_move() {
    let start = Position::default();
    assert_eq!(divide_until(&start, 0, || false), Some(Vec::new()));
    let split = divide_until(&start, 2, || false).unwrap();
    assert_eq!(split.len() as u64, START[1]);
    assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), START[2]);
    // Each first move's count is that of the position after it.
    for &(m, n) in &split {
        let mut after = start;
        after.play(m).unwrap();
        assert_eq!(n, after.legal_moves().len() as u64, "{m}");
    }
    assert_eq!(divide(&start, 2), split);
    assert_eq!(divide_until(&start, 2, || true), None);
}
