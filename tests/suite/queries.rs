//! The questions engines and interfaces ask of a position: which pieces
//! could move onto a square (`attackers`), the moves of some pieces to some
//! squares (`for_each_piece_moves_in`), and what a move took (`play`'s
//! answer). Worked out by hand from RULES.md, and held against the full move
//! list.

use crate::common;
use crate::common::mv;
use crate::common::sq;

use common::position_under as position;
use jetan::{Bitboard, Color, Move, MoveKind, Piece, Position, Role, SplitMix64, Square};

fn squares(names: &str) -> Bitboard {
    names.split_whitespace().map(sq).collect()
}

/// Orange pieces around e5, Black's Princess on e6 (offsets `(file, rank)`
/// from the piece to e5, RULES.md section 3):
/// - Dwar e8, (0,-3): only straight down e7, e6, through her square;
/// - Panthan d6, (+1,-1): diagonally forward for Orange (south);
/// - Panthan e4, (0,+1): straight back, never;
/// - Flier b2, (+3,+3): c3, d4, e5, jumping the Padwar on c3;
/// - Thoat f7, (-1,-2): f6 then e5 (or e6, hers, then e5);
/// - Warrior c5, (+2,0): d5 then e5;
/// - Padwar c3, (+2,+2): d4 then e5;
/// - Chief h8, (-3,-3): g7, f6, e5;
/// - Princess a10: never captures.
const AROUND_E5: [(&str, char); 11] = [
    ("e6", 'p'),
    ("e8", 'D'),
    ("d6", 'N'),
    ("e4", 'N'),
    ("b2", 'F'),
    ("f7", 'T'),
    ("c5", 'W'),
    ("c3", 'A'),
    ("h8", 'C'),
    ("a10", 'P'),
    ("j2", 'n'),
];

#[test]
fn the_attackers_of_a_square_are_the_pieces_that_threaten_it() {
    let vacated = position("", &AROUND_E5, 'b', "-");
    let every_one_but_the_panthan_behind = squares("e8 d6 b2 f7 c5 c3 h8");
    assert_eq!(
        vacated.attackers(sq("e5"), Color::Orange),
        every_one_but_the_panthan_behind
    );
    // Judged with her in place she blocks the Dwar's line (RULES.md
    // section 9, `threat=in-place`); the Thoat still goes round by f6.
    let in_place = position("threat=in-place", &AROUND_E5, 'b', "-");
    assert_eq!(
        in_place.attackers(sq("e5"), Color::Orange),
        squares("d6 b2 f7 c5 c3 h8")
    );
    // Black's Panthan on j2 is nowhere near; its Princess never attacks.
    assert_eq!(vacated.attackers(sq("e5"), Color::Black), Bitboard::EMPTY);
    // What stands on the square does not matter: c3 holds Orange's own
    // Padwar, and the Flier on b2 (+1,+1) and the Warrior on c5 (0,-2, by
    // c4) could move there were a Black piece on it; no other piece has
    // such an offset (the Chief is five files away).
    assert_eq!(vacated.attackers(sq("c3"), Color::Orange), squares("b2 c5"));
    // And a square is threatened exactly when it has an attacker.
    for pos in [vacated, in_place] {
        for by in Color::ALL {
            let threats = pos.threats(by);
            for s in Square::all() {
                assert_eq!(threats.contains(s), !pos.attackers(s, by).is_empty());
            }
        }
    }
}

/// The moves of `pos` from `from` to `to`, in generation order, and whether
/// any batch was empty.
fn selected(pos: &Position, from: Bitboard, to: Bitboard) -> (Vec<Move>, bool) {
    let mut moves = Vec::new();
    let mut an_empty_batch = false;
    pos.for_each_piece_moves_in(from, to, |batch| {
        an_empty_batch |= batch.is_empty();
        moves.extend(batch);
    });
    (moves, an_empty_batch)
}

#[test]
fn the_captures_under_duels_are_both_outcomes() {
    // A Black Panthan on e2 facing an Orange Panthan on e3 and the Orange
    // Princess on f3 (RULES.md section 10): it takes the Princess (no duel),
    // and on e3 wins or falls.
    let pieces = [("e2", 'n'), ("e3", 'N'), ("f3", 'P'), ("j1", 'p')];
    let duel = position("capture=duel", &pieces, 'b', "-");
    let theirs = duel.board().by_color(Color::Orange);
    let (mut captures, empty) = selected(&duel, Bitboard::FULL, theirs);
    captures.sort();
    assert_eq!(captures, [mv("e2e3"), mv("e2f3"), mv("e2*e3")]);
    assert!(!empty);
    // The moves to e3 alone, and those of the Princess on j1: every square
    // within three king steps (RULES.md section 3), none threatened (the
    // Orange Panthan steps south, away from her) and none taken.
    let (to_e3, _) = selected(&duel, Bitboard::FULL, squares("e3"));
    assert_eq!(to_e3, [mv("e2e3"), mv("e2*e3")]);
    let (hers, _) = selected(&duel, squares("j1"), Bitboard::FULL);
    // Three king steps from j1 reach the 4 x 4 corner less j1: 15 squares.
    assert_eq!(hers.len(), 15);
}

