//! `jetan tune`: fits the evaluation's weights to played games
//! (docs/strength.md, "How the evaluation's weights were found").

use crate::options::count::whole;
use crate::tuning::data::Picks;
use crate::tuning::fit::{self, Phases, Row};
use clap::builder::{PossibleValuesParser, TypedValueParser, ValueParser};
use jetan::record;
use jetan::search::tuning::{FEATURES, NAMES, Weights};
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The arguments of `jetan tune`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Game records to learn from, as `jetan selfplay --records` writes
    /// them
    #[arg(value_name = "RECORDS", required = true)]
    records: Vec<PathBuf>,
    /// Only positions at most this many moves (of either side) before
    /// their game's end
    #[arg(long, value_name = "MOVES", default_value = "200")]
    within: usize,
    /// Only positions after this many moves of their record
    #[arg(long, value_name = "MOVES", default_value = "8")]
    after: usize,
    /// Steps of the gradient descent
    #[arg(long, value_name = "N", default_value = "2000", value_parser = whole::<u32>)]
    iterations: u32,
    /// Each step's size, in 64ths of a centipoint: a number above 0
    #[arg(long, value_name = "R", default_value = "10", value_parser = positive)]
    rate: f64,
    /// Pull the weights toward the current ones: L times the sum of their
    /// squared changes, in points, is added to the mean squared error (0:
    /// no pull)
    #[arg(long, value_name = "L", default_value = "0", value_parser = not_negative)]
    pull: f64,
    /// Which weights the fit moves: both, middle (the middle game's) or end
    /// (the end's); the others are written as they are
    #[arg(long, value_name = "both|middle|end", default_value = "both", value_parser = phases())]
    fit: Phases,
    /// Only these features' weights move, by the names the fit's table
    /// gives them (comma-separated); every feature's by default
    #[arg(long, value_name = "NAMES", value_delimiter = ',', value_parser = feature)]
    only: Vec<usize>,
    /// Write the fitted weights to FILE as the source of
    /// src/search/eval/weights.rs
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

/// Runs `jetan tune`.
pub fn run(args: &Args) -> ExitCode {
    let picks = Picks {
        within: args.within,
        after: args.after,
    };
    let (mut rows, mut games, mut finished) = (Vec::new(), 0, 0);
    for path in &args.records {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => return super::fail("tune", format!("{}: {e}", path.display())),
        };
        for parsed in record::parse_all(&text) {
            let record = match parsed {
                Ok(record) => record,
                Err(e) => return super::fail("tune", format!("{}: {e}", path.display())),
            };
            games += 1;
            finished += usize::from(record.game().outcome().is_some());
            rows.extend(picks.labelled(record.game()).iter().map(Row::from));
        }
    }
    if rows.is_empty() {
        let why = if finished == 0 {
            "no finished game".to_string()
        } else {
            format!(
                "no quiet position after move {} and within {} moves of the end in the \
                 {finished} finished games",
                args.after, args.within
            )
        };
        return super::fail("tune", format!("no position to learn from: {why}"));
    }
    let features = moved(&args.only);
    let start = fit::params(&Weights::CURRENT);
    let k = fit::fit_k(&rows, &start);
    let before = fit::error(&rows, &start, k);
    let descent = fit::Descent {
        k,
        iterations: args.iterations,
        rate: args.rate,
        prior: &start,
        pull: args.pull,
        phases: args.fit,
        features,
    };
    let fitted = fit::fit_params(&rows, &start, &descent);
    let after = fit::error(&rows, &fitted, k);
    let moved = fit::distance(&fitted, &start);
    let weights = fit::weights(&fitted);
    let how = format!(
        "jetan tune --within {} --after {} --iterations {} --rate {} --pull {}{}{}: {} positions of \
         {finished} finished games ({games} records), k = {k:.4}, mean squared error {before:.6} \
         before, {after:.6} after; the weights moved {moved:.4} squared points.",
        args.within,
        args.after,
        args.iterations,
        args.rate,
        args.pull,
        match args.fit {
            Phases::Both => String::new(),
            fit => format!(" --fit {}", fit.name()),
        },
        if args.only.is_empty() {
            String::new()
        } else {
            let names: Vec<&str> = NAMES
                .iter()
                .zip(features)
                .filter(|(_, m)| *m)
                .map(|(n, _)| *n)
                .collect();
            format!(" --only {}", names.join(","))
        },
        rows.len(),
    );
    if let Some(path) = &args.out {
        if let Err(e) = std::fs::write(path, weights.source(&wrap(&how, 72))) {
            return super::fail("tune", format!("--out {}: {e}", path.display()));
        }
    }
    super::write_out("tune", &report(&how, &Weights::CURRENT, &weights))
}

