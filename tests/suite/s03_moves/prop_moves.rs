//! Property tests of RULES.md section 3, how pieces move, with the step,
//! Thoat, Panthan, Flier and Princess-path readings of section 9: the
//! witness path of every legal move (its steps, no square twice, blocking),
//! and what a move may end on and take.
//!
//! Case counts are kept small for debug builds; `PROPTEST_CASES=N` raises
//! every one of them to N.

use crate::prop_moves::{DIAGONAL, STRAIGHT, moves_of, step};
use crate::strategies;

use jetan::{Color, Role, Rules};
use proptest::prelude::*;
use strategies::{config, some_rules};

fn is_diagonal(s: (i32, i32)) -> bool {
    DIAGONAL.contains(&s)
}

/// RULES.md section 3 and the Thoat and Panthan options: whether `s` may be
/// step `index` (from 0) of a move of `role`, after `previous`.
fn step_allowed(
    role: Role,
    color: Color,
    rules: &Rules,
    index: usize,
    previous: Option<(i32, i32)>,
    s: (i32, i32),
) -> bool {
    let straight = STRAIGHT.contains(&s);
    let diagonal = is_diagonal(s);
    match role {
        Role::Chief | Role::Princess => straight || diagonal,
        Role::Flier | Role::Padwar => diagonal,
        Role::Dwar | Role::Warrior => straight,
        Role::Thoat => {
            let first_ok = match rules.thoat {
                jetan::ThoatMove::StraightFirst => index > 0 || straight,
                _ => true,
            };
            let kind_ok = match previous {
                None => straight || diagonal,
                Some(p) => is_diagonal(p) != diagonal && (straight || diagonal),
            };
            first_ok && kind_ok
        }
        Role::Panthan => {
            let forward = color.forward() as i32;
            let sideways = s.1 == 0 && s.0.abs() == 1;
            let ahead = s.1 == forward && s.0.abs() <= 1;
            let diagonal_back = s.1 == -forward && s.0.abs() == 1;
            sideways
                || ahead
                || (diagonal_back && rules.panthan == jetan::PanthanMove::DiagonalBack)
        }
    }
}

fn jumps(role: Role, rules: &Rules) -> bool {
    match role {
        Role::Flier | Role::Princess => true,
        Role::Thoat => rules.thoat == jetan::ThoatMove::Jumping,
        _ => false,
    }
}

/// The Flier's leap offsets under `flier=leap` (RULES.md section 9: those
/// of three diagonal steps on an unbounded board; under "up to", of one to
/// three) and the knight's, written out from the rules text.
fn leap_offsets(role: Role, rules: &Rules) -> Vec<(i32, i32)> {
    let base: &[(i32, i32)] = match role {
        Role::Thoat => &[(1, 2), (2, 1)],
        _ if rules.steps == jetan::StepCount::UpTo => {
            &[(1, 1), (1, 3), (3, 1), (3, 3), (2, 0), (0, 2), (2, 2)]
        }
        _ => &[(1, 1), (1, 3), (3, 1), (3, 3)],
    };
    base.iter()
        .flat_map(|&(a, b)| [(a, b), (-a, b), (a, -b), (-a, -b)])
        .collect()
}

/// Whether pieces of kind `role` leap under `rules` (section 9): their path
/// is a single jump.
fn leaps(role: Role, rules: &Rules) -> bool {
    (role == Role::Flier && rules.flier == jetan::FlierMove::Leap)
        || (role == Role::Thoat && rules.thoat == jetan::ThoatMove::Knight)
}

