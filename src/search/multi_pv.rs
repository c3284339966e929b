//! MultiPV: the lines of a depth that a limit cut short, completed from
//! the depth before.

use super::report::Line;
use alloc::vec::Vec;

/// `found`, the first lines of a depth cut short, followed by the lines
/// of the depth before (`old`) whose first move is not among them, up to
/// `wanted` lines.
pub(super) fn merge(found: &mut Vec<Line>, old: &[Line], wanted: usize) {
    for line in old {
        if found.len() >= wanted {
            break;
        }
        if !found.iter().any(|f| f.pv.first() == line.pv.first()) {
            found.push(line.clone());
        }
    }
}
