"""Game (PYTHON.md "Game"): push, pop, moves, position, outcome, records.

The record text is the crate's (src/notation/record/mod.rs documents the
format; tests/suite/record.rs gives canonical texts); the example records
are the repository's tests/data/records/*.jgn, whose comments derive each
move from RULES.md.
"""

import pytest

from pyjetan import (
    Color,
    Game,
    IllegalMoveError,
    Move,
    Piece,
    Position,
    RecordError,
    Role,
    Rules,
)


def mv(text):
    return Move.from_text(text)


def texts(moves):
    return [str(m) for m in moves]


# Black Panthan d4 faces an Orange Panthan on e5; Black Princess a1, Orange
# Princess j10; Black to move, no escapes (test_duels.py works it out).
DUEL_TEXT = "9P/10/10/10/10/4N5/3n6/10/10/p9 b - 0 1"

# The Flier's raid (tests/data/records/flier_raid.jgn, record.rs): the Black
# Flier jumps d1-e4-f7 ((+1, +3) twice, RULES.md 3: three diagonal steps,
# jumping) and ends on the Orange Princess on e10 ((-1, +3)): RULES.md 6.1,
# Black wins on the fifth move.
FLIER_RAID = ["d1e4", "b9b8", "e4f7", "c9c8", "f7e10"]

# The canonical record of Record::new(game) for that game: unknown tags are
# `?`, First and Rules from the game, Result from the outcome (`1-0`: Black
# won), algebraic moves with a number before each Black move (record/mod.rs
# "Canonical form"; record.rs tags_may_be_left_out_and_coordinate_moves_used
# gives the tag lines).
FLIER_RAID_RECORD = (
    '[Event "?"]\n[Site "?"]\n[Date "?"]\n[Black "?"]\n[Orange "?"]\n'
    '[First "Black"]\n[Rules ""]\n[Result "1-0"]\n\n'
    "1. Fd1-e4 Nb9-b8 2. Fe4-f7 Nc9-c8 3. Ff7xe10 1-0\n"
)


def test_a_new_game():
    game = Game()
    assert game.moves == []
    assert game.position == Position()
    assert game.outcome() is None
    assert Game(rules=None, start=None).position == Position()


def test_push_pop_moves_position():
    game = Game()
    game.push("b2b3")  # text
    game.push(mv("e9e8"))  # a Move
    assert texts(game.moves) == ["b2b3", "e9e8"]
    assert all(isinstance(m, Move) for m in game.moves)
    assert game.position == Position().play("b2b3").play("e9e8")
    assert game.position.side_to_move == Color.BLACK
    popped = game.pop()
    assert popped == mv("e9e8")
    assert texts(game.moves) == ["b2b3"]
    assert game.position == Position().play("b2b3")
    assert game.pop() == mv("b2b3")
    assert game.moves == []
    assert game.position == Position()


def test_push_reads_algebraic_text():
    # Reading assumed: push's text is read as Position.parse_move reads it
    # (coordinate or algebraic, NOTATION.md).
    game = Game()
    game.push("Nb2-b3")
    game.push("Ne9-e8")
    game.push("Pf1~c5")
    assert texts(game.moves) == ["b2b3", "e9e8", "f1~c5"]


def test_pop_of_an_empty_game_is_refused():
    # Not in PYTHON.md; like list.pop, an IndexError (a ValueError such as
    # a JetanError is tolerated). Never a crash.
    game = Game()
    with pytest.raises((IndexError, ValueError)):
        game.pop()
    assert game.moves == []


def test_moves_and_position_are_snapshots():
    # .moves is a list (a copy), .position an immutable Position: changing
    # them or pushing later does not change what was taken.
    game = Game()
    game.push("b2b3")
    moves = game.moves
    pos = game.position
    moves.append(mv("e9e8"))
    assert texts(game.moves) == ["b2b3"]
    game.push("e9e8")
    assert pos == Position().play("b2b3")
    assert texts(moves) == ["b2b3", "e9e8"]  # our list, not the game's


