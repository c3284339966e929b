//! Positions worked out by hand from RULES.md, one rule at a time, in the
//! order of its sections (the options of section 9 are in `variants.rs`, the
//! duels of section 10 in `duels.rs`).

use crate::common;
use crate::common::play_quiet;
use crate::common::{destinations, mv, names, position_under};

use jetan::{Color, DrawReason, MAX_LEGAL_MOVES, Move, Outcome, Position, Role, WinReason};

use common::position_text as text;

fn position(pieces: &[(&str, char)], side: char, escapes: &str) -> Position {
    Position::from_text(&text(pieces, side, escapes)).unwrap()
}

/// The two Princesses, out of the way of a piece on e5.
const PRINCESSES: [(&str, char); 2] = [("j1", 'p'), ("a10", 'P')];

// RULES.md section 3: how pieces move.

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

// RULES.md section 4: the Princess.

#[test]
fn a_square_is_threatened_once_the_princess_leaves_the_line() {
    // Orange's Dwar on e10 reaches e7 only through e9 and e8, where Black's
    // Princess stands. Once she moves, the line is open: e7 is threatened.
    let pos = position(&[("e8", 'p'), ("e10", 'D'), ("a10", 'P')], 'b', "-");
    let to = destinations(&pos, "e8");
    assert!(!to.contains(&"e7".to_string()), "{to:?}");
    assert!(to.contains(&"e6".to_string()) && to.contains(&"d7".to_string()));
    assert!(pos.threats(Color::Orange).contains("e7".parse().unwrap()));
}

#[test]
fn a_princess_hemmed_in_by_her_own_side_can_only_escape() {
    // Black's Princess on a1 with her own pieces on all fifteen squares she
    // could reach; Orange has only its Princess, so nothing is threatened.
    let around: [(&str, char); 15] = [
        ("b1", 'w'),
        ("c1", 'w'),
        ("d1", 'a'),
        ("a2", 'n'),
        ("b2", 'n'),
        ("c2", 'n'),
        ("d2", 'n'),
        ("a3", 'n'),
        ("b3", 'n'),
        ("c3", 'n'),
        ("d3", 'n'),
        ("a4", 'd'),
        ("b4", 'd'),
        ("c4", 't'),
        ("d4", 't'),
    ];
    let mut pieces = around.to_vec();
    pieces.extend([("a1", 'p'), ("j10", 'P')]);
    let without = position(&pieces, 'b', "o");
    assert_eq!(destinations(&without, "a1"), Vec::<String>::new());
    assert!(
        without
            .legal_moves()
            .iter()
            .all(|m| m.from() != "a1".parse().unwrap())
    );
    // With her escape: every empty square, 100 - 17 = 83 of them.
    let with = position(&pieces, 'b', "bo");
    let escapes = with.legal_moves().iter().filter(|m| m.is_escape()).count();
    assert_eq!(escapes, 83);
}

// RULES.md section 5: the escape.

#[test]
fn the_escape_is_a_move_of_its_own_and_is_used_up() {
    let start = Position::default();
    assert!(start.is_legal(mv("f1e3")) && start.is_legal(mv("f1~e3")));
    // Never a capture, never her own square: the 40 escapes are the empty
    // squares of ranks 3 to 6 (7 and 8 are threatened).
    for m in start.legal_moves().iter().filter(|m| m.is_escape()) {
        assert!(start.piece_at(m.to()).is_none());
        assert!((2..6).contains(&m.to().rank()), "{m}");
    }
    let mut ordinary = start;
    ordinary.play(mv("f1e3")).unwrap();
    assert!(ordinary.has_escape(Color::Black));
    let mut escaped = start;
    escaped.play(mv("f1~e3")).unwrap();
    assert!(!escaped.has_escape(Color::Black) && escaped.has_escape(Color::Orange));
    escaped.play(mv("e9e8")).unwrap();
    assert!(escaped.legal_moves().iter().all(|m| !m.is_escape()));
    assert_eq!(
        escaped.play(mv("e3~e6")),
        Err(jetan::IllegalMove::EscapeUsed)
    );
}

