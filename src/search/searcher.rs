//! The searcher: iterative deepening over a principal variation search
//! with a transposition table, then a quiescence search over captures.

use super::duel::DuelModel;
use super::eval::{evaluate, value};
use super::limits::{Limits, StopFlag};
use super::ordering::{History, Killers, Picker, ScoredMove};
use super::report::{Progress, SearchResult};
use super::score::Score;
use super::table::{Bound, Table};
use crate::{Bitboard, Capture, ChiefCapture, Color, Move, Outcome, Position, Role, Rules};
use alloc::vec;
use alloc::vec::Vec;
use core::ops::ControlFlow;

/// The deepest a search goes, in moves from the root, quiescence included.
const MAX_PLY: usize = 128;

/// Above every score.
const INFINITY: i32 = Score::WIN.raw() + 1;

/// The first aspiration window around the last depth's score, in
/// centipoints; it widens fourfold on each failure.
const ASPIRATION: i32 = 50;

/// A quiescence capture that, even winning its victim for free, leaves the
/// side this far below alpha is not searched (delta pruning).
const DELTA_MARGIN: i32 = 200;

/// The material count at which the game is drawn (RULES.md 6.4): a
/// position reached with this count is a drawn game.
const MATERIAL_DRAW_COUNT: u8 = 10;

/// The key salt of searches for Orange (any odd 64-bit constant will do:
/// this one is the fractional part of the golden ratio).
const ORANGE_SEARCHES: u64 = 0x9e37_79b9_7f4a_7c15;

/// The largest contempt: scores stay far from the won-game range.
const MAX_CONTEMPT: i32 = 10_000;

/// Futility margins by depth: a calm move at a frontier node is skipped
/// when the evaluation plus this is still no better than alpha.
const FUTILITY_MARGIN: [i32; 4] = [0, 200, 400, 700];

/// Late move pruning by depth: at a frontier node, calm moves after this
/// many are skipped.
const LATE_MOVES: [usize; 4] = [0, 10, 18, 30];

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
/// sequences: in a Manator middle game with a Flier among the opposing
/// back rank, depth 1 ran for minutes; with 2, it takes 896 positions and
/// a game of Manator at 20,000 positions a move about 0.4 s. Against 2,
/// over 200 Manator games at 20,000 positions a move (fair duels), 1
/// scored 51.2%, 3 scored 49.5% and 4 scored 46.8%: no difference the
/// games can tell, so 2, which still sees a capture and its recapture.
const QUIET_DUELS: u32 = 2;

/// How often, in positions, the search looks at the clock and the stop
/// flag: reading the clock costs about as much as visiting a position.
const CHECK_EVERY: u64 = 1024;

/// A game-playing search that keeps what it learns (its transposition
/// table and move-ordering history) from one search to the next.
///
/// ```
/// use jetan::search::{Limits, Searcher};
/// use jetan::Position;
///
/// // Black's Warrior on e3 takes the Orange Princess on e5 in one move.
/// let pos = Position::from_text("10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1")?;
/// let mut searcher = Searcher::new(1);
/// let result = searcher.search(&pos, Limits::depth(3));
/// assert_eq!(result.best_move, Some("e3e5".parse()?));
/// assert_eq!(result.score.moves_to_win(), Some(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Searcher {
    table: Table,
    history: History,
    killers: Vec<Killers>,
    /// One reusable move picker per ply, so that nodes allocate nothing.
    pickers: Vec<Picker>,
    /// The quiet moves tried so far at each ply, for the history malus.
    tried: Vec<Vec<ScoredMove>>,
    /// The triangular table of principal variations: row `ply` holds the
    /// best line found from that ply, `pv_len[ply]` long.
    pv: Vec<Option<Move>>,
    pv_len: Vec<usize>,
    duel: DuelModel,
    /// The rules of the last search: the table is only good under them.
    rules: Option<Rules>,
    contempt: i32,
    run: Run,
}

