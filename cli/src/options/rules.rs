//! `--rules KEY=VALUE,...`: the text form of [`Rules`] (RULES.md section
//! 9), the same option in every subcommand.

use clap::Args;
use jetan::Rules;

/// The rule options, the defaults without `--rules`.
#[derive(Args, Clone, Copy, Debug, Default)]
pub struct RulesArg {
    /// Rule options, e.g. thoat=straight-first,escape=none or capture=duel
    /// (RULES.md section 9)
    #[arg(long = "rules", value_name = "KEY=VALUE,...", value_parser = parse)]
    rules: Option<Rules>,
}

impl RulesArg {
    /// The rules asked for.
    pub fn rules(&self) -> Rules {
        self.rules.unwrap_or_default()
    }
}

/// Reads the text form of the rules, with the library's message.
fn parse(text: &str) -> Result<Rules, String> {
    text.parse()
        .map_err(|e: jetan::ParseRulesError| e.to_string())
}
