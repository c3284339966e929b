//! The full-width node of the search: a principal variation search over
//! every move, with the transposition table, futility and late move
//! pruning at the frontier and late move reductions.

use super::game_end;
use super::ordering::{Picker, ScoredMove};
use super::princess;
use super::repetition::repetition_key;
use super::score::{INFINITY, MAX_PLY, Score};
use super::searcher::Searcher;
use super::table::Bound;
use crate::movegen::within_one_move;
use crate::position::MATERIAL_DRAW_COUNT;
use crate::position::Position;
use crate::types::{Bitboard, Color, Role};

/// Futility margins by depth, in centipoints: a calm move at a frontier
/// node is skipped when the evaluation plus this is still no better than
/// alpha.
const FUTILITY_MARGIN_CENTIPOINTS: [i32; 4] = [0, 200, 400, 700];

/// Late move pruning by depth: at a frontier node, calm moves after this
/// many are skipped.
const LATE_MOVES: [usize; 4] = [0, 10, 18, 30];

impl Searcher {
    /// The score of `pos`, `ply` moves below the root, searched `depth`
    /// more moves, within `alpha..beta` (fail-soft: a score outside the
    /// window bounds the true score).
    pub(super) fn node(
        &mut self,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let depth = depth + self.extension(pos, depth, ply);
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply);
        }
        if !self.repetitions {
            return self.full_width(pos, depth, alpha, beta, ply);
        }
        if self.repeats(pos) {
            self.pv.clear(ply);
            self.clock.nodes += 1;
            return self.ends.draw(ply);
        }
        self.path.push((pos.hash(), repetition_key(pos)));
        let score = self.full_width(pos, depth, alpha, beta, ply);
        self.path.pop();
        score
    }

    /// How much deeper than asked `pos` is searched: one move when its
    /// Princess is attacked, as chess engines extend a check. A hunt is a
    /// chain of attacks, each with few answers that save her, and without
    /// the extension the search ends the chain before the net closes (the
    /// conversion suite's figures are in docs/strength.md). Not at the
    /// leaves, where the quiescence search answers an attack on a Princess
    /// who cannot move; and no extension is granted further than twice the
    /// iteration's depth from the root, so that a chase of the Princess
    /// cannot run on: a line then ends within about three times that depth.
    fn extension(&self, pos: &Position, depth: i32, ply: usize) -> i32 {
        i32::from(depth >= 1 && (ply as i32) < 2 * self.root_depth && princess::attacked(pos))
    }

    /// [`Searcher::node`] past the leaves and the repetitions.
    fn full_width(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
    ) -> i32 {
        self.pv.clear(ply);
        if self.clock.should_stop() {
            return 0;
        }
        self.clock.nodes += 1;
        if pos.material_count() >= MATERIAL_DRAW_COUNT {
            return self.ends.draw(ply);
        }
        // Neither side can do better than winning at once or worse than
        // losing at once: a window outside that is decided.
        alpha = alpha.max(-Score::win_in(ply as u32).encoded());
        beta = beta.min(game_end::won_by_move_at(ply));
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash() ^ self.salt;
        let entry = self.table.probe(key);
        if let Some(entry) = entry {
            if !pv_node && entry.depth() >= depth {
                let score = entry.score(ply as i32);
                let cut = match entry.bound() {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }
        let mut picker = core::mem::replace(&mut self.pickers[ply], Picker::empty());
        let hash_move = entry.and_then(|e| e.best());
        let scan = picker.start(pos, hash_move, self.killers[ply]);
        let score = if scan.takes_princess.is_some() {
            game_end::won_by_move_at(ply)
        } else if !scan.any_move {
            game_end::finished(pos, ply, self.ends.draw(ply))
        } else {
            self.moves(pos, &mut picker, depth, alpha, beta, ply)
        };
        self.pickers[ply] = picker;
        score
    }

    /// The moves of a node, best first, and the table entry they leave.
    fn moves(
        &mut self,
        pos: &Position,
        picker: &mut Picker,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let alpha_in = alpha;
        let us = pos.side_to_move();
        let pv_node = beta - alpha > 1;
        // Frontier nodes off the principal variation may skip calm moves
        // that cannot lift the evaluation to alpha (futility pruning), or
        // that come late (late move pruning). It won its match against the
        // engine without it (docs/strength.md).
        let frontier = !pv_node && depth <= 3;
        let stand = if frontier {
            self.evaluations.centipoints(pos)
        } else {
            0
        };
        let zone = reach_zone(pos);
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut i = 0;
        let mut calm_tried = 0;
        self.tried[ply].clear();
        while let Some(m) = picker.next(pos, &self.history) {
            let calm = m.is_quiet() && (m.role == Role::Princess || !zone.contains(m.mv.to()));
            let prunable = calm && frontier && i > 0 && best > -Score::MAX_EVAL;
            if prunable {
                let futility = stand + FUTILITY_MARGIN_CENTIPOINTS[depth as usize];
                if futility <= alpha {
                    // The move skipped may score up to the margin above the
                    // evaluation: the bound stored and returned says so.
                    best = best.max(futility);
                }
                if futility <= alpha || calm_tried >= LATE_MOVES[depth as usize] {
                    i += 1;
                    continue;
                }
            }
            // Late calm moves are searched one to three moves less deep
            // first, and again in full if they beat alpha (late move
            // reductions). It won its match against the engine without it
            // (docs/strength.md).
            let reduction = if calm && depth >= 3 && i >= 3 {
                let r = 1
                    + i32::from(i >= 8)
                    + i32::from(depth >= 6 && i >= 20)
                    + i32::from(m.mv.is_escape());
                r.min(depth - 2)
            } else {
                0
            };
            if calm {
                calm_tried += 1;
            }
            let score = match self.ends.immediate(&m, ply) {
                Some(score) => {
                    self.pv.clear(ply + 1);
                    score
                }
                None => self.child(pos, &m, i, depth, reduction, alpha, beta, ply),
            };
            if self.clock.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m.mv);
                    self.pv.update(ply, m.mv);
                    if score >= beta {
                        if m.is_quiet() {
                            self.reward(us, m, depth, ply);
                        }
                        break;
                    }
                }
            }
            if m.is_quiet() {
                self.tried[ply].push(m);
            }
            i += 1;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            pos.hash() ^ self.salt,
            depth,
            ply as i32,
            best,
            bound,
            best_move,
        );
        best
    }

    /// The score of the `i`th move `m` of a node, searched by its child: the
    /// first with the full window, the others with a null window first.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &Position,
        m: &ScoredMove,
        i: usize,
        depth: i32,
        reduction: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if i == 0 {
            return self.after(pos, m, depth - 1, alpha, beta, ply);
        }
        let mut score = self.after(pos, m, depth - 1 - reduction, alpha, alpha + 1, ply);
        if score > alpha && reduction > 0 && !self.clock.stopped {
            score = self.after(pos, m, depth - 1, alpha, alpha + 1, ply);
        }
        if score > alpha && score < beta && !self.clock.stopped {
            score = self.after(pos, m, depth - 1, alpha, beta, ply);
        }
        score
    }

    /// The score of the move `m` of `pos`, `ply` moves below the root, for
    /// the side that makes it: the position after it searched `depth` more
    /// moves, within `alpha..beta` (fail-soft). Under duels a capture is a
    /// chance node ([`Searcher::duel`]).
    #[inline(always)]
    pub(super) fn after(
        &mut self,
        pos: &Position,
        m: &ScoredMove,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.ends.duels && m.victim.is_some() {
            return self.duel(pos, m, depth, alpha, beta, ply);
        }
        let mut child = *pos;
        child.play_unchecked(m.mv);
        -self.node(&child, depth, -beta, -alpha, ply + 1)
    }

    /// A quiet move cut off: it becomes a killer of its ply, and its
    /// history rises while the quiet moves tried before it fall.
    fn reward(&mut self, us: Color, m: ScoredMove, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(m.mv) {
            killers[1] = killers[0];
            killers[0] = Some(m.mv);
        }
        let bonus = depth * depth;
        self.history.update(us, &m, bonus);
        for tried in &self.tried[ply] {
            self.history.update(us, tried, -bonus);
        }
    }
}

