//! RULES.md section 8, counting moves: the public perft cases, worked out
//! independently of this crate, under the default rules and under the
//! readings of sections 9 and 10; the fast perft of the default rules held
//! against the plain path; and the plain reference held to the start's
//! counts (`reference_selfcheck`) and to the public cases
//! (`reference_variants`).

mod fast_perft;
mod interrupted;
mod public_cases;
mod public_variants;
mod reference_selfcheck;
mod reference_variants;
