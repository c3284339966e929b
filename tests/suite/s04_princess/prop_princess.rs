//! Property tests of RULES.md section 4, the Princess, and of the escape
//! that the same threat rule bounds (section 5), under the readings of
//! section 9: the threat map against the plain reference's, and no Princess
//! move or escape onto a threatened square, every safe one generated.
//!
//! Case counts are kept small for debug builds; `PROPTEST_CASES=N` raises
//! every one of them to N.

use crate::prop_moves::{DIAGONAL, STRAIGHT, moves_of, step};
use crate::reference;
use crate::strategies;

use jetan::{Bitboard, Color, Move, Position, Role, Rules, Square};
use proptest::prelude::*;
use strategies::{Case, config, position_with, some_rules};

/// The position in which RULES.md section 4 asks whether `to` is threatened
/// for the side to move's Princess on `from`, the other side to move: after
/// she moves to the empty square `to`, or under `threat=in-place` (section
/// 9) the board as it is, she still on `from` (`to` is empty, so whether a
/// piece may end there does not depend on her standing there).
fn threat_position(case: &Case, from: Square, to: Square) -> Position {
    let mut twin = case.twin();
    if case.pos.rules().threat == jetan::PrincessThreat::Vacated {
        twin.board[usize::from(to)] = twin.board[usize::from(from)].take();
    }
    twin.side = twin.side.other();
    twin.count = 0;
    Position::from_text_with_rules(&twin.to_text(), *case.pos.rules())
        .expect("moving the Princess keeps the position valid")
}

/// Whether, in `after` (the other side to move), a piece other than the
/// Princess has a legal move onto `to`.
fn reached(after: &Position, to: Square) -> bool {
    after
        .legal_moves()
        .iter()
        .any(|m| m.to() == to && after.piece_at(m.from()).map(|p| p.role) != Some(Role::Princess))
}

/// RULES.md section 4: whether an opposing piece other than the opposing
/// Princess could move onto `to` with the side to move's Princess there.
fn threatened(case: &Case, from: Square, to: Square) -> bool {
    reached(&threat_position(case, from, to), to)
}

/// RULES.md section 9, `escape-when=threatened`: whether the side to move's
/// Princess on `her` is threatened where she stands, in the current
/// position (the other side to move could move onto her).
fn threatened_now(case: &Case, her: Square) -> bool {
    let mut twin = case.twin();
    twin.side = twin.side.other();
    twin.count = 0;
    let flipped = Position::from_text_with_rules(&twin.to_text(), *case.pos.rules())
        .expect("the same board with the other side to move is valid");
    reached(&flipped, her)
}

/// The squares a jumping Princess can reach by her steps (RULES.md section
/// 3: king steps, exactly three or up to three, no square twice).
fn princess_step_reach(from: Square, rules: &Rules) -> Bitboard {
    fn walk(path: &mut Vec<Square>, up_to: bool, reach: &mut Bitboard) {
        let here = *path.last().unwrap();
        let taken = path.len() - 1;
        if taken > 0 && (up_to || taken == 3) {
            *reach = reach.with(here);
        }
        if taken == 3 {
            return;
        }
        for (df, dr) in STRAIGHT.into_iter().chain(DIAGONAL) {
            if let Some(next) = here.offset(df as i8, dr as i8) {
                if !path.contains(&next) {
                    path.push(next);
                    walk(path, up_to, reach);
                    path.pop();
                }
            }
        }
    }
    let mut reach = Bitboard::EMPTY;
    walk(
        &mut vec![from],
        rules.steps == jetan::StepCount::UpTo,
        &mut reach,
    );
    reach
}

