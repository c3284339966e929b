//! The position: board, side to move, escapes, material count, rules; its
//! moves, play, the end of the game, hashing and perft.

mod choices;
mod game_end;
mod illegal_move;
mod legality;
mod material;
mod outcome;
mod path;
pub(crate) mod perft;
mod play;
mod problem;
mod select;
mod setup;
mod validate;
mod zobrist;

pub use illegal_move::IllegalMove;
#[cfg(feature = "search")]
pub(crate) use material::MATERIAL_DRAW_COUNT;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use path::Path;
pub use perft::{divide, divide_until, perft, perft_played, perft_until};
pub use problem::{Problem, ValidationErrors};
pub use setup::PositionSetup;

use crate::movegen::variant::{MoveRules, with_move_rules};
use crate::movegen::{self, MoveList, Mover, PieceMoves};
use crate::rules::{Escape, PrincessThreat, Rules, Setup};
use crate::types::{Bitboard, Board, ByColor, Color, File, Piece, Rank, Role, Square};

/// A position of a game: where the pieces stand, whose move it is, which
/// Princesses still have their escape, the material-draw count, the move
/// number, and the rules it is played under.
///
/// A `Position` is always one that can occur in a game (see
/// [`Position::from_text`] for what is checked). It is `Copy`: engines play
/// moves on copies. Its `Debug` is one line, its text and its rules' text
/// (`Position { text: "... b bo 0 1", rules: "" }`, and the outcome once a
/// move has ended the game); [`Position::diagram`] draws the board.
///
/// ```
/// use jetan::{Move, Position};
/// let mut pos = Position::default(); // the start, Black to move
/// assert_eq!(pos.legal_moves().len(), 92);
/// pos.play("e2e3".parse::<Move>().unwrap()).unwrap();
/// assert_eq!(
///     pos.to_string(),
///     "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/4n5/tnnn1nnnnt/wadfcpfdaw o bo 0 1"
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    rules: Rules,
    side: Color,
    /// Whether each side's Princess still has her escape.
    escapes: ByColor<bool>,
    /// The material-draw count of RULES.md 6.4.
    material_count: u8,
    /// Whether the material condition of RULES.md 6.4 holds, kept so that a
    /// move without a capture (which keeps the material) need not test it.
    material_holds: bool,
    /// Set by the move that ended the game. A game without legal moves is
    /// also over; that is found when asked ([`Position::outcome`]).
    ended: Option<Outcome>,
    move_number: u32,
    /// The Zobrist hash of the board, side, escapes and count, kept up to
    /// date by play.
    hash: u64,
}

const BACK_ROW_BLACK: [Role; 10] = [
    Role::Warrior,
    Role::Padwar,
    Role::Dwar,
    Role::Flier,
    Role::Chief,
    Role::Princess,
    Role::Flier,
    Role::Dwar,
    Role::Padwar,
    Role::Warrior,
];

impl Position {
    /// The start position under the default rules, with `first` to move.
    pub fn start(first: Color) -> Position {
        Position::start_with(Rules::default(), first)
    }

    /// The start position of `rules.setup`, played under `rules`, with
    /// `first` to move.
    pub fn start_with(rules: Rules, first: Color) -> Position {
        let mut board = Board::empty();
        let mut orange_back = BACK_ROW_BLACK;
        if rules.setup == Setup::Appendix {
            // Read from Orange's own left, the row puts the Princess on e10.
            orange_back.swap(4, 5);
        }
        for file in File::ALL {
            let second = if file == File::A || file == File::J {
                Role::Thoat
            } else {
                Role::Panthan
            };
            let place = |board: &mut Board, rank, color, role| {
                board.set(Square::from_coords(file, rank), Piece { color, role });
            };
            let back = usize::from(file.index());
            place(&mut board, Rank::First, Color::Black, BACK_ROW_BLACK[back]);
            place(&mut board, Rank::Second, Color::Black, second);
            place(&mut board, Rank::Ninth, Color::Orange, second);
            place(&mut board, Rank::Tenth, Color::Orange, orange_back[back]);
        }
        Position {
            board,
            rules,
            side: first,
            escapes: ByColor::splat(true),
            material_count: 0,
            material_holds: false,
            ended: None,
            move_number: 1,
            hash: 0,
        }
        .with_derived_fields()
    }

