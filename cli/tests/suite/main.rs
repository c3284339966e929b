//! The tests of the `jetan` command, in one binary: each module drives the
//! built program (`jetan SUBCOMMAND ...`) through its arguments, input and
//! output, or calls the players and games it runs.

mod common;

mod perft;
