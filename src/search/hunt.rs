//! The hunt at the leaves: a quiescence node whose side cannot beat beta
//! by standing or by its captures, facing a Princess whose escape is spent
//! (or who has none under the rules), also tries the quiet moves after
//! which the piece moved attacks her and she cannot move. The other side
//! must then save her at once (the quiescence search's evasions), so a net
//! that a quiet move closes is seen at the end of a line instead of a move
//! too late.

use super::princess;
use super::quiescence::raise;
use super::score::MAX_PLY;
use super::searcher::Searcher;
use crate::movegen::{
    in_range, near, near_enough, range_of, reaches, variant::with_move_rules, within_one_move,
};
use crate::position::Position;
use crate::types::{Bitboard, Move, Role};
use alloc::vec::Vec;

impl Searcher {
    /// Whether the quiescence node `pos`, `ply` moves below the root, may
    /// hunt: not twice on a line, not under duels (a capture of the
    /// Princess is no duel, but her evasions would be), only against a
    /// Princess without an escape (while she has it she can nearly always
    /// go), and with a ply to spare below the child, where her evasions
    /// are searched.
    pub(super) fn may_hunt(&self, pos: &Position, ply: usize) -> bool {
        !self.hunting
            && !self.ends.duels
            && ply + 2 < MAX_PLY
            && !pos.may_escape(pos.side_to_move().opposite())
    }

    /// The best of `best` (the score of the node so far) and the quiet
    /// moves of `pos` after which the piece moved attacks the opposing
    /// Princess and she cannot move, each searched by the quiescence
    /// search within `alpha..beta` (fail-soft).
    pub(super) fn hunt(
        &mut self,
        pos: &Position,
        mut best: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let mut moves = core::mem::take(&mut self.hunt_moves);
        attacks_on_her(pos, &mut moves);
        self.hunting = true;
        for &mv in &moves {
            let mut child = *pos;
            child.play_unchecked(mv);
            if princess::can_move(&child) {
                continue;
            }
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.clock.stopped {
                best = 0;
                break;
            }
            if raise(score, &mut best, &mut alpha, beta) {
                break;
            }
        }
        self.hunting = false;
        self.hunt_moves = moves;
        best
    }
}

