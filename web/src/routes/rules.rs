//! `GET /api/rules`: the crate's presets and its rule options, so that a
//! page offers every reading without a table of its own, and the engine's
//! levels.

use crate::engine::levels::{DEFAULT_LEVEL, LEVELS, Level};
use axum::Json;
use jetan::Rules;
use serde::Serialize;

/// The presets and the options, and the engine's levels.
#[derive(Serialize)]
pub struct RulesView {
    presets: Vec<PresetView>,
    options: Vec<OptionView>,
    levels: &'static [Level],
    default_level: &'static str,
}

#[derive(Serialize)]
struct PresetView {
    /// The preset's name, which the rules text reads as it (`manator`).
    name: &'static str,
    /// Its rules written out as rules text (`setup=manator,capture=duel`).
    rules: String,
}

#[derive(Serialize)]
struct OptionView {
    /// The option's key (`escape-when`).
    key: &'static str,
    /// Its readings' texts, the default first.
    readings: &'static [&'static str],
}

/// `GET /api/rules`: the crate's presets (`Rules::PRESETS`) and every rule
/// option with its readings (`Rules::option_texts`), in the order of
/// RULES.md section 9.
pub async fn rules() -> Json<RulesView> {
    Json(RulesView {
        presets: Rules::PRESETS
            .iter()
            .map(|(name, rules)| PresetView {
                name,
                rules: rules.to_string(),
            })
            .collect(),
        options: Rules::option_texts()
            .map(|o| OptionView {
                key: o.key,
                readings: o.readings,
            })
            .collect(),
        levels: &LEVELS,
        default_level: DEFAULT_LEVEL,
    })
}
