//! The rule options: one value per reading that the sources disagree on.
//!
//! RULES.md section 9 lists them; [`Rules::default()`], also named
//! [`Rules::APPENDIX`], is the reading every published perft number of this
//! crate assumes, and [`Rules::MANATOR`] is the game of chapter 17: its
//! set-up and its duels (RULES.md section 10). The docs of [`Rules`] say
//! where each reading comes from, and which published program plays which.

#[macro_use]
mod option_enum;

mod build;
mod duels;
pub(crate) mod pieces;
mod text;
mod values;

pub use duels::{DuelModel, Duels, ParseDuelsError};
pub use text::{OptionText, ParseRulesError};
pub use values::ValueTable;

rule_option! {
    /// The starting set-up.
    pub enum Setup {
        /// Burroughs' appendix: each side's back row is read "from left to right
        /// of each player", so each Chief faces the opposing Princess and the
        /// set-up is point-symmetric.
        #[default]
        Appendix = "appendix",
        /// Chapter 17: the game at Manator only works if the Chiefs face each
        /// other, so Orange's Chief stands on `e10` and its Princess on `f10`.
        Manator = "manator",
    }
}

rule_option! {
    /// How many steps a piece with a count of *k* takes.
    pub enum StepCount {
        /// Exactly *k* steps: Burroughs' appendix gives each piece its count, and
        /// the encyclopedia article finds that the text implies the full count.
        #[default]
        Exact = "exact",
        /// Any number from 1 to *k*, so a capture may end the move early: the
        /// players' reading of a text that never says the full count is owed.
        UpTo = "up-to",
    }
}

rule_option! {
    /// How the Thoat moves.
    pub enum ThoatMove {
        /// One straight and one diagonal step in either order, blocked by a piece
        /// on the middle square: Burroughs' appendix, "one straight and one
        /// diagonal in any direction".
        #[default]
        Either = "either",
        /// One straight step and then one diagonal step, blocked: the players'
        /// reading of the appendix's order of words, like a chess knight.
        StraightFirst = "straight-first",
        /// Either order, jumping over the middle square: chapter 2 says the
        /// Thoat may jump (the encyclopedia article notes most players ignore
        /// it).
        Jumping = "jumping",
        /// A chess knight: a jump to the eight knight squares only, never to
        /// the four straight neighbours that one straight and one diagonal step
        /// also reach: the players' reading of the Thoat as a chess knight (a
        /// chess piece set plays Jetan with knights for Thoats). The step count
        /// option does not change it: a leap has no steps to stop after.
        Knight = "knight",
    }
}

rule_option! {
    /// Which way a Panthan may step.
    pub enum PanthanMove {
        /// Forward, sideways or diagonally forward, never backward: Burroughs'
        /// appendix ("but not backward"), as the encyclopedia article reads it.
        #[default]
        Forward = "forward",
        /// Also diagonally backward, never straight back: the players' reading
        /// of the appendix's bare "diagonal".
        DiagonalBack = "diagonal-back",
    }
}

rule_option! {
    /// Whether the Princess may pass over threatened squares.
    pub enum PrincessPath {
        /// She may jump over threatened squares; only where she ends must be
        /// safe: Burroughs' appendix forbids her only to move "onto" a
        /// threatened square.
        #[default]
        Brave = "brave",
        /// Every square of her path after her own must be unthreatened: the
        /// players' reading that she may not pass through danger either.
        Frightened = "frightened",
    }
}

rule_option! {
    /// Where the Princess's once-a-game escape may take her.
    pub enum Escape {
        /// Any empty, unthreatened square: the encyclopedia article's reading of
        /// the appendix's "ten-space move", which on a 10 x 10 board reaches
        /// every square.
        #[default]
        Anywhere = "anywhere",
        /// Along her rank, file or diagonals, any distance, jumping, to an empty
        /// unthreatened square: the players' reading of a ten-space move as a
        /// move in one line.
        Line = "line",
        /// No escape: the players' reading that leaves the escape out.
        None = "none",
        /// Any empty, unthreatened square more than three squares away
        /// (Chebyshev distance above 3), so that the escape always goes farther
        /// than her ordinary move: the JetanAgents framework's reading of a
        /// "ten-space" move.
        Far = "far",
    }
}

