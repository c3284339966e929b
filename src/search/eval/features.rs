//! What the evaluation counts besides the material table: whole numbers,
//! each the side to move's less the other side's, which the weights
//! (`weights.rs`) turn into centipoints.
//!
//! Most features are about a Princess's danger, since taking her is how
//! most games are won: her room and escape, the squares near her that the
//! other side threatens, which of its pieces stand near her, and which of
//! them can never reach her. The rest are the tempo, the side ahead's
//! closing in, the other Chief's prey, and each lesser kind's worth in
//! play besides its value in the table.

use super::tables::{RINGS, WITHIN};
use super::{Census, value};
use crate::movegen::{self, variant::with_move_rules};
use crate::position::Position;
use crate::rules::{ChiefCapture, PanthanMove, PrincessThreat, StepCount};
use crate::types::{Bitboard, Color, Role};

/// How many features there are.
pub(crate) const COUNT: usize = 33;

/// A bonus for the side to move: it acts first. Counted 1, for the side to
/// move only.
pub(crate) const TEMPO: usize = 0;
/// The side ahead in material brings its pieces (not its Chief, whose loss
/// to a lesser piece draws) closer to the other Princess, the more the
/// further ahead: for each of its pieces within six king steps of her,
/// seven less the distance, times the lead (at most ten points) in
/// centipoints over 160; negative when the other side is ahead.
pub(crate) const CLOSING: usize = 1;
/// A Princess who still has her escape is much harder to trap.
pub(crate) const ESCAPE: usize = 2;
/// The Princess's room: the squares she could move to (empty, within her
/// three steps, and not threatened), counted up to 1, 3, 6, 10 and 16 and
/// in full, so that the weights can make a square of room worth more when
/// she has few.
pub(crate) const ROOM: [usize; 6] = [3, 4, 5, 6, 7, 8];
/// The caps of [`ROOM`]'s counts: no Princess has more than 48 squares
/// within three king steps.
pub(crate) const ROOM_CAPS: [u32; 6] = [1, 3, 6, 10, 16, 48];
/// A Princess with at most two squares to go to and no escape left is
/// nearly caught.
pub(crate) const TRAPPED: usize = 9;
/// The squares within three king steps of the Princess (hers included)
/// that the other side threatens.
pub(crate) const ZONE_THREATENED: usize = 10;
/// The Princess on the board's edge, where she has half the room.
pub(crate) const EDGE: usize = 11;
/// The Princess on one of the two files and one of the two ranks nearest
/// a corner (the four squares of each corner).
pub(crate) const CORNER: usize = 12;
/// The other side's pieces at Chebyshev distance 1, 2 and 3 from the
/// Princess: she is won by moving onto her, and no piece reaches further
/// than three king steps.
pub(crate) const NEAR: [usize; 3] = [13, 14, 15];
/// The other side's pieces within three king steps of the Princess, by
/// kind (the Princess aside, in the order of [`Role::ALL`]): each kind
/// attacks in its own way.
pub(crate) const NEAR_BY_KIND: [usize; 7] = [16, 17, 18, 19, 20, 21, 22];
/// The other side's Fliers (and, where pieces take their full count of
/// steps, Warriors) on the other colour of square from the Princess, and
/// where pieces take their full count, its Padwars on another quarter
/// (files and ranks of another parity): they can never reach the square
/// she stands on. Every move of a Flier is diagonal steps, which keep the
/// colour; two straight steps or a diagonal one (a Warrior) keep it too, and
/// two diagonal steps (a Padwar) keep the quarter, but one step of either
/// kind alone (`steps=up-to`) does not.
pub(crate) const BOUND_AWAY: usize = 23;
/// The other side's Panthans past the Princess's rank where Panthans never
/// step back: they can never come back to her rank.
pub(crate) const PANTHANS_PAST: usize = 24;
/// Under the default rules, the side ahead's pieces (not its royals) within
/// three king steps of the other Chief (the squares he reaches on an open
/// board) and not within three of its own, times the lead in whole points
/// (at most ten; a lead under a point counts none); negative when the
/// other side is ahead. Taking the
/// side behind's Chief with a lesser piece only draws (RULES.md 6.3), which
/// the side ahead refuses, so he takes its pieces even where they are
/// guarded, unless its own Chief guards them: a Chief that takes the other
/// wins.
pub(crate) const CHIEF_PREY_NEAR: usize = 25;
/// As [`CHIEF_PREY_NEAR`], for the pieces within six king steps of the
/// other Chief but not three: his prey a move later.
pub(crate) const CHIEF_PREY_FAR: usize = 26;
/// Each side's pieces of each lesser kind (the Flier to the Panthan, in the
/// order of [`Role::ALL`]): what a piece is worth in play besides its
/// value in the material table (`VALUE_CENTIPOINTS`), which is the
/// book's (RULES.md 6.4) and is not fitted, since the search's exchanges
/// and prunings read it too.
pub(crate) const PIECES: [usize; 6] = [27, 28, 29, 30, 31, 32];

