//! Move ordering: which moves a node tries first. Alpha-beta prunes the
//! most when the best move comes first, so a node hands out its moves in
//! stages: the table's move, the captures (most valuable victim first and,
//! among equal victims, least valuable attacker first), the killer moves,
//! then the quiet moves by their history, the Princess's escapes last.
//!
//! The moves are kept as the generator's batches (one piece and a bitboard
//! of destinations) and only turned into single moves stage by stage: a
//! node cut off by its table move or a capture never lists its quiet
//! moves, nor generates its Princess's, who never captures. Against
//! listing and keying every move up front, and picking the best by
//! selection, this made the search about 2.5 times faster (nodes a second
//! from the start position).

use super::eval::value;
use crate::movegen::{PieceMoves, near_enough};
use crate::position::Position;
use crate::types::{Bitboard, ByColor, ByRole, Color, Move, MoveKind, Role};
use alloc::vec::Vec;

/// A move with what the search needs to know of it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ScoredMove {
    pub(crate) mv: Move,
    /// The kind of the piece that moves.
    pub(crate) role: Role,
    /// The kind of the piece it captures, if any.
    pub(crate) victim: Option<Role>,
    /// The ordering key within its stage, higher first.
    key: i32,
}

impl ScoredMove {
    /// Whether the move captures nothing.
    pub(crate) fn is_quiet(&self) -> bool {
        self.victim.is_none()
    }
}

/// History scores stay within `-HISTORY_MAX..=HISTORY_MAX`.
const HISTORY_MAX: i32 = 1 << 20;

/// Escapes are rarely the best move: they come after every quiet move.
const ESCAPE: i32 = -(1 << 24);

/// The killer moves of one ply: quiet moves that refuted a sibling.
pub(crate) type Killers = [Option<Move>; 2];

/// How often a quiet move of each kind to each square caused a cut-off,
/// by side, kind and destination (the history heuristic).
pub(crate) struct History(ByColor<ByRole<[i32; 100]>>);

impl History {
    pub(crate) fn new() -> History {
        History(ByColor::splat(ByRole::splat([0; 100])))
    }

    fn get(&self, us: Color, role: Role, m: Move) -> i32 {
        self.0[us][role][usize::from(m.to().index())]
    }

    /// Adds `bonus` (negative for a malus) with gravity: the closer an entry
    /// is to the bound, the less it moves, so entries stay within
    /// [`HISTORY_MAX`] and recent results weigh more.
    pub(crate) fn update(&mut self, us: Color, m: &ScoredMove, bonus: i32) {
        let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        let entry = &mut self.0[us][m.role][usize::from(m.mv.to().index())];
        let pull = i64::from(*entry) * i64::from(bonus.abs()) / i64::from(HISTORY_MAX);
        *entry += bonus - pull as i32;
    }

    /// Halves every entry, between searches, so that old games fade.
    pub(crate) fn age(&mut self) {
        for (_, by_role) in self.0.iter_mut() {
            for (_, by_square) in by_role.iter_mut() {
                for entry in by_square {
                    *entry /= 2;
                }
            }
        }
    }
}

/// What a node's generation found before any move is handed out.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Scan {
    /// The side to move has at least one legal move.
    pub(crate) any_move: bool,
    /// A move of the side to move that takes the opposing Princess: it
    /// wins now, and the node need look no further.
    pub(crate) takes_princess: Option<Move>,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Stage {
    HashMove,
    Captures,
    Killers,
    Quiets,
    Done,
}

/// The moves of one node, handed out best first by stages. One picker per
/// ply is kept by the searcher and reused, so nodes allocate nothing.
pub(crate) struct Picker {
    batches: Vec<PieceMoves>,
    moves: Vec<ScoredMove>,
    next: usize,
    stage: Stage,
    captures_only: bool,
    /// The Princess's batches are still to be generated: she never
    /// captures, so a node cut off by its table move or a capture never
    /// needs them, nor the threat map they are built from.
    princess_pending: bool,
    hash_move: Option<Move>,
    killers: Killers,
    us: Color,
    them: Bitboard,
}

impl Picker {
    pub(crate) fn new() -> Picker {
        let mut picker = Picker::empty();
        picker.batches.reserve(24);
        picker.moves.reserve(128);
        picker
    }

    /// A picker without room reserved: a placeholder that allocates
    /// nothing, for the time a node borrows its ply's picker.
    pub(crate) const fn empty() -> Picker {
        Picker {
            batches: Vec::new(),
            moves: Vec::new(),
            next: 0,
            stage: Stage::Done,
            captures_only: false,
            princess_pending: false,
            hash_move: None,
            killers: [None; 2],
            us: Color::Black,
            them: Bitboard::EMPTY,
        }
    }

