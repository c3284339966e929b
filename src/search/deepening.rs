//! The root of the search: iterative deepening, one depth after another,
//! each in an aspiration window around the last depth's score.

use super::clock::Clock;
use super::game_end::{self, GameEnd};
use super::limits::Limits;
#[cfg(feature = "std")]
use super::limits::StopFlag;
use super::node::repetition_key;
use super::ordering::{Picker, ScoredMove};
use super::report::{Line, Progress, SearchResult, per_second};
use super::score::{MAX_PLY, Score};
use super::searcher::Searcher;
use super::skill::{SKILL_LINES, Skill, next_random};
use crate::{Capture, Color, Game, Move, Position};
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
        on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        self.repetitions = false;
        self.path.clear();
        self.deepen_all(pos, limits, on_depth)
    }

    /// Searches the current position of `game` as [`Searcher::search`]
    /// does, knowing the positions the game went through: a line that
    /// comes back to one of them (or to one earlier in the line) scores it
    /// as a draw, less the contempt. Jetan has no rule on repetition; the
    /// search counts going round as gaining nothing, so that the side
    /// ahead (which the contempt makes dislike draws) looks for something
    /// else, and the side behind may welcome it.
    ///
    /// ```
    /// use jetan::search::{Limits, Searcher};
    /// use jetan::Game;
    /// let mut game = Game::default();
    /// for m in ["a2b4", "a9b7", "b4a2", "b7a9"] {
    ///     game.play(m.parse()?)?;
    /// }
    /// // Back at the start: a2b4 again would only repeat the game.
    /// let mut searcher = Searcher::new(1);
    /// searcher.set_contempt_centipoints(0);
    /// let limits = Limits::depth(2).with_root_moves(["a2b4".parse()?]);
    /// let result = searcher.search_game(&game, limits);
    /// assert_eq!(result.score, jetan::search::Score::DRAW);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn search_game(&mut self, game: &Game, limits: Limits) -> SearchResult {
        self.search_game_with(game, limits, |_| {})
    }

    /// [`Searcher::search_game`], calling `on_depth` after each finished
    /// depth, as [`Searcher::search_with`].
    pub fn search_game_with(
        &mut self,
        game: &Game,
        limits: Limits,
        on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        self.repetitions = true;
        self.path.clear();
        self.path.extend(
            game.positions()
                .iter()
                .map(|p| (p.hash(), repetition_key(p))),
        );
        // The current position is the root: the search pushes it again.
        self.path.pop();
        let result = self.deepen_all(game.position(), limits, on_depth);
        self.path.clear();
        result
    }

    /// The search on every thread: the helpers search until this thread's
    /// search ends, each as a searcher of its own sharing the table.
    fn deepen_all(
        &mut self,
        pos: &Position,
        limits: Limits,
        on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        #[cfg(feature = "std")]
        if !self.helpers.is_empty() {
            return self.deepen_threads(pos, limits, on_depth);
        }
        self.deepen(pos, limits, on_depth)
    }

    #[cfg(feature = "std")]
    fn deepen_threads(
        &mut self,
        pos: &Position,
        limits: Limits,
        on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        // The table's generation and the rules are settled before the
        // helpers start, so that none of them clears the shared table.
        if self.rules != Some(*pos.rules()) {
            if self.rules.is_some() {
                self.clear();
            }
            self.rules = Some(*pos.rules());
        }
        let done = StopFlag::new();
        let mut helpers = core::mem::take(&mut self.helpers);
        for helper in &mut helpers {
            helper.rules = self.rules;
            helper.contempt_centipoints = self.contempt_centipoints;
            helper.duel = self.duel;
            helper.repetitions = self.repetitions;
            helper.path.clone_from(&self.path);
        }
        // The helpers search the same root moves until this thread is done.
        let helper_limits =
            Limits::until_stopped(done.clone()).with_root_moves(limits.root_moves().to_vec());
        let (mut result, helper_nodes) = std::thread::scope(|scope| {
            let running: Vec<_> = helpers
                .iter_mut()
                .map(|helper| {
                    let limits = helper_limits.clone();
                    scope.spawn(move || helper.deepen(pos, limits, |_| {}).nodes)
                })
                .collect();
            let result = self.deepen(pos, limits, on_depth);
            done.stop();
            let nodes: u64 = running
                .into_iter()
                .map(|thread| thread.join().unwrap_or(0))
                .sum();
            (result, nodes)
        });
        self.helpers = helpers;
        result.nodes += helper_nodes;
        result.nodes_per_second = per_second(result.nodes, result.elapsed);
        result
    }

    /// The search itself, of `pos` from the path set.
    fn deepen(
        &mut self,
        pos: &Position,
        limits: Limits,
        mut on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        self.start(pos, &limits);
        if let Some(budget) = self.skill.node_budget() {
            self.clock.cap_nodes(budget);
        }
        if self.repetitions {
            self.path.push((pos.hash(), repetition_key(pos)));
        }
        let mut picker = Picker::new();
        let scan = picker.start(pos, None, [None; 2]);
        if let Some(m) = scan.takes_princess {
            let score = Score::win_in(1);
            self.clock.nodes = 1;
            return self.result(Some(m), 1, vec![Line { score, pv: vec![m] }], score);
        }
        // The root's moves in search order, each with its last score.
        let mut order: Vec<(ScoredMove, i32)> = Vec::new();
        while let Some(m) = picker.next(pos, &self.history) {
            order.push((m, -INFINITY));
        }
        let only = limits.root_moves();
        if order.iter().any(|(m, _)| only.contains(&m.mv)) {
            order.retain(|(m, _)| only.contains(&m.mv));
        }
        let Some(&(first, _)) = order.first() else {
            // The game's result, which the contempt does not change.
            let score = Score::from_encoded(game_end::finished(pos, 0, 0));
            return self.result(None, 0, Vec::new(), score);
        };
        let max_depth = limits
            .max_depth()
            .unwrap_or(MAX_PLY as u32)
            .clamp(1, MAX_PLY as u32 - 1);
        // A weakened searcher chooses among a few lines at least.
        let lines_searched = if self.skill < Skill::FULL {
            self.multi_pv.max(SKILL_LINES)
        } else {
            self.multi_pv
        };
        let wanted = lines_searched.min(order.len());
        let mut best_move = first.mv;
        let mut reached = 0;
        let mut lines = vec![Line {
            score: Score::DRAW,
            pv: vec![first.mv],
        }];
        // Each line's score at the last depth, around which the next
        // depth's window opens.
        let mut last = vec![0; wanted];
        'deepening: for depth in 1..=max_depth as i32 {
            let mut found: Vec<Line> = Vec::with_capacity(wanted);
            for k in 0..wanted {
                // Line k chooses among the moves the lines before it left.
                let score = self.aspiration(pos, &mut order[k..], depth, last[k]);
                if self.clock.stopped {
                    // A depth cut short still improves on the last one: by
                    // its first lines, or by a best move searched in full.
                    if k == 0 {
                        if let Some((m, score, pv)) = self.depth_best.take() {
                            if m != best_move || reached == 0 {
                                found.push(Line {
                                    score: Score::from_encoded(score),
                                    pv,
                                });
                            }
                        }
                    }
                    if !found.is_empty() {
                        // Before depth 1 is done there are no lines to keep.
                        merge(&mut found, if reached > 0 { &lines } else { &[] }, wanted);
                        lines = found;
                        best_move = lines[0].pv[0];
                        reached = depth as u32;
                        // Reported like a finished depth, so that the last
                        // report names the move returned.
                        self.report(&mut on_depth, reached, &lines);
                    }
                    break 'deepening;
                }
                last[k] = score;
                // The best move first, the rest by their scores (stable, so
                // the order is the same on every machine).
                order[k..].sort_by_key(|&(_, s)| -s);
                let mut pv = self.pv.root_line();
                if pv.is_empty() {
                    pv.push(order[k].0.mv);
                }
                found.push(Line {
                    score: Score::from_encoded(score),
                    pv,
                });
            }
            lines = found;
            best_move = lines[0].pv[0];
            reached = depth as u32;
            self.report(&mut on_depth, reached, &lines);
            self.clock.may_stop = true;
            let score = lines[0].score;
            let decided = score.moves_to_win().or(score.moves_to_loss());
            if decided.is_some_and(|n| n <= reached) || self.clock.no_new_depth() {
                break;
            }
        }
        let chosen = {
            let scores: Vec<Score> = lines.iter().map(|l| l.score).collect();
            let random = &mut self.skill_random;
            self.skill.choose(&scores, || next_random(random))
        };
        if chosen > 0 {
            // The line played first, and reported, so that the last
            // report names the move returned.
            lines[..=chosen].rotate_right(1);
            best_move = lines[0].pv[0];
            self.report(&mut on_depth, reached, &lines);
        }
        let score = lines[0].score;
        self.result(Some(best_move), reached, lines, score)
    }

    /// Calls `on_depth` with the lines of `depth`.
    fn report(&self, on_depth: &mut impl FnMut(&Progress), depth: u32, lines: &[Line]) {
        let elapsed = self.clock.elapsed();
        on_depth(&Progress {
            depth,
            score: lines[0].score,
            nodes: self.clock.nodes,
            pv: &lines[0].pv,
            lines,
            elapsed,
            nodes_per_second: per_second(self.clock.nodes, elapsed),
        });
    }

    /// The result of the search now ending.
    fn result(
        &self,
        best_move: Option<Move>,
        depth: u32,
        lines: Vec<Line>,
        score: Score,
    ) -> SearchResult {
        let elapsed = self.clock.elapsed();
        SearchResult {
            best_move,
            score,
            depth,
            nodes: self.clock.nodes,
            pv: lines.first().map(|l| l.pv.clone()).unwrap_or_default(),
            lines,
            elapsed,
            nodes_per_second: per_second(self.clock.nodes, elapsed),
        }
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
        if !self.helper {
            self.table.next_generation();
        }
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

/// `found`, the first lines of a depth cut short, followed by the lines
/// of the depth before (`old`) whose first move is not among them, up to
/// `wanted` lines.
fn merge(found: &mut Vec<Line>, old: &[Line], wanted: usize) {
    for line in old {
        if found.len() >= wanted {
            break;
        }
        if !found.iter().any(|f| f.pv.first() == line.pv.first()) {
            found.push(line.clone());
        }
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
