//! RULES.md section 9 in the plain reference (`crate::reference`), worked
//! out by hand (the shared helpers are in `crate::reference_selfcheck`):
//! the Thoat readings, steps up to the count, the frightened Princess, and
//! the readings of the published programs (the leaping Flier, the knight
//! Thoat, the threat judged in place, the escape only while threatened, the
//! far escape, the JetanAgents counts, the leapers under `steps=up-to`).

use crate::common::names;
use crate::reference_selfcheck::{
    board, destinations, escapes, ref_square, rules, with_princesses,
};

use crate::reference::{Color, Kind, RefPosition, RefRules, square_name};

/// Thoat readings: either order, straight step first, jumping.
#[test]
fn thoat_options() {
    let either = rules("escape=none");
    let straight_first = rules("escape=none,thoat=straight-first");
    let jumping = rules("escape=none,thoat=jumping");
    let base = [
        ("a1", Color::Black, Kind::Thoat),
        ("a5", Color::Black, Kind::Princess),
        ("j10", Color::Orange, Kind::Princess),
        ("a2", Color::Black, Kind::Panthan),
        ("b1", Color::Black, Kind::Warrior),
    ];
    // a2 and b1 blocked: only the diagonal-first paths a1-b2-{b3, c2} remain.
    let pos = board(&base);
    assert_eq!(destinations(&pos, "a1", &either), ["b3", "c2"]);
    assert!(destinations(&pos, "a1", &straight_first).is_empty());
    assert_eq!(destinations(&pos, "a1", &jumping), ["b3", "c2"]);
    // b2 blocked too: only the jumping Thoat moves, over any middle square.
    let mut walled = base.to_vec();
    walled.push(("b2", Color::Black, Kind::Panthan));
    let pos = board(&walled);
    assert!(destinations(&pos, "a1", &either).is_empty());
    assert_eq!(destinations(&pos, "a1", &jumping), ["b3", "c2"]);
}

/// Under steps=up-to a move may stop early, and a capture ends it early.
#[test]
fn up_to_capture_early() {
    // As in `blocking_and_capture`: Black Dwar a1, Orange Panthan a2.
    let pos = RefPosition::parse("9P/10/10/10/10/p9/10/10/N9/d9 b - 0 1").unwrap();
    let r = rules("steps=up-to");
    assert_eq!(
        destinations(&pos, "a1", &r),
        ["a2", "b1", "b2", "b3", "c1", "c2", "d1"]
    );
    assert_eq!(
        pos.path("a1a2", &r).unwrap(),
        vec![ref_square("a1"), ref_square("a2")]
    );
}

/// Frightened Princess: every square of her path after the start must be
/// unthreatened, not only the last.
#[test]
fn frightened_princess() {
    // Black Princess a1; Orange Panthans on b1 (threatens c1 sideways) and c3
    // (threatens c2, b2, d2 going south, b3, d3 sideways). d1 itself is not
    // threatened, but every three-step path a1-?-{c1, c2}-d1 passes c1 or c2.
    let pos = board(&[
        ("a1", Color::Black, Kind::Princess),
        ("b1", Color::Orange, Kind::Panthan),
        ("c3", Color::Orange, Kind::Panthan),
        ("j10", Color::Orange, Kind::Princess),
    ]);
    let brave = rules("escape=none");
    let frightened = rules("escape=none,princess=frightened");
    assert!(!pos.threatened(ref_square("d1"), &brave));
    assert!(pos.threatened(ref_square("c1"), &brave) && pos.threatened(ref_square("c2"), &brave));
    assert!(destinations(&pos, "a1", &brave).contains(&"d1".to_string()));
    assert!(!destinations(&pos, "a1", &frightened).contains(&"d1".to_string()));
    // Her path may jump the Panthan on b1 (a1-b1-c... is blocked only by
    // threat): a1-a2-a3-a4 is safe in both readings.
    assert!(destinations(&pos, "a1", &frightened).contains(&"a4".to_string()));
}

