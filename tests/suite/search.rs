//! The library's search (`jetan::search`) on positions worked out by hand
//! from RULES.md, and its limits.
#![cfg(feature = "search")]

use crate::common::mv;
use jetan::search::{GameClock, Limits, Line, Score, SearchResult, Searcher, StopFlag};
use jetan::{Move, Position, Role, Rules};

fn position(text: &str) -> Position {
    Position::from_text(text).expect("a valid position")
}

/// Whether the side to move can move onto the opposing Princess.
fn takes_princess_now(pos: &Position) -> bool {
    let them = pos.side_to_move().opposite();
    let princess = pos.board().pieces(them, Role::Princess).lowest();
    pos.legal_moves().iter().any(|m| Some(m.to()) == princess)
}

/// Black Warrior e3, Orange Princess e5, Orange Flier g3, Black Princess
/// a1. The Warrior makes two straight steps (RULES.md 3): e3-e4-e5 takes
/// the Princess and wins (6.1).
const WIN_IN_ONE: &str = "10/10/10/10/10/4P5/10/4w1F3/10/p9 b - 0 1";

#[test]
fn a_win_in_one_is_found() {
    let pos = position(WIN_IN_ONE);
    let result = Searcher::new(1).search(&pos, Limits::depth(4));
    assert_eq!(result.best_move, Some(mv("e3e5")));
    assert_eq!(result.score, Score::win_in(1));
    assert_eq!(result.pv, [mv("e3e5")]);
}

/// Orange Princess a10 with her escape spent, an Orange Panthan on j5 (so
/// that Orange has a move: a side without one draws, RULES.md 6.5), the
/// Black Chief on f8 and the Black Princess on a1.
///
/// The Chief reaches every square within three king steps on an empty
/// board (RULES.md 3), the Princess likewise, and she may not end on a
/// square a Black piece could move onto (section 4). From f8 the Chief is
/// five files from a10: no win in one. From c7, c8, c9, c10, d7, d8, d9 or
/// d10 (each within three steps of f8) it stands within three king steps
/// of a10 and of every square she could go to (files a-d, ranks 7-10), so
/// she cannot move, the Panthan cannot reach the Chief, and the Chief
/// takes her next: a win in three moves, and only by those eight.
const WIN_IN_THREE: &str = "P9/10/5c4/10/10/9N/10/10/10/p9 b - 0 1";

const CHIEF_NETS: [&str; 8] = [
    "f8c7", "f8c8", "f8c9", "f8c10", "f8d7", "f8d8", "f8d9", "f8d10",
];

#[test]
fn the_win_in_three_position_is_as_worked_out() {
    let pos = position(WIN_IN_THREE);
    assert!(!takes_princess_now(&pos));
    let mut winning: Vec<String> = Vec::new();
    for &m in pos.legal_moves().iter() {
        let mut after = pos;
        after.play(m).unwrap();
        let replies = after.legal_moves();
        let forced = !replies.is_empty()
            && replies.iter().all(|&r| {
                let mut next = after;
                next.play(r).unwrap();
                takes_princess_now(&next)
            });
        if forced {
            winning.push(m.to_string());
        }
    }
    winning.sort();
    let mut expected = CHIEF_NETS.map(String::from).to_vec();
    expected.sort();
    assert_eq!(winning, expected);
}

#[test]
fn a_win_in_three_is_found_and_scored_with_its_distance() {
    let pos = position(WIN_IN_THREE);
    for depth in [3, 5] {
        let result = Searcher::new(1).search(&pos, Limits::depth(depth));
        let best = result.best_move.unwrap().to_string();
        assert!(CHIEF_NETS.contains(&best.as_str()), "{best}");
        // Scored as a win in exactly three: not one in five, which every
        // winning line also allows by wasting two moves.
        assert_eq!(result.score, Score::win_in(3), "depth {depth}");
        assert_eq!(result.score.moves_to_win(), Some(3));
    }
    // A win in three proved at depth 3 is searched no deeper, whatever
    // the limit allows.
    let result = Searcher::new(1).search(&pos, Limits::depth(40));
    assert_eq!((result.depth, result.score), (3, Score::win_in(3)));
}

