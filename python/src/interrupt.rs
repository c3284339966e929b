//! Long calls (perft, divide, a search) off the interpreter: run on a
//! thread of their own with the GIL released, while the calling thread
//! wakes every few hundredths of a second to let Python see a Ctrl-C; on
//! one, the work is told to stop and the `KeyboardInterrupt` is raised.

use pyo3::prelude::*;
use std::sync::mpsc;
use std::time::Duration;

/// How often the waiting thread looks for a signal: well within the
/// second in which a Ctrl-C must stop the call.
const POLL: Duration = Duration::from_millis(50);

/// The answer of `work`, run on its own thread without the GIL; on a
/// signal (Ctrl-C) `stop` is called, the work's end is waited for, and the
/// signal's exception raised. `stop` must make `work` end soon.
pub fn run<T: Send>(
    py: Python<'_>,
    stop: impl Fn() + Sync,
    work: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    std::thread::scope(|scope| {
        let (done, finished) = mpsc::channel();
        let thread = scope.spawn(move || {
            // The receiver waits until this is sent or the thread ends.
            let _ = done.send(work());
        });
        let mut interrupted = None;
        let mut finished = finished;
        let answer = loop {
            // The receiver is moved in and out: it may go to another
            // thread, but not be shared with one.
            let (receiver, received) = py.detach(move || {
                let received = finished.recv_timeout(POLL);
                (finished, received)
            });
            finished = receiver;
            match received {
                Ok(answer) => break Some(answer),
                Err(mpsc::RecvTimeoutError::Disconnected) => break None,
                Err(mpsc::RecvTimeoutError::Timeout) => {}
            }
            if interrupted.is_none() {
                if let Err(signal) = py.check_signals() {
                    // The work ends soon once stopped: wait for it, so
                    // that nothing of it outlives the call.
                    stop();
                    interrupted = Some(signal);
                }
            }
        };
        // Joined here, so that a panic of the work (a bug) is an exception
        // rather than a panic through the interpreter.
        let joined = py.detach(|| thread.join());
        match (interrupted, answer, joined) {
            (Some(signal), ..) => Err(signal),
            (None, Some(answer), Ok(())) => Ok(answer),
            _ => Err(pyo3::exceptions::PyRuntimeError::new_err(
                "the computation failed (a bug in jetan: please report it)",
            )),
        }
    })
}