    /// The position with its hash and material flag computed from scratch.
    fn with_derived_fields(mut self) -> Position {
        self.hash = self.hash_from_scratch();
        self.material_holds = material::holds(&self.board, self.rules.material);
        self
    }

    /// A 64-bit Zobrist hash of the placement, the side to move, the escapes
    /// left and the material count (not the move number, the rules or
    /// whether the game is over). Updated by every move; the keys are fixed
    /// in the source, so a position hashes the same in every release.
    ///
    /// ```
    /// use jetan::{Color, Position};
    /// let black = Position::start(Color::Black);
    /// let orange = Position::start(Color::Orange);
    /// assert_ne!(black.hash(), orange.hash());
    /// ```
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// [`Position::hash`] computed afresh from the position's fields rather
    /// than kept up to date move by move: the two are always equal (the
    /// tests' oracle, through `jetan::testing`).
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        zobrist::hash(&self.board, self.side, self.escapes, self.material_count)
    }

    /// Where the pieces stand.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules the position is played under.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// The square of `color`'s Princess. `None` only once she has been
    /// taken: the move that takes her wins the game (RULES.md 6.1), so a
    /// position whose game goes on always has both.
    ///
    /// ```
    /// use jetan::{Color, Position, Square};
    /// let start = Position::default();
    /// assert_eq!(start.princess(Color::Black), Some(Square::F1));
    /// assert_eq!(start.princess(Color::Orange), Some(Square::E10));
    /// ```
    pub fn princess(&self, color: Color) -> Option<Square> {
        self.board.pieces(color, Role::Princess).lowest()
    }

    /// The square of `color`'s Chief: `None` when the side has none (taken
    /// under [`ChiefCapture::Removed`](crate::ChiefCapture::Removed), by the
    /// move that ended the game, or a position set up without him).
    ///
    /// ```
    /// use jetan::{Color, Position, Square};
    /// let start = Position::default();
    /// assert_eq!(start.chief(Color::Black), Some(Square::E1));
    /// assert_eq!(start.chief(Color::Orange), Some(Square::F10));
    /// ```
    pub fn chief(&self, color: Color) -> Option<Square> {
        self.board.pieces(color, Role::Chief).lowest()
    }

    /// Whether `color`'s Princess still has her escape.
    pub fn has_escape(&self, color: Color) -> bool {
        self.escapes[color]
    }

    /// Whether `color`'s Princess may still make an escape: she has it
    /// and the rules have one (under `escape=none` the flag stays as the
    /// position text gives it, but no move uses it).
    pub(crate) fn may_escape(&self, color: Color) -> bool {
        self.escapes[color] && self.rules.escape != Escape::None
    }

    /// The material-draw count (RULES.md 6.4): moves made since the material
    /// condition began to hold.
    pub fn material_count(&self) -> u8 {
        self.material_count
    }

    /// The worth of `color`'s pieces other than the royals, in tenths of a
    /// point of the default value table (RULES.md 6.4: Padwar 1.7, Warrior
    /// 1.9, Panthan 2.0, Dwar 4.9, Thoat 5.6, Flier 9.5): what the material
    /// rule weighs, and the lead a program reports.
    ///
    /// ```
    /// use jetan::{Color, Position};
    /// // Eight Panthans 16.0, two each of the others 47.2.
    /// assert_eq!(Position::default().material(Color::Orange), 632);
    /// ```
    pub fn material(&self, color: Color) -> u32 {
        material::value(&self.board, color)
    }

    /// The move number: 1 at the start, increased after each Orange move.
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    fn mover(&self) -> Mover {
        Mover {
            us: self.side,
            escape_left: self.has_escape(self.side),
        }
    }

    /// [`Position::for_each_piece_moves`] under move rules already chosen.
    #[inline]
    pub(super) fn batches_with<R: MoveRules>(&self, move_rules: R, f: &mut impl FnMut(PieceMoves)) {
        if self.ended.is_none() {
            movegen::batches(&self.board, self.mover(), move_rules, f);
        }
    }

    /// [`Position::count_legal_moves`] under move rules already chosen.
    #[inline]
    pub(super) fn count_with<R: MoveRules>(&self, move_rules: R) -> u32 {
        if self.ended.is_some() {
            return 0;
        }
        movegen::count(&self.board, self.mover(), move_rules)
    }

    /// Whether a move has ended the game (a game can also be over for want
    /// of legal moves: see [`Position::outcome`]).
    #[inline]
    pub(crate) fn ended(&self) -> bool {
        self.ended.is_some()
    }

    /// Hands each piece's legal moves to `f` as one batch (the Princess's
    /// ordinary moves and her escapes as two). Under duels a piece that can
    /// land on opposing pieces other than the Princess has a second batch,
    /// of [`MoveKind::Fallen`](crate::MoveKind::Fallen), the duels it loses
    /// there (RULES.md section 10). Nothing when the game is over.
    ///
    /// ```
    /// use jetan::{MoveKind, Position, Rules};
    /// // A Black Panthan on e2 faces an Orange Panthan on e3, under duels.
    /// let pos = Position::from_text_with_rules(
    ///     "P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1",
    ///     Rules::MANATOR,
    /// )
    /// .unwrap();
    /// let mut batches = Vec::new();
    /// pos.for_each_piece_moves(|b| {
    ///     batches.push((b.from.to_string(), b.kind == MoveKind::Fallen, b.len()))
    /// });
    /// // e2: d3, e3 (a duel), f3, d2, f2; then the duel on e3 lost.
    /// assert!(batches.contains(&("e2".to_string(), false, 5)));
    /// assert!(batches.contains(&("e2".to_string(), true, 1)));
    /// ```
    pub fn for_each_piece_moves(&self, mut f: impl FnMut(PieceMoves)) {
        with_move_rules!(&self.rules, |move_rules| self
            .batches_with(move_rules, &mut f));
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_piece_moves(|batch| {
            for m in batch {
                // Never full: MAX_LEGAL_MOVES bounds the legal moves of any
                // position under any rules (its proof is beside it).
                let kept = list.try_push(m);
                debug_assert!(kept.is_ok(), "more than MAX_LEGAL_MOVES legal moves");
            }
        });
        list
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> usize {
        with_move_rules!(&self.rules, |move_rules| self.count_with(move_rules)) as usize
    }

    /// The squares threatened by `by` against the opposing Princess
    /// ([RULES.md section 4](crate::rules_book#4-the-princess)): those that
    /// `by`'s pieces other than its Princess could move onto, capturing her,
    /// were she standing there. Her own square is vacated first, so a line
    /// she blocks opens (under
    /// [`PrincessThreat::InPlace`] she stays
    /// and blocks it); a square held by a piece of `by` counts when another
    /// piece of `by` could reach it. [`Position::attackers`] names the
    /// pieces for one square.
    ///
    /// ```
    /// use jetan::{Color, Position};
    /// // At the start Black's Panthans threaten all of rank 3.
    /// let threats = Position::default().threats(Color::Black);
    /// let third = jetan::Bitboard::rank(jetan::Rank::Third);
    /// assert_eq!(threats & third, third);
    /// ```
    pub fn threats(&self, by: Color) -> Bitboard {
        let occupied = self.threat_blockers(by);
        with_move_rules!(&self.rules, |move_rules| movegen::threats(
            &self.board,
            by,
            occupied,
            move_rules
        ))
    }

    /// The squares of `by`'s pieces that could move onto `square`: the
    /// question of [`Position::threats`] asked of one square and answered
    /// with the pieces, under the same reading. So `square` is threatened
    /// exactly when it has an attacker, and:
    ///
    /// - `by`'s Princess is never an attacker: she never captures;
    /// - the other side's Princess is taken off her square first, so a line
    ///   she blocks opens (she stays on it under
    ///   [`PrincessThreat::InPlace`]), as
    ///   when she asks whether she may move to `square`;
    /// - what stands on `square` does not matter: a piece of `by` counts if
    ///   it could reach it were an opposing piece there.
    ///
    /// ```
    /// use jetan::{Bitboard, Color, Position};
    /// // Black's Princess on e6; Orange's Dwar on e8 and Panthan on d6.
    /// let pos = Position::from_text("P9/10/4D5/10/3Np5/10/10/10/10/10 b - 0 1").unwrap();
    /// let e5 = "e5".parse().unwrap();
    /// let attackers = pos.attackers(e5, Color::Orange);
    /// // The Panthan steps diagonally forward; the Dwar's line e7-e6-e5
    /// // opens once she has left e6.
    /// let expected: Bitboard = ["d6", "e8"].iter().map(|s| s.parse().unwrap()).collect();
    /// assert_eq!(attackers, expected);
    /// assert!(pos.threats(Color::Orange).contains(e5));
    /// ```
    pub fn attackers(&self, square: Square, by: Color) -> Bitboard {
        let occupied = self.threat_blockers(by);
        with_move_rules!(&self.rules, |move_rules| movegen::attackers(
            &self.board,
            by,
            square,
            occupied,
            move_rules
        ))
    }

    /// Whether [`Position::attackers`] is not empty: asked without finding
    /// every attacker, for the search, which asks it at every node.
    #[cfg(feature = "search")]
    pub(crate) fn is_attacked(&self, square: Square, by: Color) -> bool {
        let occupied = self.threat_blockers(by);
        with_move_rules!(&self.rules, |move_rules| movegen::attacked(
            &self.board,
            by,
            square,
            occupied,
            move_rules
        ))
    }

    /// The squares of `by`'s pieces that could take on `square` now: move
    /// onto it and capture what stands there, every piece where it stands
    /// (nothing vacated, so a line that a Princess blocks stays blocked).
    /// Her own Princess never captures, so is never one. This is the
    /// question of an exchange or of an interface's "who can take here",
    /// where [`Position::attackers`] asks the Princess rule's question
    /// (with the other Princess lifted off her square). What stands on
    /// `square` does not matter, as for `attackers`: a piece of `by` counts
    /// if it could take an opposing piece standing there. It does not ask
    /// whose move it is ([`Position::with_side_to_move`] asks the other
    /// side's questions).
    ///
    /// ```
    /// use jetan::{Bitboard, Color, Position, Square};
    /// // Black's Princess on e6 blocks the line of Orange's Dwar on e8 to e5.
    /// let pos = Position::from_text("P9/10/4D5/10/3Np5/10/10/10/10/10 b - 0 1").unwrap();
    /// assert_eq!(pos.capturers(Square::E5, Color::Orange), Bitboard::from_square(Square::D6));
    /// assert!(pos.attackers(Square::E5, Color::Orange).contains(Square::E8));
    /// ```
    pub fn capturers(&self, square: Square, by: Color) -> Bitboard {
        with_move_rules!(&self.rules, |v| movegen::attackers(
            &self.board,
            by,
            square,
            self.board.occupied(),
            v
        ))
    }

    /// The same position with `side` to move: every other field (the
    /// escapes, the material count, the move number, an ended game's
    /// outcome) kept, the hash updated. For asking a position's questions
    /// of the other side (its legal moves, its threats by the moves it
    /// could make now) or for a null move in a search. It is **not a legal
    /// move**: no rule lets a side pass, so neither [`Game`](crate::Game)
    /// nor a record can hold it.
    ///
    /// ```
    /// use jetan::{Color, Position};
    /// let start = Position::default(); // Black to move
    /// let orange = start.with_side_to_move(Color::Orange);
    /// assert_eq!(orange, Position::start(Color::Orange));
    /// assert_eq!(orange.legal_moves().len(), 92);
    /// assert_eq!(orange.with_side_to_move(Color::Black), start);
    /// ```
    #[must_use]
    pub fn with_side_to_move(mut self, side: Color) -> Position {
        if self.side != side {
            self.side = side;
            self.hash ^= zobrist::orange_to_move();
        }
        self
    }

    /// The occupied squares as the threat of `by` is judged (RULES.md
    /// sections 4 and 9): the opposing Princess's square vacated, unless the
    /// threat is judged with her in place.
    fn threat_blockers(&self, by: Color) -> Bitboard {
        let their_princess = match self.rules.threat {
            PrincessThreat::Vacated => self.board.pieces(by.opposite(), Role::Princess),
            PrincessThreat::InPlace => Bitboard::EMPTY,
        };
        self.board.occupied() - their_princess
    }
}

impl Default for Position {
    /// The start position under the default rules, Black to move.
    fn default() -> Position {
        Position::start(Color::Black)
    }
}
