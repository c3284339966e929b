//! serde support: text forms for types that have one, derived forms for
//! plain data, and refusal of bad values.
#![cfg(feature = "serde")]

use crate::common;

use jetan::{
    AlgebraicMove, Color, DrawReason, Game, Move, Outcome, Piece, Position, Record, Role, Rules,
    Square, ValueTable, WinReason,
};
use serde::{Serialize, de::DeserializeOwned};
use serde_json::{from_str, json, to_string, to_value};

const START: &str = "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1";

/// `value` serializes to `expected` and deserializes back to itself.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(
    value: &T,
    expected: serde_json::Value,
) {
    assert_eq!(to_value(value).unwrap(), expected);
    assert_eq!(&from_str::<T>(&to_string(value).unwrap()).unwrap(), value);
}

#[test]
fn text_types_are_their_text() {
    round_trip(&"e4".parse::<Square>().unwrap(), json!("e4"));
    round_trip(&"j10".parse::<Square>().unwrap(), json!("j10"));
    round_trip(&"e2e3".parse::<Move>().unwrap(), json!("e2e3"));
    round_trip(&"f1~c5".parse::<Move>().unwrap(), json!("f1~c5"));
    round_trip(&"Fd1xe4".parse::<AlgebraicMove>().unwrap(), json!("Fd1xe4"));
    round_trip(&Position::default(), json!(START));
    round_trip(&Rules::default(), json!(""));
    round_trip(
        &"thoat=jumping,escape=none".parse::<Rules>().unwrap(),
        json!("thoat=jumping,escape=none"),
    );
}

#[test]
fn bad_text_is_refused() {
    for bad in [json!("k1"), json!("e0"), json!(34), json!(null)] {
        assert!(
            serde_json::from_value::<Square>(bad.clone()).is_err(),
            "{bad}"
        );
    }
    for bad in [
        json!("e2e2"),
        json!("e2"),
        json!("Ne2-e3"),
        json!(["e2", "e3"]),
    ] {
        assert!(
            serde_json::from_value::<Move>(bad.clone()).is_err(),
            "{bad}"
        );
    }
    // Not text at all: the error says what text was expected.
    let err = serde_json::from_value::<Square>(json!(34)).unwrap_err();
    assert!(
        err.to_string()
            .contains("expected a square name, \"a1\" to \"j10\""),
        "{err}"
    );
    assert!(serde_json::from_value::<AlgebraicMove>(json!("e2e3")).is_err());
    assert!(serde_json::from_value::<Rules>(json!("thoat=flying")).is_err());
    // Grammar error, then a position that parses but cannot occur (two
    // Black Princesses, none for Orange).
    assert!(serde_json::from_value::<Position>(json!("10/10 b bo")).is_err());
    let two = START
        .replace("WADFPCFDAW", "WADF1CFDAW")
        .replace("tnnnnnnnnt", "tnnnpnnnnt");
    let err = serde_json::from_value::<Position>(json!(two)).unwrap_err();
    assert!(err.to_string().contains("Princess"), "{err}");
}

#[test]
fn a_position_without_text_refuses_to_serialize() {
    let rules: Rules = "thoat=jumping".parse().unwrap();
    assert!(to_string(&Position::start_with(rules, Color::Black)).is_err());
    // A Dwar taking the Chief draws the game (RULES.md 6.3), but position
    // text cannot say so: it reads back as a game that goes on.
    let mut pos = Position::from_text("P8C/9d/10/10/10/10/10/10/10/p9 b bo 0 1").unwrap();
    pos.play("j9j10".parse().unwrap()).unwrap();
    assert!(pos.is_over());
    assert!(to_string(&pos).is_err());
    // Taking the Princess it can: Orange to move without her is that win.
    let mut pos = Position::from_text("9P/9d/10/10/10/10/10/10/10/p9 b bo 0 1").unwrap();
    pos.play("j9j10".parse().unwrap()).unwrap();
    let text = to_string(&pos).unwrap();
    assert_eq!(text, "\"9d/10/10/10/10/10/10/10/10/p9 o bo 0 1\"");
    assert_eq!(from_str::<Position>(&text).unwrap(), pos);
}

#[test]
fn plain_data_derives() {
    round_trip(&Color::Orange, json!("Orange"));
    round_trip(&Role::Padwar, json!("Padwar"));
    round_trip(
        &Piece {
            color: Color::Black,
            role: Role::Thoat,
        },
        json!({"color": "Black", "role": "Thoat"}),
    );
    round_trip(
        &Outcome::Win {
            winner: Color::Black,
            reason: WinReason::PrincessTaken,
        },
        json!({"Win": {"winner": "Black", "reason": "PrincessTaken"}}),
    );
    round_trip(
        &Outcome::Draw(DrawReason::Material),
        json!({"Draw": "Material"}),
    );
    // INSIGNIA in tenths, by Role index: Chief 10, Princess 1, Flier 3,
    // Dwar 3, Padwar 2, Warrior 2, Thoat 2, Panthan 1.
    round_trip(
        &ValueTable::INSIGNIA,
        json!({"tenths": [100, 10, 30, 30, 20, 20, 20, 10]}),
    );
    assert!(from_str::<Color>("\"Red\"").is_err());
    assert!(from_str::<Role>("\"Queen\"").is_err());
    assert!(from_str::<ValueTable>("{\"tenths\": [1, 2]}").is_err());
}

#[test]
fn games_replay_their_moves() {
    let rules: Rules = "setup=manator,steps=up-to".parse().unwrap();
    let game = common::random_game(Position::start_with(rules, Color::Orange), 3, 60);
    let value = to_value(&game).unwrap();
    assert_eq!(value["rules"], json!("setup=manator,steps=up-to"));
    assert_eq!(value["moves"].as_array().unwrap().len(), game.moves().len());
    assert_eq!(serde_json::from_value::<Game>(value.clone()).unwrap(), game);
    // A move that is not legal where it stands is refused.
    let mut bad = value;
    bad["moves"][0] = json!("e2e3"); // Orange is to move first.
    let err = serde_json::from_value::<Game>(bad).unwrap_err();
    assert!(err.to_string().contains("move 1"), "{err}");
}

#[test]
fn records_are_their_text() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/flier_raid.jgn"
    ))
    .unwrap();
    let record: Record = text.parse().unwrap();
    round_trip(&record, json!(text));
    assert!(from_str::<Record>("\"1. Nb2-b5 *\"").is_err());
}