// RULES.md section 6: the end of the game.

#[test]
fn taking_the_princess_wins_and_takes_her_off_the_board() {
    let start = position(&[("j1", 'p'), ("e8", 'n'), ("e9", 'P')], 'b', "-");
    let mut pos = start;
    let taken = pos.play(mv("e8e9")).unwrap();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::PrincessTaken
        })
    );
    // RULES.md 6.1: she is taken as any captured piece is: the Panthan
    // stands on e9, she is off the board, and `play` names her.
    assert_eq!(
        taken.map(|p| (p.color, p.role)),
        Some((Color::Orange, Role::Princess))
    );
    assert_eq!(
        pos.piece_at("e9".parse().unwrap())
            .map(|p| (p.color, p.role)),
        Some((Color::Black, Role::Panthan))
    );
    assert_eq!(pos.piece_at("e8".parse().unwrap()), None);
    assert_eq!(pos.board().occupied().len(), 2);
    assert!(pos.legal_moves().is_empty());
    // The hash kept by play is the hash of the board as drawn.
    assert_eq!(pos.hash(), jetan::testing::hash_from_scratch(&pos));
    // Its position text is the board as drawn, which cannot be read back:
    // Orange has no Princess.
    let text = pos.to_string();
    assert_eq!(text, "10/4n5/10/10/10/10/10/10/10/9p o - 0 1");
    assert!(matches!(
        Position::from_text(&text),
        Err(jetan::PositionError::Invalid(e))
            if e.problems == [jetan::Problem::PrincessCount { color: Color::Orange, found: 0 }]
    ));
    assert!(
        pos.diagram()
            .to_string()
            .starts_with("10  . . . . . . . . . .\n 9  . . . . n . . . . .\n")
    );
}

#[test]
fn a_chief_taken_by_the_chief_wins_and_by_another_piece_draws() {
    let pieces = |mover| [("j1", 'p'), ("a10", 'P'), ("e5", mover), ("e8", 'C')];
    let mut by_chief = position(&pieces('c'), 'b', "-");
    by_chief.play(mv("e5e8")).unwrap();
    assert_eq!(
        by_chief.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::ChiefTakenByChief
        })
    );
    let mut by_dwar = position(&pieces('d'), 'b', "-");
    by_dwar.play(mv("e5e8")).unwrap();
    assert_eq!(
        by_dwar.outcome(),
        Some(Outcome::Draw(DrawReason::ChiefTaken))
    );
    // Under "removed" the Chief goes and play goes on.
    let mut removed = position_under("chief=removed", &pieces('d'), 'b', "-");
    removed.play(mv("e5e8")).unwrap();
    assert_eq!(removed.outcome(), None);
    assert!(
        removed
            .board()
            .pieces(Color::Orange, Role::Chief)
            .is_empty()
    );
}

#[test]
fn the_material_draw_comes_on_the_tenth_move() {
    // Princess and Chief each: the same royals and no other value, so the
    // condition holds from the start, with count 0.
    let mut pos = position(
        &[("a1", 'p'), ("c1", 'c'), ("j10", 'P'), ("h10", 'C')],
        'b',
        "-",
    );
    for count in 1..=9 {
        play_quiet(&mut pos);
        assert_eq!((pos.material_count(), pos.outcome()), (count, None));
    }
    play_quiet(&mut pos);
    assert_eq!(pos.outcome(), Some(Outcome::Draw(DrawReason::Material)));
}

#[test]
fn a_win_on_the_tenth_move_stands() {
    let text = "C9/10/4P5/10/10/4c5/10/10/10/9p b - 9 1";
    let mut pos = Position::from_text(text).unwrap();
    pos.play(mv("e5e8")).unwrap();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::PrincessTaken
        })
    );
}

