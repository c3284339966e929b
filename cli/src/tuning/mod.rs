//! Fitting the evaluation's weights to played games (`jetan tune`,
//! docs/strength.md): positions labelled by who went on to win
//! ([`data`]), and the weights that best predict it ([`fit`]).

pub mod data;
pub mod fit;