#[test]
fn the_loser_sees_its_loss_with_its_distance() {
    // After f8c8 Orange is lost: whatever it plays, Black takes the
    // Princess on the next move.
    let mut pos = position(WIN_IN_THREE);
    pos.play(mv("f8c8")).unwrap();
    let result = Searcher::new(1).search(&pos, Limits::depth(3));
    assert_eq!(result.score, -Score::win_in(2));
    assert_eq!(result.score.moves_to_loss(), Some(2));
}

/// Black Warrior e3 and Flier a2, Black Princess e1; Orange Dwar g3 and
/// Dwar b8, Panthan b5, Princess j10. The Warrior takes the Dwar on g3
/// (e3-f3-g3), which no Orange piece can then reach: a free 4.9 points.
/// The Flier could take the Panthan on b5 (one diagonal step and two more,
/// a2-b3-a4-b5), but the Dwar on b8 takes it back (b8-b7-b6-b5). The
/// Princess stands off the corner: 15 squares of room before the capture
/// and more than the 16 counted after it, so that her room moves the
/// score by a square at most beside the Dwar.
const HANGING_DWAR: &str = "9P/10/1D8/10/10/1N8/10/4w1D3/f9/4p5 b - 0 1";

#[test]
fn a_hanging_piece_is_taken() {
    let pos = position(HANGING_DWAR);
    assert!(pos.is_legal(mv("a2b5")));
    for depth in 1..=4 {
        let result = Searcher::new(1).search(&pos, Limits::depth(depth));
        assert_eq!(result.best_move, Some(mv("e3g3")), "depth {depth}");
        // The Dwar's worth, give or take the positional terms.
        let gain = result.score.centipoints().expect("no game end in reach");
        assert!((300..=700).contains(&gain), "depth {depth}: {gain}");
    }
}

/// [`HANGING_DWAR`] without the Warrior and the Dwar on g3, the Princess
/// on a1: the Flier's only capture is the Panthan on b5, which the Dwar on
/// b8 takes back (b8-b7-b6-b5).
const DEFENDED_PANTHAN: &str = "9P/10/1D8/10/10/1N8/10/10/f9/p9 b - 0 1";

#[test]
fn the_quiescence_search_sees_the_recapture_at_depth_one() {
    // Depth 1 searches Black's moves, then only captures: the Flier for a
    // Panthan (2.0 for 9.5) is a loss of 7.5 points that a search
    // standing on the evaluation after a2b5 would not see.
    let pos = position(DEFENDED_PANTHAN);
    assert!(pos.is_legal(mv("a2b5")));
    let result = Searcher::new(1).search(&pos, Limits::depth(1));
    assert_ne!(result.best_move, Some(mv("a2b5")));
}

#[test]
fn a_stop_flag_set_before_the_search_stops_it_after_depth_one() {
    let flag = StopFlag::new();
    flag.stop();
    let limits = Limits::depth(20).with_stop(flag.clone());
    let result = Searcher::new(1).search(&Position::default(), limits);
    assert_eq!(result.depth, 1);
    assert!(Position::default().is_legal(result.best_move.unwrap()));
    flag.reset();
    assert!(!flag.is_stopped());
}

#[test]
fn a_stop_flag_set_by_another_thread_ends_a_search_without_limits() {
    let flag = StopFlag::new();
    let limits = Limits::until_stopped(flag.clone());
    let (started_tx, started_rx) = std::sync::mpsc::channel();
    let search = std::thread::spawn(move || {
        let mut searcher = Searcher::new(1);
        // Tell the main thread once depth 1 is done; only the flag can
        // end this search.
        searcher.search_with(&Position::default(), limits, |progress| {
            if progress.depth == 1 {
                let _ = started_tx.send(());
            }
        })
    });
    started_rx.recv().unwrap();
    flag.stop();
    let result = search.join().unwrap();
    assert!(result.depth >= 1);
    assert!(result.best_move.is_some());
}

