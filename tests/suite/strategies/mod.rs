//! Proptest strategies shared by the property tests: valid positions built
//! as position text, positions reached by random legal play, and rule
//! options in their text form.
//!
//! Include it, after `mod reference;`, with `mod strategies;`. The values
//! print as position text and rule text, so that a shrunk counter-example
//! can be pasted into `cargo run --example perft -- --rules RULES 1 'TEXT'`.

#![allow(dead_code)]

use crate::reference::{RefPosition, RefRules, material_condition};
use jetan::{Color, Move, Position, Rules};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::Config;
use std::fmt;

/// A proptest config with `default_cases` cases, unless `PROPTEST_CASES`
/// is set: then the variable wins. (`Config::with_cases` would override the
/// variable, since it sets `cases` after `Config::default()` has read it.)
pub fn config(default_cases: u32) -> Config {
    let mut config = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = default_cases;
    }
    config
}

/// Rule options as text, not necessarily canonical: any subset of the
/// options, in any order, defaults written out or left out, each option at
/// most once (the text form refuses a key given twice).
#[derive(Clone, PartialEq, Eq)]
pub struct RulesText(pub String);

impl fmt::Debug for RulesText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0)
    }
}

impl RulesText {
    /// The crate's reading of the text.
    pub fn rules(&self) -> Rules {
        self.0.parse().expect("generated rule text parses")
    }

    /// The reference's reading of the text.
    pub fn reference(&self) -> RefRules {
        RefRules::parse(&self.0).expect("generated rule text parses in the reference")
    }
}

/// Rule text: each item an (option, reading) pair, an option given again
/// left out.
pub fn rules_text() -> BoxedStrategy<RulesText> {
    vec((0..crate::common::RULE_OPTIONS.len(), 0..4usize), 0..12)
        .prop_map(|items| {
            let mut seen = Vec::new();
            let text: Vec<String> = items
                .into_iter()
                .filter(|&(key, _)| {
                    let first = !seen.contains(&key);
                    seen.push(key);
                    first
                })
                .map(|(key, value)| {
                    let (name, values) = crate::common::RULE_OPTIONS[key];
                    format!("{name}={}", values[value % values.len()])
                })
                .collect();
            RulesText(text.join(","))
        })
        .boxed()
}

/// The default rules, as the empty text.
pub fn default_rules() -> BoxedStrategy<RulesText> {
    Just(RulesText(String::new())).boxed()
}

/// Default rules half the time, random options otherwise.
pub fn some_rules() -> BoxedStrategy<RulesText> {
    prop_oneof![default_rules(), rules_text()].boxed()
}

/// A position to test, with the rules it is played under.
#[derive(Clone)]
pub struct Case {
    /// Position text, as generated (canonical for generated placements).
    pub text: String,
    /// The rule text.
    pub rules: RulesText,
    /// The moves played from the start to reach it, if it was reached by
    /// play.
    pub history: Vec<Move>,
    /// The position itself (for a position reached by play, the played one,
    /// which knows whether its last move ended the game).
    pub pos: Position,
}

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "position {:?} rules {:?}", self.text, self.rules.0)?;
        if !self.history.is_empty() {
            let moves: Vec<String> = self.history.iter().map(Move::to_string).collect();
            write!(f, " after {}", moves.join(" "))?;
        }
        Ok(())
    }
}

impl Case {
    /// The reference twin of the position (from its text, so a game that a
    /// move ended is not known to be over).
    pub fn twin(&self) -> RefPosition {
        RefPosition::parse(&self.text).expect("the reference parses the text")
    }
}

/// Non-royal-only kinds that a generated piece may be, with their army
/// counts: the Princess is always placed separately.
const KINDS: [(char, usize); 7] = [
    ('c', 1),
    ('f', 2),
    ('d', 2),
    ('a', 2),
    ('w', 2),
    ('t', 2),
    ('n', 8),
];

/// Where an extra piece goes.
#[derive(Clone, Copy, Debug)]
enum Place {
    /// A square index 0..100.
    Square(usize),
    /// Files and ranks from the side to move's Princess, each -3..=3: puts
    /// pieces where they block, threaten or are threatened by her.
    NearPrincess(i32, i32),
}

/// The recipe of a generated position; shrinking it removes pieces.
#[derive(Clone, Debug)]
struct Spec {
    princesses: [usize; 2],
    /// (orange?, kind index into KINDS, where).
    pieces: Vec<(bool, usize, Place)>,
    orange_to_move: bool,
    /// Bit 0 Black's escape, bit 1 Orange's.
    escapes: u8,
    /// Used only where the material condition holds.
    count: u8,
}

fn place() -> impl Strategy<Value = Place> {
    (0..100usize).prop_map(Place::Square)
}

fn near() -> impl Strategy<Value = Place> {
    (-3..=3i32, -3..=3i32).prop_map(|(df, dr)| Place::NearPrincess(df, dr))
}

fn piece(place: impl Strategy<Value = Place>) -> impl Strategy<Value = (bool, usize, Place)> {
    (any::<bool>(), 0..KINDS.len(), place)
}

