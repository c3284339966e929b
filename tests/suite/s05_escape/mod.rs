//! RULES.md section 5, the escape: worked out by hand (`by_hand`), and the
//! plain reference held to it by hand (`reference_selfcheck`). Its
//! property, bounded by the Princess's threat rule, is in
//! `s04_princess::prop_princess`.

mod by_hand;
mod reference_selfcheck;
