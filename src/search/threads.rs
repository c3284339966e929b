//! Lazy SMP: helper searchers on threads of their own, sharing the table,
//! search the same root until the main search ends.

use super::limits::{Limits, StopFlag};
use super::report::{Progress, SearchResult, per_second};
use super::searcher::Searcher;
use crate::position::Position;
use alloc::vec::Vec;

impl Searcher {
    /// The search with the helpers: this thread's search decides, the
    /// helpers' fill the table.
    pub(super) fn deepen_threads(
        &mut self,
        pos: &Position,
        limits: Limits,
        on_depth: impl FnMut(&Progress),
    ) -> SearchResult {
        // The table's generation and the rules are settled before the
        // helpers start, so that none of them clears the shared table.
        if self.rules != Some(*pos.rules()) {
            if self.rules.is_some() {
                self.clear();
            }
            self.rules = Some(*pos.rules());
        }
        let done = StopFlag::new();
        let mut helpers = core::mem::take(&mut self.helpers);
        for helper in &mut helpers {
            helper.rules = self.rules;
            helper.contempt_centipoints = self.contempt_centipoints;
            helper.duel = self.duel;
            helper.repetitions = self.repetitions;
            helper.path.clone_from(&self.path);
        }
        // The helpers search the same root moves until this thread is done.
        let helper_limits =
            Limits::until_stopped(done.clone()).with_root_moves(limits.root_moves().to_vec());
        let (mut result, helper_nodes) = std::thread::scope(|scope| {
            let running: Vec<_> = helpers
                .iter_mut()
                .map(|helper| {
                    let limits = helper_limits.clone();
                    scope.spawn(move || helper.deepen(pos, limits, |_| {}).nodes)
                })
                .collect();
            let result = self.deepen(pos, limits, on_depth);
            done.stop();
            let nodes: u64 = running
                .into_iter()
                .map(|thread| thread.join().unwrap_or(0))
                .sum();
            (result, nodes)
        });
        self.helpers = helpers;
        result.nodes += helper_nodes;
        result.nodes_per_second = per_second(result.nodes, result.elapsed);
        result
    }
}