/// `flier=leap`: the offsets (+-1,+-1) (+-1,+-3) (+-3,+-1) (+-3,+-3) kept
/// where they land on the board; the walk needs three diagonal steps on it.
#[test]
fn a_leaping_flier_reaches_the_corner_squares_a_walk_cannot() {
    let walk = rules("escape=none");
    let leap = rules("escape=none,flier=leap");
    let flier_on = |s: &str| with_princesses(&[(s, Color::Black, Kind::Flier)]);
    let dests = |s: &str, r: &RefRules| destinations(&flier_on(s), s, r);
    // From a1 the walk's only first step is b2; from there a3, c3 or c1,
    // then b4 (a1-b2-a3-b4 or -c3-b4), d4 and d2: b2 itself would need b2
    // twice. The leap adds (+1,+1) = b2; the other offsets are off the board.
    assert_eq!(dests("a1", &walk), names("b4 d2 d4"));
    assert_eq!(dests("a1", &leap), names("b2 b4 d2 d4"));
    // From b2 the walk reaches a3 a5 c1 c3 c5 e1 e3 e5 (a3: b2-c3-b4-a3,
    // c3: b2-a3-b4-c3, c1: b2-c3-d2-c1, the rest straight on); a1 is a dead
    // end (its only diagonal neighbour is b2). The leap adds (-1,-1) = a1.
    assert_eq!(dests("b2", &walk), names("a3 a5 c1 c3 c5 e1 e3 e5"));
    assert_eq!(dests("b2", &leap), names("a1 a3 a5 c1 c3 c5 e1 e3 e5"));
    // Along an edge, away from a corner, the two agree: from b1 both give
    // a2 c2 (one step), a4 c4 (+-1,+3), e2 (+3,+1), e4 (+3,+3).
    let b1 = names("a2 a4 c2 c4 e2 e4");
    assert_eq!(dests("b1", &walk), b1);
    assert_eq!(dests("b1", &leap), b1);
    // Far from the edges: the 16 squares of RULES.md 3, both ways.
    assert_eq!(dests("e5", &leap), dests("e5", &walk));
    // The leap captures on its end square and never lands on its own side:
    // an Orange Panthan on b2 is taken, a Black one blocks.
    let mut pos = flier_on("a1");
    pos.board[ref_square("b2")] = Some((Color::Orange, Kind::Panthan));
    assert!(destinations(&pos, "a1", &leap).contains(&"b2".to_string()));
    pos.board[ref_square("b2")] = Some((Color::Black, Kind::Panthan));
    assert_eq!(destinations(&pos, "a1", &leap), names("b4 d2 d4"));
}

/// `thoat=knight`: a jump to the eight knight squares, nothing else.
#[test]
fn a_knight_thoat_jumps_to_the_knight_squares_only() {
    let either = rules("escape=none");
    let jumping = rules("escape=none,thoat=jumping");
    let knight = rules("escape=none,thoat=knight");
    let knight_squares = names("c4 c6 d3 d7 f3 f7 g4 g6");
    // On an empty board: either order gives the knight squares and the
    // four straight neighbours (RULES.md 3); the knight only the former.
    let alone = with_princesses(&[("e5", Color::Black, Kind::Thoat)]);
    assert_eq!(
        destinations(&alone, "e5", &either),
        names("c4 c6 d3 d7 f3 f7 g4 g6 d5 f5 e4 e6")
    );
    assert_eq!(destinations(&alone, "e5", &knight), knight_squares);
    // Walled in by eight Black Panthans: the walking Thoat has no first
    // step; the jumping one still reaches the knight squares (its straight
    // neighbours hold its own side); the knight jumps out the same way.
    let mut walled = vec![("e5", Color::Black, Kind::Thoat)];
    for s in ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"] {
        walled.push((s, Color::Black, Kind::Panthan));
    }
    let pos = with_princesses(&walled);
    assert!(destinations(&pos, "e5", &either).is_empty());
    assert_eq!(destinations(&pos, "e5", &jumping), knight_squares);
    assert_eq!(destinations(&pos, "e5", &knight), knight_squares);
    // In the corner: (+1,+2) b3 and (+2,+1) c2.
    let corner = with_princesses(&[("a1", Color::Black, Kind::Thoat)]);
    assert_eq!(destinations(&corner, "a1", &knight), names("b3 c2"));
}

