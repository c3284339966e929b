"""Values: squares, Color, Role, Piece, Move, Rules (PYTHON.md "Values").

Every expected value is worked out from PYTHON.md, RULES.md and NOTATION.md;
each test says where from.
"""

import pytest

import pyjetan
from pyjetan import Color, JetanError, Move, MoveSyntaxError, Piece, Role, Rules, RulesError

FILES = "abcdefghij"


# --- squares -------------------------------------------------------------


def test_square_constants_are_file_plus_ten_rank():
    # PYTHON.md / RULES.md 1: index = file + 10 * rank, both from 0.
    assert pyjetan.A1 == 0
    assert pyjetan.J1 == 9
    assert pyjetan.A2 == 10
    assert pyjetan.J10 == 99
    assert pyjetan.E2 == 14  # file e = 4, rank 2 -> 1: 4 + 10
    assert pyjetan.F1 == 5
    assert pyjetan.C5 == 42  # 2 + 40
    assert pyjetan.E10 == 94  # 4 + 90


def test_every_square_constant_name_and_parse_round_trip():
    # All 100 squares: the constant, square_name and parse_square agree with
    # file + 10 * rank (PYTHON.md).
    seen = set()
    for rank in range(10):
        for file in range(10):
            name = "{}{}".format(FILES[file], rank + 1)
            index = file + 10 * rank
            assert getattr(pyjetan, name.upper()) == index, name
            assert pyjetan.square_name(index) == name
            assert pyjetan.parse_square(name) == index
            assert pyjetan.parse_square(pyjetan.square_name(index)) == index
            seen.add(index)
    assert seen == set(range(100))


@pytest.mark.parametrize("text", ["", "a0", "k1", "a11", "j0", "e", "10", "e2e3", " a1", "a1 ", "é2", "a\x001"])
def test_bad_square_text_is_a_value_error(text):
    # PYTHON.md: parse_square reads a square name; anything else is refused.
    # JetanError is a ValueError, so either satisfies "bad square text".
    with pytest.raises(ValueError):
        pyjetan.parse_square(text)


@pytest.mark.parametrize("index", [-1, 100, 101, 1000, -100])
def test_square_index_out_of_range_is_a_value_error(index):
    # PYTHON.md Errors: "a square out of range a ValueError".
    with pytest.raises(ValueError):
        pyjetan.square_name(index)


def test_square_index_far_out_of_range_is_refused():
    # A Python int beyond 64 bits: out of range, a ValueError (PYTHON.md)
    # that names the number given.
    with pytest.raises(ValueError) as refused:
        pyjetan.square_name(2 ** 70)
    assert not isinstance(refused.value, OverflowError)
    assert str(2 ** 70) in str(refused.value)


def test_square_functions_refuse_wrong_types():
    # PYTHON.md Errors: a wrong type is a TypeError.
    with pytest.raises(TypeError):
        pyjetan.square_name(1.5)
    with pytest.raises(TypeError):
        pyjetan.square_name(None)
    with pytest.raises(TypeError):
        pyjetan.parse_square(5)
    with pytest.raises(TypeError):
        pyjetan.parse_square(None)


# --- Color, Role, Piece --------------------------------------------------


def test_color_opponent_and_text():
    # PYTHON.md: .opponent(); str() is black / orange.
    assert Color.BLACK.opponent() == Color.ORANGE
    assert Color.ORANGE.opponent() == Color.BLACK
    assert Color.BLACK.opponent().opponent() == Color.BLACK
    assert str(Color.BLACK) == "black"
    assert str(Color.ORANGE) == "orange"
    assert Color.BLACK != Color.ORANGE
    assert len({Color.BLACK, Color.ORANGE, Color.BLACK.opponent().opponent()}) == 2


ROLE_NAMES = ["CHIEF", "PRINCESS", "FLIER", "DWAR", "PADWAR", "WARRIOR", "THOAT", "PANTHAN"]

# NOTATION.md, piece letters: C Chief, P Princess, F Flier, D Dwar, A Padwar,
# W Warrior, T Thoat, N Panthan; uppercase Orange, lowercase Black.
LETTERS = {
    "CHIEF": "C",
    "PRINCESS": "P",
    "FLIER": "F",
    "DWAR": "D",
    "PADWAR": "A",
    "WARRIOR": "W",
    "THOAT": "T",
    "PANTHAN": "N",
}


