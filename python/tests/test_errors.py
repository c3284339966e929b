"""Errors (PYTHON.md "Errors"): the hierarchy, what each error carries, and
that no input crashes the interpreter: bad text of every kind to every
function that takes text raises a JetanError subclass and nothing else; a
wrong type is a TypeError; a square or depth out of range a ValueError.

The reasons asserted on are the crate's words (src/position/illegal_move.rs,
src/position/problem.rs), worked out for the positions below from RULES.md.
"""

import pytest

import pyjetan
from pyjetan import (
    Color,
    Game,
    IllegalMoveError,
    JetanError,
    Move,
    MoveSyntaxError,
    Position,
    PositionError,
    RecordError,
    Rules,
    RulesError,
    Searcher,
)

START = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1"

SUBCLASSES = [MoveSyntaxError, IllegalMoveError, PositionError, RulesError, RecordError]


def test_hierarchy():
    # PYTHON.md: JetanError(ValueError) and its five subclasses.
    assert issubclass(JetanError, ValueError)
    for cls in SUBCLASSES:
        assert issubclass(cls, JetanError), cls
        assert issubclass(cls, ValueError), cls
        assert cls is not JetanError
    assert len(set(SUBCLASSES)) == 5
    # Also reachable as module attributes.
    for name in ["JetanError", "MoveSyntaxError", "IllegalMoveError", "PositionError", "RulesError", "RecordError"]:
        assert isinstance(getattr(pyjetan, name), type)


# --- what each error carries --------------------------------------------------


def test_illegal_move_error_has_the_reason():
    # illegal_move.rs doc test: "e2e1 is not a legal move: the Panthan on e2
    # can go to d3, e3, f3" (RULES.md 3: a Panthan steps forward, sideways
    # or diagonally forward; d2 and f2 hold its own Panthans).
    pos = Position()
    with pytest.raises(IllegalMoveError) as info:
        pos.play(Move.from_text("e2e1"))
    reason = info.value.reason
    assert isinstance(reason, str)
    assert "e2" in reason
    assert "d3" in reason and "e3" in reason and "f3" in reason
    assert str(pos) == START  # nothing changed


@pytest.mark.parametrize(
    "text, words",
    [
        ("e5e6", ["e5"]),  # no piece on e5
        ("e9e8", ["e9"]),  # Orange's Panthan, Black to move
        ("e2~e5", ["Princess"]),  # only the Princess has an escape
        ("b2b5", ["b3"]),  # the Panthan on b2 can go to a3, b3, c3
    ],
)
def test_illegal_move_reasons_name_what_is_wrong(text, words):
    # algebraic.rs wrong_text_is_refused_with_the_reason, in the crate's
    # words (illegal_move.rs).
    pos = Position()
    for call in (pos.play, pos.parse_move):
        with pytest.raises(IllegalMoveError) as info:
            call(text)
        for word in words:
            assert word in info.value.reason, (text, info.value.reason)


def test_escape_used_and_game_over_reasons():
    # algebraic.rs an_escape_used_or_absent_is_refused: Orange to move,
    # only Black still has an escape.
    used = Position(START.replace(" b bo ", " o b "))
    with pytest.raises(IllegalMoveError) as info:
        used.play("e10~e5")
    assert "escape" in info.value.reason
    # No escape in the rules.
    with pytest.raises(IllegalMoveError) as info:
        Position(START, rules="escape=none").play("f1~c5")
    assert "escape" in info.value.reason
    # A finished game (RULES.md 6: no legal moves): "the game is over".
    won = Position("10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1").play("e2e3")
    with pytest.raises(IllegalMoveError) as info:
        won.play("j1j2")
    assert "over" in info.value.reason


def test_a_star_without_duels_says_why():
    # by_hand.rs a_star_where_there_is_no_duel_says_why: under the default
    # rules `*` names the option capture=duel.
    pos = Position("P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1")
    with pytest.raises(IllegalMoveError) as info:
        pos.play(Move.from_text("e2*e3"))
    assert "duel" in info.value.reason


