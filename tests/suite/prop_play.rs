//! Property tests of playing moves (RULES.md sections 5 and 6): what a move
//! changes, what it leaves, the material count, the end of the game, and
//! the refusal of illegal moves.
//!
//! `PROPTEST_CASES=N` raises the case count to N.

use crate::common;
use crate::strategies;

use jetan::{Color, IllegalMove, Move, Outcome, Position, Role, Square, WinReason};
use proptest::collection::vec;
use proptest::prelude::*;
use strategies::{any_position_with, config, some_rules};

/// A finished game has no legal moves (RULES.md section 6), by any of the
/// ways to ask, and refuses every move.
fn assert_finished_has_no_moves(pos: &Position) -> Result<(), TestCaseError> {
    if pos.outcome().is_none() {
        return Ok(());
    }
    prop_assert!(pos.is_over());
    prop_assert!(
        pos.legal_moves().is_empty(),
        "{} is over but has moves",
        pos
    );
    prop_assert_eq!(pos.count_legal_moves(), 0);
    let mut batches = 0;
    pos.for_each_piece_moves(|_| batches += 1);
    prop_assert_eq!(batches, 0);
    for from in Square::all().step_by(7) {
        for to in Square::all().step_by(3) {
            for m in [
                Move::new(from, to),
                Move::escape(from, to),
                Move::fallen(from, to),
            ] {
                let mut copy = *pos;
                prop_assert!(copy.play(m).is_err(), "{} played in a finished game", m);
                prop_assert_eq!(copy, *pos);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(200))]

    /// RULES.md sections 5, 6 and 10, for every legal move: the side to
    /// move alternates and the move number follows Orange's moves; a
    /// capture removes exactly the piece on `to` (taking the Princess leaves
    /// the board as it was and wins), and a fallen attacker exactly the
    /// attacker; the escape is used up by an escape and by nothing else;
    /// the material count and the outcome are the reference's; a finished
    /// game has no legal moves.
    #[test]
    fn play_follows_the_rules(case in any_position_with(some_rules())) {
        let pos = &case.pos;
        assert_finished_has_no_moves(pos)?;
        let us = pos.side_to_move();
        let them = us.opposite();
        let rules = case.rules.reference();
        let over = pos.outcome().is_some();
        let twin = (!over).then(|| case.twin());
        for &m in pos.legal_moves().iter() {
            let mut after = *pos;
            after.play(m).expect("a generated move plays");
            prop_assert_eq!(after.side_to_move(), them, "{}", m);
            let number = pos.move_number() + u32::from(us == Color::Orange);
            prop_assert_eq!(after.move_number(), number, "{}", m);
            let mover = pos.piece_at(m.from()).expect("a piece on from");
            let victim = pos.piece_at(m.to());
            if m.is_fallen() {
                // Section 10: the attacker leaves the game, the defender
                // keeps its square.
                for sq in Square::all() {
                    let expected = if sq == m.from() { None } else { pos.piece_at(sq) };
                    prop_assert_eq!(after.piece_at(sq), expected, "{} on {}", m, sq);
                }
                prop_assert_eq!(after.board().by_color(us).len() + 1, pos.board().by_color(us).len());
            } else {
                if victim.map(|v| v.role) == Some(Role::Princess) {
                    // 6.1: won, and she is taken as any captured piece is.
                    prop_assert_eq!(
                        after.outcome(),
                        Some(Outcome::Win { winner: us, reason: WinReason::PrincessTaken })
                    );
                }
                for sq in Square::all() {
                    let expected = if sq == m.from() {
                        None
                    } else if sq == m.to() {
                        Some(mover)
                    } else {
                        pos.piece_at(sq)
                    };
                    prop_assert_eq!(after.piece_at(sq), expected, "{} on {}", m, sq);
                }
                let lost = u32::from(victim.is_some());
                prop_assert_eq!(
                    after.board().by_color(them).len() + lost,
                    pos.board().by_color(them).len()
                );
            }
            prop_assert_eq!(after.has_escape(us), pos.has_escape(us) && !m.is_escape(), "{}", m);
            prop_assert_eq!(after.has_escape(them), pos.has_escape(them), "{}", m);
            if let Some(twin) = &twin {
                let next = twin.play(&m.to_string(), &rules);
                prop_assert_eq!(u32::from(after.material_count()), next.count, "count after {}", m);
                prop_assert_eq!(after.to_string(), next.to_text(), "after {}", m);
                prop_assert_eq!(after.outcome().map(common::outcome_text), next.outcome(&rules), "after {}", m);
            }
            assert_finished_has_no_moves(&after)?;
        }
    }

    /// `play` of an illegal move is an error and leaves the position as it
    /// was; `play` of a legal one succeeds (RULES.md section 3: a move is
    /// `(from, to)` plus its kind, ordinary, escape or fallen attacker, and
    /// only generated ones exist).
    #[test]
    fn illegal_moves_are_refused(
        case in any_position_with(some_rules()),
        tries in vec((0..100u8, 0..100u8, 0..3u8), 1..60),
    ) {
        let pos = &case.pos;
        let legal = pos.legal_moves();
        // Moves of the side to move's own pieces are the near misses.
        let own: Vec<Square> = pos.board().by_color(pos.side_to_move()).into_iter().collect();
        for (i, (from, to, kind)) in tries.into_iter().enumerate() {
            let from = if i % 2 == 0 && !own.is_empty() {
                own[from as usize % own.len()]
            } else {
                Square::new(from).unwrap()
            };
            let to = Square::new(to).unwrap();
            let m = match kind {
                0 => Move::new(from, to),
                1 => Move::escape(from, to),
                _ => Move::fallen(from, to),
            };
            let mut copy = *pos;
            let result = copy.play(m);
            if legal.contains(&m) {
                prop_assert!(result.is_ok(), "{}: {:?}", m, result);
            } else {
                prop_assert!(result.is_err(), "{} is not legal but played", m);
                prop_assert_eq!(copy, *pos, "{} was refused but changed the position", m);
                if let Err(IllegalMove::NoPiece(sq)) = result {
                    prop_assert_eq!(pos.piece_at(sq), None);
                }
            }
        }
    }
}