def test_role_constants_exist_and_differ():
    # PYTHON.md: Role has these eight constants.
    roles = [getattr(Role, name) for name in ROLE_NAMES]
    for i, a in enumerate(roles):
        for j, b in enumerate(roles):
            assert (a == b) == (i == j), (ROLE_NAMES[i], ROLE_NAMES[j])
    assert len(set(roles)) == 8


@pytest.mark.parametrize("role_name", ROLE_NAMES)
def test_piece_letter_case_follows_color(role_name):
    # PYTHON.md: Piece(color, role), .color, .role, str() its letter in
    # position text; NOTATION.md: uppercase Orange, lowercase Black.
    role = getattr(Role, role_name)
    letter = LETTERS[role_name]
    black = Piece(Color.BLACK, role)
    orange = Piece(Color.ORANGE, role)
    assert black.color == Color.BLACK and black.role == role
    assert orange.color == Color.ORANGE and orange.role == role
    assert str(black) == letter.lower()
    assert str(orange) == letter.upper()


def test_piece_examples_of_python_md():
    # PYTHON.md gives `n` and `P` as examples.
    assert str(Piece(Color.BLACK, Role.PANTHAN)) == "n"
    assert str(Piece(Color.ORANGE, Role.PRINCESS)) == "P"
    assert Piece(Color.BLACK, Role.PANTHAN) == Piece(Color.BLACK, Role.PANTHAN)
    assert Piece(Color.BLACK, Role.PANTHAN) != Piece(Color.ORANGE, Role.PANTHAN)


# --- Move ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text, from_sq, to_sq, escape, falls",
    [
        # NOTATION.md coordinate form; squares by file + 10 * rank.
        ("e2e3", 14, 24, False, False),
        ("d1e4", 3, 34, False, False),
        ("e9e10", 84, 94, False, False),
        ("a1j10", 0, 99, False, False),  # syntax only: no position to check
        ("f1~c5", 5, 42, True, False),  # `~`: an escape
        ("d1*g4", 3, 36, False, True),  # `*`: a duel the attacker loses
        ("f8*e7", 75, 64, False, True),
    ],
)
def test_move_from_text_fields_and_round_trip(text, from_sq, to_sq, escape, falls):
    # PYTHON.md: Move.from_text reads coordinate text; str(m) is that text;
    # .from_square, .to_square ints; .is_escape, .attacker_falls.
    m = Move.from_text(text)
    assert str(m) == text
    assert m.from_square == from_sq
    assert m.to_square == to_sq
    assert isinstance(m.from_square, int) and isinstance(m.to_square, int)
    assert m.is_escape is escape
    assert m.attacker_falls is falls
    assert Move.from_text(str(m)) == m


@pytest.mark.parametrize(
    "text",
    [
        "",  # empty
        "e2",  # no to-square
        "e2e2",  # a move must change square
        "k1a1",  # off the board
        "e2e11",
        "e0e1",
        "Nb2-b3",  # algebraic: Move.from_text reads the coordinate form only
        "e2-e3",
        "e2xe3",
        "e2e3+",  # trailing text
        "E2E3",
        "é2e3",
        "e2~",
    ],
)
def test_move_from_text_refuses_bad_coordinate_text(text):
    # NOTATION.md move text; crate's MoveSyntaxError for each of these.
    with pytest.raises(MoveSyntaxError):
        Move.from_text(text)


def test_move_equality_hash_and_order():
    # PYTHON.md: hashable, ordered, equal when the text is equal.
    a = Move.from_text("e2e3")
    b = Move.from_text("e2e3")
    assert a == b and hash(a) == hash(b)
    assert not (a != b)
    assert len({a, b}) == 1
    different = ["e2e4", "f1~c5", "f1c5", "d1g4", "d1*g4", "e3e2"]
    moves = [Move.from_text(t) for t in different]
    # The escape, the duel lost and the ordinary move to the same square
    # are three different moves.
    assert Move.from_text("f1~c5") != Move.from_text("f1c5")
    assert Move.from_text("d1*g4") != Move.from_text("d1g4")
    assert len(set(moves + [a])) == len(different) + 1
    # Ordered: a total order, whatever it is, and sorting is repeatable.
    everything = moves + [a, b]
    for x in everything:
        for y in everything:
            assert [x < y, x == y, x > y].count(True) == 1, (str(x), str(y))
            assert (x <= y) == (x < y or x == y)
    assert [str(m) for m in sorted(everything)] == [str(m) for m in sorted(reversed(everything))]
    # A dict keyed by moves.
    d = {m: str(m) for m in moves}
    assert d[Move.from_text("d1*g4")] == "d1*g4"


