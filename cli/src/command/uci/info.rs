//! The engine's `info` and `bestmove` lines (PROTOCOL.md, "From the
//! engine").

use jetan::Move;
use jetan::search::Score;
use std::fmt::Write;
use std::time::Duration;

/// What one `info` line reports.
pub struct Info<'a> {
    /// The depth, in plies.
    pub depth: u32,
    /// Which of the best lines, from 1.
    pub multipv: usize,
    /// The score for the side to move.
    pub score: Score,
    /// Positions visited so far.
    pub nodes: u64,
    /// Time since `go`.
    pub elapsed: Duration,
    /// Positions a second.
    pub nps: u64,
    /// The principal variation, the best move first; empty in a finished
    /// game.
    pub pv: &'a [Move],
}

/// `score cp X` or `score mate N`: N moves (not plies) of the side to
/// move to the win, negative for a loss, as in UCI ([`Score::mate_in`]).
pub fn score(score: Score) -> String {
    match score.mate_in() {
        Some(moves) => format!("mate {moves}"),
        None => format!("cp {}", score.centipoints().unwrap_or(0)),
    }
}

impl Info<'_> {
    /// `info depth D multipv K score ... nodes N nps R time MS pv ...`
    /// (no `pv` without moves). `seldepth` and `hashfull` wait for the
    /// library to report them.
    pub fn line(&self) -> String {
        let mut line = format!(
            "info depth {} multipv {} score {} nodes {} nps {} time {}",
            self.depth,
            self.multipv,
            score(self.score),
            self.nodes,
            self.nps,
            self.elapsed.as_millis(),
        );
        if !self.pv.is_empty() {
            line.push_str(" pv");
            for m in self.pv {
                let _ = write!(line, " {m}");
            }
        }
        line
    }
}

/// `bestmove M`, or `bestmove (none)` in a finished game.
pub fn bestmove(m: Option<Move>) -> String {
    match m {
        Some(m) => format!("bestmove {m}"),
        None => "bestmove (none)".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_and_losses_are_counted_in_moves_of_the_side_to_move() {
        // Worked by hand: plies 1 (this move), 3 (this, reply, this) -> 1
        // and 2 moves; lost in 2 plies (this, the reply wins) -> -1, in 4
        // -> -2; a lost finished game (0 plies) -> mate -0, written 0.
        assert_eq!(score(Score::win_in(1)), "mate 1");
        assert_eq!(score(Score::win_in(3)), "mate 2");
        assert_eq!(score(-Score::win_in(2)), "mate -1");
        assert_eq!(score(-Score::win_in(4)), "mate -2");
        assert_eq!(score(-Score::win_in(0)), "mate 0");
        assert_eq!(score(Score::from_centipoints(-125)), "cp -125");
    }

    #[test]
    fn a_line_has_its_fields_in_order() {
        let pv = ["e2e3".parse().unwrap(), "e9e8".parse().unwrap()];
        let info = Info {
            depth: 2,
            multipv: 1,
            score: Score::from_centipoints(35),
            nodes: 3000,
            elapsed: Duration::from_millis(1500),
            nps: 2000,
            pv: &pv,
        };
        assert_eq!(
            info.line(),
            "info depth 2 multipv 1 score cp 35 nodes 3000 nps 2000 time 1500 pv e2e3 e9e8"
        );
        assert_eq!(bestmove(None), "bestmove (none)");
    }
}