rule_option! {
    /// When the Princess may make her escape
    /// ([RULES.md sections 5](crate::rules_book#5-the-escape) and
    /// [9](crate::rules_book#9-rule-options)).
    pub enum EscapeWhen {
        /// At any time: Burroughs' appendix ("at any time during the game").
        #[default]
        Any = "any",
        /// Only while she is threatened on her own square, judged in the
        /// current position (she on her square, nothing vacated): the
        /// JetanAgents framework's reading of an escape as a flight from
        /// danger.
        Threatened = "threatened",
    }
}

rule_option! {
    /// How the threat on a square the Princess would move to is judged
    /// ([RULES.md sections 4](crate::rules_book#4-the-princess) and
    /// [9](crate::rules_book#9-rule-options)).
    pub enum PrincessThreat {
        /// In the position after her move: her starting square is vacated, so
        /// a line she was blocking opens. The reading of the appendix's
        /// "threatened" as a threat once she stands there.
        #[default]
        Vacated = "vacated",
        /// With her still on her starting square, blocking the lines through
        /// it: the JetanAgents framework's reading, which judges every square
        /// against the threats of the current position.
        InPlace = "in-place",
    }
}

rule_option! {
    /// How the Flier's three diagonal steps meet the edge of the board
    /// ([RULES.md section 9](crate::rules_book#9-rule-options)).
    pub enum FlierMove {
        /// Three diagonal steps on the board, no square twice, jumping what
        /// stands between: Burroughs' appendix, read as every other piece's
        /// steps are.
        #[default]
        Walk = "walk",
        /// A leap by the offsets an unbounded board gives three diagonal steps
        /// (`(+-1,+-1) (+-1,+-3) (+-3,+-1) (+-3,+-3)`; under "up to" also
        /// `(+-2,0) (0,+-2) (+-2,+-2)`), kept when the end square is on the
        /// board: near an edge or a corner it reaches squares that a walk on
        /// the board cannot (from `a1`, `b2`). The JetanAgents framework's
        /// reading of the Flier as a leaper.
        Leap = "leap",
    }
}

rule_option! {
    /// What a move onto an opposing piece does
    /// ([RULES.md section 10](crate::rules_book#10-the-manator-game-duels)).
    pub enum Capture {
        /// The mover removes the piece and takes its square: Burroughs'
        /// appendix.
        #[default]
        Replace = "replace",
        /// The two pieces fight a duel for the square, and either may fall: the
        /// game of Manator in chapter 17 ("the two pieces thus brought together
        /// engage in a duel for possession of the square"), which the
        /// encyclopedia article describes too. Both outcomes are legal moves of
        /// their own: the attacker wins (an ordinary capture), or the attacker
        /// falls ([`Move::fallen`](crate::Move::fallen)). A move onto the
        /// Princess is no duel: it wins the game.
        Duel = "duel",
    }
}

rule_option! {
    /// What happens when a piece other than a Chief captures a Chief.
    pub enum ChiefCapture {
        /// The game is drawn: Burroughs' appendix.
        #[default]
        Draw = "draw",
        /// The Chief is removed and play goes on: the variant the encyclopedia
        /// article names as the simplest cure for too many draws.
        Removed = "removed",
    }
}

rule_option! {
    /// When a game with little material left is drawn (RULES.md 6.4).
    pub enum MaterialDraw {
        /// At most three pieces each, of equal value (the same royals and the
        /// same total of the default value table): Burroughs' appendix ("three
        /// pieces, or less, of equal value"), with the values of the
        /// encyclopedia article.
        #[default]
        EqualValue = "equal-value",
        /// At most three pieces each, whatever they are: the players' reading
        /// that needs no value table.
        Any = "any",
        /// Never: the players' reading that plays every ending out.
        Off = "off",
    }
}

rule_option! {
    /// What happens when the side to move has no legal move.
    pub enum NoMove {
        /// The game is drawn: the players' reading where Burroughs is silent,
        /// as stalemate in chess.
        #[default]
        Draw = "draw",
        /// The side to move loses: the players' reading that a side that cannot
        /// move is beaten.
        Loss = "loss",
    }
}

