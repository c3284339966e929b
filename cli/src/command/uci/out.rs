//! The engine's standard output: whole lines, flushed at once, from the
//! reading thread and the search's thread alike.

use std::io::Write;

/// Writes `lines` together (no other line comes between them) and flushes
/// them, so that a caller waiting for an answer gets it now. A closed
/// output is ignored: the engine goes on until `quit` or the end of its
/// input, as a UCI engine does.
pub fn say<S: AsRef<str>>(lines: &[S]) {
    let mut out = std::io::stdout().lock();
    for line in lines {
        let _ = writeln!(out, "{}", line.as_ref());
    }
    let _ = out.flush();
}

/// `info string error: MESSAGE`, the answer to a line the engine does not
/// take.
pub fn error(message: &str) {
    say(&[format!("info string error: {message}")]);
}

/// `info string MESSAGE`.
pub fn note(message: &str) {
    say(&[format!("info string {message}")]);
}