/// What a search found, leaving out the time it took.
fn searched(result: &SearchResult) -> (Option<Move>, Score, u32, u64, Vec<Line>) {
    (
        result.best_move,
        result.score,
        result.depth,
        result.nodes,
        result.lines.clone(),
    )
}

#[test]
fn a_fresh_searcher_gives_the_same_result_twice() {
    let pos = position(HANGING_DWAR);
    let first = Searcher::new(1).search(&pos, Limits::nodes(3_000));
    let second = Searcher::new(1).search(&pos, Limits::nodes(3_000));
    assert_eq!(searched(&first), searched(&second));
    // The node limit holds once depth 1 is done, within one visit.
    assert!(first.nodes <= 3_001);
}

#[test]
fn clear_makes_a_used_searcher_search_as_a_fresh_one() {
    let mut used = Searcher::new(1);
    used.search(&Position::default(), Limits::nodes(2_000));
    used.clear();
    let pos = position(HANGING_DWAR);
    assert_eq!(
        searched(&used.search(&pos, Limits::nodes(2_000))),
        searched(&Searcher::new(1).search(&pos, Limits::nodes(2_000)))
    );
}

#[test]
fn a_searcher_used_under_other_rules_searches_as_a_fresh_one() {
    // What a searcher learnt under one reading of the rules (its table,
    // its history) does not hold under another: a change of rules forgets
    // it, as `clear` does.
    let mut used = Searcher::new(1);
    used.search(&Position::default(), Limits::nodes(2_000));
    let duels: Rules = "capture=duel".parse().unwrap();
    let pos = Position::start_with(duels, jetan::Color::Black);
    assert_eq!(
        searched(&used.search(&pos, Limits::nodes(2_000))),
        searched(&Searcher::new(1).search(&pos, Limits::nodes(2_000)))
    );
}

/// Black Princess a1 and Warrior e2, Orange Princess j10 and Warrior e9:
/// after any Black move no piece can take another, so the quiescence
/// search of each stands on the evaluation.
const NOTHING_TO_TAKE: &str = "9P/4W5/10/10/10/10/10/10/4w5/p9 b - 0 1";

#[test]
fn depth_one_of_one_root_move_visits_two_positions() {
    // The root, then the position after the move, where nothing can be
    // taken and the quiescence search stands on the evaluation: two
    // positions, whichever move it is.
    let pos = position(NOTHING_TO_TAKE);
    for &m in pos.legal_moves().iter() {
        let result = Searcher::new(1).search(&pos, Limits::depth(1).with_root_moves([m]));
        assert_eq!((result.depth, result.nodes), (1, 2), "{m}");
    }
}

#[test]
fn a_finished_game_has_no_best_move_and_scores_its_result() {
    let mut pos = position(WIN_IN_ONE);
    pos.play(mv("e3e5")).unwrap();
    let result = Searcher::new(1).search(&pos, Limits::depth(3));
    assert_eq!(result.best_move, None);
    // Orange to move has lost.
    assert_eq!(result.score.moves_to_loss(), Some(0));
}

#[test]
fn the_principal_variation_is_as_long_as_the_depth() {
    // No game ends within these depths, so the line searched in full holds
    // a move a depth: also when depth 2 finds a better move than depth 1
    // (the second middle game), which a null window finds first and a full
    // window searches again for its line.
    let mut positions = vec![Position::default(), position(FAR_AHEAD)];
    positions.extend(MIDDLE_GAMES.map(position));
    for pos in &positions {
        for depth in 1..=5 {
            let result = Searcher::new(1).search(pos, Limits::depth(depth));
            assert!(
                result.pv.len() >= depth as usize,
                "{pos}: depth {depth}: {:?}",
                result.pv
            );
        }
    }
}

