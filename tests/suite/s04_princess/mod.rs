//! RULES.md section 4, the Princess: worked out by hand (`by_hand`), as
//! properties on random positions (`prop_princess`, with the escape that
//! the same threat rule bounds), and the plain reference held to the same
//! rules by hand (`reference_selfcheck`).

mod by_hand;
mod prop_princess;
mod reference_selfcheck;