#[test]
fn masked_batches_are_the_legal_moves_that_the_masks_keep() {
    let mut rng = SplitMix64::new(10);
    let random_mask = |rng: &mut SplitMix64| -> Bitboard {
        match rng.below(4) {
            0 => Bitboard::FULL,
            1 => Bitboard::from_square(Square::new(rng.below(100) as u8).unwrap()),
            _ => Square::all().filter(|_| rng.below(3) == 0).collect(),
        }
    };
    let mut positions = common::many_positions();
    positions.extend(
        common::random_game(
            Position::start_with(jetan::Rules::MANATOR, Color::Black),
            3,
            150,
        )
        .positions()
        .iter()
        .copied(),
    );
    for pos in positions {
        for _ in 0..4 {
            let (from, to) = (random_mask(&mut rng), random_mask(&mut rng));
            let (mut got, empty) = selected(&pos, from, to);
            let mut expected: Vec<Move> = pos
                .legal_moves()
                .iter()
                .copied()
                .filter(|m| from.contains(m.from()) && to.contains(m.to()))
                .collect();
            got.sort();
            expected.sort();
            assert_eq!(got, expected, "{pos} from {from:?} to {to:?}");
            assert!(!empty);
        }
        // With both masks full: the batches of `for_each_piece_moves`, in
        // the same order.
        let mut all = Vec::new();
        pos.for_each_piece_moves(|b| all.push(b));
        let mut masked = Vec::new();
        pos.for_each_piece_moves_in(Bitboard::FULL, Bitboard::FULL, |b| masked.push(b));
        assert_eq!(masked, all, "{pos}");
    }
}

#[test]
fn play_answers_what_the_move_took() {
    let black = |role| {
        Some(Piece {
            color: Color::Black,
            role,
        })
    };
    let orange = |role| {
        Some(Piece {
            color: Color::Orange,
            role,
        })
    };
    let pieces = [("e2", 'n'), ("e3", 'N'), ("f3", 'P'), ("j1", 'p')];
    let replace = position("", &pieces, 'b', "b");
    let duel = position("capture=duel", &pieces, 'b', "b");
    for (pos, m, taken) in [
        (replace, "e2d3", None),
        (replace, "e2e3", orange(Role::Panthan)),
        // The winning move onto the Princess takes her (RULES.md 6.1).
        (replace, "e2f3", orange(Role::Princess)),
        (replace, "j1~a1", None),
        // Under duels: the defender when the attacker wins, the attacker
        // itself when it falls (RULES.md section 10).
        (duel, "e2e3", orange(Role::Panthan)),
        (duel, "e2*e3", black(Role::Panthan)),
        (duel, "e2f3", orange(Role::Princess)),
    ] {
        let mut after = pos;
        assert_eq!(after.play(mv(m)), Ok(taken), "{m} in {pos}");
    }
}

#[test]
fn generation_stops_at_the_first_break() {
    use core::ops::ControlFlow;
    // Black has only its Princess on a1, without escape, and every other
    // square within three king steps of a1 holds an Orange piece (RULES.md
    // section 4: she never captures): no move at all. At the start there is
    // one, and the first batch answers.
    let stuck = Position::from_text("9P/10/10/10/10/10/NNNN6/DDAA6/WWTT6/pNNN6 b - 0 1").unwrap();
    let any_move = |pos: &Position| {
        let mut calls = 0;
        let answer = pos.try_for_each_piece_moves(|batch| {
            calls += 1;
            ControlFlow::Break(batch.from)
        });
        (answer, calls)
    };
    assert_eq!(any_move(&stuck), (ControlFlow::Continue(()), 0));
    // The Panthans come first, from a2 on: b2 is the first that can move
    // (a2 holds the Thoat).
    assert_eq!(
        any_move(&Position::default()),
        (ControlFlow::Break(sq("b2")), 1)
    );
    // Never breaking, the batches are those of `for_each_piece_moves`, in
    // order, under the default rules and under duels.
    for rules in ["", "capture=duel"] {
        let start = Position::start_with(rules.parse().unwrap(), Color::Black);
        for pos in common::random_game(start, 7, 80).positions() {
            let mut all = Vec::new();
            pos.for_each_piece_moves(|b| all.push(b));
            let mut tried = Vec::new();
            let answer = pos.try_for_each_piece_moves(|b| {
                tried.push(b);
                ControlFlow::<()>::Continue(())
            });
            assert_eq!((answer, tried), (ControlFlow::Continue(()), all));
        }
    }
}

