//! A game as this server holds it: the crate's `Game` and what the server
//! keeps beside it (the seats, the tokens' stored forms, how duels are
//! decided, an end that is no rule's, the offers between the players).

use crate::seat::Seat;
use jetan::{ByColor, Color, Duels, Game};

/// An end that the rules do not give: a person's, or the owner's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The side resigned.
    Resigned(Color),
    /// The players agreed to a draw.
    DrawAgreed,
    /// The owner of a game between two engines stopped it.
    Stopped,
}

impl Ending {
    /// The text the database keeps.
    pub fn text(self) -> &'static str {
        match self {
            Ending::Resigned(Color::Black) => "black-resigned",
            Ending::Resigned(Color::Orange) => "orange-resigned",
            Ending::DrawAgreed => "draw-agreed",
            Ending::Stopped => "stopped",
        }
    }

    /// The ending of a text the database keeps.
    pub fn from_text(text: &str) -> Option<Ending> {
        [
            Ending::Resigned(Color::Black),
            Ending::Resigned(Color::Orange),
            Ending::DrawAgreed,
            Ending::Stopped,
        ]
        .into_iter()
        .find(|e| e.text() == text)
    }

    /// The side that won, `None` for a draw or a game stopped.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Resigned(side) => Some(!side),
            Ending::DrawAgreed | Ending::Stopped => None,
        }
    }

    /// Why the game ended, in words.
    pub fn reason(self) -> String {
        match self {
            Ending::Resigned(side) => format!("{side} resigned"),
            Ending::DrawAgreed => "drawn by agreement".into(),
            Ending::Stopped => "stopped by its owner".into(),
        }
    }
}

/// What one player has asked the other and not had answered yet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Offer {
    /// Nothing asked.
    #[default]
    None,
    /// The side offers a draw.
    Draw(Color),
    /// The side asks to take back its last move.
    TakeBack(Color),
}

impl Offer {
    /// The text the database keeps (`None` for no offer).
    pub fn text(self) -> Option<&'static str> {
        match self {
            Offer::None => None,
            Offer::Draw(Color::Black) => Some("black-draw"),
            Offer::Draw(Color::Orange) => Some("orange-draw"),
            Offer::TakeBack(Color::Black) => Some("black-takeback"),
            Offer::TakeBack(Color::Orange) => Some("orange-takeback"),
        }
    }

    /// The offer of a text the database keeps.
    pub fn from_text(text: Option<&str>) -> Option<Offer> {
        let Some(text) = text else {
            return Some(Offer::None);
        };
        [
            Offer::Draw(Color::Black),
            Offer::Draw(Color::Orange),
            Offer::TakeBack(Color::Black),
            Offer::TakeBack(Color::Orange),
        ]
        .into_iter()
        .find(|o| o.text() == Some(text))
    }
}

/// What a game is besides its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meta {
    /// The game's name in its address.
    pub id: String,
    /// Each side's player.
    pub seats: ByColor<Seat>,
    /// The stored form of each human seat's token.
    pub tokens: ByColor<Option<String>>,
    /// The stored form of the token of whoever made the game, which may
    /// stop a game between two engines.
    pub owner: Option<String>,
    /// How duels are decided.
    pub duels: Duels,
    /// The seed of the duels' draws and of a weakened engine's choices.
    pub seed: u64,
    /// An end that the rules did not give, if one came.
    pub ending: Option<Ending>,
    /// A question of one player to the other, not yet answered.
    pub offer: Offer,
    /// When the game was made, in seconds since 1970.
    pub created: i64,
}

/// A game as the server holds it.
#[derive(Clone, Debug)]
pub struct Live {
    /// Its players, tokens and settings.
    pub meta: Meta,
    /// Its start, moves and positions.
    pub game: Game,
}

impl Live {
    /// Whether the game is over: by the rules, or by a resignation, an
    /// agreement or its owner.
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some() || self.meta.ending.is_some()
    }

    /// How the game ended, in words, or `None` while it goes on.
    pub fn outcome_text(&self) -> Option<String> {
        match (self.game.outcome(), self.meta.ending) {
            (Some(outcome), _) => Some(outcome.to_string()),
            (None, Some(ending)) => Some(ending.reason()),
            (None, None) => None,
        }
    }

    /// Whether both sides are engines: a game only watched.
    pub fn is_exhibition(&self) -> bool {
        self.meta.seats.iter().all(|(_, seat)| seat.is_engine())
    }
}
