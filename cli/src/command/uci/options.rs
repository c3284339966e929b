//! The engine's options (PROTOCOL.md, `setoption`): their `option` lines
//! for `uci`, their values, and reading a new value. What the engine does
//! with a value is `wiring.rs`'s business.

use jetan::DuelModel;
use jetan::search::Searcher;
use jetan::{MAX_LEGAL_MOVES, Rules};

/// The options, in the order `uci` lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// `Rules`, the text form of the rule options.
    Rules,
    /// `Hash`, MiB of transposition table.
    Hash,
    /// `Threads`.
    Threads,
    /// `MultiPV`, how many best lines to report.
    MultiPv,
    /// `Skill`, a playing strength below full.
    Skill,
    /// `Contempt`, centipoints.
    Contempt,
    /// `DuelModel`, how the engine weighs the outcomes of a duel.
    DuelModel,
}

impl Name {
    /// Every option.
    pub const ALL: [Name; 7] = [
        Name::Rules,
        Name::Hash,
        Name::Threads,
        Name::MultiPv,
        Name::Skill,
        Name::Contempt,
        Name::DuelModel,
    ];

    /// The name as `uci` writes it.
    pub fn text(self) -> &'static str {
        match self {
            Name::Rules => "Rules",
            Name::Hash => "Hash",
            Name::Threads => "Threads",
            Name::MultiPv => "MultiPV",
            Name::Skill => "Skill",
            Name::Contempt => "Contempt",
            Name::DuelModel => "DuelModel",
        }
    }

    /// The option named `text`, in any case (UCI's names are not case
    /// sensitive).
    pub fn find(text: &str) -> Option<Name> {
        Name::ALL
            .into_iter()
            .find(|n| n.text().eq_ignore_ascii_case(text))
    }
}

/// A whole-number option: its range and default.
struct Spin {
    default: i64,
    min: i64,
    max: i64,
}

/// The spin options' ranges. `Hash` stops at 1 GiB, which a search of
/// minutes fills; `Skill` runs from 0, the weakest, to 20, full strength.
fn spin(name: Name) -> Option<Spin> {
    let (default, min, max) = match name {
        Name::Hash => (DEFAULT_HASH_MIB as i64, 1, 1024),
        Name::Threads => (1, 1, 256),
        Name::MultiPv => (1, 1, MAX_LEGAL_MOVES as i64),
        Name::Skill => (i64::from(FULL_SKILL), 0, i64::from(FULL_SKILL)),
        Name::Contempt => (
            i64::from(Searcher::DEFAULT_CONTEMPT_CENTIPOINTS),
            -MAX_CONTEMPT,
            MAX_CONTEMPT,
        ),
        Name::Rules | Name::DuelModel => return None,
    };
    Some(Spin { default, min, max })
}

/// The table's size before `setoption name Hash`.
pub const DEFAULT_HASH_MIB: usize = 16;
/// `Skill` at full strength: its default and its top.
pub const FULL_SKILL: u32 = 20;
/// The library holds contempt within this many centipoints either way.
const MAX_CONTEMPT: i64 = 10_000;
/// The value of `Rules` that names the default rules.
const DEFAULT_RULES: &str = "appendix";

/// The value of every option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// `Rules`.
    pub rules: Rules,
    /// `Hash`, MiB.
    pub hash_mib: usize,
    /// `Threads`.
    pub threads: usize,
    /// `MultiPV`.
    pub multipv: usize,
    /// `Skill`, 0 to [`FULL_SKILL`].
    pub skill: u32,
    /// `Contempt`, centipoints.
    pub contempt: i32,
    /// `DuelModel`.
    pub duel: DuelModel,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rules: Rules::default(),
            hash_mib: DEFAULT_HASH_MIB,
            threads: 1,
            multipv: 1,
            skill: FULL_SKILL,
            contempt: Searcher::DEFAULT_CONTEMPT_CENTIPOINTS,
            duel: DuelModel::FAIR,
        }
    }
}

