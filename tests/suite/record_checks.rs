//! What the `record_text` fuzz target checks, in a file of its own so that
//! the crate's test suite compiles it against the library and runs it on
//! proptest's input (`tests/suite/record_prop.rs`) where no nightly
//! toolchain is at hand.

use jetan::{Record, record};

/// Reads `text` as one record and as several: nothing panics; every record
/// read formats to text that reads back to the same record, comments
/// included; errors name their game in turn (from 1); the records read,
/// formatted one after another, read back as the same list; and a text
/// that reads as one record gives the first item of `parse_all` too.
pub fn check_record_text(text: &str) {
    let single = text.parse::<Record>();
    match &single {
        Ok(r) => reads_back(r),
        Err(e) => {
            let _ = e.to_string();
        }
    }
    let mut records = Vec::new();
    for (i, item) in record::parse_all(text).enumerate() {
        match item {
            Ok(r) => {
                reads_back(&r);
                records.push(r);
            }
            Err(e) => {
                assert_eq!(e.game, i + 1, "{e}");
                let _ = e.to_string();
            }
        }
    }
    let joined: String = records.iter().map(|r| format!("{r}\n")).collect();
    let again: Vec<Record> = record::parse_all(&joined)
        .map(|item| item.unwrap_or_else(|e| panic!("{e} in {joined:?}")))
        .collect();
    assert_eq!(again, records);
    if let Ok(r) = single {
        assert_eq!(record::parse_all(text).next(), Some(Ok(r)));
    }
}

/// `parse(format(r)) == r` and `format(parse(format(r))) == format(r)`.
fn reads_back(r: &Record) {
    let text = r.to_string();
    match text.parse::<Record>() {
        Ok(again) => {
            assert_eq!(&again, r, "{text:?}");
            assert_eq!(again.to_string(), text);
        }
        Err(e) => panic!("{e} in {text:?}"),
    }
}