/// The features' names, in order, for the tuning program to print.
#[cfg(feature = "tuning")]
pub(crate) const NAMES: [&str; COUNT] = [
    "tempo",
    "closing",
    "escape",
    "room_1",
    "room_3",
    "room_6",
    "room_10",
    "room_16",
    "room_all",
    "trapped",
    "zone_threatened",
    "edge",
    "corner",
    "near_1",
    "near_2",
    "near_3",
    "near_chief",
    "near_flier",
    "near_dwar",
    "near_padwar",
    "near_warrior",
    "near_thoat",
    "near_panthan",
    "bound_away",
    "panthans_past",
    "chief_prey_near",
    "chief_prey_far",
    "flier",
    "dwar",
    "padwar",
    "warrior",
    "thoat",
    "panthan",
];

/// A lead counts up to this much for [`CLOSING`], in centipoints.
const LEAD_CAP_CENTIPOINTS: i32 = 1000;

/// See [`CLOSING`].
const CLOSING_LEAD_DIVISOR: i32 = 160;

/// The non-royal material of both sides at the start, in centipoints: each
/// side's two Fliers, Dwars, Padwars, Warriors and Thoats and eight
/// Panthans.
const START_MATERIAL: i32 = 2
    * (2 * (value(Role::Flier)
        + value(Role::Dwar)
        + value(Role::Padwar)
        + value(Role::Warrior)
        + value(Role::Thoat))
        + 8 * value(Role::Panthan));

/// Where features are counted: the evaluation weighs each count as it
/// comes (`Weighed` in `mod.rs`, where the weights are constants and a
/// feature weighted 0 costs nothing), the tuning program keeps them all.
pub(crate) trait Tally {
    /// Adds `count` to feature `feature`'s.
    fn add(&mut self, feature: usize, count: i32);

    /// Whether `feature`'s count makes any difference here, so that a
    /// count that costs more than a few instructions is skipped where its
    /// weights are 0 (the optimiser cannot drop one that indexes a table,
    /// which might panic). Every count is kept unless said otherwise.
    #[inline(always)]
    fn weighs(&self, _feature: usize) -> bool {
        true
    }
}

impl Tally for [i32; COUNT] {
    #[inline(always)]
    fn add(&mut self, feature: usize, count: i32) {
        self[feature] += count;
    }
}

/// The features of a position, with how far the game has gone.
#[cfg(any(test, feature = "tuning"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Features {
    /// Each feature's count, the side to move's less the other side's.
    pub(crate) counts: [i32; COUNT],
    /// The non-royal material on the board, both sides', from 256 (the
    /// start's or more) down to 0 (none): the weights of the middle game
    /// and of the end are mixed in this proportion.
    pub(crate) phase: i32,
}

/// The features of `pos`, given its material balance `material` (the side
/// to move's, in centipoints).
#[cfg(any(test, feature = "tuning"))]
pub(crate) fn features(pos: &Position, material: i32) -> Features {
    let mut counts = [0; COUNT];
    let phase = tally(pos, material, &Census::of(pos), &mut counts).phase;
    Features { counts, phase }
}