/// The same kinds for both sides, a few of each: sparse end-games where the
/// material condition of RULES.md 6.4 often holds.
fn mirrored() -> impl Strategy<Value = Vec<(bool, usize, Place)>> {
    vec((0..KINDS.len(), place(), place()), 0..=2).prop_map(|pairs| {
        pairs
            .into_iter()
            .flat_map(|(kind, b, o)| [(false, kind, b), (true, kind, o)])
            .collect()
    })
}

fn spec() -> impl Strategy<Value = Spec> {
    let pieces = prop_oneof![
        // Sparse end-games: the Princess rule, draws.
        2 => vec(piece(place()), 0..6),
        2 => mirrored(),
        // Crowded boards: blocking and the no-revisit rule bite.
        2 => vec(piece(place()), 25..60),
        // A cluster around the side to move's Princess: threats, lines
        // that her own square blocks.
        3 => vec(piece(near()), 2..20),
        1 => vec(piece(prop_oneof![place(), near()]), 0..40),
    ];
    (
        0..100usize,
        0..100usize,
        pieces,
        any::<bool>(),
        0..4u8,
        0..10u8,
    )
        .prop_map(|(b, o, pieces, orange_to_move, escapes, count)| Spec {
            princesses: [b, o],
            pieces,
            orange_to_move,
            escapes,
            count,
        })
}

/// Builds position text from a recipe: pieces that would land on an occupied
/// square, off the board, beyond the army's count, or as a Panthan behind
/// its starting rank are left out; the count is kept only where the material
/// condition holds under `rules`.
fn build(spec: &Spec, rules: &RefRules) -> String {
    let mut board: [Option<char>; 100] = [None; 100];
    let black = spec.princesses[0];
    let mut orange = spec.princesses[1];
    if orange == black {
        orange = (orange + 1) % 100;
    }
    board[black] = Some('p');
    board[orange] = Some('P');
    let mover_princess = if spec.orange_to_move { orange } else { black };
    let mut counts = [[0usize; 7]; 2];
    for &(is_orange, kind, place) in &spec.pieces {
        let sq = match place {
            Place::Square(sq) => sq,
            Place::NearPrincess(df, dr) => {
                let file = (mover_princess % 10) as i32 + df;
                let rank = (mover_princess / 10) as i32 + dr;
                if !(0..10).contains(&file) || !(0..10).contains(&rank) {
                    continue;
                }
                (file + 10 * rank) as usize
            }
        };
        let (letter, army) = KINDS[kind];
        let side = is_orange as usize;
        let back_rank = if is_orange { 9 } else { 0 };
        if board[sq].is_some()
            || counts[side][kind] == army
            || (letter == 'n' && sq / 10 == back_rank)
        {
            continue;
        }
        counts[side][kind] += 1;
        board[sq] = Some(if is_orange {
            letter.to_ascii_uppercase()
        } else {
            letter
        });
    }
    let placement = crate::common::placement(&board);
    let side = if spec.orange_to_move { "o" } else { "b" };
    let escapes = ["-", "b", "o", "bo"][spec.escapes as usize];
    let text = format!("{placement} {side} {escapes} 0 1");
    let twin = RefPosition::parse(&text).expect("built text is a valid position");
    let count = if material_condition(&twin.board, rules) {
        spec.count
    } else {
        0
    };
    format!("{placement} {side} {escapes} {count} 1")
}

/// A valid position under the rules that `rules` gives, built as position
/// text and parsed with `Position::from_text_with_rules`.
pub fn position_with(rules: BoxedStrategy<RulesText>) -> impl Strategy<Value = Case> {
    (spec(), rules).prop_map(|(spec, rules)| {
        let text = build(&spec, &rules.reference());
        let pos = Position::from_text_with_rules(&text, rules.rules())
            .unwrap_or_else(|e| panic!("{text:?} under {:?}: {e}", rules.0));
        Case {
            text,
            rules,
            history: Vec::new(),
            pos,
        }
    })
}

/// A valid position under the default rules.
pub fn position() -> impl Strategy<Value = Case> {
    position_with(default_rules())
}

/// A position reached from the start (either side first) by up to
/// `max_plies` random legal moves under `rules`; play stops where the game
/// ends. Shrinking shortens the game.
pub fn played_with(
    rules: BoxedStrategy<RulesText>,
    max_plies: usize,
) -> impl Strategy<Value = Case> {
    (rules, any::<bool>(), vec(any::<u16>(), 0..max_plies)).prop_map(
        |(rules, orange_first, choices)| {
            let first = if orange_first {
                Color::Orange
            } else {
                Color::Black
            };
            let mut pos = Position::start_with(rules.rules(), first);
            let mut history = Vec::new();
            for choice in choices {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[choice as usize % moves.len()];
                let mut next = pos;
                next.play(m).expect("a generated move plays");
                pos = next;
                history.push(m);
            }
            Case {
                text: pos.to_string(),
                rules,
                history,
                pos,
            }
        },
    )
}

/// Generated positions and positions reached by play, under `rules`.
pub fn any_position_with(rules: BoxedStrategy<RulesText>) -> impl Strategy<Value = Case> {
    prop_oneof![
        3 => position_with(rules.clone()),
        1 => played_with(rules, 120),
    ]
}

/// The squares of the board as text, `a1` to `j10`.
pub fn square_name(index: usize) -> String {
    format!("{}{}", (b'a' + (index % 10) as u8) as char, index / 10 + 1)
}
