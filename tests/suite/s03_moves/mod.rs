//! RULES.md section 3, how pieces move: worked out by hand (`by_hand`), as
//! properties on random positions (`prop_moves`), and the plain reference
//! held to the same rules by hand (`reference_selfcheck`).

mod by_hand;
mod prop_moves;
mod reference_selfcheck;
