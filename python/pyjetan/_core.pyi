"""Type stubs of pyjetan's compiled module (``pyjetan._core``), which
``pyjetan`` re-exports."""

from typing import Dict, List, Optional, Tuple, Union

__version__: str

class JetanError(ValueError):
    """Every failure of pyjetan: bad text, an illegal move, an impossible
    position, bad rules or a bad record."""

class MoveSyntaxError(JetanError):
    """Move text that is no move: neither coordinate text (``e2e3``,
    ``f1~c5``, ``d1*g4``) nor algebraic text (``Nb2-b3``)."""

class IllegalMoveError(JetanError):
    """A move the position does not allow."""

    reason: str
    """Why, in the crate's words."""

class PositionError(JetanError):
    """Position text that does not parse, or a position that cannot occur."""

    problems: List[str]
    """Every problem found."""

class RulesError(JetanError):
    """Rules text that names no rule option or preset."""

class RecordError(JetanError):
    """A game record that does not read."""

def square_name(sq: int) -> str:
    """The name of square ``sq`` (``0`` is ``"a1"``, ``99`` ``"j10"``); a
    ``ValueError`` off the board."""

def parse_square(text: str) -> int:
    """The square named ``text`` (``"e4"``) as an int (``file + 10 *
    rank`` from 0); a ``JetanError`` for anything else."""

A1: int
B1: int
C1: int
D1: int
E1: int
F1: int
G1: int
H1: int
I1: int
J1: int
A2: int
B2: int
C2: int
D2: int
E2: int
F2: int
G2: int
H2: int
I2: int
J2: int
A3: int
B3: int
C3: int
D3: int
E3: int
F3: int
G3: int
H3: int
I3: int
J3: int
A4: int
B4: int
C4: int
D4: int
E4: int
F4: int
G4: int
H4: int
I4: int
J4: int
A5: int
B5: int
C5: int
D5: int
E5: int
F5: int
G5: int
H5: int
I5: int
J5: int
A6: int
B6: int
C6: int
D6: int
E6: int
F6: int
G6: int
H6: int
I6: int
J6: int
A7: int
B7: int
C7: int
D7: int
E7: int
F7: int
G7: int
H7: int
I7: int
J7: int
A8: int
B8: int
C8: int
D8: int
E8: int
F8: int
G8: int
H8: int
I8: int
J8: int
A9: int
B9: int
C9: int
D9: int
E9: int
F9: int
G9: int
H9: int
I9: int
J9: int
A10: int
B10: int
C10: int
D10: int
E10: int
F10: int
G10: int
H10: int
I10: int
J10: int

class Color:
    """A side. ``str()`` is ``black`` or ``orange``."""

    BLACK: "Color"
    """The southern side, lowercase in position text; moves first from the
    start."""
    ORANGE: "Color"
    """The northern side, uppercase in position text."""

    def opponent(self) -> "Color":
        """The other side."""

class Role:
    """A kind of piece. ``str()`` is its name in lowercase."""

    CHIEF: "Role"
    PRINCESS: "Role"
    FLIER: "Role"
    DWAR: "Role"
    PADWAR: "Role"
    WARRIOR: "Role"
    THOAT: "Role"
    PANTHAN: "Role"

    @property
    def letter(self) -> str:
        """The uppercase letter of position and move text (``A`` the Padwar,
        ``N`` the Panthan)."""

class Piece:
    """A piece: a side and a kind. ``str()`` is its letter in position text
    (uppercase Orange, lowercase Black)."""

    def __init__(self, color: Color, role: Role) -> None: ...
    @property
    def color(self) -> Color:
        """The side it belongs to."""
    @property
    def role(self) -> Role:
        """Its kind."""

