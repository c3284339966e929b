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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Score;
    use crate::types::Move;
    use alloc::vec;

    fn line(moves: &[&str], centipoints: i32) -> Line {
        Line {
            score: Score::from_centipoints(centipoints),
            pv: moves.iter().map(|m| m.parse::<Move>().unwrap()).collect(),
        }
    }

    #[test]
    fn the_lines_cut_short_are_completed_by_other_first_moves() {
        let old = [
            line(&["b2b3"], 30),
            line(&["a2a3", "a9a8"], 20),
            line(&["c2c3"], 10),
        ];
        // a2a3 was found again at this depth: the old line of a2a3 is not
        // added, the others are, up to the lines wanted.
        let mut found = vec![line(&["a2a3", "j9j8"], 25)];
        merge(&mut found, &old, 3);
        assert_eq!(
            found,
            [line(&["a2a3", "j9j8"], 25), old[0].clone(), old[2].clone()]
        );
        let mut two = vec![line(&["a2a3", "j9j8"], 25)];
        merge(&mut two, &old, 2);
        assert_eq!(two, [line(&["a2a3", "j9j8"], 25), old[0].clone()]);
    }
}
