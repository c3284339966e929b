//! The weights of the evaluation's features (`features.rs`), in 64ths of a
//! centipoint, one for the middle game and one for the end: the
//! evaluation mixes the two by how much material is left. Written by
//! `jetan tune`; docs/strength.md says how they were found.
//!
//! Fitted from the hand-set weights to the scores of a search of 200,000
//! positions (docs/strength.md, "Fitted to a deeper search's scores"):
//! jetan tune --scores --mix 0 --iterations 300 --rate 10 --pull 0: 25855
//! positions scored by a deeper search, k = 0.1282, mean squared error
//! 0.007944 before, 0.006815 after; the weights moved 3.3944 squared
//! points.

use super::features::COUNT;

/// The weights when all the material of the start is on the board.
pub(crate) const MIDDLE: [i32; COUNT] = [
    // tempo
    3175,
    // closing
    36,
    // escape
    5768,
    // room_1
    1616,
    // room_3
    1824,
    // room_6
    1743,
    // room_10
    1188,
    // room_16
    872,
    // room_all
    -535,
    // trapped
    -12295,
    // zone_threatened
    -858,
    // edge
    1302,
    // corner
    2746,
    // near_1
    -4094,
    // near_2
    -3569,
    // near_3
    -2285,
    // near_chief
    -1649,
    // near_flier
    2635,
    // near_dwar
    -2145,
    // near_padwar
    -2238,
    // near_warrior
    -2506,
    // near_thoat
    -1321,
    // near_panthan
    -2129,
    // bound_away
    219,
    // panthans_past
    -2198,
    // chief_prey_near
    -228,
    // chief_prey_far
    -274,
];

/// The weights when only the royals are left.
pub(crate) const END: [i32; COUNT] = [
    // tempo
    2894,
    // closing
    67,
    // escape
    5970,
    // room_1
    1392,
    // room_3
    1664,
    // room_6
    1581,
    // room_10
    1274,
    // room_16
    2569,
    // room_all
    -259,
    // trapped
    -11967,
    // zone_threatened
    -109,
    // edge
    -2649,
    // corner
    -475,
    // near_1
    -3815,
    // near_2
    -2530,
    // near_3
    235,
    // near_chief
    2297,
    // near_flier
    1958,
    // near_dwar
    -2235,
    // near_padwar
    -808,
    // near_warrior
    325,
    // near_thoat
    -1845,
    // near_panthan
    -889,
    // bound_away
    -267,
    // panthans_past
    -649,
    // chief_prey_near
    132,
    // chief_prey_far
    -343,
];