#[test]
fn the_move_returned_scores_what_the_search_says() {
    // The score returned is the best move's own: searched alone, to the
    // same depth, it scores the same. A move that only bounds the best
    // score (a null window it failed low in, at that score) is not the best.
    let mut positions = vec![Position::default(), position(NOTHING_TO_TAKE)];
    positions.extend(MIDDLE_GAMES.map(position));
    for pos in &positions {
        for depth in 1..=3 {
            let result = Searcher::new(1).search(pos, Limits::depth(depth));
            let best = result.best_move.unwrap();
            let alone = Searcher::new(1).search(pos, Limits::depth(depth).with_root_moves([best]));
            assert_eq!(alone.score, result.score, "{pos}: depth {depth}: {best}");
        }
    }
}

#[test]
fn the_principal_variation_is_a_line_of_legal_moves() {
    let mut pos = Position::default();
    let result = Searcher::new(1).search(&pos, Limits::depth(4));
    assert_eq!(result.pv.first().copied(), result.best_move);
    for &m in &result.pv {
        pos.play(m).expect("each move of the line is legal in turn");
    }
}

#[test]
fn every_rule_option_plays() {
    for text in [
        "setup=manator",
        "steps=up-to",
        "thoat=jumping",
        "panthan=diagonal-back",
        "princess=frightened",
        "escape=line",
        "escape=none",
        "chief=removed",
        "material=any",
        "no-move=loss",
        "capture=duel",
        "threat=in-place",
        "escape-when=threatened",
        "escape=far",
        "thoat=knight",
        "flier=leap",
        "setup=manator,capture=duel,chief=removed",
        // The JetanAgents framework's rules (RULES.md section 9).
        "setup=manator,thoat=jumping,flier=leap,threat=in-place,escape-when=threatened,escape=far,chief=removed,material=off,no-move=loss",
    ] {
        let rules: Rules = text.parse().unwrap();
        let mut pos = Position::start_with(rules, jetan::Color::Black);
        let mut searcher = Searcher::new(1);
        for _ in 0..4 {
            let result = searcher.search(&pos, Limits::nodes(500));
            pos.play(result.best_move.unwrap()).unwrap();
        }
    }
}

/// Black (Princess a1 with her escape, Chief h8, Panthan d3) against
/// Orange (Princess a10 without hers, Chief e4, Flier j1): Black is a Flier
/// down for a Panthan, and no Black piece reaches the Flier or the
/// Princess. The Panthan
/// steps diagonally forward onto the Orange Chief (d3-e4), and a Chief
/// taken by a lesser piece draws the game (RULES.md 6.3). The two Chiefs
/// stand four king steps apart: whichever comes within three of the other
/// is taken by it, which wins (6.2).
const CHIEF_FOR_A_DRAW: &str = "P9/10/7c2/10/10/10/4C5/3n6/10/p8F b b 0 1";

#[test]
fn without_contempt_the_side_behind_takes_the_draw() {
    let pos = position(CHIEF_FOR_A_DRAW);
    let mut searcher = Searcher::new(1);
    searcher.set_contempt_centipoints(0);
    let result = searcher.search(&pos, Limits::depth(3));
    assert_eq!(result.best_move, Some(mv("d3e4")));
    assert_eq!(result.score, Score::DRAW);
}

#[test]
fn with_contempt_the_side_behind_plays_on() {
    let pos = position(CHIEF_FOR_A_DRAW);
    let mut searcher = Searcher::new(1);
    // A draw counts as thirty points lost: more than Black can lose here.
    searcher.set_contempt_centipoints(3_000);
    let result = searcher.search(&pos, Limits::depth(3));
    assert_ne!(result.best_move, Some(mv("d3e4")));
    assert!(result.score > Score::from_centipoints(-3_000));
}

/// The bench's two middle games (benches/search.rs).
const MIDDLE_GAMES: [&str; 2] = [
    "WAD1P2DAW/1NNNN1NNNT/1t2N5/1T4C3/10/5F4/10/9n/1nnnnnnn1t/wadfcp1daw b bo 0 11",
    "WA2P3AW/1N1NNDNNNT/4N5/10/10/10/3D6/1n2p3nn/1n1nnnn1cC/wadf3daw b bo 0 21",
];

