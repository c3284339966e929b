//! The positions a match starts from, read from a file: one position text
//! (NOTATION.md) a line, under the match's rules.

use jetan::{Position, Rules};

/// The positions of `text`, one a line; blank lines and lines that start
/// with `#` are left out. The error names the first line that is no
/// position, or is one of a game already over.
pub fn read_starts(text: &str, rules: Rules) -> Result<Vec<Position>, String> {
    let mut starts = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let pos = Position::from_text_with_rules(line, rules)
            .map_err(|e| format!("line {}: {e}", i + 1))?;
        if pos.is_over() {
            return Err(format!("line {}: the game is over in {line}", i + 1));
        }
        starts.push(pos);
    }
    if starts.is_empty() {
        return Err("no position in it".into());
    }
    Ok(starts)
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1";

    #[test]
    fn a_line_a_position_comments_left_out() {
        let text = format!("# a suite\n{START}\n\n  {START}  \n");
        let starts = read_starts(&text, Rules::default()).unwrap();
        assert_eq!(starts, [Position::default(), Position::default()]);
    }

    #[test]
    fn the_error_names_the_line() {
        let text = format!("{START}\n# fine so far\nnot a position\n");
        let error = read_starts(&text, Rules::default()).unwrap_err();
        assert!(error.starts_with("line 3: "), "{error}");
        assert_eq!(
            read_starts("# nothing\n", Rules::default()).unwrap_err(),
            "no position in it"
        );
        // Black to move without its Princess: Orange has won (NOTATION.md).
        let won = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfc1fdaw b o 0 1";
        let error = read_starts(won, Rules::default()).unwrap_err();
        assert!(error.starts_with("line 1: the game is over"), "{error}");
    }
}
