//! `[POSITION]` with `--rules`: the position to start from, given in
//! position text, or the start of the rules.

use super::rules::RulesArg;
use clap::Args;
use jetan::{Color, Position, Rules};

/// The position argument and the rules it is read under.
#[derive(Args, Clone, Debug)]
pub struct Start {
    /// Position text, quoted (default: the start of --rules)
    #[arg(value_name = "POSITION")]
    position: Option<String>,
    #[command(flatten)]
    rules: RulesArg,
}

impl Start {
    /// The rules asked for.
    pub fn rules(&self) -> Rules {
        self.rules.rules()
    }

    /// The position given, read under the rules, or without one the start
    /// position with `first` to move. The error names `POSITION`.
    pub fn position(&self, first: Color) -> Result<Position, String> {
        match &self.position {
            None => Ok(Position::start_with(self.rules(), first)),
            Some(text) => Position::from_text_with_rules(text, self.rules())
                .map_err(|e| format!("POSITION: {e}")),
        }
    }
}
