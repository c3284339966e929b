//! Independent jobs (games) on several threads, with their results in the
//! order of the jobs, so that the output does not depend on the number of
//! threads.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
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
    run_while(count, threads, job, |i, result| {
        progress(i, result);
        true
    })
}

/// [`run`], until `progress` answers `false`: then no job starts, those
/// under way finish, and the answer holds the results of the jobs started,
/// which are always the first ones (`job(0)` to some `job(k - 1)`).
pub fn run_while<T: Send>(
    count: usize,
    threads: usize,
    job: impl Fn(usize) -> T + Sync,
    mut progress: impl FnMut(usize, &T) -> bool,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let stopped = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel();
    let mut results: Vec<Option<T>> = (0..count).map(|_| None).collect();
    thread::scope(|scope| {
        for _ in 0..threads.clamp(1, count.max(1)) {
            let sender = sender.clone();
            let (next, stopped, job) = (&next, &stopped, &job);
            scope.spawn(move || {
                // Jobs are taken in order, so the jobs started are a
                // prefix of all of them.
                while !stopped.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count || sender.send((i, job(i))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (i, result) in receiver {
            if !progress(i, &result) {
                stopped.store(true, Ordering::Relaxed);
            }
            results[i] = Some(result);
        }
    });
    results.into_iter().map_while(|r| r).collect()
}