    /// Generates the moves of `pos` and readies the picker to hand them
    /// out: those of its Princess, who never captures, only once they may
    /// be needed (for the table move, for whether there is a move at all, or
    /// past the captures).
    pub(crate) fn start(
        &mut self,
        pos: &Position,
        hash_move: Option<Move>,
        killers: Killers,
    ) -> Scan {
        self.moves.clear();
        self.next = 0;
        self.stage = Stage::HashMove;
        self.hash_move = hash_move;
        self.killers = killers;
        let mut scan = self.generate(pos, false);
        // Her moves at once when the node needs them before its quiet
        // moves: to know whether it has a move, or for its table move.
        let princess = pos.board().pieces(pos.side_to_move(), Role::Princess);
        if !scan.any_move || hash_move.is_some_and(|m| princess.contains(m.from())) {
            scan.any_move |= self.generate_princess(pos);
        }
        scan
    }

    /// Generates only the captures of `pos` (the quiescence search's
    /// moves), the capture of the Princess included, and readies the
    /// picker to hand them out; [`Scan::any_move`] then says whether there
    /// is a capture.
    pub(crate) fn start_captures(&mut self, pos: &Position) -> Scan {
        self.stage = Stage::Captures;
        self.hash_move = None;
        let scan = self.generate(pos, true);
        self.gather_captures(pos);
        scan
    }

    /// Keeps the batches of the moves of `pos`, or of its captures only.
    fn generate(&mut self, pos: &Position, captures_only: bool) -> Scan {
        let us = pos.side_to_move();
        let board = pos.board();
        let their_princess = board.pieces(us.opposite(), Role::Princess);
        self.captures_only = captures_only;
        self.princess_pending = !captures_only;
        self.us = us;
        self.them = board.by_color(us.opposite());
        self.batches.clear();
        let mut scan = Scan::default();
        let batches = &mut self.batches;
        let mut keep = |batch: PieceMoves| {
            scan.any_move = true;
            // Under duels the search makes the attacker's fall itself, as
            // the other outcome of the capture (a chance node): the mover
            // chooses the capture, not its outcome.
            if scan.takes_princess.is_some() || batch.kind == MoveKind::Fallen {
                return;
            }
            if let Some(princess) = (batch.to & their_princess).lowest() {
                scan.takes_princess = Some(batch.to_move(princess));
            }
            batches.push(batch);
        };
        if captures_only {
            // A piece farther from every opposing piece than its longest
            // move has no capture, and its moves need not be found. The
            // Princess never captures.
            let near = near_enough(board, self.them);
            pos.for_each_piece_moves_in(near, self.them, &mut keep);
        } else {
            let princess = board.pieces(us, Role::Princess);
            pos.for_each_piece_moves_in(!princess, Bitboard::FULL, &mut keep);
        }
        scan
    }

    /// Keeps the batches of the side to move's Princess, if they are still
    /// to be generated: they come last, as in [`Position::for_each_piece_moves`].
    /// Answers whether she has a move.
    fn generate_princess(&mut self, pos: &Position) -> bool {
        if !self.princess_pending {
            return false;
        }
        self.princess_pending = false;
        let princess = pos.board().pieces(self.us, Role::Princess);
        let before = self.batches.len();
        let batches = &mut self.batches;
        pos.for_each_piece_moves_in(princess, Bitboard::FULL, |batch| batches.push(batch));
        self.batches.len() > before
    }

    /// The next move to try, or `None` when every move has been handed
    /// out.
    pub(crate) fn next(&mut self, pos: &Position, history: &History) -> Option<ScoredMove> {
        loop {
            match self.stage {
                Stage::HashMove => {
                    self.stage = Stage::Captures;
                    self.gather_captures(pos);
                    if let Some(m) = self.hash_move.and_then(|m| self.find(pos, m)) {
                        return Some(m);
                    }
                    self.hash_move = None;
                }
                Stage::Captures => {
                    if let Some(m) = self.pick_best() {
                        if Some(m.mv) != self.hash_move {
                            return Some(m);
                        }
                        continue;
                    }
                    if self.captures_only {
                        self.stage = Stage::Done;
                    } else {
                        self.generate_princess(pos);
                        self.stage = Stage::Killers;
                        self.next = 0;
                    }
                }
                Stage::Killers => {
                    let k = self.next;
                    if k == 2 {
                        self.stage = Stage::Quiets;
                        self.gather_quiets(history);
                        continue;
                    }
                    self.next += 1;
                    let killer = self.killers[k].filter(|&m| Some(m) != self.hash_move);
                    match killer.and_then(|m| self.find(pos, m)) {
                        Some(m) if m.is_quiet() => return Some(m),
                        _ => self.killers[k] = None,
                    }
                }
                Stage::Quiets => {
                    let m = *self.moves.get(self.next)?;
                    self.next += 1;
                    let seen = Some(m.mv) == self.hash_move || self.killers.contains(&Some(m.mv));
                    if !seen {
                        return Some(m);
                    }
                }
                Stage::Done => return None,
            }
        }
    }