#[test]
fn the_capture_that_brings_the_condition_about_sets_the_count_to_zero() {
    // Black: Princess, Chief, Panthan; Orange: Princess, Chief, two
    // Panthans (four pieces: the condition fails).
    let pieces = [
        ("j1", 'p'),
        ("e1", 'c'),
        ("e5", 'n'),
        ("j10", 'P'),
        ("a10", 'C'),
        ("e6", 'N'),
        ("h5", 'N'),
    ];
    let mut pos = position(&pieces, 'b', "-");
    pos.play(mv("e5e6")).unwrap();
    // Three each, a Panthan each: it holds now, and the count starts at 0.
    assert_eq!((pos.material_count(), pos.outcome()), (0, None));
    pos.play(mv("h5h4")).unwrap();
    assert_eq!(pos.material_count(), 1);
    // Black's Chief takes the last Orange Panthan (e1-f2-g3-h4): unequal
    // now, so the count resets.
    pos.play(mv("e1h4")).unwrap();
    assert_eq!((pos.material_count(), pos.outcome()), (0, None));
}

#[test]
fn no_legal_move_draws_or_under_the_option_loses() {
    // Black has only its Princess on a1, without escape, and Orange's Chief
    // on d4 threatens every square within three steps of it.
    let text = "9P/10/10/10/10/10/3C6/10/10/p9 b o 0 1";
    let pos = Position::from_text(text).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Draw(DrawReason::NoLegalMove)));
    let loss = Position::from_text_with_rules(text, "no-move=loss".parse().unwrap()).unwrap();
    assert_eq!(
        loss.outcome(),
        Some(Outcome::Win {
            winner: Color::Orange,
            reason: WinReason::NoLegalMove
        })
    );
}

// Not a rule of the game: what the crate promises its callers.

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let start = Position::default();
    let cases = [
        ("e5e6", jetan::IllegalMove::NoPiece("e5".parse().unwrap())),
        (
            "e9e8",
            jetan::IllegalMove::NotYourPiece("e9".parse().unwrap()),
        ),
        (
            "e2~e3",
            jetan::IllegalMove::EscapeByNonPrincess {
                square: "e2".parse().unwrap(),
                found: jetan::Role::Panthan,
            },
        ),
        ("e2e4", jetan::IllegalMove::NotADestination(mv("e2e4"))),
        ("f1~a8", jetan::IllegalMove::NotADestination(mv("f1~a8"))),
    ];
    for (text, error) in cases {
        let mut pos = start;
        assert_eq!(pos.play(mv(text)), Err(error), "{text}");
        assert_eq!(pos, start);
    }
}

#[test]
fn the_move_list_holds_a_crowded_position() {
    // Black's whole army spread over the open middle, Orange only a
    // Princess in the corner, escapes and the "up to" options that add
    // destinations: far more moves than the start, still within the bound.
    let army = "wadfcpfdaw";
    let mut pieces: Vec<(String, char)> = Vec::new();
    for (i, letter) in army.chars().enumerate() {
        pieces.push((format!("{}4", (b'a' + i as u8) as char), letter));
        let second = if i == 0 || i == 9 { 't' } else { 'n' };
        pieces.push((format!("{}7", (b'a' + i as u8) as char), second));
    }
    pieces.push(("j10".into(), 'P'));
    let borrowed: Vec<(&str, char)> = pieces.iter().map(|(s, c)| (s.as_str(), *c)).collect();
    for rules in ["", "steps=up-to,panthan=diagonal-back"] {
        let pos = position_under(rules, &borrowed, 'b', "bo");
        // The count is not capped, as a list is at its capacity: it is the
        // one to hold against the bound, and the list must hold them all.
        let count = pos.count_legal_moves();
        assert!(count > 200 && count <= MAX_LEGAL_MOVES, "{count}");
        assert_eq!(pos.legal_moves().len(), count);
    }
}

#[test]
fn a_move_is_two_bytes_and_a_position_fits_three_cache_lines() {
    assert_eq!(core::mem::size_of::<Move>(), 2);
    // Ten 16-byte bitboards (eight kinds, two sides) and a few small
    // fields, rounded up to the bitboards' alignment.
    assert!(
        core::mem::size_of::<Position>() <= 192,
        "{}",
        core::mem::size_of::<Position>()
    );
}