/// The state of one search.
#[derive(Default)]
struct Run {
    nodes: u64,
    node_limit: u64,
    stop: Option<StopFlag>,
    #[cfg(feature = "std")]
    deadline: Option<std::time::Instant>,
    /// Whether a limit may stop the search yet (not before the first move
    /// of depth 1 is searched).
    may_stop: bool,
    /// A limit was reached: every node returns at once.
    stopped: bool,
    /// The root's best move of the current depth, once one has been found.
    depth_best: Option<(Move, i32)>,
    /// Mixed into the table's keys: a draw scores by the contempt of the
    /// side that searches, so searches for one side must not read the
    /// other's entries.
    salt: u64,
    chief: ChiefCapture,
    /// Captures are duels (`capture=duel`): searched as chance nodes.
    duels: bool,
    /// Duels the quiescence search is inside of, on the current line.
    quiet_duels: u32,
}

impl Searcher {
    /// A searcher with a transposition table of `table_mib` MiB (rounded
    /// down to a power of two; at least one entry). A few MiB serve game
    /// moves of tens of thousands of positions; 16 to 256 MiB a search of
    /// seconds.
    pub fn new(table_mib: usize) -> Searcher {
        Searcher {
            table: Table::new(table_mib),
            history: History::new(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            pickers: (0..=MAX_PLY).map(|_| Picker::new()).collect(),
            tried: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: vec![None; (MAX_PLY + 1) * (MAX_PLY + 1)],
            pv_len: vec![0; MAX_PLY + 1],
            duel: DuelModel::FAIR,
            rules: None,
            contempt: Searcher::DEFAULT_CONTEMPT,
            run: Run::default(),
        }
    }

    /// Forgets everything learned: afterwards the searcher searches as a
    /// new one would.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history = History::new();
        self.killers.fill([None; 2]);
        self.rules = None;
    }

    /// The size of the transposition table in bytes.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// The duel model of the chance nodes: how likely the attacker is to
    /// win a duel (see [`DuelModel`]).
    pub fn duel_model(&self) -> DuelModel {
        self.duel
    }

    /// The contempt of a new searcher: a draw counts as losing ten points
    /// (a Flier and a little more).
    ///
    /// How it was found: matches of 100 games at 20,000 positions a move
    /// against the examples' depth-2 search (`match ... engine baseline`),
    /// which takes a draw by a lesser piece on the Chief whenever it
    /// stands worse. The engine scored 66% with a contempt of 100, 77.5%
    /// with 250, 91% with 500 and 94% with 1000; against itself at 2,000
    /// positions a move, 85% with 1000. (The evaluation then also had a
    /// bonus for the Chief near the opposing Princess, since dropped.)
    pub const DEFAULT_CONTEMPT: i32 = 1000;

    /// How much the searching side dislikes a draw, in centipoints: it
    /// scores a drawn game as minus this for itself (and plus this for the
    /// other side), so that it plays on from a position a little worse
    /// rather than draw. 0 makes a draw worth exactly nothing.
    ///
    /// Under the default rules a Chief taken by a lesser piece draws
    /// (RULES.md 6.3), so the side behind can often force a draw; without
    /// contempt an engine that is ahead lets it, and one that is a little
    /// behind seeks it.
    pub fn contempt(&self) -> i32 {
        self.contempt
    }

    /// Sets the contempt (held within ±10,000 centipoints).
    ///
    /// ```
    /// use jetan::search::Searcher;
    /// let mut searcher = Searcher::new(1);
    /// assert_eq!(searcher.contempt(), Searcher::DEFAULT_CONTEMPT);
    /// searcher.set_contempt(0);
    /// assert_eq!(searcher.contempt(), 0);
    /// ```
    pub fn set_contempt(&mut self, centipoints: i32) {
        self.contempt = centipoints.clamp(-MAX_CONTEMPT, MAX_CONTEMPT);
    }

