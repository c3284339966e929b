"""Position (PYTHON.md "Position"): text, moves, play, outcome, hash, SVG.

Expected values are worked out from RULES.md / NOTATION.md by hand (the
comments say how), or taken from the repository's pinned data
(tests/data/hashes.json) and the crate's hand-worked Rust tests
(tests/suite/s05_escape.rs, s06_end_of_game.rs, algebraic.rs), named where
used.
"""

import pytest

import pyjetan
from pyjetan import (
    Color,
    IllegalMoveError,
    JetanError,
    Move,
    Outcome,
    Piece,
    Position,
    Role,
    Rules,
)

# NOTATION.md: the start position, Black to move / Orange to move.
START = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1"
START_ORANGE = START.replace(" b bo ", " o bo ")
# hashes.json "the Manator set-up": Orange's row W A D F C P F D A W.
START_MANATOR = "WADFCPFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1"

# Orange Princess e3, Black Panthan e2, Black Princess j1, Black to move:
# e2e3 steps forward onto her and wins (RULES.md 6.1).
PRINCESS_EN_PRISE = "10/10/10/10/10/10/10/4P5/4n5/9p b - 0 1"
# After e2e3: the Panthan on e3, she is off the board, Orange to move
# (NOTATION.md: such a board reads and writes like any other).
PRINCESS_TAKEN = "10/10/10/10/10/10/10/4n5/10/9p o - 0 1"


def mv(text):
    return Move.from_text(text)


# --- text ---------------------------------------------------------------


def test_start_position_text():
    # PYTHON.md: Position() is the start, Black to move; NOTATION.md gives
    # its text.
    assert str(Position()) == START
    assert str(Position(None)) == START
    assert str(Position.start()) == START
    assert str(Position.start(first=Color.BLACK)) == START
    assert str(Position.start(first=Color.ORANGE)) == START_ORANGE
    assert Position.start() == Position()
    assert START in repr(Position())


def test_start_of_the_manator_set_up():
    # RULES.md 2, Manator set-up: Orange's back row W A D F C P F D A W.
    # Reading assumed: Position(rules=...) without text is the start of
    # that rule set's set-up (as Position.start(rules=...)).
    assert str(Position.start(rules="manator")) == START_MANATOR
    assert str(Position.start(rules=Rules("setup=manator"))) == START_MANATOR
    assert Position(rules="manator") == Position.start(rules="manator")
    assert Position.start(rules="manator").rules == Rules("manator")


def test_text_round_trips_and_short_forms():
    # NOTATION.md: the last two fields may be left out (then 0 and 1);
    # formatting always writes all five.
    assert str(Position("WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo")) == START
    assert Position(START_ORANGE).side_to_move == Color.ORANGE
    assert Position(START).side_to_move == Color.BLACK
    for text in [START, START_ORANGE, PRINCESS_EN_PRISE, PRINCESS_TAKEN]:
        assert str(Position(text)) == text


def test_public_cases_round_trip_as_text(perft_case):
    # The public positions are canonical text (crate test
    # s08_perft/public_cases.rs every_case_round_trips_as_text).
    pos = Position(perft_case["position"], rules=perft_case.get("rules", ""))
    assert str(pos) == perft_case["position"]
    assert str(pos.rules) == perft_case.get("rules", "")


# --- queries -------------------------------------------------------------