/// What counting the features of a position finds besides the counts.
pub(crate) struct Tallied {
    /// How far the game has gone (see [`Features::phase`]).
    pub(crate) phase: i32,
    /// Whether the other side could take the side to move's Princess next
    /// move: her square is in the threat map built for her room.
    pub(crate) princess_attacked: bool,
}

/// Counts the features of `pos` into `tally`, each the side to move's
/// less the other side's, given its material balance `material` (the side
/// to move's, in centipoints) and its pieces `census`.
#[inline(always)]
pub(crate) fn tally(
    pos: &Position,
    material: i32,
    census: &Census,
    tally: &mut impl Tally,
) -> Tallied {
    let us = pos.side_to_move();
    let board = pos.board();
    tally.add(TEMPO, 1);
    let lead = material.clamp(-LEAD_CAP_CENTIPOINTS, LEAD_CAP_CENTIPOINTS);
    if lead != 0 {
        let (ahead, leader) = if lead > 0 {
            (us, 1)
        } else {
            (us.opposite(), -1)
        };
        let side = board.by_color(ahead);
        let princesses = board.by_role(Role::Princess);
        let attackers = side - princesses - board.by_role(Role::Chief);
        let closing =
            leader * closeness(attackers, princesses - side) * lead.abs() / CLOSING_LEAD_DIVISOR;
        tally.add(CLOSING, closing);
        let prey = tally.weighs(CHIEF_PREY_NEAR) || tally.weighs(CHIEF_PREY_FAR);
        if prey && pos.rules().chief == ChiefCapture::Draw {
            let (near, far) = chief_prey(pos, ahead, attackers);
            let points = lead.abs() / 100;
            tally.add(CHIEF_PREY_NEAR, leader * near * points);
            tally.add(CHIEF_PREY_FAR, leader * far * points);
        }
    }
    let princess_attacked = danger(pos, us, 1, tally);
    danger(pos, us.opposite(), -1, tally);
    let lesser = Role::ALL
        .into_iter()
        .filter(|&role| role != Role::Princess && role != Role::Chief);
    let mut on_board = 0;
    for (role, &i) in lesser.zip(&PIECES) {
        let (mine, theirs) = (census.ours[role], census.theirs[role]);
        tally.add(i, mine - theirs);
        on_board += (mine + theirs) * value(role);
    }
    Tallied {
        phase: (on_board * 256 / START_MATERIAL).min(256),
        princess_attacked,
    }
}