def test_position_error_lists_every_problem():
    # Orange to move; Black has no Princess (and is not to move, so no
    # winning capture took her: NOTATION.md), Orange has two Chiefs: two
    # problems (position/problem.rs words: "... Princesses ...", "... of
    # kind Chief ...").
    with pytest.raises(PositionError) as info:
        Position("PCC7/10/10/10/10/10/10/10/10/10 o - 0 1")
    problems = info.value.problems
    assert isinstance(problems, list)
    assert all(isinstance(p, str) for p in problems)
    assert len(problems) == 2
    assert any("Princess" in p for p in problems)
    assert any("Chief" in p for p in problems)


def test_position_error_five_problems_at_once():
    # position/validate.rs every_problem_is_reported_at_once: Black without
    # Princess, two Black Chiefs, a Black Panthan on rank 1 (c1), three
    # Orange Fliers, and a count of 4 while the material condition fails.
    with pytest.raises(PositionError) as info:
        Position("FFF6P/10/10/10/10/10/10/10/10/ccn7 o - 4 1")
    problems = info.value.problems
    assert len(problems) == 5
    assert any("c1" in p for p in problems)
    assert any("Flier" in p for p in problems)


def test_one_problem_and_a_grammar_error_are_position_errors():
    # validate.rs an_orange_panthan_on_rank_10_is_refused: one problem.
    with pytest.raises(PositionError) as info:
        Position("N8P/10/10/10/10/10/10/10/10/p9 b - 0 1")
    assert len(info.value.problems) == 1
    assert "a10" in info.value.problems[0]
    # Grammar (NOTATION.md): a rank covering 11 squares. Reading assumed:
    # a text that does not parse is a PositionError too, with at least one
    # problem in .problems.
    with pytest.raises(PositionError) as info:
        Position("WADFPCFDAWW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1")
    assert isinstance(info.value.problems, list) and len(info.value.problems) >= 1


# --- bad text of every kind -------------------------------------------------

BAD_TEXTS = [
    "",
    " ",
    "\n",
    "\t",
    "garbage",
    "\x00",
    "e2\x00e3",
    "\x00" * 100,
    "é2e3",
    "♞b2-b3",
    "日本語のテキスト",
    "\U0001F642" * 50,
    "x" * 100000,
    "e2e3" * 10000,
    "[",
    "{",
    "}",
    "-",
    "~",
    "1",
    "-1",
    "99999999999999999999",
    "a0",
    "k1",
    "%s%n%x",
    "\\",
    "\"",
    "Nb2-b3 Ne9-e8",
    START + " 5",  # six fields
    "10/" * 100,
]

# Texts that are good input for some functions (and so are left out there):
# "" is the default rules, and "*" alone would be a record of no moves.
NOT_RULES_ERRORS = {""}


def _calls():
    """(name, function of one text, error class it must raise)."""
    start = Position()
    return [
        ("Move.from_text", Move.from_text, MoveSyntaxError),
        ("Position", Position, PositionError),
        ("Position(rules=)", lambda t: Position(START, rules=t), RulesError),
        ("Position.start(rules=)", lambda t: Position.start(rules=t), RulesError),
        ("Rules", Rules, RulesError),
        ("Game(rules=)", lambda t: Game(rules=t), RulesError),
        ("Position.parse_move", start.parse_move, JetanError),
        ("Position.play", start.play, JetanError),
        ("Game.push", lambda t: Game().push(t), JetanError),
        ("Game.from_record", Game.from_record, RecordError),
        ("parse_square", pyjetan.parse_square, ValueError),
    ]


@pytest.mark.parametrize("name, call, error", _calls(), ids=[c[0] for c in _calls()])
def test_bad_text_raises_the_right_error_and_nothing_else(name, call, error):
    for text in BAD_TEXTS:
        if error is RulesError and text in NOT_RULES_ERRORS:
            continue
        try:
            call(text)
        except error:
            pass
        except BaseException as e:  # noqa: B036 - the point of the test
            pytest.fail("{}({!r:.60}) raised {!r}, not {}".format(name, text, e, error.__name__))
        else:
            pytest.fail("{}({!r:.60}) raised nothing".format(name, text))


@pytest.mark.parametrize("name, call, error", _calls(), ids=[c[0] for c in _calls()])
def test_lone_surrogates_are_refused_as_value_errors(name, call, error):
    # A str that is not valid UTF-8 ("\ud800"). Any ValueError is accepted
    # (a UnicodeEncodeError from the conversion is one): the point is no
    # crash and no other kind of exception.
    for text in ["\ud800", "e2\udfffe3", "Pf1~c5\ud83d"]:
        with pytest.raises(ValueError):
            call(text)


