//! RULES.md section 10, the Manator game's duels: worked out by hand
//! (`by_hand`), as properties on random positions (`prop_duels`), and the
//! plain reference held to them by hand (`reference_selfcheck`).

mod by_hand;
mod prop_duels;
mod reference_selfcheck;