/// Every rule option of [RULES.md section 9](crate::rules_book#9-rule-options): one field per point where the
/// sources disagree, each an enum of the readings. The default (bold) is
/// [`Rules::APPENDIX`], what `Rules::default()` gives and every published
/// perft number of this crate assumes.
///
/// | field | readings | sources |
/// |---|---|---|
/// | [`setup`](Rules::setup) | **[`Appendix`](Setup::Appendix)** / [`Manator`](Setup::Manator) | appendix / chapter 17 |
/// | [`steps`](Rules::steps) | **[`Exact`](StepCount::Exact)** / [`UpTo`](StepCount::UpTo) | appendix / players |
/// | [`thoat`](Rules::thoat) | **[`Either`](ThoatMove::Either)** / [`StraightFirst`](ThoatMove::StraightFirst) / [`Jumping`](ThoatMove::Jumping) | appendix / players / chapter 2 |
/// | [`panthan`](Rules::panthan) | **[`Forward`](PanthanMove::Forward)** / [`DiagonalBack`](PanthanMove::DiagonalBack) | appendix / players |
/// | [`princess`](Rules::princess) | **[`Brave`](PrincessPath::Brave)** / [`Frightened`](PrincessPath::Frightened) | appendix / players |
/// | [`escape`](Rules::escape) | **[`Anywhere`](Escape::Anywhere)** / [`Line`](Escape::Line) / [`None`](Escape::None) / [`Far`](Escape::Far) | encyclopedia / players / players / JetanAgents |
/// | [`chief`](Rules::chief) | **[`Draw`](ChiefCapture::Draw)** / [`Removed`](ChiefCapture::Removed) | appendix / encyclopedia |
/// | [`material`](Rules::material) | **[`EqualValue`](MaterialDraw::EqualValue)** / [`Any`](MaterialDraw::Any) / [`Off`](MaterialDraw::Off) | appendix / players / players |
/// | [`no_move`](Rules::no_move) | **[`Draw`](NoMove::Draw)** / [`Loss`](NoMove::Loss) | players / players |
/// | [`capture`](Rules::capture) | **[`Replace`](Capture::Replace)** / [`Duel`](Capture::Duel) | appendix / chapter 17 |
/// | [`threat`](Rules::threat) | **[`Vacated`](PrincessThreat::Vacated)** / [`InPlace`](PrincessThreat::InPlace) | appendix / JetanAgents |
/// | [`escape_when`](Rules::escape_when) | **[`Any`](EscapeWhen::Any)** / [`Threatened`](EscapeWhen::Threatened) | appendix / JetanAgents |
/// | [`flier`](Rules::flier) | **[`Walk`](FlierMove::Walk)** / [`Leap`](FlierMove::Leap) | appendix / JetanAgents |
///
/// The Thoat also has [`Knight`](ThoatMove::Knight) (players). The set-up
/// changes only the start position ([`Position::start_with`]); the Chief
/// and material options and the no-move option change how a game ends, and
/// the others the legal moves (duels both). "Appendix" is the appendix of
/// *The Chessmen of Mars*, "chapter 2" and "chapter 17" its chapters,
/// "encyclopedia" the encyclopedia article on Jetan, "players" a reading
/// players use where the text is silent or ambiguous, and "JetanAgents" the
/// JetanAgents teaching framework (below).
///
/// # The published programs
///
/// Each published Jetan program plays one combination of these readings.
/// The rule text that reproduces each, as far as its public code or
/// documents fix it (an option they leave open is left at its default):
///
/// | program | rule text | source |
/// |---|---|---|
/// | JetanAgents, a Python teaching framework for game-playing agents (minimax and alpha-beta agents); the southern side (Black) moves first | `setup=manator,thoat=jumping,escape=far,chief=removed,material=off,no-move=loss,threat=in-place,escape-when=threatened,flier=leap` | its rules as RULES.md section 9 gives them; its own published figures, 52 moves from the start and 2,683 positions two plies deep, are reproduced below |
/// | Ed Friedlander's *Martian Chess* applet (Java, 2001) | `thoat=jumping,material=any,no-move=loss` | its page at the Chess Variant Pages, `chessvariants.com/play/erf/MartianC.html`: the Thoat "can jump over intervening pieces", "stalemate is a loss", and the ten-move count starts "when each side is down to three or fewer pieces", with no word of their value. The page also says the game is "set up to checkmate", which no option of this crate gives, and says nothing of the set-up, the escape or the Princess's path |
///
/// The two Zillions of Games versions (by Jean-Louis Cazaux and Jens
/// Markmann, and by L. Lynn Smith) and the other programs the encyclopedia
/// article lists have no public code or rules text that this crate's
/// authors could read, so they are not in the table.
///
/// Each program's rules have a name that the rules text reads, as the
/// presets do: `jetan-agents` ([`Rules::JETAN_AGENTS`]) and `friedlander`
/// ([`Rules::FRIEDLANDER`]).
///
/// ```
/// use jetan::{Color, Position, Rules, perft};
///
/// let agents: Rules = "setup=manator,thoat=jumping,flier=leap,threat=in-place,\
///     escape-when=threatened,escape=far,chief=removed,material=off,no-move=loss"
///     .parse()?;
/// assert_eq!(agents, Rules::JETAN_AGENTS);
/// assert_eq!("jetan-agents".parse(), Ok(agents));
/// let start = Position::start_with(agents, Color::Black);
/// // No escape at the start: she is not threatened.
/// assert_eq!(start.count_legal_moves(), 52);
/// assert_eq!(perft(&start, 2), 2683);
/// # Ok::<(), jetan::ParseRulesError>(())
/// ```
///
/// The presets [`Rules::APPENDIX`] and [`Rules::MANATOR`] name the common
/// choices (the rules text reads them as `appendix` and `manator`, and a
/// preset may start the text: `manator,steps=up-to`), and a `const fn with_*` per option ([`Rules::with_thoat`],
/// [`Rules::with_escape`], ...) builds any other. The fields are public to
/// read and to assign; the struct is `#[non_exhaustive]`, so that the next
/// reading is a new field and not a breaking change, which means that code
/// outside this crate cannot write it as a struct expression
/// (`Rules { .. }`). The text form is that of `jetan perft --rules`
/// (`thoat=straight-first,escape=none`), through [`FromStr`] and
/// [`Display`](core::fmt::Display).
///
/// ```
/// use jetan::{Color, Escape, Position, Rules, ThoatMove, perft};
///
/// assert_eq!(Rules::default(), Rules::APPENDIX);
/// let rules = Rules::APPENDIX.with_thoat(ThoatMove::StraightFirst).with_escape(Escape::None);
/// assert!(!rules.is_default());
/// assert_eq!(rules.to_string(), "thoat=straight-first,escape=none");
/// assert_eq!("thoat=straight-first,escape=none".parse(), Ok(rules));
///
/// // Without the escape the start has the 92 moves less the 40 escapes;
/// // a straight-first Thoat on a2 or j2 also loses two moves each.
/// let start = Position::start_with(rules, Color::Black);
/// assert_eq!(perft(&start, 1), 48);
///
/// // The Manator set-up: the Chiefs face each other on the e-file.
/// let manator = Position::start_with(Rules::MANATOR, Color::Black);
/// assert!(manator.to_string().starts_with("WADFCPFDAW/"));
/// assert_eq!(perft(&manator, 1), 92);
/// ```
///
/// [`Position::start_with`]: crate::Position::start_with
/// [`FromStr`]: core::str::FromStr
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
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
    /// Whether a move onto an opposing piece is a duel.
    pub capture: Capture,
    /// How the threat on the Princess's destination is judged.
    pub threat: PrincessThreat,
    /// When the Princess may escape.
    pub escape_when: EscapeWhen,
    /// How the Flier moves.
    pub flier: FlierMove,
}