/// Counts into `tally`, times `sign`, the features about `color`'s
/// Princess (from [`ESCAPE`] on): how safe she is and how the other side
/// stands around her. Answers whether the other side could move onto her
/// square (the threat map of her room holds it), false without her.
#[inline(always)]
fn danger(pos: &Position, color: Color, sign: i32, tally: &mut impl Tally) -> bool {
    let mut add = |feature: usize, count: i32| tally.add(feature, sign * count);
    let board = pos.board();
    let princess = board.pieces(color, Role::Princess);
    let has_escape = pos.may_escape(color);
    add(ESCAPE, i32::from(has_escape));
    let Some(at) = princess.lowest() else {
        return false;
    };
    let within = &WITHIN[usize::from(at.index())];
    let them = color.opposite();
    let enemies = board.by_color(them) - board.pieces(them, Role::Princess);
    // No piece reaches further than three king steps, so only the enemies
    // within six of her can threaten a square near her: the threat map is
    // built from those alone, and not at all when there are none.
    let near = enemies & within[5];
    let threatened = if near.is_empty() {
        Bitboard::EMPTY
    } else {
        let mut attackers = *board;
        attackers.remove(them, enemies - near);
        let occupied = match pos.rules().threat {
            PrincessThreat::Vacated => board.occupied() - princess,
            PrincessThreat::InPlace => board.occupied(),
        };
        with_move_rules!(pos.rules(), |move_rules| movegen::threats(
            &attackers, them, occupied, move_rules
        ))
    };
    let room = (within[2] - board.occupied() - threatened).len();
    for (&i, cap) in ROOM.iter().zip(ROOM_CAPS) {
        add(i, room.min(cap) as i32);
    }
    add(TRAPPED, i32::from(room <= 2 && !has_escape));
    add(ZONE_THREATENED, (within[2] & threatened).len() as i32);
    let (file, rank) = (at.file().index(), at.rank().index());
    let edge = |i: u8| i == 0 || i == 9;
    let corner = |i: u8| i <= 1 || i >= 8;
    add(EDGE, i32::from(edge(file) || edge(rank)));
    add(CORNER, i32::from(corner(file) && corner(rank)));
    for (ring, &i) in RINGS[usize::from(at.index())].iter().zip(&NEAR) {
        add(i, (enemies & *ring).len() as i32);
    }
    let close = enemies & within[2];
    let kinds = Role::ALL.into_iter().filter(|&role| role != Role::Princess);
    for (role, &i) in kinds.zip(&NEAR_BY_KIND) {
        add(i, (close & board.by_role(role)).len() as i32);
    }
    let dark = DARK.contains(at);
    let same_colour = if dark { DARK } else { !DARK };
    let quarter = QUARTERS[usize::from(file % 2) + 2 * usize::from(rank % 2)];
    let fliers = board.pieces(them, Role::Flier);
    let away = if pos.rules().steps == StepCount::Exact {
        let by_colour = fliers | board.pieces(them, Role::Warrior);
        (by_colour - same_colour).len() + (board.pieces(them, Role::Padwar) - quarter).len()
    } else {
        (fliers - same_colour).len()
    };
    add(BOUND_AWAY, away as i32);
    if pos.rules().panthan == PanthanMove::Forward {
        // Black's pieces move north: past her rank is above it for Black's
        // Panthans, below it for Orange's.
        let below = BELOW_RANK[usize::from(rank)];
        let above = Bitboard::FULL - below - Bitboard::rank(at.rank());
        let past = match them {
            Color::Black => above,
            Color::Orange => below,
        };
        add(
            PANTHANS_PAST,
            (board.pieces(them, Role::Panthan) & past).len() as i32,
        );
    }
    threatened.contains(at)
}

/// How many of `pieces` (`color`'s, not its royals) the other Chief could
/// take with nothing to fear but a draw (see [`CHIEF_PREY_NEAR`]): those
/// within three king steps of him, and those within six but not three,
/// leaving out the pieces within three of `color`'s own Chief.
fn chief_prey(pos: &Position, color: Color, pieces: Bitboard) -> (i32, i32) {
    let board = pos.board();
    let Some(hunter) = board.pieces(color.opposite(), Role::Chief).lowest() else {
        return (0, 0);
    };
    let guarded = match board.pieces(color, Role::Chief).lowest() {
        Some(chief) => WITHIN[usize::from(chief.index())][2],
        None => Bitboard::EMPTY,
    };
    let prey = pieces - guarded;
    let within = &WITHIN[usize::from(hunter.index())];
    let near = (prey & within[2]).len() as i32;
    (near, (prey & within[5]).len() as i32 - near)
}

/// How close `attackers` stand to `princess`: seven less the Chebyshev
/// distance for each attacker within six, summed.
pub(crate) fn closeness(attackers: Bitboard, princess: Bitboard) -> i32 {
    let Some(at) = princess.lowest() else {
        return 0;
    };
    WITHIN[usize::from(at.index())]
        .iter()
        .map(|within| (attackers & *within).len() as i32)
        .sum()
}

/// The dark squares (`a1` is dark: file and rank of the same parity).
const DARK: Bitboard = {
    let mut bits = 0u128;
    let mut index = 0;
    while index < 100 {
        if (index % 10 + index / 10) % 2 == 0 {
            bits |= 1 << index;
        }
        index += 1;
    }
    Bitboard::from_bits(bits)
};

