"""Threads (PYTHON.md: long calls release the GIL): a Searcher shared by
four Python threads, and the main thread running on during a perft or a
search in another thread.

Counts: RULES.md 8 (perft(4) of the start = 55094269).
"""

import threading
import time

import pytest

from pyjetan import Color, Position, Searcher

POSITIONS = [
    "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1",
    "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw o bo 0 1",
    # two public perft cases (tests/data/public_cases.json)
    "WADF1C1DAW/2N1NNNNNT/N1TN5P/3F6/10/10/10/1n1p4n1/t1nnnnnn1t/wadfc1fdaw o - 0 6",
    "WA1F3DTW/T5NN2/1N5NA1/1F3N2P1/4C5/4n5/3n6/3ap2nat/tn2nnn1n1/w1d1c1fd1w b - 0 26",
]


def _run_in_threads(target, n):
    barrier = threading.Barrier(n)
    results = [None] * n
    errors = []

    def work(i):
        try:
            barrier.wait(timeout=30)
            results[i] = target(i)
        except BaseException as e:  # noqa: B036 - reported below
            errors.append((i, e))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads), "a thread did not finish"
    assert not errors, errors
    return results


def test_one_searcher_from_four_threads():
    # One Searcher used by four threads at once: each gets a legal move of
    # its own position (the searcher must serialise or share safely, not
    # raise "already borrowed").
    searcher = Searcher(table_mib=4)
    positions = [Position(t) for t in POSITIONS]
    results = _run_in_threads(lambda i: searcher.search(positions[i], nodes=3000), 4)
    for pos, result in zip(positions, results):
        assert pos.is_legal(result.best_move), str(pos)


def test_four_searchers_in_four_threads():
    positions = [Position(t) for t in POSITIONS]
    results = _run_in_threads(lambda i: Searcher(table_mib=1).search(positions[i], nodes=3000), 4)
    for pos, result in zip(positions, results):
        assert pos.is_legal(result.best_move), str(pos)


def test_perft_in_four_threads():
    # RULES.md 8 and the public cases' perft2.
    expected = [8439, 8439, 3988, 7004]
    positions = [Position(t) for t in POSITIONS]
    assert _run_in_threads(lambda i: positions[i].perft(2), 4) == expected


def _main_thread_runs_during(call):
    """Runs `call` in another thread while this thread counts; answers the
    call's result and the fraction of the 10 ms slices of the call (its
    first and last slices left out) in which this thread ran. If `call`
    held the GIL, this thread could not run during it: a fraction near 0."""
    box = {}

    def work():
        box["t0"] = time.perf_counter()
        box["result"] = call()
        box["t1"] = time.perf_counter()

    slices = set()
    counter = 0
    worker = threading.Thread(target=work)
    worker.start()
    while worker.is_alive():
        counter += 1
        slices.add(int(time.perf_counter() * 100))
    worker.join()
    inner = range(int(box["t0"] * 100) + 2, int(box["t1"] * 100) - 1)
    assert len(inner) >= 5, "the call took under 70 ms: too short to tell"
    covered = sum(1 for s in inner if s in slices)
    assert counter > 0
    return box["result"], covered / len(inner)


def test_perft_releases_the_gil():
    # PYTHON.md: perft releases the GIL; the main thread's counter keeps
    # advancing during perft(4) of the start (five of them, some tenths of
    # a second in all) in another thread.
    result, fraction = _main_thread_runs_during(
        lambda: [Position().perft(4) for _ in range(5)][-1]
    )
    assert result == 55094269  # RULES.md 8
    assert fraction >= 0.25, fraction


def test_search_releases_the_gil():
    pos = Position.start(first=Color.ORANGE)
    result, fraction = _main_thread_runs_during(lambda: Searcher(table_mib=4).search(pos, time_ms=500))
    assert pos.is_legal(result.best_move)
    assert fraction >= 0.25, fraction
