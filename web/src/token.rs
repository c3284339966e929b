//! Secrets: the tokens that let their holders move a side (or stop an
//! engine-only game), the games' names and the seeds of their duels, all
//! from the operating system's random source. A token is kept only as its
//! SHA-256, so that a copy of the database lets nobody move a side.

use sha2::{Digest, Sha256};

/// Bytes of randomness in a token: 256 bits, beyond guessing.
const TOKEN_BYTES: usize = 32;
/// Bytes of randomness in a game's name: 128 bits, so that a game is
/// watched only by those who were given its address.
const ID_BYTES: usize = 16;

/// A new token: 64 hexadecimal digits.
pub fn new_token() -> Result<String, getrandom::Error> {
    random_hex::<TOKEN_BYTES>()
}

/// A new game name: 32 hexadecimal digits.
pub fn new_id() -> Result<String, getrandom::Error> {
    random_hex::<ID_BYTES>()
}

/// A new seed for a game's duels.
pub fn new_seed() -> Result<u64, getrandom::Error> {
    let mut bytes = [0; 8];
    getrandom::fill(&mut bytes)?;
    Ok(u64::from_le_bytes(bytes))
}

fn random_hex<const N: usize>() -> Result<String, getrandom::Error> {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes)?;
    Ok(hex(&bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the database keeps of a token: its SHA-256 in hexadecimal. A token
/// has 256 random bits, so no salt or slow hash is needed: there is no
/// dictionary to try.
pub fn stored_form(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Whether `given` is the token whose stored form is `stored`, in a time
/// that does not depend on where the two first differ.
pub fn matches(given: &str, stored: &str) -> bool {
    same_secret(&stored_form(given), stored)
}

/// Whether `given` is `secret`, in a time that depends on their lengths
/// only, never on where they first differ.
fn same_secret(given: &str, secret: &str) -> bool {
    let (a, b) = (given.as_bytes(), secret.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let diff = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    // black_box keeps the optimiser from turning the fold into an early
    // exit at the first difference.
    std::hint::black_box(diff) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_hex_and_differ() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert_eq!(a.len(), 64);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_eq!(new_id().unwrap().len(), 32);
    }

    #[test]
    fn the_stored_form_is_sha256_and_only_the_token_matches_it() {
        // FIPS 180-2's example: SHA-256("abc").
        assert_eq!(
            stored_form("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let t = new_token().unwrap();
        let stored = stored_form(&t);
        assert_ne!(stored, t);
        assert!(matches(&t, &stored));
        assert!(!matches("", &stored));
        assert!(!matches(&t[..63], &stored));
        assert!(!matches(&stored, &stored));
    }
}