/// For each rank (from 0), the squares of the ranks below it.
const BELOW_RANK: [Bitboard; 10] = {
    let mut below = [Bitboard::EMPTY; 10];
    let mut rank = 1;
    while rank < 10 {
        below[rank] = Bitboard::from_bits((1u128 << (10 * rank)) - 1);
        rank += 1;
    }
    below
};

/// The squares of each quarter, indexed by file parity plus twice rank
/// parity (file and rank counted from 0 at `a1`).
const QUARTERS: [Bitboard; 4] = {
    let mut quarters = [0u128; 4];
    let mut index = 0;
    while index < 100 {
        quarters[(index % 10) % 2 + 2 * ((index / 10) % 2)] |= 1 << index;
        index += 1;
    }
    [
        Bitboard::from_bits(quarters[0]),
        Bitboard::from_bits(quarters[1]),
        Bitboard::from_bits(quarters[2]),
        Bitboard::from_bits(quarters[3]),
    ]
};

#[cfg(test)]
mod tests {
    use super::*;

    /// A position of the default rules from its text.
    fn pos(text: &str) -> Position {
        Position::from_text(text).unwrap()
    }

    /// The features of `color`'s Princess in `pos`.
    fn danger_in(pos: &Position, color: Color) -> [i32; COUNT] {
        let mut counts = [0; COUNT];
        danger(pos, color, 1, &mut counts);
        counts
    }

    /// The features of `color`'s Princess in the position of `text`.
    fn danger_of(text: &str, color: Color) -> [i32; COUNT] {
        danger_in(&pos(text), color)
    }

    fn rooms(counts: &[i32; COUNT]) -> [i32; 6] {
        ROOM.map(|i| counts[i])
    }

    #[test]
    fn a_lone_princess_has_the_room_of_her_corner() {
        // Black's Princess on a1, Orange's on j10 and nothing else: every
        // square within three king steps of a1 (files a-d, ranks 1-4, less
        // a1 itself) is hers, 15 of them, counted up to each cap.
        let counts = danger_of("9P/10/10/10/10/10/10/10/10/p9 b bo 0 1", Color::Black);
        assert_eq!(rooms(&counts), [1, 3, 6, 10, 15, 15]);
        assert_eq!(counts[ESCAPE], 1);
        assert_eq!(counts[TRAPPED], 0);
        assert_eq!(counts[ZONE_THREATENED], 0);
        assert_eq!((counts[EDGE], counts[CORNER]), (1, 1));
        let without = danger_of("9P/10/10/10/10/10/10/10/10/p9 b - 0 1", Color::Black);
        assert_eq!(without[ESCAPE], 0);
        assert_eq!(rooms(&without), rooms(&counts));
    }

    #[test]
    fn a_dwar_takes_the_squares_it_threatens_and_its_own() {
        // An Orange Dwar on d4 reaches, of the 16 squares within three king
        // steps of a1, c4 and d3 (one square off), a4 and d1 (three), b3
        // and c2 (two and one): RULES.md 3's offsets. It stands on d4
        // itself: 15 - 7 = 8 squares of room, 6 threatened. It is three
        // king steps from her.
        let counts = danger_of("9P/10/10/10/10/10/3D6/10/10/p9 b - 0 1", Color::Black);
        assert_eq!(rooms(&counts), [1, 3, 6, 8, 8, 8]);
        assert_eq!(counts[ZONE_THREATENED], 6);
        assert_eq!(NEAR.map(|i| counts[i]), [0, 0, 1]);
        assert_eq!(NEAR_BY_KIND.map(|i| counts[i]), [0, 0, 1, 0, 0, 0, 0]);
        // Orange's Princess has no Black piece near her.
        let theirs = danger_of("9P/10/10/10/10/10/3D6/10/10/p9 b - 0 1", Color::Orange);
        assert_eq!(rooms(&theirs), [1, 3, 6, 10, 15, 15]);
        assert_eq!(theirs[ZONE_THREATENED], 0);
    }