#[test]
fn the_last_report_names_the_move_returned() {
    // A program shows the last line reported and plays the move returned:
    // they must agree, also when a limit stops a depth part way.
    let mut positions = vec![Position::default()];
    positions.extend(MIDDLE_GAMES.map(position));
    for pos in &positions {
        for nodes in (1_000..=40_000).step_by(3_000) {
            let mut last = None;
            let mut depths = Vec::new();
            let result = Searcher::new(1).search_with(pos, Limits::nodes(nodes), |p| {
                last = Some((p.depth, p.score, p.pv.to_vec()));
                depths.push(p.depth);
            });
            // One report a depth, deeper each time.
            assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
            let (depth, score, pv) = last.expect("depth 1 is always reported");
            assert_eq!(pv.first().copied(), result.best_move, "{nodes} nodes");
            assert_eq!(
                (depth, score),
                (result.depth, result.score),
                "{nodes} nodes"
            );
            assert_eq!(pv, result.pv, "{nodes} nodes");
        }
    }
}

#[test]
fn the_quiescence_search_does_not_stand_pat_while_its_princess_is_attacked() {
    // Depth 1: Black's Chief move, then Orange's quiescence search. After
    // each of the eight nets the Orange Princess is attacked and cannot
    // move; the Panthan's moves do not help, so Orange loses on Black's
    // next move. Standing on the evaluation there would miss the win.
    let pos = position(WIN_IN_THREE);
    let result = Searcher::new(1).search(&pos, Limits::depth(1));
    assert_eq!(result.score, Score::win_in(3));
    assert!(CHIEF_NETS.contains(&result.best_move.unwrap().to_string().as_str()));
}

#[test]
fn multi_pv_gives_the_eight_nets_then_a_line_that_does_not_win() {
    // Only the eight Chief moves of CHIEF_NETS win in three; asked for
    // nine lines, the search gives them first, each a win in three, and
    // then a ninth move that wins nothing so soon.
    let pos = position(WIN_IN_THREE);
    let mut searcher = Searcher::new(1);
    searcher.set_multi_pv(9);
    let result = searcher.search(&pos, Limits::depth(3));
    assert_eq!(result.lines.len(), 9);
    let mut firsts: Vec<String> = result.lines[..8]
        .iter()
        .map(|line| line.pv[0].to_string())
        .collect();
    firsts.sort();
    let mut nets = CHIEF_NETS.map(String::from).to_vec();
    nets.sort();
    assert_eq!(firsts, nets);
    assert!(
        result.lines[..8]
            .iter()
            .all(|l| l.score == Score::win_in(3))
    );
    assert!(result.lines[8].score < Score::win_in(3));
    assert_eq!(result.lines[0].pv, result.pv);
    assert_eq!(Some(result.lines[0].pv[0]), result.best_move);
}

#[test]
fn multi_pv_gives_one_line_a_move_when_there_are_fewer() {
    // WIN_IN_ONE: the Warrior takes the Princess; but ask for 500 lines of
    // a position with few moves and get one line per legal move.
    let pos = position(DEFENDED_PANTHAN);
    let moves = pos.legal_moves().len();
    let mut searcher = Searcher::new(1);
    searcher.set_multi_pv(500);
    let result = searcher.search(&pos, Limits::depth(2));
    assert_eq!(result.lines.len(), moves);
    let mut firsts: Vec<Move> = result.lines.iter().map(|l| l.pv[0]).collect();
    firsts.sort_by_key(|m| m.to_string());
    firsts.dedup();
    assert_eq!(firsts.len(), moves);
    // Unasked, a searcher at full strength gives one line.
    let result = Searcher::new(1).search(&pos, Limits::depth(2));
    assert_eq!(result.lines.len(), 1);
}

