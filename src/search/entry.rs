//! The ways into a search: of a position alone, or of a game's current
//! position with the positions the game went through, each with or
//! without a report after every depth.

use super::limits::Limits;
use super::repetition::repetition_key;
use super::report::{Progress, SearchResult};
use super::searcher::Searcher;
use crate::game::Game;
use crate::position::Position;

impl Searcher {
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
        on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        self.repetitions = false;
        self.path.clear();
        self.deepen_all(pos, limits, on_depth)
    }

    /// Searches the current position of `game` as [`Searcher::search`]
    /// does, knowing the positions the game went through: a line that
    /// comes back to one of them (or to one earlier in the line) scores it
    /// as a draw, less the contempt. Jetan has no rule on repetition; the
    /// search counts going round as gaining nothing, so that the side
    /// ahead (which the contempt makes dislike draws) looks for something
    /// else, and the side behind may welcome it.
    ///
    /// ```
    /// use jetan::search::{Limits, Searcher};
    /// use jetan::Game;
    /// let mut game = Game::default();
    /// for m in ["a2b4", "a9b7", "b4a2", "b7a9"] {
    ///     game.play(m.parse()?)?;
    /// }
    /// // Back at the start: a2b4 again would only repeat the game.
    /// let mut searcher = Searcher::new(1);
    /// searcher.set_contempt_centipoints(0);
    /// let limits = Limits::depth(2).with_root_moves(["a2b4".parse()?]);
    /// let result = searcher.search_game(&game, limits);
    /// assert_eq!(result.score, jetan::search::Score::DRAW);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn search_game(&mut self, game: &Game, limits: Limits) -> SearchResult {
        self.search_game_with(game, limits, |_| {})
    }

    /// [`Searcher::search_game`], calling `on_depth` after each finished
    /// depth, as [`Searcher::search_with`].
    pub fn search_game_with(
        &mut self,
        game: &Game,
        limits: Limits,
        on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        self.repetitions = true;
        self.path.clear();
        self.path.extend(
            game.positions()
                .iter()
                .map(|p| (p.hash(), repetition_key(p))),
        );
        // The current position is the root: the search pushes it again.
        self.path.pop();
        let result = self.deepen_all(game.position(), limits, on_depth);
        self.path.clear();
        result
    }

    /// The search on every thread: the helpers search until this thread's
    /// search ends, each as a searcher of its own sharing the table.
    fn deepen_all(
        &mut self,
        pos: &Position,
        limits: Limits,
        on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        #[cfg(feature = "std")]
        if !self.helpers.is_empty() {
            return self.deepen_threads(pos, limits, on_depth);
        }
        self.deepen(pos, limits, on_depth)
    }
}
