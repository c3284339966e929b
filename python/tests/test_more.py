"""The promises of PYTHON.md and the package's README that the other files
leave out: copies and pickles, a record's tags kept, the searcher's
settings and threads, and the smaller names."""

import copy
import os
import pickle
import select
import signal
import subprocess
import sys
import textwrap
import time

import pytest

import pyjetan
from pyjetan import Color, Game, Move, Piece, Position, Role, Rules, Searcher

START = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1"


def test_values_copy_and_pickle_as_themselves():
    pos = Position().play("e2e3")
    for value in [pos, Move("f1~c5"), Rules("manator"), Position(rules="manator")]:
        assert copy.copy(value) == value
        assert copy.deepcopy(value) == value
        assert pickle.loads(pickle.dumps(value)) == value
    game = Game()
    game.push("e2e3")
    other = game.copy()
    other.push("f9f8")
    assert len(game) == 1 and len(other) == 2


def test_a_record_keeps_its_tags_and_result():
    # Tags and a result the rules do not give (Black resigned: 0-1) stay
    # with the game read, while its moves are those read.
    text = '[Event "Final"]\n[Black "Tara"]\n\n1. Ne2-e3 0-1\n'
    game = Game.from_record(text)
    written = game.record()
    assert '[Event "Final"]' in written and '[Black "Tara"]' in written
    assert written.rstrip().endswith("0-1")
    # Played on, the result no longer holds.
    game.push("f9f8")
    assert game.record().rstrip().endswith("*")
    assert '[Event "Final"]' in game.record()


def test_the_smaller_names():
    # RULES.md 2: the letters; NOTATION.md: the move number grows after
    # each Orange move.
    assert [r.letter for r in [Role.CHIEF, Role.PADWAR, Role.PANTHAN]] == ["C", "A", "N"]
    pos = Position()
    assert pos.move_number == 1
    assert pos.play("e2e3").play("f9f8").move_number == 2
    game = Game(start=Position(START))
    game.push("e2e3")
    assert game.start == Position(START) and len(game) == 1
    assert isinstance(pyjetan.__version__, str) and pyjetan.__version__
    # Equal values hash alike, whatever they compare equal to.
    for value in [Color.BLACK, Color.ORANGE, Role.CHIEF, Role.PANTHAN]:
        assert value in {value}
        for number in range(8):
            assert (value == number) == (number in {value})


def test_from_pieces_builds_and_checks_a_position():
    # NOTATION.md: Black's Princess on f1 (square 5), Orange's on e10 (94),
    # Orange to move, Black's escape used: "4P5/10/.../5p4 o o 0 7".
    pieces = {5: Piece(Color.BLACK, Role.PRINCESS), 94: Piece(Color.ORANGE, Role.PRINCESS)}
    pos = Position.from_pieces(pieces, side_to_move=Color.ORANGE, escapes=(False, True), move_number=7)
    assert str(pos) == "4P5/10/10/10/10/10/10/10/10/5p4 o o 0 7"
    # Two Orange Chiefs, and no Black Princess with Orange to move (Black
    # to move without her would be the game won): two problems at once.
    bad = {0: Piece(Color.ORANGE, Role.CHIEF), 1: Piece(Color.ORANGE, Role.CHIEF), 94: Piece(Color.ORANGE, Role.PRINCESS)}
    with pytest.raises(pyjetan.PositionError) as refused:
        Position.from_pieces(bad, side_to_move=Color.ORANGE)
    assert len(refused.value.problems) >= 2


def test_the_searchers_settings():
    assert Searcher().contempt_cp == 1000  # the library's ten points
    assert Searcher(contempt_cp=0).contempt_cp == 0
    with pytest.raises(ValueError):
        Searcher(contempt_cp=10 ** 6)
    with pytest.raises(ValueError) as refused:
        Searcher().search(Position(), nodes=2 ** 64)
    assert "nodes" in str(refused.value)
    with pytest.raises(TypeError):
        Searcher().search(Position(), nodes="many")
    # Two threads still answer a legal move; clear() forgets the table.
    two = Searcher(table_mib=4, threads=2)
    result = two.search(Position(), nodes=5000)
    assert Position().is_legal(result.best_move)
    two.clear()
    assert Position().is_legal(two.search(Position(), depth=2).best_move)


WAITER = textwrap.dedent(
    """
    import signal, sys, threading
    signal.signal(signal.SIGINT, signal.default_int_handler)
    from pyjetan import Position, Searcher
    s = Searcher(table_mib=1)
    busy = threading.Thread(target=lambda: s.search(Position(), time_ms=60_000), daemon=True)
    busy.start()
    import time; time.sleep(0.3)
    print("ready", flush=True)
    s.search(Position(), nodes=10)
    print("finished", flush=True)
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is POSIX")
def test_ctrl_c_stops_a_call_waiting_for_a_shared_searcher():
    # One thread searches for a minute; the main thread waits its turn on
    # the same searcher, and a Ctrl-C stops that wait within a second and a
    # half (PYTHON.md: long calls stop on Ctrl-C).
    proc = subprocess.Popen([sys.executable, "-c", WAITER], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=dict(os.environ), universal_newlines=True)
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        assert ready and proc.stdout.readline().strip() == "ready"
        time.sleep(0.5)
        assert proc.poll() is None
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=1.5)
        assert "KeyboardInterrupt" in proc.stderr.read()
        assert "finished" not in proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()


def test_the_adapter_refuses_a_board_that_is_no_board():
    from pyjetan.jetan_agents import to_position

    class Short:
        cells = (None,) * 50
        used_escape = (False, False)
        ply = 0

    with pytest.raises(ValueError):
        to_position(Short())
