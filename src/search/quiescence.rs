//! The quiescence search: at the leaves, the side to move may stand on
//! the evaluation or try its captures, until the position is quiet, so
//! that no leaf is scored in the middle of an exchange. A side whose
//! Princess can be taken next move and cannot step away may not stand: it
//! searches the moves that may save her (Jetan's "standing pat in check").

use super::eval::{CaptureGain, value};
use super::game_end;
use super::node::reach_zone;
use super::ordering::Picker;
use super::princess;
use super::score::{INFINITY, MAX_PLY};
use super::searcher::Searcher;
use crate::position::MATERIAL_DRAW_COUNT;
use crate::position::Position;
use crate::types::{Color, Role};
use core::ops::ControlFlow;

/// A quiescence capture that, even winning its victim for free (with what
/// its lead gains, [`CaptureGain`]), leaves the side this far below
/// alpha is not searched (delta pruning).
const DELTA_MARGIN_CENTIPOINTS: i32 = 200;

/// The kinds a capture may take without the game ending, most valuable
/// first. The Chief is not among them: a side with a piece within reach of
/// the opposing Chief is never pruned before generating ([`reach_zone`]).
const BY_VALUE: [Role; 6] = [
    Role::Flier,
    Role::Thoat,
    Role::Dwar,
    Role::Panthan,
    Role::Warrior,
    Role::Padwar,
];

/// Under duels, the quiescence search stands pat once this many of its
/// own duels are on the line. Both outcomes of a duel are searched in
/// nearly the full window (fair duels leave the first outcome no bound),
/// so an unbounded quiescence search grows like the whole tree of capture
/// sequences: in a Manator middle game depth 1 ran for minutes. Matches of
/// 1, 3 and 4 against 2 showed no difference the games can tell
/// (docs/strength.md), so 2, which still sees a capture and its recapture.
const QUIET_DUELS: u32 = 2;

