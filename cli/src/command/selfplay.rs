//! `jetan selfplay`: plays computer players against each other and
//! tallies how the games end.

use crate::games::duels::rules_text;
use crate::games::leads::LeadPicks;
use crate::games::player::Player;
use crate::games::selfplay::{self, SelfplayConfig};
use crate::options::games::{DEFAULT_GAMES, GamesArgs};
use crate::progress;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// The arguments of `jetan selfplay`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Both sides' player: random, greedy, search, baseline, engine,
    /// engine:NODES or uci:PATH
    #[arg(long, value_name = "P")]
    player: Option<String>,
    /// Black's player (default greedy, or --player)
    #[arg(long, value_name = "P")]
    black: Option<String>,
    /// Orange's player (default greedy, or --player)
    #[arg(long, value_name = "P")]
    orange: Option<String>,
    /// How deep the `search` player looks, 1 to 6
    #[arg(long, value_name = "D", default_value = "2", value_parser = clap::value_parser!(u32).range(1..=6))]
    depth: u32,
    /// Write to FILE, one position text a line, the positions of the
    /// games in which one side leads by four points or more after move
    /// 100 (of either side), 40 moves apart and three a game at most: a
    /// suite for `jetan match --positions` (docs/strength.md)
    #[arg(long, value_name = "FILE")]
    leads: Option<PathBuf>,
    /// Write every game to FILE as a game record (`jetan::record`), one after
    /// another in the order of the games: the data of `jetan tune`
    #[arg(long, value_name = "FILE")]
    records: Option<PathBuf>,
    #[command(flatten)]
    games: GamesArgs,
}

/// Runs `jetan selfplay`.
pub fn run(args: &Args) -> ExitCode {
    let options = &args.games;
    let depth = args.depth;
    let name = |side: &Option<String>| {
        side.as_deref()
            .or(args.player.as_deref())
            .unwrap_or("greedy")
            .to_string()
    };
    let players = options
        .player(&name(&args.black), depth, &[])
        .and_then(|black| Ok((black, options.player(&name(&args.orange), depth, &[])?)));
    let (black, orange) = match players {
        Ok(players) => players,
        Err(message) => return super::refuse("selfplay", message),
    };
    // An engine chooses the same move in the same position: without a
    // random opening its games against itself would all be one game.
    let engine = [&black, &orange]
        .iter()
        .any(|p| matches!(p, Player::Engine(_) | Player::Uci(_)));
    let config = SelfplayConfig {
        games: options.games.unwrap_or(DEFAULT_GAMES),
        seed: options.seed,
        rules: options.rules.rules(),
        duels: options.duels.get(),
        black,
        orange,
        max_moves: options.max_moves,
        opening: options.opening.unwrap_or(if engine { 4 } else { 0 }),
        threads: options.threads.get(),
        picks: args.leads.as_ref().map(|_| LeadPicks::SUITE),
        records: args.records.is_some(),
    };
    // The files are made before the games, so that a path that cannot be
    // written stops the command at once, not after hours of play.
    for (option, path) in [("--leads", &args.leads), ("--records", &args.records)] {
        if let Some(path) = path {
            if let Err(e) = std::fs::write(path, "") {
                return super::fail("selfplay", format!("{option} {}: {e}", path.display()));
            }
        }
    }
    let start = Instant::now();
    let bar = progress::bar(u64::from(config.games), "games");
    let tally = selfplay::run(&config, |tally| bar.set_position(u64::from(tally.games)));
    bar.finish_and_clear();
    let tally = match tally {
        Ok(tally) => tally,
        Err(message) => return super::fail("selfplay", message),
    };
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "{} positions in {seconds:.1} s on {} threads: {:.2} M positions/s",
        tally.positions,
        config.threads,
        tally.positions as f64 / seconds.max(1e-9) / 1e6
    );
    let rules = rules_text(&config.rules, config.duels);
    let mut outputs = Vec::new();
    if let Some(path) = &args.leads {
        let text: String = tally.leads.iter().map(|pos| format!("{pos}\n")).collect();
        outputs.push((
            "--leads",
            path,
            text,
            format!("{} positions", tally.leads.len()),
        ));
    }
    if let Some(path) = &args.records {
        // A blank line between two records.
        let text = tally.records.join("\n");
        outputs.push((
            "--records",
            path,
            text,
            format!("{} games", tally.records.len()),
        ));
    }
    for (option, path, text, what) in outputs {
        if let Err(e) = std::fs::write(path, text) {
            return super::fail("selfplay", format!("{option} {}: {e}", path.display()));
        }
        eprintln!("{what} written to {}", path.display());
    }
    let report = format!(
        "{} games, Black {} against Orange {}, rules: {rules}, seed {}, \
         openings of {} random moves\n\n{}",
        config.games,
        config.black,
        config.orange,
        config.seed,
        config.opening,
        tally.table(config.max_moves)
    );
    super::write_out("selfplay", &report)
}
