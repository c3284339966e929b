//! `jetan match`: plays two computer players against each other, colours
//! swapped every game, and tells how the match went.

use crate::games::contest::{self, Config};
use crate::games::duels::rules_text;
use crate::options::games::GamesArgs;
use crate::progress;
use std::process::ExitCode;
use std::time::Instant;

/// The arguments of `jetan match`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The first player: random, greedy, baseline, engine or engine:NODES
    #[arg(value_name = "PLAYER_A")]
    a: String,
    /// The second player
    #[arg(value_name = "PLAYER_B")]
    b: String,
    #[command(flatten)]
    games: GamesArgs,
}

/// Runs `jetan match`.
pub fn run(args: &Args) -> ExitCode {
    let options = &args.games;
    let players = options
        .player(&args.a, 2)
        .and_then(|a| Ok((a, options.player(&args.b, 2)?)));
    let (a, b) = match players {
        Ok(players) => players,
        Err(message) => return super::refuse("match", message),
    };
    let config = Config {
        games: options.games,
        seed: options.seed,
        rules: options.rules.rules(),
        duels: options.duels.get(),
        a,
        b,
        max_moves: options.max_moves,
        opening: options.opening.unwrap_or(4),
        threads: options.threads.get(),
    };
    let start = Instant::now();
    let bar = progress::bar(u64::from(config.games), "games");
    let games = contest::run(&config, |done| bar.set_position(u64::from(done)));
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let positions: u64 = games.iter().map(|g| g.played.positions).sum();
    eprintln!(
        "{positions} positions in {seconds:.1} s on {} threads: {:.2} M positions/s",
        config.threads,
        positions as f64 / seconds.max(1e-9) / 1e6
    );
    let rules = rules_text(&config.rules, config.duels);
    let report = format!(
        "{} games, A = {}: {}, B = {}: {}\nrules: {rules}, seed {}, \
         openings of {} random moves, cut off at {} moves\n\n{}",
        config.games,
        args.a,
        config.a,
        args.b,
        config.b,
        config.seed,
        config.opening,
        config.max_moves,
        contest::report(&games, &args.a, &args.b, config.max_moves)
    );
    super::write_out("match", &report)
}