impl Searcher {
    /// The quiescence search: the side to move may stand on the evaluation
    /// or try its captures, until the position is quiet.
    pub(super) fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv.clear(ply);
        if self.clock.should_stop() {
            return 0;
        }
        self.clock.nodes += 1;
        if pos.material_count() >= MATERIAL_DRAW_COUNT {
            return self.ends.draw(ply);
        }
        // A side whose Princess the other could take next move and who
        // cannot step away may not stand on the evaluation (Jetan's
        // "standing pat in check"): it blocks, takes, or loses. While she
        // can move, it stands pat as ever, as if she had moved: searching
        // every answer to every attack on her instead visited 1.3 to 3
        // times the positions at depths 6 and 7 of the bench's positions
        // (docs/strength.md).
        // Whether she is attacked comes with the evaluation, whose count of
        // her room builds the threat map that holds her square: asked
        // apart, it took about a tenth of a position's instructions in an
        // ending (callgrind, docs/speed.md).
        let evaluation = self.evaluations.evaluate(pos);
        if ply < MAX_PLY && evaluation.princess_attacked && !princess::can_move(pos) {
            return self.evasions(pos, alpha, beta, ply);
        }
        // Standing pat before generating any move: when the evaluation
        // already beats beta, the side to move need not look at its
        // captures (a capture of the Princess would only beat beta by
        // more), as long as it has a move at all. About half of the
        // quiescence nodes end here; it made the search about 1.4 times as
        // fast in positions a second. Whether it has a move is asked of the
        // Panthans first and then of the generator, which stops at the
        // first batch: in an ending without Panthans 14% fewer instructions
        // a position than generating the captures to find out (callgrind).
        let stand = evaluation.centipoints;
        if (stand >= beta || ply >= MAX_PLY) && has_a_move(pos) {
            return stand;
        }
        // Delta pruning before generating: when taking the most valuable
        // piece there is would still leave the side to move below alpha,
        // and none of its pieces is within reach of the opposing Princess
        // or Chief (a capture that ends the game), no capture can help;
        // a quiet move that leaves the other Princess lost still may
        // (`hunt.rs`). The node fails low with `hope`, the most delta
        // pruning assumes a capture could score, not the evaluation: a
        // fail-soft score below alpha says the true score is no higher,
        // and the parent's table entry relies on it.
        let hope = stand
            + CaptureGain::new(pos, stand).of(self.best_victim(pos))
            + DELTA_MARGIN_CENTIPOINTS;
        if hope <= alpha
            && !pos
                .board()
                .by_color(pos.side_to_move())
                .intersects(reach_zone(pos))
            && has_a_move(pos)
        {
            if self.may_hunt(pos, ply) {
                return self.hunt(pos, hope, alpha, beta, ply);
            }
            return hope;
        }
        // Only the captures are generated: the Princess's moves and their
        // threat map are skipped, since she never captures. Against
        // generating every move and keeping the captures, 1.5% to 6% fewer
        // instructions a position on the bench's three positions, the same
        // search (callgrind).
        let mut picker = core::mem::replace(&mut self.pickers[ply], Picker::empty());
        let scan = picker.start_captures(pos);
        let score = if scan.takes_princess.is_some() {
            game_end::won_by_move_at(ply)
        } else if !scan.any_move {
            // Nothing to take: the side stands pat if it can move at all.
            if has_a_move(pos) {
                stand
            } else {
                game_end::finished(pos, ply, self.ends.draw(ply))
            }
        } else if self.quiet_duels >= QUIET_DUELS {
            // Deep enough in duels (never under other rules): it has a
            // capture, so a move, and stands pat.
            stand
        } else {
            alpha = alpha.max(stand);
            self.captures(pos, &mut picker, stand, alpha, beta, ply)
        };
        self.pickers[ply] = picker;
        // Neither standing nor taking reached beta, nor won: a quiet move
        // that leaves the other Princess lost may (`hunt.rs`).
        let won = game_end::won_by_move_at(ply);
        if score < beta.min(won) && !self.clock.stopped && self.may_hunt(pos, ply) {
            return self.hunt(pos, score, alpha.max(score), beta, ply);
        }
        score
    }

    /// A quiescence node whose Princess is attacked and cannot move: every
    /// move that may save her is searched (its children in the quiescence
    /// search): the captures, and the quiet moves that end within two king
    /// steps of her, where a piece may block the attacker's path (an
    /// attacker stands within three steps, so its path to her does).
    /// Every other move leaves her to be taken next move.
    fn evasions(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let princess = pos.board().pieces(pos.side_to_move(), Role::Princess);
        let one = princess | princess.king_steps();
        let blocks = one | one.king_steps();
        // A move that does not save her: the other side takes her next,
        // unless the move itself ends the game by the material draw's
        // count, which every move but a capture then reaches (RULES.md
        // 6.4): then every move is searched.
        let lost = -game_end::won_by_move_at(ply + 1);
        let count_runs_out = pos.material_count() + 1 >= MATERIAL_DRAW_COUNT;
        let mut picker = core::mem::replace(&mut self.pickers[ply], Picker::empty());
        let scan = picker.start(pos, None, [None; 2]);
        let score = if scan.takes_princess.is_some() {
            // Taking hers first wins.
            game_end::won_by_move_at(ply)
        } else if !scan.any_move {
            game_end::finished(pos, ply, self.ends.draw(ply))
        } else {
            let mut best = -INFINITY;
            while let Some(m) = picker.next(pos, &self.history) {
                if m.is_quiet() && !blocks.contains(m.mv.to()) && !count_runs_out {
                    best = best.max(lost);
                    continue;
                }
                let score = match self.ends.immediate(&m, ply) {
                    Some(score) => score,
                    None => {
                        // A duel counts towards the quiescence search's
                        // duels, as among the captures.
                        let duel = u32::from(self.ends.duels && m.victim.is_some());
                        self.quiet_duels += duel;
                        let score = self.after(pos, &m, 0, alpha, beta, ply);
                        self.quiet_duels -= duel;
                        score
                    }
                };
                if self.clock.stopped {
                    best = 0;
                    break;
                }
                if raise(score, &mut best, &mut alpha, beta) {
                    break;
                }
            }
            best
        };
        self.pickers[ply] = picker;
        score
    }

    /// The captures of a quiescence node, best victim first.
    fn captures(
        &mut self,
        pos: &Position,
        picker: &mut Picker,
        stand: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let mut best = stand;
        let gains = CaptureGain::new(pos, stand);
        while let Some(m) = picker.next(pos, &self.history) {
            let score = match self.ends.immediate(&m, ply) {
                Some(score) => score,
                None => {
                    let gain = gains.of(m.victim.map_or(0, value));
                    if stand + gain + DELTA_MARGIN_CENTIPOINTS <= alpha {
                        // Skipped, it may still score up to that bound.
                        best = best.max(stand + gain + DELTA_MARGIN_CENTIPOINTS);
                        continue;
                    }
                    if self.ends.duels {
                        // Depth 0: each outcome goes to the quiescence
                        // search, one duel deeper.
                        self.quiet_duels += 1;
                        let score = self.duel(pos, &m, 0, alpha, beta, ply);
                        self.quiet_duels -= 1;
                        score
                    } else {
                        let mut child = *pos;
                        child.play_unchecked(m.mv);
                        -self.quiesce(&child, -beta, -alpha, ply + 1)
                    }
                }
            };
            if self.clock.stopped {
                return 0;
            }
            if raise(score, &mut best, &mut alpha, beta) {
                break;
            }
        }
        best
    }

    /// The worth of the most valuable piece the side to move could take,
    /// the royals aside.
    fn best_victim(&self, pos: &Position) -> i32 {
        let theirs = pos.board().by_color(pos.side_to_move().opposite());
        BY_VALUE
            .iter()
            .find(|&&role| pos.board().by_role(role).intersects(theirs))
            .map_or(0, |&role| value(role))
    }
}

