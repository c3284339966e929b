//! The text form of rule options: `thoat=straight-first,escape=none`.
//!
//! Keys and values are those of the perft example's `--rules` option
//! (NOTATION.md). Formatting writes only the options that differ from the
//! defaults, in the order of RULES.md section 9, so the default rules are
//! the empty string.

use super::*;
use core::fmt;
use core::str::FromStr;

/// Text that is not a list of rule options.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseRulesError {
    /// An item without `=`.
    #[error("rule option {0:?} is not KEY=VALUE")]
    NotKeyValue(alloc::string::String),
    /// A key that names no option.
    #[error(
        "unknown rule option {0:?} (setup, steps, thoat, panthan, princess, escape, chief, material, no-move)"
    )]
    UnknownKey(alloc::string::String),
    /// A value the option does not have.
    #[error("rule option {key} has no value {value:?} (one of: {})", Alternatives(.allowed))]
    UnknownValue {
        /// The option.
        key: &'static str,
        /// The value given.
        value: alloc::string::String,
        /// The values it takes.
        allowed: &'static [&'static str],
    },
}

/// One option's key, its values' names, and how to read and write it.
struct Option_ {
    key: &'static str,
    names: &'static [&'static str],
    get: fn(&Rules) -> usize,
    set: fn(&mut Rules, usize),
}

const OPTIONS: [Option_; 9] = [
    Option_ {
        key: "setup",
        names: &["appendix", "manator"],
        get: |r| r.setup as usize,
        set: |r, i| r.setup = [Setup::Appendix, Setup::Manator][i],
    },
    Option_ {
        key: "steps",
        names: &["exact", "up-to"],
        get: |r| r.steps as usize,
        set: |r, i| r.steps = [StepCount::Exact, StepCount::UpTo][i],
    },
    Option_ {
        key: "thoat",
        names: &["either", "straight-first", "jumping"],
        get: |r| r.thoat as usize,
        set: |r, i| {
            r.thoat = [
                ThoatMove::EitherOrder,
                ThoatMove::StraightFirst,
                ThoatMove::Jumping,
            ][i]
        },
    },
    Option_ {
        key: "panthan",
        names: &["forward", "diagonal-back"],
        get: |r| r.panthan as usize,
        set: |r, i| r.panthan = [PanthanMove::Forward, PanthanMove::DiagonalBack][i],
    },
    Option_ {
        key: "princess",
        names: &["brave", "frightened"],
        get: |r| r.princess as usize,
        set: |r, i| r.princess = [PrincessPath::Brave, PrincessPath::Frightened][i],
    },
    Option_ {
        key: "escape",
        names: &["anywhere", "line", "none"],
        get: |r| r.escape as usize,
        set: |r, i| r.escape = [Escape::Anywhere, Escape::Line, Escape::Disabled][i],
    },
    Option_ {
        key: "chief",
        names: &["draw", "removed"],
        get: |r| r.chief as usize,
        set: |r, i| r.chief = [ChiefCapture::Draw, ChiefCapture::Removed][i],
    },
    Option_ {
        key: "material",
        names: &["equal-value", "any", "off"],
        get: |r| r.material as usize,
        set: |r, i| {
            r.material = [
                MaterialDraw::EqualValue,
                MaterialDraw::AnyMaterial,
                MaterialDraw::Off,
            ][i]
        },
    },
    Option_ {
        key: "no-move",
        names: &["draw", "loss"],
        get: |r| r.no_move as usize,
        set: |r, i| r.no_move = [NoMove::Draw, NoMove::Loss][i],
    },
];

/// Values written `a|b|c` in error messages.
struct Alternatives(&'static [&'static str]);

impl fmt::Display for Alternatives {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, name) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("|")?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}

impl FromStr for Rules {
    type Err = ParseRulesError;

    /// Reads `KEY=VALUE,...`; options left out keep their defaults, and a
    /// later item overrides an earlier one. The empty string is the defaults.
    ///
    /// ```
    /// use jetan::{Escape, Rules, ThoatMove};
    /// let rules: Rules = "thoat=straight-first,escape=none".parse().unwrap();
    /// assert_eq!(rules.thoat, ThoatMove::StraightFirst);
    /// assert_eq!(rules.escape, Escape::Disabled);
    /// assert_eq!(rules.to_string(), "thoat=straight-first,escape=none");
    /// assert!("thoat=flying".parse::<Rules>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Rules, ParseRulesError> {
        let mut rules = Rules::default();
        if s.is_empty() {
            return Ok(rules);
        }
        for item in s.split(',') {
            let (key, value) = item
                .split_once('=')
                .ok_or_else(|| ParseRulesError::NotKeyValue(item.into()))?;
            let option = OPTIONS
                .iter()
                .find(|o| o.key == key)
                .ok_or_else(|| ParseRulesError::UnknownKey(key.into()))?;
            let index = option
                .names
                .iter()
                .position(|&name| name == value)
                .ok_or_else(|| ParseRulesError::UnknownValue {
                    key: option.key,
                    value: value.into(),
                    allowed: option.names,
                })?;
            (option.set)(&mut rules, index);
        }
        Ok(rules)
    }
}

impl fmt::Display for Rules {
    /// The options that differ from the defaults, as `KEY=VALUE,...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for option in &OPTIONS {
            let index = (option.get)(self);
            if index != 0 {
                if !first {
                    f.write_str(",")?;
                }
                write!(f, "{}={}", option.key, option.names[index])?;
                first = false;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_of_every_option_round_trips() {
        for option in &OPTIONS {
            for (i, name) in option.names.iter().enumerate() {
                let text = alloc::format!("{}={}", option.key, name);
                let rules: Rules = text.parse().unwrap();
                assert_eq!((option.get)(&rules), i);
                let canonical = if i == 0 {
                    alloc::string::String::new()
                } else {
                    text
                };
                assert_eq!(rules.to_string(), canonical);
            }
        }
    }

    #[test]
    fn defaults_are_the_empty_text() {
        assert_eq!(Rules::default().to_string(), "");
        assert_eq!("".parse::<Rules>(), Ok(Rules::default()));
    }

    #[test]
    fn bad_text_names_the_problem() {
        assert_eq!(
            "thoat".parse::<Rules>(),
            Err(ParseRulesError::NotKeyValue("thoat".into()))
        );
        assert_eq!(
            "speed=fast".parse::<Rules>(),
            Err(ParseRulesError::UnknownKey("speed".into()))
        );
        let error = "escape=never".parse::<Rules>().unwrap_err();
        assert!(matches!(
            error,
            ParseRulesError::UnknownValue { key: "escape", .. }
        ));
        assert_eq!(
            alloc::string::ToString::to_string(&error),
            "rule option escape has no value \"never\" (one of: anywhere|line|none)"
        );
        assert!("steps=exact,".parse::<Rules>().is_err());
    }
}
