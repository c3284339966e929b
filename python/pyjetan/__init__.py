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

# Every name of the compiled module: the classes, the exceptions, the
# functions and the square constants A1 ... J10 (the stubs list them).
from ._core import *  # noqa: F401,F403
from ._core import __version__  # noqa: F401

_SQUARES = [f + str(r) for r in range(1, 11) for f in "ABCDEFGHIJ"]

__all__ = [
    "Color",
    "Game",
    "IllegalMoveError",
    "JetanError",
    "Move",
    "MoveSyntaxError",
    "Outcome",
    "Piece",
    "Position",
    "PositionError",
    "RecordError",
    "Role",
    "Rules",
    "RulesError",
    "SearchLine",
    "SearchResult",
    "Searcher",
    "parse_square",
    "square_name",
] + _SQUARES