#[test]
fn root_moves_restrict_the_choice() {
    let pos = position(WIN_IN_THREE);
    // One net allowed: it wins in three.
    let net = mv("f8d9");
    let result = Searcher::new(1).search(&pos, Limits::depth(3).with_root_moves([net]));
    assert_eq!(
        (result.best_move, result.score),
        (Some(net), Score::win_in(3))
    );
    // Every move but the nets: no win in three.
    let others: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| !CHIEF_NETS.contains(&m.to_string().as_str()))
        .collect();
    let result = Searcher::new(1).search(&pos, Limits::depth(3).with_root_moves(others.clone()));
    assert!(others.contains(&result.best_move.unwrap()));
    assert!(result.score < Score::win_in(3));
    // Moves that are not legal here are left out; none legal means all.
    let result = Searcher::new(1).search(&pos, Limits::depth(3).with_root_moves([mv("j10j9")]));
    assert_eq!(result.score, Score::win_in(3));
}

#[test]
fn a_result_and_each_report_say_how_long_and_how_fast() {
    let mut reports = Vec::new();
    let result = Searcher::new(1).search_with(&Position::default(), Limits::nodes(20_000), |p| {
        reports.push((p.elapsed, p.nodes, p.nodes_per_second));
    });
    assert!(result.elapsed > std::time::Duration::ZERO);
    let expected = result.nodes as f64 / result.elapsed.as_secs_f64();
    assert!((result.nodes_per_second as f64 - expected).abs() <= expected * 1e-6 + 1.0);
    // Time and positions only grow from one report to the next.
    assert!(
        reports
            .windows(2)
            .all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1)
    );
}

#[test]
fn a_game_clock_leaves_time_on_the_clock() {
    // Half a second left, no increment: the search plans a fortieth of it
    // and stops at four times that at most.
    let clock = GameClock::new(
        std::time::Duration::from_millis(500),
        std::time::Duration::ZERO,
    );
    let result = Searcher::new(1).search(&Position::default(), Limits::clock(clock));
    assert!(result.best_move.is_some());
    assert!(result.elapsed < clock.left());
}

#[test]
fn a_weakened_searcher_keeps_to_its_budget_and_varies_with_its_seed() {
    use jetan::search::Skill;
    let pos = Position::default();
    let play = |level: u8, seed: u64| {
        let mut searcher = Searcher::new(1);
        searcher.set_skill(Skill::new(level).unwrap());
        searcher.set_skill_seed(seed);
        searcher.search(&pos, Limits::depth(30))
    };
    // Level 5: at most 2,000 positions (within one visit), whatever the
    // limits allow.
    let result = play(5, 1);
    assert!(result.nodes <= 2_001, "{}", result.nodes);
    // The same seed plays the same move; among ten seeds a beginner plays
    // more than one move from the start.
    assert_eq!(play(0, 3).best_move, play(0, 3).best_move);
    let mut moves: Vec<Move> = (0..10)
        .map(|seed| play(0, seed).best_move.unwrap())
        .collect();
    moves.sort_by_key(|m| m.to_string());
    moves.dedup();
    assert!(moves.len() > 1, "{moves:?}");
    // The move played is the one the result's first line names.
    let result = play(0, 4);
    assert_eq!(Some(result.lines[0].pv[0]), result.best_move);
}

#[test]
fn a_weakened_searcher_still_takes_the_princess() {
    use jetan::search::Skill;
    let mut searcher = Searcher::new(1);
    searcher.set_skill(Skill::BEGINNER);
    let result = searcher.search(&position(WIN_IN_ONE), Limits::depth(3));
    assert_eq!(result.best_move, Some(mv("e3e5")));
}

