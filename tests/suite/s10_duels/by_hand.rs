//! RULES.md section 10, the game of Manator: under `capture=duel` a move
//! onto an opposing piece other than the Princess has two outcomes, each a
//! legal move, and what each leaves on the board, how it ends the game, and
//! what it costs in the ledger, worked out by hand.

use crate::common;
use crate::common::mv;
use crate::common::sq;

use common::{destinations_where, names, position_under as position};
use jetan::{
    Bitboard, Color, DrawReason, Game, IllegalMove, Move, MoveTextError, Outcome, Piece, Position,
    Record, Role, Rules, ValueTable, WinReason,
};

fn piece(pos: &Position, name: &str) -> Option<(Color, Role)> {
    pos.piece_at(sq(name)).map(|p| (p.color, p.role))
}

/// `pos` after `m`, which must be legal; the hash kept by play must equal
/// the hash from scratch.
fn after(pos: &Position, m: &str) -> Position {
    let mut next = *pos;
    next.play(mv(m))
        .unwrap_or_else(|e| panic!("{m} in {pos}: {e}"));
    assert_eq!(
        next.hash(),
        jetan::testing::hash_from_scratch(&next),
        "{m} in {pos}"
    );
    next
}

/// A Black Panthan on e2 faces an Orange Panthan on e3 and the Orange
/// Princess on f3.
const FACE_OFF: [(&str, char); 4] = [("e2", 'n'), ("e3", 'N'), ("f3", 'P'), ("j1", 'p')];

#[test]
fn a_duel_is_two_moves_and_the_princess_none() {
    // The Panthan on e2 steps forward, diagonally forward or sideways:
    // d3, e3, f3, d2, f2 (RULES.md section 3). Onto e3 it fights the Orange
    // Panthan: under duels the move in which it falls, e2*e3, is one more.
    // Onto f3 it takes the Princess: no duel (section 10), no second move.
    let replace = position("", &FACE_OFF, 'b', "-");
    let duel = position("capture=duel", &FACE_OFF, 'b', "-");
    let five = names("d3 e3 f3 d2 f2");
    for pos in [&replace, &duel] {
        assert_eq!(destinations_where(pos, "e2", |m| !m.is_fallen()), five);
    }
    assert!(destinations_where(&replace, "e2", |m| m.is_fallen()).is_empty());
    assert_eq!(
        destinations_where(&duel, "e2", |m| m.is_fallen()),
        names("e3")
    );
    assert_eq!(duel.count_legal_moves(), replace.count_legal_moves() + 1);
    assert_eq!(duel.legal_moves().len(), duel.count_legal_moves());
    assert!(duel.is_legal(Move::fallen(sq("e2"), sq("e3"))));
    assert!(!duel.is_legal(Move::fallen(sq("e2"), sq("f3"))));
    assert!(!duel.is_legal(Move::fallen(sq("e2"), sq("d3"))));
    assert!(!replace.is_legal(Move::fallen(sq("e2"), sq("e3"))));
}

#[test]
fn what_each_outcome_leaves_on_the_board() {
    let duel = position("capture=duel", &FACE_OFF, 'b', "-");
    // The attacker wins: exactly an ordinary capture.
    let won = after(&duel, "e2e3");
    let replace = after(&position("", &FACE_OFF, 'b', "-"), "e2e3");
    assert_eq!(won.board(), replace.board());
    assert_eq!(piece(&won, "e3"), Some((Color::Black, Role::Panthan)));
    assert_eq!(piece(&won, "e2"), None);
    // The attacker falls: it leaves the game, the defender keeps its square.
    let fell = after(&duel, "e2*e3");
    assert_eq!(piece(&fell, "e2"), None);
    assert_eq!(piece(&fell, "e3"), Some((Color::Orange, Role::Panthan)));
    assert_eq!(fell.board().by_color(Color::Black).len(), 1); // her alone
    assert_eq!(fell.board().by_color(Color::Orange).len(), 2);
    // Either way the game goes on and Orange is to move.
    for pos in [&won, &fell] {
        assert_eq!(pos.outcome(), None);
        assert_eq!(pos.side_to_move(), Color::Orange);
    }
    // The move onto the Princess wins at once (RULES.md 6.1).
    assert_eq!(
        after(&duel, "e2f3").outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::PrincessTaken
        })
    );
}