    /// `m` with its piece and victim, if it is one of the node's moves.
    fn find(&self, pos: &Position, m: Move) -> Option<ScoredMove> {
        let batch = self
            .batches
            .iter()
            .find(|b| b.from == m.from() && (b.kind == MoveKind::Escape) == m.is_escape())?;
        batch.to.contains(m.to()).then(|| ScoredMove {
            mv: m,
            role: batch.role,
            victim: pos.board().role_at(m.to()),
            key: 0,
        })
    }

    /// Lists the captures with their keys: the victim's value, then the
    /// attacker's, so that a cheap piece takes first.
    fn gather_captures(&mut self, pos: &Position) {
        self.moves.clear();
        self.next = 0;
        let board = pos.board();
        for batch in &self.batches {
            for to in batch.to & self.them {
                let victim = board.role_at(to);
                self.moves.push(ScoredMove {
                    mv: batch.to_move(to),
                    role: batch.role,
                    victim,
                    key: 16 * victim.map_or(0, value) - value(batch.role) / 16,
                });
            }
        }
    }

    /// The best-keyed capture not yet handed out, by selection: there are
    /// few, and a node often stops after the first.
    fn pick_best(&mut self) -> Option<ScoredMove> {
        let rest = self.moves.get(self.next..).filter(|r| !r.is_empty())?;
        let mut best = 0;
        for (j, m) in rest.iter().enumerate().skip(1) {
            if m.key > rest[best].key {
                best = j;
            }
        }
        self.moves.swap(self.next, self.next + best);
        self.next += 1;
        Some(self.moves[self.next - 1])
    }

    /// Lists the quiet moves, best history first and the escapes last.
    fn gather_quiets(&mut self, history: &History) {
        self.moves.clear();
        self.next = 0;
        for batch in &self.batches {
            let base = if batch.kind == MoveKind::Escape {
                ESCAPE
            } else {
                0
            };
            for to in batch.to - self.them {
                let mv = batch.to_move(to);
                self.moves.push(ScoredMove {
                    mv,
                    role: batch.role,
                    victim: None,
                    key: base + history.get(self.us, batch.role, mv),
                });
            }
        }
        // Unstable sorting is deterministic too: the same list sorts the
        // same way on every machine.
        self.moves.sort_unstable_by_key(|m| -m.key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(text: &str, hash_move: Option<&str>, killers: Killers) -> Vec<String> {
        let pos = Position::from_text(text).unwrap();
        let mut picker = Picker::new();
        let hash_move = hash_move.map(|m| m.parse().unwrap());
        picker.start(&pos, hash_move, killers);
        let history = History::new();
        core::iter::from_fn(|| picker.next(&pos, &history))
            .map(|m| m.mv.to_string())
            .collect()
    }

    /// The Black Warrior on e3 makes two straight steps (RULES.md 3): it
    /// takes the Dwar on e5 (4.9 points) or the Padwar on g3 (1.7), or goes
    /// quietly to e1, c3, d2, d4, f2 or f4. The Black Princess on a1 has her
    /// ordinary moves and her escapes.
    const TWO_CAPTURES: &str = "9P/10/10/10/10/4D5/10/4w1A3/10/p9 b - 0 1";

    #[test]
    fn captures_come_first_by_victim_and_every_move_comes_once() {
        let pos = Position::from_text(TWO_CAPTURES).unwrap();
        let moves = order(TWO_CAPTURES, None, [None; 2]);
        assert_eq!(moves[..2], ["e3e5", "e3g3"]);
        let mut sorted = moves.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), moves.len());
        assert_eq!(moves.len(), pos.legal_moves().len());
    }

