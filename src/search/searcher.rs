//! The searcher: what it keeps from one search to the next (its table,
//! move-ordering history and settings) and the state of the current one.
//! The search itself is spread by idea: the ways in (`entry.rs`),
//! iterative deepening (`deepening.rs`), one depth at the root in its
//! aspiration window (`root.rs`), the lines of MultiPV (`multi_pv.rs`),
//! the helper threads (`threads.rs`), the full-width node (`node.rs`), the
//! chance node of duels (`chance.rs`), the quiescence search
//! (`quiescence.rs`), going round (`repetition.rs`), the scoring of game
//! ends (`game_end.rs`), the principal variation (`pv.rs`) and the clock
//! (`clock.rs`).

use super::clock::Clock;
use super::eval_cache::EvalCache;
use super::game_end::GameEnd;
use super::ordering::{History, Killers, Picker, ScoredMove};
use super::pv::PvTable;
use super::score::MAX_PLY;
use super::skill::Skill;
use super::table::Table;
use crate::rules::DuelModel;
use crate::rules::Rules;
use crate::types::{Move, SplitMix64};
use alloc::sync::Arc;
use alloc::vec;
use alloc::vec::Vec;

/// The largest contempt: scores stay far from the won-game range.
const MAX_CONTEMPT_CENTIPOINTS: i32 = 10_000;

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
    /// Shared with the helper threads, under `std`.
    pub(super) table: Arc<Table>,
    pub(super) history: History,
    /// The evaluations computed so far, under the rules of the last search.
    pub(super) evaluations: EvalCache,
    pub(super) killers: Vec<Killers>,
    /// One reusable move picker per ply, so that nodes allocate nothing.
    pub(super) pickers: Vec<Picker>,
    /// The quiet moves tried so far at each ply, for the history malus.
    pub(super) tried: Vec<Vec<ScoredMove>>,
    pub(super) pv: PvTable,
    pub(super) duel: DuelModel,
    /// The rules of the last search: the table is only good under them.
    pub(super) rules: Option<Rules>,
    pub(super) contempt_centipoints: i32,
    /// The current search's positions visited and limits.
    pub(super) clock: Clock,
    /// How the current search scores the end of a game: its rules and the
    /// contempt.
    pub(super) ends: GameEnd,
    /// Mixed into the table's keys: a draw scores by the contempt of the
    /// side that searches, so searches for one side must not read the
    /// other's entries.
    pub(super) salt: u64,
    /// The root's best move of the current depth, its score and its line,
    /// once one has been found.
    pub(super) depth_best: Option<(Move, i32, Vec<Move>)>,
    /// Duels the quiescence search is inside of, on the current line.
    pub(super) quiet_duels: u32,
    /// Whether the quiescence search hunts on the current line
    /// (`Searcher::hunt`): once a line.
    pub(super) hunting: bool,
    /// The quiet moves of the hunt under way, kept so that hunts allocate
    /// nothing.
    pub(super) hunt_moves: Vec<Move>,
    /// The depth of the iteration under way, from the root: 0 outside
    /// one, where no node is extended (`Searcher::extension`).
    pub(super) root_depth: i32,
    /// How many best lines a search gives (MultiPV), at least 1.
    pub(super) multi_pv: usize,
    pub(super) skill: Skill,
    /// The state of the generator of the skill's choices.
    pub(super) skill_random: SplitMix64,
    /// The positions of the game and of the current line, as (hash,
    /// repetition key: `repetition::repetition_key`), when the search was
    /// given the game ([`Searcher::search_game`]): a position met again
    /// scores as a draw.
    pub(super) path: Vec<(u64, u16)>,
    /// Whether [`Searcher::path`] is kept: only in a search of a game.
    pub(super) repetitions: bool,
    /// A helper thread's searcher, which leaves the table's generation to
    /// the main one.
    pub(super) helper: bool,
    /// The searchers of the other threads (lazy SMP), sharing the table.
    #[cfg(feature = "std")]
    pub(super) helpers: Vec<Searcher>,
}

impl Searcher {
    /// A searcher with a transposition table of `table_mib` MiB (rounded
    /// down to a power of two; at least one entry). A few MiB serve game
    /// moves of tens of thousands of positions; 16 to 256 MiB a search of
    /// seconds. An entry takes 16 bytes, and no size is refused: the size
    /// asked for is the cap, and where that much memory cannot be had (a
    /// memory limit, an allocation refused) the table halves until it can,
    /// down to one entry, rather than fail. Besides the table, each
    /// searcher (and each helper thread's) keeps the evaluations it has
    /// computed, in 1 MiB.
    pub fn new(table_mib: usize) -> Searcher {
        Searcher::sharing(Arc::new(Table::new(table_mib)))
    }

