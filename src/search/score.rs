//! The score of a position: material and position in hundredths of a
//! point, or a game won or lost with the number of moves it takes.

use core::fmt;

/// How good a position is for the side to move.
///
/// The unit is the **centipoint**, a hundredth of a point of the crate's
/// default value table ([`ValueTable::DEFAULT`](crate::ValueTable::DEFAULT),
/// RULES.md 6.4): a Panthan is worth about 200, a Flier about 950. A drawn
/// game scores 0. A game the side to move wins `n` moves from now (moves of
/// either side, the winning one included) scores [`Score::WIN`] less `n`,
/// so a faster win scores higher; a loss the negation of that.
///
/// ```
/// use jetan::search::Score;
/// let win = Score::win_in(3);
/// assert_eq!(win.moves_to_win(), Some(3));
/// assert!(Score::win_in(1) > win && win > Score::from_centipoints(5_000));
/// assert_eq!((-win).moves_to_loss(), Some(3));
/// assert_eq!(win.to_string(), "win in 3");
/// assert_eq!(Score::from_centipoints(-125).to_string(), "-1.25");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Score(i32);

/// The deepest a search goes, in moves (plies) from the position searched,
/// quiescence included.
pub(crate) const MAX_PLY: usize = 128;

/// Above every score: the bound of a window that nothing fails.
pub(crate) const INFINITY: i32 = Score::WIN.encoded() + 1;

/// The longest win a score expresses, in moves: a capture of the Princess
/// found at the deepest ply wins one move past it.
const LONGEST_WIN: i32 = MAX_PLY as i32 + 1;

impl Score {
    /// A won game, before subtracting its distance.
    pub const WIN: Score = Score(30_000);
    /// A drawn game.
    pub const DRAW: Score = Score(0);
    /// The highest score that is not a won game: evaluations stay within
    /// `-MAX_EVAL..=MAX_EVAL`.
    pub(crate) const MAX_EVAL: i32 = Score::WIN.0 - LONGEST_WIN - 1;

    /// A score of `centipoints`, held within the range below won games.
    pub const fn from_centipoints(centipoints: i32) -> Score {
        if centipoints > Score::MAX_EVAL {
            Score(Score::MAX_EVAL)
        } else if centipoints < -Score::MAX_EVAL {
            Score(-Score::MAX_EVAL)
        } else {
            Score(centipoints)
        }
    }

    /// The score of a game the side to move wins in `moves` moves (at
    /// most 129, one more than the deepest search).
    pub const fn win_in(moves: u32) -> Score {
        let moves = if moves > LONGEST_WIN as u32 {
            LONGEST_WIN
        } else {
            moves as i32
        };
        Score(Score::WIN.0 - moves)
    }

    /// The score in centipoints (hundredths of a point; the text,
    /// `Display`, is in points: `+1.25` for 125), or `None` for a won or
    /// lost game (see [`Score::moves_to_win`] and [`Score::moves_to_loss`]).
    ///
    /// ```
    /// use jetan::search::Score;
    /// assert_eq!(Score::from_centipoints(-125).centipoints(), Some(-125));
    /// assert_eq!(Score::win_in(3).centipoints(), None);
    /// ```
    pub const fn centipoints(self) -> Option<i32> {
        if self.0 > Score::MAX_EVAL || self.0 < -Score::MAX_EVAL {
            None
        } else {
            Some(self.0)
        }
    }

    /// The score as the one number the search compares: centipoints, or
    /// for a game won in `n` moves the encoded value of [`Score::WIN`]
    /// less `n` (its negation for a loss). For arithmetic on scores, such
    /// as the weighted mean of a duel's outcomes; to show a score, use
    /// [`Score::centipoints`] and [`Score::moves_to_win`].
    ///
    /// ```
    /// use jetan::search::Score;
    /// assert_eq!(Score::win_in(1).encoded(), Score::WIN.encoded() - 1);
    /// assert_eq!(Score::from_centipoints(40).encoded(), 40);
    /// ```
    pub const fn encoded(self) -> i32 {
        self.0
    }

    /// In how many moves the side to move wins, if the score is a win.
    pub const fn moves_to_win(self) -> Option<u32> {
        if self.0 > Score::MAX_EVAL {
            Some((Score::WIN.0 - self.0) as u32)
        } else {
            None
        }
    }