    #[test]
    fn a_princess_with_two_squares_and_no_escape_is_trapped() {
        // Black's own pieces fill 13 of the 15 squares around a1; d3 and d4
        // are left. With her escape she is not trapped, without it she is.
        let walled = |escapes| format!("9P/10/10/10/10/10/nwa7/nnn7/nnnn6/pwat6 b {escapes} 0 1");
        let with = danger_of(&walled("bo"), Color::Black);
        assert_eq!((rooms(&with)[5], with[TRAPPED]), (2, 0));
        let without = danger_of(&walled("o"), Color::Black);
        assert_eq!((rooms(&without)[5], without[TRAPPED]), (2, 1));
        // Under the reading without an escape (RULES.md 9) the flag of the
        // position text gives her none: trapped, and no escape counted.
        let rules = "escape=none".parse().unwrap();
        let none = Position::from_text_with_rules(&walled("bo"), rules).unwrap();
        let counts = danger_in(&none, Color::Black);
        assert_eq!((counts[ESCAPE], counts[TRAPPED]), (0, 1));
    }

    #[test]
    fn a_princess_taken_leaves_only_her_escape() {
        // Orange's Panthan on a2 takes Black's Princess on a1, whose escape
        // was never used: the game is over, the escape still counts.
        let mut taken = pos("9P/10/10/10/10/10/10/10/N9/p9 o b 0 1");
        taken.play("a2a1".parse().unwrap()).unwrap();
        let mut expected = [0; COUNT];
        expected[ESCAPE] = 1;
        assert_eq!(danger_in(&taken, Color::Black), expected);
    }

    #[test]
    fn edges_and_corners_are_where_she_stands() {
        let at = |rank_1: &str| {
            danger_of(
                &format!("9P/10/10/10/10/10/10/10/10/{rank_1} b - 0 1"),
                Color::Black,
            )
        };
        let (e1, b1) = (at("4p5"), at("1p8"));
        assert_eq!((e1[EDGE], e1[CORNER]), (1, 0));
        assert_eq!((b1[EDGE], b1[CORNER]), (1, 1));
        // b2 is off the edge but within two squares of a1's corner; e5 is
        // neither.
        let b2 = danger_of("9P/10/10/10/10/10/10/10/1p8/10 b - 0 1", Color::Black);
        assert_eq!((b2[EDGE], b2[CORNER]), (0, 1));
        let e5 = danger_of("9P/10/10/10/10/4p5/10/10/10/10 b - 0 1", Color::Black);
        assert_eq!((e5[EDGE], e5[CORNER]), (0, 0));
    }

    #[test]
    fn colour_bound_pieces_away_from_her_square_are_counted() {
        // Black's Princess on a1 (file and rank even). Orange's Warrior on
        // b1 (odd) keeps to the other colour, its Flier on c3 (even) to
        // hers; its Padwar on b2 (both odd) keeps to another quarter, the
        // one on c1 (both even) to hers: two can never reach a1.
        let counts = danger_of("9P/10/10/10/10/10/10/2F7/1A8/pWA7 b - 0 1", Color::Black);
        assert_eq!(counts[BOUND_AWAY], 2);
        // Where a piece may stop after one step, a Warrior or Padwar can
        // change colour or quarter: only the Flier's diagonal steps keep
        // its colour, and this one is on hers.
        let rules = crate::Rules {
            steps: StepCount::UpTo,
            ..crate::Rules::default()
        };
        let up_to =
            Position::from_text_with_rules("9P/10/10/10/10/10/10/2F7/1A8/pWA7 b - 0 1", rules)
                .unwrap();
        assert_eq!(danger_in(&up_to, Color::Black)[BOUND_AWAY], 0);
        // A Flier on b1 (file odd, rank even), off her colour, is away
        // whatever the steps.
        let flier = Position::from_text_with_rules("9P/10/10/10/10/10/10/10/10/pF8 b - 0 1", rules)
            .unwrap();
        assert_eq!(danger_in(&flier, Color::Black)[BOUND_AWAY], 1);
        assert_eq!(NEAR_BY_KIND.map(|i| counts[i]), [0, 1, 0, 2, 1, 0, 0]);
        // b1 and b2 at distance 1, c1 and c3 at 2.
        assert_eq!(NEAR.map(|i| counts[i]), [2, 2, 0]);
    }

