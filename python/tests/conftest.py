"""Shared fixtures for the pyjetan tests.

The expected numbers of these tests come from the specifications, never from
running the code under test:

- /work/shared/RULES.md and NOTATION.md (copied into the repository's docs),
  worked by hand in the comments of each test;
- the public perft cases, kept by the repository in ``tests/data/``
  (``public_cases.json``, ``public_variants2.json``: the same files as
  ``shared/perft/``), each an object with ``position``, ``perft1``,
  ``perft2``, ``divide2`` (perft(1) after each legal move, keyed by
  coordinate move text), sometimes ``perft3`` and ``rules``;
- the pinned hashes of ``tests/data/hashes.json`` and the example records of
  ``tests/data/records/``.

The data is read from the repository (``../../tests/data`` from this file),
so that a clean clone finds it.
"""

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
RECORDS = DATA / "records"
PERFT_FILES = ("public_cases.json", "public_variants2.json")


def _read_json(name):
    path = DATA / name
    if not path.is_file():
        raise FileNotFoundError(
            "{} is missing: the pyjetan tests read the repository's copy of "
            "the public data in tests/data/".format(path)
        )
    with path.open(encoding="utf-8") as f:
        return json.load(f)


def load_perft_cases():
    """Every public perft case, as (file name, index, case dict)."""
    cases = []
    for name in PERFT_FILES:
        for i, case in enumerate(_read_json(name)):
            cases.append((name, i, case))
    return cases


def case_id(entry):
    name, i, case = entry
    rules = case.get("rules", "")
    return "{}[{}]{}".format(name.replace(".json", ""), i, "-" + rules if rules else "")


PERFT_CASES = load_perft_cases()


def pytest_generate_tests(metafunc):
    # Any test that asks for `perft_case` runs once per public case.
    if "perft_case" in metafunc.fixturenames:
        metafunc.parametrize(
            "perft_case", [c for (_, _, c) in PERFT_CASES], ids=[case_id(c) for c in PERFT_CASES]
        )
    # The cases that give perft(3) as well.
    if "perft3_case" in metafunc.fixturenames:
        with3 = [e for e in PERFT_CASES if "perft3" in e[2]]
        metafunc.parametrize(
            "perft3_case", [c for (_, _, c) in with3], ids=[case_id(e) for e in with3]
        )


@pytest.fixture(scope="session")
def perft_cases():
    """Every public perft case (dicts), both files."""
    return [c for (_, _, c) in PERFT_CASES]


@pytest.fixture(scope="session")
def hash_cases():
    """The pinned cases of tests/data/hashes.json."""
    return _read_json("hashes.json")["cases"]


@pytest.fixture(scope="session")
def record_text():
    """A function: the text of an example record in tests/data/records."""

    def read(name):
        return (RECORDS / name).read_text(encoding="utf-8")

    return read


def python_perft(pos, depth):
    """perft written in Python over legal_moves() and play(): counts the
    last ply from the move list (as the crate's bulk counting does)."""
    if depth == 0:
        return 1
    moves = pos.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(python_perft(pos.play(m), depth - 1) for m in moves)


def python_perft_played(pos, depth):
    """perft written in Python that plays every leaf move too."""
    if depth == 0:
        return 1
    return sum(python_perft_played(pos.play(m), depth - 1) for m in pos.legal_moves())


@pytest.fixture(scope="session")
def py_perft():
    return python_perft


@pytest.fixture(scope="session")
def py_perft_played():
    return python_perft_played
