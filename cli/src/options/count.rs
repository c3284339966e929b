//! Whole numbers from the command line, for the counts that zero would
//! make meaningless (threads, positions a move, milliseconds).

/// Reads a whole number from 1 up: clap's value parser for `--threads`,
/// `--nodes` and `--time-ms`.
pub fn positive<T: std::str::FromStr + PartialEq + Default>(text: &str) -> Result<T, String> {
    match digits(text).and_then(|d| d.parse::<T>().ok()) {
        Some(n) if n != T::default() => Ok(n),
        _ => Err(format!("{text:?} is not a whole number from 1 up")),
    }
}

/// Reads a whole number from 0 up, only digits: no sign, no space.
pub fn whole<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    digits(text)
        .and_then(|d| d.parse::<T>().ok())
        .ok_or_else(|| format!("{text:?} is not a whole number"))
}

/// `text` if it is digits only: `str::parse` alone takes a leading `+`.
fn digits(text: &str) -> Option<&str> {
    Some(text).filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
}

/// Every core, or one if the system cannot say: the default of
/// `--threads`.
pub fn every_core() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// `--threads N`: how many threads to work on, every core by default.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Threads {
    /// Work on N threads (default: every core); the output is the same for
    /// any N
    // A hyphen value is taken, so that `--threads -1` is refused as a
    // thread count, not as an unknown option.
    #[arg(long = "threads", value_name = "N", value_parser = positive::<usize>, allow_hyphen_values = true)]
    threads: Option<usize>,
}

impl Threads {
    /// The threads asked for, or every core.
    pub fn get(&self) -> usize {
        self.threads.unwrap_or_else(every_core)
    }
}
