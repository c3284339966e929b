//! An option of a `uci:PATH` player given on the command line
//! (`jetan match --option-a NAME=VALUE`), sent to its program as
//! `setoption name NAME value VALUE` as it starts.

use std::fmt;
use std::str::FromStr;

/// An option's name and value, such as `Threads` and `2`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciOption {
    /// The name, its words one space apart.
    pub name: String,
    /// The value.
    pub value: String,
}

/// The options the match sets from flags of its own, each with its flag:
/// given again, they would contradict it.
const THE_MATCHS_OWN: [(&str, &str); 3] = [
    ("Rules", "--rules"),
    ("Contempt", "--contempt"),
    ("DuelModel", "--duels"),
];

impl UciOption {
    /// The line that gives the option to the program.
    pub fn command(&self) -> String {
        format!("setoption name {} value {}", self.name, self.value)
    }
}

impl FromStr for UciOption {
    type Err = String;

    /// Reads `NAME=VALUE`: an error if either is empty, the text is more
    /// than one line, the name holds the word `value` (which would end it
    /// in `setoption`), or it names an option the match sets itself.
    fn from_str(text: &str) -> Result<UciOption, String> {
        let wrong = |why: &str| format!("option {text:?}: {why}");
        if text.contains(['\n', '\r']) {
            return Err(wrong("an option is one line"));
        }
        let (name, value) = text.split_once('=').unwrap_or((text, ""));
        // The program reads words: the name as it will see it.
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let value = value.trim();
        if name.is_empty() || value.is_empty() {
            return Err(wrong("write NAME=VALUE, such as Threads=2"));
        }
        if name
            .split(' ')
            .any(|word| word.eq_ignore_ascii_case("value"))
        {
            return Err(wrong(
                "a name cannot hold the word value, which begins the value in setoption",
            ));
        }
        if let Some((own, flag)) = THE_MATCHS_OWN
            .iter()
            .find(|(own, _)| own.eq_ignore_ascii_case(&name))
        {
            return Err(wrong(&format!("{own} is the match's own: give {flag}")));
        }
        Ok(UciOption {
            name,
            value: value.to_string(),
        })
    }
}

impl fmt::Display for UciOption {
    /// `NAME=VALUE`, as given.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.name, self.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_option_reads_as_the_program_will_see_it() {
        let option: UciOption = " Clear   Hash = on ".parse().unwrap();
        assert_eq!(option.name, "Clear Hash");
        assert_eq!(option.value, "on");
        assert_eq!(option.command(), "setoption name Clear Hash value on");
        assert_eq!(option.to_string(), "Clear Hash=on");
        // The value may hold '=' and spaces: the first '=' ends the name.
        let option: UciOption = "Book=a b=c".parse().unwrap();
        assert_eq!(option.command(), "setoption name Book value a b=c");
    }

    #[test]
    fn what_is_not_an_option_is_refused_saying_why() {
        for (text, why) in [
            ("Threads", "write NAME=VALUE"),
            ("=2", "write NAME=VALUE"),
            ("Threads= ", "write NAME=VALUE"),
            ("Threads=2\nquit", "one line"),
            ("Contempt value 50=1", "the word value"),
            ("rules=knights", "Rules is the match's own: give --rules"),
            ("CONTEMPT=0", "Contempt is the match's own: give --contempt"),
            ("DuelModel=500", "give --duels"),
        ] {
            let error = text.parse::<UciOption>().unwrap_err();
            assert!(error.contains(why), "{text:?}: {error}");
        }
    }
}
