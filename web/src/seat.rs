//! Who plays a side: a person (who holds the side's token) or the engine
//! at a strength. In JSON, `"human"` or `{"engine": {"nodes": N}}`,
//! `{"engine": {"movetime_ms": MS}}`, `{"engine": {"skill": K}}`.

use serde::{Deserialize, Serialize};

/// The most positions an engine seat may search a move: about half a
/// minute of one core, so that no seat holds the machine for long.
pub const MAX_NODES: u64 = 20_000_000;
/// The longest time an engine seat may think a move.
pub const MAX_MOVETIME_MS: u64 = 60_000;
/// The highest skill level (full strength); 0 is the weakest.
pub const MAX_SKILL: u32 = 20;

/// A side's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// A person, who moves with the side's token.
    Human,
    /// The engine, which the server plays by itself.
    Engine(Strength),
}

/// How hard the engine searches each move: exactly one of the three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Strength {
    /// About this many positions a move (deterministic).
    Nodes(u64),
    /// About this long a move, in milliseconds.
    MovetimeMs(u64),
    /// A level from 0 (weakest) to [`MAX_SKILL`] (full strength); what it
    /// means is [`jetan::search::Skill`]'s one table.
    Skill(u32),
}

impl Seat {
    /// Reads a seat from its JSON, checking that a strength is one of the
    /// three and in range.
    pub fn from_json(value: &serde_json::Value) -> Result<Seat, String> {
        let shape = "a seat is \"human\" or {\"engine\": {\"nodes\": N}}, {\"engine\": {\"movetime_ms\": MS}} or {\"engine\": {\"skill\": K}}";
        let seat: Seat =
            serde_json::from_value(value.clone()).map_err(|e| format!("{shape} ({e})"))?;
        if let Seat::Engine(strength) = seat {
            strength.check()?;
        }
        Ok(seat)
    }

    /// Whether this is the engine.
    pub fn is_engine(self) -> bool {
        matches!(self, Seat::Engine(_))
    }

    /// The seat a record's `Black` or `Orange` tag names: an engine as
    /// [`Seat::player_name`] writes it (at a strength the server allows),
    /// anyone else a person.
    pub fn from_player_name(name: &str) -> Seat {
        let engine = name.strip_prefix("jetan engine, ").and_then(|rest| {
            let number = |text: &str| text.parse::<u64>().ok();
            let strength = if let Some(n) = rest.strip_suffix(" nodes a move") {
                Strength::Nodes(number(n)?)
            } else if let Some(ms) = rest.strip_suffix(" ms a move") {
                Strength::MovetimeMs(number(ms)?)
            } else {
                Strength::Skill(u32::try_from(number(rest.strip_prefix("skill ")?)?).ok()?)
            };
            strength.check().ok().map(|()| Seat::Engine(strength))
        });
        engine.unwrap_or(Seat::Human)
    }

    /// A name for the record's `Black` and `Orange` tags.
    pub fn player_name(self) -> String {
        match self {
            Seat::Human => "Human".into(),
            Seat::Engine(Strength::Nodes(n)) => format!("jetan engine, {n} nodes a move"),
            Seat::Engine(Strength::MovetimeMs(ms)) => format!("jetan engine, {ms} ms a move"),
            Seat::Engine(Strength::Skill(k)) => format!("jetan engine, skill {k}"),
        }
    }
}

impl Strength {
    fn check(self) -> Result<(), String> {
        match self {
            Strength::Nodes(n) if !(1..=MAX_NODES).contains(&n) => {
                Err(format!("nodes must be from 1 to {MAX_NODES}, not {n}"))
            }
            Strength::MovetimeMs(ms) if !(1..=MAX_MOVETIME_MS).contains(&ms) => Err(format!(
                "movetime_ms must be from 1 to {MAX_MOVETIME_MS}, not {ms}"
            )),
            Strength::Skill(k) if k > MAX_SKILL => {
                Err(format!("skill must be from 0 to {MAX_SKILL}, not {k}"))
            }
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn seats_read_as_web_md_writes_them() {
        assert_eq!(Seat::from_json(&json!("human")), Ok(Seat::Human));
        assert_eq!(
            Seat::from_json(&json!({"engine": {"nodes": 5000}})),
            Ok(Seat::Engine(Strength::Nodes(5000)))
        );
        assert_eq!(
            Seat::from_json(&json!({"engine": {"movetime_ms": 100}})),
            Ok(Seat::Engine(Strength::MovetimeMs(100)))
        );
        assert_eq!(
            Seat::from_json(&json!({"engine": {"skill": 3}})),
            Ok(Seat::Engine(Strength::Skill(3)))
        );
        // And write back the same.
        assert_eq!(
            serde_json::to_value(Seat::Engine(Strength::MovetimeMs(100))).unwrap(),
            json!({"engine": {"movetime_ms": 100}})
        );
        assert_eq!(serde_json::to_value(Seat::Human).unwrap(), json!("human"));
    }

    #[test]
    fn a_seat_reads_back_from_its_name() {
        for seat in [
            Seat::Human,
            Seat::Engine(Strength::Nodes(5000)),
            Seat::Engine(Strength::MovetimeMs(100)),
            Seat::Engine(Strength::Skill(3)),
        ] {
            assert_eq!(Seat::from_player_name(&seat.player_name()), seat);
        }
        assert_eq!(Seat::from_player_name("Tara"), Seat::Human);
        assert_eq!(
            Seat::from_player_name("jetan engine, skill 99"),
            Seat::Human
        );
    }

    #[test]
    fn bad_seats_are_refused() {
        for bad in [
            json!("engine"),
            json!("Human"),
            json!({"engine": {}}),
            json!({"engine": {"nodes": 1, "skill": 2}}),
            json!({"engine": {"depth": 3}}),
            json!({"engine": {"nodes": 0}}),
            json!({"engine": {"nodes": -5}}),
            json!({"engine": {"skill": 21}}),
            json!({"engine": {"movetime_ms": 60001}}),
            json!(null),
            json!(7),
        ] {
            assert!(Seat::from_json(&bad).is_err(), "{bad} accepted");
        }
    }
}
