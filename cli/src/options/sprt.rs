//! `--sprt ELO0,ELO1` with `--sprt-alpha` and `--sprt-beta`: a match that
//! stops as soon as a sequential test decides (`crate::sprt`).

use crate::sprt::{Sprt, parse_hypotheses};
use clap::Args;

/// The sequential test's options.
#[derive(Args, Clone, Copy, Debug)]
pub struct SprtArgs {
    /// Stop when a sequential probability ratio test decides whether A is
    /// ELO0 or ELO1 Elo better than B (logistic Elo; pentanomial over the
    /// pairs of games of one opening), e.g. 0,5; --games is then the most
    /// games to play
    // A hyphen value is taken, so that `--sprt -5,0` is read as bounds.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = parse_hypotheses, allow_hyphen_values = true)]
    sprt: Option<(f64, f64)>,
    /// The test's chance of deciding ELO1 when ELO0 holds
    #[arg(long, value_name = "ALPHA", default_value = "0.05", requires = "sprt")]
    sprt_alpha: f64,
    /// The test's chance of deciding ELO0 when ELO1 holds
    #[arg(long, value_name = "BETA", default_value = "0.05", requires = "sprt")]
    sprt_beta: f64,
}

impl SprtArgs {
    /// The test asked for, if any; an error names what is wrong.
    pub fn test(&self) -> Result<Option<Sprt>, String> {
        self.sprt
            .map(|(elo0, elo1)| Sprt::new(elo0, elo1, self.sprt_alpha, self.sprt_beta))
            .transpose()
    }
}