/// Takes a move's `score` into a node's `best` and `alpha` (fail-soft):
/// whether it reaches `beta`, so that the node's other moves need no
/// search.
#[inline(always)]
pub(super) fn raise(score: i32, best: &mut i32, alpha: &mut i32, beta: i32) -> bool {
    if score > *best {
        *best = score;
        if score > *alpha {
            *alpha = score;
            return score >= beta;
        }
    }
    false
}

/// Whether the side to move has a legal move, known without generating
/// them: a Panthan with a square to step to (forward, sideways or
/// diagonally forward, under every rule reading) has one. `false` only
/// means "not known".
fn surely_has_a_move(pos: &Position) -> bool {
    let us = pos.side_to_move();
    let board = pos.board();
    let panthans = board.pieces(us, Role::Panthan);
    let forward = match us {
        Color::Black => panthans.north(),
        Color::Orange => panthans.south(),
    };
    let steps = forward | forward.east() | forward.west() | panthans.east() | panthans.west();
    !(steps - board.by_color(us)).is_empty()
}

/// Whether the side to move has a legal move: known at once when a
/// Panthan can step, else from the first batch of moves the generator
/// hands out (generation stops there).
fn has_a_move(pos: &Position) -> bool {
    surely_has_a_move(pos)
        || pos
            .try_for_each_piece_moves(|_| ControlFlow::Break(()))
            .is_break()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::eval;
    use crate::search::{Limits, Score};
    use crate::test_support::{no_move_attacks_her, nothing_to_take, random_position, xorshift};
    use alloc::vec::Vec;

    fn quiesce(text: &str, alpha: i32, beta: i32) -> (i32, i32) {
        let pos = Position::from_text(text).unwrap();
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(1));
        (
            searcher.quiesce(&pos, alpha, beta, 0),
            eval::centipoints(&pos),
        )
    }

    #[test]
    fn the_deepest_ply_stands_pat_even_when_her_princess_is_attacked() {
        // The search suite's CHIEF_DUEL: the Orange Chief attacks the Black
        // Princess, who cannot move. Below the deepest ply there is no room
        // to search her evasions: there the side stands on the evaluation.
        let pos = Position::from_text("9P/10/10/10/10/10/2C7/10/4c5/p9 b - 0 1").unwrap();
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(1));
        let score = searcher.quiesce(&pos, -INFINITY, INFINITY, MAX_PLY);
        assert_eq!(score, eval::centipoints(&pos));
    }

    /// `count` random positions that `keep` keeps.
    fn positions(count: usize, most: u64, keep: impl Fn(&Position) -> bool) -> Vec<Position> {
        let mut state = 17;
        let mut found = Vec::new();
        while found.len() < count {
            if let Some(pos) = random_position(|| xorshift(&mut state), most) {
                if keep(&pos) {
                    found.push(pos);
                }
            }
        }
        found
    }

    /// Positions in which Black's Princess is attacked and cannot move.
    fn attacked_and_stuck(count: usize) -> Vec<Position> {
        positions(count, 4, |pos| {
            princess::attacked(pos) && !princess::can_move(pos)
        })
    }

    #[test]
    fn what_the_quiescence_search_asks_of_a_position_is_what_its_moves_say() {
        // Each question answered from the legal moves, plainly: of the side
        // to move, and of the other side in the same position.
        let mut none = 0;
        for pos in positions(3_000, 6, |_| true) {
            let us = pos.side_to_move();
            let moves = pos.legal_moves();
            let princess = pos.board().pieces(us, Role::Princess).lowest().unwrap();
            let role_of = |m: &crate::Move| pos.board().piece_at(m.from()).map(|p| p.role);
            let theirs =
                Position::from_text(&alloc::format!("{pos}").replace(" b ", " o ")).unwrap();
            let attacked = theirs
                .legal_moves()
                .iter()
                .any(|m| m.to() == princess && role_of(m) != Some(Role::Princess));
            assert_eq!(princess::attacked(&pos), attacked, "{pos}");
            let she_moves = moves.iter().any(|m| m.from() == princess);
            assert_eq!(princess::can_move(&pos), she_moves, "{pos}");
            assert_eq!(has_a_move(&pos), !moves.is_empty(), "{pos}");
            let panthan_moves = moves.iter().any(|m| role_of(m) == Some(Role::Panthan));
            assert_eq!(surely_has_a_move(&pos), panthan_moves, "{pos}");
            none += usize::from(moves.is_empty());
        }
        assert!(none > 0, "no position without a move");
    }

    /// The score of a position whose Princess is attacked and cannot
    /// move, worked out plainly: every legal move, each searched below as
    /// the quiescence search searches a reply, the best of them.
    fn every_move(searcher: &mut Searcher, pos: &Position) -> i32 {
        let mut picker = Picker::new();
        picker.start(pos, None, [None; 2]);
        let history = super::super::ordering::History::new();
        let mut best = None;
        while let Some(m) = picker.next(pos, &history) {
            let score = searcher.ends.immediate(&m, 0).unwrap_or_else(|| {
                let mut child = *pos;
                child.play_unchecked(m.mv);
                -searcher.quiesce(&child, -INFINITY, INFINITY, 1)
            });
            best = best.max(Some(score));
        }
        best.unwrap_or_else(|| game_end::finished(pos, 0, searcher.ends.draw(0)))
    }

    /// As [`every_move`], the captures only.
    fn captures_only(searcher: &mut Searcher, pos: &Position) -> i32 {
        let mut picker = Picker::new();
        picker.start(pos, None, [None; 2]);
        let history = super::super::ordering::History::new();
        let mut best = -game_end::won_by_move_at(1);
        while let Some(m) = picker.next(pos, &history) {
            if m.is_quiet() {
                continue;
            }
            let score = searcher.ends.immediate(&m, 0).unwrap_or_else(|| {
                let mut child = *pos;
                child.play_unchecked(m.mv);
                -searcher.quiesce(&child, -INFINITY, INFINITY, 1)
            });
            best = best.max(score);
        }
        best
    }

    #[test]
    fn the_material_draws_last_move_saves_a_princess_who_is_stuck() {
        // By hand from RULES.md 6.4: each side has its Princess, its Chief
        // and a Panthan, so the material condition holds, and its count
        // stands at 9. Orange's Chief on c3 attacks Black's Princess on a1
        // (c3-b3-b2-a1) and threatens every square within three king steps
        // of it, all of hers; nothing of Black's can take it or stand in
        // its way. But any move of Black's brings the count to 10: the game
        // is drawn, not lost.
        let pos = Position::from_text("9P/10/2N7/10/10/10/10/2C7/7n2/p8c b - 9 1").unwrap();
        assert!(princess::attacked(&pos) && !princess::can_move(&pos));
        let mut after = pos;
        after.play("h2h3".parse().unwrap()).unwrap();
        assert_eq!(
            after.outcome(),
            Some(crate::Outcome::Draw(crate::DrawReason::Material))
        );
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(1));
        let score = searcher.quiesce(&pos, -INFINITY, INFINITY, 0);
        assert_eq!(score, -searcher.ends.draw(1));
    }

    #[test]
    fn a_princess_attacked_and_stuck_is_saved_by_the_best_of_all_moves() {
        // Only captures and moves within two king steps of her are
        // searched; every other move leaves her to be taken. In the full
        // window the result must be that of searching every move. (In a
        // narrower one delta pruning may cut a capture that leads to a
        // win, so a bound from it is the heuristic's, not a proof.)
        let mut kinds = [0; 4];
        for pos in attacked_and_stuck(1_500) {
            let mut searcher = Searcher::new(1);
            searcher.start(&pos, &Limits::depth(1));
            let exact = every_move(&mut searcher, &pos);
            let by_captures = captures_only(&mut searcher, &pos);
            let lost = -game_end::won_by_move_at(1);
            kinds[if exact == lost {
                0
            } else if exact > Score::MAX_EVAL {
                1
            } else if exact == by_captures {
                2
            } else {
                3
            }] += 1;
            assert_eq!(
                searcher.quiesce(&pos, -INFINITY, INFINITY, 0),
                exact,
                "{pos}"
            );
        }
        // Lost, won, saved by a capture and saved by a quiet move: each is
        // among the positions.
        assert!(kinds.iter().all(|&n| n >= 3), "{kinds:?}");
    }

    #[test]
    fn a_free_piece_is_taken_and_scored_from_the_side_that_took_it() {
        // The search suite's HANGING_DWAR with the Princess on a1: Black's
        // Warrior e3 takes the Orange Dwar on g3 (e3-f3-g3), and nothing
        // Orange has can take back. Black's score is the position after
        // the capture, scored for Orange and negated, above standing on
        // the evaluation.
        let pos = Position::from_text("9P/10/1D8/10/10/1N8/10/4w1D3/f9/p9 b - 0 1").unwrap();
        let mut after = pos;
        after.play("e3g3".parse().unwrap()).unwrap();
        assert!(
            after
                .legal_moves()
                .iter()
                .all(|m| after.board().piece_at(m.to()).is_none())
        );
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(1));
        let score = searcher.quiesce(&pos, -INFINITY, INFINITY, 0);
        assert_eq!(score, -eval::centipoints(&after));
        assert!(score > eval::centipoints(&pos));
    }

    #[test]
    fn a_quiescence_node_scores_the_best_of_standing_and_each_capture() {
        // One level written plainly, the level below searched by the
        // quiescence search itself: over random positions whose Princess
        // is safe and whose side has no move that attacks the other
        // Princess (else it may hunt, `hunt.rs`), the evaluation or the
        // best capture, whichever is more.
        let mut better = 0;
        let calm = |pos: &Position| !princess::attacked(pos) && no_move_attacks_her(pos);
        for pos in positions(1_000, 5, calm) {
            let mut searcher = Searcher::new(1);
            searcher.start(&pos, &Limits::depth(1));
            let stand = eval::centipoints(&pos);
            let best = captures_only(&mut searcher, &pos).max(stand);
            let moves = pos.legal_moves();
            let expected = if moves.is_empty() {
                game_end::finished(&pos, 0, searcher.ends.draw(0))
            } else {
                best
            };
            better += usize::from(expected > stand);
            assert_eq!(
                searcher.quiesce(&pos, -INFINITY, INFINITY, 0),
                expected,
                "{pos}"
            );
        }
        assert!(better >= 20, "{better}");
    }

    #[test]
    fn a_node_that_fails_low_by_delta_pruning_returns_a_bound_of_its_exact_score() {
        // Fail-soft: a score at or below alpha says the exact score is no
        // higher. In windows above the exact score, delta pruning skips
        // the captures that cannot reach alpha, though one of them may give
        // the exact score: the node must return at least that, not the
        // evaluation. Random positions with both escapes unspent (so that
        // neither side hunts, `hunt.rs`), Black's Princess safe, and after
        // each capture nothing for Orange to take (nor a royal to take,
        // which ends the game): the exact score is then, plainly, the best
        // of the evaluation and each capture's position evaluated for
        // Orange and negated. Where a capture scores more than delta
        // pruning assumes (its victim's gain and the margin above the
        // evaluation), no bound is promised: counted apart.
        let both_escapes = |pos: Position| {
            Position::from_text(&alloc::format!("{pos}").replace(" b - ", " b bo ")).ok()
        };
        let calm = |pos: &Position| {
            !princess::attacked(pos)
                && pos.legal_moves().iter().all(|&m| {
                    let mut after = *pos;
                    match pos.board().piece_at(m.to()) {
                        None => true,
                        Some(victim) if matches!(victim.role, Role::Chief | Role::Princess) => {
                            false
                        }
                        Some(_) => after.play(m).is_ok() && nothing_to_take(&after),
                    }
                })
        };
        let (mut checked, mut taking, mut missed) = (0, 0, 0);
        let found = positions(1_000, 5, |_| true)
            .into_iter()
            .filter_map(both_escapes);
        for pos in found.filter(|pos| calm(pos)) {
            let stand = eval::centipoints(&pos);
            let gains = CaptureGain::new(&pos, stand);
            let (mut exact, mut assumed) = (stand, true);
            for &m in pos.legal_moves().iter() {
                let Some(victim) = pos.board().piece_at(m.to()) else {
                    continue;
                };
                let mut after = pos;
                after.play(m).expect("a legal move");
                let score = -eval::centipoints(&after);
                exact = exact.max(score);
                assumed &= score <= stand + gains.of(value(victim.role)) + DELTA_MARGIN_CENTIPOINTS;
            }
            let mut searcher = Searcher::new(1);
            searcher.start(&pos, &Limits::depth(1));
            assert_eq!(
                searcher.quiesce(&pos, -INFINITY, INFINITY, 0),
                exact,
                "{pos}"
            );
            if !assumed {
                missed += 1;
                continue;
            }
            checked += 1;
            taking += usize::from(exact > stand);
            for above in [1, 100, 400, 1_000] {
                let alpha = exact + above;
                let score = searcher.quiesce(&pos, alpha, alpha + 1, 0);
                assert!(
                    (exact..=alpha).contains(&score),
                    "{pos} in {alpha}..{}: {score}, exact {exact}",
                    alpha + 1
                );
            }
        }
        assert!(
            checked >= 100 && taking >= 20,
            "{checked} checked, {taking} taking, {missed} missed"
        );
    }

    #[test]
    fn a_defended_piece_is_not_taken() {
        // The search suite's DEFENDED_PANTHAN: Black's Flier a2 can take
        // the Panthan on b5, but Orange's Dwar takes the Flier back
        // (b8-b7-b6-b5). Black stands on the evaluation.
        let pos = Position::from_text("9P/10/1D8/10/10/1N8/10/10/f9/p9 b - 0 1").unwrap();
        let mut after = pos;
        after.play("a2b5".parse().unwrap()).unwrap();
        after.play("b8b5".parse().unwrap()).unwrap();
        assert!(eval::centipoints(&after) < eval::centipoints(&pos));
        let mut searcher = Searcher::new(1);
        searcher.start(&pos, &Limits::depth(1));
        let score = searcher.quiesce(&pos, -INFINITY, INFINITY, 0);
        assert_eq!(score, eval::centipoints(&pos));
    }

    #[test]
    fn a_side_far_behind_still_takes_the_princess() {
        // Black's Warrior e3 takes the Orange Princess on e5 (e3-e4-e5);
        // Black is a Flier, a Dwar and a Thoat down, so even the Flier
        // taken would leave it below a window at 0. A piece within reach of
        // her is never pruned: the capture wins.
        let (score, stand) = quiesce("10/10/9D/9T/10/4P5/10/4w1F3/10/p9 b - 0 1", 0, 1);
        assert!(
            stand + value(Role::Flier) + DELTA_MARGIN_CENTIPOINTS <= 0,
            "{stand}"
        );
        assert_eq!(score, game_end::won_by_move_at(0));
        assert!(score > Score::MAX_EVAL);
    }

    #[test]
    fn a_princess_boxed_in_but_not_attacked_stands_pat() {
        // Black's Princess a1 cannot move: her own pieces fill every square
        // within three king steps (a1 to d4), where she could go, and her
        // escape is spent. Nothing attacks her and Black has nothing to
        // take: Black stands on the evaluation. (Were she attacked, each
        // move that ends beyond two king steps of her would lose, and no
        // move ends within them.)
        let boxed = "9P/10/10/10/10/10/ffaa6/nnnn6/nnnn6/pwdt6 b - 0 1";
        let (score, stand) = quiesce(boxed, -INFINITY, INFINITY);
        assert_eq!(score, stand);
    }
}
