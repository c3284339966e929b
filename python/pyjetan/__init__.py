"""Jetan, the Martian chess of Edgar Rice Burroughs: the jetan crate's rules,
records and engine from Python.

>>> import pyjetan
>>> pos = pyjetan.Position()          # the start, Black to move
>>> len(pos.legal_moves())            # 52 ordinary moves and 40 escapes
92
>>> pos = pos.play("e2e3")            # a new position; pos itself is unchanged
>>> str(pos.side_to_move)
'orange'

Squares are ints, ``file + 10 * rank`` from 0 (``A1 == 0``, ``J10 == 99``).
Every failure is a :class:`JetanError` (a ``ValueError``) in the crate's
words. ``pyjetan.jetan_agents`` puts the crate's rules and engine into the
JetanAgents teaching framework.
"""

from typing import Union

# Every name of the compiled module: the classes, the exceptions, the
# functions and the square constants A1 ... J10 (the stubs list them).
from ._core import *  # noqa: F401,F403
from ._core import Move, Rules, __version__  # noqa: F401

#: A move as the calls that take one accept it: a Move or its text.
MoveLike = Union[Move, str]
#: Rules as the calls that take them accept them: a Rules or its text.
RulesLike = Union[Rules, str]

__all__ = [
    "Color",
    "Game",
    "IllegalMoveError",
    "JetanError",
    "Move",
    "MoveLike",
    "MoveSyntaxError",
    "Outcome",
    "Piece",
    "Position",
    "PositionError",
    "RecordError",
    "Role",
    "Rules",
    "RulesError",
    "RulesLike",
    "SearchLine",
    "SearchResult",
    "Searcher",
    "parse_square",
    "square_name",
    "__version__",
    "A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "I1", "J1",
    "A2", "B2", "C2", "D2", "E2", "F2", "G2", "H2", "I2", "J2",
    "A3", "B3", "C3", "D3", "E3", "F3", "G3", "H3", "I3", "J3",
    "A4", "B4", "C4", "D4", "E4", "F4", "G4", "H4", "I4", "J4",
    "A5", "B5", "C5", "D5", "E5", "F5", "G5", "H5", "I5", "J5",
    "A6", "B6", "C6", "D6", "E6", "F6", "G6", "H6", "I6", "J6",
    "A7", "B7", "C7", "D7", "E7", "F7", "G7", "H7", "I7", "J7",
    "A8", "B8", "C8", "D8", "E8", "F8", "G8", "H8", "I8", "J8",
    "A9", "B9", "C9", "D9", "E9", "F9", "G9", "H9", "I9", "J9",
    "A10", "B10", "C10", "D10", "E10", "F10", "G10", "H10", "I10", "J10",
]
