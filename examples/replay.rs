//! A record replayed: a game record read from text, then its moves played
//! again one by one from its start.
//!
//! ```text
//! cargo run --example replay
//! ```

use jetan::Record;

/// A record (after chess's PGN: the tags, then the moves and the result).
const RECORD: &str = r#"[Event "Casual game"]
[Site "Manator"]
[Black "Tara"]
[Orange "Gahan"]

1. Nb2-b3 Ne9-e8 {the Orange Panthan steps} 2. Fd1-e4 Nb9-b8 *
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Every move is checked against the rules as it is read.
    let record: Record = RECORD.parse()?;
    let game = record.game();
    println!(
        "{} against {}: {}",
        record.black,
        record.orange,
        record.result()
    );
    // The game keeps its start: replay its moves from there.
    let mut pos = *game.initial_position();
    for &m in game.moves() {
        let text = pos.algebraic(m).ok_or("a legal move")?;
        println!(
            "move {}, {}: {text} ({m})",
            pos.move_number(),
            pos.side_to_move()
        );
        pos.play(m)?;
    }
    assert_eq!(&pos, game.position());
    println!("{}", pos.diagram());
    Ok(())
}
