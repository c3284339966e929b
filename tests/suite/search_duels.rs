//! The search under duels (`capture=duel`, RULES.md section 10): each
//! capture a chance node whose outcomes are weighted by the duel model, on
//! positions whose values are worked out by hand.

use crate::common::mv;
use jetan::DuelModel;
use jetan::search::{Limits, Score, Searcher};
use jetan::{Move, Position, Role, Rules};

fn manator(text: &str) -> Position {
    Position::from_text_with_rules(text, Rules::MANATOR).expect("a valid position")
}

/// A won game for the side to move's move at the root (the win is one move
/// away): [`Score::win_in`]`(1)`.
const WIN_NOW: i32 = Score::win_in(1).encoded();

/// A game the side to move loses on the other side's next move.
const LOST_NEXT: i32 = -Score::win_in(2).encoded();

/// Black: Princess a1 (escape spent), Chief e2. Orange: Chief c4,
/// Princess j10 (escape spent). The Orange Chief reaches every square
/// within three king steps (RULES.md 3), so it threatens every square the
/// Black Princess could go to (a1 to d4), and she has no move (section 4);
/// next move it takes her (6.1) unless Black's Chief, two steps away,
/// attacks it first. That duel ends the game either way (section 10: the
/// surviving Chief's side wins): won, Black wins at once; lost, Black
/// loses at once. Any other move loses on Orange's reply.
const CHIEF_DUEL: &str = "9P/10/10/10/10/10/2C7/10/4c5/p9 b - 0 1";

fn search_with(model: DuelModel, text: &str, contempt: i32) -> jetan::search::SearchResult {
    let mut searcher = Searcher::new(1);
    searcher.set_duel_model(model);
    searcher.set_contempt_centipoints(contempt);
    searcher.search(&manator(text), Limits::depth(3))
}

#[test]
fn the_chief_duel_position_is_as_worked_out() {
    let pos = manator(CHIEF_DUEL);
    // Only the Chief moves; the duel is there with both outcomes.
    assert!(
        pos.legal_moves()
            .iter()
            .all(|m| m.from().to_string() == "e2")
    );
    assert!(pos.is_legal(mv("e2c4")) && pos.is_legal(mv("e2*c4")));
}

#[test]
fn a_fair_duel_that_decides_the_game_scores_the_mean_of_its_outcomes() {
    // Won and lost outright are WIN_NOW and -WIN_NOW, so the mean of the
    // two is 0: better than losing next move, the only other line.
    let result = search_with(DuelModel::FAIR, CHIEF_DUEL, 0);
    assert_eq!(result.best_move, Some(mv("e2c4")));
    assert_eq!(result.score.encoded(), 0);
    // The line stops at the duel, whose outcome is chance.
    assert_eq!(result.pv, [mv("e2c4")]);
}

#[test]
fn the_outcomes_are_weighted_by_the_model() {
    // Three duels in four won: 0.75 * 29,999 - 0.25 * 29,999 = 14,999.5,
    // given to the nearest centipoint.
    let result = search_with(DuelModel::from_per_mille(750).unwrap(), CHIEF_DUEL, 0);
    assert_eq!(result.best_move, Some(mv("e2c4")));
    assert!((2 * result.score.encoded() - WIN_NOW).abs() <= 1);
    // One in ten: 0.1 * 29,999 - 0.9 * 29,999 = -23,999.2, still better
    // than a certain loss.
    let result = search_with(DuelModel::from_per_mille(100).unwrap(), CHIEF_DUEL, 0);
    assert_eq!(result.best_move, Some(mv("e2c4")));
    assert_eq!(result.score.encoded(), -23_999);
}

#[test]
fn a_duel_always_won_is_a_win_and_one_always_lost_is_avoided() {
    let result = search_with(DuelModel::from_per_mille(1000).unwrap(), CHIEF_DUEL, 0);
    assert_eq!(result.best_move, Some(mv("e2c4")));
    assert_eq!(result.score, Score::win_in(1));
    // Falling loses now; any other move loses only on Orange's reply.
    let result = search_with(DuelModel::from_per_mille(0).unwrap(), CHIEF_DUEL, 0);
    assert_ne!(result.best_move, Some(mv("e2c4")));
    assert_eq!(result.score.encoded(), LOST_NEXT);
}

#[test]
fn a_model_by_kinds_weighs_each_pair() {
    // A Chief always wins its duels in this model: the attack wins now.
    let chiefs_win =
        DuelModel::by_kinds_per_mille(|a, _| if a == Role::Chief { 1000 } else { 500 });
    let result = search_with(chiefs_win.unwrap(), CHIEF_DUEL, 0);
    assert_eq!(result.score, Score::win_in(1));
}

