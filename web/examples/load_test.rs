//! A load test of a running `jetan-web`: N games played at once, M moves
//! each, by two people each, against 127.0.0.1 only and within a time
//! limit; beside them, E games of a person against the engine, whose
//! replies are timed, and A attempts at abuse: games between two engines at
//! the strongest an engine-only game may be, made to hold the server's
//! cores. Reports requests a second, latency percentiles, the engine's
//! reply times, what became of the abusive games, and whether any answered
//! move was lost.
//!
//!     cargo run --release -p jetan-web --example load_test -- \
//!         --addr 127.0.0.1:8080 [--games 50] [--moves 40] [--time-limit 60] \
//!         [--engine-games 0] [--abusive 0]
//!
//! `web/load-test.sh` starts a server on a fresh database and runs this.
//! Each move is two requests: the legal moves (`GET .../moves`), then one of
//! them played (`POST .../moves`), chosen by a seed of the game's number,
//! so a run plays the same games.

#[path = "../tests/common/http.rs"]
mod http;

use jetan::SplitMix64;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::{Duration, Instant};

struct Options {
    addr: SocketAddr,
    games: usize,
    moves: usize,
    time_limit: Duration,
    engine_games: usize,
    abusive: usize,
}

const USAGE: &str = "usage: load_test --addr 127.0.0.1:PORT [--games N (50)] [--moves M (40)] [--time-limit SECONDS (60)] [--engine-games E (0)] [--abusive A (0)]";

