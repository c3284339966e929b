//! RULES.md section 6, the end of the game: each way a game ends, worked out
//! by hand.

use crate::common::play_quiet;
use crate::common::position;
use crate::common::{mv, position_under};

use jetan::{Color, DrawReason, IllegalMove, Move, Outcome, Position, Role, WinReason};

#[test]
fn taking_the_princess_wins_and_takes_her_off_the_board() {
    let start = position(&[("j1", 'p'), ("e8", 'n'), ("e9", 'P')], 'b', "-");
    // Before the capture the game goes on (Black has the move); after it,
    // it is over.
    assert_eq!((start.outcome(), start.is_over()), (None, false));
    let mut pos = start;
    let taken = pos.play(mv("e8e9")).unwrap();
    assert!(pos.is_over());
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::PrincessTaken
        })
    );
    // RULES.md 6.1: she is taken as any captured piece is: the Panthan
    // stands on e9, she is off the board, and `play` names her.
    assert_eq!(
        taken.map(|p| (p.color, p.role)),
        Some((Color::Orange, Role::Princess))
    );
    assert_eq!(
        pos.piece_at("e9".parse().unwrap())
            .map(|p| (p.color, p.role)),
        Some((Color::Black, Role::Panthan))
    );
    assert_eq!(pos.piece_at("e8".parse().unwrap()), None);
    assert_eq!(pos.board().occupied().len(), 2);
    assert!(pos.legal_moves().is_empty());
    // The hash kept by play is the hash of the board as drawn.
    assert_eq!(pos.hash(), jetan::testing::hash_from_scratch(&pos));
    // Its position text is the board as drawn, Orange to move without
    // her, which reads back as the game won.
    let text = pos.to_string();
    assert_eq!(text, "10/4n5/10/10/10/10/10/10/10/9p o - 0 1");
    let back = Position::from_text(&text).unwrap();
    assert_eq!(back.outcome(), pos.outcome());
    assert_eq!(back, pos);
    assert!(
        pos.diagram()
            .to_string()
            .starts_with("10  . . . . . . . . . .\n 9  . . . . n . . . . .\n")
    );
}

#[test]
fn a_chief_taken_by_the_chief_wins_and_by_another_piece_draws() {
    let pieces = |mover| [("j1", 'p'), ("a10", 'P'), ("e5", mover), ("e8", 'C')];
    let mut by_chief = position(&pieces('c'), 'b', "-");
    by_chief.play(mv("e5e8")).unwrap();
    assert_eq!(
        by_chief.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::ChiefTakenByChief
        })
    );
    let mut by_dwar = position(&pieces('d'), 'b', "-");
    by_dwar.play(mv("e5e8")).unwrap();
    assert_eq!(
        by_dwar.outcome(),
        Some(Outcome::Draw(DrawReason::ChiefTaken))
    );
    // Under "removed" the Chief goes and play goes on.
    let mut removed = position_under("chief=removed", &pieces('d'), 'b', "-");
    removed.play(mv("e5e8")).unwrap();
    assert_eq!(removed.outcome(), None);
    assert!(
        removed
            .board()
            .pieces(Color::Orange, Role::Chief)
            .is_empty()
    );
}

#[test]
fn the_material_draw_comes_on_the_tenth_move() {
    // Princess and Chief each: the same royals and no other value, so the
    // condition holds from the start, with count 0.
    let mut pos = position(
        &[("a1", 'p'), ("c1", 'c'), ("j10", 'P'), ("h10", 'C')],
        'b',
        "-",
    );
    for count in 1..=9 {
        play_quiet(&mut pos);
        assert_eq!((pos.material_count(), pos.outcome()), (count, None));
    }
    play_quiet(&mut pos);
    assert_eq!(pos.outcome(), Some(Outcome::Draw(DrawReason::Material)));
}

#[test]
fn a_win_on_the_tenth_move_stands() {
    let text = "C9/10/4P5/10/10/4c5/10/10/10/9p b - 9 1";
    let mut pos = Position::from_text(text).unwrap();
    pos.play(mv("e5e8")).unwrap();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::PrincessTaken
        })
    );
}

