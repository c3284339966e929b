//! Where the pieces of one kind can move, before the Princess rule and
//! before masking out the mover's own pieces.

use super::variant::MoveRules;
use super::walk::{king_walk3, thoat, thoat_from, walk};
use super::{neighbour_tables, step_tables};
use crate::rules::ThoatMove;
use crate::rules::pieces::panthan_steps;
use crate::types::direction::{DIAGONAL, Direction, STRAIGHT, shifted};
use crate::types::{Bitboard, Board, Color, Role};

/// The kinds that walk, whose destinations depend on the occupancy around
/// them.
pub(crate) const WALKERS: [Role; 5] = [
    Role::Chief,
    Role::Dwar,
    Role::Thoat,
    Role::Warrior,
    Role::Padwar,
];

/// The squares a walker of kind `role` on the square at `bit` passes over
/// under the default move rules (empty for the other kinds): its
/// destinations depend on nothing else. Each such set is symmetric: a
/// walker on `a` passes over `b` exactly when one on `b` would pass over
/// `a`.
#[inline(always)]
pub(crate) fn passes_over(role: Role, bit: u32) -> Bitboard {
    match role {
        Role::Chief => step_tables::within_two_king(bit),
        Role::Dwar => step_tables::within_two_straight(bit),
        Role::Thoat => step_tables::king_steps(bit),
        Role::Warrior => step_tables::straight_steps(bit),
        Role::Padwar => step_tables::diagonal_steps(bit),
        _ => Bitboard::EMPTY,
    }
}

/// The squares that the piece of kind `role` and side `color` on the
/// square at bit `from` can end on, with `passable` the squares a walking
/// piece may step through (the empty ones). The Princess is not handled here: her moves depend on
/// the threat rule (see [`super::princess`]).
#[inline(always)]
pub(crate) fn reach_one<R: MoveRules>(
    role: Role,
    color: Color,
    from: u32,
    passable: Bitboard,
    move_rules: R,
) -> Bitboard {
    if is_leaper(role, move_rules) {
        return leap(role, from, move_rules);
    }
    let up_to = move_rules.up_to();
    if !up_to {
        if let Some(ends) = short_walk(role, from, passable, move_rules) {
            return ends;
        }
    }
    let source = Bitboard::from_bit(from);
    match role {
        Role::Chief => king_walk3(source, step_tables::king_steps(from), passable, up_to),
        Role::Dwar => walk(STRAIGHT, source, passable, Role::Dwar.step_count(), up_to),
        Role::Padwar => {
            two_steps(
                step_tables::diagonal_steps(from),
                passable,
                Bitboard::diagonal_steps,
                up_to,
            ) - source
        }
        Role::Warrior => {
            two_steps(
                step_tables::straight_steps(from),
                passable,
                Bitboard::straight_steps,
                up_to,
            ) - source
        }
        Role::Flier => step_tables::flier(from, up_to),
        Role::Thoat => thoat_from(
            step_tables::straight_steps(from),
            step_tables::diagonal_steps(from),
            thoat_middle(passable, move_rules),
            move_rules.thoat() == ThoatMove::StraightFirst,
            up_to,
        ),
        _ => reach(role, color, source, passable, move_rules),
    }
}

/// Whether pieces of kind `role` leap by fixed offsets under these rules,
/// whatever stands around them: the Flier under
/// [`FlierMove::Leap`](crate::FlierMove::Leap), the Thoat under
/// [`ThoatMove::Knight`]. Never under the default rules, where this folds to
/// `false` at compile time.
#[inline(always)]
fn is_leaper<R: MoveRules>(role: Role, move_rules: R) -> bool {
    match role {
        Role::Flier => move_rules.flier_leap(),
        Role::Thoat => move_rules.thoat() == ThoatMove::Knight,
        _ => false,
    }
}

/// Where a leaper (see [`is_leaper`]) on the square at bit `from` lands.
#[inline(always)]
fn leap<R: MoveRules>(role: Role, from: u32, move_rules: R) -> Bitboard {
    match role {
        Role::Flier => step_tables::flier_leap(from, move_rules.up_to()),
        _ => step_tables::knight(from),
    }
}

