//! The weights of the evaluation's features (`features.rs`), in 64ths of a
//! centipoint, one for the middle game and one for the end: the
//! evaluation mixes the two by how much material is left. Written by
//! `jetan tune`; docs/strength.md says how they were found.
//!
//! The hand-set weights of the evaluation; `trapped` doubled in both
//! phases, `room_16` doubled in the middle game and four times as much in
//! the end, each kept by sequential tests on the conversion suite.

use super::features::COUNT;

/// The weights when all the material of the start is on the board.
pub(crate) const MIDDLE: [i32; COUNT] = [
    // tempo
    640,
    // closing
    64,
    // escape
    3840,
    // room_1
    0,
    // room_3
    0,
    // room_6
    0,
    // room_10
    0,
    // room_16
    1280,
    // room_all
    0,
    // trapped
    -10240,
    // zone_threatened
    0,
    // edge
    0,
    // corner
    0,
    // near_1
    -1920,
    // near_2
    -1280,
    // near_3
    -640,
    // near_chief
    0,
    // near_flier
    0,
    // near_dwar
    0,
    // near_padwar
    0,
    // near_warrior
    0,
    // near_thoat
    0,
    // near_panthan
    0,
    // bound_away
    0,
    // panthans_past
    0,
    // chief_prey_near
    0,
    // chief_prey_far
    0,
];

/// The weights when only the royals are left.
pub(crate) const END: [i32; COUNT] = [
    // tempo
    640,
    // closing
    64,
    // escape
    3840,
    // room_1
    0,
    // room_3
    0,
    // room_6
    0,
    // room_10
    0,
    // room_16
    2560,
    // room_all
    0,
    // trapped
    -10240,
    // zone_threatened
    0,
    // edge
    0,
    // corner
    0,
    // near_1
    -1920,
    // near_2
    -1280,
    // near_3
    -640,
    // near_chief
    0,
    // near_flier
    0,
    // near_dwar
    0,
    // near_padwar
    0,
    // near_warrior
    0,
    // near_thoat
    0,
    // near_panthan
    0,
    // bound_away
    0,
    // panthans_past
    0,
    // chief_prey_near
    0,
    // chief_prey_far
    0,
];
