//! `jetan tune`: fits the evaluation's weights to played games
//! (docs/strength.md, "How the evaluation's weights were found").

use crate::options::count::whole;
use crate::tuning::data::{Labelled, Picks};
use crate::tuning::fit::{self, Phases, Row};
use crate::tuning::scored::Scored;
use clap::builder::{PossibleValuesParser, TypedValueParser, ValueParser};
use jetan::record;
use jetan::search::tuning::{FEATURES, NAMES, Weights, sample};
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The arguments of `jetan tune`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Game records to learn from, as `jetan selfplay --records` writes
    /// them; with --scores, scored positions as `jetan label` writes them
    #[arg(value_name = "RECORDS", required = true)]
    records: Vec<PathBuf>,
    /// RECORDS are positions scored by a deeper search (`jetan label`):
    /// each is labelled by the chance of a win its score gives on the curve
    /// fitted to the results, mixed with its game's result by --mix
    #[arg(long)]
    scores: bool,
    /// With --scores, the share of each label that is its game's result: 0
    /// learns from the scores alone, 1 from the results alone
    #[arg(long, value_name = "M", default_value = "0", value_parser = share, requires = "scores")]
    mix: f64,
    /// Only positions at most this many moves (of either side) before
    /// their game's end
    #[arg(
        long,
        value_name = "MOVES",
        default_value = "200",
        conflicts_with = "scores"
    )]
    within: usize,
    /// Only positions after this many moves of their record
    #[arg(
        long,
        value_name = "MOVES",
        default_value = "8",
        conflicts_with = "scores"
    )]
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
    let loaded = if args.scores {
        scored_rows(&args.records)
    } else {
        game_rows(&args.records, args.within, args.after)
    };
    let Loaded {
        mut rows,
        scores,
        source,
    } = match loaded {
        Ok(loaded) => loaded,
        Err(message) => return super::fail("tune", message),
    };
    let features = moved(&args.only);
    let start = fit::params(&Weights::CURRENT);
    let k = fit::fit_k(&rows, &start);
    for (row, &centipoints) in rows.iter_mut().zip(&scores) {
        row.toward(f64::from(centipoints), k, args.mix);
    }
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
        "jetan tune {} --iterations {} --rate {} --pull {}{}{}: {} positions {source}, k = \
         {k:.4}, mean squared error {before:.6} before, {after:.6} after; the weights moved \
         {moved:.4} squared points.",
        if args.scores {
            format!("--scores --mix {}", args.mix)
        } else {
            format!("--within {} --after {}", args.within, args.after)
        },
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

/// What a fit learns from: the rows, a deeper search's score of each
/// (none when it learns from results alone), and where they came from.
struct Loaded {
    rows: Vec<Row>,
    scores: Vec<i32>,
    source: String,
}

/// The quiet positions of the finished games of `paths`, as `jetan tune`
/// takes them (`within` moves of the end, `after` moves of the record),
/// or the failure's message.
fn game_rows(paths: &[PathBuf], within: usize, after: usize) -> Result<Loaded, String> {
    let picks = Picks { within, after };
    let (mut rows, mut games, mut finished) = (Vec::new(), 0, 0);
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        for parsed in record::parse_all(&text) {
            let record = parsed.map_err(|e| format!("{}: {e}", path.display()))?;
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
                "no quiet position after move {after} and within {within} moves of the end in \
                 the {finished} finished games"
            )
        };
        return Err(format!("no position to learn from: {why}"));
    }
    Ok(Loaded {
        rows,
        scores: Vec::new(),
        source: format!("of {finished} finished games ({games} records)"),
    })
}

/// The scored positions of `paths` (`jetan label`), each labelled by its
/// game's result until the fit's curve turns its score into a label, or
/// the failure's message, which names the file and the line.
fn scored_rows(paths: &[PathBuf]) -> Result<Loaded, String> {
    let (mut rows, mut scores) = (Vec::new(), Vec::new());
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.is_empty()) {
            let scored =
                Scored::parse(line).map_err(|e| format!("{}:{}: {e}", path.display(), n + 1))?;
            let labelled = Labelled {
                sample: sample(&scored.position),
                label: scored.result,
            };
            rows.push(Row::from(&labelled));
            scores.push(scored.centipoints);
        }
    }
    if rows.is_empty() {
        return Err("no position to learn from: no scored position".into());
    }
    Ok(Loaded {
        rows,
        scores,
        source: "scored by a deeper search".into(),
    })
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

/// A share: a number from 0 to 1.
fn share(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(mix) if (0.0..=1.0).contains(&mix) => Ok(mix),
        _ => Err(format!("{text:?} is not a number from 0 to 1")),
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
