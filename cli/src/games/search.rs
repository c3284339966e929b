//! A small alpha-beta search over material: a starting point for a
//! computer player, not a strong engine.
//!
//! Negamax with alpha-beta pruning to a fixed depth, then a short
//! capture-only search so that a leaf is not scored in the middle of an
//! exchange. The score is material from the side to move's point of view,
//! valued by [`ValueTable::DEFAULT`] with large values for the royals; a won
//! game scores [`WIN`] less the moves it takes, so that a faster win is
//! preferred. Nothing else is known: no hashing, no iterative deepening, no
//! positional terms.

use jetan::SplitMix64;
use jetan::{Color, Move, Outcome, Position, Role, ValueTable};

/// The score of a game won at the root; a win `n` moves later scores
/// `WIN - n`.
pub const WIN: i32 = 1_000_000;

/// Captures searched at most this many moves past the nominal depth: long
/// enough to finish most exchanges, short enough to bound the search.
const CAPTURE_PLIES: u32 = 4;

/// [`ValueTable::DEFAULT`], with the royals made worth more than all other
/// pieces together (the rest of an army is worth 63.2 points: two Fliers
/// 19.0, two Thoats 11.2, two Dwars 9.8, two Warriors 3.8, two Padwars 3.4
/// and eight Panthans 16.0), in tenths of a point.
/// Taking the Princess ends the game (play takes her off the board, and no
/// search goes on from there), and under the default rules taking the
/// Chief does too, so in the score these values only count under
/// `chief=removed`, where they keep the search from trading a Chief for a
/// Flier; they also put the capture of a royal first in the move order.
pub const fn values() -> ValueTable {
    ValueTable::DEFAULT
        .with_tenths(Role::Chief, 2_000)
        .with_tenths(Role::Princess, 10_000)
}

/// A search and what it cost.
#[derive(Debug)]
pub struct Search {
    values: ValueTable,
    /// How many more plies of captures to search at a leaf.
    capture_plies: u32,
    /// Positions visited so far, over every call.
    pub nodes: u64,
}

impl Search {
    /// A search with the capture extension.
    pub fn new() -> Search {
        Search {
            values: values(),
            capture_plies: CAPTURE_PLIES,
            nodes: 0,
        }
    }

    /// A search that scores its leaves as they stand, without the capture
    /// extension: depth 1 of it is a greedy player.
    pub fn without_captures() -> Search {
        Search {
            capture_plies: 0,
            ..Search::new()
        }
    }

    /// The best move `depth` moves deep (at least 1) and its score, or `None`
    /// when the game is over. Among moves of equal score the first in a
    /// random order wins, so that `rng` varies the games.
    pub fn best_move(
        &mut self,
        pos: &Position,
        depth: u32,
        rng: &mut SplitMix64,
    ) -> Option<(Move, i32)> {
        let mut moves: Vec<Move> = pos.legal_moves().to_vec();
        rng.shuffle(&mut moves);
        // A stable sort keeps the random order among moves of equal rank.
        moves.sort_by_key(|&m| std::cmp::Reverse(self.order_key(pos, m)));
        let mut best = None;
        let mut alpha = -WIN - 1;
        for m in moves {
            let mut child = *pos;
            child.play_unchecked(m);
            let score = -self.node(&child, depth.max(1) - 1, -WIN - 1, -alpha, 1);
            if score > alpha {
                alpha = score;
                best = Some((m, score));
            }
        }
        best
    }

    /// The score of `pos` searched `depth` more moves, `ply` moves below the
    /// root, within the window `alpha..beta`.
    fn node(&mut self, pos: &Position, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        self.nodes += 1;
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return end_score(pos, ply);
        }
        if depth == 0 {
            return self.captures(pos, &moves, alpha, beta, ply, self.capture_plies);
        }
        moves.sort_by_key(|&m| std::cmp::Reverse(self.order_key(pos, m)));
        for &m in moves.iter() {
            let mut child = *pos;
            child.play_unchecked(m);
            let score = -self.node(&child, depth - 1, -beta, -alpha, ply + 1);
            if score >= beta {
                return beta;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// The capture-only search: the side to move may stand on the material
    /// score or try its captures, `plies` more at most.
    fn captures(
        &mut self,
        pos: &Position,
        moves: &[Move],
        mut alpha: i32,
        beta: i32,
        ply: i32,
        plies: u32,
    ) -> i32 {
        let stand = self.material(pos);
        if stand >= beta {
            return beta;
        }
        alpha = alpha.max(stand);
        if plies == 0 {
            return alpha;
        }
        let mut captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| pos.piece_at(m.to()).is_some())
            .collect();
        captures.sort_by_key(|&m| std::cmp::Reverse(self.order_key(pos, m)));
        for m in captures {
            let mut child = *pos;
            child.play_unchecked(m);
            self.nodes += 1;
            let replies = child.legal_moves();
            let score = if replies.is_empty() {
                -end_score(&child, ply + 1)
            } else {
                -self.captures(&child, &replies, -beta, -alpha, ply + 1, plies - 1)
            };
            if score >= beta {
                return beta;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// Material of the side to move less the other side's.
    fn material(&self, pos: &Position) -> i32 {
        let us = pos.side_to_move();
        let side = |color: Color| -> i32 {
            Role::ALL
                .iter()
                .map(|&role| {
                    let count = pos.board().pieces(color, role).len() as i32;
                    count * self.values.tenths(role) as i32
                })
                .sum()
        };
        side(us) - side(us.opposite())
    }

    /// Captures first, the most valuable victim by the least valuable piece
    /// first; then ordinary moves; escapes, the least often useful, last.
    fn order_key(&self, pos: &Position, m: Move) -> i32 {
        let value = |role: Role| self.values.tenths(role) as i32;
        match (pos.piece_at(m.to()), pos.piece_at(m.from())) {
            (Some(victim), Some(attacker)) => {
                100_000 + 16 * value(victim.role) - value(attacker.role) / 16
            }
            _ if m.is_escape() => -1,
            _ => 0,
        }
    }
}

impl Default for Search {
    fn default() -> Search {
        Search::new()
    }
}

/// The score of a finished game for the side to move, `ply` moves below the
/// root.
fn end_score(pos: &Position, ply: i32) -> i32 {
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == pos.side_to_move() => WIN - ply,
        Some(Outcome::Win { .. }) => -(WIN - ply),
        Some(Outcome::Draw(_)) | None => 0,
    }
}
