"""pyjetan.jetan_agents, on small look-alike boards built here from the facts
JetanAgents documents (none of its code: it has no licence):

- a board has ``cells`` (100 entries, index ``y * 10 + x``, ``None`` or a
  piece with ``.player`` and ``.kind``), ``turn``, ``used_escape`` (Orange's,
  Black's; ``True`` once used), ``ply`` and ``actions()``, sorted by source
  then destination;
- players ORANGE = 1 (the south, moves first) and BLACK = 2; kinds are the
  letters W A D F C R T P (``R`` the Princess, ``P`` a Panthan);
- a move is ``Move(source, destination)`` of ``(x, y)``, written ``a0-b2``;
- both back rows read W A D F C R F D A W from x = 0, the front rows
  T P P P P P P P P T; Orange on rows 0-1, Black on rows 8-9.

Each expected value below is worked out by hand from those facts and
RULES.md (the crate's Black is their Orange; rank = y + 1).
"""

import enum
import sys
import types
from dataclasses import dataclass

import pytest

import pyjetan
from pyjetan import Color, Position, Role, Rules
from pyjetan.jetan_agents import EngineAgent, register, to_action, to_position


class Player(enum.IntEnum):
    ORANGE = 1
    BLACK = 2


class Kind(enum.Enum):
    WARRIOR = "W"
    PADWAR = "A"
    DWAR = "D"
    FLIER = "F"
    CHIEF = "C"
    PRINCESS = "R"
    THOAT = "T"
    PANTHAN = "P"


@dataclass(frozen=True)
class LookAlikePiece:
    player: Player
    kind: Kind


@dataclass(frozen=True, order=True)
class LookAlikeMove:
    source: tuple
    destination: tuple

    def __str__(self):
        (sx, sy), (dx, dy) = self.source, self.destination
        return f"{'abcdefghij'[sx]}{sy}-{'abcdefghij'[dx]}{dy}"


@dataclass(frozen=True)
class LookAlikeBoard:
    cells: tuple
    turn: Player = Player.ORANGE
    used_escape: tuple = (False, False)
    ply: int = 0


# The adapter takes their Move from the module that defines the board's
# class: this test module stands for theirs.
LookAlikeBoard.__module__ = __name__
Move = LookAlikeMove

BACK = "W A D F C R F D A W".split()
FRONT = "T P P P P P P P P T".split()


def board_from(pieces, **fields):
    """A look-alike board from ``{(x, y): (player, letter)}``."""
    cells = [None] * 100
    for (x, y), (player, letter) in pieces.items():
        cells[y * 10 + x] = LookAlikePiece(player, Kind(letter))
    return LookAlikeBoard(tuple(cells), **fields)


def initial_board():
    pieces = {}
    for x in range(10):
        pieces[(x, 0)] = (Player.ORANGE, BACK[x])
        pieces[(x, 1)] = (Player.ORANGE, FRONT[x])
        pieces[(x, 8)] = (Player.BLACK, FRONT[x])
        pieces[(x, 9)] = (Player.BLACK, BACK[x])
    return board_from(pieces)


def test_their_start_is_the_crates_manator_start_with_black_first():
    pos = to_position(initial_board())
    # Their Orange (south, moves first) is the crate's Black; the Chiefs
    # face each other on the e-file (setup=manator), so the crate's text of
    # the jetan-agents start: Orange's back row W A D F C P F D A W.
    assert str(pos) == "WADFCPFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1"
    assert pos == Position.start(Rules("jetan-agents"), Color.BLACK)
    assert pos.rules == Rules("jetan-agents")


def test_square_by_square():
    board = initial_board()
    pos = to_position(board)
    roles = {"C": Role.CHIEF, "R": Role.PRINCESS, "F": Role.FLIER, "D": Role.DWAR,
             "A": Role.PADWAR, "W": Role.WARRIOR, "T": Role.THOAT, "P": Role.PANTHAN}
    for y in range(10):
        for x in range(10):
            theirs = board.cells[y * 10 + x]
            ours = pos.piece_at(x + 10 * y)  # rank y + 1, file x
            if theirs is None:
                assert ours is None, (x, y)
            else:
                expected = Color.BLACK if theirs.player == Player.ORANGE else Color.ORANGE
                assert (ours.color, ours.role) == (expected, roles[theirs.kind.value]), (x, y)


