//! Shares with their 95% confidence intervals.

/// The Wilson score interval for `k` successes in `n` trials at 95%
/// (z = 1.96), as fractions: unlike the normal approximation it stays
/// within 0..1 and is sound for shares near 0 or 1 and for small `n`.
pub fn wilson(k: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n, z) = (f64::from(k), f64::from(n), 1.96f64);
    let p = k / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let denominator = 1.0 + z * z / n;
    (
        ((centre - spread) / denominator).max(0.0),
        ((centre + spread) / denominator).min(1.0),
    )
}

/// `k` of `n` as a percentage with its interval: `12.5% (9.1-16.9)`.
pub fn share(k: u32, n: u32) -> String {
    let (low, high) = wilson(k, n);
    let p = 100.0 * f64::from(k) / f64::from(n.max(1));
    format!("{p:.1}% ({:.1}-{:.1})", 100.0 * low, 100.0 * high)
}
