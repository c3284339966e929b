//! `Game`: undo, repetitions, its start and rules. (Its wager ledger, RULES.md
//! section 7, is in `s07_wagering`.)

use crate::common;

use jetan::{Color, Game, Move, Position, Rules};

fn play_all(game: &mut Game, moves: &[&str]) {
    for text in moves {
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

#[test]
fn undo_walks_back_through_the_same_positions() {
    for seed in 0..4 {
        let mut game = common::random_game(Position::default(), seed, 80);
        let positions = game.positions().to_vec();
        let moves = game.moves().to_vec();
        // Replaying the moves on a bare position gives the same positions.
        let mut pos = Position::default();
        for (i, &m) in moves.iter().enumerate() {
            assert_eq!(positions[i], pos);
            pos.play(m).unwrap();
        }
        assert_eq!(*game.position(), pos);
        for i in (0..moves.len()).rev() {
            assert_eq!(game.undo(), Some(moves[i]));
            assert_eq!(*game.position(), positions[i]);
        }
        assert_eq!(game.undo(), None);
        assert_eq!(game, Game::default());
    }
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut game = Game::default();
    game.play_text("Nb2-b3").unwrap();
    let before = game.clone();
    let back: Move = "b3b2".parse().unwrap();
    assert!(game.play(back).is_err());
    assert!(game.play_text("Nb9-b7").is_err());
    assert_eq!(game, before);
}

#[test]
fn thoats_going_back_and_forth_repeat_the_start() {
    // Each Thoat steps out (a2 b3 c3 / a9 b8 c8) and back (c3 b3 a2 /
    // c8 b8 a9): after four moves the board, side and escapes are those of
    // the start, though the move number is 3.
    let mut game = Game::default();
    assert_eq!(game.repetitions(), 1);
    let cycle = ["Ta2-c3", "Ta9-c8", "Tc3-a2", "Tc8-a9"];
    play_all(&mut game, &cycle);
    assert_eq!(game.position().move_number(), 3);
    assert_ne!(game.position(), game.initial_position());
    assert_eq!(game.repetitions(), 2);
    play_all(&mut game, &cycle);
    assert_eq!(game.repetitions(), 3);
    play_all(&mut game, &["Ta2-c3"]);
    // That position occurred after the first and the fifth move before.
    assert_eq!(game.repetitions(), 3);
    play_all(&mut game, &["Nb9-b8"]);
    assert_eq!(game.repetitions(), 1);
    game.undo();
    assert_eq!(game.repetitions(), 3);
}

#[test]
fn a_game_knows_its_start_and_rules() {
    let rules: Rules = "setup=manator".parse().unwrap();
    let game = Game::new(rules, Color::Orange);
    assert_eq!(game.first(), Color::Orange);
    assert_eq!(*game.rules(), rules);
    assert_eq!(
        *game.initial_position(),
        Position::start_with(rules, Color::Orange)
    );
    assert_eq!(game.positions().len(), 1);
    assert_eq!(game.outcome(), None);
}
