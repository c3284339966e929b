"""perft and divide against the public perft cases (tests/data/*.json).

Each case gives perft(1), perft(2), perft(1) after each legal move
(`divide2`), sometimes perft(3), and under `rules` (default: the empty
text). Those numbers were worked out independently of the crate (the
s08_perft Rust tests read the same files). RULES.md 8 adds the start's
perft(4) = 55094269.

Three ways of counting are checked against them: Position.perft, the sum of
Position.divide, and a perft written here in Python over legal_moves() and
play().
"""

import pytest

from pyjetan import Color, Position


def position_of(case):
    return Position(case["position"], rules=case.get("rules", ""))


def test_perft_and_divide_match_the_case(perft_case):
    pos = position_of(perft_case)
    assert pos.perft(0) == 1  # RULES.md 8: depth 0 is 1
    assert pos.perft(1) == perft_case["perft1"]
    assert pos.perft(2) == perft_case["perft2"]
    assert pos.count_legal_moves() == perft_case["perft1"]
    assert len(pos.legal_moves()) == perft_case["perft1"]
    # divide(2): each legal move's text -> perft(1) after it (PYTHON.md:
    # "move text to count"); the case's divide2 is exactly that.
    divide = pos.divide(2)
    assert isinstance(divide, dict)
    assert divide == perft_case["divide2"]
    assert sum(divide.values()) == perft_case["perft2"]
    # The keys are the coordinate texts of the legal moves.
    assert set(divide) == {str(m) for m in pos.legal_moves()}
    # divide(1): each legal move counts 1.
    one = pos.divide(1)
    assert one == {m: 1 for m in perft_case["divide2"]}
    assert sum(one.values()) == perft_case["perft1"]


def test_perft3_where_given(perft3_case):
    pos = position_of(perft3_case)
    assert pos.perft(3) == perft3_case["perft3"]
    assert sum(pos.divide(3).values()) == perft3_case["perft3"]


def test_python_divide2_over_legal_moves_and_play(perft_case):
    # The Python-side loop: perft(1) after each move, by play() and
    # len(legal_moves()).
    pos = position_of(perft_case)
    got = {str(m): len(pos.play(m).legal_moves()) for m in pos.legal_moves()}
    assert got == perft_case["divide2"]


def test_python_perft2_playing_every_leaf(perft_case, py_perft, py_perft_played):
    # The Python-side loop again, playing every leaf move (PYTHON.md: play
    # under capture=duel plays either outcome of a duel).
    pos = position_of(perft_case)
    assert py_perft_played(pos, 2) == perft_case["perft2"]
    assert py_perft(pos, 1) == perft_case["perft1"]


def test_start_counts_of_rules_section_8():
    # RULES.md 8: perft(1) = 92, perft(2) = 8439, perft(3) = 686112, the
    # same with Orange to move.
    for first in (Color.BLACK, Color.ORANGE):
        pos = Position.start(first=first)
        assert [pos.perft(d) for d in range(4)] == [1, 92, 8439, 686112]


def test_python_perft3_of_the_start(py_perft):
    # The mid-size Python-side check (686112 leaves, counted from 8439 move
    # lists): RULES.md 8.
    assert py_perft(Position(), 3) == 686112


def test_python_perft3_of_the_start_orange_playing_every_leaf(py_perft_played):
    assert py_perft_played(Position.start(first=Color.ORANGE), 3) == 686112


def test_perft4_of_the_start():
    # RULES.md 8: perft(4) = 55094269, either side first.
    for first in (Color.BLACK, Color.ORANGE):
        pos = Position.start(first=first)
        assert pos.perft(4) == 55094269
        assert sum(pos.divide(4).values()) == 55094269


def test_perft_of_a_finished_game_is_zero_below_the_root():
    # RULES.md 8: a finished game has no children. s06: Black's Panthan e2
    # takes the Orange Princess on e3.
    won = Position("10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1").play("e2e3")
    assert [won.perft(d) for d in range(4)] == [1, 0, 0, 0]
    assert won.divide(1) == {}
    assert won.divide(2) == {}


def test_negative_depth_is_a_value_error():
    # PYTHON.md Errors / brief: an out-of-range depth is a ValueError (not
    # an OverflowError from an unsigned conversion).
    pos = Position()
    for call in (pos.perft, pos.divide):
        with pytest.raises(ValueError):
            call(-1)
        with pytest.raises(ValueError):
            call(-1000)


def test_depth_of_a_wrong_type_is_a_type_error():
    pos = Position()
    for call in (pos.perft, pos.divide):
        for bad in ("2", 2.0, None):
            with pytest.raises(TypeError):
                call(bad)