#[test]
fn a_batch_is_empty_and_hints_its_size_as_it_counts() {
    // A batch by hand: the Chief's batch of no destination is empty, of one
    // is not.
    let mut batch = jetan::PieceMoves {
        role: Role::Chief,
        from: sq("e1"),
        to: Bitboard::EMPTY,
        kind: MoveKind::Ordinary,
    };
    assert!(batch.is_empty());
    assert_eq!(batch.into_iter().size_hint(), (0, Some(0)));
    batch.to = squares("e2");
    assert!(!batch.is_empty());
    assert_eq!(batch.into_iter().size_hint(), (1, Some(1)));
    // Every batch of many positions, with and without duels (which add the
    // fallen batches): `is_empty` and `len` agree with the moves counted one
    // by one, and at every step the iterator hints exactly how many remain.
    let duel: jetan::Rules = "capture=duel".parse().unwrap();
    for pos in common::many_positions() {
        // (A finished game's text, a Princess taken, does not parse.)
        let twin = Position::from_text_with_rules(&pos.to_string(), duel).ok();
        for p in std::iter::once(pos).chain(twin) {
            p.for_each_piece_moves(|batch| {
                let count = batch.into_iter().count();
                assert_eq!(batch.len(), count, "{p} {batch:?}");
                assert_eq!(batch.is_empty(), count == 0, "{p} {batch:?}");
                let mut moves = batch.into_iter();
                for left in (0..=count).rev() {
                    assert_eq!(moves.size_hint(), (left, Some(left)), "{p} {batch:?}");
                    assert_eq!(moves.len(), left);
                    moves.next();
                }
            });
        }
    }
}

#[test]
fn princess_and_chief_stand_where_rules_md_sets_them() {
    // RULES.md section 2: Black's Chief e1 and Princess f1; Orange's
    // Princess e10 and Chief f10, or under the Manator set-up the other way
    // round (Chief e10, Princess f10).
    let start = Position::default();
    assert_eq!(start.princess(Color::Black), Some(Square::F1));
    assert_eq!(start.chief(Color::Black), Some(Square::E1));
    assert_eq!(start.princess(Color::Orange), Some(Square::E10));
    assert_eq!(start.chief(Color::Orange), Some(Square::F10));
    let manator = Position::start_with(jetan::Rules::MANATOR, Color::Black);
    assert_eq!(manator.princess(Color::Orange), Some(Square::F10));
    assert_eq!(manator.chief(Color::Orange), Some(Square::E10));
    assert_eq!(manator.princess(Color::Black), Some(Square::F1));
}

#[test]
fn a_taken_princess_and_a_missing_chief_are_none() {
    // Orange's Princess on e3, a Black Panthan on e2 below her, Black's
    // Princess on j1; no Chiefs. e2e3 takes her (RULES.md 6.1).
    let mut pos = Position::from_text("10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1").unwrap();
    assert_eq!(pos.princess(Color::Orange), Some(Square::E3));
    assert_eq!(pos.chief(Color::Orange), None);
    assert_eq!(pos.chief(Color::Black), None);
    pos.play(mv("e2e3")).unwrap();
    assert_eq!(pos.princess(Color::Orange), None);
    assert_eq!(pos.princess(Color::Black), Some(Square::J1));
}

#[test]
fn the_capturers_of_a_square_take_there_now_with_nothing_lifted() {
    // The pieces around e5 above: the Dwar's line e7-e6-e5 runs through
    // Black's Princess on e6, so it cannot take on e5 now, whatever the
    // Princess rule asks of the square with her lifted off it; the Thoat
    // on f7 still goes round by f6; the Panthan on e4 never steps back.
    let pos = position("", &AROUND_E5, 'b', "-");
    assert_eq!(
        pos.capturers(sq("e5"), Color::Orange),
        squares("d6 b2 f7 c5 c3 h8")
    );
    assert!(pos.attackers(sq("e5"), Color::Orange).contains(sq("e8")));
    // Black's pieces: its Princess never captures, the Panthan on j2 is
    // far away.
    assert_eq!(pos.capturers(sq("e5"), Color::Black), Bitboard::EMPTY);
    // Threats judged in place are the squares with a capturer.
    let in_place = position("threat=in-place", &AROUND_E5, 'b', "-");
    let threats = in_place.threats(Color::Orange);
    for s in Square::all() {
        assert_eq!(
            threats.contains(s),
            !in_place.capturers(s, Color::Orange).is_empty(),
            "{s}"
        );
    }
}

#[test]
fn the_other_side_to_move_is_a_copy_and_no_move() {
    // RULES.md section 2: Orange's start moves mirror Black's, 92.
    let black = Position::default();
    let orange = black.with_side_to_move(Color::Orange);
    assert_eq!(orange, Position::start(Color::Orange));
    assert_eq!(orange.legal_moves().len(), 92);
    assert_eq!(orange.hash(), jetan::testing::hash_from_scratch(&orange));
    assert_eq!(orange.move_number(), 1);
    assert_eq!(black.with_side_to_move(Color::Black), black);
    // In the position around e5, Orange to move: its Panthan on d6 takes
    // on e5 (diagonally forward, south-east for Orange).
    let pos = position("", &AROUND_E5, 'b', "-").with_side_to_move(Color::Orange);
    assert!(pos.is_legal(mv("d6e5")));
    assert!(!pos.is_legal(mv("e4e5")));
}