def test_a_game_is_unchanged_by_a_refused_push():
    game = Game()
    game.push("b2b3")
    for text in BAD_TEXTS + ["b3b2", "Nb9-b7"]:
        with pytest.raises(JetanError):
            game.push(text)
    assert [str(m) for m in game.moves] == ["b2b3"]


@pytest.mark.parametrize(
    "text",
    [
        "1. Nb2-b3 Ne9-e8 2. Nb3-b5 *",  # three_games.jgn game two: illegal move
        "1. Nb2-b3",  # no result
        "[Foo \"bar\"]\n\n1. Nb2-b3 *",  # no such tag
        "[Result \"1-0\"]\n\n1. Nb2-b3 *",  # result tag and movetext disagree
        "[Rules \"thoat=flying\"]\n\n*",  # bad rules in the tag
        "[Position \"garbage\"]\n\n*",
        "[First \"Orange\"]\n\n1. Nb2-b3 *",  # Black's move with Orange first
        "2. Nb2-b3 *",  # the wrong move number
        "1. Nb2-b3 { unclosed *",
        "1. Nb2-b3 2-0",  # a bad result
        "[Black \"unclosed]\n\n*",
    ],
)
def test_bad_records_are_record_errors(text):
    # src/notation/record/mod.rs: the format and its errors.
    with pytest.raises(RecordError):
        Game.from_record(text)


# --- wrong types --------------------------------------------------------


def test_wrong_types_are_type_errors():
    # PYTHON.md Errors: a wrong type is a TypeError.
    pos = Position()
    game = Game()
    calls = [
        lambda: Position(123),
        lambda: Position(START, rules=5),
        lambda: Position.start(first=1.5),
        lambda: Rules(5),
        lambda: Move.from_text(b"e2e3"),
        lambda: pos.play(5),
        lambda: pos.play(None),
        lambda: pos.parse_move(5),
        lambda: pos.is_legal(5),
        lambda: pos.algebraic(5),
        lambda: pos.piece_at(None),
        lambda: pos.piece_at(1.5),
        lambda: pos.has_escape(1.5),
        lambda: pos.has_escape(None),
        lambda: pos.perft("2"),
        lambda: pos.divide(None),
        lambda: game.push(3.5),
        lambda: game.push(None),
        lambda: Game(rules=5),
        lambda: Game(start=5),
        lambda: Game.from_record(5),
        lambda: Searcher().search(42, nodes=100),
        lambda: Searcher().search(pos, nodes="many"),
        lambda: pyjetan.square_name("a1"),
        lambda: pyjetan.parse_square(0),
    ]
    for i, call in enumerate(calls):
        try:
            call()
        except TypeError:
            pass
        except BaseException as e:  # noqa: B036
            pytest.fail("call {} raised {!r}, not TypeError".format(i, e))
        else:
            pytest.fail("call {} raised nothing".format(i))


# --- out of range ---------------------------------------------------------------


def test_out_of_range_squares_and_depths_are_value_errors():
    # PYTHON.md Errors: a square out of range is a ValueError; the same for
    # a negative depth (brief). A huge depth is not attempted here.
    pos = Position()
    for sq in (-1, 100, 10 ** 6):
        with pytest.raises(ValueError):
            pos.piece_at(sq)
        with pytest.raises(ValueError):
            pyjetan.square_name(sq)
    with pytest.raises(ValueError):
        pos.perft(-1)
    with pytest.raises(ValueError):
        pos.divide(-1)


def test_search_limits_out_of_range_are_value_errors():
    # PYTHON.md: at least one limit, else ValueError. Negative limits are
    # out of range too (reading assumed: ValueError, as for depths and
    # squares, not the OverflowError of an unsigned conversion).
    pos = Position()
    searcher = Searcher(table_mib=1)
    with pytest.raises(ValueError):
        searcher.search(pos)
    for kwargs in ({"depth": -1}, {"nodes": -5}, {"time_ms": -10}):
        with pytest.raises(ValueError):
            searcher.search(pos, **kwargs)
