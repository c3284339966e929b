//! A side as the options name it (`--human orange`): the library's
//! [`Color`], read by its own names.

use clap::builder::{PossibleValuesParser, TypedValueParser, ValueParser};
use jetan::Color;

/// Reads `black` or `orange` into a [`Color`]; clap lists both in its
/// help and errors.
pub fn side() -> ValueParser {
    PossibleValuesParser::new(["black", "orange"])
        .try_map(|name| name.parse::<Color>())
        .into()
}
