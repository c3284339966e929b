//! Moves: their coordinate text, the squares threatened against a Princess
//! (RULES.md 4 and the `threat` option), and the legal moves (sections 3,
//! 4, 5, 9 and 10).

use super::paths::{KING, for_each_path, offset};
use super::pieces::{Board, Color, Kind, distance, parse_square, parse_square_prefix, square_name};
use super::position::RefPosition;
use super::rules::{CaptureRule, EscapeRule, EscapeWhen, PrincessPath, RefRules, ThreatRule};

/// What a move is, besides a from-square and a to-square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind {
    /// An ordinary move or capture; under `capture=duel` a move onto an
    /// opposing piece other than the Princess is the duel the attacker wins.
    Ordinary,
    /// The Princess's escape (RULES.md 5), text `f1~c5`.
    Escape,
    /// Under `capture=duel`, the duel the attacker loses (RULES.md 10): the
    /// attacker is removed, the defender stays. Text `f8*e7`.
    AttackerFalls,
}

/// A move: from-square, to-square and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RefMove {
    pub from: usize,
    pub to: usize,
    pub kind: MoveKind,
}

impl RefMove {
    /// Whether this is the Princess's escape.
    pub fn is_escape(&self) -> bool {
        self.kind == MoveKind::Escape
    }

    /// Coordinate text (NOTATION.md): `e2e3`, escape `f1~c5`, fallen
    /// attacker `f8*e7`.
    pub fn text(&self) -> String {
        let sep = match self.kind {
            MoveKind::Ordinary => "",
            MoveKind::Escape => "~",
            MoveKind::AttackerFalls => "*",
        };
        format!("{}{}{}", square_name(self.from), sep, square_name(self.to))
    }

    /// Parses coordinate text.
    pub fn parse(s: &str) -> Option<RefMove> {
        let (from, rest) = parse_square_prefix(s)?;
        let (kind, rest) = if let Some(r) = rest.strip_prefix('~') {
            (MoveKind::Escape, r)
        } else if let Some(r) = rest.strip_prefix('*') {
            (MoveKind::AttackerFalls, r)
        } else {
            (MoveKind::Ordinary, rest)
        };
        let to = parse_square(rest)?;
        Some(RefMove { from, to, kind })
    }
}

/// The squares that some piece of `attacker` other than its Princess could
/// move onto on `board` (what stands on the square itself does not matter).
fn attacked_by(board: &Board, attacker: Color, rules: &RefRules) -> [bool; 100] {
    let mut attacked = [false; 100];
    for sq in 0..100 {
        match board[sq] {
            Some((c, k)) if c == attacker && k != Kind::Princess => {
                for_each_path(board, sq, rules, &mut |path| {
                    attacked[*path.last().unwrap()] = true;
                });
            }
            _ => {}
        }
    }
    attacked
}

impl RefPosition {
    /// The squares threatened against `victim`'s Princess for her moves and
    /// escapes (RULES.md 4): `s` is threatened when some opposing piece other
    /// than the opposing Princess could move onto `s`. By default her own
    /// square is vacated first, so a line she blocks opens; under
    /// `threat=in-place` she stays and still blocks it. Whether `s` is empty
    /// does not matter here (she only goes to empty squares).
    pub fn threats_against(&self, victim: Color, rules: &RefRules) -> [bool; 100] {
        let mut board = self.board;
        if rules.threat == ThreatRule::Vacated {
            if let Some(p) = self.princess_square(victim) {
                board[p] = None;
            }
        }
        attacked_by(&board, victim.other(), rules)
    }

    /// For each square, the squares of `attacker`'s pieces other than its
    /// Princess that could move onto it, judged as `threats_against` judges
    /// the threat against the other side's Princess (her square vacated
    /// unless `threat=in-place`): the pieces that make a square threatened.
    pub fn attackers(&self, attacker: Color, rules: &RefRules) -> Vec<Vec<usize>> {
        let mut board = self.board;
        if rules.threat == ThreatRule::Vacated {
            if let Some(p) = self.princess_square(attacker.other()) {
                board[p] = None;
            }
        }
        let mut found = vec![Vec::new(); 100];
        for sq in 0..100 {
            match board[sq] {
                Some((c, k)) if c == attacker && k != Kind::Princess => {
                    for_each_path(&board, sq, rules, &mut |path| {
                        let list: &mut Vec<usize> = &mut found[*path.last().unwrap()];
                        if !list.contains(&sq) {
                            list.push(sq);
                        }
                    });
                }
                _ => {}
            }
        }
        found
    }

    /// Whether `square` is threatened for the Princess of the side to move.
    pub fn threatened(&self, square: usize, rules: &RefRules) -> bool {
        self.threats_against(self.side, rules)[square]
    }

    /// Whether `victim`'s Princess is threatened on her own square in this
    /// position, nothing vacated (RULES.md 9, `escape-when=threatened`): some
    /// opposing piece other than the Princess could move onto her.
    pub fn princess_in_danger(&self, victim: Color, rules: &RefRules) -> bool {
        match self.princess_square(victim) {
            Some(p) => attacked_by(&self.board, victim.other(), rules)[p],
            None => false,
        }
    }

