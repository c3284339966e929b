//! The text form of rule options: `thoat=straight-first,escape=none`.
//!
//! Keys and values are those of the `jetan` command's `--rules` option
//! (NOTATION.md); the first item may instead name a preset
//! ([`Rules::PRESETS`]: `manator`, `jetan-agents`, ...), which the options
//! after it change. Formatting writes only the options that differ from the
//! defaults, in the order of RULES.md section 9, so the default rules are
//! the empty string. Keys, values and preset names are lowercase, and read
//! only so: a rule's text is exact, where a side or a kind of piece is read
//! in any case.

use super::*;
use core::fmt;
use core::str::FromStr;

/// Text that is not a list of rule options.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseRulesError {
    /// An item without `=` that names no preset.
    #[error("rule option {0:?} is not KEY=VALUE, nor a preset (one of: {presets})", presets = Presets)]
    NotKeyValue(alloc::string::String),
    /// A preset after the first item: a preset gives every option, so it
    /// comes first and the options after it change it.
    #[error("preset {name:?} is item {index}: a preset can only be the first item")]
    PresetNotFirst {
        /// The preset's name.
        name: &'static str,
        /// Which item, counted from 1.
        index: usize,
    },
    /// An empty item: a comma at the start or the end, or two in a row.
    #[error("rule option {index} is empty: a comma at the start or the end, or two in a row")]
    EmptyItem {
        /// Which item, counted from 1.
        index: usize,
    },
    /// An item with white space in it (`thoat = jumping`, or a space after a
    /// comma).
    #[error("rule option {0:?} has white space: write KEY=VALUE,KEY=VALUE with none")]
    WhiteSpace(alloc::string::String),
    /// A key that names no option.
    #[error("unknown rule option {0:?} (one of: {keys})", keys = Keys)]
    UnknownKey(alloc::string::String),
    /// A key given twice: the text would say two things of one option.
    #[error("rule option {0} is given more than once")]
    RepeatedKey(&'static str),
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

/// One option's key, its readings' texts, and how to read and write it.
struct RuleOption {
    key: &'static str,
    names: &'static [&'static str],
    get: fn(&Rules) -> usize,
    set: fn(&mut Rules, usize),
}

/// The option of each key, read from and written to its field of
/// [`Rules`] by the place of its reading in the enum's `ALL` and `TEXTS`
/// (see `rule_option!`).
macro_rules! options {
    ($($key:literal => $field:ident: $enum:ident),+ $(,)?) => {
        [$(RuleOption {
            key: $key,
            names: $enum::TEXTS,
            get: |r| r.$field as usize,
            set: |r, i| r.$field = $enum::ALL[i],
        }),+]
    };
}

/// The options in the order of RULES.md section 9, which formatting keeps.
const OPTIONS: [RuleOption; 13] = options![
    "setup" => setup: Setup,
    "steps" => steps: StepCount,
    "thoat" => thoat: ThoatMove,
    "panthan" => panthan: PanthanMove,
    "princess" => princess: PrincessPath,
    "escape" => escape: Escape,
    "chief" => chief: ChiefCapture,
    "material" => material: MaterialDraw,
    "no-move" => no_move: NoMove,
    "capture" => capture: Capture,
    "threat" => threat: PrincessThreat,
    "escape-when" => escape_when: EscapeWhen,
    "flier" => flier: FlierMove,
];

/// A rule option in the rules' text form: its key and the texts of its
/// readings, the default first ([`Rules::option_texts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionText {
    /// The key, as `KEY=VALUE` writes it: `setup`, `escape-when`.
    pub key: &'static str,
    /// The texts of its readings, the default first: `appendix`, `manator`.
    pub readings: &'static [&'static str],
}

impl Rules {
    /// Every rule option in text form, in the order of RULES.md section 9
    /// (the order the text form writes them in): what a program needs to
    /// offer every reading without a table of its own.
    ///
    /// ```
    /// use jetan::Rules;
    /// let first = Rules::option_texts().next().unwrap();
    /// assert_eq!((first.key, first.readings), ("setup", &["appendix", "manator"][..]));
    /// assert_eq!(Rules::option_texts().count(), 13);
    /// ```
    pub fn option_texts() -> impl Iterator<Item = OptionText> {
        OPTIONS.iter().map(|o| OptionText {
            key: o.key,
            readings: o.names,
        })
    }

    /// These rules' reading of the option `key`, as text; `None` for a key
    /// that names no option.
    ///
    /// ```
    /// use jetan::Rules;
    /// assert_eq!(Rules::MANATOR.option_text("capture"), Some("duel"));
    /// assert_eq!(Rules::default().option_text("capture"), Some("replace"));
    /// assert_eq!(Rules::default().option_text("castling"), None);
    /// ```
    pub fn option_text(&self, key: &str) -> Option<&'static str> {
        let option = OPTIONS.iter().find(|o| o.key == key)?;
        Some(option.names[(option.get)(self)])
    }
}