def test_piece_at_and_pieces_at_the_start():
    # RULES.md 2: Black's row from a1 W A D F C P F D A W, Orange's from a10
    # W A D F P C F D A W; Thoats on a2/j2/a9/j9, Panthans between.
    pos = Position()
    assert pos.piece_at(pyjetan.E1) == Piece(Color.BLACK, Role.CHIEF)
    assert pos.piece_at(pyjetan.F1) == Piece(Color.BLACK, Role.PRINCESS)
    assert pos.piece_at(pyjetan.E10) == Piece(Color.ORANGE, Role.PRINCESS)
    assert pos.piece_at(pyjetan.F10) == Piece(Color.ORANGE, Role.CHIEF)
    assert pos.piece_at(pyjetan.A2) == Piece(Color.BLACK, Role.THOAT)
    assert pos.piece_at(pyjetan.B1) == Piece(Color.BLACK, Role.PADWAR)
    assert pos.piece_at(pyjetan.D10) == Piece(Color.ORANGE, Role.FLIER)
    assert str(pos.piece_at(pyjetan.E2)) == "n"
    assert str(pos.piece_at(pyjetan.J9)) == "T"
    assert pos.piece_at(pyjetan.E5) is None
    for sq in range(20, 80):  # ranks 3 to 8 are empty
        assert pos.piece_at(sq) is None
    pieces = pos.pieces()
    assert isinstance(pieces, dict)
    assert len(pieces) == 40  # 20 a side (RULES.md 2)
    assert set(pieces) == set(range(0, 20)) | set(range(80, 100))
    assert str(pieces[pyjetan.A1]) == "w" and str(pieces[pyjetan.J10]) == "W"
    assert sum(1 for p in pieces.values() if p.color == Color.BLACK) == 20
    assert sum(1 for p in pieces.values() if p.role == Role.PANTHAN) == 16


def test_piece_at_refuses_bad_squares():
    # PYTHON.md Errors: out of range -> ValueError, wrong type -> TypeError.
    pos = Position()
    for bad in (-1, 100, 12345):
        with pytest.raises(ValueError):
            pos.piece_at(bad)
    for bad in (1.5, None, [1]):
        with pytest.raises(TypeError):
            pos.piece_at(bad)


def test_rules_and_side_to_move():
    pos = Position(START, rules="capture=duel")
    assert pos.rules == Rules("capture=duel")
    assert str(pos.rules) == "capture=duel"
    assert Position().rules == Rules()
    # "Wherever rules are taken, a Rules or its text is accepted."
    assert Position(START, rules=Rules("manator")) == Position(START, rules="manator")


# --- legal moves -----------------------------------------------------------


def test_92_legal_moves_at_the_start():
    # RULES.md 8: perft(1) = 92, 52 ordinary moves and 40 escapes. By hand:
    # 8 Panthans x 3 forward steps = 24; Thoats a2 (a3 b4 c3) and j2
    # (j3 i4 h3) = 6; Fliers d1 (a4 c4 e4 g4) and g1 (d4 f4 h4 j4) = 8; the
    # Princess on f1 jumps to the 14 empty squares of c3-i4 = 14; nothing
    # else can move: 52. Escapes: the empty unthreatened squares, ranks 3 to
    # 6 (7 and 8 are threatened, s05_escape.rs): 40.
    pos = Position()
    moves = pos.legal_moves()
    assert isinstance(moves, list)
    assert all(isinstance(m, Move) for m in moves)
    assert len(moves) == 92
    assert len(set(moves)) == 92
    assert pos.count_legal_moves() == 92
    escapes = [m for m in moves if m.is_escape]
    assert len(escapes) == 40
    assert len(moves) - len(escapes) == 52
    assert {m.to_square for m in escapes} == set(range(20, 60))
    assert all(m.from_square == pyjetan.F1 for m in escapes)
    assert not any(m.attacker_falls for m in moves)  # no duels by default
    # The Panthans' 24 and the Princess' 14.
    assert sum(1 for m in moves if 11 <= m.from_square <= 18) == 24
    assert sum(1 for m in moves if m.from_square == pyjetan.F1 and not m.is_escape) == 14
    # The same with Orange to move (RULES.md 8): its Princess on e10
    # escapes to ranks 5 to 8.
    orange = Position(START_ORANGE)
    omoves = orange.legal_moves()
    assert len(omoves) == 92
    oesc = [m for m in omoves if m.is_escape]
    assert len(oesc) == 40
    assert {m.to_square for m in oesc} == set(range(40, 80))


