//! RULES.md section 9, the rule options: each option worked out by hand
//! against the default reading on the same position (`by_hand`), and the
//! readings the published programs play (`readings`).

mod by_hand;
mod readings;
