//! Positions played out by the engine against itself, to see how they end:
//! for each position of standard input (position text, one a line, `#`
//! starting a comment), whether the side ahead in material won, and how
//! many pieces besides the royals each side kept, at the start, after 50
//! moves (`-` for a game over sooner) and at the end, then the position at
//! the end. The engine searches a node limit a move (the first argument,
//! 20,000 if none), so the output is the same on every machine.
//!
//! ```text
//! cargo run --release --example play_out -- 20000 < suites/conversion.txt
//! ```

use jetan::search::{Limits, Searcher};
use jetan::{Color, Game, Position, Role};

/// Moves (of either side) after which a game is cut off, as the
/// conversion suite's matches cut theirs (docs/strength.md).
const MAX_MOVES: usize = 200;

/// The pieces of `color` besides its Princess and Chief.
fn besides_royals(pos: &Position, color: Color) -> usize {
    let board = pos.board();
    let royals = board.pieces(color, Role::Princess) | board.pieces(color, Role::Chief);
    (board.by_color(color) - royals).len() as usize
}

fn main() -> std::process::ExitCode {
    match play_out() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("play_out: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Plays out every position of standard input, a line each.
fn play_out() -> Result<(), Box<dyn std::error::Error>> {
    let nodes: u64 = match std::env::args().nth(1) {
        Some(arg) => arg
            .parse()
            .map_err(|_| format!("a node limit, not {arg:?}"))?,
        None => 20_000,
    };
    for (number, line) in std::io::stdin().lines().enumerate() {
        let line = line?;
        let text = line.split('#').next().unwrap_or("").trim();
        if text.is_empty() {
            continue;
        }
        let start = Position::from_text(text).map_err(|e| format!("line {}: {e}", number + 1))?;
        let ahead = if start.material(Color::Black) >= start.material(Color::Orange) {
            Color::Black
        } else {
            Color::Orange
        };
        let kept = |pos: &Position| {
            (
                besides_royals(pos, ahead),
                besides_royals(pos, ahead.opposite()),
            )
        };
        let mut game = Game::from_position(start);
        // A searcher for each side, as two engines in a match.
        let mut searchers = [Searcher::new(16), Searcher::new(16)];
        let mut at_50 = None;
        for ply in 0..MAX_MOVES {
            if ply == 50 {
                at_50 = Some(kept(game.position()));
            }
            if game.outcome().is_some() {
                break;
            }
            let result = searchers[ply % 2].search_game(&game, Limits::nodes(nodes));
            let best = result.best_move.ok_or("a move in a game not over")?;
            game.play(best)?;
        }
        let end = match game.outcome() {
            None => "cut off",
            Some(outcome) => match outcome.winner() {
                Some(winner) if winner == ahead => "ahead won",
                Some(_) => "behind won",
                None => "drawn",
            },
        };
        let at_50 = at_50.map_or("-".to_string(), |(a, b)| format!("{a}-{b}"));
        let (a, b) = kept(&start);
        let (c, d) = kept(game.position());
        println!("{end}: {a}-{b}, {at_50}, {c}-{d}: {}", game.position());
    }
    Ok(())
}
