//! The root of the search: iterative deepening, one depth after another,
//! each in an aspiration window around the last depth's score.

use super::clock::Clock;
use super::game_end::{self, GameEnd};
use super::limits::Limits;
use super::ordering::{Picker, ScoredMove};
use super::report::{Progress, SearchResult};
use super::score::{MAX_PLY, Score};
use super::searcher::Searcher;
use crate::{Capture, Color, Position};
use alloc::vec;
use alloc::vec::Vec;

/// Above every score.
pub(super) const INFINITY: i32 = Score::WIN.encoded() + 1;

/// The first aspiration window around the last depth's score, in
/// centipoints; it widens fourfold on each failure.
const ASPIRATION_CENTIPOINTS: i32 = 50;

/// The key salt of searches for Orange (any odd 64-bit constant will do:
/// this one is the fractional part of the golden ratio).
const ORANGE_SEARCHES: u64 = 0x9e37_79b9_7f4a_7c15;

impl Searcher {
    /// Searches `pos` within `limits`: the best move, its score, the depth
    /// reached, the positions visited and the principal variation.
    pub fn search(&mut self, pos: &Position, limits: Limits) -> SearchResult {
        self.search_with(pos, limits, |_| {})
    }

    /// [`Searcher::search`], calling `on_depth` after each finished depth.
    ///
    /// ```
    /// use jetan::search::{Limits, Searcher};
    /// use jetan::Position;
    /// let mut depths = Vec::new();
    /// let result = Searcher::new(1).search_with(&Position::default(), Limits::depth(3), |p| {
    ///     depths.push(p.depth);
    ///     assert!(!p.pv.is_empty()); // the line the engine expects
    /// });
    /// assert_eq!(depths, [1, 2, 3]);
    /// assert_eq!(result.depth, 3);
    /// ```
    pub fn search_with(
        &mut self,
        pos: &Position,
        limits: Limits,
        mut on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        self.start(pos, &limits);
        let mut picker = Picker::new();
        let scan = picker.start(pos, None, [None; 2]);
        if let Some(m) = scan.takes_princess {
            return SearchResult {
                best_move: Some(m),
                score: Score::win_in(1),
                depth: 1,
                nodes: 1,
                pv: vec![m],
            };
        }
        // The root's moves in search order, each with its last score.
        let mut order: Vec<(ScoredMove, i32)> = Vec::new();
        while let Some(m) = picker.next(pos, &self.history) {
            order.push((m, -INFINITY));
        }
        let Some(&(first, _)) = order.first() else {
            // The game's result, which the contempt does not change.
            return SearchResult {
                best_move: None,
                score: Score::from_encoded(game_end::finished(pos, 0, 0)),
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            };
        };
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32)
            .clamp(1, MAX_PLY as u32 - 1);
        let mut result = SearchResult {
            best_move: Some(first.mv),
            score: Score::DRAW,
            depth: 0,
            nodes: 0,
            pv: vec![first.mv],
        };
        let mut last = 0;
        for depth in 1..=max_depth as i32 {
            let score = self.aspiration(pos, &mut order, depth, last);
            if self.clock.stopped {
                // A depth cut short still improves on the last one if its
                // best move was searched in full.
                // It is reported like a finished depth, so that the last
                // report names the move returned.
                if let Some((m, score, line)) = self.depth_best.take() {
                    if Some(m) != result.best_move || result.depth == 0 {
                        result.best_move = Some(m);
                        result.score = Score::from_encoded(score);
                        result.depth = depth as u32;
                        result.pv = line;
                        on_depth(&Progress {
                            depth: depth as u32,
                            score: result.score,
                            nodes: self.clock.nodes,
                            pv: &result.pv,
                        });
                    }
                }
                break;
            }
            last = score;
            // The best move first, the rest by their scores (stable, so the
            // order is the same on every machine).
            order.sort_by_key(|&(_, s)| -s);
            result.score = Score::from_encoded(score);
            result.depth = depth as u32;
            result.pv = self.pv.root_line();
            result.best_move = result.pv.first().copied().or(result.best_move);
            on_depth(&Progress {
                depth: depth as u32,
                score: result.score,
                nodes: self.clock.nodes,
                pv: &result.pv,
            });
            self.clock.may_stop = true;
            let decided = result.score.moves_to_win().or(result.score.moves_to_loss());
            if decided.is_some_and(|n| n <= depth as u32) || self.clock.limit_reached() {
                break;
            }
        }
        result.nodes = self.clock.nodes;
        result
    }

    /// Readies the searcher for a search of `pos`.
    pub(super) fn start(&mut self, pos: &Position, limits: &Limits) {
        if self.rules != Some(*pos.rules()) {
            // A new searcher's table is empty already.
            if self.rules.is_some() {
                self.clear();
            }
            self.rules = Some(*pos.rules());
        }
        self.table.next_generation();
        self.history.age();
        self.killers.fill([None; 2]);
        self.clock = Clock::start(limits);
        self.ends = GameEnd {
            chief: pos.rules().chief,
            duels: pos.rules().capture == Capture::Duel,
            contempt_centipoints: self.contempt_centipoints,
        };
        self.salt = match pos.side_to_move() {
            Color::Black => 0,
            Color::Orange => ORANGE_SEARCHES,
        };
        self.depth_best = None;
        self.quiet_duels = 0;
    }

    /// One depth at the root, in a window around `last` that widens until
    /// the score falls inside it.
    fn aspiration(
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
        let last = super::super::eval::evaluate(&pos);
        let (alpha, beta) = (last - ASPIRATION_CENTIPOINTS, last + ASPIRATION_CENTIPOINTS);
        // The first window alone, to count its positions.
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(4));
        let score = searcher.root(&pos, &mut order(), 4, alpha, beta);
        assert!(score >= beta, "the capture fails high");
        assert_eq!(searcher.depth_best.as_ref().map(|b| b.0), Some(take));
        let first_window = searcher.clock.nodes;
        for extra in [1, 10, 100, 1_000] {
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