def test_is_legal():
    pos = Position()
    # s05_escape.rs: f1e3 (ordinary) and f1~e3 (escape) are both legal.
    assert pos.is_legal(mv("f1e3"))
    assert pos.is_legal(mv("f1~e3"))
    assert pos.is_legal(mv("e2e3"))
    assert not pos.is_legal(mv("e2e1"))  # a Panthan never steps back
    assert not pos.is_legal(mv("e2~e5"))  # only the Princess escapes
    assert not pos.is_legal(mv("e9e8"))  # Orange's piece, Black to move
    assert not pos.is_legal(mv("e5e6"))  # no piece there
    assert not pos.is_legal(mv("b2*b3"))  # no duels under the default rules
    assert not pos.is_legal(mv("f1c5"))  # c5: out of her ordinary reach
    assert pos.is_legal(mv("f1~c5"))
    for m in pos.legal_moves():
        assert pos.is_legal(m)


def test_parse_move_coordinate_and_algebraic():
    # NOTATION.md: a move parser takes either form and checks it against the
    # position.
    pos = Position()
    assert pos.parse_move("b2b3") == mv("b2b3")
    assert pos.parse_move("Nb2-b3") == mv("b2b3")
    assert pos.parse_move("Fd1-e4") == mv("d1e4")
    assert pos.parse_move("Pf1~c5") == mv("f1~c5")
    assert pos.parse_move("f1~c5") == mv("f1~c5")
    assert pos.parse_move("Tj2-i4") == mv("j2i4")
    assert pos.parse_move("Nb2-b3").is_escape is False


def test_algebraic():
    # algebraic.rs hand_picked_moves_of_the_start: the piece letter, from,
    # `-` or `x`, to; an escape `Pf1~c5`.
    pos = Position()
    assert pos.algebraic(mv("b2b3")) == "Nb2-b3"
    assert pos.algebraic(mv("d1e4")) == "Fd1-e4"
    assert pos.algebraic(mv("f1~c5")) == "Pf1~c5"
    assert pos.algebraic(mv("j2i4")) == "Tj2-i4"
    assert pos.algebraic(mv("f1e3")) == "Pf1-e3"
    # Every legal move's algebraic text reads back as that move.
    for m in pos.legal_moves():
        assert pos.parse_move(pos.algebraic(m)) == m


def test_algebraic_capture():
    # algebraic.rs DWAR_AND_PANTHAN: Black Princess a1, Dwar e4; Orange
    # Princess j10, Panthan e5. The Dwar takes by e4-f4-f5-e5 (three
    # straight steps): `x`.
    pos = Position("9P/10/10/10/10/4N5/4d5/10/10/p9 b bo 0 1")
    assert pos.algebraic(mv("e4e5")) == "De4xe5"
    assert pos.parse_move("De4xe5") == mv("e4e5")
    assert pos.parse_move("e4e5") == mv("e4e5")
    # `-` on a capture, `x` on a quiet move: refused (kind of error left to
    # the implementation, but a JetanError).
    with pytest.raises(JetanError):
        pos.parse_move("De4-e5")
    with pytest.raises(JetanError):
        pos.parse_move("De4xe1")
    assert pos.parse_move("De4-e1") == mv("e4e1")


def test_algebraic_of_an_illegal_move_is_refused():
    # A Panthan never steps back (RULES.md 3): e2e1 is no move of the
    # start, and algebraic text is only for legal moves.
    pos = Position()
    with pytest.raises(IllegalMoveError) as refused:
        pos.algebraic(mv("e2e1"))
    assert refused.value.reason


def test_a_plain_escape_reads_as_the_escape():
    # algebraic.rs a_plain_escape_from_another_program_reads_as_the_escape:
    # Black's Princess on f6, Orange's on a10. a1 is five files and ranks
    # away: only her escape reaches it, so plain `f6a1` names the escape.
    pos = Position("P9/10/10/10/5p4/10/10/10/10/10 b b 0 1")
    assert pos.parse_move("f6a1") == mv("f6~a1")
    # A Move says which kind it is: the ordinary f6a1 is not legal.
    assert not pos.is_legal(mv("f6a1"))
    with pytest.raises(IllegalMoveError) as info:
        pos.play(mv("f6a1"))
    assert "~" in info.value.reason


