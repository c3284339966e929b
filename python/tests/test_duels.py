"""Manator duels (RULES.md 10, `capture=duel`): both outcomes of a duel are
legal moves, each leaves what the rules say, and perft counts both.

The position, worked out by hand below:

    9P/10/10/10/10/4N5/3n6/10/10/p9 b - 0 1

Black: Panthan d4, Princess a1. Orange: Panthan e5, Princess j10. Black to
move, no escapes left.

Black's moves (RULES.md 3, 4):
- the Panthan on d4 steps forward (north) to d5, diagonally forward to c5
  and e5, sideways to c4 and e4. e5 holds the Orange Panthan: under duels
  that is two moves, d4e5 (the attacker wins) and d4*e5 (it falls). 6 moves
  (5 under the default rules).
- the Princess on a1 jumps to any square within three king-steps: the
  4 x 4 corner a1-d4 less a1 (15), less d4 (her own Panthan): 14. None is
  threatened: the Orange Panthan on e5 reaches only e4, d4, f4 (forward,
  south) and d5, f5 (sideways), none of them hers to go to; the Orange
  Princess threatens nothing.
perft(1) = 6 + 14 = 20 under duels, 19 under the default rules.

Orange's replies (perft(2)): the Orange Princess on j10 always has the
15 squares of the corner g7-j10 less j10: every Black piece is far from it
(a Black Panthan on rank 4-5 reaches at most rank 6). The Orange Panthan on
e5 has e4, d4, f4, d5, f5, less nothing, and a square with the Black
Panthan on it is a duel (two moves):
- d4d5: Black Panthan on d5 -> d5 is a duel: 4 + 2 = 6, +15 = 21
- d4c5: no Black piece in reach: 5 + 15 = 20
- d4e5: the Orange Panthan is dead: 15
- d4*e5: the Black Panthan is dead, the Orange one stays: 5 + 15 = 20
- d4c4: 5 + 15 = 20
- d4e4: e4 is a duel: 4 + 2 + 15 = 21
- each of the 14 Princess moves: the Black Panthan stays on d4, a duel:
  4 + 2 + 15 = 21 -> 294
perft(2) = 21 + 20 + 15 + 20 + 20 + 21 + 294 = 411 under duels.
Under the default rules no capture is doubled: 20, 20, 15, 20, 20 and
14 x 20 = 280: perft(2) = 375.
"""

import pytest

import pyjetan
from pyjetan import Color, IllegalMoveError, Move, Piece, Position, Role, Rules

DUEL_TEXT = "9P/10/10/10/10/4N5/3n6/10/10/p9 b - 0 1"

PRINCESS_MOVES = [
    # a1 to every square of a1-d4 but a1 and d4
    "a1" + sq for sq in ["b1", "c1", "d1", "a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3", "a4", "b4", "c4"]
]


def mv(text):
    return Move.from_text(text)


@pytest.fixture(params=["manator", "capture=duel"])
def duel(request):
    # Both the preset and the single option give duels; the set-up option
    # only changes the start, not a position read from text.
    return Position(DUEL_TEXT, rules=request.param)


@pytest.fixture
def replace():
    return Position(DUEL_TEXT)


def test_both_outcomes_are_legal(duel, replace):
    moves = duel.legal_moves()
    assert mv("d4e5") in moves and mv("d4*e5") in moves
    assert duel.is_legal(mv("d4e5")) and duel.is_legal(mv("d4*e5"))
    assert mv("d4*e5").attacker_falls
    # Only the duel is doubled: no `*` onto an empty square.
    assert not duel.is_legal(mv("d4*d5"))
    # Under the default rules there is one move onto e5.
    assert replace.is_legal(mv("d4e5"))
    assert not replace.is_legal(mv("d4*e5"))
    assert mv("d4*e5") not in replace.legal_moves()


def test_the_legal_moves_worked_out_by_hand(duel, replace):
    expected = {"d4d5", "d4c5", "d4e5", "d4*e5", "d4c4", "d4e4"} | set(PRINCESS_MOVES)
    assert {str(m) for m in duel.legal_moves()} == expected
    assert len(duel.legal_moves()) == 20
    assert duel.count_legal_moves() == 20
    assert {str(m) for m in replace.legal_moves()} == expected - {"d4*e5"}
    assert replace.count_legal_moves() == 19
    assert [m for m in duel.legal_moves() if m.attacker_falls] == [mv("d4*e5")]