/// `threat=in-place`: her own square still blocks a line through it.
/// Black Princess e2, Orange Dwar e4 (three straight steps: (+-1,0) (0,+-1)
/// (+-3,0) (0,+-3) (+-2,+-1) (+-1,+-2)).
#[test]
fn her_square_blocks_a_dwar_line_when_threat_is_judged_in_place() {
    let mut pos = board(&[
        ("e2", Color::Black, Kind::Princess),
        ("e4", Color::Orange, Kind::Dwar),
        ("a10", Color::Orange, Kind::Princess),
    ]);
    pos.escapes = [false, false];
    let vacated = RefRules::default();
    let in_place = rules("threat=in-place");
    // With e2 vacated the Dwar reaches its 16 squares; e1 only by
    // e4-e3-e2-e1, the one path to (0,-3). e2 itself is (0,-2), which three
    // straight steps never give (odd parity).
    let dwar = names("d4 f4 e5 e3 b4 h4 e7 e1 c5 c3 g5 g3 d6 d2 f6 f2");
    let threatened = |r: &RefRules| -> Vec<String> {
        let map = pos.threats_against(Color::Black, r);
        let mut v: Vec<String> = (0..100).filter(|&s| map[s]).map(square_name).collect();
        v.sort();
        v
    };
    assert_eq!(threatened(&vacated), dwar);
    // In place, e1 is the only square lost: d2 and f2 have paths beside her
    // (e4-d4-d3-d2), e3 has e4-d4-d3-e3.
    let without_e1: Vec<String> = dwar.iter().filter(|s| *s != "e1").cloned().collect();
    assert_eq!(threatened(&in_place), without_e1);
    // Her moves: the 35 squares within three king steps (files b-h, ranks
    // 1-5), less her own and the Dwar's (she never captures): 33; less the
    // 13 threatened ones among them (all of the Dwar's but e7, d6, f6): 20.
    // In place e1 is open too: 21.
    let moves = destinations(&pos, "e2", &vacated);
    assert_eq!(moves.len(), 20);
    assert!(!moves.contains(&"e1".to_string()));
    let moves = destinations(&pos, "e2", &in_place);
    assert_eq!(moves.len(), 21);
    assert!(moves.contains(&"e1".to_string()));
    // The escape follows the same map: with her escape back, e1 is an
    // escape square in place and not vacated.
    pos.escapes = [true, false];
    assert!(escapes(&pos, &in_place).contains(&"e1".to_string()));
    assert!(!escapes(&pos, &vacated).contains(&"e1".to_string()));
}

/// `escape-when=threatened`: the escape only while an opposing piece could
/// take her where she stands.
#[test]
fn the_escape_waits_until_she_is_threatened() {
    let threatened = rules("escape-when=threatened");
    let any = RefRules::default();
    // Black Princess e2, Orange Dwar e4: (0,-2) is out of the Dwar's reach,
    // so she is safe. By default she escapes to the 100 squares less the
    // three held (e2, e4, a10) and the Dwar's 16 (all empty): 81.
    let mut pos = board(&[
        ("e2", Color::Black, Kind::Princess),
        ("e4", Color::Orange, Kind::Dwar),
        ("a10", Color::Orange, Kind::Princess),
    ]);
    assert!(!pos.princess_in_danger(Color::Black, &threatened));
    assert_eq!(escapes(&pos, &any).len(), 81);
    assert!(escapes(&pos, &threatened).is_empty());
    // The Dwar on e5 instead: e5-e4-e3-e2 reaches her. Every escape is open
    // again: 100 less e2, e5, a10 and the 15 other squares of the Dwar
    // (e2 is one of its 16): 82, the same under both readings.
    pos.board[ref_square("e4")] = None;
    pos.board[ref_square("e5")] = Some((Color::Orange, Kind::Dwar));
    assert!(pos.princess_in_danger(Color::Black, &threatened));
    assert_eq!(escapes(&pos, &threatened).len(), 82);
    assert_eq!(escapes(&pos, &threatened), escapes(&pos, &any));
}