class Move:
    """A move: two squares and a kind, read and written as coordinate text
    (``e2e3``; ``f1~c5`` the Princess's escape; ``d1*g4`` a duel the attacker
    loses). Equal when the text is equal; ordered by from-square, then
    to-square, then kind; hashable."""

    def __init__(self, text: str) -> None: ...
    @staticmethod
    def from_text(text: str) -> "Move":
        """The move of coordinate text; a ``MoveSyntaxError`` otherwise."""
    @property
    def from_square(self) -> int:
        """The square the piece leaves."""
    @property
    def to_square(self) -> int:
        """The square it ends on (for a fallen attacker, the square it
        attacked)."""
    @property
    def is_escape(self) -> bool:
        """Whether this is the Princess's escape."""
    @property
    def attacker_falls(self) -> bool:
        """Whether this is a duel the attacker loses (``capture=duel``)."""
    def __lt__(self, other: "Move") -> bool: ...
    def __le__(self, other: "Move") -> bool: ...
    def __gt__(self, other: "Move") -> bool: ...
    def __ge__(self, other: "Move") -> bool: ...

class Rules:
    """The rules a game is played under (RULES.md section 9), read from the
    rules text (a preset first: ``"manator"``, ``"jetan-agents,escape=none"``).
    ``str()`` is the canonical text, ``""`` for the defaults."""

    def __init__(self, text: str = "") -> None: ...
    @staticmethod
    def presets() -> Dict[str, "Rules"]:
        """Every preset by name: ``appendix``, ``manator``, ``jetan-agents``,
        ``friedlander``."""

_RulesLike = Union[Rules, str]
_MoveLike = Union[Move, str]

class Outcome:
    """How a game ended. ``str()`` says who won and why."""

    @property
    def winner(self) -> Optional[Color]:
        """The side that won, ``None`` for a draw."""
    @property
    def is_draw(self) -> bool:
        """Whether the game was drawn."""
    @property
    def reason(self) -> str:
        """Why the game ended, in the crate's words."""

class Position:
    """A position: board, side to move, escapes left, material-draw count,
    move number and rules. Immutable: ``play`` answers a new position.
    ``str()`` is the position text; ``hash()`` the crate's Zobrist hash;
    ``==`` compares the position and its rules."""

    def __init__(self, text: Optional[str] = None, rules: Optional[_RulesLike] = None) -> None:
        """The start of ``rules`` (Black to move) without ``text``; else
        position text read under ``rules``. A ``PositionError`` lists every
        problem."""
    @staticmethod
    def start(rules: Optional[_RulesLike] = None, first: Color = Color.BLACK) -> "Position":
        """The start of ``rules`` with ``first`` to move."""
    @staticmethod
    def from_pieces(
        pieces: Dict[int, Piece],
        *,
        side_to_move: Color = Color.BLACK,
        escapes: Tuple[bool, bool] = (True, True),
        move_number: int = 1,
        rules: Optional[_RulesLike] = None,
    ) -> "Position":
        """A position from its pieces by square, checked as position text is."""
    @property
    def rules(self) -> Rules:
        """The rules it is played under."""
    @property
    def side_to_move(self) -> Color:
        """The side to move."""
    @property
    def move_number(self) -> int:
        """The move number, from 1, increased after each Orange move."""
    def piece_at(self, sq: int) -> Optional[Piece]:
        """The piece on ``sq``, or ``None``."""
    def pieces(self) -> Dict[int, Piece]:
        """Every piece by its square."""
    def has_escape(self, color: Color) -> bool:
        """Whether ``color``'s Princess still has her escape."""
    def legal_moves(self) -> List[Move]:
        """Every legal move, in the crate's order."""
    def count_legal_moves(self) -> int:
        """How many legal moves there are."""
    def is_legal(self, move: _MoveLike) -> bool:
        """Whether ``move`` is legal here."""
    def parse_move(self, text: str) -> Move:
        """The legal move that coordinate or algebraic ``text`` names."""
    def algebraic(self, move: _MoveLike) -> str:
        """The legal move in algebraic text (``Ne2-e3``)."""
    def play(self, move: _MoveLike) -> "Position":
        """The position after the legal move ``move``."""
    def outcome(self) -> Optional[Outcome]:
        """How the game ended, or ``None`` while it goes on."""
    def is_over(self) -> bool:
        """Whether the game is over."""
    def perft(self, depth: int) -> int:
        """The leaves of the legal-move tree ``depth`` deep (0 to 64).
        Releases the GIL; Ctrl-C stops it."""
    def divide(self, depth: int) -> Dict[str, int]:
        """For each legal move's text, perft of ``depth - 1`` after it."""
    def to_svg(self) -> str:
        """An SVG picture of the board."""
    def _repr_svg_(self) -> str: ...

