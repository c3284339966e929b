//! RULES.md section 3, how pieces move: each kind's destinations worked out
//! by hand on positions built for it, and the Chief's walk held against the
//! plain reference on every square.

use crate::common;
use crate::common::position;
use crate::common::{destinations, names};

use jetan::{Position, SplitMix64, Square};

/// The two Princesses, out of the way of a piece on e5.
const PRINCESSES: [(&str, char); 2] = [("j1", 'p'), ("a10", 'P')];

#[test]
fn open_board_counts_of_the_table_in_section_3() {
    for (letter, expected) in [
        ('c', 48),
        ('f', 16),
        ('d', 16),
        ('a', 8),
        ('w', 8),
        ('t', 12),
        ('n', 5),
    ] {
        let pos = position(&[PRINCESSES[0], PRINCESSES[1], ("e5", letter)], 'b', "-");
        assert_eq!(destinations(&pos, "e5").len(), expected, "{letter}");
    }
    // The Princess herself, on e5, the other Princess far away (she never
    // threatens).
    let pos = position(&[("e5", 'p'), ("a10", 'P')], 'b', "-");
    assert_eq!(destinations(&pos, "e5").len(), 48);
}

#[test]
fn the_thoat_reaches_the_knight_squares_and_the_straight_neighbours() {
    let pos = position(&[PRINCESSES[0], PRINCESSES[1], ("e5", 't')], 'b', "-");
    assert_eq!(
        destinations(&pos, "e5"),
        names("c4 c6 d3 d7 f3 f7 g4 g6 d5 f5 e4 e6")
    );
}

#[test]
fn the_thoat_is_blocked_on_its_middle_square() {
    // All eight neighbours held by its own side: no move at all.
    let ring = ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"];
    let mut pieces: Vec<(&str, char)> = ring.iter().map(|&s| (s, 'n')).collect();
    pieces.extend([PRINCESSES[0], PRINCESSES[1], ("e5", 't')]);
    assert_eq!(
        destinations(&position(&pieces, 'b', "-"), "e5"),
        Vec::<String>::new()
    );
    // Straight neighbours held: only diagonal-first paths, to the eight
    // knight squares.
    let mut pieces: Vec<(&str, char)> =
        ["d5", "e4", "e6", "f5"].iter().map(|&s| (s, 'n')).collect();
    pieces.extend([PRINCESSES[0], PRINCESSES[1], ("e5", 't')]);
    assert_eq!(
        destinations(&position(&pieces, 'b', "-"), "e5"),
        names("c4 c6 d3 d7 f3 f7 g4 g6")
    );
    // Diagonal neighbours held: straight-first paths still reach all twelve.
    let mut pieces: Vec<(&str, char)> =
        ["d4", "d6", "f4", "f6"].iter().map(|&s| (s, 'n')).collect();
    pieces.extend([PRINCESSES[0], PRINCESSES[1], ("e5", 't')]);
    assert_eq!(destinations(&position(&pieces, 'b', "-"), "e5").len(), 12);
}

#[test]
fn the_dwar_is_blocked_by_friend_and_foe_and_captures_only_at_the_end() {
    // A friend on e6 and a foe on e4. e8 and e2 need the blocked squares;
    // d5 and f5 (one step aside) need three-step paths out and back through
    // e6 or e4; e4 itself is taken by going round (e5-d5-d4-e4).
    let pos = position(
        &[
            PRINCESSES[0],
            PRINCESSES[1],
            ("e5", 'd'),
            ("e6", 'n'),
            ("e4", 'N'),
        ],
        'b',
        "-",
    );
    assert_eq!(
        destinations(&pos, "e5"),
        names("b5 h5 e4 c4 c6 g4 g6 d3 d7 f3 f7")
    );
}

