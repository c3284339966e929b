//! The integration tests, in one binary: one link step, and the helpers
//! compiled once. `cargo test` runs them all; `cargo test --test suite
//! prop_` the property tests only.

// Test helpers: position builders, proptest strategies and the plain
// reference implementation, and a seeded generator (which the `jetan`
// command's games use too). Each test module uses part of them.
#[allow(dead_code)]
mod common;
#[allow(dead_code)]
mod reference;
#[allow(dead_code)]
mod rng;
mod strategies;

// The rules, by RULES.md section: sections 1 to 8 worked by hand in
// `rules_by_hand` (a heading per section); the options of section 9 in
// `variants`, and the published programs' readings among them in
// `readings`; the duels of section 10 in `duels`; the public perft cases
// (section 8) in `public_cases` and `public_variants`; the mistakes found
// by review, each with the rule it broke, in `regressions`.
mod duels;
mod public_cases;
mod public_variants;
mod readings;
mod regressions;
mod rules_by_hand;
mod variants;

// The plain reference implementation, checked and held against the engine;
// the fast perft held against the plain path.
mod fast_perft;
mod reference_agreement;
mod reference_selfcheck;
mod reference_variants;

// Properties of the rules (proptest).
mod prop_duels;
mod prop_moves;
mod prop_play;
#[path = "record_prop.rs"]
mod prop_record;
mod prop_text;

// Games, records, text and hashing.
mod algebraic;
mod game;
mod hashing;
mod queries;
mod record;
mod record_chapter17;
mod record_checks;
mod record_comments;
mod record_games;
mod serde;
mod setup;

// The search. (The `jetan` command's tests are in cli/tests.)
#[cfg(feature = "search")]
mod search;
#[cfg(feature = "search")]
mod search_duels;

// The examples, which teach the API.
mod examples_cli;
