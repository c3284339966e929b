//! Playing a move and the end of the game (RULES.md 6, and 10 for duels),
//! and counting moves (section 8).

use super::moves::{MoveKind, RefMove};
use super::pieces::{Board, Color, Kind};
use super::position::RefPosition;
use super::rules::{ChiefRule, MaterialRule, NoMoveRule, RefRules};

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefOutcome {
    /// The given side won, for the given reason.
    Win(Color, &'static str),
    /// Drawn, for the given reason.
    Draw(&'static str),
}

impl RefOutcome {
    /// Plain description, e.g. `black wins: princess taken`.
    pub fn text(&self) -> String {
        match self {
            RefOutcome::Win(c, why) => format!("{} wins: {}", c.name(), why),
            RefOutcome::Draw(why) => format!("draw: {why}"),
        }
    }
}

/// The material-draw condition of RULES.md 6.4 (before any count).
pub fn material_condition(board: &Board, rules: &RefRules) -> bool {
    let mut pieces = [0usize; 2];
    let mut chiefs = [0usize; 2];
    let mut princesses = [0usize; 2];
    let mut value = [0u32; 2];
    for &(c, k) in board.iter().flatten() {
        let i = c.index();
        pieces[i] += 1;
        match k {
            Kind::Chief => chiefs[i] += 1,
            Kind::Princess => princesses[i] += 1,
            _ => value[i] += k.value_tenths(),
        }
    }
    let few = pieces[0] <= 3 && pieces[1] <= 3;
    match rules.material {
        MaterialRule::Off => false,
        MaterialRule::Any => few,
        MaterialRule::EqualValue => {
            few && princesses == [1, 1] && chiefs[0] == chiefs[1] && value[0] == value[1]
        }
    }
}

impl RefPosition {
    /// How the game has ended, if it has: by the last move (6.1-6.4) or
    /// because the side to move has no legal move (6.5).
    pub fn result(&self, rules: &RefRules) -> Option<RefOutcome> {
        if let Some(o) = self.ended {
            return Some(o);
        }
        if self.generate(rules).is_empty() {
            return Some(match rules.no_move {
                NoMoveRule::Draw => RefOutcome::Draw("no legal move"),
                NoMoveRule::Loss => {
                    RefOutcome::Win(self.side.other(), "opponent has no legal move")
                }
            });
        }
        None
    }

    /// Plain description of a finished game, e.g. `black wins: princess
    /// taken`, `draw: material`; `None` while the game goes on.
    pub fn outcome(&self, rules: &RefRules) -> Option<String> {
        self.result(rules).map(|o| o.text())
    }

    /// The position after a legal move given as text. Panics on an illegal
    /// move (use `try_play` for an error).
    pub fn play(&self, mv: &str, rules: &RefRules) -> RefPosition {
        self.try_play(mv, rules).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The position after a move given as text, or why it is not legal.
    pub fn try_play(&self, mv: &str, rules: &RefRules) -> Result<RefPosition, String> {
        let m = RefMove::parse(mv).ok_or_else(|| format!("`{mv}` is not coordinate move text"))?;
        if self.ended.is_some() {
            return Err("the game is over".to_string());
        }
        if !self.moves(rules).contains(&m) {
            return Err(format!("`{mv}` is not a legal move in {}", self.to_text()));
        }
        Ok(self.play_move(m, rules))
    }

    /// The position after a legal move (not checked), with the end of the
    /// game by RULES.md 6.1-6.4 (and 10 for duels) recorded in `ended`.
    pub fn play_move(&self, m: RefMove, rules: &RefRules) -> RefPosition {
        let mover = self.side;
        let mut next = self.clone();
        let (_, kind) = self.board[m.from].expect("a piece to move");
        let target = self.board[m.to];
        match m.kind {
            MoveKind::Escape => {
                next.board[m.to] = next.board[m.from].take();
                next.escapes[mover.index()] = false;
            }
            MoveKind::AttackerFalls => {
                // Section 10: the attacker is removed, the defender stays.
                next.board[m.from] = None;
                if kind == Kind::Chief {
                    if target.map(|(_, k)| k) == Some(Kind::Chief) {
                        // The Chiefs duelled: the survivor's side wins.
                        let why = "chief taken by the chief";
                        next.ended = Some(RefOutcome::Win(mover.other(), why));
                    } else if rules.chief == ChiefRule::Draw {
                        // A Chief that falls to another piece is a Chief
                        // taken by another piece (6.3); under chief=removed
                        // it is gone and play goes on.
                        next.ended = Some(RefOutcome::Draw("chief taken by a non-chief"));
                    }
                }
            }
            MoveKind::Ordinary => match target {
                Some((c, Kind::Princess)) if c != mover => {
                    // 6.1: the game is won; she is taken as any captured
                    // piece, the mover on her square. (Under duels too: no
                    // duel with her.)
                    next.board[m.to] = next.board[m.from].take();
                    next.ended = Some(RefOutcome::Win(mover, "princess taken"));
                }
                Some((c, Kind::Chief)) if c != mover => {
                    next.board[m.to] = next.board[m.from].take();
                    if kind == Kind::Chief {
                        next.ended = Some(RefOutcome::Win(mover, "chief taken by the chief"));
                    } else if rules.chief == ChiefRule::Draw {
                        next.ended = Some(RefOutcome::Draw("chief taken by a non-chief"));
                    }
                }
                _ => {
                    next.board[m.to] = next.board[m.from].take();
                }
            },
        }
        // 6.4: the count runs while the condition holds, judged on the
        // board after the move (after the duel, whoever fell).
        let before = material_condition(&self.board, rules);
        let after = material_condition(&next.board, rules);
        next.count = if after && before { self.count + 1 } else { 0 };
        if next.ended.is_none() && after && next.count >= 10 {
            next.ended = Some(RefOutcome::Draw("material"));
        }
        next.side = mover.other();
        if mover == Color::Orange {
            next.move_number += 1;
        }
        next
    }

    /// Leaf nodes of the legal-move tree to `depth` (RULES.md 8).
    pub fn perft(&self, depth: u32, rules: &RefRules) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(rules);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&m| self.play_move(m, rules).perft(depth - 1, rules))
            .sum()
    }

    /// For each legal move (sorted by text), perft(depth - 1) after it.
    pub fn divide(&self, depth: u32, rules: &RefRules) -> Vec<(String, u64)> {
        assert!(depth >= 1, "divide needs depth 1 or more");
        self.moves(rules)
            .iter()
            .map(|&m| (m.text(), self.play_move(m, rules).perft(depth - 1, rules)))
            .collect()
    }
}
