//! One depth at the root: every root move, from depth 4 on in an
//! aspiration window around the last depth's score, widened until the
//! score falls inside it.

use super::ordering::ScoredMove;
use super::score::{INFINITY, Score};
use super::searcher::Searcher;
use crate::position::Position;

/// The first aspiration window around the last depth's score, in
/// centipoints; it widens fourfold on each failure.
const ASPIRATION_CENTIPOINTS: i32 = 50;

impl Searcher {
    /// One depth at the root, in a window around `last` that widens until
    /// the score falls inside it.
    pub(super) fn aspiration(
        &mut self,
        pos: &Position,
        order: &mut [(ScoredMove, i32)],
        depth: i32,
        last: i32,
    ) -> i32 {
        let mut window = ASPIRATION_CENTIPOINTS;
        let near_end = last.abs() > Score::MAX_EVAL;
        let (mut alpha, mut beta) = if depth < 4 || near_end {
            (-INFINITY, INFINITY)
        } else {
            (last - window, last + window)
        };
        // Kept from one window to the next: a move that failed high is
        // better than the last depth's best, even if a limit stops the
        // search before the wider window has its exact score.
        self.depth_best = None;
        loop {
            let score = self.root(pos, order, depth, alpha, beta);
            if self.clock.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - window).max(-INFINITY);
            } else if score >= beta {
                // The move that failed high is searched first in the wider
                // window, so that it stays the depth's best until a move
                // beats it there.
                if let Some((m, ..)) = self.depth_best {
                    if let Some(i) = order.iter().position(|(o, _)| o.mv == m) {
                        order[..=i].rotate_right(1);
                    }
                }
                beta = (beta + window).min(INFINITY);
            } else {
                return score;
            }
            window *= 4;
            if window > 2_000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    /// The root of one depth: every move, the first with the full window,
    /// the others with a null window and again in full if they beat it.
    fn root(
        &mut self,
        pos: &Position,
        order: &mut [(ScoredMove, i32)],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.clock.nodes += 1;
        self.pv.clear(0);
        let mut best = -INFINITY;
        for (i, entry) in order.iter_mut().enumerate() {
            let m = entry.0;
            let score = match self.ends.immediate(&m, 0) {
                Some(score) => {
                    self.pv.clear(1);
                    score
                }
                None if i == 0 => self.after(pos, &m, depth - 1, alpha, beta, 0),
                None => {
                    let mut s = self.after(pos, &m, depth - 1, alpha, alpha + 1, 0);
                    if s > alpha && s < beta && !self.clock.stopped {
                        s = self.after(pos, &m, depth - 1, alpha, beta, 0);
                    }
                    s
                }
            };
            if self.clock.stopped {
                return best;
            }
            // Once one move is searched the search has an answer, and a
            // limit may stop it: depth 1 alone can be long under duels.
            self.clock.may_stop = true;
            entry.1 = score;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.pv.update(0, m.mv);
                    self.depth_best = Some((m.mv, score, self.pv.root_line()));
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Limits;
    use crate::search::ordering::Picker;
    use alloc::vec;
    use alloc::vec::Vec;

    #[test]
    fn a_move_that_failed_high_stays_the_best_when_a_limit_stops_the_wider_window() {
        // Black's Warrior on e3 takes the Orange Dwar on g3 for nothing
        // (e3-f3-g3). Searched after a quiet move, in a window around the
        // evaluation before it, it fails high; the search widens the window
        // and a node limit stops it there. The capture, better than
        // anything the window held, must stay the depth's best.
        let pos = Position::from_text("9P/10/1D8/10/10/1N8/10/4w1D3/f9/p9 b - 0 1").unwrap();
        let take: crate::Move = "e3g3".parse().unwrap();
        let quiet: crate::Move = "a1b1".parse().unwrap();
        let mut picker = Picker::new();
        picker.start(&pos, None, [None; 2]);
        let history = super::super::ordering::History::new();
        let mut moves = Vec::new();
        while let Some(m) = picker.next(&pos, &history) {
            moves.push(m);
        }
        let find = |mv| *moves.iter().find(|m| m.mv == mv).unwrap();
        let order = || vec![(find(quiet), -INFINITY), (find(take), -INFINITY)];
        let last = super::super::eval::centipoints(&pos);
        let (alpha, beta) = (last - ASPIRATION_CENTIPOINTS, last + ASPIRATION_CENTIPOINTS);
        // The first window alone, to count its positions.
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(4));
        let score = searcher.root(&pos, &mut order(), 4, alpha, beta);
        assert!(score >= beta, "the capture fails high");
        assert_eq!(searcher.depth_best.as_ref().map(|b| b.0), Some(take));
        let first_window = searcher.clock.nodes;
        // Both windows in full, to stop only inside the wider one.
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(4));
        searcher.aspiration(&pos, &mut order(), 4, last);
        let both = searcher.clock.nodes;
        let extras: Vec<u64> = [1, 10, 100, 1_000]
            .into_iter()
            .filter(|extra| first_window + extra < both)
            .collect();
        assert!(extras.len() >= 3, "{first_window} then {both} positions");
        for extra in extras {
            let mut searcher = Searcher::new(1);
            searcher.start(&pos, &Limits::nodes(first_window + extra));
            searcher.aspiration(&pos, &mut order(), 4, last);
            assert!(searcher.clock.stopped, "{extra}");
            let best = searcher.depth_best.as_ref().map(|b| b.0);
            assert_eq!(
                best,
                Some(take),
                "stopped {extra} positions into the wider window"
            );
        }
    }
}
