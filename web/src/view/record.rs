//! A game's record (the crate's record format) with every tag this server
//! knows, and the game a record uploaded starts: the two round-trip.

use crate::live::{Ending, Live};
use crate::seat::Seat;
use jetan::{Capture, Color, Duels, Game, GameResult, Record};

/// Where the records say the games were played.
const SITE: &str = "jetan-web";

/// The game record: its moves, its result with the reason when the rules
/// did not give it (`Termination`), how its duels were decided, the date
/// it was made and who played each side.
pub fn record_text(live: &Live) -> String {
    let mut record = Record::new(live.game.clone());
    record.site = SITE.into();
    record.date = date(live.meta.created);
    record.black = live.meta.seats.black.player_name();
    record.orange = live.meta.seats.orange.player_name();
    if live.game.rules().capture == Capture::Duel {
        record.duels = Some(live.meta.duels);
    }
    if let (None, Some(ending)) = (live.game.outcome(), live.meta.ending) {
        let result = match ending.winner() {
            Some(Color::Black) => GameResult::BlackWon,
            Some(Color::Orange) => GameResult::OrangeWon,
            None => GameResult::Drawn,
        };
        // A game the rules have not ended takes any result.
        let _ = record.set_result(result);
        record.termination = ending.reason();
    }
    record.to_string()
}

/// What a record uploaded gives a new game: the game, its seats (an engine
/// named in a player's tag plays again at its strength; anyone else is a
/// person), how its duels are decided, and its end when the rules did not
/// give it: a result without one is a resignation (or a draw agreed).
pub struct Uploaded {
    /// The game, its moves played.
    pub game: Game,
    /// The players the tags name.
    pub seats: (Seat, Seat),
    /// The `Duels` tag, if given.
    pub duels: Option<Duels>,
    /// The end the result gives beyond the rules.
    pub ending: Option<Ending>,
}

/// A record's game and what its tags say.
pub fn uploaded(record: Record) -> Uploaded {
    let seats = (
        Seat::from_player_name(&record.black),
        Seat::from_player_name(&record.orange),
    );
    let ending = if record.game().outcome().is_some() {
        None
    } else {
        match record.result() {
            GameResult::BlackWon => Some(Ending::Resigned(Color::Orange)),
            GameResult::OrangeWon => Some(Ending::Resigned(Color::Black)),
            GameResult::Drawn if record.termination == Ending::Stopped.reason() => {
                Some(Ending::Stopped)
            }
            GameResult::Drawn => Some(Ending::DrawAgreed),
            _ => None,
        }
    };
    Uploaded {
        duels: record.duels,
        seats,
        ending,
        game: record.into_game(),
    }
}

/// A time in seconds since 1970 as a record's `YYYY.MM.DD` (UTC), by the
/// days-from-civil algorithm (Howard Hinnant's `civil_from_days`).
pub fn date(seconds: i64) -> String {
    let days = seconds.div_euclid(86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_the_calendars() {
        // 0 is 1970-01-01; 951,782,400 is 2000-02-29 (a leap day: 30 years
        // and 59 days, 7 of the years leap: (30 * 365 + 7 + 59) * 86,400);
        // one day less is the 28th.
        assert_eq!(date(0), "1970.01.01");
        assert_eq!(date(951_782_400), "2000.02.29");
        assert_eq!(date(951_782_400 - 86_400), "2000.02.28");
        assert_eq!(date(-1), "1969.12.31");
    }
}
