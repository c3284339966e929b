//! Move generation and its neighbours, under the default rules.
//!
//! `cargo bench` runs them all; `cargo bench -- legal_moves` one group.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use jetan::{Color, Position, SplitMix64, perft, perft_played};
use std::hint::black_box;

fn random_play(seed: u64, plies: usize) -> Position {
    let mut rng = SplitMix64::new(seed);
    let mut pos = Position::start(Color::Black);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[rng.below(moves.len())]);
    }
    pos
}

/// The suite: a name and a position for each kind the speed issue names.
fn suite() -> Vec<(&'static str, Position)> {
    let text = |t: &str| Position::from_text(t).unwrap();
    vec![
        ("start", Position::default()),
        ("middle_a", random_play(1, 30)),
        ("middle_b", random_play(7, 50)),
        (
            "crowded",
            text("10/tnnnnnnnnt/10/10/wadfcpfdaw/10/10/10/10/P9 b bo 0 1"),
        ),
        (
            "endgame",
            text("10/10/1a8/10/10/2C2p4/10/10/10/7P2 b bo 0 1"),
        ),
        (
            "princess_pressed",
            text("10/7pa1/8A1/1C1W6/10/1fP7/9c/6D3/2T7/10 o o 0 1"),
        ),
    ]
}

fn legal_moves(c: &mut Criterion) {
    let mut list = c.benchmark_group("legal_moves_list");
    for (name, pos) in suite() {
        list.throughput(Throughput::Elements(pos.count_legal_moves() as u64));
        list.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            b.iter(|| black_box(pos).legal_moves().len())
        });
    }
    list.finish();
    let mut count = c.benchmark_group("legal_moves_count");
    for (name, pos) in suite() {
        count.throughput(Throughput::Elements(pos.count_legal_moves() as u64));
        count.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            b.iter(|| black_box(pos).count_legal_moves())
        });
    }
    count.finish();
}

fn threats(c: &mut Criterion) {
    let mut group = c.benchmark_group("threat_map");
    for (name, pos) in suite() {
        group.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            b.iter(|| black_box(pos).threats(pos.side_to_move().opposite()))
        });
    }
    group.finish();
}

fn play_and_legality(c: &mut Criterion) {
    let mut play = c.benchmark_group("play_copy_make_every_legal_move");
    for (name, pos) in suite() {
        let moves = pos.legal_moves();
        play.throughput(Throughput::Elements(moves.len() as u64));
        play.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            b.iter(|| {
                for &m in moves.iter() {
                    let mut child = *black_box(pos);
                    child.play_unchecked(m);
                    black_box(&child);
                }
            })
        });
    }
    play.finish();
    let mut legal = c.benchmark_group("is_legal_every_legal_move");
    for (name, pos) in suite() {
        let moves = pos.legal_moves();
        legal.throughput(Throughput::Elements(moves.len() as u64));
        legal.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            b.iter(|| {
                moves
                    .iter()
                    .filter(|&&m| black_box(pos).is_legal(m))
                    .count()
            })
        });
    }
    legal.finish();
}

fn text(c: &mut Criterion) {
    let mut group = c.benchmark_group("position_text");
    let pos = random_play(7, 50);
    let text = pos.to_string();
    group.bench_function("parse", |b| {
        b.iter(|| Position::from_text(black_box(&text)))
    });
    group.bench_function("format", |b| b.iter(|| black_box(&pos).to_string()));
    group.finish();
}

fn perft_start(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft3_start");
    group.sample_size(20);
    group.throughput(Throughput::Elements(686_112));
    let start = Position::default();
    group.bench_function("bulk", |b| b.iter(|| perft(black_box(&start), 3)));
    group.bench_function("every_leaf_played", |b| {
        b.iter(|| perft_played(black_box(&start), 3))
    });
    group.finish();
}

criterion_group!(
    benches,
    legal_moves,
    threats,
    play_and_legality,
    text,
    perft_start
);
criterion_main!(benches);