/// `escape=far`: only squares more than three king steps away.
#[test]
fn the_far_escape_leaves_out_her_near_squares() {
    let far = rules("escape=far");
    // Black Princess e2, Orange Princess j10, nothing else: by default 98
    // escapes. Within distance 3 of e2: files b-h, ranks 1-5, 35 squares
    // (hers included); the far ones are the other 65, less j10: 64.
    let mut pos = board(&[
        ("e2", Color::Black, Kind::Princess),
        ("j10", Color::Orange, Kind::Princess),
    ]);
    assert_eq!(escapes(&pos, &RefRules::default()).len(), 98);
    let far_escapes = escapes(&pos, &far);
    assert_eq!(far_escapes.len(), 64);
    // h5 is at distance 3, i5 and e6 at 4.
    assert!(!far_escapes.contains(&"h5".to_string()));
    assert!(far_escapes.contains(&"i5".to_string()) && far_escapes.contains(&"e6".to_string()));
    // Threatened far squares stay out: an Orange Warrior on a10 holds a10
    // and threatens c10, a8 and b9, all far: 60.
    pos.board[ref_square("a10")] = Some((Color::Orange, Kind::Warrior));
    assert_eq!(escapes(&pos, &far).len(), 60);
}

/// The JetanAgents rules of RULES.md 9: its published figures are 52 moves
/// from the start and 2,683 positions two plies deep. No escape
/// at the start (no Princess is threatened), and the jumping Thoat and
/// leaping Flier gain nothing from behind the Panthans.
#[test]
fn the_jetan_agents_rules_count_52_and_2683_from_the_start() {
    let r = rules(
        "setup=manator,thoat=jumping,flier=leap,threat=in-place,escape-when=threatened,\
         escape=far,chief=removed,material=off,no-move=loss",
    );
    for orange_first in [false, true] {
        let pos = RefPosition::start_with(&r, orange_first);
        assert_eq!(pos.perft(1, &r), 52);
        assert_eq!(pos.perft(2, &r), 2683);
    }
}

/// Where RULES.md gives a leaper's squares without saying how
/// `steps=up-to` changes them, the reference reads: the knight Thoat keeps
/// its eight squares ("only"); the leaping Flier takes the offsets an
/// unbounded board gives to walks of one to three diagonal steps, which
/// far from the edges are the walk's 24 (RULES.md 3 plus (+-2,+-2) (+-2,0)
/// (0,+-2)).
#[test]
fn leapers_under_up_to_as_the_reference_reads_them() {
    let knight = rules("escape=none,thoat=knight,steps=up-to");
    let alone = with_princesses(&[("e5", Color::Black, Kind::Thoat)]);
    assert_eq!(
        destinations(&alone, "e5", &knight),
        names("c4 c6 d3 d7 f3 f7 g4 g6")
    );
    let leap = rules("escape=none,flier=leap,steps=up-to");
    let walk = rules("escape=none,steps=up-to");
    let flier = with_princesses(&[("e5", Color::Black, Kind::Flier)]);
    assert_eq!(destinations(&flier, "e5", &leap).len(), 24);
    assert_eq!(
        destinations(&flier, "e5", &leap),
        destinations(&flier, "e5", &walk)
    );
    // In the corner the up-to walk already reaches b2 (one step): a1 gives
    // b2, a3 c3 c1, b4 d4 d2 both ways.
    let corner = with_princesses(&[("a1", Color::Black, Kind::Flier)]);
    assert_eq!(
        destinations(&corner, "a1", &leap),
        names("a3 b2 b4 c1 c3 d2 d4")
    );
    assert_eq!(
        destinations(&corner, "a1", &leap),
        destinations(&corner, "a1", &walk)
    );
}