/// The option keys, written `a, b, c` in error messages.
struct Keys;

impl fmt::Display for Keys {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, option) in OPTIONS.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(option.key)?;
        }
        Ok(())
    }
}

/// The preset names, written `a, b, c` in error messages.
struct Presets;

impl fmt::Display for Presets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (name, _)) in Rules::PRESETS.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}

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

    /// Reads `KEY=VALUE,...` in any order; options left out keep their
    /// defaults, and each may be given once. The empty string is the
    /// defaults. The first item may be a preset's name instead
    /// ([`Rules::PRESETS`]); the options then start from it.
    ///
    /// ```
    /// use jetan::{Escape, ParseRulesError, Rules, ThoatMove};
    /// let rules: Rules = "thoat=straight-first,escape=none".parse().unwrap();
    /// assert_eq!(rules.thoat, ThoatMove::StraightFirst);
    /// assert_eq!(rules.escape, Escape::None);
    /// assert_eq!(rules.to_string(), "thoat=straight-first,escape=none");
    /// assert!("thoat=flying".parse::<Rules>().is_err());
    /// assert_eq!("manator".parse(), Ok(Rules::MANATOR));
    /// let up_to: Rules = "manator,steps=up-to".parse().unwrap();
    /// assert_eq!(up_to.to_string(), "setup=manator,steps=up-to,capture=duel");
    /// assert_eq!(
    ///     "escape=none,escape=line".parse::<Rules>(),
    ///     Err(ParseRulesError::RepeatedKey("escape"))
    /// );
    /// ```
    fn from_str(s: &str) -> Result<Rules, ParseRulesError> {
        let mut rules = Rules::default();
        if s.is_empty() {
            return Ok(rules);
        }
        let mut seen = [false; OPTIONS.len()];
        for (i, item) in s.split(',').enumerate() {
            if item.is_empty() {
                return Err(ParseRulesError::EmptyItem { index: i + 1 });
            }
            if item.contains(char::is_whitespace) {
                return Err(ParseRulesError::WhiteSpace(item.into()));
            }
            let Some((key, value)) = item.split_once('=') else {
                let (name, preset) = Rules::PRESETS
                    .iter()
                    .find(|(name, _)| *name == item)
                    .ok_or_else(|| ParseRulesError::NotKeyValue(item.into()))?;
                if i > 0 {
                    return Err(ParseRulesError::PresetNotFirst { name, index: i + 1 });
                }
                rules = *preset;
                continue;
            };
            let which = OPTIONS
                .iter()
                .position(|o| o.key == key)
                .ok_or_else(|| ParseRulesError::UnknownKey(key.into()))?;
            let option = &OPTIONS[which];
            if core::mem::replace(&mut seen[which], true) {
                return Err(ParseRulesError::RepeatedKey(option.key));
            }
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
    fn option_texts_list_every_option_and_its_readings() {
        // NOTATION.md's keys and values (RULES.md section 9), in its
        // order, the default first and the added values last.
        let listed: Vec<(&str, &[&str])> =
            Rules::option_texts().map(|o| (o.key, o.readings)).collect();
        let expected: [(&str, &[&str]); 13] = [
            ("setup", &["appendix", "manator"]),
            ("steps", &["exact", "up-to"]),
            ("thoat", &["either", "straight-first", "jumping", "knight"]),
            ("panthan", &["forward", "diagonal-back"]),
            ("princess", &["brave", "frightened"]),
            ("escape", &["anywhere", "line", "none", "far"]),
            ("chief", &["draw", "removed"]),
            ("material", &["equal-value", "any", "off"]),
            ("no-move", &["draw", "loss"]),
            ("capture", &["replace", "duel"]),
            ("threat", &["vacated", "in-place"]),
            ("escape-when", &["any", "threatened"]),
            ("flier", &["walk", "leap"]),
        ];
        assert_eq!(listed, expected);
        for option in Rules::option_texts() {
            assert_eq!(
                Rules::default().option_text(option.key),
                Some(option.readings[0])
            );
            for &reading in option.readings {
                let text = alloc::format!("{}={}", option.key, reading);
                let rules: Rules = text.parse().unwrap();
                assert_eq!(rules.option_text(option.key), Some(reading), "{text}");
            }
        }
        assert_eq!(Rules::MANATOR.option_text("capture"), Some("duel"));
        assert_eq!(Rules::MANATOR.option_text("setup"), Some("manator"));
        assert_eq!(Rules::default().option_text("castling"), None);
    }

    #[test]
    fn presets_read_by_name_and_options_change_them() {
        // RULES.md section 10: Manator is its set-up and its duels.
        let manator: Rules = "manator".parse().unwrap();
        assert_eq!(
            (manator.setup, manator.capture),
            (Setup::Manator, Capture::Duel)
        );
        assert_eq!("appendix".parse(), Ok(Rules::default()));
        let changed: Rules = "manator,capture=replace".parse().unwrap();
        assert_eq!(changed, Rules::default().with_setup(Setup::Manator));
        // The published programs' table of `Rules`, row by row.
        assert_eq!(
            "jetan-agents".parse::<Rules>().map(|r| r.to_string()),
            Ok(
                "setup=manator,thoat=jumping,escape=far,chief=removed,material=off,\
                no-move=loss,threat=in-place,escape-when=threatened,flier=leap"
                    .into()
            )
        );
        assert_eq!(
            "friedlander".parse::<Rules>().map(|r| r.to_string()),
            Ok("thoat=jumping,material=any,no-move=loss".into())
        );
    }

    #[test]
    fn a_preset_comes_first_and_an_unknown_word_lists_them() {
        assert_eq!(
            "steps=up-to,manator".parse::<Rules>(),
            Err(ParseRulesError::PresetNotFirst {
                name: "manator",
                index: 2
            })
        );
        assert_eq!(
            "Manator".parse::<Rules>(),
            Err(ParseRulesError::NotKeyValue("Manator".into()))
        );
        assert_eq!(
            alloc::string::ToString::to_string(&"duels".parse::<Rules>().unwrap_err()),
            "rule option \"duels\" is not KEY=VALUE, nor a preset \
             (one of: appendix, manator, jetan-agents, friedlander)"
        );
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
            "rule option escape has no value \"never\" (one of: anywhere|line|none|far)"
        );
    }

    #[test]
    fn an_unknown_key_lists_every_key() {
        let error = "speed=fast".parse::<Rules>().unwrap_err();
        assert_eq!(
            alloc::string::ToString::to_string(&error),
            "unknown rule option \"speed\" (one of: setup, steps, thoat, panthan, princess, \
             escape, chief, material, no-move, capture, threat, escape-when, flier)"
        );
    }

    #[test]
    fn a_key_given_twice_is_refused_not_overridden() {
        // Not the later item winning silently: the text would say two
        // things of one option.
        assert_eq!(
            "thoat=jumping,escape=none,thoat=knight".parse::<Rules>(),
            Err(ParseRulesError::RepeatedKey("thoat"))
        );
        // Even when both items say the same.
        assert_eq!(
            "capture=duel,capture=duel".parse::<Rules>(),
            Err(ParseRulesError::RepeatedKey("capture"))
        );
    }

    #[test]
    fn spaces_and_stray_commas_are_named() {
        assert_eq!(
            "thoat = jumping".parse::<Rules>(),
            Err(ParseRulesError::WhiteSpace("thoat = jumping".into()))
        );
        assert_eq!(
            "thoat=jumping, escape=none".parse::<Rules>(),
            Err(ParseRulesError::WhiteSpace(" escape=none".into()))
        );
        assert_eq!(
            "steps=exact,".parse::<Rules>(),
            Err(ParseRulesError::EmptyItem { index: 2 })
        );
        assert_eq!(
            ",steps=exact".parse::<Rules>(),
            Err(ParseRulesError::EmptyItem { index: 1 })
        );
        assert_eq!(
            "steps=exact,,thoat=knight".parse::<Rules>(),
            Err(ParseRulesError::EmptyItem { index: 2 })
        );
        let text = alloc::string::ToString::to_string(&ParseRulesError::EmptyItem { index: 2 });
        assert!(text.contains("comma"), "{text}");
    }

    #[test]
    fn the_new_keys_read_as_notation_lists_them() {
        // NOTATION.md, `--rules`, and RULES.md section 9: the keys and
        // values that the readings of the published programs added.
        let rules: Rules = "capture=duel,threat=in-place,escape-when=threatened,flier=leap,\
                            escape=far,thoat=knight"
            .parse()
            .unwrap();
        assert_eq!(rules.capture, Capture::Duel);
        assert_eq!(rules.threat, PrincessThreat::InPlace);
        assert_eq!(rules.escape_when, EscapeWhen::Threatened);
        assert_eq!(rules.flier, FlierMove::Leap);
        assert_eq!(rules.escape, Escape::Far);
        assert_eq!(rules.thoat, ThoatMove::Knight);
        // Formatting keeps the order of RULES.md section 9.
        assert_eq!(
            rules.to_string(),
            "thoat=knight,escape=far,capture=duel,threat=in-place,escape-when=threatened,flier=leap"
        );
        for (text, allowed) in [
            ("capture=fight", "replace|duel"),
            ("threat=never", "vacated|in-place"),
            ("escape-when=always", "any|threatened"),
            ("flier=fly", "walk|leap"),
            ("thoat=camel", "either|straight-first|jumping|knight"),
        ] {
            let error = alloc::string::ToString::to_string(&text.parse::<Rules>().unwrap_err());
            assert!(
                error.ends_with(&alloc::format!("(one of: {allowed})")),
                "{error}"
            );
        }
    }
}
