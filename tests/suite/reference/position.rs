//! The position: board, side to move, escapes left, material count, move
//! number; its text (NOTATION.md) and validation.

use std::fmt::Write as _;

use super::pieces::{Board, Color, KINDS, Kind, square_name};
use super::play::{RefOutcome, material_condition};
use super::rules::{PanthanRule, RefRules, Setup};

/// A position: board, side to move, escapes left, material count, move
/// number, and (not part of the text) the end of the game if a move ended it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefPosition {
    pub board: Board,
    pub side: Color,
    /// `escapes[color.index()]`: that side's Princess still has her escape.
    pub escapes: [bool; 2],
    /// Material-draw count (RULES.md 6.4).
    pub count: u32,
    /// Move number, from 1, increased after each Orange move.
    pub move_number: u32,
    /// Set by `play` when the move ended the game by rules 6.1-6.4. Rule 6.5
    /// (no legal move) is found by `result`, since it needs move generation.
    pub ended: Option<RefOutcome>,
}

impl RefPosition {
    /// An empty board, Black to move, both escapes, count 0, move 1.
    /// (Not a valid Jetan position by itself: for hand-built tests.)
    pub fn empty() -> RefPosition {
        RefPosition {
            board: [None; 100],
            side: Color::Black,
            escapes: [true, true],
            count: 0,
            move_number: 1,
            ended: None,
        }
    }

    /// The start position of RULES.md section 2.
    pub fn start(setup_manator: bool, orange_first: bool) -> RefPosition {
        let orange_back = if setup_manator {
            "WADFCPFDAW"
        } else {
            "WADFPCFDAW"
        };
        let side = if orange_first { "o" } else { "b" };
        let text = format!(
            "{orange_back}/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw {side} bo 0 1"
        );
        RefPosition::parse(&text).expect("start position parses")
    }

    /// The start position of the set-up that `rules` names.
    pub fn start_with(rules: &RefRules, orange_first: bool) -> RefPosition {
        RefPosition::start(rules.setup == Setup::Manator, orange_first)
    }