#[test]
fn a_chief_against_chief_duel_lost_by_the_attacker_wins_for_the_defender() {
    // The Black Chief on e5 reaches the Orange Chief on e8 straight up e6,
    // e7. Winning, Black's Chief takes the Chief; falling, the Orange Chief
    // survives and takes it: the survivor's side wins either way, whoever
    // attacked (RULES.md section 10), also under chief=removed.
    let pieces = [("e5", 'c'), ("e8", 'C'), ("a1", 'p'), ("j10", 'P')];
    for rules in ["capture=duel", "capture=duel,chief=removed"] {
        let pos = position(rules, &pieces, 'b', "-");
        let won = after(&pos, "e5e8");
        assert_eq!(
            won.outcome(),
            Some(Outcome::Win {
                winner: Color::Black,
                reason: WinReason::ChiefTakenByChief
            }),
            "{rules}"
        );
        let fell = after(&pos, "e5*e8");
        assert_eq!(
            fell.outcome(),
            Some(Outcome::Win {
                winner: Color::Orange,
                reason: WinReason::ChiefTakenByChief
            }),
            "{rules}"
        );
        assert_eq!(piece(&fell, "e8"), Some((Color::Orange, Role::Chief)));
        assert!(fell.board().pieces(Color::Black, Role::Chief).is_empty());
        assert!(fell.legal_moves().is_empty());
    }
    // The same duel started by Orange and lost: Black wins.
    let pos = position("capture=duel", &pieces, 'o', "-");
    assert_eq!(
        after(&pos, "e8*e5").outcome().and_then(Outcome::winner),
        Some(Color::Black)
    );
}

#[test]
fn a_chief_that_falls_attacking_a_panthan_draws_or_is_removed() {
    // The Black Chief on e5 attacks an Orange Panthan on e8 and falls: a
    // Chief killed by another piece (RULES.md 6.3 through section 10).
    let pieces = [("e5", 'c'), ("e8", 'N'), ("a1", 'p'), ("j10", 'P')];
    let draw = position("capture=duel", &pieces, 'b', "-");
    let fell = after(&draw, "e5*e8");
    assert_eq!(fell.outcome(), Some(Outcome::Draw(DrawReason::ChiefTaken)));
    assert!(fell.legal_moves().is_empty());
    assert_eq!(piece(&fell, "e8"), Some((Color::Orange, Role::Panthan)));

    let removed = position("capture=duel,chief=removed", &pieces, 'b', "-");
    let fell = after(&removed, "e5*e8");
    assert_eq!(fell.outcome(), None);
    assert!(fell.board().pieces(Color::Black, Role::Chief).is_empty());
    assert_eq!(piece(&fell, "e8"), Some((Color::Orange, Role::Panthan)));
    assert_eq!(fell.side_to_move(), Color::Orange);
    assert!(!fell.legal_moves().is_empty());

    // Winning that duel takes a Panthan and ends nothing.
    assert_eq!(after(&draw, "e5e8").outcome(), None);
}

#[test]
fn a_panthan_that_kills_a_chief_draws_and_one_that_falls_ends_nothing() {
    // The Orange Panthan on e6 steps onto the Black Chief on e5.
    let pieces = [("e5", 'c'), ("e6", 'N'), ("a1", 'p'), ("j10", 'P')];
    let pos = position("capture=duel", &pieces, 'o', "-");
    assert_eq!(
        after(&pos, "e6e5").outcome(),
        Some(Outcome::Draw(DrawReason::ChiefTaken))
    );
    let fell = after(&pos, "e6*e5");
    assert_eq!(fell.outcome(), None);
    assert_eq!(piece(&fell, "e5"), Some((Color::Black, Role::Chief)));
    assert_eq!(piece(&fell, "e6"), None);
    let removed = position("capture=duel,chief=removed", &pieces, 'o', "-");
    assert_eq!(after(&removed, "e6e5").outcome(), None);
}

