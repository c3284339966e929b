//! Position text (NOTATION.md): parse and format.

use super::position_error::{ParsePositionError, PositionError};
use crate::position::{Position, PositionSetup};
use crate::rules::Rules;
use crate::types::{Board, ByColor, Color, File, Piece, Rank, Square};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

/// The escapes field and the escapes it stands for, both ways: each side's
/// letter while its Princess still has her escape, Black's first, `-` for
/// neither.
const ESCAPES_TEXT: [(&str, ByColor<bool>); 4] = [
    ("bo", ByColor::new(true, true)),
    ("b", ByColor::new(true, false)),
    ("o", ByColor::new(false, true)),
    ("-", ByColor::new(false, false)),
];

impl Position {
    /// Reads position text ([NOTATION.md](crate::notation_book#position-text)) under the
    /// default rules.
    ///
    /// ```
    /// use jetan::Position;
    /// let text = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1";
    /// let pos = Position::from_text(text).unwrap();
    /// assert_eq!(pos, Position::default());
    /// assert_eq!(pos.to_string(), text);
    /// ```
    ///
    /// A string that does not follow the grammar is a
    /// [`PositionError::Parse`] that says which rank and character; one that
    /// parses but cannot occur in a game is a [`PositionError::Invalid`] that
    /// lists every problem: the text is read into a
    /// [`PositionSetup`] and checked by
    /// [`Position::from_setup`].
    pub fn from_text(text: &str) -> Result<Position, PositionError> {
        Position::from_text_with_rules(text, Rules::default())
    }

    /// Reads position text to be played under `rules`. Whitespace before
    /// the first field and after the last (a line's end) is ignored.
    pub fn from_text_with_rules(text: &str, rules: Rules) -> Result<Position, PositionError> {
        let text = text.trim();
        check_separators(text)?;
        let fields: Vec<&str> = text.split(' ').collect();
        if !(3..=5).contains(&fields.len()) {
            return Err(ParsePositionError::FieldCount {
                found: fields.len(),
            }
            .into());
        }
        let board = parse_placement(fields[0])?;
        let side = match fields[1] {
            "b" => Color::Black,
            "o" => Color::Orange,
            found => {
                return Err(ParsePositionError::Side {
                    found: found.into(),
                }
                .into());
            }
        };
        let Some(&(_, escapes)) = ESCAPES_TEXT.iter().find(|(text, _)| *text == fields[2]) else {
            return Err(ParsePositionError::Escapes {
                found: fields[2].into(),
            }
            .into());
        };
        let count = match fields.get(3).copied() {
            None => 0,
            Some(field) => match field.as_bytes() {
                [d @ b'0'..=b'9'] => d - b'0',
                _ => {
                    return Err(ParsePositionError::Count {
                        found: field.into(),
                    }
                    .into());
                }
            },
        };
        let move_number = match fields.get(4).copied() {
            None => 1,
            Some(field) => {
                parse_move_number(field).ok_or_else(|| ParsePositionError::MoveNumber {
                    found: field.into(),
                })?
            }
        };
        let setup = PositionSetup {
            board,
            side_to_move: side,
            escapes,
            material_count: count,
            move_number,
            rules,
        };
        Ok(Position::from_setup(setup)?)
    }
}

/// Refuses a tab, a line break or two spaces in a row, naming where, before
/// the fields are counted (they would be miscounted, and the error would
/// not say why).
fn check_separators(text: &str) -> Result<(), ParsePositionError> {
    let mut after_space = false;
    for (i, c) in text.chars().enumerate() {
        let column = i + 1;
        if c == ' ' && after_space {
            return Err(ParsePositionError::DoubleSpace { column: column - 1 });
        }
        if c.is_whitespace() && c != ' ' {
            return Err(ParsePositionError::WhiteSpace { column, found: c });
        }
        after_space = c == ' ';
    }
    Ok(())
}

fn parse_move_number(field: &str) -> Option<u32> {
    if field.is_empty() || !field.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    field.parse::<u32>().ok().filter(|&n| n >= 1)
}

