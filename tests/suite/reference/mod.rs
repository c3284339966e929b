//! Plain reference implementation of the Jetan rules, written from
//! `RULES.md` and `NOTATION.md` alone, to check the bitboard engine against.
//!
//! Everything here is deliberately simple: a mailbox board indexed
//! `file + 10 * rank`, and a depth-first walk over every path of every piece,
//! step by step, exactly as section 3 of the rules describes moves; the two
//! leapers of section 9 (`flier=leap`, `thoat=knight`) take their offsets
//! from a walk on an unbounded board and from the knight's list. Nothing
//! from the crate itself is used, so the two implementations can only agree
//! by both following the rules.
//!
//! Include it from an integration test with `mod reference;`.
//!
//! # Surface
//!
//! Rules (`rules.rs`):
//! - `RefRules::parse("capture=duel,flier=leap")`: every `--rules` key and
//!   value of NOTATION.md, a key given twice keeps the later; errors list
//!   the allowed values. `RefRules::to_text()` writes the options that are
//!   not the default in the order of `OPTIONS` (`""` for the defaults).
//! - `OPTIONS`: every key with its values, default first, in NOTATION.md's
//!   order: what an agreement test draws random rule text from
//!   (`common::RULE_OPTIONS` lists the same thirteen keys, typed apart
//!   from NOTATION.md).
//!
//! Positions (`position.rs`): `RefPosition::parse(text)`, `to_text()`,
//! `start(manator, orange_first)`, `start_with(&rules, orange_first)`,
//! `empty()` (then set `board[sq]`), the validation helpers,
//! `princess_square(color)`.
//!
//! Moves (`moves.rs`):
//! - `legal_moves(&rules) -> Vec<String>`: coordinate text, sorted: `e2e3`,
//!   escapes `f1~c5`, and under `capture=duel` both outcomes of a duel: the
//!   attacker winning as `d1g4`, the attacker falling as `f8*e7`.
//! - `moves(&rules) -> Vec<RefMove>` (`from`, `to`, `kind: MoveKind`).
//! - `threats_against(victim, &rules) -> [bool; 100]`: the squares her moves
//!   and escapes must avoid (her square vacated, or kept under
//!   `threat=in-place`); `princess_in_danger(victim, &rules)`: she is
//!   threatened on her own square now (what `escape-when=threatened` asks).
//!   `attackers(attacker, &rules) -> Vec<Vec<usize>>`: for each square, the
//!   squares of the pieces that threaten it, judged as `threats_against`.
//! - `path(text, &rules)`: a witness path of a legal non-escape move.
//!
//! Play (`play.rs`):
//! - `play(text, &rules)` (panics on an illegal move), `try_play` (an error
//!   instead), `play_move(RefMove, &rules)`.
//! - `outcome(&rules) -> Option<String>`: `None` while the game goes on,
//!   else one of `black wins: princess taken`, `orange wins: chief taken by
//!   the chief` (also when the Chiefs duel and the attacker falls: the
//!   winner is then the defender's side), `draw: chief taken by a non-chief`
//!   (also a Chief falling in a duel with another piece), `draw: material`,
//!   `draw: no legal move`, `black wins: opponent has no legal move`.
//!   `result(&rules)` gives the same as a `RefOutcome`.
//! - `perft(depth, &rules)`, `divide(depth, &rules)` (move text, count).

// The re-exports below are the surface; no one test module uses all of it.
#![allow(unused_imports)]

mod moves;
mod paths;
mod pieces;
mod play;
mod position;
mod rules;

pub use moves::{MoveKind, RefMove};
pub use pieces::{Board, Color, KINDS, Kind, Piece, distance, parse_square, square_name};
pub use play::{RefOutcome, material_condition};
pub use position::RefPosition;
pub use rules::{
    CaptureRule, ChiefRule, EscapeRule, EscapeWhen, FlierRule, MaterialRule, NoMoveRule, OPTIONS,
    PanthanRule, PrincessPath, RefRules, Setup, StepCount, ThoatRule, ThreatRule,
};