#[test]
fn the_material_count_follows_the_board_after_the_duel() {
    // Black: Princess and Panthans on e2 and d2 (4.0); Orange: Princess and
    // a Panthan on e3 (2.0). Unequal: the material condition does not hold
    // (RULES.md 6.4). If the attacker on e2 falls, each side has its
    // Princess and a Panthan: the condition begins to hold (count 0) and
    // the next move makes it 1. If it wins, Black has 4.0 against 0.
    let pieces = [
        ("e2", 'n'),
        ("d2", 'n'),
        ("e3", 'N'),
        ("j1", 'p'),
        ("a10", 'P'),
    ];
    let pos = position("capture=duel", &pieces, 'b', "-");
    let fell = after(&pos, "e2*e3");
    assert_eq!(fell.material_count(), 0);
    assert_eq!(after(&fell, "a10a7").material_count(), 1);
    let won = after(&pos, "e2e3");
    assert_eq!(after(&won, "a10a7").material_count(), 0);
}

#[test]
fn the_side_whose_piece_fell_pays() {
    // RULES.md section 10: the wager ledger charges the side whose piece
    // fell. The Black Panthan falls attacking: Black owes a Panthan (2.0 in
    // the default table); Orange has lost nothing.
    let start = position("capture=duel", &FACE_OFF, 'b', "-");
    let mut game = Game::from_position(start);
    game.play_text("Ne2*e3").unwrap();
    assert_eq!(
        game.taken(),
        [Some(Piece {
            color: Color::Black,
            role: Role::Panthan
        })]
    );
    let ledger = game.ledger();
    assert_eq!(ledger.lost(Color::Black, Role::Panthan), 1);
    assert_eq!(ledger.lost_total(Color::Orange), 0);
    assert_eq!(ledger.owes(Color::Black, &ValueTable::DEFAULT), 20);
    assert_eq!(
        ledger.balance(&ValueTable::DEFAULT),
        Some((Color::Black, 20))
    );
    // Won instead, the Orange Panthan is lost and Orange pays.
    let mut game = Game::from_position(start);
    game.play_text("Ne2xe3").unwrap();
    assert_eq!(game.ledger().lost(Color::Orange, Role::Panthan), 1);
    assert_eq!(game.ledger().lost_total(Color::Black), 0);
}

#[test]
fn move_text_of_a_fallen_attacker() {
    // NOTATION.md: coordinate `e2*e3`, algebraic `Ne2*e3`; the duel the
    // attacker wins is written as any capture, `e2e3`, `Ne2xe3`.
    let duel = position("capture=duel", &FACE_OFF, 'b', "-");
    let fallen = Move::fallen(sq("e2"), sq("e3"));
    assert_eq!(fallen.to_string(), "e2*e3");
    assert_eq!(duel.algebraic(fallen).unwrap().to_string(), "Ne2*e3");
    assert_eq!(duel.algebraic(mv("e2e3")).unwrap().to_string(), "Ne2xe3");
    assert_eq!(duel.parse_move("Ne2*e3"), Ok(fallen));
    assert_eq!(duel.parse_move("e2*e3"), Ok(fallen));
    assert_eq!(duel.parse_move("Ne2xe3"), Ok(mv("e2e3")));
}

