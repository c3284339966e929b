//! The integration tests, in one binary: one link step, and the helpers
//! compiled once. `cargo test` runs them all; `cargo test --test suite
//! prop_` the property tests only.

// Test helpers: position builders, proptest strategies and the plain
// reference implementation. Each test module uses part of them.
#[allow(dead_code)]
mod common;
#[allow(dead_code)]
mod reference;
mod strategies;

// The rules, one module per section of RULES.md, whatever the technique
// (worked by hand, properties, public cases); section 1, the board and its
// coordinates, has no module of its own: square names are read and written
// in `prop_text` and `algebraic`, and the board's geometry is checked by
// every module below through the moves it allows.
mod s02_setup; // 2: pieces and the starting position, and set-ups built from parts
mod s03_moves; // 3: how pieces move
mod s04_princess; // 4: the Princess
mod s05_escape; // 5: the escape
mod s06_end_of_game; // 6: the end of the game
mod s07_wagering; // 7: wagering (the ledger)
mod s08_perft; // 8: counting moves (the public cases, the fast perft)
mod s09_options; // 9: the rule options and the published programs' readings
mod s10_duels; // 10: the Manator game's duels (by hand and properties)

// Properties that cross the sections (proptest): moves and paths (sections
// 3 to 5, and section 9's readings at random), play and the end of the
// game (5 and 6), and the text formats of NOTATION.md.
mod prop_moves;
mod prop_play;
#[path = "record_prop.rs"]
mod prop_record;
mod prop_text;

// The plain reference implementation (`reference/`, a mailbox search
// written from RULES.md alone): held to numbers worked out independently,
// to the public cases, and against the engine on random games.
mod reference_agreement;
mod reference_selfcheck;
mod reference_variants;

// The mistakes found by review, each with the rule it broke.
mod regressions;

// Not rules: what the crate promises its callers, the questions engines
// ask of a position, games, hashing and serde.
mod game;
mod hashing;
mod promises;
mod queries;
mod serde;

// The notation (NOTATION.md): algebraic move text and game records (the
// chapter 17 game of section 10 among them). Position and coordinate
// text are in `prop_text` and `regressions`.
mod algebraic;
mod record;
mod record_chapter17;
mod record_checks;
mod record_comments;
mod record_games;

// The search. (The `jetan` command's tests are in cli/tests.)
#[cfg(feature = "search")]
mod search;
#[cfg(feature = "search")]
mod search_duels;

// The examples, which teach the API.
mod examples_cli;