/// Into `moves` (cleared first), the quiet moves of `pos` of a piece other
/// than the Princess of the side to move after which that piece could
/// move onto the other Princess, leaving out those after which some empty
/// square within three king steps of her lies beyond the longest move
/// ([`in_range`]) of every piece of that side: she could go there. (Under
/// `princess=frightened` she may be unable to reach such a square through
/// threatened ones; a move left out there is only a hunt missed.)
fn attacks_on_her(pos: &Position, moves: &mut Vec<Move>) {
    moves.clear();
    let us = pos.side_to_move();
    let board = pos.board();
    let Some(her) = board.pieces(us.opposite(), Role::Princess).lowest() else {
        return;
    };
    // A piece that attacks her ends within three king steps of her, and so
    // does every move of hers but the escape.
    let zone = within_one_move(Bitboard::from_square(her));
    let open = zone - board.occupied();
    let ours = board.by_color(us) - board.pieces(us, Role::Princess);
    // A square of hers beyond every piece of ours must come within the
    // longest move (three king steps at most) of where the move ends, or be
    // that square.
    let mut targets = open;
    for free in open - in_range(board, ours) {
        targets &= near(free) | Bitboard::from_square(free);
    }
    if targets.is_empty() {
        return;
    }
    with_move_rules!(pos.rules(), |move_rules| {
        pos.for_each_piece_moves_in(ours & near_enough(board, targets), targets, |batch| {
            let from = Bitboard::from_square(batch.from);
            let others = in_range(board, ours - from);
            for to in batch.to {
                let at = Bitboard::from_square(to);
                let after = (open | (zone & from)) - at;
                if !(after - others - range_of(batch.role, at)).is_empty() {
                    continue;
                }
                let occupied = (board.occupied() - from) | at;
                if reaches(batch.role, us, to.bit(), her, occupied, move_rules) {
                    moves.push(batch.to_move(to));
                }
            }
        })
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::score::INFINITY;
    use crate::search::{Limits, eval, game_end};
    use crate::test_support::{
        MOVE_READINGS, nothing_to_take, random_position, random_positions_under, xorshift,
    };
    use crate::types::Square;

    /// King steps between two squares.
    fn distance(a: Square, b: Square) -> u8 {
        let files = a.file().index().abs_diff(b.file().index());
        let ranks = a.rank().index().abs_diff(b.rank().index());
        files.max(ranks)
    }

    /// The moves the hunt looks at, found from the legal moves alone: the
    /// quiet moves of a piece other than the Princess of the side to move,
    /// ending within three king steps of the other Princess, after which
    /// the piece moved could take her were its side to move again; each
    /// with the position it leads to.
    fn quiet_attacks(pos: &Position) -> Vec<(Move, Position)> {
        let us = pos.side_to_move();
        let board = pos.board();
        let her = board
            .pieces(us.opposite(), Role::Princess)
            .lowest()
            .unwrap();
        let theirs = board.by_color(us.opposite());
        let our_princess = board.pieces(us, Role::Princess);
        let mut found = Vec::new();
        for &m in pos.legal_moves().iter() {
            if theirs.contains(m.to())
                || our_princess.contains(m.from())
                || distance(m.to(), her) > 3
            {
                continue;
            }
            let mut after = *pos;
            after.play(m).unwrap();
            let again = after.with_side_to_move(us);
            let attacks = again
                .legal_moves()
                .iter()
                .any(|c| c.from() == m.to() && c.to() == her);
            if attacks {
                found.push((m, after));
            }
        }
        found
    }

    /// Whether the side to move in `pos` has no move of its Princess.
    fn stuck(pos: &Position) -> bool {
        let princess = pos.board().pieces(pos.side_to_move(), Role::Princess);
        pos.legal_moves()
            .iter()
            .all(|m| !princess.contains(m.from()))
    }

    /// Of [`quiet_attacks`], those after which the game goes on and every
    /// reply leaves the Princess to be taken, the game going on.
    fn winning_quiet_moves(pos: &Position) -> Vec<Move> {
        let them = pos.side_to_move().opposite();
        let lost = |last: &Position| {
            let at = last.board().pieces(them, Role::Princess).lowest();
            !last.is_over() && at.is_some_and(|at| last.legal_moves().iter().any(|m| m.to() == at))
        };
        quiet_attacks(pos)
            .into_iter()
            .filter(|(_, after)| {
                !after.is_over()
                    && after.legal_moves().iter().all(|&reply| {
                        let mut last = *after;
                        last.play(reply).unwrap();
                        lost(&last)
                    })
            })
            .map(|(m, _)| m)
            .collect()
    }

    #[test]
    fn the_hunt_wins_exactly_when_a_quiet_move_leaves_her_lost() {
        // Random positions (escapes spent) in which Black, to move, has
        // nothing to take and a Princess that may stand: with the whole
        // window the quiescence search wins by her capture two moves on
        // exactly when a quiet move leaves her lost (`winning_quiet_moves`);
        // and when no quiet attack leaves her without a move, it stands on
        // the evaluation, as without the hunt.
        let mut state = 3;
        let (mut checked, mut won, mut stands) = (0, 0, 0);
        while checked < 3_000 {
            let Some(pos) = random_position(|| xorshift(&mut state), 6) else {
                continue;
            };
            if pos.is_over() || !nothing_to_take(&pos) {
                continue;
            }
            if princess::attacked(&pos) && !princess::can_move(&pos) {
                continue;
            }
            let mut searcher = Searcher::new(1);
            searcher.start(&pos, &Limits::depth(1));
            let score = searcher.quiesce(&pos, -INFINITY, INFINITY, 0);
            let plain = !winning_quiet_moves(&pos).is_empty();
            assert_eq!(score == game_end::won_by_move_at(2), plain, "{pos}");
            won += usize::from(plain);
            let attacks = quiet_attacks(&pos);
            if !attacks.iter().any(|(_, after)| stuck(after)) {
                assert_eq!(score, eval::centipoints(&pos), "{pos}");
                stands += usize::from(!attacks.is_empty());
            }
            checked += 1;
        }
        assert!(won > 10 && stands > 100, "{won} won, {stands} stood");
    }

    #[test]
    fn a_single_hunt_scores_its_move_as_the_quiescence_search_does() {
        // Random positions (escapes spent) where exactly one quiet move
        // leaves her attacked and without a move: the hunt in the whole
        // window scores it as the quiescence search scores the position
        // after it in the whole window, from the other side. A child
        // searched in an empty window instead (the parent's alpha not
        // turned about) would stop at the first evasion it searches and
        // return that bound: some positions must tell the two apart.
        let mut state = 5;
        let (mut checked, mut told_apart) = (0, 0);
        while checked < 400 {
            let Some(pos) = random_position(|| xorshift(&mut state), 8) else {
                continue;
            };
            if pos.is_over() || (princess::attacked(&pos) && !princess::can_move(&pos)) {
                continue;
            }
            let trapping: Vec<(Move, Position)> = quiet_attacks(&pos)
                .into_iter()
                .filter(|(_, after)| stuck(after) && !after.is_over())
                .collect();
            let [(_, after)] = trapping.as_slice() else {
                continue;
            };
            let child = |alpha, beta| {
                let mut searcher = Searcher::new(1);
                searcher.start(&pos, &Limits::depth(1));
                searcher.hunting = true;
                -searcher.quiesce(after, alpha, beta, 1)
            };
            let expected = child(-INFINITY, INFINITY);
            let first_bound = child(-INFINITY, -INFINITY);
            let mut searcher = Searcher::new(1);
            searcher.start(&pos, &Limits::depth(1));
            let score = searcher.hunt(&pos, -INFINITY, -INFINITY, INFINITY, 0);
            assert_eq!(score, expected, "{pos} after {checked}");
            told_apart += usize::from(first_bound != expected);
            checked += 1;
        }
        assert!(told_apart > 0, "no position told the windows apart");
    }

    #[test]
    fn the_moves_tried_are_the_quiet_attacks_that_may_leave_her_stuck() {
        // Under every reading of how pieces move, and with her threat judged
        // in place: every move `attacks_on_her` hands out is a quiet attack
        // (`quiet_attacks`), and every quiet attack after which she has no
        // move is among them (the filters leave out only moves after which
        // she surely has one).
        let mut readings = MOVE_READINGS.to_vec();
        readings.push("threat=in-place");
        let (mut handed, mut stuck_found) = (0, 0);
        for (reading, pos) in random_positions_under(&readings, 300, 8, &mut 11) {
            let mut moves = Vec::new();
            attacks_on_her(&pos, &mut moves);
            let attacks = quiet_attacks(&pos);
            for m in &moves {
                assert!(
                    attacks.iter().any(|(a, _)| a == m),
                    "{reading}: {m} in {pos}"
                );
            }
            for (m, after) in &attacks {
                if stuck(after) {
                    assert!(moves.contains(m), "{reading}: {m} in {pos}");
                    stuck_found += 1;
                }
            }
            handed += moves.len();
        }
        assert!(
            handed > 200 && stuck_found > 20,
            "{handed} handed out, {stuck_found} stuck"
        );
    }

    #[test]
    fn only_a_princess_without_her_escape_is_hunted() {
        // Black's Chief b4-d7 leaves Orange's Princess on d8 lost (RULES.md
        // 4: the Chief then reaches every square within three king steps of
        // d7, which hold all of hers, and no Orange piece is near), found
        // by the test above; with her escape kept the hunt does not look,
        // and under the reading without an escape it does.
        let spent = Position::from_text("10/10/3P6/10/2n7/1n8/1c8/6T1p1/10/10 b - 0 1").unwrap();
        assert_eq!(
            winning_quiet_moves(&spent),
            ["b4d7".parse::<Move>().unwrap()]
        );
        let kept = Position::from_text("10/10/3P6/10/2n7/1n8/1c8/6T1p1/10/10 b o 0 1").unwrap();
        let none =
            Position::from_text_with_rules(&kept.to_string(), "escape=none".parse().unwrap())
                .unwrap();
        let searcher = Searcher::new(1);
        assert!(searcher.may_hunt(&spent, 0));
        // With a ply to spare below the child, where her evasions are
        // searched, and not deeper.
        assert!(searcher.may_hunt(&spent, MAX_PLY - 3));
        assert!(!searcher.may_hunt(&spent, MAX_PLY - 2));
        assert!(!searcher.may_hunt(&kept, 0));
        assert!(searcher.may_hunt(&none, 0));
        let mut searcher = Searcher::new(1);
        searcher.start(&spent, &Limits::depth(1));
        let score = searcher.quiesce(&spent, -INFINITY, INFINITY, 0);
        assert_eq!(score, game_end::won_by_move_at(2));
        // Under duels the hunt does not look either (her evasions would be
        // duels), so the quiescence search does not find the win.
        let duels =
            Position::from_text_with_rules(&spent.to_string(), "capture=duel".parse().unwrap())
                .unwrap();
        let mut searcher = Searcher::new(1);
        searcher.start(&duels, &Limits::depth(1));
        assert!(!searcher.may_hunt(&duels, 0));
        let score = searcher.quiesce(&duels, -INFINITY, INFINITY, 0);
        assert!(score < game_end::won_by_move_at(2), "{score}");
    }
}
