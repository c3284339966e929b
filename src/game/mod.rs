//! A game: where it started, the moves played, and what follows from them.

mod ledger;

pub use ledger::Ledger;

use crate::notation::MoveTextError;

use crate::position::{IllegalMove, Outcome, Position};

use crate::rules::Rules;

use crate::types::{Board, ByColor, Color, Move, Piece};
use alloc::vec;
use alloc::vec::Vec;

/// What makes two positions of one game "the same" for counting
/// repetitions: the placement, the side to move and the escapes left. The
/// move number, which grows with every move, and the material count, which
/// runs near the end of a game, are left out; the rules are the same for
/// the whole game.
///
/// Keys are compared by value, so two positions are the same exactly when
/// their keys are. [`Position::hash`] is no substitute: it also covers the
/// material count, which this key leaves out on purpose, and two positions
/// may share a hash.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct PositionKey {
    board: Board,
    side: Color,
    escapes: ByColor<bool>,
}

impl PositionKey {
    fn of(pos: &Position) -> PositionKey {
        PositionKey {
            board: *pos.board(),
            side: pos.side_to_move(),
            escapes: ByColor::from_fn(|c| pos.has_escape(c)),
        }
    }
}

/// A game of Jetan: its start, the moves played, the current position, and
/// what the moves took.
///
/// ```
/// use jetan::{Color, Game, Rules};
/// let mut game = Game::new(Rules::default(), Color::Black);
/// game.play_text("Nb2-b3").unwrap();
/// game.play_text("b9b8").unwrap();
/// assert_eq!(game.moves().len(), 2);
/// assert_eq!(game.undo().map(|m| m.to_string()), Some("b9b8".into()));
/// assert_eq!(game.position().side_to_move(), Color::Orange);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    /// `positions[0]` is the start; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// The piece each move cost its side (the Princess included; under
    /// duels the attacker that fell), as `Position::play` answers it, so that
    /// the ledger and undo need no replay.
    taken: Vec<Option<Piece>>,
    /// `keys[i]` is the key of `positions[i]`.
    keys: Vec<PositionKey>,
}

impl Game {
    /// A new game from the start position of `rules.setup`, with `first` to
    /// move.
    pub fn new(rules: Rules, first: Color) -> Game {
        Game::from_position(Position::start_with(rules, first))
    }

    /// A new game from any position.
    pub fn from_position(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            taken: Vec::new(),
            keys: vec![PositionKey::of(&start)],
        }
    }

    /// The position the game started from.
    pub fn initial_position(&self) -> &Position {
        &self.positions[0]
    }

    /// The side that moved first.
    pub fn first(&self) -> Color {
        self.initial_position().side_to_move()
    }

    /// The rules the game is played under.
    pub fn rules(&self) -> &Rules {
        self.initial_position().rules()
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        // Never empty: `positions` starts with the start and `undo` keeps it.
        &self.positions[self.positions.len() - 1]
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game, from the start to the current one: one
    /// more than there are moves, `positions()[i]` being the one in which
    /// `moves()[i]` was played.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// What each move took, in order: `None` for a move that took nothing.
    /// Under duels (RULES.md section 10) the piece that fell: the defender
    /// when the attacker won, the attacker itself when it fell
    /// ([`Move::fallen`]). Its side pays for it in the [`Ledger`].
    pub fn taken(&self) -> &[Option<Piece>] {
        &self.taken
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// Plays `m` if it is legal in the current position and answers the
    /// piece it took, as [`Position::play`] does (also recorded in
    /// [`Game::taken`]); otherwise changes nothing and says why not.
    pub fn play(&mut self, m: Move) -> Result<Option<Piece>, IllegalMove> {
        let mut next = *self.position();
        let taken = next.play(m)?;
        self.positions.push(next);
        self.moves.push(m);
        self.taken.push(taken);
        self.keys.push(PositionKey::of(&next));
        Ok(taken)
    }

    /// Plays the move that `text` names, in coordinate or algebraic form
    /// (see [`Position::parse_move`]), and answers it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveTextError> {
        let m = self.position().parse_move(text)?;
        // `parse_move` answers only legal moves, so this does not fail.
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move and answers it; `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.taken.pop();
        self.keys.pop();
        Some(m)
    }

    /// How often the current position has occurred in this game, itself
    /// included (so at least 1). Positions are the same when they have the
    /// same placement, side to move and escapes left.
    pub fn repetitions(&self) -> usize {
        let now = self.keys[self.keys.len() - 1];
        self.keys.iter().filter(|&&k| k == now).count()
    }

    /// The wager ledger: every piece each side lost so far.
    pub fn ledger(&self) -> Ledger {
        let mut ledger = Ledger::new();
        for &piece in self.taken.iter().flatten() {
            ledger.record_loss(piece);
        }
        ledger
    }
}

impl Default for Game {
    /// A new game under the default rules, Black to move.
    fn default() -> Game {
        Game::new(Rules::default(), Color::Black)
    }
}
