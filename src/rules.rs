//! The rule options: one value per reading that the sources disagree on.
//!
//! RULES.md section 9 lists them; [`Rules::default()`] is the reading every
//! published perft number of this crate assumes.

/// The starting set-up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Setup {
    /// The appendix: each side's back row read from its own left, so each
    /// Chief faces the opposing Princess (the set-up is point-symmetric).
    #[default]
    Appendix,
    /// Chapter 17's game at Manator needs the Chiefs to face each other:
    /// Orange's Chief on `e10` and Princess on `f10`.
    Manator,
}

/// How many steps a piece with a count of *k* takes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum StepCount {
    /// Exactly *k* steps, as the appendix's counts read.
    #[default]
    Exact,
    /// Any number from 1 to *k*; a capture may end the move early.
    UpTo,
}

/// How the Thoat moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ThoatMove {
    /// One straight and one diagonal step in either order, blocked by a piece
    /// on the middle square (the appendix).
    #[default]
    EitherOrder,
    /// One straight step and then one diagonal step, like a chess knight
    /// read literally; blocked.
    StraightFirst,
    /// Either order, jumping over the middle square (chapter 2 says the
    /// Thoat may jump).
    Jumping,
}

/// Which way a Panthan may step.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PanthanMove {
    /// Forward, sideways or diagonally forward; never backward.
    #[default]
    Forward,
    /// Also diagonally backward (never straight back), as some players read
    /// "diagonally".
    DiagonalBack,
}

/// Whether the Princess may pass over threatened squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PrincessPath {
    /// She may jump over threatened squares; only where she ends must be
    /// safe.
    #[default]
    Brave,
    /// Every square of her path must be unthreatened.
    Frightened,
}

/// Where the Princess's once-a-game escape may take her.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Escape {
    /// Any empty, unthreatened square: a "ten-space" jump reaches the whole
    /// board.
    #[default]
    Anywhere,
    /// Along a rank, file or diagonal, any distance, jumping, to an empty
    /// unthreatened square.
    Line,
    /// No escape.
    Disabled,
}

/// What happens when a piece other than a Chief captures a Chief.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ChiefCapture {
    /// The game is drawn (the appendix).
    #[default]
    Draw,
    /// The Chief is removed and play goes on.
    Removed,
}

/// When a game with little material left is drawn (RULES.md 6.4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MaterialDraw {
    /// At most three pieces each, of equal value (the same royals and the
    /// same total of the default value table).
    #[default]
    EqualValue,
    /// At most three pieces each, whatever they are.
    AnyMaterial,
    /// Never.
    Off,
}

/// What happens when the side to move has no legal move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum NoMove {
    /// The game is drawn.
    #[default]
    Draw,
    /// The side to move loses.
    Loss,
}

/// Every rule option of RULES.md section 9.
///
/// A plain struct: build a variant with struct update syntax.
///
/// ```
/// use jetan::{Escape, Rules, ThoatMove};
/// let rules = Rules { thoat: ThoatMove::StraightFirst, escape: Escape::Disabled, ..Rules::default() };
/// assert!(!rules.is_default());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rules {
    /// The starting set-up (only changes the start position).
    pub setup: Setup,
    /// Exact step counts or up to the count.
    pub steps: StepCount,
    /// How the Thoat moves.
    pub thoat: ThoatMove,
    /// Which way a Panthan may step.
    pub panthan: PanthanMove,
    /// Whether the Princess may pass over threatened squares.
    pub princess: PrincessPath,
    /// The Princess's escape.
    pub escape: Escape,
    /// A Chief captured by a lesser piece.
    pub chief: ChiefCapture,
    /// The material draw.
    pub material: MaterialDraw,
    /// A side with no legal move.
    pub no_move: NoMove,
}

impl Rules {
    /// The default reading of every option: the appendix as RULES.md reads
    /// it. `Rules::default()` is this value.
    pub const APPENDIX: Rules = Rules {
        setup: Setup::Appendix,
        steps: StepCount::Exact,
        thoat: ThoatMove::EitherOrder,
        panthan: PanthanMove::Forward,
        princess: PrincessPath::Brave,
        escape: Escape::Anywhere,
        chief: ChiefCapture::Draw,
        material: MaterialDraw::EqualValue,
        no_move: NoMove::Draw,
    };

    /// The default reading of every option; the same as [`Rules::APPENDIX`].
    pub const DEFAULT: Rules = Rules::APPENDIX;

    /// The Manator set-up of chapter 17 (the Chiefs face each other), every
    /// other option at its default.
    pub const MANATOR: Rules = Rules {
        setup: Setup::Manator,
        ..Rules::APPENDIX
    };

    /// Whether the options that change legal moves are all at their
    /// defaults, so that move generation can take its fastest path. The
    /// set-up and the end-of-game options do not count here.
    pub const fn moves_as_default(&self) -> bool {
        matches!(self.steps, StepCount::Exact)
            && matches!(self.thoat, ThoatMove::EitherOrder)
            && matches!(self.panthan, PanthanMove::Forward)
            && matches!(self.princess, PrincessPath::Brave)
            && matches!(self.escape, Escape::Anywhere)
    }

    /// Whether every option is at its default.
    pub fn is_default(&self) -> bool {
        *self == Rules::DEFAULT
    }
}