def test_the_fallen_outcome_removes_the_attacker(duel):
    fell = duel.play("d4*e5")
    assert fell.piece_at(pyjetan.D4) is None
    assert fell.piece_at(pyjetan.E5) == Piece(Color.ORANGE, Role.PANTHAN)
    assert len(fell.pieces()) == 3  # the two Princesses and the defender
    assert fell.side_to_move == Color.ORANGE
    assert fell.outcome() is None
    # Black: Princess alone, Orange: Princess and Panthan: unequal, so the
    # material count stays 0 (RULES.md 6.4).
    assert str(fell) == "9P/10/10/10/10/4N5/10/10/10/p9 o - 0 1"
    # The original is unchanged.
    assert duel.piece_at(pyjetan.D4) == Piece(Color.BLACK, Role.PANTHAN)


def test_the_won_outcome_is_an_ordinary_capture(duel, replace):
    won = duel.play("d4e5")
    assert won.piece_at(pyjetan.E5) == Piece(Color.BLACK, Role.PANTHAN)
    assert won.piece_at(pyjetan.D4) is None
    assert str(won) == "9P/10/10/10/10/4n5/10/10/10/p9 o - 0 1"
    assert str(replace.play("d4e5")) == str(won)


def test_perft_counts_both_outcomes(duel, replace, py_perft):
    assert duel.perft(1) == 20
    assert duel.perft(2) == 411
    assert replace.perft(1) == 19
    assert replace.perft(2) == 375
    assert py_perft(duel, 2) == 411
    expected = {"d4d5": 21, "d4c5": 20, "d4e5": 15, "d4*e5": 20, "d4c4": 20, "d4e4": 21}
    expected.update({m: 21 for m in PRINCESS_MOVES})
    assert duel.divide(2) == expected
    assert sum(expected.values()) == 411


def test_duel_text(duel):
    # NOTATION.md: coordinate `d4*e5`; algebraic `Nd4*e5`, the won duel
    # written as any capture, `Nd4xe5` (by_hand.rs move_text_of_a_fallen_attacker).
    assert duel.algebraic(mv("d4*e5")) == "Nd4*e5"
    assert duel.algebraic(mv("d4e5")) == "Nd4xe5"
    assert duel.parse_move("Nd4*e5") == mv("d4*e5")
    assert duel.parse_move("d4*e5") == mv("d4*e5")
    assert duel.parse_move("Nd4xe5") == mv("d4e5")


def test_a_star_where_there_is_no_duel_is_refused(duel, replace):
    # by_hand.rs a_star_where_there_is_no_duel_says_why.
    with pytest.raises(IllegalMoveError) as info:
        replace.play("d4*e5")
    assert "duel" in info.value.reason
    with pytest.raises(IllegalMoveError):
        duel.play(mv("d4*d5"))  # nobody on d5 to fight


def test_a_move_onto_the_princess_is_no_duel():
    # by_hand.rs FACE_OFF: Black Panthan e2, Orange Panthan e3, Orange
    # Princess f3, Black Princess j1. e2f3 takes her and wins at once
    # (RULES.md 10: no duel); e2*f3 is no move.
    pos = Position("10/10/10/10/10/10/10/4NP4/4n5/9p b - 0 1", rules="capture=duel")
    assert not pos.is_legal(mv("e2*f3"))
    assert pos.is_legal(mv("e2*e3"))
    assert pos.play("e2f3").outcome().winner == Color.BLACK


def test_a_chiefs_duel_is_won_by_the_survivor():
    # by_hand.rs: the Black Chief on e5 attacks the Orange Chief on e8
    # (e6, e7 empty). Winning, Black wins; falling, Orange's Chief survives
    # and Orange wins (RULES.md 10).
    pos = Position("9P/10/4C5/10/10/4c5/10/10/10/p9 b - 0 1", rules="manator")
    assert pos.play("e5e8").outcome().winner == Color.BLACK
    fell = pos.play("e5*e8")
    assert fell.outcome().winner == Color.ORANGE
    assert fell.piece_at(pyjetan.E8) == Piece(Color.ORANGE, Role.CHIEF)


def test_manator_preset_has_duels():
    assert "capture=duel" in str(Rules("manator"))
    # by_hand.rs a_player_chooses_each_duel_once: 21 legal moves under
    # Manator (the Panthan's 6 with the duel on e3, the Princess' 15 in the
    # j1 corner), 20 under the default rules.
    text = "P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1"
    assert Position(text, rules="manator").count_legal_moves() == 21
    assert Position(text).count_legal_moves() == 20
