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

// The rules, one module per section of RULES.md, whatever the technique:
// worked by hand (`by_hand`), properties on random positions (`prop_*`),
// the public cases, and the plain reference held to the same rule by hand
// (`reference_selfcheck`). Section 1, the board and its coordinates, has no
// module of its own: square names are read and written in `prop_text` and
// `algebraic`, and the board's geometry is checked by every module below
// through the moves it allows.
mod s02_setup; // 2: pieces and the starting position, and set-ups built from parts
mod s03_moves; // 3: how pieces move (by hand, properties, reference)
mod s04_princess; // 4: the Princess (by hand, properties with the escape, reference)
mod s05_escape; // 5: the escape (by hand, reference)
mod s06_end_of_game; // 6: the end of the game (by hand, reference)
mod s07_wagering; // 7: wagering (the ledger)
mod s08_perft; // 8: counting moves (the public cases, the fast perft, reference)
mod s09_options; // 9: the rule options and the published programs' readings
mod s10_duels; // 10: the Manator game's duels (by hand, properties, reference)

// Properties that cross the sections (proptest): the full move set against
// the plain reference and `is_legal` against generation (sections 3 to 5,
// 9 and 10), play and the end of the game (3, 5, 6 and 10), and the text
// formats of NOTATION.md.
mod prop_moves;
mod prop_play;
#[path = "record_prop.rs"]
mod prop_record;
mod prop_text;

// The plain reference implementation (`reference/`, a mailbox search
// written from RULES.md alone): its own text and the helpers of the
// sections' `reference_selfcheck` modules, and the engine held against it
// on the public cases and on random games.
mod reference_agreement;
mod reference_selfcheck;

// Not rules: what the crate promises its callers, the questions engines
// ask of a position, games, hashing and serde.
mod game;
mod hashing;
mod promises;
mod queries;
mod serde;

// The notation (NOTATION.md): algebraic move text, position text and game
// records (the chapter 17 game of section 10 among them). Coordinate text
// and position text at random are in `prop_text`.
mod algebraic;
mod position_text;
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
#[cfg(feature = "search")]
mod search_wins;

// The examples, which teach the API.
mod examples_cli;
