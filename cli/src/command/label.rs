//! `jetan label`: scores the positions `jetan tune` learns from by a
//! deeper search, so that a fit can learn from the search's scores rather
//! than from who won (docs/strength.md, "How the evaluation's weights were
//! found").

use crate::options::count::{Threads, positive};
use crate::progress;
use crate::tuning::data::{Picked, Picks};
use crate::tuning::scored::Scored;
use jetan::record;
use jetan::search::{Limits, Searcher};
use std::path::PathBuf;
use std::process::ExitCode;

/// The arguments of `jetan label`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Game records to take positions from, as `jetan selfplay --records`
    /// writes them
    #[arg(value_name = "RECORDS", required = true)]
    records: Vec<PathBuf>,
    /// Positions searched for each position's score
    #[arg(long, value_name = "N", default_value = "200000", value_parser = positive::<u64>)]
    nodes: u64,
    /// Only every Nth of the positions `jetan tune` would take, the first
    /// among them
    #[arg(long, value_name = "N", default_value = "1", value_parser = positive::<usize>)]
    every: usize,
    /// Only positions at most this many moves (of either side) before
    /// their game's end, as for `jetan tune`
    #[arg(long, value_name = "MOVES", default_value = "200")]
    within: usize,
    /// Only positions after this many moves of their record, as for
    /// `jetan tune`
    #[arg(long, value_name = "MOVES", default_value = "8")]
    after: usize,
    #[command(flatten)]
    threads: Threads,
}

/// The transposition table of each search, in MiB: cleared before each
/// position, so that its score does not depend on the one before.
const TABLE_MIB: usize = 16;

/// Runs `jetan label`.
pub fn run(args: &Args) -> ExitCode {
    let picks = Picks {
        within: args.within,
        after: args.after,
    };
    let mut picked = Vec::new();
    for path in &args.records {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => return super::fail("label", format!("{}: {e}", path.display())),
        };
        for parsed in record::parse_all(&text) {
            match parsed {
                Ok(record) => picked.extend(picks.picked(record.game())),
                Err(e) => return super::fail("label", format!("{}: {e}", path.display())),
            }
        }
    }
    if picked.is_empty() {
        return super::fail(
            "label",
            format!(
                "no position to label: no quiet position after move {} and within {} moves of \
                 the end of a finished game",
                args.after, args.within
            ),
        );
    }
    let picked: Vec<Picked> = picked.into_iter().step_by(args.every).collect();
    let bar = progress::bar(picked.len() as u64, "positions");
    let scored = score_all(&picked, args.nodes, args.threads.get(), || bar.inc(1));
    bar.finish_and_clear();
    let mut text = String::new();
    for s in &scored {
        text.push_str(&s.line());
        text.push('\n');
    }
    super::write_out("label", &text)
}

/// Each of `picked` with its score by a fresh search of `nodes` positions,
/// in the order given, searched on `threads` threads (each position's
/// score is the same on any number); `done` is called after each.
fn score_all(picked: &[Picked], nodes: u64, threads: usize, done: impl Fn() + Sync) -> Vec<Scored> {
    let threads = threads.clamp(1, picked.len().max(1));
    let mut scores = vec![0; picked.len()];
    std::thread::scope(|scope| {
        let done = &done;
        let chunks: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut searcher = Searcher::new(TABLE_MIB);
                    // A label says how the game will go: a draw is worth
                    // nothing to either side, as the evaluation fitted
                    // knows no contempt.
                    searcher.set_contempt_centipoints(0);
                    let mut mine = Vec::new();
                    for i in (t..picked.len()).step_by(threads) {
                        searcher.clear();
                        let result = searcher.search(&picked[i].position, Limits::nodes(nodes));
                        mine.push((i, Scored::centipoints(result.score)));
                        done();
                    }
                    mine
                })
            })
            .collect();
        for chunk in chunks {
            for (i, cp) in chunk.join().expect("a search does not panic") {
                scores[i] = cp;
            }
        }
    });
    picked
        .iter()
        .zip(scores)
        .map(|(p, centipoints)| Scored {
            position: p.position,
            result: p.result,
            centipoints,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use jetan::Position;

    #[test]
    fn scores_are_those_of_a_fresh_search_on_any_number_of_threads() {
        // Black's Princess on a1 can be taken by Orange's Panthan on a2:
        // Orange to move wins at once. The start is scored as a fresh
        // searcher scores it, whatever was searched before on its thread.
        let win = Picked {
            position: "9P/10/10/10/10/10/10/10/N9/p9 o - 0 1".parse().unwrap(),
            result: 1.0,
        };
        let start = Picked {
            position: Position::default(),
            result: 0.5,
        };
        let picked = [start.clone(), win, start];
        let alone = Searcher::new(TABLE_MIB)
            .search(&Position::default(), Limits::nodes(3000))
            .score;
        for threads in [1, 2, 5] {
            let scored = score_all(&picked, 3000, threads, || {});
            let got: Vec<i32> = scored.iter().map(|s| s.centipoints).collect();
            let alone = Scored::centipoints(alone);
            assert_eq!(got, [alone, crate::tuning::scored::WON_CENTIPOINTS, alone]);
            assert_eq!(scored[1].result, 1.0);
            assert_eq!(scored[2].position, Position::default());
        }
    }

    #[test]
    fn a_draw_scores_nothing() {
        // The royals alone, far apart, the material draw's count at 9:
        // whatever Black plays, the count reaches 10 and the game is drawn
        // (RULES.md 6.4). The engine's contempt would score it below 0.
        let drawn = Picked {
            position: "P8C/10/10/10/10/10/10/10/10/p8c b - 9 50".parse().unwrap(),
            result: 0.5,
        };
        let scored = score_all(&[drawn], 3000, 1, || {});
        assert_eq!(scored[0].centipoints, 0);
    }
}