#[test]
fn a_move_back_to_a_position_of_the_game_scores_a_draw() {
    // Thoats out and back (RULES.md 3: one straight and one diagonal
    // step, jumping): the start again, Black to move. Playing a2b4 once
    // more repeats the position after the game's first move.
    let mut game = jetan::Game::default();
    for m in ["a2b4", "a9b7", "b4a2", "b7a9"] {
        game.play(mv(m)).unwrap();
    }
    let limits = || Limits::depth(2).with_root_moves([mv("a2b4")]);
    let mut searcher = Searcher::new(1);
    searcher.set_contempt_centipoints(0);
    let result = searcher.search_game(&game, limits());
    assert_eq!(result.score, Score::DRAW);
    // Depth 1 visits the root and the position after a2b4 (a leaf, which
    // is not asked about repetitions); depth 2 the root and the repeated
    // position, where it stops: four positions.
    assert_eq!(result.nodes, 4);
    // Without the game's history the same search scores the position.
    let mut searcher = Searcher::new(1);
    searcher.set_contempt_centipoints(0);
    assert_ne!(
        searcher.search(game.position(), limits()).score,
        Score::DRAW
    );
    // With the contempt, the repetition costs the searching side.
    let mut searcher = Searcher::new(1);
    searcher.set_contempt_centipoints(500);
    let score = searcher.search_game(&game, limits()).score;
    assert_eq!(score, Score::from_centipoints(-500));
}

#[test]
fn a_game_that_does_not_go_round_is_not_scored_a_draw() {
    // Black a Flier ahead (RULES.md 6.4: 9.5 points) and nothing
    // repeated: the game's search scores the lead, not a draw.
    let start = position("9P/10/10/10/10/10/10/10/1f8/p9 b - 0 1");
    let game = jetan::Game::from_position(start);
    let mut searcher = Searcher::new(1);
    searcher.set_contempt_centipoints(0);
    let score = searcher.search_game(&game, Limits::depth(3)).score;
    assert!(score > Score::from_centipoints(500), "{score}");
}

#[test]
fn the_public_evaluation_adds_up() {
    use jetan::search::evaluate;
    // HANGING_DWAR, Black to move: Flier 9.5 and Warrior 1.9 against two
    // Dwars 4.9 each and a Panthan 2.0 (RULES.md 6.4): -0.40.
    let evaluation = evaluate(&position(HANGING_DWAR));
    assert_eq!(evaluation.material, Score::from_centipoints(-40));
    assert_eq!(
        evaluation.total.centipoints(),
        Some(
            evaluation.material.centipoints().unwrap()
                + evaluation.positional.centipoints().unwrap()
        )
    );
}

#[test]
fn two_threads_find_the_win_and_one_thread_stays_deterministic() {
    // Two threads: the same win in three (by hand, CHIEF_NETS), a legal
    // line, and every thread's positions counted.
    let pos = position(WIN_IN_THREE);
    let mut searcher = Searcher::new(4);
    searcher.set_threads(2);
    let result = searcher.search(&pos, Limits::depth(5));
    assert_eq!(result.score, Score::win_in(3));
    assert!(CHIEF_NETS.contains(&result.best_move.unwrap().to_string().as_str()));
    // Every thread's positions are counted: the helper's on top of the
    // 100,000 that stop this one.
    let result = searcher.search(&Position::default(), Limits::nodes(100_000));
    assert!(result.nodes > 100_001, "{}", result.nodes);
    // A root whose Warrior takes the Princess (e3-e4-e5) ends each
    // thread's search at the root: one position a thread, two in all.
    assert_eq!(
        searcher
            .search(&position(WIN_IN_ONE), Limits::depth(3))
            .nodes,
        2
    );
    // Back to one thread: as a fresh searcher after clear.
    searcher.set_threads(1);
    searcher.clear();
    let start = Position::default();
    assert_eq!(
        searched(&searcher.search(&start, Limits::nodes(5_000))),
        searched(&Searcher::new(4).search(&start, Limits::nodes(5_000)))
    );
}