/// Exact step counts: the Warrior, Padwar and Thoat from the tables of
/// [`neighbour_tables`], and the Dwar as a straight first step followed by a
/// Warrior's move from there (its own square is a blocker, so the Warrior
/// table never steps back onto it). `None` for the other kinds.
#[inline(always)]
fn short_walk<R: MoveRules>(
    role: Role,
    from: u32,
    passable: Bitboard,
    move_rules: R,
) -> Option<Bitboard> {
    let blockers = !passable;
    let around = |bit| neighbour_tables::window(blockers, bit);
    Some(match role {
        Role::Warrior => neighbour_tables::warrior(from, around(from)),
        Role::Padwar => neighbour_tables::padwar(from, around(from)),
        Role::Thoat => {
            let w = match move_rules.thoat() {
                ThoatMove::Jumping => 0,
                _ => around(from),
            };
            let straight_first = neighbour_tables::thoat_straight_first(from, w);
            match move_rules.thoat() {
                ThoatMove::StraightFirst => straight_first,
                _ => straight_first | neighbour_tables::thoat_diagonal_first(from, w),
            }
        }
        Role::Dwar => (step_tables::straight_steps(from) & passable)
            .bit_iter()
            .fold(Bitboard::EMPTY, |acc, middle| {
                acc | neighbour_tables::warrior(middle, around(middle))
            }),
        _ => return None,
    })
}

/// The squares a Thoat may pass over: all of them when it jumps.
#[inline(always)]
fn thoat_middle<R: MoveRules>(passable: Bitboard, move_rules: R) -> Bitboard {
    match move_rules.thoat() {
        ThoatMove::Jumping => Bitboard::FULL,
        _ => passable,
    }
}

/// Two steps of one kind from one square: every first step, then every step
/// on from the passable ones. The only way back to the start is straight
/// back, which the caller removes.
#[inline(always)]
fn two_steps(
    first: Bitboard,
    passable: Bitboard,
    step: impl Fn(Bitboard) -> Bitboard,
    up_to: bool,
) -> Bitboard {
    let second = step(first & passable);
    if up_to { first | second } else { second }
}

/// [`reach_one`] for all the pieces of kind `role` and side `color` on
/// `sources` at once (for the threat map): the union of their destinations. Walks from several
/// squares at once may end on each other's squares, which is right for the
/// threat map (see [`super::threats()`]).
#[inline(always)]
pub(crate) fn reach<R: MoveRules>(
    role: Role,
    color: Color,
    sources: Bitboard,
    passable: Bitboard,
    move_rules: R,
) -> Bitboard {
    if is_leaper(role, move_rules) {
        return sources.bit_iter().fold(Bitboard::EMPTY, |acc, bit| {
            acc | leap(role, bit, move_rules)
        });
    }
    let up_to = move_rules.up_to();
    match role {
        Role::Chief => sources.bit_iter().fold(Bitboard::EMPTY, |acc, bit| {
            acc | reach_one(role, color, bit, passable, move_rules)
        }),
        // Both pieces of a kind at once: cheaper here than two table
        // lookups each (callgrind, perft 3).
        Role::Dwar => walk(STRAIGHT, sources, passable, Role::Dwar.step_count(), up_to),
        Role::Padwar => walk(
            DIAGONAL,
            sources,
            passable,
            Role::Padwar.step_count(),
            up_to,
        ),
        Role::Warrior => walk(
            STRAIGHT,
            sources,
            passable,
            Role::Warrior.step_count(),
            up_to,
        ),
        Role::Thoat => thoat(
            sources,
            thoat_middle(passable, move_rules),
            move_rules.thoat() == ThoatMove::StraightFirst,
            up_to,
        ),
        Role::Panthan => panthan(sources, color, move_rules.panthan_back()),
        Role::Flier => sources.bit_iter().fold(Bitboard::EMPTY, |acc, bit| {
            acc | step_tables::flier(bit, up_to)
        }),
        Role::Princess => Bitboard::EMPTY,
    }
}

/// One step forward, sideways or diagonally forward; with `back`, also
/// diagonally backward. The match on the colour hands each arm a constant
/// list of steps, which the compiler unrolls into shifts.
#[inline(always)]
pub(crate) fn panthan(sources: Bitboard, color: Color, back: bool) -> Bitboard {
    match color {
        Color::Black => shifted(sources, panthan_steps(Color::Black, back)),
        Color::Orange => shifted(sources, panthan_steps(Color::Orange, back)),
    }
}

