//! Secrets: the tokens that let their holders move a side, the games'
//! names and the seeds of their duels, all from the operating system's
//! random source.

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
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `given` is `secret`, in a time that depends on their lengths
/// only, never on where they first differ, so that the answer's timing
/// does not give a token away one character at a time. (Every token has
/// the same length, which is no secret.)
pub fn same_secret(given: &str, secret: &str) -> bool {
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
    fn only_the_same_secret_matches() {
        let t = new_token().unwrap();
        assert!(same_secret(&t, &t.clone()));
        assert!(!same_secret("", &t));
        assert!(!same_secret(&t[..63], &t));
        let mut other = t.clone().into_bytes();
        other[63] = if other[63] == b'0' { b'1' } else { b'0' };
        assert!(!same_secret(std::str::from_utf8(&other).unwrap(), &t));
    }
}