def test_an_illegal_push_changes_nothing():
    # game.rs an_illegal_move_changes_nothing: after Nb2-b3 (Orange to
    # move), b3b2 is Black's piece and Nb9-b7 two steps for a Panthan.
    game = Game()
    game.push("Nb2-b3")
    for bad in ["b3b2", mv("b3b2"), "Nb9-b7"]:
        with pytest.raises(IllegalMoveError):
            game.push(bad)
    assert texts(game.moves) == ["b2b3"]
    assert game.position == Position().play("b2b3")


def test_a_game_played_to_its_end():
    game = Game()
    for i, text in enumerate(FLIER_RAID):
        assert game.outcome() is None, i
        game.push(text)
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winner == Color.BLACK
    assert not outcome.is_draw
    assert "Princess" in outcome.reason
    assert game.position.is_over()
    assert game.position.piece_at(94) == Piece(Color.BLACK, Role.FLIER)  # e10
    # A finished game takes no more moves (RULES.md 6).
    with pytest.raises(IllegalMoveError):
        game.push("c8c7")
    assert len(game.moves) == 5
    # Undoing the last move undoes the end.
    assert game.pop() == mv("f7e10")
    assert game.outcome() is None


def test_record_text_is_the_crates():
    game = Game()
    for text in FLIER_RAID:
        game.push(text)
    assert game.record() == FLIER_RAID_RECORD
    # record.rs tags_may_be_left_out_and_coordinate_moves_used: the
    # canonical text of 1. b2b3 e9e8, unfinished.
    short = Game()
    short.push("b2b3")
    short.push("e9e8")
    assert short.record() == (
        '[Event "?"]\n[Site "?"]\n[Date "?"]\n[Black "?"]\n[Orange "?"]\n'
        '[First "Black"]\n[Rules ""]\n[Result "*"]\n\n1. Nb2-b3 Ne9-e8 *\n'
    )
    assert Game().record().endswith('[Result "*"]\n\n*\n')


def test_record_of_a_game_orange_first():
    # record.rs: Orange's first move takes `1...`; the start of the rules'
    # set-up with Orange first needs no Position tag.
    game = Game(start=Position.start(first=Color.ORANGE))
    game.push("e9e8")
    game.push("b2b3")
    text = game.record()
    assert '[First "Orange"]' in text
    assert "[Position" not in text
    assert text.endswith('[Result "*"]\n\n1... Ne9-e8 2. Nb2-b3 *\n')
    back = Game.from_record(text)
    assert back.moves == game.moves
    assert back.position == game.position


def test_from_record_reads_the_flier_raid(record_text):
    game = Game.from_record(record_text("flier_raid.jgn"))
    assert texts(game.moves) == FLIER_RAID
    assert game.outcome().winner == Color.BLACK
    assert game.position == Game.from_record(FLIER_RAID_RECORD).position


def test_from_record_reads_coordinate_moves_and_few_tags():
    # record.rs: tags may be left out, coordinate moves used; record/mod.rs
    # doc example: three moves, unfinished.
    game = Game.from_record("1. b2b3 e9e8 *")
    assert texts(game.moves) == ["b2b3", "e9e8"]
    game = Game.from_record('[Black "Tara"]\n[Orange "Gahan"]\n\n1. Nb2-b3 Ne9-e8 2. Fd1-e4 *\n')
    assert texts(game.moves) == ["b2b3", "e9e8", "d1e4"]
    assert game.outcome() is None


@pytest.mark.parametrize(
    "name",
    ["flier_raid.jgn", "manator_escape.jgn", "endgame_agreed_draw.jgn", "chapter17.jgn", "random_seed6.jgn"],
)
def test_record_round_trip(record_text, name):
    # record() then from_record(): the same moves and final position (and
    # so the same rules), for each example record of the repository.
    game = Game.from_record(record_text(name))
    again = Game.from_record(game.record())
    assert again.moves == game.moves
    assert again.position == game.position
    assert again.position.rules == game.position.rules
    assert again.record() == game.record()


