"""Speed of pyjetan's calls, as a Python program sees them.

    python python/benches/bench.py [--jetan PATH-TO-jetan]

Each figure is the median of several timed runs (time.perf_counter), so a
busy machine shows in the spread, not in the figure; run it on a quiet one
and compare two things measured in the same run rather than across runs.
With ``--jetan``, perft(5) of the start is also timed as a whole process of
``jetan perft --threads 1 5`` (the crate's command), beside
``Position.perft(5)``.
"""

import argparse
import statistics
import subprocess
import sys
import time

import pyjetan
from pyjetan import Position


def per_call(fn, calls, repeats=7):
    """The median over ``repeats`` runs of the time of one call, in
    microseconds, from runs of ``calls`` calls."""
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(calls):
            fn()
        times.append((time.perf_counter() - t0) / calls * 1e6)
    return statistics.median(times)


def loop_positions_per_second(pos, depth):
    """Positions a second that a Python loop of legal_moves and play visits,
    every leaf played: the leaves of depth ``depth``."""

    def walk(p, d):
        if d == 0:
            return 1
        return sum(walk(p.play(m), d - 1) for m in p.legal_moves())

    runs = []
    for _ in range(3):
        t0 = time.perf_counter()
        leaves = walk(pos, depth)
        runs.append(leaves / (time.perf_counter() - t0))
    return statistics.median(runs), leaves


def median_seconds(fn, repeats=3):
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jetan", help="the jetan command, for perft 5 beside it")
    args = parser.parse_args()
    start = Position()
    e2e3 = pyjetan.Move("e2e3")
    print(f"pyjetan {pyjetan.__version__}, Python {sys.version.split()[0]}")
    print(f"Position.legal_moves() at the start: {per_call(start.legal_moves, 20_000):.2f} us")
    print(f"Position.count_legal_moves() at the start: {per_call(start.count_legal_moves, 100_000):.2f} us")
    print(f"Position.play(Move) at the start: {per_call(lambda: start.play(e2e3), 100_000):.2f} us")
    print(f"Position.play('e2e3') at the start: {per_call(lambda: start.play('e2e3'), 100_000):.2f} us")
    rate, leaves = loop_positions_per_second(start, 3)
    print(f"Python loop of legal_moves/play, perft 3 ({leaves} leaves): {rate / 1e6:.2f} M positions/s")
    ours = median_seconds(lambda: start.perft(5))
    print(f"Position.perft(5): {ours:.2f} s")
    if args.jetan:
        command = [args.jetan, "perft", "--threads", "1", "5"]
        theirs = median_seconds(lambda: subprocess.run(command, check=True, capture_output=True))
        print(f"jetan perft --threads 1 5 (whole process): {theirs:.2f} s, ratio {ours / theirs:.3f}")


if __name__ == "__main__":
    main()