/// Black: Princess a1 (escape spent), Warrior e4. Orange: Chief c4,
/// Princess j10. As in [`CHIEF_DUEL`] the Orange Chief takes the Black
/// Princess next move unless it is gone. The Warrior reaches c4 by two
/// straight steps (e4-d4-c4, RULES.md 3). Won, the duel kills the Chief
/// by a lesser piece, a draw (6.3); lost, the Warrior falls and Orange
/// takes the Princess.
const WARRIOR_DUEL: &str = "9P/10/10/10/10/10/2C1w5/10/10/p9 b - 0 1";

#[test]
fn a_duel_for_a_draw_weighs_the_draw_with_the_contempt() {
    let pos = manator(WARRIOR_DUEL);
    assert!(
        pos.legal_moves()
            .iter()
            .all(|m| m.from().to_string() == "e4")
    );
    // Without contempt: (0 + loss next move) / 2.
    let result = search_with(DuelModel::FAIR, WARRIOR_DUEL, 0);
    assert_eq!(result.best_move, Some(mv("e4c4")));
    assert_eq!(result.score.encoded(), LOST_NEXT / 2);
    // With a contempt of 1,000 the draw counts -1,000 for Black.
    let result = search_with(DuelModel::FAIR, WARRIOR_DUEL, 1_000);
    assert_eq!(result.best_move, Some(mv("e4c4")));
    assert_eq!(result.score.encoded(), (-1_000 + LOST_NEXT) / 2);
}

#[test]
fn taking_the_princess_is_no_duel() {
    // Black's Warrior on e3 takes the Orange Princess on e5 (RULES.md 3,
    // 6.1): under duels too it wins at once (section 10).
    let pos = manator("10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1");
    let result = Searcher::new(1).search(&pos, Limits::depth(3));
    assert_eq!(result.best_move, Some(mv("e3e5")));
    assert_eq!(result.score, Score::win_in(1));
}

#[test]
fn the_princess_taken_inside_the_search_is_no_duel_either() {
    // Black: Princess a1 (escape spent), Panthan j3. Orange: Chief c4,
    // which threatens every square within three king steps (a1 to d4), so
    // she cannot move; whatever the Panthan does, the Chief takes her next
    // move, and that is no duel (RULES.md section 10): lost, not a chance.
    let result = search_with(DuelModel::FAIR, "9P/10/10/10/10/10/2C7/9n/10/p9 b - 0 1", 0);
    assert_eq!(result.score.encoded(), LOST_NEXT);
}

#[test]
fn the_engine_chooses_captures_never_their_outcome_and_is_deterministic() {
    let mut pos = Position::start_with(Rules::MANATOR, jetan::Color::Black);
    let mut searcher = Searcher::new(1);
    for ply in 0..12 {
        let result = searcher.search(&pos, Limits::nodes(2_000));
        let again = Searcher::new(1).search(&pos, Limits::nodes(2_000));
        let fresh = Searcher::new(1).search(&pos, Limits::nodes(2_000));
        // The same search, whatever time it took.
        let found =
            |r: &jetan::search::SearchResult| (r.best_move, r.score, r.nodes, r.lines.clone());
        assert_eq!(found(&again), found(&fresh), "ply {ply}");
        let Some(m) = result.best_move else { break };
        assert!(!m.is_fallen(), "ply {ply}: {m}");
        // The attacker falls in every other duel: both outcomes get played.
        let m = if ply % 2 == 1 && pos.is_legal(Move::fallen(m.from(), m.to())) {
            Move::fallen(m.from(), m.to())
        } else {
            m
        };
        pos.play(m).unwrap();
    }
}

/// A Manator middle game from self-play, Orange to move: a Black Flier on
/// f10 stands among Orange's back rank, and many pieces of each side can
/// take one another. Every capture is a duel with two outcomes, so the
/// capture sequences alone make a tree far beyond any search; depth 1 ran
/// for minutes before the quiescence search stopped going deeper in duels.
const DUEL_THICKET: &str =
    "WADFCfFDAW/1NNNNN1NNT/10/1t3t4/P9/10/f2N6/10/1nnnnnnnn1/wad1cp1daw o bo 0 13";

#[test]
fn a_thicket_of_duels_is_searched_in_bounded_time() {
    let pos = manator(DUEL_THICKET);
    // Depth 2 completes: a bounded number of positions, a legal move.
    let result = Searcher::new(1).search(&pos, Limits::depth(2));
    assert_eq!(result.depth, 2);
    assert!(pos.is_legal(result.best_move.expect("Orange has moves")));
    // A node limit holds from depth 1 on, once the first move is searched
    // (Limits::nodes: within one visit of the limit). The first root move
    // costs far fewer than 5,000 positions at depth 1.
    let result = Searcher::new(1).search(&pos, Limits::nodes(5_000));
    assert!(result.nodes <= 5_001, "{} positions", result.nodes);
    assert!(pos.is_legal(result.best_move.expect("Orange has moves")));
}