    #[test]
    fn on_a_light_square_of_an_odd_file_her_own_colour_and_quarter_count() {
        // Black's Princess on b1: file 1 and rank 0, a light square (odd
        // sum) of the quarter of odd files and even ranks. Orange's Flier on
        // c1 (dark) and Warrior on g1 (dark) keep to the other colour, its
        // Padwar on e3 (both even) to another quarter: three away. Its
        // Flier on d1 (light) keeps to hers.
        let counts = danger_of("9P/10/10/10/10/10/10/4A5/10/1pFF2W3 b - 0 1", Color::Black);
        assert_eq!(counts[BOUND_AWAY], 3);
    }

    #[test]
    fn only_the_other_sides_pieces_near_her_are_counted() {
        // Black's Princess on a1 with her own Flier beside her on b2;
        // Orange's Dwar on h6 is seven king steps away: none counts.
        let counts = danger_of("9P/10/10/10/7D2/10/10/10/1f8/p9 b - 0 1", Color::Black);
        assert_eq!(NEAR_BY_KIND.map(|i| counts[i]), [0; 7]);
        assert_eq!(NEAR.map(|i| counts[i]), [0; 3]);
    }

    #[test]
    fn colours_and_quarters_follow_the_parities_of_file_and_rank() {
        use crate::test_support::sq;
        for (name, dark) in [
            ("a1", true),
            ("c1", true),
            ("b2", true),
            ("j10", true),
            ("a2", false),
            ("b1", false),
            ("j1", false),
            ("a10", false),
        ] {
            assert_eq!(DARK.contains(sq(name)), dark, "{name}");
        }
        assert_eq!(DARK.len(), 50);
        // File parity plus twice rank parity: a1 even and even, b1 odd
        // and even, a2 even and odd, b2 odd and odd.
        for (quarter, names) in [
            ["a1", "c3", "i9"],
            ["b1", "d3", "j9"],
            ["a2", "c4", "i10"],
            ["b2", "d4", "j10"],
        ]
        .iter()
        .enumerate()
        {
            assert_eq!(QUARTERS[quarter].len(), 25);
            for name in names {
                assert!(QUARTERS[quarter].contains(sq(name)), "{name}");
            }
        }
    }

    #[test]
    fn panthans_past_her_rank_never_come_back() {
        // Black's Princess on e5: Orange's Panthans move south, so the one
        // on e3 is past her, those on e7 and f5 are not.
        let text = "10/10/10/4N5/10/4pN4/10/4N5/10/9P b - 0 1";
        assert_eq!(danger_of(text, Color::Black)[PANTHANS_PAST], 1);
        // Orange's Princess on e6: Black's Panthan on e8 is past her
        // (Black's move north), the one on e4 is not.
        let text = "10/10/4n5/10/4P5/10/4n5/10/10/p9 b - 0 1";
        assert_eq!(danger_of(text, Color::Orange)[PANTHANS_PAST], 1);
        // Where Panthans may step diagonally back, none is past for good.
        let rules = crate::Rules {
            panthan: PanthanMove::DiagonalBack,
            ..crate::Rules::default()
        };
        let back =
            Position::from_text_with_rules("10/10/10/4N5/10/4pN4/10/4N5/10/9P b - 0 1", rules)
                .unwrap();
        assert_eq!(danger_in(&back, Color::Black)[PANTHANS_PAST], 0);
    }

    #[test]
    fn each_lesser_kind_is_counted_for_the_side_to_move_less_the_other() {
        // Black: two Fliers and a Panthan; Orange: a Dwar and three
        // Panthans; a Chief and a Princess each, which are not counted.
        let text = |side| format!("P8C/10/10/10/D2NNN4/10/10/10/ff6n1/p8c {side} bo 0 1");
        let kinds = |side| features(&pos(&text(side)), 0).counts;
        let black = kinds("b");
        let orange = kinds("o");
        assert_eq!(PIECES.map(|i| black[i]), [2, -1, 0, 0, 0, -2]);
        assert_eq!(PIECES.map(|i| orange[i]), [-2, 1, 0, 0, 0, 2]);
    }

