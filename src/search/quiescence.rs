//! The quiescence search: at the leaves, the side to move may stand on
//! the evaluation or try its captures, until the position is quiet, so
//! that no leaf is scored in the middle of an exchange. A side whose
//! Princess can be taken next move and cannot step away may not stand: it
//! searches the moves that may save her (Jetan's "standing pat in check").

use super::eval::{self, value};
use super::game_end;
use super::node::reach_zone;
use super::ordering::Picker;
use super::score::{INFINITY, MAX_PLY};
use super::searcher::Searcher;
use crate::movegen::within_one_move;
use crate::position::MATERIAL_DRAW_COUNT;
use crate::position::Position;
use crate::types::{Bitboard, Color, Role};
use core::ops::ControlFlow;

/// A quiescence capture that, even winning its victim for free, leaves the
/// side this far below alpha is not searched (delta pruning).
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
        if ply < MAX_PLY && princess_attacked(pos) && !princess_can_move(pos) {
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
        let stand = eval::centipoints(pos);
        if (stand >= beta || ply >= MAX_PLY) && has_a_move(pos) {
            return stand;
        }
        // Delta pruning before generating: when taking the most valuable
        // piece there is would still leave the side to move below alpha,
        // and none of its pieces is within reach of the opposing Princess
        // or Chief (a capture that ends the game), no capture can help.
        if stand + self.best_victim(pos) + DELTA_MARGIN_CENTIPOINTS <= alpha
            && !pos
                .board()
                .by_color(pos.side_to_move())
                .intersects(reach_zone(pos))
            && has_a_move(pos)
        {
            return stand;
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
        // A move that does not save her: the other side takes her next.
        let lost = -game_end::won_by_move_at(ply + 1);
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
                if m.is_quiet() && !blocks.contains(m.mv.to()) {
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
                if score > best {
                    best = score;
                    if score > alpha {
                        alpha = score;
                        if score >= beta {
                            break;
                        }
                    }
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
        while let Some(m) = picker.next(pos, &self.history) {
            let score = match self.ends.immediate(&m, ply) {
                Some(score) => score,
                None => {
                    let gain = m.victim.map_or(0, value);
                    if stand + gain + DELTA_MARGIN_CENTIPOINTS <= alpha {
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
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
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

/// Whether the other side could take the side to move's Princess next
/// move: one of its pieces, within three king steps of her (no piece
/// reaches further), can move onto her square.
fn princess_attacked(pos: &Position) -> bool {
    let us = pos.side_to_move();
    let them = us.opposite();
    let board = pos.board();
    let Some(princess) = board.pieces(us, Role::Princess).lowest() else {
        return false;
    };
    let attackers = board.by_color(them) - board.pieces(them, Role::Princess);
    attackers.intersects(within_one_move(Bitboard::from_square(princess)))
        && !pos.attackers(princess, them).is_empty()
}

/// Whether the side to move's Princess has a legal move (her escape
/// included).
fn princess_can_move(pos: &Position) -> bool {
    let princess = pos.board().pieces(pos.side_to_move(), Role::Princess);
    pos.try_for_each_piece_moves_in(princess, Bitboard::FULL, |batch| {
        if batch.is_empty() {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    })
    .is_break()
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
