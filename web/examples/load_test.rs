//! A load test of a running `jetan-web`: N games played at once, M moves
//! each, by two people each (no engine), against 127.0.0.1 only and
//! within a time limit. Reports requests a second, latency percentiles
//! and whether any answered move was lost.
//!
//!     cargo run --release -p jetan-web --example load_test -- \
//!         --addr 127.0.0.1:8080 [--games 50] [--moves 40] [--time-limit 60]
//!
//! `web/load-test.sh` starts a server on a fresh database and runs this.
//! Each move is two requests: the legal moves (`GET .../moves`), then one of
//! them played (`POST .../moves`), chosen by a seed of the game's number,
//! so a run plays the same games.

#[path = "../tests/common/http.rs"]
mod http;

use serde_json::{Value, json};
use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::{Duration, Instant};

struct Options {
    addr: SocketAddr,
    games: usize,
    moves: usize,
    time_limit: Duration,
}

const USAGE: &str = "usage: load_test --addr 127.0.0.1:PORT [--games N (50)] [--moves M (40)] [--time-limit SECONDS (60)]";

fn options() -> Result<Options, String> {
    let mut out = Options {
        addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
        games: 50,
        moves: 40,
        time_limit: Duration::from_secs(60),
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

/// SplitMix64: the game's own choices, the same on every run.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
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
    let mut seed = number as u64;
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
        let pick = &legal[(next(&mut seed) % legal.len() as u64) as usize];
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
    let elapsed = start.elapsed();
    let mut all = Tally::default();
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
