//! A random game: legal moves chosen by a tiny generator until the game
//! ends, then its record.
//!
//! ```text
//! cargo run --example random_game
//! ```

use jetan::{Game, Record, SplitMix64};

fn main() {
    let mut game = Game::default(); // the start, Black to move
    // The crate's seeded generator: a seed, a game.
    let mut rng = SplitMix64::new(7);
    // Until the rules end the game, or 200 moves.
    while game.outcome().is_none() && game.moves().len() < 200 {
        let moves = game.position().legal_moves();
        let m = moves[rng.below(moves.len())];
        game.play(m).expect("a legal move");
    }
    match game.outcome() {
        Some(outcome) => println!("{outcome} after {} moves", game.moves().len()),
        None => println!("no end after {} moves", game.moves().len()),
    }
    println!("{}", game.position().diagram());
    // The record (after chess's PGN) reads back as the same game.
    let record = Record::new(game);
    let text = record.to_string();
    println!("{text}");
    assert_eq!(text.parse::<Record>().expect("a record"), record);
}
