//! A picture: a position as a text diagram, and as an SVG drawing with the
//! last move's path and the threatened squares marked.
//!
//! ```text
//! cargo run --example picture > board.svg
//! ```

use jetan::{Highlights, Move, Position, to_svg};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut pos = Position::default();
    let m: Move = "e2e3".parse()?;
    // The squares the Panthan walks, for the picture.
    let path = pos.path(m).ok_or("e2e3 is legal at the start")?;
    pos.play(m)?;
    // A diagram for the terminal, on standard error.
    eprintln!("{}", pos.diagram());
    // An SVG drawing for a page, on standard output.
    let highlights = Highlights::new().with_last_move(path).with_threats(&pos);
    print!("{}", to_svg(&pos, &highlights));
    Ok(())
}
