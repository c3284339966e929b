//! How hard an engine seat searches: the library's limits of a strength,
//! its skill level ([`Skill`], the library's own), the table its search
//! needs, and the bounds of a game between two engines.

use crate::seat::{MAX_SKILL, Strength};
use jetan::search::{Limits, Skill};
use std::time::Duration;

/// The largest transposition table of a move's search, in MiB: room for a
/// million positions and more, for the strongest seats and time limits.
pub const MAX_TABLE_MIB: usize = 16;

/// Bytes a table needs for each position searched, about: an entry is 16
/// bytes, and a search stores each position at most once.
const BYTES_A_NODE: u64 = 16;

/// Positions a move at full strength (skill 20), which the library leaves
/// to the limits: the next step of its scale, `250 * 2^(0.6 * 20)`, about
/// a second of one core.
pub const FULL_SKILL_NODES: u64 = 1_024_000;

/// The search limits of a strength. A skill level is searched with the
/// library's [`Skill`], which holds a level below 20 to its own budget
/// (`250 * 2^(0.6 K)` positions: 250 at 0, 16,000 at 10, 675,588 at 19)
/// and chooses among its best lines; these limits only bound level 20.
pub fn limits(strength: Strength) -> Limits {
    match strength {
        Strength::Nodes(n) => Limits::nodes(n),
        Strength::MovetimeMs(ms) => Limits::time(Duration::from_millis(ms)),
        Strength::Skill(_) => Limits::nodes(FULL_SKILL_NODES),
    }
}

/// The library's skill level of a strength: the level asked for, or full
/// strength for the seats given in positions or time.
pub fn skill(strength: Strength) -> Skill {
    match strength {
        Strength::Skill(k) => Skill::new(k.min(MAX_SKILL) as u8).unwrap_or(Skill::FULL),
        Strength::Nodes(_) | Strength::MovetimeMs(_) => Skill::FULL,
    }
}

/// The most positions a move at skill `k` (held to 0..=20) searches.
pub fn skill_nodes(k: u32) -> u64 {
    skill(Strength::Skill(k))
        .node_budget()
        .unwrap_or(FULL_SKILL_NODES)
}

/// The table of a search at `strength`, in MiB: what its positions fill,
/// from 1 to [`MAX_TABLE_MIB`]. A new table is written in full before the
/// search starts (16 MiB take a few milliseconds), which would cost a weak
/// seat of a few hundred positions far more than its search.
pub fn table_mib(strength: Strength) -> usize {
    let nodes = match strength {
        Strength::Skill(k) => skill_nodes(k),
        Strength::Nodes(n) => n,
        Strength::MovetimeMs(_) => return MAX_TABLE_MIB,
    };
    let mib = nodes.saturating_mul(BYTES_A_NODE).div_ceil(1 << 20);
    (mib as usize).clamp(1, MAX_TABLE_MIB)
}

/// The most positions a move of a game between two engines may search:
/// such a game is only watched, and its moves wait behind the players'.
pub const EXHIBITION_MAX_NODES: u64 = 1_000_000;

/// The longest a move of a game between two engines may take.
pub const EXHIBITION_MAX_MOVETIME_MS: u64 = 2_000;

/// Whether `strength` may play in a game between two engines: `Err` says
/// the bound it passes.
pub fn exhibition_allows(strength: Strength) -> Result<(), String> {
    match strength {
        Strength::Nodes(n) if n > EXHIBITION_MAX_NODES => Err(format!(
            "in a game between two engines a seat searches at most {EXHIBITION_MAX_NODES} positions a move, not {n}"
        )),
        Strength::MovetimeMs(ms) if ms > EXHIBITION_MAX_MOVETIME_MS => Err(format!(
            "in a game between two engines a seat thinks at most {EXHIBITION_MAX_MOVETIME_MS} ms a move, not {ms}"
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_holds_what_the_search_visits() {
        // 250 * 16 bytes: well under 1 MiB; 1,024,000 * 16 = 15.6 MiB -> 16.
        assert_eq!(table_mib(Strength::Skill(0)), 1);
        assert_eq!(table_mib(Strength::Skill(20)), 16);
        assert_eq!(table_mib(Strength::Nodes(200_000)), 4); // 3.05 MiB -> 4
        assert_eq!(table_mib(Strength::Nodes(20_000_000)), 16);
        assert_eq!(table_mib(Strength::MovetimeMs(100)), 16);
    }

    #[test]
    fn skill_levels_follow_the_library_and_grow_by_half() {
        // 250 * 2^(0.6 k): 2^6 = 64 at k = 10, 2^12 = 4096 at k = 20.
        assert_eq!(skill_nodes(0), 250);
        assert_eq!(skill_nodes(10), 16_000);
        assert_eq!(skill_nodes(20), 1_024_000);
        assert_eq!(skill_nodes(99), 1_024_000);
        for k in 1..=20 {
            let ratio = skill_nodes(k) as f64 / skill_nodes(k - 1) as f64;
            assert!((1.50..1.53).contains(&ratio), "level {k}: {ratio}");
        }
        assert_eq!(skill(Strength::Skill(7)).level(), 7);
        assert_eq!(skill(Strength::Nodes(100)), Skill::FULL);
    }
}
