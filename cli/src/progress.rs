//! Progress bars for long work (a deep perft, a match, self-play): on
//! standard error, with the time left, and only when standard error is a
//! terminal, so that a log or a pipe gets nothing but the results.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// A bar counting `total` pieces of work named `unit` ("games", "moves"),
/// hidden unless standard error is a terminal.
pub fn bar(total: u64, unit: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let template =
        format!("{{bar:40}} {{pos}}/{{len}} {unit}, {{elapsed}} so far, about {{eta}} left");
    let style =
        ProgressStyle::with_template(&template).unwrap_or_else(|_| ProgressStyle::default_bar());
    ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr()).with_style(style)
}
