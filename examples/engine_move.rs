//! The engine choosing a move: the library's search (`jetan::search`),
//! within a limit of positions, finds a Princess capture in one.
//!
//! ```text
//! cargo run --release --example engine_move
//! ```

use jetan::Position;
use jetan::search::{Limits, Searcher};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Black's Warrior on e3 takes the Orange Princess on e5 in two straight
    // steps; taking the Flier on g3 would win material, not the game.
    let pos = Position::from_text("10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1")?;
    // A table of 16 MiB; at most 100,000 positions, whatever the machine.
    let mut searcher = Searcher::new(16);
    let limits = Limits::nodes(100_000);
    // `search_with` would also report each depth as it finishes.
    let result = searcher.search(&pos, limits);
    let best = result.best_move.ok_or("the game is over")?;
    let text = pos.algebraic(best).ok_or("a legal move")?;
    println!("best move {text} ({best}), score {}", result.score);
    let mut after = pos;
    after.play(best)?;
    if let Some(outcome) = after.outcome() {
        println!("then: {outcome}");
    }
    Ok(())
}