/// The account of the fit, then each feature's weights before and after,
/// in centipoints.
fn report(how: &str, before: &Weights, after: &Weights) -> String {
    let mut text =
        format!("{how}\n\n| feature | middle | was | end | was |\n|---|---:|---:|---:|---:|\n");
    let cp = |w: i32| f64::from(w) / 64.0;
    for (i, name) in NAMES.iter().enumerate() {
        let _ = writeln!(
            text,
            "| {name} | {:.1} | {:.1} | {:.1} | {:.1} |",
            cp(after.middle[i]),
            cp(before.middle[i]),
            cp(after.end[i]),
            cp(before.end[i]),
        );
    }
    text
}

/// Which features a fit moves: those of `only`, or every one if it names
/// none.
fn moved(only: &[usize]) -> [bool; FEATURES] {
    let mut moved = [only.is_empty(); FEATURES];
    for &i in only {
        moved[i] = true;
    }
    moved
}

/// A feature's index, from its name.
fn feature(name: &str) -> Result<usize, String> {
    NAMES
        .iter()
        .position(|&known| known == name)
        .ok_or_else(|| format!("{name:?} is not a feature: {}", NAMES.join(", ")))
}

/// A step size: a finite number above 0.
fn positive(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(rate) if rate.is_finite() && rate > 0.0 => Ok(rate),
        _ => Err(format!("{text:?} is not a number above 0")),
    }
}

/// A pull: a finite number of at least 0.
fn not_negative(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(pull) if pull.is_finite() && pull >= 0.0 => Ok(pull),
        _ => Err(format!("{text:?} is not a number of at least 0")),
    }
}

/// Reads which weights a fit moves: `both`, `middle` or `end`.
fn phases() -> ValueParser {
    PossibleValuesParser::new(Phases::ALL.map(Phases::name))
        .try_map(|name| name.parse::<Phases>())
        .into()
}

/// `text` broken into lines of at most `width` characters, at spaces.
fn wrap(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.len() + 1 + word.len() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_spaces_within_the_width() {
        assert_eq!(wrap("a bb ccc dddd", 6), "a bb\nccc\ndddd");
        assert_eq!(wrap("abcdefgh ij", 4), "abcdefgh\nij");
    }

    #[test]
    fn a_rate_is_a_finite_number_above_zero() {
        assert_eq!(positive("2.5"), Ok(2.5));
        for bad in ["0", "-1", "NaN", "inf", "ten"] {
            assert!(positive(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_phases_fitted_are_both_middle_or_end() {
        let parse = |text: &str| text.parse::<Phases>();
        assert_eq!(parse("both"), Ok(Phases::Both));
        assert_eq!(parse("middle"), Ok(Phases::Middle));
        assert_eq!(parse("end"), Ok(Phases::End));
        for bad in ["", "End", "start", "middle,end"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_features_fitted_are_those_named_or_all() {
        assert_eq!(feature("tempo"), Ok(0));
        assert_eq!(feature("escape"), Ok(2));
        assert!(feature("Escape").is_err());
        assert!(feature("").is_err());
        assert_eq!(moved(&[]), [true; FEATURES]);
        let some = moved(&[0, 2]);
        assert_eq!(some.iter().filter(|&&m| m).count(), 2);
        assert!(some[0] && some[2]);
    }

    #[test]
    fn a_pull_is_a_finite_number_of_at_least_zero() {
        assert_eq!(not_negative("0"), Ok(0.0));
        assert_eq!(not_negative("0.001"), Ok(0.001));
        for bad in ["-0.5", "NaN", "inf", "much"] {
            assert!(not_negative(bad).is_err(), "{bad}");
        }
    }
}