fn parse_placement(field: &str) -> Result<Board, ParsePositionError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 10 {
        return Err(ParsePositionError::RankCount { found: ranks.len() });
    }
    let mut board = Board::empty();
    for (row, text) in ranks.iter().enumerate() {
        let rank = 10 - row as u8;
        let mut file = 0usize;
        let mut chars = text.char_indices().peekable();
        let mut column = 0usize;
        while let Some((at, c)) = chars.next() {
            column += 1;
            if let Some(first) = c.to_digit(10) {
                // Adjacent digits are one number, written without a leading
                // zero (1 to 10).
                let start = column;
                let mut run = first as usize;
                let mut end = at + 1;
                while let Some(&(i, d)) = chars.peek() {
                    let Some(digit) = d.to_digit(10) else { break };
                    chars.next();
                    column += 1;
                    end = i + 1;
                    run = (run * 10 + digit as usize).min(100);
                }
                if first == 0 || !(1..=10).contains(&run) {
                    return Err(ParsePositionError::BadRun {
                        rank,
                        column: start,
                        found: text[at..end].into(),
                    });
                }
                file += run;
            } else if let Some(piece) = Piece::from_char(c) {
                if let (Some(f), Some(r)) = (File::from_index(file as u8), Rank::from_number(rank))
                {
                    board.set(Square::from_coords(f, r), piece);
                }
                file += 1;
            } else {
                return Err(ParsePositionError::BadCharacter {
                    rank,
                    column,
                    found: c,
                });
            }
            if file > 10 {
                return Err(ParsePositionError::RankLength {
                    rank,
                    squares: file,
                });
            }
        }
        if file != 10 {
            return Err(ParsePositionError::RankLength {
                rank,
                squares: file,
            });
        }
    }
    Ok(board)
}

/// Writes the placement field of position text: the ranks from 10 down
/// to 1, each as piece letters and runs of empty squares.
pub(super) fn write_placement(board: &Board, f: &mut impl fmt::Write) -> fmt::Result {
    for rank in Rank::ALL.into_iter().rev() {
        let mut run = 0;
        for file in File::ALL {
            let piece = board.piece_at(Square::from_coords(file, rank));
            match piece {
                None => run += 1,
                Some(p) => {
                    if run > 0 {
                        write!(f, "{run}")?;
                        run = 0;
                    }
                    write!(f, "{}", p.char())?;
                }
            }
        }
        if run > 0 {
            write!(f, "{run}")?;
        }
        if rank != Rank::First {
            f.write_str("/")?;
        }
    }
    Ok(())
}