    /// A searcher of `table`, shared with others.
    fn sharing(table: Arc<Table>) -> Searcher {
        Searcher {
            table,
            history: History::new(),
            evaluations: EvalCache::new(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            pickers: (0..=MAX_PLY).map(|_| Picker::new()).collect(),
            tried: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: PvTable::new(),
            duel: DuelModel::FAIR,
            rules: None,
            contempt_centipoints: Searcher::DEFAULT_CONTEMPT_CENTIPOINTS,
            clock: Clock::default(),
            ends: GameEnd::default(),
            salt: 0,
            depth_best: None,
            quiet_duels: 0,
            hunting: false,
            hunt_moves: Vec::with_capacity(64),
            root_depth: 0,
            multi_pv: 1,
            skill: Skill::FULL,
            skill_random: SplitMix64::new(0),
            path: Vec::new(),
            repetitions: false,
            helper: false,
            #[cfg(feature = "std")]
            helpers: Vec::new(),
        }
    }

    /// Forgets everything learned: afterwards the searcher searches as a
    /// new one would.
    pub fn clear(&mut self) {
        self.table.clear();
        self.history = History::new();
        self.evaluations.clear();
        self.killers.fill([None; 2]);
        self.rules = None;
        #[cfg(feature = "std")]
        for helper in &mut self.helpers {
            helper.history = History::new();
            helper.evaluations.clear();
            helper.killers.fill([None; 2]);
            helper.rules = None;
        }
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

    /// The contempt of a new searcher, in centipoints: a draw counts as
    /// losing ten points (a Flier and a little more). Less, and an engine a
    /// little ahead lets the other side draw by taking its Chief with any
    /// piece. Matches chose the value (docs/strength.md, "Contempt").
    pub const DEFAULT_CONTEMPT_CENTIPOINTS: i32 = 1000;

    /// How much the searching side dislikes a draw, in centipoints: it
    /// scores a drawn game as minus this for itself (and plus this for the
    /// other side), so that it plays on from a position a little worse
    /// rather than draw. 0 makes a draw worth exactly nothing.
    ///
    /// Under the default rules a Chief taken by a lesser piece draws
    /// (RULES.md 6.3), so the side behind can often force a draw; without
    /// contempt an engine that is ahead lets it, and one that is a little
    /// behind seeks it.
    pub fn contempt_centipoints(&self) -> i32 {
        self.contempt_centipoints
    }

    /// Sets the contempt in centipoints (held within ±10,000).
    ///
    /// ```
    /// use jetan::search::Searcher;
    /// let mut searcher = Searcher::new(1);
    /// assert_eq!(searcher.contempt_centipoints(), Searcher::DEFAULT_CONTEMPT_CENTIPOINTS);
    /// searcher.set_contempt_centipoints(0);
    /// assert_eq!(searcher.contempt_centipoints(), 0);
    /// ```
    pub fn set_contempt_centipoints(&mut self, centipoints: i32) {
        let contempt = centipoints.clamp(-MAX_CONTEMPT_CENTIPOINTS, MAX_CONTEMPT_CENTIPOINTS);
        if contempt != self.contempt_centipoints {
            // The table's scores of draws were scored by the old contempt.
            self.table.clear();
        }
        self.contempt_centipoints = contempt;
    }

    /// How many best lines a search gives (UCI's `MultiPV`); 1 for a new
    /// searcher.
    pub fn multi_pv(&self) -> usize {
        self.multi_pv
    }

    /// Sets how many best lines a search gives (at least 1; a position
    /// with fewer moves gives one line a move), in
    /// [`SearchResult::lines`](super::SearchResult::lines) and each
    /// [`Progress::lines`](super::Progress::lines), best first. Each line
    /// after the first is searched among the moves the lines before it
    /// left, so `n` lines cost about `n` times the search of one: at a
    /// fixed depth each depth takes longer, and within a time limit the
    /// search goes less deep.
    ///
    /// ```
    /// use jetan::search::{Limits, Searcher};
    /// use jetan::Position;
    /// let mut searcher = Searcher::new(1);
    /// searcher.set_multi_pv(3);
    /// let result = searcher.search(&Position::default(), Limits::depth(3));
    /// assert_eq!(result.lines.len(), 3);
    /// assert_eq!(result.lines[0].pv, result.pv);
    /// // Three different first moves, the best first.
    /// assert_ne!(result.lines[0].pv[0], result.lines[1].pv[0]);
    /// assert!(result.lines[0].score >= result.lines[1].score);
    /// assert!(result.lines[1].score >= result.lines[2].score);
    /// ```
    pub fn set_multi_pv(&mut self, lines: usize) {
        self.multi_pv = lines.max(1);
    }

    /// How strongly the searcher plays (see [`Skill`]); [`Skill::FULL`]
    /// for a new searcher.
    pub fn skill(&self) -> Skill {
        self.skill
    }

    /// Sets the skill level: below [`Skill::FULL`] the searcher searches
    /// fewer positions and plays a seeded choice among its best lines.
    pub fn set_skill(&mut self, skill: Skill) {
        self.skill = skill;
    }

    /// Seeds the generator of a weakened searcher's choices (0 for a new
    /// searcher): the same seed plays the same moves, so give each game
    /// its own (from the clock, say) for games that differ.
    pub fn set_skill_seed(&mut self, seed: u64) {
        self.skill_random = SplitMix64::new(seed);
    }

    /// How many threads search (1 for a new searcher).
    #[cfg(feature = "std")]
    pub fn threads(&self) -> usize {
        1 + self.helpers.len()
    }

    /// Sets how many threads search (at least 1; UCI's `Threads`): lazy
    /// SMP, every thread searching the same position and sharing the one
    /// transposition table, so that each finds the others' results. The
    /// calling thread reports and gives the result; the others stop when
    /// it does. One thread searches as ever: deterministic under depth and
    /// node limits. With more, the result depends on the threads' timing,
    /// the node limit counts the calling thread's positions, and the
    /// result's `nodes` every thread's.
    ///
    /// ```
    /// use jetan::search::{Limits, Searcher};
    /// use jetan::Position;
    /// let mut searcher = Searcher::new(16);
    /// searcher.set_threads(2);
    /// assert_eq!(searcher.threads(), 2);
    /// let result = searcher.search(&Position::default(), Limits::depth(4));
    /// assert_eq!(result.depth, 4);
    /// assert!(result.best_move.is_some());
    /// ```
    #[cfg(feature = "std")]
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.max(1) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let mut helper = Searcher::sharing(Arc::clone(&self.table));
            helper.helper = true;
            self.helpers.push(helper);
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;
    use crate::search::Limits;

    #[test]
    fn each_setting_reads_back_as_set() {
        // Entries of 16 bytes, a power of two of them: 1 MiB holds 65,536;
        // 3 MiB would hold 196,608, rounded down to 131,072 (2 MiB).
        assert_eq!(Searcher::new(1).table_bytes(), 1 << 20);
        assert_eq!(Searcher::new(3).table_bytes(), 2 << 20);
        let mut searcher = Searcher::new(1);
        assert_eq!(searcher.duel_model(), DuelModel::FAIR);
        let model = DuelModel::from_per_mille(700).unwrap();
        searcher.set_duel_model(model);
        assert_eq!(searcher.duel_model(), model);
        assert_eq!(searcher.contempt_centipoints(), 1_000);
        searcher.set_contempt_centipoints(-250);
        assert_eq!(searcher.contempt_centipoints(), -250);
        searcher.set_contempt_centipoints(20_000);
        assert_eq!(searcher.contempt_centipoints(), 10_000);
        assert_eq!(searcher.multi_pv(), 1);
        searcher.set_multi_pv(3);
        assert_eq!(searcher.multi_pv(), 3);
        searcher.set_multi_pv(0);
        assert_eq!(searcher.multi_pv(), 1);
        assert_eq!(searcher.skill(), Skill::FULL);
        searcher.set_skill(Skill::BEGINNER);
        assert_eq!(searcher.skill(), Skill::BEGINNER);
        searcher.set_skill(Skill::new(7).unwrap());
        assert_eq!(searcher.skill().level(), 7);
        #[cfg(feature = "std")]
        {
            assert_eq!(searcher.threads(), 1);
            searcher.set_threads(3);
            assert_eq!(searcher.threads(), 3);
            searcher.set_threads(0);
            assert_eq!(searcher.threads(), 1);
        }
    }

    #[test]
    fn debug_names_the_table_size_and_the_duel_model() {
        let text = alloc::format!("{:?}", Searcher::new(1));
        assert!(
            text.starts_with("Searcher { table_bytes: 1048576, duel: "),
            "{text}"
        );
        assert!(text.ends_with(", .. }"), "{text}");
    }

    #[test]
    fn a_new_contempt_or_duel_model_forgets_the_table() {
        // Draws in the table were scored with the old contempt, duels with
        // the old model; the same value again keeps it.
        let mut searcher = Searcher::new(1);
        let search = |s: &mut Searcher| s.search(&Position::default(), Limits::depth(3));
        search(&mut searcher);
        assert!(searcher.table.used() > 0);
        searcher.set_contempt_centipoints(Searcher::DEFAULT_CONTEMPT_CENTIPOINTS);
        assert!(searcher.table.used() > 0);
        searcher.set_contempt_centipoints(0);
        assert_eq!(searcher.table.used(), 0);
        search(&mut searcher);
        searcher.set_duel_model(DuelModel::from_per_mille(700).unwrap());
        assert_eq!(searcher.table.used(), 0);
    }
}