/// The squares within three king steps of the opposing Princess and
/// Chief: no piece reaches further in one move, so only a move ending here
/// can threaten them.
pub(super) fn reach_zone(pos: &Position) -> Bitboard {
    let them = pos.side_to_move().opposite();
    let board = pos.board();
    within_one_move(board.pieces(them, Role::Princess) | board.pieces(them, Role::Chief))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Limits;
    use crate::search::eval;
    use crate::test_support::{nothing_to_take, random_position, xorshift};
    use crate::types::Move;

    #[test]
    fn depth_two_of_one_move_with_one_reply_visits_five_positions() {
        // Depth 1: the root and the position after Black's move, where
        // Orange has nothing to take and stands pat. Depth 2: the root, the
        // position after Black's move, where Orange has one move, and the
        // position after that, where Black has nothing to take and stands
        // pat. Five positions, a node each; found among random positions
        // of few pieces, both escapes kept under the reading that allows
        // one only to a Princess threatened on her square: so no leaf
        // hunts (`hunt.rs`), and no escape adds a move.
        let rules: crate::rules::Rules = "escape-when=threatened".parse().unwrap();
        let mut state = 29;
        let mut checked = 0;
        while checked < 20 {
            let Some(spent) = random_position(|| xorshift(&mut state), 3) else {
                continue;
            };
            let text = spent.to_string().replace(" b - ", " b bo ");
            let Ok(pos) = Position::from_text_with_rules(&text, rules) else {
                continue;
            };
            let lines: Option<(Move, Move)> = pos.legal_moves().iter().find_map(|&m| {
                let mut after = pos;
                after.play(m).ok()?;
                let replies = after.legal_moves();
                let reply = *replies.iter().next()?;
                if replies.len() != 1 {
                    return None;
                }
                let mut last = after;
                last.play(reply).ok()?;
                // Nor could Black take anything were it to move again: an
                // Orange Princess attacked would be searched a move deeper.
                let black_again = after.with_side_to_move(pos.side_to_move());
                let quiet = nothing_to_take(&after)
                    && nothing_to_take(&black_again)
                    && nothing_to_take(&last);
                (quiet && !last.is_over()).then_some((m, reply))
            });
            let Some((m, _)) = lines else {
                continue;
            };
            if !nothing_to_take(&pos) {
                continue;
            }
            let result = Searcher::new(1).search(&pos, Limits::depth(2).with_root_moves([m]));
            assert_eq!((result.depth, result.nodes), (2, 5), "{pos}: {m}");
            checked += 1;
        }
    }

    /// Random positions, Black and Orange to move in turn, whose every move
    /// leads to a quiet leaf: the side to move has no capture, nor has the
    /// other side after any of its moves, the game is not over, and the
    /// Princess of the side to move after it is free to step away. A
    /// depth-1 search of such a position scores each move by the evaluation
    /// of the position it leads to, in any window wider than one (a null
    /// window may prune calm moves at the frontier).
    fn quiet_leaves(count: usize) -> Vec<Position> {
        let free = |pos: &Position| {
            let princess = pos.board().pieces(pos.side_to_move(), Role::Princess);
            pos.legal_moves()
                .iter()
                .any(|m| princess.contains(m.from()))
        };
        let mut state = 41;
        let mut found = Vec::new();
        while found.len() < count {
            let Some(black) = random_position(|| xorshift(&mut state), 3) else {
                continue;
            };
            let pos = if found.len() % 2 == 0 {
                black
            } else {
                let text = black.to_string().replace(" b - ", " o - ");
                match Position::from_text(&text) {
                    Ok(orange) => orange,
                    Err(_) => continue,
                }
            };
            let quiet = nothing_to_take(&pos)
                && pos.legal_moves().iter().all(|&m| {
                    let mut after = pos;
                    after.play(m).is_ok()
                        && !after.is_over()
                        && nothing_to_take(&after)
                        && free(&after)
                });
            if quiet && !pos.legal_moves().is_empty() {
                found.push(pos);
            }
        }
        found
    }

    /// The best of `pos`'s moves, each scored by the evaluation of the
    /// position it leads to, for the side that makes it.
    fn best_evaluation(pos: &Position) -> i32 {
        let moves = pos.legal_moves();
        let scores = moves.iter().map(|&m| {
            let mut after = *pos;
            after.play_unchecked(m);
            -eval::centipoints(&after)
        });
        scores.max().expect("a move")
    }

    #[test]
    fn a_node_whose_princess_is_attacked_is_searched_a_move_deeper_within_twice_the_depth() {
        // Black to move. The Orange Chief on c4 reaches a1 by c4-b3-a2-a1,
        // three king steps over empty squares: Black's Princess is
        // attacked. With the Chief on j1, nine files away, she is not.
        let attacked = Position::from_text("9P/10/10/10/10/10/2C7/10/4c5/p9 b - 0 1").unwrap();
        let safe = Position::from_text("9P/10/10/10/10/10/10/10/4c5/p8C b - 0 1").unwrap();
        let mut searcher = Searcher::new(1);
        searcher.start(&attacked, &Limits::depth(3));
        // In the iteration of depth 3, a node of depth 1 or more is
        // extended up to ply 5, less than twice 3; not at ply 6, nor at the
        // leaves (depth 0), nor without the attack.
        searcher.root_depth = 3;
        for (pos, depth, ply, extension) in [
            (&attacked, 1, 0, 1),
            (&attacked, 5, 5, 1),
            (&attacked, 1, 6, 0),
            (&attacked, 0, 0, 0),
            (&safe, 1, 0, 0),
        ] {
            assert_eq!(
                searcher.extension(pos, depth, ply),
                extension,
                "{pos} at depth {depth}, ply {ply}"
            );
        }
    }

    #[test]
    fn a_node_stores_its_score_as_exact_inside_the_window_and_as_a_bound_outside() {
        // A node of quiet leaves at depth 1 scores the best evaluation
        // after a move, s. Searched in a window with s inside, the entry it
        // leaves is exact; with s at or below alpha it failed low (the true
        // score is at most what it returns: an upper bound), and returns s
        // itself (fail-soft); with s at or above beta it failed high (a
        // lower bound), returning a score from beta to s: the first move
        // that reaches beta. The entry is under the searcher's key of the
        // position (salted when the search is for Orange).
        for pos in quiet_leaves(12) {
            let s = best_evaluation(&pos);
            let windows = [
                (-INFINITY, INFINITY, Bound::Exact),
                (s - 10, s + 10, Bound::Exact),
                (s, s + 10, Bound::Upper),
                (s + 5, s + 15, Bound::Upper),
                (s - 10, s, Bound::Lower),
                (s - 15, s - 5, Bound::Lower),
            ];
            for (alpha, beta, bound) in windows {
                let mut searcher = Searcher::new(1);
                searcher.start(&pos, &Limits::depth(1));
                let score = searcher.node(&pos, 1, alpha, beta, 1);
                let window = format!("{pos} in {alpha}..{beta}");
                if bound == Bound::Lower {
                    assert!((beta..=s).contains(&score), "{window}: {score}");
                } else {
                    assert_eq!(score, s, "{window}");
                }
                let entry = searcher.table.probe(pos.hash() ^ searcher.salt);
                let entry = entry.unwrap_or_else(|| panic!("{window}: no entry"));
                assert_eq!(entry.bound(), bound, "{window}");
                assert_eq!((entry.score(1), entry.depth()), (score, 1), "{window}");
            }
        }
    }

    /// The salt of the table's keys in a search from `root`.
    fn salt_from(root: &Position) -> u64 {
        let mut searcher = Searcher::new(1);
        searcher.start(root, &Limits::depth(1));
        searcher.salt
    }

    /// What a depth-2 node of `pos` (a quiet-leaves position), in a search
    /// from `root`, returns in `alpha..beta` with an entry of `depth`,
    /// `score` and `bound` stored under `key`, and whether it returned at
    /// once (one node).
    fn with_entry(
        root: &Position,
        pos: &Position,
        key: u64,
        (depth, score, bound): (i32, i32, Bound),
        alpha: i32,
        beta: i32,
    ) -> (i32, bool) {
        let mut searcher = Searcher::new(1);
        searcher.start(root, &Limits::depth(2));
        searcher.table.store(key, depth, 1, score, bound, None);
        let result = searcher.node(pos, 2, alpha, beta, 1);
        (result, searcher.clock.nodes == 1)
    }

    #[test]
    fn a_node_returns_a_stored_score_only_off_the_principal_variation_when_it_decides_the_window() {
        // An entry deep enough answers a node of a null window at once when
        // it settles the window: an exact score always, a lower bound at or
        // above beta, an upper bound at or below alpha. A shallower entry,
        // a bound on the wrong side, or a node of the principal variation
        // (a wider window), is searched.
        let leaves = quiet_leaves(4);
        for pos in &leaves {
            let own = pos.hash() ^ salt_from(pos);
            let cases = [
                // (depth, score, bound), alpha, beta: cut?
                ((2, 300, Bound::Exact), 100, 101, true),
                // An exact score answers wherever the window is.
                ((5, 300, Bound::Exact), -400, -399, true),
                ((1, 300, Bound::Exact), 100, 101, false),
                ((2, 300, Bound::Exact), 100, 110, false),
                ((9, 300, Bound::Exact), -INFINITY, INFINITY, false),
                ((2, 300, Bound::Lower), 299, 300, true),
                ((2, 300, Bound::Lower), 300, 301, false),
                ((1, 300, Bound::Lower), 299, 300, false),
                ((2, 300, Bound::Upper), 300, 301, true),
                ((2, 300, Bound::Upper), 299, 300, false),
                ((1, 300, Bound::Upper), 300, 301, false),
            ];
            for (entry, alpha, beta, cut) in cases {
                let (score, at_once) = with_entry(pos, pos, own, entry, alpha, beta);
                assert_eq!(at_once, cut, "{pos}: {entry:?} in {alpha}..{beta}");
                if cut {
                    assert_eq!(score, 300, "{pos}: {entry:?} in {alpha}..{beta}");
                }
            }
            // The key is the position's hash salted by the side the search
            // is for, whoever is to move at the node: a draw scores by the
            // searching side's contempt, so a search for the other side
            // reads none of its entries. The leaves take turns: Black, then
            // Orange to move.
            let exact = (2, 300, Bound::Exact);
            for root in &leaves {
                let theirs = pos.hash() ^ salt_from(root);
                let (_, at_once) = with_entry(root, pos, theirs, exact, 100, 101);
                assert!(at_once, "{pos} from {root}");
                let for_other = root.side_to_move() != pos.side_to_move();
                let (_, at_once) = with_entry(root, pos, own, exact, 100, 101);
                assert_eq!(at_once, !for_other, "{pos} from {root}");
            }
        }
    }

    #[test]
    fn a_node_that_skips_futile_moves_returns_a_bound_they_respect() {
        // Black: Flier a2, Princess e1. Orange: Dwars b8 and b5, Princess
        // j10. Black's only capture, the Flier for the Dwar on b5, looks a
        // gain but the other Dwar takes the Flier back (b8-b7-b6-b5); it is
        // searched first. The calm moves keep the Flier, and none gains the
        // Princess room beyond the 16 counted: on e1 she has 23 already (27
        // squares within three steps less b2, b4, c3 and d4, which the Dwar
        // on b5 threatens; in the corner she had 9, and a step out of it
        // gained more than the margin). Asked whether the
        // position beats a bound above its evaluation by the futility
        // margin, the node skips the calm moves and fails low; what it
        // returns must still bound the score of a search that skips
        // nothing (a window too wide for pruning).
        let pos = Position::from_text("9P/10/1D8/10/10/1D8/10/10/f9/4p5 b - 0 1").unwrap();
        let exact = {
            let mut searcher = Searcher::new(1);
            searcher.start(&pos, &Limits::depth(1));
            searcher.node(&pos, 1, -INFINITY, INFINITY, 1)
        };
        let alpha = eval::centipoints(&pos) + FUTILITY_MARGIN_CENTIPOINTS[1];
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(1));
        let bound = searcher.node(&pos, 1, alpha, alpha + 1, 1);
        assert!(bound <= alpha, "the node fails low");
        assert!(exact < alpha, "so does the full search");
        assert!(exact <= bound, "{exact} is above the bound {bound}");
    }
}