# --- play ----------------------------------------------------------------


def test_play_returns_a_new_position_and_leaves_the_old_one():
    # hashes.json "a Panthan step": e2e3 from the start.
    pos = Position()
    after = pos.play("e2e3")
    assert str(after) == "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/4n5/tnnn1nnnnt/wadfcpfdaw o bo 0 1"
    assert str(pos) == START
    assert pos == Position()
    assert after.side_to_move == Color.ORANGE
    assert pos.play(mv("e2e3")) == after
    # Algebraic text is read too (reading assumed: text goes through
    # parse_move, PYTHON.md "move_or_text").
    assert pos.play("Ne2-e3") == after


def test_move_number_grows_after_orange_moves():
    # NOTATION.md: the move number increases after each Orange move;
    # hashes.json "three moves, one order" gives the text.
    pos = Position().play("b2b3").play("e9e8").play("c2c3")
    assert str(pos) == "WADFPCFDAW/TNNN1NNNNT/4N5/10/10/10/10/1nn7/t2nnnnnnt/wadfcpfdaw o bo 0 2"


def test_position_is_immutable():
    # PYTHON.md: Position is immutable, like the crate's Copy type.
    pos = Position()
    with pytest.raises(AttributeError):
        pos.side_to_move = Color.ORANGE
    with pytest.raises(AttributeError):
        pos.rules = Rules("manator")
    with pytest.raises(AttributeError):
        pos.anything_new = 1
    assert str(pos) == START


def test_has_escape():
    # RULES.md 5 / s05_escape.rs: the escape is used up by an escape, not by
    # an ordinary move of the Princess.
    pos = Position()
    assert pos.has_escape(Color.BLACK) and pos.has_escape(Color.ORANGE)
    ordinary = pos.play("f1e3")
    assert ordinary.has_escape(Color.BLACK)
    escaped = pos.play(mv("f1~e3"))
    assert not escaped.has_escape(Color.BLACK)
    assert escaped.has_escape(Color.ORANGE)
    # hashes.json "the escape": text after f1~c5, escapes field `o`.
    assert str(pos.play(mv("f1~c5"))) == "WADFPCFDAW/TNNNNNNNNT/10/10/10/2p7/10/10/tnnnnnnnnt/wadfc1fdaw o o 0 1"
    # Black has no escape left: none of its moves is an escape.
    after = escaped.play("e9e8")
    assert not any(m.is_escape for m in after.legal_moves())
    with pytest.raises(IllegalMoveError):
        after.play(mv("e3~e6"))
    # The position text's escapes field: `-` for neither.
    none = Position("9P/10/10/10/10/4N5/4d5/10/10/p9 b - 0 1")
    assert not none.has_escape(Color.BLACK) and not none.has_escape(Color.ORANGE)


# --- outcome ---------------------------------------------------------------


def test_taking_the_princess_wins():
    # RULES.md 6.1: a move that ends on the opposing Princess wins.
    pos = Position(PRINCESS_EN_PRISE)
    assert pos.outcome() is None and not pos.is_over()
    assert pos.is_legal(mv("e2e3"))
    won = pos.play("e2e3")
    assert str(won) == PRINCESS_TAKEN
    assert won.is_over()
    outcome = won.outcome()
    assert isinstance(outcome, Outcome)
    assert outcome.winner == Color.BLACK
    assert outcome.is_draw is False
    assert isinstance(outcome.reason, str) and "Princess" in outcome.reason
    assert "Princess" in str(outcome)
    # RULES.md 6: a finished game has no legal moves; perft counts none.
    assert won.legal_moves() == []
    assert won.count_legal_moves() == 0
    assert won.perft(1) == 0 and won.perft(2) == 0
    assert won.perft(0) == 1  # RULES.md 8: depth 0 is 1
    # NOTATION.md: the finished board reads back as the game won.
    back = Position(PRINCESS_TAKEN)
    assert back == won
    assert back.outcome().winner == Color.BLACK
    # The old position is unchanged.
    assert pos.outcome() is None