    #[test]
    fn the_table_move_then_captures_then_killers() {
        let killer = Some("e3e1".parse().unwrap());
        let moves = order(TWO_CAPTURES, Some("e3c3"), [killer, None]);
        assert_eq!(moves[..4], ["e3c3", "e3e5", "e3g3", "e3e1"]);
        assert_eq!(moves.iter().filter(|m| *m == "e3c3").count(), 1);
        assert_eq!(moves.iter().filter(|m| *m == "e3e1").count(), 1);
    }

    #[test]
    fn a_killer_that_is_the_table_move_or_a_capture_comes_once() {
        // Killers are quiet moves of a sibling; here one is the table move
        // and the other a capture (a sibling's quiet move can be a capture
        // here). Each comes once all the same, in its own place.
        for killers in [["e3c3", "e3e5"], ["e3e5", "e3c3"]] {
            let killers = killers.map(|k| Some(k.parse().unwrap()));
            let moves = order(TWO_CAPTURES, Some("e3c3"), killers);
            assert_eq!(moves[..3], ["e3c3", "e3e5", "e3g3"]);
            let mut sorted = moves.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), moves.len(), "{killers:?}");
        }
    }

    #[test]
    fn the_history_moves_toward_its_bound_and_ages_by_half() {
        // Gravity: an entry e given a bonus b becomes e + b - e * |b| / MAX.
        let mut history = History::new();
        let quiet = |mv: &str| ScoredMove {
            mv: mv.parse().unwrap(),
            role: Role::Warrior,
            victim: None,
            key: 0,
        };
        let (c3, e1) = (quiet("e3c3"), quiet("e3e1"));
        let get = |h: &History, m: &ScoredMove| h.get(Color::Black, m.role, m.mv);
        assert_eq!(get(&history, &c3), 0);
        history.update(Color::Black, &c3, 400);
        assert_eq!(get(&history, &c3), 400);
        // 400 + 400 - 400 * 400 / 2^20 (0 in integers).
        history.update(Color::Black, &c3, 400);
        assert_eq!(get(&history, &c3), 800);
        // A malus past the bound counts as -2^20: 800 - 2^20 - 800.
        history.update(Color::Black, &c3, -3 * HISTORY_MAX);
        assert_eq!(get(&history, &c3), -HISTORY_MAX);
        // At the bound, a malus moves it no further: -MAX - MAX + MAX.
        history.update(Color::Black, &c3, -HISTORY_MAX);
        assert_eq!(get(&history, &c3), -HISTORY_MAX);
        // 1000 - 1000 * 2^20 / 2^20 + 2^20 = 2^20 from 1000.
        history.update(Color::Black, &e1, 1000);
        history.update(Color::Black, &e1, HISTORY_MAX);
        assert_eq!(get(&history, &e1), HISTORY_MAX);
        // Other sides, kinds and squares are their own entries.
        assert_eq!(history.get(Color::Orange, Role::Warrior, c3.mv), 0);
        assert_eq!(history.get(Color::Black, Role::Dwar, c3.mv), 0);
        history.age();
        assert_eq!(get(&history, &c3), -HISTORY_MAX / 2);
        assert_eq!(get(&history, &e1), HISTORY_MAX / 2);
    }

    #[test]
    fn the_captures_alone_come_by_victim() {
        // The Warrior's two captures of TWO_CAPTURES, the Dwar first, and
        // nothing else.
        let pos = Position::from_text(TWO_CAPTURES).unwrap();
        let mut picker = Picker::new();
        let scan = picker.start_captures(&pos);
        assert!(scan.any_move && scan.takes_princess.is_none());
        let history = History::new();
        let moves: Vec<String> = core::iter::from_fn(|| picker.next(&pos, &history))
            .map(|m| m.mv.to_string())
            .collect();
        assert_eq!(moves, ["e3e5", "e3g3"]);
    }

    #[test]
    fn the_captures_alone_are_the_legal_captures() {
        // Of random positions under readings that change where a piece
        // goes: the picker's captures are the legal moves that end on an
        // opposing piece, each once, and `any_move` says whether there is
        // one.
        use crate::test_support::{MOVE_READINGS, random_positions_under};
        let history = History::new();
        let mut with_captures = 0;
        for (reading, pos) in random_positions_under(&MOVE_READINGS, 300, 10, &mut 11) {
            let them = pos.board().by_color(pos.side_to_move().opposite());
            let mut expected: Vec<Move> = pos
                .legal_moves()
                .iter()
                .copied()
                .filter(|m| them.contains(m.to()))
                .collect();
            let mut picker = Picker::new();
            let scan = picker.start_captures(&pos);
            let mut found: Vec<Move> = core::iter::from_fn(|| picker.next(&pos, &history))
                .map(|m| m.mv)
                .collect();
            if scan.takes_princess.is_none() {
                expected.sort();
                found.sort();
                assert_eq!(found, expected, "{reading}: {pos}");
            }
            assert_eq!(scan.any_move, !expected.is_empty(), "{reading}: {pos}");
            with_captures += usize::from(!expected.is_empty());
        }
        assert!(
            with_captures > 300,
            "{with_captures} positions with a capture"
        );
    }

    #[test]
    fn under_duels_the_attacker_falling_is_not_a_move_of_the_picker() {
        // The same under `capture=duel`: the legal moves hold each capture
        // twice (RULES.md section 10), the picker once, the attacker
        // winning; the search makes the other outcome itself.
        let rules: crate::Rules = "capture=duel".parse().unwrap();
        let pos = Position::from_text_with_rules(TWO_CAPTURES, rules).unwrap();
        assert_eq!(
            pos.legal_moves().iter().filter(|m| m.is_fallen()).count(),
            2
        );
        let mut picker = Picker::new();
        picker.start(&pos, None, [None; 2]);
        let history = History::new();
        let moves: Vec<Move> = core::iter::from_fn(|| picker.next(&pos, &history))
            .map(|m| m.mv)
            .collect();
        assert!(moves.iter().all(|m| !m.is_fallen()));
        assert_eq!(moves.len(), pos.legal_moves().len() - 2);
    }

    #[test]
    fn a_table_move_or_killer_that_is_not_legal_is_skipped() {
        // A Warrior never makes one step; no piece stands on b1.
        let moves = order(
            TWO_CAPTURES,
            Some("e3e4"),
            [Some("b1b2".parse().unwrap()), None],
        );
        assert_eq!(moves[..2], ["e3e5", "e3g3"]);
        assert!(!moves.contains(&"e3e4".to_string()));
    }

    #[test]
    fn every_legal_move_comes_once_whatever_the_table_move_and_killers() {
        // The Princess's moves are generated only when a node gets past its
        // captures, or at once for a table move of hers or when nothing else
        // can move: whichever comes first, every legal move comes once, and
        // `any_move` says whether there is one.
        use crate::test_support::random_positions_under;
        let history = History::new();
        let readings = ["", "steps=up-to", "escape=none", "thoat=knight"];
        let mut hers_first = 0;
        for (reading, pos) in random_positions_under(&readings, 150, 6, &mut 13) {
            let legal = pos.legal_moves();
            let princess = pos.board().pieces(pos.side_to_move(), Role::Princess);
            let (hers, others): (Vec<Move>, Vec<Move>) =
                legal.iter().partition(|m| princess.contains(m.from()));
            let choices = [
                (None, [None; 2]),
                (hers.first().copied(), [hers.last().copied(), None]),
                (
                    others.first().copied(),
                    [hers.get(1).copied(), others.last().copied()],
                ),
            ];
            for (hash_move, killers) in choices {
                let mut picker = Picker::new();
                let scan = picker.start(&pos, hash_move, killers);
                let mut found: Vec<Move> = core::iter::from_fn(|| picker.next(&pos, &history))
                    .map(|m| m.mv)
                    .collect();
                if hash_move.is_some() && hash_move == hers.first().copied() {
                    // Her table move first, her killer right after the
                    // captures, in the killers' stage.
                    assert_eq!(found.first().copied(), hash_move, "{reading}: {pos}");
                    let them = pos.board().by_color(pos.side_to_move().opposite());
                    let captures = legal.iter().filter(|m| them.contains(m.to())).count();
                    if killers[0] != hash_move && scan.takes_princess.is_none() {
                        assert_eq!(
                            found.get(1 + captures).copied(),
                            killers[0],
                            "{reading}: {pos}"
                        );
                    }
                    hers_first += 1;
                }
                let mut expected: Vec<Move> = legal.iter().copied().collect();
                expected.sort();
                found.sort();
                assert_eq!(scan.any_move, !expected.is_empty(), "{reading}: {pos}");
                if scan.takes_princess.is_none() {
                    assert_eq!(found, expected, "{reading}: {pos}");
                }
            }
        }
        assert!(hers_first > 100, "{hers_first} table moves of hers");
        // Only the Princesses on the board: Black's moves are every move
        // there is, so the node has one before her moves are handed out.
        let alone = Position::from_text("9P/10/10/10/10/10/10/10/10/p9 b - 0 1").unwrap();
        assert!(Picker::new().start(&alone, None, [None; 2]).any_move);
    }
}