impl Default for Rules {
    /// [`Rules::APPENDIX`], the default reading of every option.
    fn default() -> Rules {
        Rules::APPENDIX
    }
}

impl Rules {
    /// The default reading of every option (RULES.md section 9): the
    /// appendix's set-up and rules, with RULES.md's default readings where
    /// the appendix is silent. `Rules::default()` is this value.
    pub const APPENDIX: Rules = Rules {
        setup: Setup::Appendix,
        steps: StepCount::Exact,
        thoat: ThoatMove::Either,
        panthan: PanthanMove::Forward,
        princess: PrincessPath::Brave,
        escape: Escape::Anywhere,
        chief: ChiefCapture::Draw,
        material: MaterialDraw::EqualValue,
        no_move: NoMove::Draw,
        capture: Capture::Replace,
        threat: PrincessThreat::Vacated,
        escape_when: EscapeWhen::Any,
        flier: FlierMove::Walk,
    };

    /// The game of Manator, chapter 17: its set-up (the Chiefs face each
    /// other) and its duels (RULES.md section 10), every other option at its
    /// default. Its text is `setup=manator,capture=duel`.
    pub const MANATOR: Rules = Rules {
        setup: Setup::Manator,
        capture: Capture::Duel,
        ..Rules::APPENDIX
    };