#[test]
fn a_stop_flag_ends_a_search_on_two_threads() {
    let flag = StopFlag::new();
    let limits = Limits::until_stopped(flag.clone());
    let (started_tx, started_rx) = std::sync::mpsc::channel();
    let search = std::thread::spawn(move || {
        let mut searcher = Searcher::new(1);
        searcher.set_threads(2);
        searcher.search_with(&Position::default(), limits, |progress| {
            if progress.depth == 2 {
                let _ = started_tx.send(());
            }
        })
    });
    started_rx.recv().unwrap();
    flag.stop();
    let result = search.join().unwrap();
    let mut pos = Position::default();
    for &m in &result.pv {
        pos.play(m).expect("each move of the line is legal in turn");
    }
}

/// The start position without Orange's Chief, Fliers and Dwars: Black is
/// far ahead after any move, so that no line scores near a draw.
const FAR_AHEAD: &str = "WA2P3AW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1";

#[test]
fn a_depth_cut_short_keeps_the_lines_searched_and_no_other() {
    // Three lines asked for, and a node limit that stops the search
    // anywhere in its first depths. Once one root move is searched the
    // search has a line of depth 1 (with its score, far ahead), never a
    // line it did not search (which would score nothing, a draw); once
    // depth 1 is done every later result has the three lines, the new
    // depth's first lines completed from the depth before.
    let pos = position(FAR_AHEAD);
    let far_ahead = Score::from_centipoints(1_000);
    let mut depths = [0; 4];
    for nodes in (1..=4_000).step_by(7) {
        let mut searcher = Searcher::new(1);
        searcher.set_multi_pv(3);
        let result = searcher.search(&pos, Limits::nodes(nodes));
        assert!(result.depth >= 1, "{nodes} nodes: depth {}", result.depth);
        depths[(result.depth as usize).min(3)] += 1;
        for line in &result.lines {
            assert!(line.score > far_ahead, "{nodes} nodes: {line:?}");
        }
        if result.depth >= 2 {
            assert_eq!(result.lines.len(), 3, "{nodes} nodes");
        }
    }
    // The limits stop the search in depths 1 to 3.
    assert!(depths[1..].iter().all(|&n| n > 0), "{depths:?}");
}

#[test]
fn a_better_move_found_in_a_depth_cut_short_is_played() {
    // Each depth searches the last depth's best move first. When another
    // move beats it and a limit stops the depth before its end, the
    // search plays that move, at the depth cut short: it was searched in
    // full. Find a depth whose best move differs from the one before,
    // then stop the search inside that depth.
    let pos = position(MIDDLE_GAMES[1]);
    let full = |depth| Searcher::new(1).search(&pos, Limits::depth(depth));
    let changed = (2..=5)
        .find(|&d| full(d).best_move != full(d - 1).best_move)
        .expect("some depth changes its mind");
    let before = full(changed - 1);
    let after = full(changed);
    let step = ((after.nodes - before.nodes) / 400).max(1) as usize;
    let mut played = 0;
    for nodes in (before.nodes + 1..after.nodes).step_by(step) {
        let result = Searcher::new(1).search(&pos, Limits::nodes(nodes));
        if result.depth == changed && result.best_move != before.best_move {
            played += 1;
        }
    }
    assert!(
        played > 0,
        "no search stopped inside depth {changed} plays its new move"
    );
}

#[test]
fn the_lines_of_a_finished_depth_are_best_first() {
    // Each line is searched apart, in its own window, so a later line may
    // find a move that an earlier one's pruning passed over; the lines
    // come back best first all the same, the best move the first line's.
    let mut starts = vec![Position::default(), position(FAR_AHEAD)];
    starts.extend(MIDDLE_GAMES.iter().map(|text| position(text)));
    for pos in &starts {
        for depth in 1..=4 {
            let mut searcher = Searcher::new(1);
            searcher.set_multi_pv(4);
            let result = searcher.search(pos, Limits::depth(depth));
            let scores: Vec<Score> = result.lines.iter().map(|l| l.score).collect();
            assert!(
                scores.windows(2).all(|w| w[0] >= w[1]),
                "{pos} at depth {depth}: {scores:?}"
            );
            assert_eq!(Some(result.lines[0].pv[0]), result.best_move, "{pos}");
        }
    }
}
