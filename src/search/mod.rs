//! A computer opponent: a game-tree search that chooses a move.
//!
//! [`Searcher`] deepens iteratively, one move at a time, with a principal
//! variation search in aspiration windows, a transposition table keyed by
//! [`Position::hash`](crate::Position::hash), move ordering by the table's
//! move, captures (most valuable victim first), killer moves and history,
//! and at the leaves a quiescence search over captures, so that no leaf is
//! scored in the middle of an exchange. A side whose Princess can be taken
//! next move and cannot step away searches the moves that may save her
//! instead. Moves that end the game (taking the Princess, a Chief taken)
//! are scored as they are found. Frontier nodes skip calm moves that cannot
//! reach alpha (futility pruning) or that come late (late move pruning),
//! and late calm moves are searched less deep first (late move
//! reductions). A move that ends within reach of the opposing Princess or
//! Chief is never calm, unless the Princess makes it. The evaluation
//! counts material, the side to move's tempo, the pieces near each
//! Princess, each Princess's escape and room (the squares she may still go
//! to), and the side ahead's pieces closing in on the opposing Princess.
//! Under the default rules it scales a lead down by the opposing pieces
//! near the leader's Chief, and it grows a lead as the side behind runs
//! short of pieces to shield its Princess. `eval/features.rs` says why
//! each term is there; docs/strength.md says how each weight was found.
//!
//! A drawn game scores minus the searcher's *contempt* for the side that
//! searches ([`Searcher::set_contempt_centipoints`]): under the default rules the side
//! behind can often draw by taking the Chief with any piece, and an engine
//! that counts a draw as nothing lets it.
//!
//! Every option of [`Rules`](crate::Rules) plays: the search uses the
//! position's own move generation and end of game. Scores are
//! [`Score`]s: centipoints, or a won game with its distance.
//!
//! Under duels (`capture=duel`, RULES.md section 10) the side to move
//! chooses a capture, not its outcome: the search plays each capture as a
//! chance node, both outcomes searched (the attacker wins, the attacker
//! falls) and weighted by the [`DuelModel`](crate::DuelModel) the caller gives
//! ([`Searcher::set_duel_model`]; fair by default). Its best move is then
//! the capture itself, never a [`Move::fallen`](crate::Move::fallen), and
//! its principal variation stops at a duel, whose outcome is chance.
//!
//! ```
//! use jetan::search::{Limits, Searcher};
//! use jetan::{DuelModel, Position, Rules};
//!
//! // Manator rules: Black's Chief on e2 can attack Orange's Chief on c4,
//! // which otherwise takes Black's Princess on a1 next move (her escape is
//! // spent and every square she could go to is within its reach).
//! let pos = Position::from_text_with_rules("9P/10/10/10/10/10/2C7/10/4c5/p9 b - 0 1", Rules::MANATOR)?;
//! let mut searcher = Searcher::new(1);
//! // The Chief that wins the duel wins the game, the one that falls loses
//! // it: with fair duels the attack is worth the mean of a win and a loss.
//! let result = searcher.search(&pos, Limits::depth(3));
//! assert_eq!(result.best_move, Some("e2c4".parse()?));
//! assert_eq!(result.score.centipoints(), Some(0));
//! // If the attacker always falls, the engine plays on rather than attack.
//! searcher.set_duel_model(DuelModel::from_per_mille(0).unwrap());
//! let result = searcher.search(&pos, Limits::depth(3));
//! assert_ne!(result.best_move, Some("e2c4".parse()?));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ```
//! use jetan::search::{Limits, Searcher};
//! use jetan::Position;
//!
//! let mut searcher = Searcher::new(16); // a 16 MiB table
//! let mut pos = Position::default();
//! for _ in 0..4 {
//!     let result = searcher.search(&pos, Limits::nodes(5_000));
//!     let m = result.best_move.expect("the game goes on");
//!     pos.play(m)?;
//! }
//! assert_eq!(pos.move_number(), 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Under `std` a searcher may search on several threads
//! ([`Searcher::set_threads`]): lazy SMP over one shared table.
//!
//! With only depth and node limits a search on one thread is deterministic: a fresh
//! searcher gives the same result for the same position on every machine.
//! A searcher reused from move to move keeps its table, which makes it
//! stronger and its results depend on what it searched before.

mod chance;
mod clock;
mod deepening;
mod entry;
mod eval;
mod eval_cache;
mod evaluation;
mod game_clock;
mod game_end;
mod hunt;
mod limits;
mod multi_pv;
mod node;
mod ordering;
mod princess;
mod pv;
mod quiescence;
mod repetition;
mod report;
mod root;
mod score;
mod searcher;
mod skill;
mod table;
#[cfg(feature = "std")]
mod threads;
#[cfg(feature = "tuning")]
#[cfg_attr(docsrs, doc(cfg(feature = "tuning")))]
pub mod tuning;

pub use evaluation::{Evaluation, evaluate};
pub use game_clock::GameClock;
pub use limits::{Limits, StopFlag};
pub use report::{Line, Progress, SearchResult};
pub use score::Score;
pub use searcher::Searcher;
pub use skill::Skill;