proptest! {
    #![proptest_config(config(256))]

    /// RULES.md section 3, "No square twice", with the step count, the
    /// steps each piece may make and blocking: the witness path of every
    /// legal ordinary move.
    #[test]
    fn no_square_twice(case in strategies::any_position_with(some_rules())) {
        let pos = &case.pos;
        let rules = *pos.rules();
        let us = pos.side_to_move();
        let their_threats = pos.threats(us.opposite());
        for m in moves_of(pos).into_iter().filter(|m| !m.is_escape()) {
            let role = pos.piece_at(m.from()).expect("a piece on from").role;
            let path = pos.path(m).expect("a legal move has a path");
            let squares = path.squares();
            prop_assert_eq!(squares.first(), Some(&m.from()), "{} path {:?}", m, squares);
            prop_assert_eq!(squares.last(), Some(&m.to()), "{} path {:?}", m, squares);
            prop_assert_eq!(path.steps(), squares.len() - 1);
            if leaps(role, &rules) {
                prop_assert_eq!(squares.len(), 2, "{} leaps: path {:?}", m, squares);
                let offset = step(m.from(), m.to());
                prop_assert!(leap_offsets(role, &rules).contains(&offset), "{} is no leap of a {:?}", m, role);
                continue;
            }
            let count = role.step_count() as usize;
            if rules.steps == jetan::StepCount::UpTo {
                prop_assert!((1..=count).contains(&path.steps()), "{} path {:?}", m, squares);
            } else {
                prop_assert_eq!(path.steps(), count, "{} path {:?}", m, squares);
            }
            let mut previous = None;
            for (i, pair) in squares.windows(2).enumerate() {
                let s = step(pair[0], pair[1]);
                prop_assert!(
                    step_allowed(role, us, &rules, i, previous, s),
                    "{} path {:?}: step {} of a {:?}", m, squares, i + 1, role
                );
                previous = Some(s);
            }
            for (i, a) in squares.iter().enumerate() {
                prop_assert!(!squares[i + 1..].contains(a), "{} path {:?} revisits {}", m, squares, a);
            }
            let middle = &squares[1..squares.len() - 1];
            if !jumps(role, &rules) {
                for sq in middle {
                    prop_assert!(pos.piece_at(*sq).is_none(), "{} path {:?} passes over {}", m, squares, sq);
                }
            }
            if role == Role::Princess && rules.princess == jetan::PrincessPath::Frightened {
                for sq in &squares[1..] {
                    prop_assert!(!their_threats.contains(*sq), "{} path {:?}: {} is threatened", m, squares, sq);
                }
            }
        }
    }

    /// RULES.md sections 3 and 4: the Princess never captures; no move ends
    /// on its own side's piece; a move captures at most one piece (and
    /// under duels, section 10, a fallen attacker is the one piece lost); a
    /// Panthan never moves backward (under the diagonal-back option, never
    /// straight back).
    #[test]
    fn princess_never_captures_and_one_capture_at_most(case in strategies::any_position_with(some_rules())) {
        let pos = &case.pos;
        let us = pos.side_to_move();
        for m in moves_of(pos) {
            let piece = pos.piece_at(m.from()).expect("a piece on from");
            let target = pos.piece_at(m.to());
            if piece.role == Role::Princess {
                prop_assert_eq!(target, None, "{}: the Princess captures", m);
            }
            prop_assert!(target.is_none_or(|t| t.color != us), "{} ends on its own piece", m);
            let mut after = *pos;
            after.play(m).expect("legal");
            let before_them = pos.board().by_color(us.opposite()).len();
            let after_them = after.board().by_color(us.opposite()).len();
            prop_assert!(before_them - after_them <= 1, "{} captures {} pieces", m, before_them - after_them);
            let lost = u32::from(m.is_fallen());
            prop_assert_eq!(after.board().by_color(us).len() + lost, pos.board().by_color(us).len());
            if m.is_fallen() {
                prop_assert_eq!(after_them, before_them, "{}: the defender falls too", m);
            }
            if piece.role == Role::Panthan {
                let (df, dr) = step(m.from(), m.to());
                let back = dr * i32::from(us.forward()) < 0;
                let allowed_back = pos.rules().panthan == jetan::PanthanMove::DiagonalBack && df != 0;
                prop_assert!(!back || allowed_back, "{}: a Panthan moves backward", m);
            }
        }
    }
}
