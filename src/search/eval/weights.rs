//! The weights of the evaluation's features (`features.rs`), in 64ths of a
//! centipoint, one for the middle game and one for the end: the
//! evaluation mixes the two by how much material is left. Written by
//! `jetan tune`; docs/strength.md says how they were found.
//!
//! Fitted from the weights of the first fit to the scores, with the
//! lesser kinds' worth in play added, to the scores of two rounds of
//! self-play labelled by a search of 200,000 positions (docs/strength.md,
//! "Fitted again, with each kind's worth"):
//! jetan tune --scores --mix 0 --iterations 300 --rate 10 --pull 0: 53094
//! positions scored by a deeper search, k = 0.1241, mean squared error
//! 0.005797 before, 0.005623 after; the weights moved 4.0409 squared
//! points.

use super::features::COUNT;

/// The weights when all the material of the start is on the board.
pub(crate) const MIDDLE: [i32; COUNT] = [
    // tempo
    5071,
    // closing
    -50,
    // escape
    6496,
    // room_1
    366,
    // room_3
    2691,
    // room_6
    3029,
    // room_10
    1929,
    // room_16
    -281,
    // room_all
    -100,
    // trapped
    -14324,
    // zone_threatened
    -876,
    // edge
    755,
    // corner
    6096,
    // near_1
    -6633,
    // near_2
    -6305,
    // near_3
    -3380,
    // near_chief
    -4284,
    // near_flier
    5030,
    // near_dwar
    -3895,
    // near_padwar
    -4998,
    // near_warrior
    -5474,
    // near_thoat
    -1002,
    // near_panthan
    -4742,
    // bound_away
    1341,
    // panthans_past
    -4862,
    // chief_prey_near
    81,
    // chief_prey_far
    -275,
    // flier
    731,
    // dwar
    -1549,
    // padwar
    2369,
    // warrior
    -1584,
    // thoat
    -786,
    // panthan
    2164,
];

/// The weights when only the royals are left.
pub(crate) const END: [i32; COUNT] = [
    // tempo
    2883,
    // closing
    114,
    // escape
    7486,
    // room_1
    2122,
    // room_3
    2976,
    // room_6
    2552,
    // room_10
    2167,
    // room_16
    1740,
    // room_all
    -127,
    // trapped
    -13416,
    // zone_threatened
    -282,
    // edge
    -3308,
    // corner
    -2170,
    // near_1
    -2900,
    // near_2
    -1624,
    // near_3
    1728,
    // near_chief
    4749,
    // near_flier
    1870,
    // near_dwar
    -4084,
    // near_padwar
    953,
    // near_warrior
    1660,
    // near_thoat
    -3504,
    // near_panthan
    519,
    // bound_away
    1415,
    // panthans_past
    896,
    // chief_prey_near
    -225,
    // chief_prey_far
    -498,
    // flier
    2162,
    // dwar
    1906,
    // padwar
    2331,
    // warrior
    1941,
    // thoat
    1553,
    // panthan
    -93,
];
