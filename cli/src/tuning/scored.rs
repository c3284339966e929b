//! Positions scored by a deeper search, the labels of a fit to the
//! search's scores (`jetan label` writes them, `jetan tune --scores` reads
//! them): one a line, four fields separated by tabs, the result (`1`, `0`
//! or `1/2` for the side to move), the search's score in centipoints for
//! the side to move, the rules (`KEY=VALUE,...`, empty for the defaults)
//! and the position text.

use jetan::search::Score;
use jetan::{Position, Rules};

/// A won game's score, as a label: far beyond any lead the curve of the
/// fit tells apart from a win.
pub const WON_CENTIPOINTS: i32 = 10_000;

/// A position, how its game went and what a deeper search scored it.
#[derive(Clone, Debug, PartialEq)]
pub struct Scored {
    /// The position.
    pub position: Position,
    /// 1 if its side to move won the game, 0 if it lost, one half if the
    /// rules drew it.
    pub result: f64,
    /// The search's score for the side to move, in centipoints, a won or
    /// lost game at plus or minus [`WON_CENTIPOINTS`].
    pub centipoints: i32,
}

impl Scored {
    /// `score` in centipoints, at most [`WON_CENTIPOINTS`] either way.
    pub fn centipoints(score: Score) -> i32 {
        match (score.centipoints(), score.moves_to_win()) {
            (Some(cp), _) => cp.clamp(-WON_CENTIPOINTS, WON_CENTIPOINTS),
            (None, Some(_)) => WON_CENTIPOINTS,
            (None, None) => -WON_CENTIPOINTS,
        }
    }

    /// The line of the file, without its line break.
    pub fn line(&self) -> String {
        let result = if self.result == 1.0 {
            "1"
        } else if self.result == 0.0 {
            "0"
        } else {
            "1/2"
        };
        format!(
            "{result}\t{}\t{}\t{}",
            self.centipoints,
            self.position.rules(),
            self.position
        )
    }

    /// Reads a line of the file; the error says which field is wrong.
    pub fn parse(line: &str) -> Result<Scored, String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [result, centipoints, rules, text] = fields[..] else {
            return Err(format!(
                "{} fields where a scored position has 4 (result, score, rules, position) \
                 separated by tabs",
                fields.len()
            ));
        };
        let result = match result {
            "1" => 1.0,
            "0" => 0.0,
            "1/2" => 0.5,
            _ => return Err(format!("result {result:?} is not 1, 0 or 1/2")),
        };
        let centipoints = match centipoints.parse::<i32>() {
            Ok(cp) if (-WON_CENTIPOINTS..=WON_CENTIPOINTS).contains(&cp) => cp,
            _ => {
                return Err(format!(
                    "score {centipoints:?} is not a whole number of centipoints within \
                     {WON_CENTIPOINTS} either way"
                ));
            }
        };
        let rules: Rules = rules.parse().map_err(|e| format!("rules {rules:?}: {e}"))?;
        let position = Position::from_text_with_rules(text, rules)
            .map_err(|e| format!("position {text:?}: {e}"))?;
        Ok(Scored {
            position,
            result,
            centipoints,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back_as_written() {
        let text = "9P/10/10/10/10/10/10/N9/7n2/p9 b - 0 1";
        let scored = Scored {
            position: Position::from_text_with_rules(text, "chief=removed".parse().unwrap())
                .unwrap(),
            result: 0.5,
            centipoints: -250,
        };
        let line = scored.line();
        assert_eq!(line, format!("1/2\t-250\tchief=removed\t{text}"));
        assert_eq!(Scored::parse(&line), Ok(scored));
        let default = format!("1\t40\t\t{text}");
        let read = Scored::parse(&default).unwrap();
        assert_eq!((read.result, read.centipoints), (1.0, 40));
        assert!(read.position.rules().is_default());
        assert_eq!(read.line(), default);
    }

    #[test]
    fn a_bad_line_says_which_field_is_wrong() {
        let text = "9P/10/10/10/10/10/10/N9/7n2/p9 b - 0 1";
        let error = |line: &str| Scored::parse(line).unwrap_err();
        assert!(error(text).starts_with("1 fields where"), "{}", error(text));
        assert!(error(&format!("2\t0\t\t{text}")).starts_with("result \"2\""));
        assert!(error(&format!("1\t10001\t\t{text}")).starts_with("score \"10001\""));
        assert!(error(&format!("1\t1.5\t\t{text}")).starts_with("score \"1.5\""));
        let least = format!("1\t{}\t\t{text}", i32::MIN);
        assert!(error(&least).starts_with("score \"-2147483648\""));
        assert!(error(&format!("1\t0\tchief=gone\t{text}")).starts_with("rules \"chief=gone\""));
        assert!(error("1\t0\t\t9P/10 b - 0 1").starts_with("position \"9P/10 b - 0 1\""));
    }

    #[test]
    fn won_and_lost_scores_are_capped() {
        assert_eq!(Scored::centipoints(Score::win_in(3)), WON_CENTIPOINTS);
        assert_eq!(Scored::centipoints(-Score::win_in(4)), -WON_CENTIPOINTS);
        assert_eq!(Scored::centipoints(Score::from_centipoints(-123)), -123);
        assert_eq!(
            Scored::centipoints(Score::from_centipoints(12_345)),
            WON_CENTIPOINTS
        );
    }
}