    /// The rules of the JetanAgents teaching framework (the first row of
    /// the published programs' table of [`Rules`]); its text is
    /// `jetan-agents`.
    pub const JETAN_AGENTS: Rules = Rules {
        setup: Setup::Manator,
        thoat: ThoatMove::Jumping,
        escape: Escape::Far,
        chief: ChiefCapture::Removed,
        material: MaterialDraw::Off,
        no_move: NoMove::Loss,
        threat: PrincessThreat::InPlace,
        escape_when: EscapeWhen::Threatened,
        flier: FlierMove::Leap,
        ..Rules::APPENDIX
    };

    /// The rules of Ed Friedlander's *Martian Chess* applet (the second row
    /// of the published programs' table of [`Rules`]); its text is
    /// `friedlander`.
    pub const FRIEDLANDER: Rules = Rules {
        thoat: ThoatMove::Jumping,
        material: MaterialDraw::Any,
        no_move: NoMove::Loss,
        ..Rules::APPENDIX
    };

    /// The named presets, each with the name the rules text reads for it
    /// (`manator`, `manator,steps=up-to`): [`Rules::APPENDIX`],
    /// [`Rules::MANATOR`], [`Rules::JETAN_AGENTS`] and [`Rules::FRIEDLANDER`].
    pub const PRESETS: [(&'static str, Rules); 4] = [
        ("appendix", Rules::APPENDIX),
        ("manator", Rules::MANATOR),
        ("jetan-agents", Rules::JETAN_AGENTS),
        ("friedlander", Rules::FRIEDLANDER),
    ];

    /// Whether the options that change legal moves are all at their
    /// defaults, so that move generation can take its fastest path. The
    /// set-up and the end-of-game options do not count here.
    pub(crate) const fn moves_are_default(&self) -> bool {
        matches!(self.steps, StepCount::Exact)
            && matches!(self.thoat, ThoatMove::Either)
            && matches!(self.panthan, PanthanMove::Forward)
            && matches!(self.princess, PrincessPath::Brave)
            && matches!(self.escape, Escape::Anywhere)
            && matches!(self.capture, Capture::Replace)
            && matches!(self.threat, PrincessThreat::Vacated)
            && matches!(self.escape_when, EscapeWhen::Any)
            && matches!(self.flier, FlierMove::Walk)
    }

    /// Whether every option is at its default.
    pub fn is_default(&self) -> bool {
        *self == Rules::APPENDIX
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_appendix_preset_is_every_enum_default() {
        let each_default = Rules {
            setup: Setup::default(),
            steps: StepCount::default(),
            thoat: ThoatMove::default(),
            panthan: PanthanMove::default(),
            princess: PrincessPath::default(),
            escape: Escape::default(),
            chief: ChiefCapture::default(),
            material: MaterialDraw::default(),
            no_move: NoMove::default(),
            capture: Capture::default(),
            threat: PrincessThreat::default(),
            escape_when: EscapeWhen::default(),
            flier: FlierMove::default(),
        };
        assert_eq!(Rules::APPENDIX, each_default);
        assert_eq!(Rules::default(), Rules::APPENDIX);
        assert!(Rules::APPENDIX.is_default() && Rules::APPENDIX.moves_are_default());
        assert_eq!(
            Rules::MANATOR,
            Rules {
                setup: Setup::Manator,
                capture: Capture::Duel,
                ..each_default
            }
        );
        // Duels change the legal moves: the Manator game takes the option
        // path of move generation.
        assert!(!Rules::MANATOR.moves_are_default() && !Rules::MANATOR.is_default());
    }
}