/// The `option` lines that `uci` answers, one an option.
pub fn declarations() -> Vec<String> {
    Name::ALL
        .into_iter()
        .map(|name| match spin(name) {
            Some(Spin { default, min, max }) => format!(
                "option name {} type spin default {default} min {min} max {max}",
                name.text()
            ),
            None => {
                let default = if name == Name::Rules {
                    DEFAULT_RULES
                } else {
                    "fair"
                };
                format!("option name {} type string default {default}", name.text())
            }
        })
        .collect()
}

impl Settings {
    /// Sets the option `name` to `value`; answers which option it is, or
    /// what is wrong (the settings are then unchanged).
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Name, String> {
        let option = Name::find(name).ok_or_else(|| {
            let names: Vec<&str> = Name::ALL.iter().map(|n| n.text()).collect();
            format!(
                "no option named {name:?} (the options: {})",
                names.join(", ")
            )
        })?;
        let label = option.text();
        let value = value.ok_or_else(|| format!("setoption name {label}: the value is missing"))?;
        if let Some(Spin { min, max, .. }) = spin(option) {
            let n = value
                .parse::<i64>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .ok_or_else(|| {
                    format!("{label}: {value:?} is not a whole number from {min} to {max}")
                })?;
            // Within its range, each value fits its field.
            match option {
                Name::Hash => self.hash_mib = n as usize,
                Name::Threads => self.threads = n as usize,
                Name::MultiPv => self.multipv = n as usize,
                Name::Skill => self.skill = n as u32,
                _ => self.contempt = n as i32,
            }
        } else if option == Name::Rules {
            self.rules = if value == DEFAULT_RULES {
                Rules::default()
            } else {
                value
                    .parse()
                    .map_err(|e: jetan::ParseRulesError| format!("Rules: {e}"))?
            };
        } else {
            self.duel = duel_model(value)?;
        }
        Ok(option)
    }
}

/// `fair`, or the attacker's wins in a thousand duels.
fn duel_model(value: &str) -> Result<DuelModel, String> {
    if value == "fair" {
        return Ok(DuelModel::FAIR);
    }
    crate::options::count::whole::<u16>(value)
        .ok()
        .and_then(DuelModel::from_per_mille)
        .ok_or_else(|| {
            format!("DuelModel: {value:?} is neither fair nor a whole number from 0 to 1000")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read_in_any_case() {
        assert_eq!(Name::find("multipv"), Some(Name::MultiPv));
        assert_eq!(Name::find("HASH"), Some(Name::Hash));
        assert_eq!(Name::find("Hash Size"), None);
    }

    #[test]
    fn values_out_of_range_leave_the_settings_unchanged() {
        let mut settings = Settings::default();
        for (name, value) in [
            ("Hash", "0"),
            ("Hash", "1025"),
            ("Hash", "sixteen"),
            ("Skill", "21"),
            ("Contempt", "10001"),
            ("DuelModel", "1001"),
            ("DuelModel", "-1"),
            ("Rules", "thoat=flying"),
            ("Ponder", "true"),
        ] {
            assert!(settings.set(name, Some(value)).is_err(), "{name} {value}");
        }
        assert!(settings.set("Hash", None).is_err());
        assert_eq!(settings, Settings::default());
    }

    #[test]
    fn values_in_range_are_kept() {
        let mut settings = Settings::default();
        assert_eq!(settings.set("hash", Some("1")), Ok(Name::Hash));
        assert_eq!(settings.hash_mib, 1);
        assert_eq!(settings.set("Contempt", Some("-10000")), Ok(Name::Contempt));
        assert_eq!(settings.contempt, -10_000);
        settings.set("DuelModel", Some("750")).unwrap();
        assert_eq!(settings.duel, DuelModel::from_per_mille(750).unwrap());
        settings
            .set("Rules", Some("setup=manator,capture=duel"))
            .unwrap();
        assert_eq!(
            settings.rules,
            "setup=manator,capture=duel".parse().unwrap()
        );
        settings.set("Rules", Some("appendix")).unwrap();
        assert_eq!(settings.rules, Rules::default());
    }
}
