//! A random game: legal moves chosen by a tiny generator until the game
//! ends, then its record.
//!
//! ```text
//! cargo run --example random_game
//! ```

use jetan::{Game, Record};

fn main() {
    let mut game = Game::default(); // the start, Black to move
    // SplitMix64, so that the example needs no dependency: a seed, a game.
    let mut state: u64 = 7;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let z = (state ^ (state >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    // Until the rules end the game, or 200 moves.
    while game.outcome().is_none() && game.moves().len() < 200 {
        let moves = game.position().legal_moves();
        let m = moves[(next() % moves.len() as u64) as usize];
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
