//! Who wins a duel in the games of `jetan play`, `match` and `selfplay`. Under `capture=duel` (RULES.md
//! section 10) a player chooses a capture, and the players' swords decide
//! it: not a rule, so the command lets the user choose how (`--duels`). A
//! player that names an outcome (a `Move::fallen`) is taken to have chosen
//! the capture; the outcome comes from here.

use super::rng::Rng;
use jetan::search::DuelModel;
use jetan::{Capture, Move, Piece, Position, Role, Rules, ValueTable};

/// How the duels of a game are decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duels {
    /// The person at the terminal decides each duel (`jetan play`
    /// only).
    Ask,
    /// A seeded coin: each side wins half of the duels.
    Fair,
    /// A seeded draw in which the attacker wins with the chance
    /// `a / (a + d)` of the two pieces' values ([`values`]).
    Values,
}

/// The values `--duels values` draws by, in tenths of a point:
/// [`ValueTable::DEFAULT`] (Padwar 1.7, Warrior 1.9, Panthan 2.0, Dwar 4.9,
/// Thoat 5.6, Flier 9.5), with the Chief, which that table leaves without
/// a value, worth 10 points: a little more than a Flier, as the strongest
/// fighter of its side. The Princess never duels.
pub fn values() -> ValueTable {
    let mut tenths = [0; 8];
    for role in Role::ALL {
        tenths[role.index()] = ValueTable::DEFAULT.tenths(role);
    }
    tenths[Role::Chief.index()] = CHIEF_TENTHS;
    ValueTable::from_tenths(tenths)
}

/// The Chief's value for `--duels values`, in tenths: 10 points.
pub const CHIEF_TENTHS: u32 = 100;

/// What `--duels` takes, for usage lines.
pub const DUELS_HELP: &str = "\
--duels fair|values: who wins a duel under capture=duel (RULES.md 10): fair, a
  seeded coin (the default); values, a seeded draw in which the attacker wins
  with chance a/(a+d) of the two pieces' values (Padwar 1.7, Warrior 1.9,
  Panthan 2.0, Dwar 4.9, Thoat 5.6, Flier 9.5, Chief 10). A player chooses the
  capture, the draw its outcome; the same seed gives the same draws.";

impl Duels {
    /// Reads `fair`, `values`, and `ask` when `ask_allowed`.
    pub fn parse(text: &str, ask_allowed: bool) -> Result<Duels, String> {
        match text {
            "fair" => Ok(Duels::Fair),
            "values" => Ok(Duels::Values),
            "ask" if ask_allowed => Ok(Duels::Ask),
            "ask" => Err("--duels ask needs a person at the terminal: only play takes it".into()),
            _ if ask_allowed => Err(format!("--duels: {text:?} is not ask, fair or values")),
            _ => Err(format!("--duels: {text:?} is not fair or values")),
        }
    }

    /// What the engine is told of the odds: those of the draw, and even
    /// chances when a person decides.
    pub fn model(self) -> DuelModel {
        match self {
            Duels::Ask | Duels::Fair => DuelModel::FAIR,
            Duels::Values => DuelModel::from_values(&values()),
        }
    }

    /// The word for the option, as `--duels` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Duels::Ask => "ask",
            Duels::Fair => "fair",
            Duels::Values => "values",
        }
    }
}

/// The rules as a report gives them (`default` for the default), with how
/// duels are decided when the rules have them.
pub fn rules_text(rules: &Rules, duels: Duels) -> String {
    let text = rules.to_string();
    let text = if text.is_empty() { "default" } else { &text };
    match rules.capture {
        Capture::Duel => format!("{text} (duels: {})", duels.name()),
        _ => text.to_string(),
    }
}

/// The capture a player chose with `m`: a duel it named by its outcome is
/// the capture; other moves are themselves.
pub fn chosen(m: Move) -> Move {
    if m.is_fallen() {
        Move::new(m.from(), m.to())
    } else {
        m
    }
}

/// The two pieces of the duel that the legal move `m` of `pos` starts, if
/// it is one. The crate decides: a capture is a duel exactly when its
/// other outcome, the attacker falling ([`Move::fallen`]), is a legal move
/// too (RULES.md section 10), so no rule is repeated here.
pub fn duel(pos: &Position, m: Move) -> Option<(Piece, Piece)> {
    let m = chosen(m);
    if m.is_escape() || !pos.is_legal(Move::fallen(m.from(), m.to())) {
        return None;
    }
    Some((pos.piece_at(m.from())?, pos.piece_at(m.to())?))
}

/// Draws the outcomes of a game's duels from a generator of its own, so
/// that the players' choices and the draws do not disturb each other and
/// a seed gives the same game.
#[derive(Clone, Debug)]
pub struct Referee {
    duels: Duels,
    rng: Rng,
}

impl Referee {
    /// A referee drawing by `duels` (`Ask` draws as `Fair`: a referee
    /// decides without a person) from `seed`.
    pub fn new(duels: Duels, seed: u64) -> Referee {
        Referee {
            duels,
            rng: Rng::new(seed),
        }
    }

    /// Whether the attacker wins a duel of `attacker` against `defender`.
    pub fn attacker_wins(&mut self, attacker: Role, defender: Role) -> bool {
        match self.duels {
            Duels::Ask | Duels::Fair => self.rng.below(2) == 0,
            Duels::Values => {
                let table = values();
                let (a, d) = (table.tenths(attacker), table.tenths(defender));
                self.rng.below((a + d) as usize) < a as usize
            }
        }
    }

    /// What happens when a player chooses the legal move `m` of `pos`: the
    /// move itself, or for a duel the outcome the draw gives.
    pub fn resolve(&mut self, pos: &Position, m: Move) -> Move {
        let m = chosen(m);
        match duel(pos, m) {
            Some((attacker, defender)) if !self.attacker_wins(attacker.role, defender.role) => {
                Move::fallen(m.from(), m.to())
            }
            _ => m,
        }
    }
}
