//! Independent jobs (games) on several threads, with their results in the
//! order of the jobs, so that the output does not depend on the number of
//! threads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

/// Runs `job(0)` to `job(count - 1)` on `threads` threads (at least one)
/// and answers their results in that order. `progress` is called on the
/// caller's thread with each result as it comes in, in whatever order the
/// jobs finish.
pub fn run<T: Send>(
    count: usize,
    threads: usize,
    job: impl Fn(usize) -> T + Sync,
    mut progress: impl FnMut(usize, &T),
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    let mut results: Vec<Option<T>> = (0..count).map(|_| None).collect();
    thread::scope(|scope| {
        for _ in 0..threads.clamp(1, count.max(1)) {
            let sender = sender.clone();
            let (next, job) = (&next, &job);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count || sender.send((i, job(i))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (i, result) in receiver {
            progress(i, &result);
            results[i] = Some(result);
        }
    });
    results.into_iter().flatten().collect()
}
