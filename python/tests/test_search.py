"""Search (PYTHON.md "Search"): Searcher, SearchResult, limits, Ctrl-C.

Positions with a forced win are the crate's hand-worked ones
(tests/suite/search.rs, whose comments derive them from RULES.md); the
reasoning is repeated here.
"""

import os
import select
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from pyjetan import Color, Game, Move, Position, SearchResult, Searcher

# search.rs WIN_IN_ONE: Black Warrior e3, Orange Princess e5, Orange Flier
# g3, Black Princess a1. The Warrior makes two straight steps (RULES.md 3):
# e3-e4-e5 takes the Princess and wins (6.1).
WIN_IN_ONE = "10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1"

# search.rs WIN_IN_THREE: Orange Princess a10 (escape spent), Orange Panthan
# j5, Black Chief f8, Black Princess a1. From c7, c8, c9, c10, d7, d8, d9 or
# d10 (each within three king-steps of f8) the Chief stands within three
# king-steps of a10 and of every square she could go to, so she cannot
# move, the Panthan cannot reach the Chief, and the Chief takes her next:
# Black wins with its second move (three plies), only by those eight.
WIN_IN_THREE = "P9/10/5c4/10/10/9N/10/10/10/p9 b - 0 1"
CHIEF_NETS = {"f8c7", "f8c8", "f8c9", "f8c10", "f8d7", "f8d8", "f8d9", "f8d10"}

# s06: the Orange Princess taken by the Black Panthan: a finished game.
FINISHED = "10/10/10/10/10/10/10/4n5/10/9p o - 0 1"


def mv(text):
    return Move.from_text(text)


@pytest.fixture(scope="module")
def searcher():
    return Searcher(table_mib=4)


def test_node_limit_gives_a_legal_move(searcher):
    pos = Position()
    result = searcher.search(pos, nodes=2000)
    assert isinstance(result, SearchResult)
    assert isinstance(result.best_move, Move)
    assert pos.is_legal(result.best_move)
    assert result.nodes > 0
    assert result.depth >= 1
    assert result.elapsed_ms >= 0
    assert isinstance(result.score_cp, int)  # no forced win in reach
    assert result.mate_in is None


def test_at_least_one_limit():
    # PYTHON.md: at least one limit, else ValueError; the limits are
    # keyword-only.
    with pytest.raises(ValueError):
        Searcher().search(Position())
    with pytest.raises(TypeError):
        Searcher().search(Position(), 2000)


def test_depth_one(searcher):
    pos = Position.start(first=Color.ORANGE)
    result = searcher.search(pos, depth=1)
    assert pos.is_legal(result.best_move)
    assert result.depth == 1


def test_time_limit(searcher):
    pos = Position()
    t0 = time.monotonic()
    result = searcher.search(pos, time_ms=200)
    assert time.monotonic() - t0 < 5.0
    assert pos.is_legal(result.best_move)


def test_a_finished_game_has_no_best_move(searcher):
    # PYTHON.md: best_move None when the game is over.
    pos = Position(FINISHED)
    assert pos.is_over()
    result = searcher.search(pos, depth=1)
    assert result.best_move is None
    assert result.pv == []


def test_the_princess_taken_at_once():
    # WIN_IN_ONE: e3e5 wins now. PYTHON.md: score_cp None for a forced win,
    # mate_in 1 (one move of the side to move).
    pos = Position(WIN_IN_ONE)
    assert pos.is_legal(mv("e3e5"))
    result = Searcher().search(pos, depth=4)
    assert result.best_move == mv("e3e5")
    assert result.mate_in == 1
    assert result.score_cp is None
    assert result.pv == [mv("e3e5")]
    # Within a small node budget too.
    result = Searcher().search(pos, nodes=2000)
    assert result.best_move == mv("e3e5")
    assert result.mate_in == 1


def test_a_win_with_the_second_move():
    # WIN_IN_THREE: Black wins with its second move. Reading assumed for
    # mate_in: "moves" as PROTOCOL.md's `score mate N` counts them (moves of
    # the side to move, not plies, as in UCI): 2 for the winner; the loser,
    # to move after f8c8, loses to Black's next move: -1.
    pos = Position(WIN_IN_THREE)
    for depth in (3, 5):
        result = Searcher().search(pos, depth=depth)
        assert str(result.best_move) in CHIEF_NETS, depth
        assert result.mate_in == 2, depth
        assert result.score_cp is None
    lost = pos.play("f8c8")
    result = Searcher().search(lost, depth=3)
    assert result.mate_in == -1
    assert result.score_cp is None
    assert lost.is_legal(result.best_move)


