//! Property tests of game records (registered as `prop_record`, so that
//! `cargo test --test suite prop_` runs them with the other property
//! tests): the reader never panics, on arbitrary text and on near misses of
//! records with comments and several games; records with comments at
//! random places round-trip; formatted records joined into one text read
//! back one by one.
//!
//! Each case also runs the checks of the `record_text` fuzz target
//! (`record_checks.rs`, which the fuzz target includes), so that they build and run without a
//! nightly toolchain. `PROPTEST_CASES=N` raises the case count to N.

use crate::common;
use crate::record::read;
use crate::strategies::{config, some_rules};

use crate::record_checks::check_record_text;
use jetan::record::parse_all;
use jetan::{Color, CommentPlace, Position, Record};
use proptest::collection::vec;
use proptest::prelude::*;

/// The characters records are made of, and a few that they are not.
const ALPHABET: &[char] = &[
    '{', '}', '[', ']', '"', '\\', ' ', '\n', '.', '-', '/', '*', 'x', '~', '0', '1', '2', '9',
    'N', 'F', 'P', 'b', 'e', 'j', '½', 'é', '\u{0}',
];

/// Valid record texts: the example files (comments, several games, a
/// fallen attacker's `*`) and a few short ones.
fn examples() -> Vec<String> {
    let mut texts: Vec<String> = [
        "flier_raid.jgn",
        "three_games.jgn",
        "chapter17.jgn",
        "manator_escape.jgn",
    ]
    .iter()
    .map(|name| read(name))
    .collect();
    texts.push("{ a } [Event \"x\"] {b}\n1.Nb2-b3 {c} Ne9-e8 2. Fd1-e4{d}* {e}\n".into());
    texts.push("1. b2b3 * 1. Nb2-b3 1... Ne9-e8 1/2-1/2\n[Black \"y\"] * {z}".into());
    texts
}

/// A valid record text with up to `edits` characters changed, inserted or
/// removed.
fn near_miss() -> impl Strategy<Value = String> {
    let edit = (any::<usize>(), 0..3u8, proptest::sample::select(ALPHABET));
    (proptest::sample::select(examples()), vec(edit, 0..4)).prop_map(|(text, edits)| {
        let mut chars: Vec<char> = text.chars().collect();
        for (at, kind, c) in edits {
            let n = chars.len();
            match kind {
                0 if n > 0 => chars[at % n] = c,
                1 => chars.insert(at % (n + 1), c),
                _ if n > 0 => {
                    chars.remove(at % n);
                }
                _ => {}
            }
        }
        chars.into_iter().collect()
    })
}

/// Comment text: anything but `}`, with the characters of records in it.
fn comment_text() -> impl Strategy<Value = String> {
    "[a-z0-9 {\\[\\]\"*.\n-]{0,24}"
}

proptest! {
    #![proptest_config(config(256))]

    /// Arbitrary text: the record reader answers a record or an error.
    #[test]
    fn any_text_is_read_without_panic(text in "\\PC{0,80}") {
        check_record_text(&text);
    }

    /// Near misses of records (a brace, a quote, a digit or a dot put in,
    /// taken out or changed): the reader answers each, and what it reads
    /// reads back.
    #[test]
    fn near_misses_are_read_without_panic(text in near_miss()) {
        check_record_text(&text);
    }

    /// A random game with comments at random places and of random text:
    /// `parse(format(r)) == r`, `format(parse(s)) == s` for the formatted
    /// text, and two copies in one text read back as two records.
    #[test]
    fn records_with_comments_round_trip(
        rules in some_rules(),
        orange_first in any::<bool>(),
        seed in any::<u64>(),
        plies in 0usize..40,
        comments in vec((0usize..50, comment_text()), 0..8),
    ) {
        let first = if orange_first { Color::Orange } else { Color::Black };
        let start = Position::start_with(rules.rules(), first);
        let mut record = Record::new(common::random_game(start, seed, plies));
        let moves = record.game().moves().len();
        for (at, text) in &comments {
            let place = match at % (moves + 2) {
                0 => CommentPlace::Start,
                i if i == moves + 1 => CommentPlace::AfterResult,
                i => CommentPlace::AfterMove(i - 1),
            };
            record.add_comment(place, text).unwrap();
        }
        let text = record.to_string();
        let again: Record = text.parse().map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&again, &record);
        prop_assert_eq!(again.to_string(), text.clone());
        let twice = format!("{text}{text}");
        let both: Vec<_> = parse_all(&twice).collect();
        prop_assert_eq!(both, vec![Ok(record.clone()), Ok(record)]);
    }
}
