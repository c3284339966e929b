//! A proved win found: on random positions of few pieces, the search at
//! depth 3 and deeper scores a win in one or three exactly when the rules,
//! played out plainly move by move, say the side to move can force one;
//! and a win of five plies that begins with an attack on the Princess is
//! found at depth 2.

use crate::common::placement;
use jetan::search::{Limits, Score, Searcher};
use jetan::{Color, Move, Outcome, Position, Role, SplitMix64, Square, WinReason};

/// Whether `color` won the finished game of `pos`, in any way.
fn won(pos: &Position, color: Color) -> bool {
    matches!(pos.outcome(), Some(Outcome::Win { winner, .. }) if winner == color)
}

/// Whether `color` won the finished game of `pos` by taking the Princess.
fn took_her(pos: &Position, color: Color) -> bool {
    pos.outcome()
        == Some(Outcome::Win {
            winner: color,
            reason: WinReason::PrincessTaken,
        })
}

/// Whether the side to move can force a win within `plies` plies (1, 3,
/// ...): a move that wins the game at once, or one after which every reply
/// leaves such a win within `plies - 2`. Only the rules decide: each move
/// is played and the game's outcome read.
fn forced_win(pos: &Position, plies: u32) -> bool {
    forced(pos, plies, won)
}

/// As [`forced_win`], with the wins that `wins(end, winner)` counts.
fn forced(pos: &Position, plies: u32, wins: fn(&Position, Color) -> bool) -> bool {
    let us = pos.side_to_move();
    pos.legal_moves().iter().any(|&m| {
        let mut after = *pos;
        after.play(m).expect("a legal move");
        if after.is_over() {
            return wins(&after, us);
        }
        plies >= 3 && every_reply_loses(&after, us, plies - 2, wins)
    })
}

/// Whether every move of the side to move in `pos` ends the game in a
/// win of `us` or leaves `us` a win, as [`forced`] counts them, within
/// `plies` plies.
fn every_reply_loses(
    pos: &Position,
    us: Color,
    plies: u32,
    wins: fn(&Position, Color) -> bool,
) -> bool {
    pos.legal_moves().iter().all(|&reply| {
        let mut last = *pos;
        last.play(reply).expect("a legal move");
        if last.is_over() {
            wins(&last, us)
        } else {
            forced(&last, plies, wins)
        }
    })
}

/// Whether the other side could move onto the side to move's Princess now.
fn attacked(pos: &Position) -> bool {
    let us = pos.side_to_move();
    let princess = pos.board().pieces(us, Role::Princess).lowest();
    let theirs = pos.with_side_to_move(us.opposite());
    theirs
        .legal_moves()
        .iter()
        .any(|m| Some(m.to()) == princess)
}

/// The Chebyshev distance of two squares: how many king steps apart.
fn king_steps(a: Square, b: Square) -> u8 {
    let files = a.file().index().abs_diff(b.file().index());
    files.max(a.rank().index().abs_diff(b.rank().index()))
}

/// Whether the side to move wins by a hunt of five plies: a move after
/// which the other Princess could be taken, and after every reply a
/// second move that takes her, or after which she could be taken and
/// every answer leaves her to be taken. The second move is a capture, or
/// with `quiet` also a quiet move of a piece other than the Princess onto
/// a square within three king steps of her (a move the search never
/// prunes: it may attack her).
fn hunt_in_five(pos: &Position, quiet: bool) -> bool {
    let us = pos.side_to_move();
    let second = |pos: &Position, m: Move| {
        let board = pos.board();
        let her = board.pieces(us.opposite(), Role::Princess).lowest();
        board.piece_at(m.to()).is_some()
            || quiet
                && board.piece_at(m.from()).map(|p| p.role) != Some(Role::Princess)
                && her.is_some_and(|her| king_steps(m.to(), her) <= 3)
    };
    pos.legal_moves().iter().any(|&m| {
        let mut after = *pos;
        after.play(m).expect("a legal move");
        !after.is_over()
            && attacked(&after)
            && after.legal_moves().iter().all(|&reply| {
                let mut next = after;
                next.play(reply).expect("a legal move");
                if next.is_over() {
                    return took_her(&next, us);
                }
                next.legal_moves().iter().any(|&m2| {
                    if !second(&next, m2) {
                        return false;
                    }
                    let mut last = next;
                    last.play(m2).expect("a legal move");
                    if last.is_over() {
                        return took_her(&last, us);
                    }
                    attacked(&last) && every_reply_loses(&last, us, 1, took_her)
                })
            })
    })
}

