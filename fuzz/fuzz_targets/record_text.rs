//! Record text, one game or several, with comments: `Record::from_str` and
//! `record::parse_all` never panic, and whatever they read formats to text
//! that reads back to the same records (see `tests/suite/record_checks.rs`,
//! which the crate's test suite also runs).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/suite/record_checks.rs"]
mod checks;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        checks::check_record_text(text);
    }
});
