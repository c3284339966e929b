//! Several games in one text: an iterator that reads them in turn.

use super::Record;
use super::error::ParseRecordError;
use super::game_text::next_game;
use super::lexer::Lexer;
use super::parse::parse_game;
use core::fmt;
use core::iter::FusedIterator;

/// Reads every record of a text, one after another (see [`Records`]).
///
/// ```
/// use jetan::record;
/// let text = "[Event \"one\"] 1. Nb2-b3 *\n\n[Event \"two\"] 1. Nb2-b5 *\n\n1. b2b3 1-0\n";
/// let games: Vec<_> = record::parse_all(text).collect();
/// assert_eq!(games.len(), 3);
/// assert_eq!(games[0].as_ref().unwrap().event, "one");
/// // The second game's move is illegal: the error names the game (from 1),
/// // the line and the column.
/// let err = games[1].as_ref().unwrap_err();
/// assert_eq!((err.game, err.line, err.column), (2, 3, 18));
/// assert!(games[2].is_ok());
/// ```
pub fn parse_all(text: &str) -> Records<'_> {
    Records {
        lexer: Lexer::new(text),
        games: 0,
        stopped: false,
    }
}

/// The records of a text, read one after another: an iterator of
/// `Result<Record, ParseRecordError>`, made by [`parse_all`].
///
/// Games follow each other as in a PGN file: a game ends after its result
/// token and the comments that follow it, and the next game starts with
/// its tag section (or, without tags, its first move). The records between
/// need no blank line.
///
/// Each error says which game it is in, counted **from 1** in
/// [`ParseRecordError::game`], with the line and column in the whole text.
/// A game that cannot be read (an illegal move, a bad tag) is answered with
/// its error and reading goes on with the next game. An error of the
/// text's grammar is the last item, since after it where games start is
/// unknown: a `{` or a quoted tag value that is never closed, a tag pair
/// without its `"` or `]`, a bad escape; such an error after a game's
/// result (and its closed comments) counts as the next game's. A game
/// without its result ends
/// where the next tag section starts, with a
/// [`MissingResult`](super::RecordErrorKind::MissingResult) error.
pub struct Records<'a> {
    lexer: Lexer<'a>,
    /// How many games have been answered.
    games: usize,
    /// Whether an error of the text's grammar ended the reading.
    stopped: bool,
}

impl Iterator for Records<'_> {
    type Item = Result<Record, ParseRecordError>;

    fn next(&mut self) -> Option<Result<Record, ParseRecordError>> {
        if self.stopped {
            return None;
        }
        let game = next_game(&mut self.lexer)?;
        self.games += 1;
        self.stopped = game.is_err();
        let game_number = self.games;
        Some(game.and_then(parse_game).map_err(|e| ParseRecordError {
            game: game_number,
            ..e
        }))
    }
}

impl FusedIterator for Records<'_> {}

impl fmt::Debug for Records<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Records")
            .field("games", &self.games)
            .field("stopped", &self.stopped)
            .finish_non_exhaustive()
    }
}
