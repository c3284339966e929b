//! The `moves` command: the legal moves of one piece, or all of them
//! grouped by the piece that makes them.

use super::algebraic;
use jetan::{Position, Square};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The answer to `moves` (`square` None) or `moves SQUARE`. Under duels a
/// capture is listed once: its outcome is not the player's choice.
pub fn list(pos: &Position, square: Option<&str>) -> String {
    let from = match square.map(str::parse::<Square>) {
        None => None,
        Some(Ok(sq)) => Some(sq),
        Some(Err(_)) => return "Not a square: write moves e2, say.\n".into(),
    };
    // The moves of each piece, by its square (a1 first), in move order.
    let mut by_piece: BTreeMap<u8, Vec<String>> = BTreeMap::new();
    for &m in pos.legal_moves().iter() {
        if m.is_fallen() || from.is_some_and(|sq| m.from() != sq) {
            continue;
        }
        by_piece
            .entry(m.from().index())
            .or_default()
            .push(algebraic(pos, m));
    }
    let count: usize = by_piece.values().map(Vec::len).sum();
    if count == 0 {
        return match from {
            Some(sq) => match pos.piece_at(sq) {
                None => format!("No piece on {sq}.\n"),
                Some(p) if p.color != pos.side_to_move() => {
                    format!("The {p} on {sq} is not yours to move.\n")
                }
                Some(_) => format!("The piece on {sq} has no legal move.\n"),
            },
            None => "No legal moves: the game is over.\n".into(),
        };
    }
    let mut out = String::new();
    if from.is_some() {
        let mut moves: Vec<String> = by_piece.into_values().flatten().collect();
        moves.sort();
        let _ = writeln!(out, "{count} moves: {}", moves.join(" "));
        return out;
    }
    let _ = writeln!(out, "{count} moves, by piece:");
    for (index, mut moves) in by_piece {
        moves.sort();
        let sq = Square::new(index).expect("a square of the board");
        let name = pos.piece_at(sq).map_or("piece", |p| p.role.name());
        let head = format!("  {name} {sq}:");
        out.push_str(&wrap(&head, &moves));
    }
    out
}

/// A terminal's width, less a margin.
const WIDTH: usize = 76;

/// `head` and then `words`, wrapped at [`WIDTH`] columns, the lines after
/// the first indented to stand under the first word.
fn wrap(head: &str, words: &[String]) -> String {
    let mut out = head.to_string();
    let mut column = head.len();
    for word in words {
        if column + 1 + word.len() > WIDTH && column > head.len() {
            out.push('\n');
            out.push_str(&" ".repeat(head.len()));
            column = head.len();
        }
        out.push(' ');
        out.push_str(word);
        column += 1 + word.len();
    }
    out.push('\n');
    out
}