/// The squares of the escape under `rules` from `from`, before the empty and
/// unthreatened conditions (RULES.md section 5 and the escape option).
fn escape_reach(from: Square, rules: &Rules) -> Bitboard {
    match rules.escape {
        jetan::Escape::None => Bitboard::EMPTY,
        jetan::Escape::Anywhere => Square::all().filter(|&s| s != from).collect(),
        jetan::Escape::Far => Square::all()
            .filter(|&s| {
                let (df, dr) = step(from, s);
                df.abs().max(dr.abs()) > 3
            })
            .collect(),
        jetan::Escape::Line => {
            let mut reach = Bitboard::EMPTY;
            for (df, dr) in STRAIGHT.into_iter().chain(DIAGONAL) {
                let mut sq = from;
                while let Some(next) = sq.offset(df as i8, dr as i8) {
                    reach = reach.with(next);
                    sq = next;
                }
            }
            reach
        }
        other => panic!("no reference for the escape reading {other:?}"),
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// RULES.md section 4, the threat map itself: `threats` agrees with the
    /// reference's, for both victims.
    #[test]
    fn threats_are_the_reference_threats(case in position_with(some_rules())) {
        let twin = case.twin();
        let rules = case.rules.reference();
        for victim in Color::ALL {
            let ref_victim = match victim {
                Color::Black => reference::Color::Black,
                Color::Orange => reference::Color::Orange,
            };
            let expected = twin.threats_against(ref_victim, &rules);
            let mine = case.pos.threats(victim.opposite());
            for sq in Square::all() {
                prop_assert_eq!(mine.contains(sq), expected[usize::from(sq)], "{} against {:?}", sq, victim);
            }
        }
    }

    /// RULES.md sections 4 and 5: no Princess move and no escape ends where,
    /// after it, an opposing piece other than the Princess can move onto
    /// her; and (brave Princess) every empty, unthreatened square her steps
    /// reach is a move, and every empty unthreatened escape square an escape.
    #[test]
    fn princess_threat(case in position_with(some_rules())) {
        let pos = &case.pos;
        let rules = *pos.rules();
        let us = pos.side_to_move();
        let her = pos.board().pieces(us, Role::Princess).lowest().expect("a Princess");
        let legal = moves_of(pos);
        let threats = pos.threats(us.opposite());
        for m in legal.iter().filter(|m| m.from() == her) {
            // Judged after her move, or under `threat=in-place` (section 9)
            // with her still on her square, where a line she blocks stays
            // shut (so after the move she may well be caught).
            let caught = if rules.threat == jetan::PrincessThreat::InPlace {
                threatened(&case, her, m.to())
            } else {
                let mut after = *pos;
                after.play(*m).expect("legal");
                reached(&after, m.to())
            };
            prop_assert!(!caught, "{} ends on a threatened square", m);
        }
        let empty = !pos.board().occupied();
        let steps = princess_step_reach(her, &rules) & empty;
        let may_escape = pos.has_escape(us)
            && (rules.escape_when == jetan::EscapeWhen::Any || threatened_now(&case, her));
        let escapes = if may_escape { escape_reach(her, &rules) & empty } else { Bitboard::EMPTY };
        for to in steps | escapes {
            let safe = !threatened(&case, her, to);
            prop_assert_eq!(threats.contains(to), !safe, "threats() on {}", to);
            if steps.contains(to) {
                let generated = legal.contains(&Move::new(her, to));
                if rules.princess == jetan::PrincessPath::Brave {
                    prop_assert_eq!(generated, safe, "ordinary move to {}", to);
                } else {
                    prop_assert!(safe || !generated, "ordinary move to threatened {}", to);
                }
            }
            if escapes.contains(to) {
                prop_assert_eq!(legal.contains(&Move::escape(her, to)), safe, "escape to {}", to);
            }
        }
        for m in legal.iter().filter(|m| m.is_escape()) {
            prop_assert!(escapes.contains(m.to()), "{} is not an escape square", m);
        }
        for m in legal.iter().filter(|m| m.from() == her && !m.is_escape()) {
            prop_assert!(steps.contains(m.to()), "{} is not a Princess step", m);
        }
    }
}