    /// Whether a path is a legal ordinary move of the piece on its start
    /// square, given the threat set against the mover's Princess.
    fn path_is_move(&self, path: &[usize], rules: &RefRules, threat: &[bool; 100]) -> bool {
        let (color, kind) = self.board[path[0]].unwrap();
        let to = *path.last().unwrap();
        match self.board[to] {
            Some((c, _)) if c == color => return false, // never own piece
            Some(_) if kind == Kind::Princess => return false, // she never captures
            _ => {}
        }
        if kind == Kind::Princess {
            if threat[to] {
                return false;
            }
            if rules.princess == PrincessPath::Frightened && path[1..].iter().any(|&s| threat[s]) {
                return false;
            }
        }
        true
    }

    /// Every legal move, as `RefMove`s sorted by their text; empty if the game
    /// has ended (by a move or by the side to move having none).
    pub fn moves(&self, rules: &RefRules) -> Vec<RefMove> {
        if self.ended.is_some() {
            return Vec::new();
        }
        self.generate(rules)
    }

    /// Move generation ignoring `ended`.
    pub(super) fn generate(&self, rules: &RefRules) -> Vec<RefMove> {
        let me = self.side;
        let threat = self.threats_against(me, rules);
        let mut moves = Vec::new();
        for from in 0..100 {
            let Some((c, _)) = self.board[from] else {
                continue;
            };
            if c != me {
                continue;
            }
            let mut dest = [false; 100];
            for_each_path(&self.board, from, rules, &mut |path| {
                if self.path_is_move(path, rules, &threat) {
                    dest[*path.last().unwrap()] = true;
                }
            });
            for (to, _) in dest.iter().enumerate().filter(|(_, d)| **d) {
                let kind = MoveKind::Ordinary;
                moves.push(RefMove { from, to, kind });
                // Section 10: a move onto an opposing piece other than the
                // Princess is a duel, and its other outcome is a move too.
                // (The Princess never captures, so never gets here.)
                let duel = match self.board[to] {
                    Some((_, k)) => k != Kind::Princess,
                    None => false,
                };
                if duel && rules.capture == CaptureRule::Duel {
                    let kind = MoveKind::AttackerFalls;
                    moves.push(RefMove { from, to, kind });
                }
            }
        }
        for to in self.escape_squares(&threat, rules) {
            let from = self.princess_square(me).unwrap();
            let kind = MoveKind::Escape;
            moves.push(RefMove { from, to, kind });
        }
        moves.sort_by_cached_key(|m| m.text());
        moves
    }

    /// The squares the side to move's Princess may escape to (RULES.md 5
    /// and 9), given the threat set against her.
    fn escape_squares(&self, threat: &[bool; 100], rules: &RefRules) -> Vec<usize> {
        let me = self.side;
        let Some(p) = self.princess_square(me) else {
            return Vec::new();
        };
        if !self.escapes[me.index()] {
            return Vec::new();
        }
        if rules.escape_when == EscapeWhen::Threatened && !self.princess_in_danger(me, rules) {
            return Vec::new();
        }
        let ok = |sq: usize| sq != p && self.board[sq].is_none() && !threat[sq];
        let mut dest = [false; 100];
        match rules.escape {
            EscapeRule::Off => {}
            EscapeRule::Anywhere => {
                for (sq, d) in dest.iter_mut().enumerate() {
                    *d = ok(sq);
                }
            }
            EscapeRule::Far => {
                for (sq, d) in dest.iter_mut().enumerate() {
                    *d = ok(sq) && distance(p, sq) > 3;
                }
            }
            EscapeRule::Line => {
                for s in KING {
                    let mut sq = p;
                    while let Some(next) = offset(sq, s) {
                        sq = next;
                        dest[sq] = ok(sq);
                    }
                }
            }
        }
        (0..100).filter(|&sq| dest[sq]).collect()
    }

    /// Every legal move in coordinate text, sorted; empty if the game is over.
    pub fn legal_moves(&self, rules: &RefRules) -> Vec<String> {
        let mut v: Vec<String> = self.moves(rules).iter().map(|m| m.text()).collect();
        v.sort();
        v.dedup();
        v
    }

    /// One witness path (start square to end square) of a legal move other
    /// than an escape; for a fallen attacker, the path of its attack. A
    /// leaper's path is its two squares.
    pub fn path(&self, mv: &str, rules: &RefRules) -> Option<Vec<usize>> {
        let m = RefMove::parse(mv)?;
        if m.is_escape() || !self.moves(rules).contains(&m) {
            return None;
        }
        let threat = self.threats_against(self.side, rules);
        let mut found = None;
        for_each_path(&self.board, m.from, rules, &mut |path| {
            if found.is_none()
                && *path.last().unwrap() == m.to
                && self.path_is_move(path, rules, &threat)
            {
                found = Some(path.to_vec());
            }
        });
        found
    }
}