impl fmt::Display for Position {
    /// Position text: placement, side, escapes, count, move number.
    ///
    /// Position text has no field for a game that is over, so a finished
    /// game writes its board and fields as they are:
    ///
    /// - won by taking the Princess: the board without her (the mover on
    ///   her square) and the loser to move, which reads back as that won
    ///   game ([`Position::from_setup`]): a program can hand over a finished
    ///   game's board so;
    /// - drawn by the material rule: the count 10, refused
    ///   ([`ParsePositionError::Count`]);
    /// - a Chief taken: the board without him, which reads back as a game
    ///   still going.
    ///
    /// Keep a [`Game`](crate::Game) or a record to store the others.
    ///
    /// Nor does it hold the rules: under other rules than the defaults,
    /// `to_string` and then [`Position::from_text`] (or `parse`) give the
    /// same board under the defaults. Write [`Position::rules`]' text
    /// beside it and read the two with [`Position::from_text_with_rules`]:
    ///
    /// ```
    /// use jetan::{Color, Position, Rules};
    /// let pos = Position::start_with(Rules::MANATOR, Color::Black);
    /// let (text, rules) = (pos.to_string(), pos.rules().to_string());
    /// assert_ne!(text.parse::<Position>().unwrap(), pos); // the rules are lost
    /// let back = Position::from_text_with_rules(&text, rules.parse()?)?;
    /// assert_eq!(back, pos);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_placement(self.board(), f)?;
        let left = ByColor::from_fn(|c| self.has_escape(c));
        let escapes = ESCAPES_TEXT
            .iter()
            .find(|(_, escapes)| *escapes == left)
            .map_or("-", |(text, _)| text);
        write!(
            f,
            " {} {} {} {}",
            self.side_to_move().char(),
            escapes,
            self.material_count(),
            self.move_number()
        )
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// [`Position::from_text`]: position text under the default rules (the
    /// text does not hold them: see `Display`).
    fn from_str(s: &str) -> Result<Position, PositionError> {
        Position::from_text(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1";

    fn parse_error(text: &str) -> ParsePositionError {
        match Position::from_text(text) {
            Err(PositionError::Parse(e)) => e,
            other => panic!("{text:?}: expected a parse error, got {other:?}"),
        }
    }

    #[test]
    fn start_texts_of_notation_md() {
        assert_eq!(Position::start(Color::Black).to_string(), START);
        let orange = START.replace(" b bo", " o bo");
        assert_eq!(Position::start(Color::Orange).to_string(), orange);
        assert_eq!(
            Position::from_text(&orange).unwrap(),
            Position::start(Color::Orange)
        );
    }

    #[test]
    fn the_last_two_fields_may_be_left_out() {
        let short = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo";
        assert_eq!(Position::from_text(short).unwrap().to_string(), START);
    }

    #[test]
    fn grammar_errors_say_where() {
        assert_eq!(parse_error(""), ParsePositionError::FieldCount { found: 1 });
        // The placement is 61 characters (four ranks of ten letters, six
        // runs `10` and nine slashes: 40 + 12 + 9), so the first space is
        // character 62, and in " b bo 0 1" the space before the `1` is 69.
        assert_eq!(
            parse_error(&START.replace(' ', "  ")),
            ParsePositionError::DoubleSpace { column: 62 }
        );
        assert_eq!(
            parse_error(&START.replacen(' ', "\t", 1)),
            ParsePositionError::WhiteSpace {
                column: 62,
                found: '\t'
            }
        );
        assert_eq!(
            parse_error(&START.replace(" 0 1", " 0\n1")),
            ParsePositionError::WhiteSpace {
                column: 69,
                found: '\n'
            }
        );
        assert_eq!(
            parse_error(&START.replacen("/10/", "/10/10/", 1)),
            ParsePositionError::RankCount { found: 11 }
        );
        assert_eq!(
            parse_error(&START.replacen("TNNNNNNNNT", "TNNNNXNNNT", 1)),
            ParsePositionError::BadCharacter {
                rank: 9,
                column: 6,
                found: 'X'
            }
        );
        assert_eq!(
            parse_error(&START.replacen("/10/", "/55/", 1)),
            ParsePositionError::BadRun {
                rank: 8,
                column: 1,
                found: "55".into()
            }
        );
        assert_eq!(
            parse_error(&START.replacen("/10/", "/010/", 1)),
            ParsePositionError::BadRun {
                rank: 8,
                column: 1,
                found: "010".into()
            }
        );
        // A lone 0: the run's text is that one digit.
        assert_eq!(
            parse_error(&START.replacen("/10/", "/0P9/", 1)),
            ParsePositionError::BadRun {
                rank: 8,
                column: 1,
                found: "0".into()
            }
        );
        // After a run of two digits the next character is the third.
        assert_eq!(
            parse_error(&START.replacen("/10/", "/10X/", 1)),
            ParsePositionError::BadCharacter {
                rank: 8,
                column: 3,
                found: 'X'
            }
        );
        assert_eq!(
            parse_error(&START.replacen("/10/", "/9/", 1)),
            ParsePositionError::RankLength {
                rank: 8,
                squares: 9
            }
        );
        assert_eq!(
            parse_error(&START.replacen("TNNNNNNNNT", "TNNNNNNNNTN", 1)),
            ParsePositionError::RankLength {
                rank: 9,
                squares: 11
            }
        );
        assert_eq!(
            parse_error(&START.replace(" b bo", " x bo")),
            ParsePositionError::Side { found: "x".into() }
        );
        assert_eq!(
            parse_error(&START.replace(" bo ", " ob ")),
            ParsePositionError::Escapes { found: "ob".into() }
        );
        assert_eq!(
            parse_error(&START.replace(" 0 1", " 10 1")),
            ParsePositionError::Count { found: "10".into() }
        );
        assert_eq!(
            parse_error(&START.replace(" 0 1", " 0 0")),
            ParsePositionError::MoveNumber { found: "0".into() }
        );
        assert_eq!(
            parse_error(&START.replace(" 0 1", " 0 +1")),
            ParsePositionError::MoveNumber { found: "+1".into() }
        );
        assert_eq!(
            parse_error(&START.replace(" 0 1", " 0 99999999999")),
            ParsePositionError::MoveNumber {
                found: "99999999999".into()
            }
        );
    }

    #[test]
    fn multibyte_characters_are_refused_not_split() {
        assert!(matches!(
            parse_error(&START.replacen("TNNNNNNNNT", "TNNNNNNNNé", 1)),
            ParsePositionError::BadCharacter {
                rank: 9,
                column: 10,
                found: 'é'
            }
        ));
    }
}
