//! RULES.md section 2, the pieces and the starting position: set-ups built
//! from a board by hand and checked with every problem at once (`by_hand`),
//! and the plain reference's start positions (`reference_selfcheck`).

mod by_hand;
mod reference_selfcheck;