def test_pv_is_a_line_of_legal_moves_starting_with_the_best(searcher):
    pos = Position()
    result = searcher.search(pos, depth=3)
    pv = result.pv
    assert isinstance(pv, list) and len(pv) >= 1
    assert all(isinstance(m, Move) for m in pv)
    assert pv[0] == result.best_move
    for m in pv:
        assert pos.is_legal(m)
        pos = pos.play(m)


def test_multipv(searcher):
    # PYTHON.md: multipv=1 by default; more lines still give one best move,
    # legal, first in its pv.
    pos = Position()
    result = searcher.search(pos, depth=2, multipv=3)
    assert pos.is_legal(result.best_move)
    assert result.pv[0] == result.best_move
    # Three lines, with different first moves, the best first.
    assert len(result.lines) == 3
    firsts = [str(line.pv[0]) for line in result.lines]
    assert len(set(firsts)) == 3
    assert result.lines[0].pv[0] == result.best_move


def test_multipv_below_one_is_refused():
    # Reading assumed: multipv counts lines, so 0 is out of range.
    with pytest.raises(ValueError):
        Searcher().search(Position(), depth=1, multipv=0)


def test_search_with_a_game_uses_its_history(searcher):
    # PYTHON.md: a Game gives the search its history. Back at the start
    # after four Thoat moves (game.rs), Ta2-c3 would bring back the
    # position after the game's first move: searched from the game, with no
    # contempt, that line is a draw, 0. Searched from the position alone,
    # it is not (every line searched: multipv covers all 92 moves).
    game = Game()
    for text in ["Ta2-c3", "Ta9-c8", "Tc3-a2", "Tc8-a9"]:
        game.push(text)
    def line_of(result, text):
        return next(l for l in result.lines if str(l.pv[0]) == text)
    with_history = Searcher(table_mib=1, contempt_cp=0).search(game, depth=2, multipv=92)
    alone = Searcher(table_mib=1, contempt_cp=0).search(game.position, depth=2, multipv=92)
    assert line_of(with_history, "a2c3").score_cp == 0
    assert line_of(alone, "a2c3").score_cp != 0
    assert len(game.moves) == 4
    finished = Game()
    for text in ["d1e4", "b9b8", "e4f7", "c9c8", "f7e10"]:  # the Flier's raid
        finished.push(text)
    assert searcher.search(finished, depth=1).best_move is None


def test_search_does_not_change_the_position(searcher):
    pos = Position(WIN_IN_THREE)
    before = str(pos)
    searcher.search(pos, depth=2)
    assert str(pos) == before


# --- Ctrl-C ----------------------------------------------------------------

CHILD = textwrap.dedent(
    """
    import signal, sys
    # A child started from a shell job may inherit SIGINT ignored; Python
    # only turns SIGINT into KeyboardInterrupt with its own handler.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    from pyjetan import Position, Searcher
    pos = Position()
    call = sys.argv[1]
    print("ready", flush=True)
    if call == "search":
        Searcher().search(pos, depth=50)
    elif call == "perft":
        pos.perft(8)
    else:
        pos.divide(8)
    print("finished", flush=True)
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is POSIX")
@pytest.mark.parametrize("call", ["search", "perft", "divide"])
def test_ctrl_c_stops_a_long_call(call):
    # PYTHON.md: long calls stop on Ctrl-C (KeyboardInterrupt) within a
    # second. The child starts a call far too long to finish (a depth-50
    # search; perft(8) of the start), gets SIGINT after about a second, and
    # must end with KeyboardInterrupt within a second (and a half, for a
    # busy machine to start the interpreter's handler).
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, call],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=dict(os.environ),
        universal_newlines=True,
    )
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        assert ready, "the child did not start"
        line = proc.stdout.readline()
        assert line.strip() == "ready", (line, proc.stderr.read() if proc.poll() is not None else "")
        time.sleep(1.0)
        assert proc.poll() is None, "the long call ended by itself"
        proc.send_signal(signal.SIGINT)
        t0 = time.monotonic()
        try:
            proc.wait(timeout=1.5)
        except subprocess.TimeoutExpired:
            pytest.fail("{} did not stop within 1.5 s of SIGINT".format(call))
        assert time.monotonic() - t0 < 1.5
        out = proc.stdout.read()
        err = proc.stderr.read()
        assert "finished" not in out
        assert proc.returncode != 0
        assert "KeyboardInterrupt" in err, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()
