//! Property tests of move generation, each named after the rule of RULES.md
//! it states: paths (section 3), the full move set against the plain
//! reference, the Princess's threat rule and escape (sections 4 and 5), what
//! a move may end on, and `is_legal` against generation.
//!
//! Case counts are kept small for debug builds; `PROPTEST_CASES=N` raises
//! every one of them to N.

use crate::reference;
use crate::strategies;

use jetan::{Bitboard, Color, Move, Position, Role, Rules, Square};
use proptest::prelude::*;
use reference::RefPosition;
use strategies::{Case, config, position_with, some_rules};

const STRAIGHT: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

fn step(a: Square, b: Square) -> (i32, i32) {
    (
        i32::from(b.file().index()) - i32::from(a.file().index()),
        i32::from(b.rank().index()) - i32::from(a.rank().index()),
    )
}

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

fn moves_of(pos: &Position) -> Vec<Move> {
    pos.legal_moves().iter().copied().collect()
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

    /// Nothing left out, nothing added: the legal moves of a random valid
    /// position, escapes included, are exactly the reference's, under the
    /// default rules and random options.
    #[test]
    fn nothing_left_out(case in position_with(some_rules())) {
        let mut mine: Vec<String> = moves_of(&case.pos).iter().map(Move::to_string).collect();
        mine.sort();
        let theirs = case.twin().legal_moves(&case.rules.reference());
        prop_assert_eq!(mine, theirs);
        prop_assert_eq!(case.pos.count_legal_moves(), case.pos.legal_moves().len());
        let mut batched = 0;
        case.pos.for_each_piece_moves(|batch| batched += batch.len());
        prop_assert_eq!(batched, case.pos.legal_moves().len());
    }

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

proptest! {
    #![proptest_config(config(64))]

    /// `is_legal` agrees with generation for every (from, to, kind), all
    /// 100 x 100 x 3 of them (ordinary, escape, fallen attacker), and `path`
    /// exists exactly for the legal moves.
    #[test]
    fn is_legal_agrees_with_generation(case in strategies::any_position_with(some_rules())) {
        let pos = &case.pos;
        let legal = moves_of(pos);
        for from in Square::all() {
            for to in Square::all() {
                for m in [Move::new(from, to), Move::escape(from, to), Move::fallen(from, to)] {
                    let generated = legal.contains(&m);
                    prop_assert_eq!(pos.is_legal(m), generated, "is_legal({})", m);
                    prop_assert_eq!(pos.path(m).is_some(), generated, "path({})", m);
                }
            }
        }
    }
}

/// RULES.md section 4, "her starting square is vacated first": Black's
/// Princess on `e6` blocks the Orange Warrior on `e7` from `e5` (two
/// straight steps through `e6`). Once she has moved to `e5`, `e6` is empty
/// and the Warrior reaches her, so `e5` is threatened: neither a move nor an
/// escape. `e4` is three king steps from `e6` and out of the Warrior's reach.
#[test]
fn princess_threat_when_her_square_blocks_a_line() {
    let text = "P9/10/10/4W5/4p5/10/10/10/10/10 b b 0 1";
    let pos = Position::from_text(text).unwrap();
    let sq = |s: &str| s.parse::<Square>().unwrap();
    assert!(pos.threats(Color::Orange).contains(sq("e5")));
    assert!(!pos.is_legal(Move::new(sq("e6"), sq("e5"))));
    assert!(!pos.is_legal(Move::escape(sq("e6"), sq("e5"))));
    assert!(pos.is_legal(Move::new(sq("e6"), sq("e4"))));
    assert!(pos.is_legal(Move::escape(sq("e6"), sq("e4"))));
    let twin = RefPosition::parse(text).unwrap();
    let mut mine: Vec<String> = moves_of(&pos).iter().map(Move::to_string).collect();
    mine.sort();
    assert_eq!(mine, twin.legal_moves(&Default::default()));
}
