//! RULES.md section 10, the Manator game's duels: worked out by hand
//! (`by_hand`) and as properties on random positions (`prop_duels`).

mod by_hand;
mod prop_duels;