    #[test]
    fn the_phase_is_the_share_of_the_starts_material_left() {
        assert_eq!(features(&Position::default(), 0).phase, 256);
        let lone = pos("9P/10/10/10/10/10/10/10/10/p9 b - 0 1");
        assert_eq!(features(&lone, 0).phase, 0);
        // A Flier and a Dwar: (950 + 490) * 256 / 12,640 = 29.2.
        let two = pos("9P/10/10/10/10/10/10/10/F9/pd8 b - 0 1");
        assert_eq!(features(&two, 0).phase, 29);
        // The Chiefs are not counted: with both beside them, still 29
        // (not (950 + 490 + 2 * 1500) * 256 / 12,640 = 89.9).
        let chiefs = pos("8CP/10/10/10/10/10/10/10/F9/pdc7 b - 0 1");
        assert_eq!(features(&chiefs, 0).phase, 29);
    }

    #[test]
    fn the_side_ahead_closes_in_by_its_lead() {
        // Black to move, a Flier (950) ahead, the Flier two king steps from
        // Orange's Princess on j10: closeness 7 - 2 = 5, times 950 over
        // 160 is 29.7, 29 whole. Seen from Orange, the same negated.
        let black = pos("9P/10/7f2/10/10/10/10/10/10/p9 b - 0 1");
        assert_eq!(features(&black, 950).counts[CLOSING], 29);
        let orange = pos("9P/10/7f2/10/10/10/10/10/10/p9 o - 0 1");
        assert_eq!(features(&orange, -950).counts[CLOSING], -29);
        assert_eq!(features(&black, 0).counts[CLOSING], 0);
    }

    #[test]
    fn the_other_chief_preys_on_the_side_aheads_pieces_its_own_chief_does_not_guard() {
        // Black is 2,390 centipoints ahead (a Flier, Dwar, Thoat, Warrior
        // and two Panthans against a Panthan), ten points counted. Orange's Chief on
        // e5 has Black's Flier on e7 and Panthan on d6, two king steps away
        // and one, near him, and the Dwar on e10 (five), the Warrior on a9
        // and the Panthan on a2 (four) within six; the Thoat on g5 is two
        // steps from him but
        // three from Black's Chief on j5, who guards it. Black's Princess
        // never counts.
        let text = "P3d5/w8N/10/4f5/3n6/4C1t2c/10/10/n9/9p";
        let prey = |side: &str, rules: &str| {
            let pos = Position::from_text_with_rules(
                &format!("{text} {side} - 0 1"),
                rules.parse().unwrap(),
            )
            .unwrap();
            let counts = features(&pos, super::super::material(&pos)).counts;
            (counts[CHIEF_PREY_NEAR], counts[CHIEF_PREY_FAR])
        };
        assert_eq!(prey("b", ""), (20, 30));
        assert_eq!(prey("o", ""), (-20, -30));
        // Where a Chief taken by a lesser piece is only removed, taking
        // Orange's costs it its Chief: he preys on nothing.
        assert_eq!(prey("b", "chief=removed"), (0, 0));
    }

    #[test]
    fn closeness_counts_seven_less_each_distance_within_six() {
        let set = |squares: &[&str]| -> Bitboard {
            squares
                .iter()
                .map(|s| s.parse::<crate::types::Square>().unwrap())
                .collect()
        };
        // From a1: c3 at distance 2 counts 5, g7 at 6 counts 1, h8 at 7
        // and j10 at 9 count nothing.
        assert_eq!(closeness(set(&["c3", "g7", "h8", "j10"]), set(&["a1"])), 6);
        assert_eq!(closeness(set(&["c3"]), Bitboard::EMPTY), 0);
    }
}