    /// Sets the duel model, which weighs the two outcomes of each capture
    /// under `capture=duel` (RULES.md section 10); a searcher starts with
    /// [`DuelModel::FAIR`]. Other rules never consult it.
    pub fn set_duel_model(&mut self, model: DuelModel) {
        if model != self.duel {
            // The table's scores of duels were weighed by the old model.
            self.table.clear();
        }
        self.duel = model;
    }

    /// Searches `pos` within `limits`: the best move, its score, the depth
    /// reached, the positions visited and the principal variation.
    pub fn search(&mut self, pos: &Position, limits: Limits) -> SearchResult {
        self.search_with(pos, limits, |_| {})
    }

    /// [`Searcher::search`], calling `on_depth` after each finished depth.
    ///
    /// ```
    /// use jetan::search::{Limits, Searcher};
    /// use jetan::Position;
    /// let mut depths = Vec::new();
    /// let result = Searcher::new(1).search_with(&Position::default(), Limits::depth(3), |p| {
    ///     depths.push(p.depth);
    ///     assert!(!p.pv.is_empty()); // the line the engine expects
    /// });
    /// assert_eq!(depths, [1, 2, 3]);
    /// assert_eq!(result.depth, 3);
    /// ```
    pub fn search_with(
        &mut self,
        pos: &Position,
        limits: Limits,
        mut on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        self.start(pos, &limits);
        let mut picker = Picker::new();
        let scan = picker.start(pos, None, [None; 2]);
        if let Some(m) = scan.takes_princess {
            return SearchResult {
                best_move: Some(m),
                score: Score::win_in(1),
                depth: 1,
                nodes: 1,
                pv: vec![m],
            };
        }
        // The root's moves in search order, each with its last score.
        let mut order: Vec<(ScoredMove, i32)> = Vec::new();
        while let Some(m) = picker.next(pos, &self.history) {
            order.push((m, -INFINITY));
        }
        let Some(&(first, _)) = order.first() else {
            return SearchResult {
                best_move: None,
                score: Score::from_raw(end_score(pos, 0, 0)),
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            };
        };
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32)
            .clamp(1, MAX_PLY as u32 - 1);
        let mut result = SearchResult {
            best_move: Some(first.mv),
            score: Score::DRAW,
            depth: 0,
            nodes: 0,
            pv: vec![first.mv],
        };
        let mut last = 0;
        for depth in 1..=max_depth as i32 {
            let score = self.aspiration(pos, &mut order, depth, last);
            if self.run.stopped {
                // A depth cut short still improves on the last one if its
                // best move was searched in full.
                if let Some((m, score)) = self.run.depth_best {
                    if Some(m) != result.best_move || result.depth == 0 {
                        result.best_move = Some(m);
                        result.score = Score::from_raw(score);
                        result.depth = depth as u32;
                        result.pv = self.pv_line();
                    }
                }
                break;
            }
            last = score;
            // The best move first, the rest by their scores (stable, so the
            // order is the same on every machine).
            order.sort_by_key(|&(_, s)| -s);
            result.score = Score::from_raw(score);
            result.depth = depth as u32;
            result.pv = self.pv_line();
            result.best_move = result.pv.first().copied().or(result.best_move);
            on_depth(&Progress {
                depth: depth as u32,
                score: result.score,
                nodes: self.run.nodes,
                pv: &result.pv,
            });
            self.run.may_stop = true;
            let decided = result.score.moves_to_win().or(result.score.moves_to_loss());
            if decided.is_some_and(|n| n <= depth as u32) || self.limit_reached() {
                break;
            }
        }
        result.nodes = self.run.nodes;
        result
    }

    /// Readies the searcher for a search of `pos`.
    fn start(&mut self, pos: &Position, limits: &Limits) {
        if self.rules != Some(*pos.rules()) {
            // A new searcher's table is empty already.
            if self.rules.is_some() {
                self.clear();
            }
            self.rules = Some(*pos.rules());
        }
        self.table.next_generation();
        self.history.age();
        self.killers.fill([None; 2]);
        self.run = Run {
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            stop: limits.stop.clone(),
            #[cfg(feature = "std")]
            deadline: limits.time.map(|t| std::time::Instant::now() + t),
            chief: pos.rules().chief,
            duels: pos.rules().capture == Capture::Duel,
            salt: match pos.side_to_move() {
                Color::Black => 0,
                Color::Orange => ORANGE_SEARCHES,
            },
            ..Run::default()
        };
    }

    /// The principal variation found at the root.
    fn pv_line(&self) -> Vec<Move> {
        self.pv[..self.pv_len[0]].iter().map_while(|m| *m).collect()
    }

    /// One depth at the root, in a window around `last` that widens until
    /// the score falls inside it.
    fn aspiration(
        &mut self,
        pos: &Position,
        order: &mut [(ScoredMove, i32)],
        depth: i32,
        last: i32,
    ) -> i32 {
        let mut window = ASPIRATION;
        let near_end = last.abs() > Score::MAX_EVAL;
        let (mut alpha, mut beta) = if depth < 4 || near_end {
            (-INFINITY, INFINITY)
        } else {
            (last - window, last + window)
        };
        loop {
            self.run.depth_best = None;
            let score = self.root(pos, order, depth, alpha, beta);
            if self.run.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - window).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + window).min(INFINITY);
            } else {
                return score;
            }
            window *= 4;
            if window > 2_000 {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    /// The root of one depth: every move, the first with the full window,
    /// the others with a null window and again in full if they beat it.
    fn root(
        &mut self,
        pos: &Position,
        order: &mut [(ScoredMove, i32)],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.run.nodes += 1;
        self.pv_len[0] = 0;
        let mut best = -INFINITY;
        for (i, entry) in order.iter_mut().enumerate() {
            let m = entry.0;
            let score = match self.immediate_end(&m, 0) {
                Some(score) => {
                    self.pv_len[1] = 0;
                    score
                }
                None if i == 0 => self.after(pos, &m, depth - 1, alpha, beta, 0),
                None => {
                    let mut s = self.after(pos, &m, depth - 1, alpha, alpha + 1, 0);
                    if s > alpha && s < beta && !self.run.stopped {
                        s = self.after(pos, &m, depth - 1, alpha, beta, 0);
                    }
                    s
                }
            };
            if self.run.stopped {
                return best;
            }
            // Once one move is searched the search has an answer, and a
            // limit may stop it: depth 1 alone can be long under duels.
            self.run.may_stop = true;
            entry.1 = score;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.run.depth_best = Some((m.mv, score));
                    self.update_pv(0, m.mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// The score of `pos`, `ply` moves below the root, searched `depth`
    /// more moves, within `alpha..beta` (fail-soft: a score outside the
    /// window bounds the true score).
    fn node(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
    ) -> i32 {
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply);
        }
        self.pv_len[ply] = 0;
        if self.should_stop() {
            return 0;
        }
        self.run.nodes += 1;
        if pos.material_count() >= MATERIAL_DRAW_COUNT {
            return self.draw(ply);
        }
        // Neither side can do better than winning at once or worse than
        // losing at once: a window outside that is decided.
        let ply_i = ply as i32;
        alpha = alpha.max(-(Score::WIN.raw() - ply_i));
        beta = beta.min(Score::WIN.raw() - ply_i - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash() ^ self.run.salt;
        let entry = self.table.probe(key);
        if let Some(entry) = entry {
            if !pv_node && entry.depth() >= depth {
                let score = entry.score(ply_i);
                let cut = match entry.bound() {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }
        let mut picker = core::mem::replace(&mut self.pickers[ply], Picker::empty());
        let hash_move = entry.and_then(|e| e.best());
        let scan = picker.start(pos, hash_move, self.killers[ply]);
        let score = if scan.takes_princess.is_some() {
            Score::WIN.raw() - ply_i - 1
        } else if !scan.any_move {
            end_score(pos, ply_i, self.draw(ply))
        } else {
            self.moves(pos, &mut picker, depth, alpha, beta, ply)
        };
        self.pickers[ply] = picker;
        score
    }

    /// The moves of a node, best first, and the table entry they leave.
    fn moves(
        &mut self,
        pos: &Position,
        picker: &mut Picker,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let alpha_in = alpha;
        let us = pos.side_to_move();
        let pv_node = beta - alpha > 1;
        // Frontier nodes off the principal variation may skip calm moves
        // that cannot lift the evaluation to alpha (futility pruning), or
        // that come late (late move pruning). Against the same engine
        // without it, 100 games at 20,000 positions a move: 56.5% (50
        // wins, 13 draws, 37 losses).
        let frontier = !pv_node && depth <= 3;
        let stand = if frontier { evaluate(pos) } else { 0 };
        let zone = reach_zone(pos);
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut i = 0;
        let mut calm_tried = 0;
        self.tried[ply].clear();
        while let Some(m) = picker.next(pos, &self.history) {
            let calm = m.is_quiet() && (m.role == Role::Princess || !zone.contains(m.mv.to()));
            let prunable = calm && frontier && i > 0 && best > -Score::MAX_EVAL;
            if prunable
                && (calm_tried >= LATE_MOVES[depth as usize]
                    || stand + FUTILITY_MARGIN[depth as usize] <= alpha)
            {
                i += 1;
                continue;
            }
            // Late calm moves are searched one to three moves less deep
            // first, and again in full if they beat alpha (late move
            // reductions): 55.0% (46-18-36) against the engine without.
            let reduction = if calm && depth >= 3 && i >= 3 {
                let r = 1
                    + i32::from(i >= 8)
                    + i32::from(depth >= 6 && i >= 20)
                    + i32::from(m.mv.is_escape());
                r.min(depth - 2)
            } else {
                0
            };
            if calm {
                calm_tried += 1;
            }
            let score = match self.immediate_end(&m, ply) {
                Some(score) => {
                    self.pv_len[ply + 1] = 0;
                    score
                }
                None => self.child(pos, &m, i, depth, reduction, alpha, beta, ply),
            };
            if self.run.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m.mv);
                    self.update_pv(ply, m.mv);
                    if score >= beta {
                        if m.is_quiet() {
                            self.reward(us, m, depth, ply);
                        }
                        break;
                    }
                }
            }
            if m.is_quiet() {
                self.tried[ply].push(m);
            }
            i += 1;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            pos.hash() ^ self.run.salt,
            depth,
            ply as i32,
            best,
            bound,
            best_move,
        );
        best
    }

    /// The score of the `i`th move `m` of a node, searched by its child: the
    /// first with the full window, the others with a null window first.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &Position,
        m: &ScoredMove,
        i: usize,
        depth: i32,
        reduction: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if i == 0 {
            return self.after(pos, m, depth - 1, alpha, beta, ply);
        }
        let mut score = self.after(pos, m, depth - 1 - reduction, alpha, alpha + 1, ply);
        if score > alpha && reduction > 0 && !self.run.stopped {
            score = self.after(pos, m, depth - 1, alpha, alpha + 1, ply);
        }
        if score > alpha && score < beta && !self.run.stopped {
            score = self.after(pos, m, depth - 1, alpha, beta, ply);
        }
        score
    }

    /// The score of the move `m` of `pos`, `ply` moves below the root, for
    /// the side that makes it: the position after it searched `depth` more
    /// moves, within `alpha..beta` (fail-soft). Under duels a capture is a
    /// chance node ([`Searcher::duel`]).
    #[inline(always)]
    fn after(
        &mut self,
        pos: &Position,
        m: &ScoredMove,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.run.duels && m.victim.is_some() {
            return self.duel(pos, m, depth, alpha, beta, ply);
        }
        let mut child = *pos;
        child.play_unchecked(m.mv);
        -self.node(&child, depth, -beta, -alpha, ply + 1)
    }

    /// A capture under duels (RULES.md section 10), as a chance node: the
    /// attacker wins with the chance `p` that the [`DuelModel`] gives, and
    /// falls otherwise, so the capture is worth `p * win + (1 - p) * fall`
    /// (expectimax). The more likely outcome is searched first, in the
    /// window that its score must leave for the sum to fall inside
    /// `alpha..beta` whatever the other outcome scores (the Star1 bounds of
    /// Ballard, 1983, with every score within `-INFINITY..INFINITY`); the
    /// other then in the window that the first one's score leaves it. An
    /// outcome that fails its window fails the sum the same way, with a
    /// bound that still holds. The principal variation stops at the duel:
    /// what follows depends on chance.
    ///
    /// With fair duels the first window is nearly the full one. Bounds
    /// guessed from the evaluation (the other outcome within 4 points of
    /// the evaluation less the attacker, or plus the victim) reached one or
    /// two depths more in 200,000 positions, but scored 45.2% (90 wins, 91
    /// draws, 119 losses) against these sound bounds over 300 Manator games
    /// at 20,000 positions a move, so the bounds stay sound.
    fn duel(
        &mut self,
        pos: &Position,
        m: &ScoredMove,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let Some(victim) = m.victim else {
            return self.outcome(pos, m.mv, m.role, Role::Princess, depth, alpha, beta, ply);
        };
        let fallen = Move::fallen(m.mv.from(), m.mv.to());
        let p = i64::from(self.duel.attacker_wins_per_mille(m.role, victim));
        let (first, second, p1) = if p >= 500 {
            (m.mv, fallen, p)
        } else {
            (fallen, m.mv, 1000 - p)
        };
        let p2 = 1000 - p1;
        if p2 == 0 {
            let score = self.outcome(pos, first, m.role, victim, depth, alpha, beta, ply);
            self.pv_len[ply + 1] = 0;
            return score;
        }
        let (low, high) = (-i64::from(INFINITY), i64::from(INFINITY));
        let (a, b) = (1000 * i64::from(alpha), 1000 * i64::from(beta));
        let window = |lo: i64, hi: i64, p: i64| {
            (
                lo.div_euclid(p).clamp(low, high) as i32,
                (hi + p - 1).div_euclid(p).clamp(low, high) as i32,
            )
        };
        let (a1, b1) = window(a - p2 * high, b - p2 * low, p1);
        let x = self.outcome(pos, first, m.role, victim, depth, a1, b1, ply);
        let score = if self.run.stopped {
            0
        } else if x <= a1 {
            ceil_mille(p1 * i64::from(x) + p2 * high)
        } else if x >= b1 {
            floor_mille(p1 * i64::from(x) + p2 * low)
        } else {
            let x = i64::from(x);
            let (a2, b2) = window(a - p1 * x, b - p1 * x, p2);
            let y = self.outcome(pos, second, m.role, victim, depth, a2, b2, ply);
            let sum = p1 * x + p2 * i64::from(y);
            if y <= a2 {
                ceil_mille(sum)
            } else if y >= b2 {
                floor_mille(sum)
            } else {
                // Exact: to the nearest centipoint.
                floor_mille(sum + 500)
            }
        };
        self.pv_len[ply + 1] = 0;
        score
    }

    /// The score of one outcome `m` of a duel between a piece of kind
    /// `role` and a `victim` (the attacker winning it, or falling:
    /// [`Move::is_fallen`]), for the side that attacks, as
    /// [`Searcher::after`].
    #[allow(clippy::too_many_arguments)]
    fn outcome(
        &mut self,
        pos: &Position,
        m: Move,
        role: Role,
        victim: Role,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let end = if m.is_fallen() {
            self.fall_ends(role, victim, ply)
        } else {
            self.end_by(role, victim, ply)
        };
        if let Some(score) = end {
            return score;
        }
        let mut child = *pos;
        child.play_unchecked(m);
        -self.node(&child, depth, -beta, -alpha, ply + 1)
    }

    /// The quiescence search: the side to move may stand on the evaluation
    /// or try its captures, until the position is quiet.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = 0;
        if self.should_stop() {
            return 0;
        }
        self.run.nodes += 1;
        if pos.material_count() >= MATERIAL_DRAW_COUNT {
            return self.draw(ply);
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
        let stand = evaluate(pos);
        if (stand >= beta || ply >= MAX_PLY) && has_a_move(pos) {
            return stand;
        }
        // Delta pruning before generating: when taking the most valuable
        // piece there is would still leave the side to move below alpha,
        // and none of its pieces is within reach of the opposing Princess
        // or Chief (a capture that ends the game), no capture can help.
        if stand + self.best_victim(pos) + DELTA_MARGIN <= alpha
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
        let ply_i = ply as i32;
        let score = if scan.takes_princess.is_some() {
            Score::WIN.raw() - ply_i - 1
        } else if !scan.any_move {
            // Nothing to take: the side stands pat if it can move at all.
            if has_a_move(pos) {
                stand
            } else {
                end_score(pos, ply_i, self.draw(ply))
            }
        } else if self.run.quiet_duels >= QUIET_DUELS {
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
            let score = match self.immediate_end(&m, ply) {
                Some(score) => score,
                None => {
                    let gain = m.victim.map_or(0, value);
                    if stand + gain + DELTA_MARGIN <= alpha {
                        continue;
                    }
                    if self.run.duels {
                        // Depth 0: each outcome goes to the quiescence
                        // search, one duel deeper.
                        self.run.quiet_duels += 1;
                        let score = self.duel(pos, &m, 0, alpha, beta, ply);
                        self.run.quiet_duels -= 1;
                        score
                    } else {
                        let mut child = *pos;
                        child.play_unchecked(m.mv);
                        -self.quiesce(&child, -beta, -alpha, ply + 1)
                    }
                }
            };
            if self.run.stopped {
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

    /// The score of a move that ends the game at once, `ply` moves below
    /// the root: taking the Princess, taking the Chief with the Chief, and
    /// (under [`ChiefCapture::Draw`]) taking the Chief with a lesser
    /// piece. Scoring these without visiting the position after them saves
    /// a move generation that would find nothing.
    fn immediate_end(&self, m: &ScoredMove, ply: usize) -> Option<i32> {
        match m.victim {
            // Under duels only the Princess's capture ends the game whatever
            // the swords say; the rest waits for the duel's outcome.
            Some(victim) if victim == Role::Princess || !self.run.duels => {
                self.end_by(m.role, victim, ply)
            }
            _ => None,
        }
    }

    /// The score of a capture of a `victim` by a piece of kind `role` that
    /// ends the game (the attacker winning the duel, under duels), for the
    /// side that captures, `ply` moves below the root.
    fn end_by(&self, role: Role, victim: Role, ply: usize) -> Option<i32> {
        let win = Score::WIN.raw() - ply as i32 - 1;
        match victim {
            Role::Princess => Some(win),
            Role::Chief if role == Role::Chief => Some(win),
            Role::Chief if self.run.chief == ChiefCapture::Draw => Some(self.draw(ply)),
            _ => None,
        }
    }

    /// The score of a duel against a `victim` lost by the side to move's
    /// piece of kind `role`, when that ends the game (RULES.md section 10):
    /// a Chief that falls to the other Chief loses it, to another piece
    /// draws it (unless the Chief is only removed).
    fn fall_ends(&self, role: Role, victim: Role, ply: usize) -> Option<i32> {
        if role != Role::Chief {
            return None;
        }
        let win = Score::WIN.raw() - ply as i32 - 1;
        match victim {
            Role::Chief => Some(-win),
            _ if self.run.chief == ChiefCapture::Draw => Some(self.draw(ply)),
            _ => None,
        }
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

    /// A drawn game for the side to move `ply` moves below the root: 0, less
    /// the contempt for the side that searches, more for the other.
    fn draw(&self, ply: usize) -> i32 {
        if ply % 2 == 0 {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// A quiet move cut off: it becomes a killer of its ply, and its
    /// history rises while the quiet moves tried before it fall.
    fn reward(&mut self, us: Color, m: ScoredMove, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(m.mv) {
            killers[1] = killers[0];
            killers[0] = Some(m.mv);
        }
        let bonus = depth * depth;
        self.history.update(us, &m, bonus);
        for tried in &self.tried[ply] {
            self.history.update(us, tried, -bonus);
        }
    }

    /// Row `ply` of the principal variations becomes `m` and then row
    /// `ply + 1`.
    fn update_pv(&mut self, ply: usize, m: Move) {
        let row = ply * (MAX_PLY + 1);
        let next = (ply + 1) * (MAX_PLY + 1);
        let tail = if ply < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            0
        };
        self.pv[row] = Some(m);
        for k in 0..tail.min(MAX_PLY) {
            self.pv[row + 1 + k] = self.pv[next + k];
        }
        self.pv_len[ply] = 1 + tail.min(MAX_PLY);
    }

    /// Whether a limit stops the search now (never before the first move
    /// of depth 1 is searched). The
    /// node limit is checked at every position, so that the search stops at
    /// the same position on every machine; the clock and the flag now and
    /// then.
    fn should_stop(&mut self) -> bool {
        if self.run.stopped {
            return true;
        }
        if !self.run.may_stop {
            return false;
        }
        if self.run.nodes >= self.run.node_limit
            || (self.run.nodes % CHECK_EVERY == 0 && self.limit_reached())
        {
            self.run.stopped = true;
        }
        self.run.stopped
    }

    /// Whether the node limit, the stop flag or the clock says stop.
    fn limit_reached(&self) -> bool {
        if self.run.nodes >= self.run.node_limit {
            return true;
        }
        if self.run.stop.as_ref().is_some_and(StopFlag::is_stopped) {
            return true;
        }
        #[cfg(feature = "std")]
        if self
            .run
            .deadline
            .is_some_and(|d| std::time::Instant::now() >= d)
        {
            return true;
        }
        false
    }
}

impl Default for Searcher {
    /// A searcher with a 16 MiB table.
    fn default() -> Searcher {
        Searcher::new(16)
    }
}

impl core::fmt::Debug for Searcher {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Searcher")
            .field("table_bytes", &self.table.bytes())
            .field("duel", &self.duel)
            .finish_non_exhaustive()
    }
}

/// The squares within three king steps of the opposing Princess and
/// Chief: no piece reaches further in one move, so only a move ending here
/// can threaten them.
fn reach_zone(pos: &Position) -> Bitboard {
    let them = pos.side_to_move().opposite();
    let board = pos.board();
    let royals = board.pieces(them, Role::Princess) | board.pieces(them, Role::Chief);
    let one = royals | royals.king_steps();
    let two = one | one.king_steps();
    two | two.king_steps()
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

/// `sum / 1000`, rounded up: a bound from above on a weighted sum in
/// thousandths.
fn ceil_mille(sum: i64) -> i32 {
    (sum + 999).div_euclid(1000) as i32
}

/// `sum / 1000`, rounded down.
fn floor_mille(sum: i64) -> i32 {
    sum.div_euclid(1000) as i32
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

/// The score of a finished game for the side to move, `ply` moves below
/// the root.
fn end_score(pos: &Position, ply: i32, draw: i32) -> i32 {
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == pos.side_to_move() => Score::WIN.raw() - ply,
        Some(Outcome::Win { .. }) => -(Score::WIN.raw() - ply),
        Some(Outcome::Draw(_)) | None => draw,
    }
}