/// Panthan moves one direction at a time: each shift is one-to-one, so the
/// popcounts of the shifted sets count every Panthan move exactly once.
#[inline(always)]
pub(crate) fn count_panthans(
    sources: Bitboard,
    color: Color,
    back: bool,
    targets: Bitboard,
) -> u32 {
    let count = |steps: &[Direction]| {
        steps
            .iter()
            .map(|d| (d.shift(sources) & targets).len())
            .sum::<u32>()
    };
    match color {
        Color::Black => count(panthan_steps(Color::Black, back)),
        Color::Orange => count(panthan_steps(Color::Orange, back)),
    }
}

/// The squares within three king steps of `set`, `set` included: no move
/// of any reading goes farther (RULES.md section 3: the longest take three
/// steps, and the leaps of section 9 land within them), so a piece on
/// `set` reaches only these squares in one move, and only a piece on these
/// squares reaches `set`. The search asks it where a move may threaten.
#[cfg(feature = "search")]
pub(crate) fn within_one_move(set: Bitboard) -> Bitboard {
    let one = set | set.king_steps();
    let two = one | one.king_steps();
    two | two.king_steps()
}

/// The squares of `board`'s pieces but the Princesses, of either side,
/// near enough to `targets` for a move to end on one of them: each kind's
/// longest move under every reading, in king steps (RULES.md sections 3
/// and 9), is one for the Panthan, two for the Padwar, Warrior and Thoat,
/// and three for the Dwar, Flier and Chief. A Princess never captures (and
/// her escape may go farther): she is left out. The quiescence search
/// asks it for the pieces that may capture: of the pieces [`within_one_move`]
/// of a target, the Panthans two or three king steps from every target and
/// the two-step kinds three steps away are left out.
#[cfg(feature = "search")]
pub(crate) fn near_enough(board: &Board, targets: Bitboard) -> Bitboard {
    let one = targets | targets.king_steps();
    let two = one | one.king_steps();
    let three = two | two.king_steps();
    let [short, middle, long] = by_longest_move(board, board.occupied());
    (short & one) | (middle & two) | (long & three)
}

/// The squares that `pieces` (of `board`; its Princesses left out) could
/// move onto, and more: every square within each piece's longest move
/// ([`near_enough`]'s king steps) of it. A square outside is threatened by
/// none of them under any reading.
#[cfg(feature = "search")]
pub(crate) fn in_range(board: &Board, pieces: Bitboard) -> Bitboard {
    let grow = |set: Bitboard| set | set.king_steps();
    let [short, middle, long] = by_longest_move(board, pieces);
    grow(grow(grow(long) | middle) | short)
}

/// The squares within the longest move of a piece of `role` (not the
/// Princess, who never captures) on `at`, `at` included: [`in_range`] of
/// that piece alone, its step count in king steps.
#[cfg(feature = "search")]
pub(crate) fn range_of(role: Role, at: Bitboard) -> Bitboard {
    (0..role.step_count()).fold(at, |set, _| set | set.king_steps())
}

/// `pieces` of `board` but the Princesses by their kind's longest move in
/// king steps, its step count (RULES.md section 3): one (the Panthan), two
/// (the Padwar, Warrior and Thoat) and three (the Dwar, Flier and Chief).
#[cfg(feature = "search")]
#[inline(always)]
fn by_longest_move(board: &Board, pieces: Bitboard) -> [Bitboard; 3] {
    let short = pieces & board.by_role(Role::Panthan);
    let middle = pieces
        & (board.by_role(Role::Padwar) | board.by_role(Role::Warrior) | board.by_role(Role::Thoat));
    let long = pieces - short - middle - board.by_role(Role::Princess);
    [short, middle, long]
}

#[cfg(test)]
#[cfg(feature = "search")]
mod tests {
    use super::*;
    use crate::test_support::{MOVE_READINGS, random_positions_under};
    use crate::types::Square;

    fn set(squares: &[&str]) -> Bitboard {
        squares
            .iter()
            .map(|s| s.parse::<Square>().unwrap())
            .collect()
    }

