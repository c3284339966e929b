//! A proved win found: on random positions of few pieces, the search at
//! depth 3 and deeper scores a win in one or three exactly when the rules,
//! played out plainly move by move, say the side to move can force one.

use crate::common::placement;
use jetan::search::{Limits, Score, Searcher};
use jetan::{Outcome, Position, SplitMix64};

/// Whether the side to move can force a win within `plies` plies (1, 3,
/// ...): a move that wins the game at once, or one after which every reply
/// leaves such a win within `plies - 2`. Only the rules decide: each move
/// is played and the game's outcome read.
fn forced_win(pos: &Position, plies: u32) -> bool {
    let us = pos.side_to_move();
    let won =
        |p: &Position| matches!(p.outcome(), Some(Outcome::Win { winner, .. }) if winner == us);
    pos.legal_moves().iter().any(|&m| {
        let mut after = *pos;
        after.play(m).expect("a legal move");
        if after.is_over() {
            return won(&after);
        }
        plies >= 3
            && after.legal_moves().iter().all(|&reply| {
                let mut last = after;
                last.play(reply).expect("a legal move");
                if last.is_over() {
                    won(&last)
                } else {
                    forced_win(&last, plies - 2)
                }
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
