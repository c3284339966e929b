//! The search (`jetan::search`) on the start and on middle games: time per
//! search and positions visited a second, quiescence included.
//!
//! `cargo bench --bench search`.

use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use jetan::Position;
use jetan::search::{Limits, Searcher};
use std::hint::black_box;

/// Positions visited by each search.
const NODES: u64 = 200_000;

/// The start and two middle games of engine play (also in the README's
/// "Computer opponent" section).
fn suite() -> Vec<(&'static str, Position)> {
    let text = |t: &str| Position::from_text(t).unwrap();
    vec![
        ("start", Position::default()),
        ("middle_a", text(MIDDLE_A)),
        ("middle_b", text(MIDDLE_B)),
    ]
}

const MIDDLE_A: &str =
    "WAD1P2DAW/1NNNN1NNNT/1t2N5/1T4C3/10/5F4/10/9n/1nnnnnnn1t/wadfcp1daw b bo 0 11";
const MIDDLE_B: &str = "WA2P3AW/1N1NNDNNNT/4N5/10/10/10/3D6/1n2p3nn/1n1nnnn1cC/wadf3daw b bo 0 21";

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, pos) in suite() {
        // Every search visits NODES positions (the limit is checked at each),
        // so the throughput is positions a second.
        let visited = Searcher::new(16).search(&pos, Limits::nodes(NODES)).nodes;
        group.throughput(Throughput::Elements(visited));
        group.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            // A fresh searcher each time, so that every run is the same
            // search; making its 16 MiB table is left out of the timing.
            b.iter_batched(
                || Searcher::new(16),
                |mut searcher| black_box(searcher.search(black_box(pos), Limits::nodes(NODES))),
                BatchSize::PerIteration,
            );
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
