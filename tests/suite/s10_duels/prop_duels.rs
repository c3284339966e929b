//! Property tests of RULES.md section 10, duels: on random valid positions
//! under random rule options (with the readings of section 9 added at
//! random), the legal moves under `capture=duel` are those under
//! `capture=replace` plus one fallen attacker per capture of a piece other
//! than the Princess; a fallen attacker leaves the defender where it was
//! and nothing else changed; and perft under duels is the sum over both
//! outcomes of every duel.
//!
//! Case counts are kept small for debug builds; `PROPTEST_CASES=N` raises
//! every one of them to N.

use crate::strategies;

use jetan::{
    Capture, ChiefCapture, DrawReason, EscapeWhen, FlierMove, Move, MoveKind, Outcome, Position,
    PrincessThreat, Role, Rules, Square, ThoatMove, WinReason, perft, perft_played,
};
use proptest::collection::vec;
use proptest::prelude::*;
use strategies::{config, position_with, some_rules};

/// The readings of RULES.md section 9 that the published programs play,
/// each set on the rules at random by its index.
const READINGS: usize = 5;

fn add_reading(rules: &mut Rules, which: usize) {
    match which {
        0 => rules.threat = PrincessThreat::InPlace,
        1 => rules.escape_when = EscapeWhen::Threatened,
        2 => rules.flier = FlierMove::Leap,
        3 => rules.thoat = ThoatMove::Knight,
        _ => rules.escape = jetan::Escape::Far,
    }
}

/// A generated position under random options and readings, read once with
/// `capture=replace` and once with `capture=duel` (the capture option
/// changes neither the position's validity nor its material condition).
#[derive(Clone)]
struct Pair {
    text: String,
    replace: Position,
    duel: Position,
}

impl std::fmt::Debug for Pair {
    /// The position text and rules, which is all a shrunk case needs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

fn pair() -> impl Strategy<Value = Pair> {
    (position_with(some_rules()), vec(0..READINGS, 0..4)).prop_map(|(case, readings)| {
        let mut rules = *case.pos.rules();
        for which in readings {
            add_reading(&mut rules, which);
        }
        let read = |capture| {
            Position::from_text_with_rules(&case.text, rules.with_capture(capture))
                .expect("the capture option keeps a valid position valid")
        };
        Pair {
            text: format!("{} under {}", case.text, rules),
            replace: read(Capture::Replace),
            duel: read(Capture::Duel),
        }
    })
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<Move> {
    let mut v: Vec<Move> = moves.into_iter().collect();
    v.sort();
    v
}

/// Whether `m` in `pos` lands on an opposing piece other than the Princess.
fn is_duel(pos: &Position, m: Move) -> bool {
    !m.is_escape()
        && pos
            .piece_at(m.to())
            .is_some_and(|p| p.color != pos.side_to_move() && p.role != Role::Princess)
}

proptest! {
    #![proptest_config(config(256))]

    /// RULES.md section 10: both outcomes of every duel are legal moves, and
    /// nothing else changes. The Princess is never a defender (a move onto
    /// her wins) and never an attacker (she never captures).
    #[test]
    fn duel_moves_are_the_replace_moves_and_one_fallen_attacker_per_duel(p in pair()) {
        let replaced = p.replace.legal_moves();
        let expected = sorted(
            replaced.iter().copied().chain(
                replaced
                    .iter()
                    .filter(|&&m| is_duel(&p.replace, m))
                    .map(|m| Move::fallen(m.from(), m.to())),
            ),
        );
        let got = sorted(p.duel.legal_moves().iter().copied());
        prop_assert_eq!(&got, &expected, "{}", p.text);
        prop_assert_eq!(p.duel.count_legal_moves(), got.len(), "{}", p.text);
        let mut batched = 0;
        p.duel.for_each_piece_moves(|batch| {
            batched += batch.len();
            if batch.kind == MoveKind::Fallen {
                assert!(batch.role != Role::Princess);
            }
        });
        prop_assert_eq!(batched, got.len(), "{}", p.text);
        prop_assert!(replaced.iter().all(|m| !m.is_fallen()));
    }

    /// RULES.md section 10: after a fallen attacker the attacker is gone,
    /// the defender is where it was, every other square is as it was, the
    /// other side is to move, the hash is the hash from scratch, and a
    /// Chief that fell ends the game as a Chief taken.
    #[test]
    fn a_fallen_attacker_leaves_the_defender_unmoved(p in pair()) {
        let pos = &p.duel;
        let us = pos.side_to_move();
        for m in pos.legal_moves().iter().filter(|m| m.is_fallen()) {
            let attacker = pos.piece_at(m.from()).expect("an attacker");
            let defender = pos.piece_at(m.to()).expect("a defender");
            let mut after = *pos;
            after.play(*m).expect("a generated move plays");
            prop_assert_eq!(after.piece_at(m.from()), None, "{} in {}", m, p.text);
            prop_assert_eq!(after.piece_at(m.to()), Some(defender), "{} in {}", m, p.text);
            for sq in Square::all().filter(|&s| s != m.from()) {
                prop_assert_eq!(after.piece_at(sq), pos.piece_at(sq), "{} in {}: {}", m, p.text, sq);
            }
            prop_assert_eq!(after.side_to_move(), us.opposite());
            prop_assert_eq!(after.hash(), jetan::testing::hash_from_scratch(&after), "{} in {}", m, p.text);
            let outcome = after.outcome();
            if attacker.role == Role::Chief && defender.role == Role::Chief {
                prop_assert_eq!(
                    outcome,
                    Some(Outcome::Win { winner: us.opposite(), reason: WinReason::ChiefTakenByChief }),
                    "{} in {}", m, p.text
                );
            } else if attacker.role == Role::Chief && pos.rules().chief == ChiefCapture::Draw {
                prop_assert_eq!(outcome, Some(Outcome::Draw(DrawReason::ChiefTaken)), "{} in {}", m, p.text);
            } else {
                let by_a_chief_duel = matches!(
                    outcome,
                    Some(Outcome::Win { reason: WinReason::ChiefTakenByChief, .. })
                        | Some(Outcome::Draw(DrawReason::ChiefTaken))
                );
                prop_assert!(!by_a_chief_duel, "{} in {}: {:?}", m, p.text, outcome);
            }
            let mut unchecked = *pos;
            unchecked.play_unchecked(*m);
            prop_assert_eq!(unchecked, after);
        }
    }
}

proptest! {
    #![proptest_config(config(64))]

    /// Perft under duels is the sum over both outcomes of every duel: the
    /// replace moves played under duels, and each duel's fallen attacker.
    #[test]
    fn perft_under_duels_is_the_sum_over_outcomes(p in pair()) {
        let child_count = |m: Move| {
            let mut child = p.duel;
            child.play(m).expect("legal under duels");
            perft(&child, 1)
        };
        let replaced = p.replace.legal_moves();
        let wins: u64 = replaced.iter().map(|&m| child_count(m)).sum();
        let falls: u64 = replaced
            .iter()
            .filter(|&&m| is_duel(&p.replace, m))
            .map(|m| child_count(Move::fallen(m.from(), m.to())))
            .sum();
        prop_assert_eq!(perft(&p.duel, 2), wins + falls, "{}", p.text);
        prop_assert_eq!(perft_played(&p.duel, 2), wins + falls, "{}", p.text);
    }
}