#[test]
fn a_star_where_there_is_no_duel_says_why() {
    let duel = position("capture=duel", &FACE_OFF, 'b', "-");
    let replace = position("", &FACE_OFF, 'b', "-");
    assert_eq!(
        replace.parse_move("Ne2*e3"),
        Err(MoveTextError::Illegal(IllegalMove::NoDuelsInRules))
    );
    assert_eq!(
        duel.parse_move("e2*d3"),
        Err(MoveTextError::Illegal(IllegalMove::DuelOnEmptySquare(
            Move::fallen(sq("e2"), sq("d3"))
        )))
    );
    assert_eq!(
        duel.parse_move("Ne2*f3"),
        Err(MoveTextError::Illegal(IllegalMove::DuelWithPrincess(
            Move::fallen(sq("e2"), sq("f3"))
        )))
    );
    for error in [
        MoveTextError::Illegal(IllegalMove::NoDuelsInRules),
        MoveTextError::Illegal(IllegalMove::DuelOnEmptySquare(Move::fallen(
            sq("e2"),
            sq("d3"),
        ))),
        MoveTextError::Illegal(IllegalMove::DuelWithPrincess(Move::fallen(
            sq("e2"),
            sq("f3"),
        ))),
    ] {
        assert!(error.to_string().contains('*'), "{error}");
    }
    // `play` refuses the same, for the same reasons, and changes nothing.
    for (pos, m, why) in [
        (replace, "e2*e3", IllegalMove::NoDuelsInRules),
        (duel, "e2*f3", IllegalMove::DuelWithPrincess(mv("e2*f3"))),
        (duel, "e2*d3", IllegalMove::DuelOnEmptySquare(mv("e2*d3"))),
    ] {
        let mut tried = pos;
        assert_eq!(tried.play(mv(m)), Err(why), "{m}");
        assert_eq!(tried, pos);
    }
    // Onto a piece of its own side (here its Princess) a fallen attacker is
    // no duel of any kind: the Panthan's only duel square is e3.
    assert_eq!(
        duel.parse_move("e2*j1"),
        Err(MoveTextError::Illegal(IllegalMove::NotADestination {
            attempted: mv("e2*j1"),
            role: Role::Panthan,
            destinations: Bitboard::from_square(sq("e3")),
        }))
    );
    // A Princess never duels: she cannot move onto a piece at all.
    let her = position(
        "capture=duel",
        &[("e5", 'p'), ("e6", 'N'), ("a10", 'P')],
        'b',
        "-",
    );
    assert!(!her.is_legal(Move::fallen(sq("e5"), sq("e6"))));
    assert!(her.legal_moves().iter().all(|m| !m.is_fallen()));
}

#[test]
fn the_manator_preset_plays_duels() {
    // Rules::MANATOR is the game of chapter 17: its set-up and its duels.
    let pos =
        Position::from_text_with_rules(&common::position_text(&FACE_OFF, 'b', "-"), Rules::MANATOR)
            .unwrap();
    assert!(pos.is_legal(Move::fallen(sq("e2"), sq("e3"))));
}

#[test]
fn a_record_keeps_a_fallen_attacker() {
    // A game record under duels writes the fallen attacker in algebraic
    // text and reads it back.
    let text = format!(
        "[Rules \"capture=duel\"]\n[Position \"{}\"]\n\n1. Ne2*e3 *\n",
        common::position_text(&FACE_OFF, 'b', "-")
    );
    let record: Record = text.parse().unwrap();
    assert_eq!(record.game().moves(), [Move::fallen(sq("e2"), sq("e3"))]);
    let formatted = record.to_string();
    assert!(formatted.contains("1. Ne2*e3 *"), "{formatted}");
    let again: Record = formatted.parse().unwrap();
    assert_eq!(again, record);
}

