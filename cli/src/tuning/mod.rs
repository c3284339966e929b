//! Fitting the evaluation's weights to played games (`jetan tune`,
//! docs/strength.md): positions labelled by who went on to win
//! ([`data`]) or by a deeper search's score ([`scored`]), and the weights
//! that best predict it ([`fit`]).

pub mod data;
pub mod fit;
pub mod scored;
