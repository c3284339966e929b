//! `jetan-web`: a small server that plays Jetan in the browser.
//!
//! It serves the page (`page/`, embedded in the binary) and the JSON
//! interface of `WEB.md`, keeps every game in SQLite so that games survive a
//! restart, pushes each move and the engine's thinking as server-sent
//! events, and plays the engine's seats by itself with the library's
//! search. `web/README.md` gives the interface and its extensions.
//!
//! The pieces, in the order data flows through them: [`args`] (the command
//! line), [`seat`] and [`duels`] (what a game is made of), [`token`] (the
//! secrets of the seats), [`store`] (the database and the games it holds,
//! one thread), [`view`] (a game as JSON), [`events`] (the streams),
//! [`engine`] (the engine's moves), [`api`] (the routes) and [`page`] (the
//! static files).

pub mod api;
pub mod args;
pub mod controls;
pub mod duels;
pub mod engine;
pub mod error;
pub mod events;
pub mod page;
pub mod seat;
pub mod store;
pub mod token;
pub mod view;

pub use api::{App, router};
