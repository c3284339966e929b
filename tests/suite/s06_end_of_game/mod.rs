//! RULES.md section 6, the end of the game: each way a game ends worked out
//! by hand (`by_hand`), and the plain reference held to them by hand
//! (`reference_selfcheck`).

mod by_hand;
mod reference_selfcheck;