#[test]
fn the_move_list_holds_two_armies_at_close_quarters() {
    // Both whole armies face each other on ranks 4 to 7 under duels and the
    // options that add destinations: every capture of a piece other than
    // the Princess comes twice, and the list (of capacity MAX_LEGAL_MOVES,
    // whose bound its docs work out) still holds every move.
    let mut pieces: Vec<(String, char)> = Vec::new();
    for (i, (back, front)) in "wadfcpfdaw".chars().zip("tnnnnnnnnt".chars()).enumerate() {
        let file = (b'a' + i as u8) as char;
        pieces.push((format!("{file}4"), back));
        pieces.push((format!("{file}5"), front));
        pieces.push((format!("{file}6"), front.to_ascii_uppercase()));
        pieces.push((format!("{file}7"), back.to_ascii_uppercase()));
    }
    let borrowed: Vec<(&str, char)> = pieces.iter().map(|(s, c)| (s.as_str(), *c)).collect();
    for rules in [
        "capture=duel",
        "capture=duel,steps=up-to,panthan=diagonal-back,flier=leap",
    ] {
        let pos = position(rules, &borrowed, 'b', "bo");
        let list = pos.legal_moves();
        assert_eq!(list.len(), pos.count_legal_moves(), "{rules}");
        assert!(
            list.len() <= jetan::MAX_LEGAL_MOVES,
            "{rules}: {}",
            list.len()
        );
        let fallen = list.iter().filter(|m| m.is_fallen()).count();
        let duels = list
            .iter()
            .filter(|m| {
                !m.is_fallen()
                    && pos
                        .piece_at(m.to())
                        .is_some_and(|p| p.role != Role::Princess)
            })
            .count();
        assert_eq!(fallen, duels, "{rules}");
        assert!(fallen > 20, "{rules}: {fallen}");
    }
}

#[test]
fn a_player_chooses_each_duel_once() {
    // A Black Panthan on e2 faces an Orange Panthan on e3; Black's Princess
    // on j1, Orange's on a10 (RULES.md section 10). The Panthan: d3, f3, d2,
    // f2 and e3, a duel with two outcomes, so six legal moves. The Princess:
    // the 4 x 4 corner less j1, 15, none threatened (the Orange Panthan
    // reaches d2, e2, f2, d3, f3, all far from her). 21 legal moves, 20
    // choices.
    let pos =
        Position::from_text_with_rules("P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1", Rules::MANATOR)
            .unwrap();
    assert_eq!(pos.legal_moves().len(), 21);
    let choices = pos.choices();
    assert_eq!(choices.len(), 20);
    assert!(choices.contains(&mv("e2e3")) && !choices.contains(&mv("e2*e3")));
    assert!(pos.is_duel(mv("e2e3")));
    assert!(!pos.is_duel(mv("e2d3")) && !pos.is_duel(mv("e2*e3")));
    // The two pieces of a duel, the same for either outcome's move.
    let panthan = |color| Piece {
        color,
        role: Role::Panthan,
    };
    let duel = Some((panthan(Color::Black), panthan(Color::Orange)));
    assert_eq!(pos.duel(mv("e2e3")), duel);
    assert_eq!(pos.duel(mv("e2*e3")), duel);
    assert_eq!(pos.duel(mv("e2d3")), None);
    // Under the other capture rule there is no duel: choices are the moves.
    let replace = Position::from_text("P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1").unwrap();
    assert_eq!(replace.choices().len(), replace.legal_moves().len());
    assert!(!replace.is_duel(mv("e2e3")));
}

#[cfg(feature = "search")]
#[test]
fn a_duel_model_decides_the_outcome_of_a_choice() {
    use jetan::DuelModel;
    let pos =
        Position::from_text_with_rules("P9/10/10/10/10/10/10/4N5/4n5/9p b - 0 1", Rules::MANATOR)
            .unwrap();
    // Of the thousand rolls, a fair model lets the attacker win 500 and one
    // that gives it 750 in a thousand, 750.
    let wins = |model: DuelModel| {
        (0..1000)
            .filter(|&roll| model.resolve(&pos, mv("e2e3"), roll) == mv("e2e3"))
            .count()
    };
    assert_eq!(wins(DuelModel::FAIR), 500);
    assert_eq!(wins(DuelModel::from_per_mille(750).unwrap()), 750);
    for roll in [0, 999] {
        let out = DuelModel::FAIR.resolve(&pos, mv("e2e3"), roll);
        assert!(out == mv("e2e3") || out == mv("e2*e3"));
        // A move that is no duel stays itself.
        assert_eq!(DuelModel::FAIR.resolve(&pos, mv("e2d3"), roll), mv("e2d3"));
    }
}