def test_the_manator_record_keeps_its_rules(record_text):
    # manator_escape.jgn (record.rs the_manator_record_needs_its_rules):
    # setup=manator, Orange first, 1... Pf10~f5 2. Ne2-e3 Ne9-e8.
    game = Game.from_record(record_text("manator_escape.jgn"))
    assert texts(game.moves) == ["f10~f5", "e2e3", "e9e8"]
    assert game.position.rules == Rules("setup=manator")
    assert not game.position.has_escape(Color.ORANGE)
    assert game.position.has_escape(Color.BLACK)
    assert game.position.side_to_move == Color.BLACK
    # Under the default set-up f10 holds the Orange Chief: no escape there.
    text = record_text("manator_escape.jgn").replace('[Rules "setup=manator"]', '[Rules ""]')
    with pytest.raises(RecordError):
        Game.from_record(text)


def test_chapter17_is_won_by_black_with_a_fallen_panthan(record_text):
    # chapter17.jgn: Manator rules (setup=manator, capture=duel), Orange
    # first; ten moves, the ninth the Orange Panthan's fall on e7
    # (Nf8*e7), the tenth Gahan's Chief taking U-Dor on e10 (RULES.md 10: a
    # Chief that wins the Chiefs' duel wins the game).
    game = Game.from_record(record_text("chapter17.jgn"))
    assert len(game.moves) == 10
    assert game.position.rules == Rules("manator")
    assert game.moves[8] == mv("f8*e7")
    assert game.moves[8].attacker_falls
    assert game.moves[9] == mv("e7e10")
    assert game.outcome().winner == Color.BLACK
    assert game.position.piece_at(94) == Piece(Color.BLACK, Role.CHIEF)  # e10


def test_game_with_manator_rules():
    # RULES.md 2 and 10: the Manator preset is its set-up and its duels.
    game = Game(rules="manator")
    assert game.position == Position.start(rules="manator")
    assert game.position.rules == Rules("manator")
    assert str(game.position).startswith("WADFCPFDAW/")
    assert Game(rules=Rules("manator")).position == game.position
    # Black's rows are unchanged: the Princess on f1 escapes to f5 (rank 5
    # is out of reach of every Orange piece at the start).
    game.push("f1~f5")
    text = game.record()
    assert '[Rules "setup=manator,capture=duel"]' in text
    assert '[First "Black"]' in text
    assert "1. Pf1~f5 *" in text
    back = Game.from_record(text)
    assert back.position == game.position
    assert back.position.rules == Rules("manator")


def test_game_from_a_position_with_a_duel():
    # A start that is not the set-up's gets a Position tag; the fallen
    # attacker is written `Nd4*e5` (NOTATION.md) and read back.
    start = Position(DUEL_TEXT, rules="manator")
    game = Game(start=start)
    assert game.position == start
    assert game.position.rules == Rules("manator")
    game.push("d4*e5")
    assert game.position.piece_at(44) == Piece(Color.ORANGE, Role.PANTHAN)  # e5
    assert game.position.piece_at(33) is None  # d4: the attacker fell
    text = game.record()
    assert '[Position "{}"]'.format(DUEL_TEXT) in text
    assert "1. Nd4*e5 *" in text
    back = Game.from_record(text)
    assert back.moves == [mv("d4*e5")]
    assert back.position == game.position


def test_game_start_as_text():
    # Reading assumed (the brief; PYTHON.md names only `start`): start may
    # also be position text, read under `rules`.
    game = Game(rules="manator", start=DUEL_TEXT)
    assert game.position == Position(DUEL_TEXT, rules="manator")
    assert Game(start=DUEL_TEXT).position == Position(DUEL_TEXT)