def test_chief_taken_by_another_piece_draws():
    # s06_end_of_game.rs: Black Dwar e5 takes the Orange Chief on e8
    # (e6, e7, e8): RULES.md 6.3, a draw. Black Princess j1, Orange a10.
    pos = Position("P9/10/4C5/10/10/4d5/10/10/10/9p b - 0 1")
    drawn = pos.play("e5e8")
    outcome = drawn.outcome()
    assert outcome.is_draw is True
    assert outcome.winner is None
    assert "Chief" in outcome.reason
    assert drawn.is_over()
    # The same with a Chief: RULES.md 6.2, a win.
    won = Position("P9/10/4C5/10/10/4c5/10/10/10/9p b - 0 1").play("e5e8")
    assert won.outcome().winner == Color.BLACK
    assert won.outcome().is_draw is False


def test_no_legal_move_draws_or_loses():
    # s06_end_of_game.rs: Black has only its Princess on a1, no escape;
    # Orange's Chief on d4 reaches every square of a1-d4 (RULES.md 3: all
    # squares within three king-steps). RULES.md 6.5: a draw; under
    # no-move=loss Orange wins.
    text = "9P/10/10/10/10/10/3C6/10/10/p9 b o 0 1"
    pos = Position(text)
    assert pos.legal_moves() == []
    assert pos.is_over()
    assert pos.outcome().is_draw
    assert pos.outcome().winner is None
    loss = Position(text, rules="no-move=loss")
    assert loss.outcome().winner == Color.ORANGE
    assert not loss.outcome().is_draw


# --- hash and equality --------------------------------------------------------


def _python_hash_of(h):
    """What hash(pos) may be for the crate's u64 Zobrist hash `h`: the u64
    reinterpreted as a signed 64-bit Py_hash_t (PyO3's __hash__ returning
    u64; -1 becomes -2), or Python's own hash of the int."""
    signed = h - (1 << 64) if h >= (1 << 63) else h
    if signed == -1:
        signed = -2
    return {signed, hash(h)}


def test_hash_is_the_pinned_zobrist_hash(hash_cases):
    # tests/data/hashes.json: the crate's Position::hash after move
    # sequences, pinned; PYTHON.md: hash(pos) is the crate's Zobrist hash.
    for case in hash_cases:
        rules = case["rules"]
        if case["start"]:
            pos = Position(case["start"], rules=rules)
        else:
            first = Color.BLACK if case["first"] == "black" else Color.ORANGE
            pos = Position.start(rules=rules, first=first)
        for text in case["moves"]:
            pos = pos.play(mv(text))
        assert str(pos) == case["text"], case["name"]
        assert hash(pos) in _python_hash_of(int(case["hash"], 16)), case["name"]


def test_transposed_move_orders_give_equal_positions_and_hashes():
    # hashes.json: b2b3 e9e8 c2c3 and c2c3 e9e8 b2b3 reach one position.
    one = Position().play("b2b3").play("e9e8").play("c2c3")
    other = Position().play("c2c3").play("e9e8").play("b2b3")
    assert one == other
    assert hash(one) == hash(other)
    assert len({one, other}) == 1
    assert one != Position().play("b2b3").play("e9e8")


def test_equality_includes_the_rules():
    # PYTHON.md: == compares the position and its rules.
    assert Position(START) == Position(START, rules="")
    assert Position(START) != Position(START, rules="capture=duel")
    assert Position(START, rules="manator") == Position(START, rules="setup=manator,capture=duel")
    assert Position(START) != Position(START_ORANGE)
    assert Position(START) != START  # not equal to its text


# --- pictures --------------------------------------------------------------


def test_svg():
    # PYTHON.md: to_svg() -> str, and _repr_svg_ for notebooks.
    pos = Position()
    svg = pos.to_svg()
    assert isinstance(svg, str)
    assert "<svg" in svg
    assert svg.rstrip().endswith("</svg>")
    assert "<svg" in pos._repr_svg_()
    # A finished game draws too.
    assert "<svg" in Position(PRINCESS_TAKEN).to_svg()
