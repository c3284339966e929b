//! `--duels`: who wins a duel under `capture=duel` (RULES.md section 10),
//! which is not a rule but the players' swords, so the user says how.

use clap::Args;
use clap::builder::{PossibleValuesParser, TypedValueParser, ValueParser};
use jetan::Duels;

/// What `--duels fair|values` takes, for the long help.
pub const DUELS_HELP: &str = "\
Who wins a duel under capture=duel (RULES.md 10): fair, a seeded coin (the
default); values, a seeded draw in which the attacker wins with chance
a/(a+d) of the two pieces' values (Padwar 1.7, Warrior 1.9, Panthan 2.0,
Dwar 4.9, Thoat 5.6, Flier 9.5, Chief 10). A player chooses the capture,
the draw its outcome; the same seed gives the same draws.";

/// What `--duels ask|fair|values` takes, for the long help of `play`.
pub const ASK_HELP: &str = "\
Who wins a duel under capture=duel (RULES.md 10): ask, you decide each
duel, yours and the computer's (the default); fair, a seeded coin; values,
a seeded draw in which the attacker wins with chance a/(a+d) of the two
pieces' values (Padwar 1.7, Warrior 1.9, Panthan 2.0, Dwar 4.9, Thoat 5.6,
Flier 9.5, Chief 10). A move chooses the capture; the outcome comes from
--duels (under ask you may also type the outcome yourself: d1*g4, the
attacker falls). --seed seeds the draws.";

/// `--duels fair|values`, for games between computer players: nobody is
/// at the terminal to ask.
#[derive(Args, Clone, Copy, Debug, Default)]
pub struct DrawnDuels {
    /// Who wins a duel under capture=duel: fair (a seeded coin, the
    /// default) or values (a draw by the pieces' values)
    #[arg(long = "duels", value_name = "fair|values", value_parser = drawn(), long_help = DUELS_HELP)]
    duels: Option<Duels>,
}

impl DrawnDuels {
    /// The way asked for, a fair coin by default.
    pub fn get(&self) -> Duels {
        self.duels.unwrap_or(Duels::Fair)
    }
}

/// Reads `fair` or `values`: with nobody at the terminal, `ask` is no
/// choice, and the message says why.
fn drawn() -> ValueParser {
    ValueParser::new(|text: &str| match text.parse::<Duels>() {
        Ok(Duels::Ask) => Err("ask needs a person at the terminal: only play takes it".to_string()),
        Ok(duels) => Ok(duels),
        Err(e) => Err(format!("{text:?}: {e}")),
    })
}

/// Reads `ask`, `fair` or `values`: clap's value parser for `play`.
pub fn asked_or_drawn() -> ValueParser {
    PossibleValuesParser::new(Duels::ALL.map(Duels::name))
        .try_map(|name| name.parse::<Duels>())
        .into()
}