#[test]
fn a_panthan_on_the_far_rank_only_steps_sideways() {
    let pos = position(&[PRINCESSES[0], ("a10", 'P'), ("e10", 'n')], 'b', "-");
    assert_eq!(destinations(&pos, "e10"), names("d10 f10"));
    // An Orange Panthan on rank 1 likewise.
    let pos = position(&[("j10", 'p'), ("a10", 'P'), ("e1", 'N')], 'o', "-");
    assert_eq!(destinations(&pos, "e1"), names("d1 f1"));
}

#[test]
fn pieces_in_the_corner() {
    let corner = |letter| position(&[("j1", 'p'), ("j10", 'P'), ("a1", letter)], 'b', "-");
    assert_eq!(destinations(&corner('w'), "a1"), names("c1 a3 b2"));
    assert_eq!(destinations(&corner('a'), "a1"), names("c1 a3 c3"));
    // Every square of the 4 x 4 corner but its own: b1 by a1-a2-b2-b1.
    assert_eq!(destinations(&corner('c'), "a1").len(), 15);
    // Its only first step is b2, and no three diagonal steps from b2 come
    // back next to it: the Flier's reach is b2's far diagonals.
    assert_eq!(destinations(&corner('f'), "a1"), names("b4 d2 d4"));
}

#[test]
fn a_chief_never_steps_back_onto_its_own_path() {
    // Own Panthans on a2, b2, c2: the Chief's only first step is b1 and from
    // there c1. b1 could be reached on step 3 only as a1-b1-c1-b1, which
    // visits b1 twice, so it is no destination (a flood fill would say it is).
    let pos = position(
        &[
            ("j1", 'p'),
            ("j10", 'P'),
            ("a1", 'c'),
            ("a2", 'n'),
            ("b2", 'n'),
            ("c2", 'n'),
        ],
        'b',
        "-",
    );
    assert_eq!(destinations(&pos, "a1"), names("d1 d2"));
}

#[test]
fn the_chiefs_walk_agrees_with_the_plain_reference_on_every_square() {
    // RULES.md section 3: the Chief walks three king steps, no square
    // twice, over empty squares only. On every source square, under many
    // random blockers of both sides, the engine's Chief moves are the plain
    // reference's step-by-step search (with exact and up-to step counts).
    use crate::reference::{self, RefMove, RefPosition, RefRules};
    let mut rng = SplitMix64::new(3);
    // Blockers within each army's numbers (no Panthans, whose ranks are
    // restricted), with both Princesses and the other Chief.
    let others = ['w', 'w', 'a', 'a', 'd', 'd', 't', 't', 'f', 'f'];
    for rules_text in ["", "steps=up-to"] {
        let rules = RefRules::parse(rules_text).unwrap();
        // From an empty board around the Chief to all ten blockers a side.
        for crowd in 0..=others.len() {
            for chief in Square::all() {
                let mut free: Vec<Square> = Square::all().filter(|&s| s != chief).collect();
                rng.shuffle(&mut free);
                let mut pieces = vec![(chief.to_string(), 'c')];
                let mut place =
                    |letter: char| pieces.push((free.pop().unwrap().to_string(), letter));
                place('p');
                place('P');
                place('C');
                for &letter in &others[..crowd] {
                    place(letter);
                    if rng.below(2) == 0 {
                        place(letter.to_ascii_uppercase());
                    }
                }
                let list: Vec<(&str, char)> =
                    pieces.iter().map(|(s, c)| (s.as_str(), *c)).collect();
                let text = common::position_text(&list, 'b', "-");
                let pos = Position::from_text_with_rules(&text, rules_text.parse().unwrap())
                    .unwrap_or_else(|e| panic!("{text}: {e}"));
                let mine = common::destinations_where(&pos, &chief.to_string(), |_| true);
                let twin = RefPosition::parse(&text).unwrap();
                let mut expected: Vec<String> = twin
                    .legal_moves(&rules)
                    .iter()
                    .map(|m| RefMove::parse(m).unwrap())
                    .filter(|m| m.from == chief.index() as usize)
                    .map(|m| reference::square_name(m.to))
                    .collect();
                expected.sort();
                assert_eq!(mine, expected, "{rules_text:?} {text}");
            }
        }
    }
}