    #[test]
    fn within_one_move_is_three_king_steps_around_the_set() {
        // e5: files b-h and ranks 2-8, 7 x 7 squares; a1: files a-d and
        // ranks 1-4, 4 x 4; e5 and e6 together: files b-h, ranks 2-9.
        assert_eq!(within_one_move(set(&["e5"])).len(), 49);
        assert_eq!(within_one_move(set(&["a1"])).len(), 16);
        assert_eq!(within_one_move(set(&["e5", "e6"])).len(), 56);
        assert!(within_one_move(set(&["a1"])).contains("d4".parse().unwrap()));
        assert!(!within_one_move(set(&["a1"])).contains("e1".parse().unwrap()));
    }

    #[test]
    fn near_enough_keeps_each_kind_within_its_longest_move() {
        // By hand from RULES.md section 3: a Black piece of each kind on
        // e5, and a target one, two or three king steps from it; the
        // Princess never captures.
        let e5_near = |letter: char, target: &str| {
            let text = alloc::format!("9P/10/10/10/10/4{letter}5/10/10/10/p9 b - 0 1");
            let pos = crate::Position::from_text(&text).unwrap();
            near_enough(pos.board(), set(&[target])).contains("e5".parse().unwrap())
        };
        assert!(e5_near('n', "f6") && !e5_near('n', "g5"));
        assert!(e5_near('w', "g5") && !e5_near('w', "h5"));
        assert!(e5_near('a', "g7") && !e5_near('a', "h8"));
        assert!(e5_near('t', "g4") && !e5_near('t', "h4"));
        assert!(e5_near('d', "h5") && e5_near('f', "h8") && e5_near('c', "b2"));
        // The Princess never captures: she is never counted.
        let lone = crate::Position::from_text("9P/10/10/10/10/10/10/10/10/p9 b - 0 1").unwrap();
        assert!(near_enough(lone.board(), set(&["b2"])).is_empty());
    }

    #[test]
    fn every_move_ends_near_enough_to_its_piece_and_in_its_range() {
        // Under every reading that changes how far a piece goes, each legal
        // move but the Princess's (who never captures, and whose escape may
        // go farther) ends where `near_enough` counts its piece, and in the
        // range of its piece, alone and with all of its side.
        let mut checked = 0;
        for (reading, pos) in random_positions_under(&MOVE_READINGS, 100, 10, &mut 41) {
            let board = pos.board();
            let all = board.by_color(pos.side_to_move());
            for m in pos.legal_moves().iter() {
                let role = board.role_at(m.from()).expect("a piece moves");
                if role == Role::Princess {
                    continue;
                }
                let to = Bitboard::from_square(m.to());
                assert!(
                    near_enough(board, to).contains(m.from()),
                    "{reading}: {m} in {pos}"
                );
                let from = Bitboard::from_square(m.from());
                for range in [
                    in_range(board, from),
                    in_range(board, all),
                    range_of(role, from),
                ] {
                    assert!(range.contains(m.to()), "{reading}: {m} in {pos}");
                }
                checked += 1;
            }
        }
        assert!(checked > 10_000, "{checked} moves");
    }

    #[test]
    fn in_range_is_each_kind_longest_move_around_its_pieces() {
        // By hand from RULES.md section 3: a Black piece on e5 covers the
        // square of king distance 1 (Panthan), 2 (Padwar, Warrior, Thoat)
        // or 3 (Dwar, Flier, Chief) around it: 3 x 3, 5 x 5 or 7 x 7
        // squares; a Princess, who never captures, nothing.
        let covered = |letter: char| {
            let text = alloc::format!("9P/10/10/10/10/4{letter}5/10/10/10/p9 b - 0 1");
            let pos = crate::Position::from_text(&text).unwrap();
            let e5 = set(&["e5"]);
            (
                in_range(pos.board(), e5),
                pos.board().role_at("e5".parse().unwrap()),
            )
        };
        for (letter, side) in [
            ('n', 3),
            ('a', 5),
            ('w', 5),
            ('t', 5),
            ('d', 7),
            ('f', 7),
            ('c', 7),
        ] {
            let (range, role) = covered(letter);
            assert_eq!(range.len(), side * side, "{letter}");
            assert_eq!(range_of(role.unwrap(), set(&["e5"])), range, "{letter}");
        }
        let (panthan, _) = covered('n');
        assert!(
            panthan.contains("d4".parse().unwrap()) && !panthan.contains("e3".parse().unwrap())
        );
        let lone = crate::Position::from_text("9P/10/10/10/10/10/10/10/10/p9 b - 0 1").unwrap();
        assert!(in_range(lone.board(), set(&["a1"])).is_empty());
    }
}
