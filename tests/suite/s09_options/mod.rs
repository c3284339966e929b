//! RULES.md section 9, the rule options: each option worked out by hand
//! against the default reading on the same position (`by_hand`), the
//! readings the published programs play (`readings`), and the plain
//! reference held to the options by hand (`reference_selfcheck`).

mod by_hand;
mod readings;
mod reference_selfcheck;