def test_moves_convert_both_ways():
    board = initial_board()
    # Their Thoat on a1 (x 0, row 1) jumping to b3 is ((0, 1), (1, 3)),
    # written a1-b3: the crate's Black Thoat a2 to b4, a2b4.
    action = to_action(pyjetan.Move("a2b4"), board)
    assert action == LookAlikeMove((0, 1), (1, 3))
    assert str(action) == "a1-b3"
    # A Panthan step: crate e2e3 is their ((4, 1), (4, 2)), "e1-e2".
    assert to_action(pyjetan.Move("e2e3"), board) == LookAlikeMove((4, 1), (4, 2))
    # An escape keeps its squares; their text has no mark.
    assert to_action(pyjetan.Move("f1~f6"), board) == LookAlikeMove((5, 0), (5, 5))
    # Every legal move of the start is one of the 52 the facts give (no
    # escape: under jetan-agents she escapes only when threatened).
    pos = to_position(board)
    assert pos.count_legal_moves() == 52
    actions = sorted(to_action(m, board) for m in pos.legal_moves())
    assert len(set(actions)) == 52
    assert str(actions[0]) == "a1-a2" and str(actions[-1]) == "j1-j2"


def test_side_escapes_and_move_number():
    # Their Black to move at ply 7, their Orange's escape used: the crate's
    # Orange to move, the crate's Black without its escape (escapes field
    # "o"), move number 7 // 2 + 1 = 4. Their Orange Princess (5, 0) is
    # Black's on f1, their Black Princess (5, 9) Orange's on f10, their
    # Black Dwar (0, 4) Orange's on a5.
    pieces = {(5, 0): (Player.ORANGE, "R"), (5, 9): (Player.BLACK, "R"), (0, 4): (Player.BLACK, "D")}
    board = board_from(pieces, turn=Player.BLACK, used_escape=(True, False), ply=7)
    pos = to_position(board)
    assert str(pos) == "5P4/10/10/10/10/D9/10/10/10/5p4 o o 0 4"
    assert not pos.has_escape(Color.BLACK) and pos.has_escape(Color.ORANGE)


def test_a_board_won_by_taking_the_princess_is_the_crates_won_game():
    # Their Orange took Black's Princess and keeps the turn; the crate
    # writes the won game with the loser (its Orange) to move.
    pieces = {(5, 0): (Player.ORANGE, "R"), (5, 9): (Player.ORANGE, "D")}
    board = board_from(pieces, turn=Player.ORANGE, ply=30)
    pos = to_position(board)
    assert pos.is_over()
    assert pos.outcome().winner == Color.BLACK


def test_the_engine_agent_answers_their_move():
    # Their Orange Dwar on a4 (x=0, y=3) can take Black's Princess on a7
    # (three straight steps north, a5 and a6 empty): the engine takes her.
    pieces = {(5, 0): (Player.ORANGE, "R"), (0, 3): (Player.ORANGE, "D"),
              (0, 6): (Player.BLACK, "R")}
    board = board_from(pieces)
    agent = EngineAgent(nodes=2_000)
    assert agent.name == "jetan engine"
    assert agent.choose_action(board) == LookAlikeMove((0, 3), (0, 6))


def test_register_puts_the_engine_in_their_registry(monkeypatch):
    registry = {}
    factory = types.ModuleType("agent_factory")
    factory.register_agent = lambda name, build: registry.__setitem__(name, build)
    monkeypatch.setitem(sys.modules, "agent_factory", factory)
    register()
    agent = registry["jetan_engine"](1, "Orange")
    assert agent.name == "Orange jetan engine"
    assert hasattr(agent, "choose_action")


def test_a_finished_board_has_no_move_to_choose():
    pieces = {(5, 0): (Player.ORANGE, "R"), (5, 9): (Player.ORANGE, "D")}
    with pytest.raises(ValueError):
        EngineAgent(nodes=100).choose_action(board_from(pieces, ply=30))