#[test]
fn the_capture_that_brings_the_condition_about_sets_the_count_to_zero() {
    // Black: Princess, Chief, Panthan; Orange: Princess, Chief, two
    // Panthans (four pieces: the condition fails).
    let pieces = [
        ("j1", 'p'),
        ("e1", 'c'),
        ("e5", 'n'),
        ("j10", 'P'),
        ("a10", 'C'),
        ("e6", 'N'),
        ("h5", 'N'),
    ];
    let mut pos = position(&pieces, 'b', "-");
    pos.play(mv("e5e6")).unwrap();
    // Three each, a Panthan each: it holds now, and the count starts at 0.
    assert_eq!((pos.material_count(), pos.outcome()), (0, None));
    pos.play(mv("h5h4")).unwrap();
    assert_eq!(pos.material_count(), 1);
    // Black's Chief takes the last Orange Panthan (e1-f2-g3-h4): unequal
    // now, so the count resets.
    pos.play(mv("e1h4")).unwrap();
    assert_eq!((pos.material_count(), pos.outcome()), (0, None));
}

#[test]
fn no_legal_move_draws_or_under_the_option_loses() {
    // Black has only its Princess on a1, without escape, and Orange's Chief
    // on d4 threatens every square within three steps of it.
    let text = "9P/10/10/10/10/10/3C6/10/10/p9 b o 0 1";
    let pos = Position::from_text(text).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Draw(DrawReason::NoLegalMove)));
    let loss = Position::from_text_with_rules(text, "no-move=loss".parse().unwrap()).unwrap();
    assert_eq!(
        loss.outcome(),
        Some(Outcome::Win {
            winner: Color::Orange,
            reason: WinReason::NoLegalMove
        })
    );
}

/// RULES.md 6.5 and "A finished game has no legal moves"; NOTATION.md lists
/// "game over" as a reason a move is refused, and `IllegalMove::GameOver`
/// documents "The game is over".
///
/// Position: Black has only the Princess on a1, escape used; the fifteen
/// other squares within three king-steps of a1 (b1..d1, a2..d4) hold Orange
/// pieces (two Dwars, two Padwars, two Warriors, two Thoats, seven
/// Panthans, none on rank 10), the Orange Princess is on j10. The Princess
/// never captures (section 4) and has no escape, so Black has no legal
/// move: the game is drawn, and `outcome()` says so. `play` once answered
/// `NotADestination` there, as if the game went on.
#[test]
fn play_in_a_position_without_legal_moves_says_the_game_is_over() {
    let pos = Position::from_text("9P/10/10/10/10/10/NNNN6/DDAA6/WWTT6/pNNN6 b - 0 1").unwrap();
    let outcome = Outcome::Draw(DrawReason::NoLegalMove);
    assert_eq!(pos.outcome(), Some(outcome));
    assert!(matches!(
        pos.parse_move("a1a4"),
        Err(jetan::MoveTextError::Illegal(jetan::IllegalMove::GameOver(
            _
        )))
    ));
    let mut played = pos;
    assert_eq!(
        played.play("a1e5".parse::<Move>().unwrap()),
        Err(IllegalMove::GameOver(outcome))
    );
    // Whatever is wrong with the move besides: `play` once answered
    // `NoPiece` for an empty from-square here, while `parse_move` answered
    // the game over. One check now gives one reason, the coarsest.
    assert_eq!(
        played.play("e5e6".parse::<Move>().unwrap()),
        Err(IllegalMove::GameOver(outcome))
    );
    assert_eq!(
        played.parse_move("e5e6"),
        Err(jetan::MoveTextError::Illegal(IllegalMove::GameOver(
            outcome
        )))
    );
}

#[test]
fn material_is_the_worth_of_the_pieces_other_than_the_royals() {
    // RULES.md 6.4's table: the start army is eight Panthans (16.0), two
    // Padwars (3.4), Warriors (3.8), Dwars (9.8), Thoats (11.2) and Fliers
    // (19.0), 63.2 points; the Chief and Princess count nothing.
    let start = Position::default();
    assert_eq!(start.material(Color::Black), 632);
    assert_eq!(start.material(Color::Orange), 632);
    // Black: Princess, Chief, Flier and Panthan; Orange: Princess and two
    // Thoats.
    let pos: Position = "P1TT6/10/10/10/10/10/10/10/3n6/pcf7 b - 0 1"
        .parse()
        .unwrap();
    assert_eq!(pos.material(Color::Black), 95 + 20);
    assert_eq!(pos.material(Color::Orange), 2 * 56);
}