def test_move_is_immutable_and_refuses_wrong_types():
    m = Move.from_text("e2e3")
    with pytest.raises(AttributeError):
        m.from_square = 3
    with pytest.raises(TypeError):
        Move.from_text(5)
    with pytest.raises(TypeError):
        Move.from_text(None)


# --- Rules ---------------------------------------------------------------

JETAN_AGENTS = (
    # rules/text.rs test and RULES.md 9 (the JetanAgents line), written in
    # the order of RULES.md section 9 (setup, steps, thoat, panthan,
    # princess, escape, chief, material, no-move, capture, threat,
    # escape-when, flier).
    "setup=manator,thoat=jumping,escape=far,chief=removed,material=off,"
    "no-move=loss,threat=in-place,escape-when=threatened,flier=leap"
)


def test_default_rules_are_the_empty_text():
    # NOTATION.md / rules/text.rs: formatting writes only the options that
    # differ from the defaults, so the defaults are "".
    assert str(Rules()) == ""
    assert str(Rules("")) == ""
    assert Rules() == Rules("")
    assert str(Rules("appendix")) == ""  # the appendix preset is the default
    assert Rules("appendix") == Rules()


def test_presets():
    # rules/text.rs: Rules::PRESETS are appendix, manator, jetan-agents,
    # friedlander; their canonical texts are in that file's tests (manator:
    # RULES.md 10 is its set-up and duels).
    presets = Rules.presets()
    assert isinstance(presets, dict)
    assert set(presets) == {"appendix", "manator", "jetan-agents", "friedlander"}
    for name, rules in presets.items():
        assert isinstance(rules, Rules)
        assert rules == Rules(name)
    assert str(presets["appendix"]) == ""
    assert str(presets["manator"]) == "setup=manator,capture=duel"
    assert str(presets["jetan-agents"]) == JETAN_AGENTS
    assert str(presets["friedlander"]) == "thoat=jumping,material=any,no-move=loss"


def test_rules_text_is_canonical():
    # PYTHON.md: str() is the canonical text; options written in the order
    # of RULES.md 9 whatever order they were read in.
    assert str(Rules("manator")) == "setup=manator,capture=duel"
    assert Rules("manator") == Rules("setup=manator,capture=duel")
    assert str(Rules("capture=duel,setup=manator")) == "setup=manator,capture=duel"
    assert str(Rules("thoat=straight-first,escape=none")) == "thoat=straight-first,escape=none"
    assert str(Rules("escape=none,thoat=straight-first")) == "thoat=straight-first,escape=none"
    # A default value written out is left out of the canonical text.
    assert str(Rules("steps=exact")) == ""
    # rules/text.rs doc test: "manator,steps=up-to".
    assert str(Rules("manator,steps=up-to")) == "setup=manator,steps=up-to,capture=duel"
    # PYTHON.md's example: jetan-agents with escape changed from far to none.
    assert str(Rules("jetan-agents,escape=none")) == JETAN_AGENTS.replace("escape=far", "escape=none")
    assert Rules(str(Rules("jetan-agents"))) == Rules("jetan-agents")
    assert Rules("manator") != Rules()


@pytest.mark.parametrize(
    "text",
    [
        "Manator",  # presets and keys are lowercase only
        "duels",  # not KEY=VALUE and no preset
        "thoat",
        "thoat=flying",  # no such value
        "speed=fast",  # no such key
        "escape=none,escape=line",  # a key twice
        "capture=duel,capture=duel",
        "thoat = jumping",  # white space
        "thoat=jumping, escape=none",
        ",",
        "steps=exact,",
        ",steps=exact",
        "steps=up-to,manator",  # a preset only first
        " ",
        "=",
        "setup=",
    ],
)
def test_bad_rules_text_is_a_rules_error(text):
    # rules/text.rs ParseRulesError, one case each.
    with pytest.raises(RulesError):
        Rules(text)


def test_rules_error_is_a_jetan_error_and_rules_refuse_wrong_types():
    with pytest.raises(JetanError):
        Rules("nonsense")
    with pytest.raises(TypeError):
        Rules(5)
    with pytest.raises(TypeError):
        Rules(["manator"])
