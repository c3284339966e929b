//! RULES.md section 2 in the plain reference (`crate::reference`), held to
//! numbers worked out independently (the shared helpers and the reference's
//! text checks are in `crate::reference_selfcheck`): the start position of
//! the appendix and of the Manator set-up, as position text.

use crate::reference::RefPosition;

#[test]
fn start_text() {
    assert_eq!(
        RefPosition::start(false, false).to_text(),
        "WADFPCFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw b bo 0 1"
    );
    assert_eq!(
        RefPosition::start(true, true).to_text(),
        "WADFCPFDAW/TNNNNNNNNT/10/10/10/10/10/10/tnnnnnnnnt/wadfcpfdaw o bo 0 1"
    );
}
