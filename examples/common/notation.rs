//! Move text for people: the coordinate form of the crate (`e2e3`,
//! `f1~c5`) and the algebraic form of NOTATION.md (`Nb2-b3`, `Fd1xe4`,
//! `Pf1~c5`), both checked against the position.

use jetan::{Move, Position, Role, Square};

/// The legal move that `text` names in either form, or why there is none.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, String> {
    let text = text.trim();
    let m = match text.chars().next() {
        Some(c) if c.is_ascii_uppercase() => parse_algebraic(pos, text)?,
        _ => text
            .parse::<Move>()
            .map_err(|e| format!("{text:?} is not a move: {e}"))?,
    };
    // Playing on a copy gives the crate's own reason when it is illegal.
    let mut copy = *pos;
    copy.play(m).map_err(|e| e.to_string())?;
    Ok(m)
}

/// Reads letter, from-square, `-`, `x` or `~`, to-square, and checks that
/// the letter and the separator fit the board.
fn parse_algebraic(pos: &Position, text: &str) -> Result<Move, String> {
    let mut chars = text.chars();
    let letter = chars.next().unwrap_or(' ');
    let role = Role::from_letter(letter)
        .ok_or_else(|| format!("{letter:?} is not a piece letter (C P F D A W T N)"))?;
    let rest = chars.as_str();
    let sep = rest
        .find(['-', 'x', '~'])
        .ok_or_else(|| format!("{text:?}: put -, x or ~ between the squares"))?;
    let square = |s: &str| {
        s.parse::<Square>()
            .map_err(|_| format!("{text:?}: {s:?} is not a square (a1 to j10)"))
    };
    let from = square(&rest[..sep])?;
    let to = square(&rest[sep + 1..])?;
    match pos.piece_at(from) {
        Some(piece) if piece.role != role => {
            return Err(format!("{from} holds a {}, not a {role}", piece.role));
        }
        None => return Err(format!("no piece on {from}")),
        Some(_) => {}
    }
    let target = pos.piece_at(to);
    match (&rest[sep..sep + 1], target) {
        ("x", None) => Err(format!(
            "nothing to capture on {to}: write {letter}{from}-{to}"
        )),
        ("-", Some(p)) => Err(format!("{to} holds the {p}: write {letter}{from}x{to}")),
        ("~", _) => Ok(Move::escape(from, to)),
        _ => Ok(Move::new(from, to)),
    }
}

/// The algebraic form of `m`, a move of `pos`.
pub fn algebraic(pos: &Position, m: Move) -> String {
    let letter = pos.piece_at(m.from()).map_or('?', |p| p.role.letter());
    let sep = if m.is_escape() {
        '~'
    } else if pos.piece_at(m.to()).is_some() {
        'x'
    } else {
        '-'
    };
    format!("{letter}{}{sep}{}", m.from(), m.to())
}
