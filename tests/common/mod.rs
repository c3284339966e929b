//! Helpers shared by the integration tests: position text built from a
//! list of pieces, positions to test on, and a tiny deterministic random
//! number generator for reproducible random play.
#![allow(dead_code)]

use jetan::{Game, Move, Position};

/// SplitMix64 (Steele, Lea and Flood 2014): a few lines, good enough to pick
/// moves, and the same sequence on every platform.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0); the slight bias of `%` does not matter
    /// for picking moves.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The positions of tests/data/public_cases.json.
pub fn public_positions() -> Vec<Position> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/public_cases.json"
    ))
    .unwrap();
    let cases: serde_json::Value = serde_json::from_str(&text).unwrap();
    cases
        .as_array()
        .unwrap()
        .iter()
        .map(|case| Position::from_text(case["position"].as_str().unwrap()).unwrap())
        .collect()
}

/// A game of up to `plies` random legal moves from `start`, stopping early
/// when the game ends.
pub fn random_game(start: Position, seed: u64, plies: usize) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::from_position(start);
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let m: Move = moves[rng.below(moves.len())];
        game.play(m).unwrap();
    }
    game
}

/// The start (both sides first), the public cases, and every position of
/// a few random games.
pub fn many_positions() -> Vec<Position> {
    let mut all = vec![
        Position::start(jetan::Color::Black),
        Position::start(jetan::Color::Orange),
    ];
    all.extend(public_positions());
    for seed in 0..12 {
        let game = random_game(Position::default(), seed, 120);
        all.extend(game.positions().iter().copied());
    }
    all
}

/// The placement field of position text for a mailbox board (index
/// `file + 10 * rank`, a piece letter or nothing).
pub fn placement(board: &[Option<char>; 100]) -> String {
    let mut ranks = Vec::new();
    for rank in (0..10).rev() {
        let mut row = String::new();
        let mut run = 0;
        for file in 0..10 {
            match board[file + 10 * rank] {
                None => run += 1,
                Some(c) => {
                    if run > 0 {
                        row += &run.to_string();
                        run = 0;
                    }
                    row.push(c);
                }
            }
        }
        if run > 0 {
            row += &run.to_string();
        }
        ranks.push(row);
    }
    ranks.join("/")
}

/// Position text for the pieces given as (square, letter), the rest empty,
/// with count 0 and move 1.
pub fn position_text(pieces: &[(&str, char)], side: char, escapes: &str) -> String {
    let mut board = [None; 100];
    for &(name, letter) in pieces {
        let sq: jetan::Square = name.parse().unwrap();
        board[sq.index() as usize] = Some(letter);
    }
    format!("{} {side} {escapes} 0 1", placement(&board))
}
