//! The tests of the `jetan` command, in one binary: each module drives the
//! built program (`jetan SUBCOMMAND ...`) through its arguments, input and
//! output, or calls the players and games it runs.

mod common;

// Every subcommand's command line; perft's output.
mod command_line;
mod perft;
mod render;

// The games: the computer players, who wins a duel, self-play, a match,
// the terminal game.
mod computer_player;
mod match_cli;
mod match_sprt;
mod match_uci;
mod play_session;
mod referee;
mod selfplay;

// The tuning data: positions scored by a deeper search.
mod label;

// The engine speaking UCI.
mod uci;