    /// In how many moves the side to move loses, if the score is a loss.
    pub const fn moves_to_loss(self) -> Option<u32> {
        Score(-self.0).moves_to_win()
    }

    /// A decided game as UCI's `score mate N` gives it: the side to move's
    /// own moves to the win, negative for a loss (the opponent's moves to
    /// its win); `None` for a score in centipoints. [`Score::moves_to_win`]
    /// counts the moves of both sides: a win on this move is 1 and mate 1,
    /// a loss to the reply 2 and mate -1, and a game lost already mate 0.
    ///
    /// ```
    /// use jetan::search::Score;
    /// assert_eq!(Score::win_in(1).mate_in(), Some(1));
    /// assert_eq!(Score::win_in(3).mate_in(), Some(2));
    /// assert_eq!((-Score::win_in(2)).mate_in(), Some(-1));
    /// assert_eq!((-Score::win_in(4)).mate_in(), Some(-2));
    /// assert_eq!(Score::from_centipoints(300).mate_in(), None);
    /// ```
    pub const fn mate_in(self) -> Option<i32> {
        match (self.moves_to_win(), self.moves_to_loss()) {
            (Some(plies), _) => Some(plies.div_ceil(2) as i32),
            (None, Some(plies)) => Some(-(plies.div_ceil(2) as i32)),
            (None, None) => None,
        }
    }

    /// An [`encoded`](Score::encoded) value back as a score.
    pub(crate) const fn from_encoded(encoded: i32) -> Score {
        Score(encoded)
    }
}

impl core::ops::Neg for Score {
    type Output = Score;

    /// The same position seen from the other side.
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl fmt::Display for Score {
    /// Points with two decimals and a sign (`+1.25`), or `win in 3`,
    /// `loss in 4`. The text is in points, where [`Score::centipoints`]
    /// and [`Score::from_centipoints`] speak in hundredths of one: 125
    /// centipoints are written `+1.25`, 10 are `+0.10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.moves_to_win() {
            write!(f, "win in {n}")
        } else if let Some(n) = self.moves_to_loss() {
            write!(f, "loss in {n}")
        } else {
            let sign = if self.0 < 0 { '-' } else { '+' };
            let abs = self.0.unsigned_abs();
            write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_and_losses_read_back_their_distance() {
        for n in [1, 2, 17, 129] {
            assert_eq!(Score::win_in(n).moves_to_win(), Some(n));
            assert_eq!((-Score::win_in(n)).moves_to_loss(), Some(n));
            assert_eq!(Score::win_in(n).moves_to_loss(), None);
        }
        assert_eq!(Score::from_centipoints(i32::MAX).moves_to_win(), None);
        assert_eq!(Score::DRAW.moves_to_win(), None);
        // No win is longer than the deepest search and one move.
        assert_eq!(Score::win_in(1_000).moves_to_win(), Some(129));
        assert_eq!(Score::win_in(129).centipoints(), None);
        assert_eq!(
            Score::from_centipoints(i32::MIN).centipoints(),
            Some(-Score::MAX_EVAL)
        );
        // The highest evaluation, 30,000 less the longest win (129) less
        // one, is still centipoints.
        assert_eq!(
            Score::from_centipoints(i32::MAX).centipoints(),
            Some(29_870)
        );
    }

    #[test]
    fn mate_counts_the_winners_own_moves() {
        // Win in 1, 3, 4 plies: the winner's moves are 1, 2, 2. Loss in 2
        // and 4 plies: the opponent wins on its 1st and 2nd move. A game
        // already lost: mate 0.
        assert_eq!(Score::win_in(1).mate_in(), Some(1));
        assert_eq!(Score::win_in(3).mate_in(), Some(2));
        assert_eq!(Score::win_in(4).mate_in(), Some(2));
        assert_eq!((-Score::win_in(2)).mate_in(), Some(-1));
        assert_eq!((-Score::win_in(4)).mate_in(), Some(-2));
        assert_eq!((-Score::win_in(0)).mate_in(), Some(0));
        assert_eq!(Score::from_centipoints(-300).mate_in(), None);
    }

    #[test]
    fn display_gives_points_or_the_distance() {
        assert_eq!(Score::from_centipoints(5).to_string(), "+0.05");
        assert_eq!(Score::DRAW.to_string(), "+0.00");
        assert_eq!((-Score::win_in(2)).to_string(), "loss in 2");
    }
}
