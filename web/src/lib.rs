//! `jetan-web`: a small server that plays Jetan in the browser.
//!
//! It serves the page (`page/`, embedded in the binary) and the JSON
//! interface of `WEB.md`, keeps every game in SQLite so that games survive a
//! restart, pushes each move and the engine's thinking as server-sent
//! events, and plays the engine's seats by itself with the library's
//! search. `web/README.md` gives the interface and its additions.
//!
//! The rooms, in the order data flows through them: [`args`] (the command
//! line); [`seat`], [`duels`] and [`live`] (what a game is made of);
//! [`token`] and [`access`] (the secrets and who a request speaks for);
//! [`store`] (the database and the games it holds, one thread); [`view`]
//! (a game as JSON, its legal moves, its record); [`events`] and
//! [`presence`] (the streams, who is there); [`engine`] (the engine's
//! moves and the cores they search on); [`app`] (the state every request
//! shares); [`json_body`] and [`error`] (a request's body and a failure's
//! answer); [`routes`] (the interface) and [`page`] (the static files).

pub mod access;
pub mod app;
pub mod args;
pub mod duels;
pub mod engine;
pub mod error;
pub mod events;
pub mod json_body;
pub mod live;
pub mod page;
pub mod presence;
pub mod routes;
pub mod seat;
pub mod store;
pub mod token;
pub mod view;

pub use app::App;
pub use routes::router;