class Game:
    """A game: its rules, start and moves, with every position it went
    through. Mutable: ``push`` and ``pop``."""

    def __init__(
        self, rules: Optional[_RulesLike] = None, start: Optional[Union[Position, str]] = None
    ) -> None: ...
    def push(self, move: _MoveLike) -> Move:
        """Plays the legal move and answers it."""
    def pop(self) -> Move:
        """Takes back the last move; an ``IndexError`` without one."""
    @property
    def moves(self) -> List[Move]:
        """The moves played."""
    @property
    def position(self) -> Position:
        """The current position."""
    @property
    def start(self) -> Position:
        """The position the game started from."""
    def outcome(self) -> Optional[Outcome]:
        """How the game ended, or ``None``."""
    def record(self) -> str:
        """The game record (tags, moves, result)."""
    @staticmethod
    def from_record(text: str) -> "Game":
        """The game of a record; a ``RecordError`` otherwise."""
    def __len__(self) -> int: ...
    def copy(self) -> "Game":
        """A copy, to play on without changing this game."""

class SearchLine:
    """One line of a search."""

    @property
    def score_cp(self) -> Optional[int]:
        """Centipoints for the side to move, ``None`` for a decided game."""
    @property
    def mate_in(self) -> Optional[int]:
        """The side to move's moves to the win (negative: to the loss)."""
    @property
    def pv(self) -> List[Move]:
        """The moves the engine expects."""

class SearchResult:
    """What a search found."""

    @property
    def best_move(self) -> Optional[Move]:
        """The move to play, ``None`` when the game is over."""
    @property
    def score_cp(self) -> Optional[int]:
        """Centipoints for the side to move (a Panthan is 200), ``None`` for
        a decided game."""
    @property
    def mate_in(self) -> Optional[int]:
        """The side to move's moves to the win (negative: to the loss), or
        ``None``."""
    @property
    def depth(self) -> int:
        """The depth reached, in moves."""
    @property
    def nodes(self) -> int:
        """The positions visited (by every thread)."""
    @property
    def pv(self) -> List[Move]:
        """The moves the engine expects, the best first."""
    @property
    def lines(self) -> List[SearchLine]:
        """Each line searched, the best first."""
    @property
    def elapsed_ms(self) -> float:
        """The time the search took, in milliseconds."""

class Searcher:
    """The engine, with its transposition table kept from search to search.
    One searcher may be used from several threads: its searches take turns
    (a Ctrl-C stops a call that waits its turn too)."""

    def __init__(
        self, table_mib: int = 16, threads: int = 1, contempt_cp: Optional[int] = None
    ) -> None:
        """A searcher with a table of ``table_mib`` MiB searching on
        ``threads`` threads; a draw costs it ``contempt_cp`` centipoints
        (the library's ten points by default)."""
    @property
    def contempt_cp(self) -> int:
        """What a draw costs the searcher, in centipoints."""
    def search(
        self,
        position_or_game: Union[Position, Game],
        *,
        nodes: Optional[int] = None,
        depth: Optional[int] = None,
        time_ms: Optional[int] = None,
        multipv: int = 1,
    ) -> SearchResult:
        """Searches within the limits given (at least one). A ``Game`` gives
        the search its history. Releases the GIL; Ctrl-C stops it."""
    def clear(self) -> None:
        """Forgets what earlier searches stored (after the search under way)."""
