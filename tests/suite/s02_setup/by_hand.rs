//! Setting up a position from its parts (`PositionSetup`): built from a
//! board by hand, checked with every problem at once, and the same check as
//! position text.

use crate::common;
use crate::common::sq;

use jetan::{
    Board, ByColor, Color, File, Piece, Position, PositionError, PositionSetup, Problem, Rank,
    Role, Rules, Square,
};

fn board(pieces: &[(&str, Color, Role)]) -> Board {
    let mut board = Board::empty();
    for &(square, color, role) in pieces {
        board.set(sq(square), Piece { color, role });
    }
    board
}

#[test]
fn the_start_set_up_square_by_square_is_the_start_position() {
    // RULES.md section 2: each back row read from the west (a) to the east
    // (j); Black's Chief on e1 and Princess on f1, Orange's Princess on e10
    // and Chief on f10; a Thoat at each end of the second row, Panthans
    // between.
    use Role::*;
    let back_black = [
        Warrior, Padwar, Dwar, Flier, Chief, Princess, Flier, Dwar, Padwar, Warrior,
    ];
    let back_orange = [
        Warrior, Padwar, Dwar, Flier, Princess, Chief, Flier, Dwar, Padwar, Warrior,
    ];
    let mut board = Board::empty();
    for file in 0..10u8 {
        let second = if file == 0 || file == 9 {
            Thoat
        } else {
            Panthan
        };
        let at =
            |rank| Square::from_coords(File::ALL[file as usize], Rank::from_index(rank).unwrap());
        let (black, orange) = (Color::Black, Color::Orange);
        board.set(
            at(0),
            Piece {
                color: black,
                role: back_black[file as usize],
            },
        );
        board.set(
            at(1),
            Piece {
                color: black,
                role: second,
            },
        );
        board.set(
            at(8),
            Piece {
                color: orange,
                role: second,
            },
        );
        board.set(
            at(9),
            Piece {
                color: orange,
                role: back_orange[file as usize],
            },
        );
    }
    // `new` gives the rest of a game's start: Black to move, both escapes,
    // count 0, move 1, the default rules.
    let pos = Position::from_setup(PositionSetup::new(board)).unwrap();
    assert_eq!(pos, Position::default());
    assert_eq!(pos.hash(), Position::default().hash());
    assert_eq!(pos.legal_moves().len(), 92);

    let mut orange_first = PositionSetup::new(board);
    orange_first.side_to_move = Color::Orange;
    orange_first.rules = Rules::MANATOR;
    // The rules are a part like the others: the set-up option plays no part
    // in a set-up (the board is given).
    let pos = Position::try_from(orange_first).unwrap();
    assert_eq!(pos.side_to_move(), Color::Orange);
    assert_eq!(*pos.rules(), Rules::MANATOR);
    assert_eq!(pos.to_setup(), orange_first);
}

/// Black: no Princess, Chiefs on d1 and e1, a Panthan on a1 (its home
/// rank, behind its start). Orange: its Princess, and three Fliers where the
/// army has two.
fn problem_board() -> Board {
    use Color::{Black, Orange};
    board(&[
        ("d1", Black, Role::Chief),
        ("e1", Black, Role::Chief),
        ("a1", Black, Role::Panthan),
        ("e10", Orange, Role::Princess),
        ("a5", Orange, Role::Flier),
        ("b5", Orange, Role::Flier),
        ("c5", Orange, Role::Flier),
    ])
}

#[test]
fn every_problem_of_a_set_up_is_reported_at_once() {
    // The problem board, with a count of 12 (each side more than three
    // pieces: Orange has four) and move number 0.
    use Color::{Black, Orange};
    // Orange to move: Black, without its Princess, is not the side a
    // winning move has just left without her.
    let mut setup = PositionSetup::new(problem_board());
    setup.side_to_move = Orange;
    setup.material_count = 12;
    setup.move_number = 0;
    let error = Position::from_setup(setup).unwrap_err();
    // Every problem, in the words that say it, one after the other.
    assert_eq!(
        error.to_string(),
        "not a Jetan position: Black has 0 Princesses, not exactly one; \
         Black has 2 of kind Chief, more than the 1 of the starting army; \
         Black Panthan on a1 is behind its starting rank; \
         Orange has 3 of kind Flier, more than the 2 of the starting army; \
         material count 12 but the material condition does not hold; \
         material count 12: at 10 the game is drawn, so it is not a position to play; \
         move number 0: the first move is number 1"
    );
    let problems = error.problems;
    assert_eq!(
        problems,
        vec![
            Problem::PrincessCount {
                color: Black,
                found: 0
            },
            Problem::TooMany {
                color: Black,
                role: Role::Chief,
                found: 2
            },
            Problem::PanthanBehindStart {
                color: Black,
                square: sq("a1")
            },
            Problem::TooMany {
                color: Orange,
                role: Role::Flier,
                found: 3
            },
            Problem::CountWithoutMaterial { count: 12 },
            Problem::CountAtDraw { count: 12 },
            Problem::MoveNumberZero,
        ]
    );
}

#[test]
fn a_count_of_ten_is_a_drawn_game_not_a_position() {
    // A Princess and a Chief each: the material condition of RULES.md 6.4
    // holds (the same royals, nothing else), so counts up to 9 are a game
    // that goes on; at 10 the game is drawn.
    use Color::{Black, Orange};
    let mut setup = PositionSetup::new(board(&[
        ("a1", Black, Role::Princess),
        ("c3", Black, Role::Chief),
        ("j10", Orange, Role::Princess),
        ("h8", Orange, Role::Chief),
    ]));
    setup.material_count = 9;
    assert_eq!(Position::from_setup(setup).unwrap().material_count(), 9);
    setup.material_count = 10;
    assert_eq!(
        Position::from_setup(setup).unwrap_err().problems,
        vec![Problem::CountAtDraw { count: 10 }]
    );
}

#[test]
fn position_text_is_checked_as_its_set_up_is() {
    // The text of the problems above that text can hold (one digit of
    // count, a move number from 1): its errors are those of its set-up.
    let text = "4P5/10/10/10/10/FFF7/10/10/10/n2cc5 o bo 4 1";
    let Err(PositionError::Invalid(from_text)) = Position::from_text(text) else {
        panic!("{text} is refused as invalid");
    };
    let mut setup = PositionSetup::new(problem_board());
    setup.side_to_move = Color::Orange;
    setup.material_count = 4;
    assert_eq!(Position::from_setup(setup), Err(from_text));
}

#[test]
fn a_position_taken_apart_and_put_back_is_the_same() {
    for pos in common::many_positions() {
        if pos.is_over() {
            // A game a move ended has no part of a set-up to say so.
            continue;
        }
        let setup = pos.to_setup();
        assert_eq!(Position::from_setup(setup), Ok(pos), "{pos}");
        assert_eq!(
            setup.escapes,
            ByColor::new(pos.has_escape(Color::Black), pos.has_escape(Color::Orange))
        );
        assert_eq!(PositionSetup::from(pos), setup);
    }
}
