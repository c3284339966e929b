"""The crate's rules and engine inside JetanAgents, the Python teaching
framework in which students write Jetan agents.

Nothing of JetanAgents is copied here: its classes are taken from the
caller's own checkout when first used (the module of the board an agent is
given), and only what its documentation states is relied on:

- a board has ``cells`` (100 squares, index ``y * 10 + x``, ``None`` or a
  piece with ``.player`` and ``.kind``), ``turn``, ``used_escape`` (Orange's,
  Black's: ``True`` once used) and ``ply``;
- their Orange starts in the south and moves first: it is the crate's
  Black; their row ``y`` is rank ``y + 1``, so a square's index is the same
  in both (``file + 10 * (rank - 1)``);
- their kinds are letters; their ``R`` (Princess) and ``P`` (Panthan) are
  the crate's ``P`` and ``N``, the other letters the same;
- a move is their ``Move(source, destination)`` of ``(x, y)`` pairs, written
  ``a0-b2``;
- their rules are the crate's ``jetan-agents`` preset.

To play the crate's engine in their environment, add one line at the end of
their ``student_agents.py``::

    from pyjetan.jetan_agents import register; register()

and choose ``--orange-agent jetan_engine`` (or ``--black-agent``).
"""

import importlib
import sys
from typing import Any, Dict

from ._core import Color, Move, Piece, Position, Role, Rules, Searcher

__all__ = ["EngineAgent", "register", "to_action", "to_position"]

#: Their kind letters and the crate's kinds.
_ROLES: Dict[str, Role] = {
    "C": Role.CHIEF,
    "R": Role.PRINCESS,
    "F": Role.FLIER,
    "D": Role.DWAR,
    "A": Role.PADWAR,
    "W": Role.WARRIOR,
    "T": Role.THOAT,
    "P": Role.PANTHAN,
}

#: The rules their framework plays.
RULES = Rules("jetan-agents")


def _color(player: Any) -> Color:
    """The crate's side of one of their players (by name: their Orange,
    the southern side, is the crate's Black)."""
    return Color.BLACK if player.name == "ORANGE" else Color.ORANGE


def to_position(board: Any) -> Position:
    """The crate's :class:`~pyjetan.Position` of one of their boards, under
    the ``jetan-agents`` rules: the same squares (their row ``y`` is rank
    ``y + 1``), their Orange as Black, the escapes still left, and the move
    number from their ply count. A board whose game was won by taking a
    Princess is given with the loser to move, as the crate writes a won
    game."""
    cells = board.cells
    if len(cells) != 100:
        raise ValueError("a board has 100 cells, not {}".format(len(cells)))
    pieces = {}
    for index, piece in enumerate(cells):
        if piece is not None:
            pieces[index] = Piece(_color(piece.player), _ROLES[piece.kind.value])
    side = _color(board.turn)
    princesses = {p.color for p in pieces.values() if p.role == Role.PRINCESS}
    if len(princesses) == 1:
        # Their turn stays with the side that took the Princess.
        side = Color.BLACK if Color.BLACK not in princesses else Color.ORANGE
    orange_used, black_used = board.used_escape
    return Position.from_pieces(
        pieces,
        side_to_move=side,
        escapes=(not orange_used, not black_used),
        move_number=board.ply // 2 + 1,
        rules=RULES,
    )


def _their_module(board: Any) -> Any:
    """Their module that defines the board's class, where their ``Move``
    is."""
    return sys.modules[type(board).__module__]


def to_action(move: Move, board: Any) -> Any:
    """Their move (``Move((x, y), (x, y))``, from the board's own module) for
    the crate's :class:`~pyjetan.Move` ``move`` of the position of
    ``board``. The escape needs no mark in their text: it is the Princess's
    long move."""
    their_move = _their_module(board).Move
    return their_move(
        (move.from_square % 10, move.from_square // 10),
        (move.to_square % 10, move.to_square // 10),
    )


class EngineAgent:
    """An agent that plays the crate's engine, searching ``nodes`` positions
    a move: it has their agents' ``name`` and ``choose_action(board)``, so
    it plugs into their environment and registry like any of theirs. Its
    searcher keeps its table from move to move."""

    def __init__(self, name: str = "jetan engine", nodes: int = 20_000) -> None:
        self.name = name
        self.nodes = nodes
        self._searcher = Searcher()

    def choose_action(self, board: Any) -> Any:
        """The engine's move on ``board``, as their ``Move``."""
        result = self._searcher.search(to_position(board), nodes=self.nodes)
        if result.best_move is None:
            raise ValueError("the game on this board is over: there is no move to choose")
        return to_action(result.best_move, board)


def register(name: str = "jetan_engine", nodes: int = 20_000) -> None:
    """Registers :class:`EngineAgent` in their agent registry (their
    ``agent_factory.register_agent``) as ``name``, so that their ``play.py``
    offers it. Call it once, from their ``student_agents.py``."""
    factory = importlib.import_module("agent_factory")
    factory.register_agent(
        name, lambda seed, player_name: EngineAgent(f"{player_name} jetan engine", nodes)
    )
