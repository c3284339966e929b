//! Iterative deepening: one depth after another, each line of a MultiPV
//! search in turn, until a limit or a decided game stops it; then the
//! skill's choice among the lines.

use super::clock::Clock;
use super::game_end::{self, GameEnd};
use super::limits::Limits;
use super::multi_pv::merge;
use super::ordering::{Picker, ScoredMove};
use super::repetition::repetition_key;
use super::report::{Line, Progress, SearchResult, per_second};
use super::score::{INFINITY, MAX_PLY, Score};
use super::searcher::Searcher;
use super::skill::{SKILL_LINES, Skill};
use crate::position::Position;
use crate::rules::Capture;
use crate::types::{Color, Move};
use alloc::vec;
use alloc::vec::Vec;
use core::cmp::Reverse;

/// The key salt of searches for Orange (any odd 64-bit constant will do:
/// this one is the fractional part of the golden ratio).
const ORANGE_SEARCHES: u64 = 0x9e37_79b9_7f4a_7c15;

impl Searcher {
    /// The search itself, of `pos` from the path set.
    pub(super) fn deepen(
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
            self.root_depth = depth;
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
                        // This depth's lines best first, as below, then the
                        // last depth's; before depth 1 is done there are no
                        // lines to keep.
                        found.sort_by_key(|line| Reverse(line.score));
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
            // Each line is a search of its own, in its own window, and the
            // pruning of one may miss what another finds: a later line can
            // score above an earlier one. The lines best first, and the
            // next depth's windows in their order (stable sorts, the same
            // on every machine).
            found.sort_by_key(|line| Reverse(line.score));
            last.sort_by_key(|&score| Reverse(score));
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
            self.skill.choose(&scores, || random.next_u64())
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
        self.hunting = false;
        self.root_depth = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_search_starts_a_generation_of_the_table_but_a_helper_does_not() {
        // The helpers search beside the main searcher, in its generation:
        // a second step would age the entries of the search going on.
        let pos = Position::default();
        let mut searcher = Searcher::new(1);
        assert_eq!(searcher.table.generation(), 0);
        searcher.start(&pos, &Limits::depth(1));
        assert_eq!(searcher.table.generation(), 1);
        searcher.start(&pos, &Limits::depth(1));
        assert_eq!(searcher.table.generation(), 2);
        searcher.helper = true;
        searcher.start(&pos, &Limits::depth(1));
        assert_eq!(searcher.table.generation(), 2);
    }
}
