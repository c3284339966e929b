//! A list of games in a few words each, for the page's recent games.

use super::side_name;
use crate::seat::Seat;
use crate::store::Summary;
use jetan::ByColor;
use serde::Serialize;

/// `{"games": [...]}`.
#[derive(Serialize)]
pub struct SummariesView {
    games: Vec<SummaryView>,
}

#[derive(Serialize)]
struct SummaryView {
    id: String,
    rules: String,
    seats: ByColor<Seat>,
    to_move: &'static str,
    moves: usize,
    outcome: Option<String>,
    created: i64,
}

/// The view of `summaries`.
pub fn summaries(summaries: Vec<Summary>) -> SummariesView {
    SummariesView {
        games: summaries
            .into_iter()
            .map(|s| SummaryView {
                id: s.id,
                rules: s.rules,
                seats: s.seats,
                to_move: side_name(s.to_move),
                moves: s.moves,
                outcome: s.outcome,
                created: s.created,
            })
            .collect(),
    }
}