    /// Parses position text (NOTATION.md). The last two fields may be left
    /// out. Checks the grammar and the piece-set validation rules (one
    /// Princess per side, at most one Chief, no more of a kind than the
    /// army). The Panthans' ranks and the count depend on the rule options:
    /// see `validate_panthans` and `validate_count`.
    pub fn parse(text: &str) -> Result<RefPosition, String> {
        let fields: Vec<&str> = text.split(' ').collect();
        if !(3..=5).contains(&fields.len()) {
            return Err(format!(
                "position text has {} fields, expected 3 to 5",
                fields.len()
            ));
        }
        let mut pos = RefPosition::empty();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 10 {
            return Err(format!("placement has {} ranks, expected 10", ranks.len()));
        }
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 9 - i; // first listed is rank 10
            let mut file = 0usize;
            let chars: Vec<char> = rank_text.chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                if c.is_ascii_digit() {
                    let mut n = 0usize;
                    while j < chars.len() && chars[j].is_ascii_digit() {
                        n = n * 10 + chars[j].to_digit(10).unwrap() as usize;
                        j += 1;
                    }
                    if !(1..=10).contains(&n) {
                        return Err(format!("rank {}: empty run {n} is not 1..10", rank + 1));
                    }
                    file += n;
                } else if let Some(kind) = Kind::from_letter(c) {
                    let color = if c.is_ascii_uppercase() {
                        Color::Orange
                    } else {
                        Color::Black
                    };
                    if file < 10 {
                        pos.board[file + 10 * rank] = Some((color, kind));
                    }
                    file += 1;
                    j += 1;
                } else {
                    return Err(format!("rank {}: unexpected character `{c}`", rank + 1));
                }
                if file > 10 {
                    return Err(format!("rank {} covers more than ten squares", rank + 1));
                }
            }
            if file != 10 {
                return Err(format!("rank {} covers {file} squares, not ten", rank + 1));
            }
        }
        pos.side = match fields[1] {
            "b" => Color::Black,
            "o" => Color::Orange,
            s => return Err(format!("side to move `{s}` is not `b` or `o`")),
        };
        pos.escapes = match fields[2] {
            "bo" => [true, true],
            "b" => [true, false],
            "o" => [false, true],
            "-" => [false, false],
            s => return Err(format!("escapes `{s}` is not `bo`, `b`, `o` or `-`")),
        };
        if let Some(s) = fields.get(3) {
            pos.count = match s.parse::<u32>() {
                Ok(n) if n <= 9 && (s.len() == 1) => n,
                _ => return Err(format!("count `{s}` is not 0..9")),
            };
        }
        if let Some(s) = fields.get(4) {
            pos.move_number = match s.parse::<u32>() {
                Ok(n) if n >= 1 && !s.starts_with('0') && !s.starts_with('+') => n,
                _ => return Err(format!("move number `{s}` is not a number from 1")),
            };
        }
        let problems = pos.validate_pieces();
        if !problems.is_empty() {
            return Err(problems.join("; "));
        }
        Ok(pos)
    }

    /// The piece-set problems of NOTATION.md's validation list.
    pub fn validate_pieces(&self) -> Vec<String> {
        let mut problems = Vec::new();
        for color in [Color::Black, Color::Orange] {
            for kind in KINDS {
                let n = self
                    .board
                    .iter()
                    .filter(|p| **p == Some((color, kind)))
                    .count();
                if kind == Kind::Princess && n != 1 {
                    problems.push(format!("{} has {n} Princesses, not one", color.name()));
                } else if n > kind.army() {
                    problems.push(format!(
                        "{} has {n} of {:?}, more than the army's {}",
                        color.name(),
                        kind,
                        kind.army()
                    ));
                }
            }
        }
        problems
    }

    /// The Panthan problem of NOTATION.md's validation list: a Panthan
    /// behind its starting rank. Under `panthan=diagonal-back` a Panthan may
    /// step back onto its home rank, so there is nothing to check.
    pub fn validate_panthans(&self, rules: &RefRules) -> Vec<String> {
        let mut problems = Vec::new();
        if rules.panthan == PanthanRule::DiagonalBack {
            return problems;
        }
        for sq in 0..100 {
            match self.board[sq] {
                Some((Color::Black, Kind::Panthan)) if sq / 10 == 0 => problems.push(format!(
                    "black Panthan on {} behind its rank",
                    square_name(sq)
                )),
                Some((Color::Orange, Kind::Panthan)) if sq / 10 == 9 => problems.push(format!(
                    "orange Panthan on {} behind its rank",
                    square_name(sq)
                )),
                _ => {}
            }
        }
        problems
    }

    /// The count problem of NOTATION.md's validation list, under `rules`.
    pub fn validate_count(&self, rules: &RefRules) -> Option<String> {
        if self.count != 0 && !material_condition(&self.board, rules) {
            Some(format!(
                "count {} while the material condition does not hold",
                self.count
            ))
        } else {
            None
        }
    }

    /// Canonical position text, all five fields.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..10 {
                match self.board[file + 10 * rank] {
                    None => empty += 1,
                    Some((color, kind)) => {
                        if empty > 0 {
                            write!(s, "{empty}").unwrap();
                            empty = 0;
                        }
                        let c = kind.letter();
                        s.push(if color == Color::Black {
                            c.to_ascii_lowercase()
                        } else {
                            c
                        });
                    }
                }
            }
            if empty > 0 {
                write!(s, "{empty}").unwrap();
            }
            if rank > 0 {
                s.push('/');
            }
        }
        let side = if self.side == Color::Black { "b" } else { "o" };
        let escapes = match self.escapes {
            [true, true] => "bo",
            [true, false] => "b",
            [false, true] => "o",
            [false, false] => "-",
        };
        write!(s, " {side} {escapes} {} {}", self.count, self.move_number).unwrap();
        s
    }

    /// The square of `color`'s Princess.
    pub fn princess_square(&self, color: Color) -> Option<usize> {
        (0..100).find(|&sq| self.board[sq] == Some((color, Kind::Princess)))
    }
}