/// A position with Orange's Princess and up to three Orange pieces, and
/// Black's Princess and up to four Black pieces, the Black pieces within
/// four squares of her (so that many positions hold a win), Black to move
/// without escapes; `None` if it is no valid position.
fn near_her(random: &mut SplitMix64) -> Option<Position> {
    let mut board = [None; 100];
    let mut put = |c: char, file: i64, rank: i64| {
        if (0..10).contains(&file) && (0..10).contains(&rank) {
            board[(file + 10 * rank) as usize].get_or_insert(c);
        }
    };
    let mut next = |n: u64| random.next_u64() % n;
    let (file, rank) = (next(10) as i64, next(10) as i64);
    put('P', file, rank);
    put('p', next(10) as i64, next(10) as i64);
    for _ in 0..next(4) {
        put(
            b"CFDAWTN"[next(7) as usize] as char,
            next(10) as i64,
            next(10) as i64,
        );
    }
    for _ in 1..=1 + next(4) {
        let (df, dr) = (next(9) as i64 - 4, next(9) as i64 - 4);
        put(b"cfdawtn"[next(7) as usize] as char, file + df, rank + dr);
    }
    Position::from_text(&format!("{} b - 0 1", placement(&board))).ok()
}

#[test]
fn a_forced_win_within_three_plies_is_found_and_no_other() {
    let mut random = SplitMix64::new(3);
    let (mut in_one, mut in_three, mut none) = (0, 0, 0);
    while in_one < 5 || in_three < 12 || none < 12 {
        let Some(pos) = near_her(&mut random) else {
            continue;
        };
        if pos.is_over() {
            continue;
        }
        let expected = if forced_win(&pos, 1) {
            in_one += 1;
            Some(Score::win_in(1))
        } else if forced_win(&pos, 3) {
            in_three += 1;
            Some(Score::win_in(3))
        } else {
            none += 1;
            None
        };
        for depth in [3, 4] {
            let result = Searcher::new(1).search(&pos, Limits::depth(depth));
            match expected {
                Some(win) => assert_eq!(result.score, win, "{pos}: depth {depth}"),
                None => assert!(
                    result.score < Score::win_in(3),
                    "{pos}: depth {depth}: {:?}",
                    result.score
                ),
            }
        }
    }
}

/// Positions of [`near_her`] (seed 5) in which Black wins by a hunt of
/// five plies whose second move can only be a quiet one.
const HUNTS: [&str; 4] = [
    "p9/10/10/8t1/5P1f2/10/10/10/3c6/D9 b - 0 1",
    "4c3t1/10/5d4/10/7P2/10/9p/1D8/10/7W2 b - 0 1",
    "7c2/10/10/10/7PD1/10/10/10/10/p9 b - 0 1",
    "10/10/10/1p8/6P3/10/2cf6/F9/10/3W6 b - 0 1",
];

#[test]
fn a_hunt_of_five_plies_beginning_with_an_attack_is_found_at_depth_two() {
    // Depth 2 alone ends after the reply to the attack, where the
    // quiescence search tries only captures. The side whose Princess is
    // attacked is searched a move deeper, so the second move may be a
    // quiet one; the quiescence search answers the second attack on a
    // Princess who cannot move.
    for text in HUNTS {
        let pos = Position::from_text(text).expect("a valid position");
        assert!(!forced_win(&pos, 3), "{pos}");
        assert!(hunt_in_five(&pos, true), "{pos}");
        assert!(!hunt_in_five(&pos, false), "{pos}");
        for depth in [2, 3] {
            let result = Searcher::new(1).search(&pos, Limits::depth(depth));
            assert_eq!(result.score, Score::win_in(5), "{pos}: depth {depth}");
        }
    }
}