fn options() -> Result<Options, String> {
    let mut out = Options {
        addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
        games: 50,
        moves: 40,
        time_limit: Duration::from_secs(60),
        engine_games: 0,
        abusive: 0,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--addr" => out.addr = value()?.parse().map_err(|e| format!("--addr: {e}"))?,
            "--games" => out.games = value()?.parse().map_err(|e| format!("--games: {e}"))?,
            "--moves" => out.moves = value()?.parse().map_err(|e| format!("--moves: {e}"))?,
            "--time-limit" => {
                out.time_limit =
                    Duration::from_secs(value()?.parse().map_err(|e| format!("--time-limit: {e}"))?)
            }
            "--engine-games" => {
                out.engine_games = value()?
                    .parse()
                    .map_err(|e| format!("--engine-games: {e}"))?
            }
            "--abusive" => out.abusive = value()?.parse().map_err(|e| format!("--abusive: {e}"))?,
            "--help" => return Err(USAGE.into()),
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    // Traffic stays on this machine.
    if !out.addr.ip().is_loopback() {
        return Err(format!(
            "--addr {} is not a loopback address: this test only loads 127.0.0.1",
            out.addr
        ));
    }
    Ok(out)
}

/// What one game's player saw.
#[derive(Default)]
struct Tally {
    /// Latency of each request, by kind.
    list: Vec<Duration>,
    play: Vec<Duration>,
    create: Vec<Duration>,
    /// Moves answered 200, in order.
    answered: Vec<String>,
    errors: Vec<String>,
}

async fn timed(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    into: &mut Vec<Duration>,
) -> Result<http::Answer, String> {
    let start = Instant::now();
    let answer = http::request(addr, method, path, body)
        .await
        .map_err(|e| format!("{method} {path}: {e}"))?;
    into.push(start.elapsed());
    Ok(answer)
}

async fn play_game(
    addr: SocketAddr,
    number: usize,
    moves: usize,
    deadline: Instant,
) -> (Option<String>, Tally) {
    let mut tally = Tally::default();
    let body = r#"{"rules": "", "black": "human", "orange": "human"}"#;
    let created = match timed(addr, "POST", "/api/games", Some(body), &mut tally.create).await {
        Ok(a) if a.status == 201 => a.json(),
        Ok(a) => {
            tally
                .errors
                .push(format!("create: {} {}", a.status, a.body));
            return (None, tally);
        }
        Err(e) => {
            tally.errors.push(e);
            return (None, tally);
        }
    };
    let id = created["id"].as_str().unwrap_or_default().to_string();
    // The game's own choices, the same on every run.
    let mut rng = SplitMix64::new(number as u64);
    for ply in 0..moves {
        if Instant::now() >= deadline {
            break;
        }
        let legal = match timed(
            addr,
            "GET",
            &format!("/api/games/{id}/moves"),
            None,
            &mut tally.list,
        )
        .await
        {
            Ok(a) if a.status == 200 => a.json(),
            Ok(a) => {
                tally.errors.push(format!("list: {} {}", a.status, a.body));
                break;
            }
            Err(e) => {
                tally.errors.push(e);
                break;
            }
        };
        let legal = legal["moves"].as_array().cloned().unwrap_or_default();
        if legal.is_empty() {
            break; // the game is over
        }
        let pick = &legal[rng.below(legal.len())];
        let side = if ply % 2 == 0 { "black" } else { "orange" };
        let body = json!({"move": pick["move"], "token": created["tokens"][side]}).to_string();
        match timed(
            addr,
            "POST",
            &format!("/api/games/{id}/moves"),
            Some(&body),
            &mut tally.play,
        )
        .await
        {
            Ok(a) if a.status == 200 => tally
                .answered
                .push(pick["move"].as_str().unwrap_or_default().to_string()),
            Ok(a) => {
                tally.errors.push(format!("play: {} {}", a.status, a.body));
                break;
            }
            Err(e) => {
                tally.errors.push(e);
                break;
            }
        }
    }
    (Some(id), tally)
}

/// The strongest seat a game between two engines may have (the server's
/// bound): what an abuser asks for.
const ABUSIVE_SEAT: &str = r#"{"engine": {"nodes": 1000000}}"#;

/// Tries to make a game between two engines at [`ABUSIVE_SEAT`]: its
/// status (`201` made, `429` refused while others play) and its owner's
/// token, to stop it at the end.
async fn abuse(addr: SocketAddr) -> (u16, Option<(String, String)>) {
    let body = format!(r#"{{"black": {ABUSIVE_SEAT}, "orange": {ABUSIVE_SEAT}}}"#);
    match http::request(addr, "POST", "/api/games", Some(&body)).await {
        Ok(a) if a.status == 201 => {
            let v = a.json();
            let id = v["id"].as_str().unwrap_or_default().to_string();
            let owner = v["owner"].as_str().unwrap_or_default().to_string();
            (201, Some((id, owner)))
        }
        Ok(a) => (a.status, None),
        Err(_) => (0, None),
    }
}

/// A person against the engine at 16,000 positions a move: each of the
/// person's moves, then the time until the engine's reply is in the game.
async fn engine_game(
    addr: SocketAddr,
    number: usize,
    moves: usize,
    deadline: Instant,
) -> (Vec<Duration>, Vec<String>) {
    let (mut replies, mut errors) = (Vec::new(), Vec::new());
    let body = r#"{"black": "human", "orange": {"engine": {"nodes": 16000}}}"#;
    let created = match http::request(addr, "POST", "/api/games", Some(body)).await {
        Ok(a) if a.status == 201 => a.json(),
        Ok(a) => {
            return (
                replies,
                vec![format!("engine game: {} {}", a.status, a.body)],
            );
        }
        Err(e) => return (replies, vec![e.to_string()]),
    };
    let id = created["id"].as_str().unwrap_or_default().to_string();
    let mut rng = SplitMix64::new(1000 + number as u64);
    for ply in 0..moves {
        if Instant::now() >= deadline {
            break;
        }
        let legal = match http::request(addr, "GET", &format!("/api/games/{id}/moves"), None).await
        {
            Ok(a) if a.status == 200 => a.json()["moves"].as_array().cloned().unwrap_or_default(),
            _ => break,
        };
        if legal.is_empty() {
            break;
        }
        let pick = &legal[rng.below(legal.len())];
        let body = json!({"move": pick["move"], "token": created["tokens"]["black"]}).to_string();
        match http::request(addr, "POST", &format!("/api/games/{id}/moves"), Some(&body)).await {
            Ok(a) if a.status == 200 => {}
            Ok(a) => {
                errors.push(format!("engine game move: {} {}", a.status, a.body));
                break;
            }
            Err(e) => {
                errors.push(e.to_string());
                break;
            }
        }
        let sent = Instant::now();
        // The reply is in once the game has both moves.
        loop {
            let game = match http::request(addr, "GET", &format!("/api/games/{id}"), None).await {
                Ok(a) => a.json(),
                Err(_) => break,
            };
            let played = game["moves"].as_array().map_or(0, Vec::len);
            if played >= 2 * (ply + 1) || !game["outcome"].is_null() {
                replies.push(sent.elapsed());
                break;
            }
            if Instant::now() >= deadline + Duration::from_secs(20) {
                errors.push(format!("game {id}: no reply to move {}", ply + 1));
                return (replies, errors);
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    (replies, errors)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    // Nearest rank.
    let rank = ((p / 100.0) * sorted.len() as f64).ceil().max(1.0) as usize;
    sorted[rank.min(sorted.len()) - 1].as_secs_f64() * 1000.0
}

fn line(name: &str, mut latencies: Vec<Duration>) -> String {
    latencies.sort();
    format!(
        "{name:<8} {:>7} requests  p50 {:>7.2} ms  p90 {:>7.2} ms  p99 {:>7.2} ms  max {:>7.2} ms",
        latencies.len(),
        percentile(&latencies, 50.0),
        percentile(&latencies, 90.0),
        percentile(&latencies, 99.0),
        latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0),
    )
}

#[tokio::main]
async fn main() -> ExitCode {
    let options = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let deadline = start + options.time_limit;
    let mut abusive = Vec::new();
    for _ in 0..options.abusive {
        abusive.push(abuse(options.addr).await);
    }
    let engine_tasks: Vec<_> = (0..options.engine_games)
        .map(|n| tokio::spawn(engine_game(options.addr, n, options.moves, deadline)))
        .collect();
    let tasks: Vec<_> = (0..options.games)
        .map(|n| tokio::spawn(play_game(options.addr, n, options.moves, deadline)))
        .collect();
    let mut games = Vec::new();
    for task in tasks {
        match task.await {
            Ok(game) => games.push(game),
            Err(e) => eprintln!("a game's task failed: {e}"),
        }
    }
    let mut replies = Vec::new();
    let mut engine_errors = Vec::new();
    for task in engine_tasks {
        if let Ok((r, e)) = task.await {
            replies.extend(r);
            engine_errors.extend(e);
        }
    }
    let elapsed = start.elapsed();
    // The abusive games stopped by their owner, as the page's Stop does.
    for (_, made) in &abusive {
        if let Some((id, owner)) = made {
            let body = json!({"token": owner}).to_string();
            let _ = http::request(
                options.addr,
                "POST",
                &format!("/api/games/{id}/stop"),
                Some(&body),
            )
            .await;
        }
    }
    let mut all = Tally::default();
    all.errors.extend(engine_errors);
    let mut lost = 0;
    let mut checked = 0;
    for (id, tally) in &games {
        // Every move answered 200 is in the game, in order, and no other.
        if let Some(id) = id {
            checked += 1;
            let stored: Value =
                match http::request(options.addr, "GET", &format!("/api/games/{id}"), None).await {
                    Ok(a) => a.json(),
                    Err(e) => {
                        all.errors.push(format!("check: {e}"));
                        continue;
                    }
                };
            let stored: Vec<String> = stored["moves"]
                .as_array()
                .map(|m| {
                    m.iter()
                        .filter_map(|m| m.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            // Under the default rules a move is stored as it was sent.
            if stored != tally.answered {
                lost += 1;
                all.errors.push(format!(
                    "game {id}: answered {:?}, stored {:?}",
                    tally.answered, stored
                ));
            }
        }
    }
    for (_, tally) in games {
        all.create.extend(tally.create);
        all.list.extend(tally.list);
        all.play.extend(tally.play);
        all.answered.extend(tally.answered);
        all.errors.extend(tally.errors);
    }
    let requests = all.create.len() + all.list.len() + all.play.len();
    let mut every: Vec<Duration> = all
        .create
        .iter()
        .chain(&all.list)
        .chain(&all.play)
        .copied()
        .collect();
    every.sort();
    println!(
        "{} games x {} moves against {} in {:.2} s (limit {} s)",
        options.games,
        options.moves,
        options.addr,
        elapsed.as_secs_f64(),
        options.time_limit.as_secs()
    );
    println!(
        "{requests} requests, {:.0} requests/s, {} moves played",
        requests as f64 / elapsed.as_secs_f64(),
        all.answered.len()
    );
    println!("{}", line("all", every));
    println!("{}", line("create", all.create));
    println!("{}", line("list", all.list));
    println!("{}", line("move", all.play));
    if options.engine_games > 0 {
        println!("{}", line("reply", replies));
    }
    if options.abusive > 0 {
        let made = abusive.iter().filter(|(status, _)| *status == 201).count();
        let refused = abusive.iter().filter(|(status, _)| *status == 429).count();
        println!(
            "abusive games between two engines: {} asked, {made} made, {refused} refused (429), all made stopped by their owner",
            options.abusive
        );
    }
    println!(
        "games checked {checked}, games with a lost or extra move {lost}, errors {}",
        all.errors.len()
    );
    for e in all.errors.iter().take(10) {
        println!("  {e}");
    }
    if lost == 0 && all.errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
