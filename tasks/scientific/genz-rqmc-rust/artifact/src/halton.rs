//! Halton points with a Cranley-Patterson random shift.

use std::sync::OnceLock;

static PRIMES: OnceLock<Vec<u64>> = OnceLock::new();

/// The first 64 primes (enough for d <= 64).
fn primes() -> &'static [u64] {
    PRIMES.get_or_init(|| {
        let mut p = Vec::with_capacity(64);
        let mut n = 2u64;
        while p.len() < 64 {
            if p.iter().take_while(|&&q| q * q <= n).all(|&q| n % q != 0) {
                p.push(n);
            }
            n += 1;
        }
        p
    })
}

/// Radical inverse of i in base b.
fn radical_inverse(mut i: u64, b: u64) -> f64 {
    let inv = 1.0 / b as f64;
    let mut f = inv;
    let mut r = 0.0;
    while i > 0 {
        r += (i % b) as f64 * f;
        i /= b;
        f *= inv;
    }
    r
}

/// Point i (0-based; the origin is skipped) of the d-dimensional Halton
/// sequence, shifted by `shift` modulo 1.
pub fn shifted_point(i: u64, shift: &[f64], out: &mut [f64]) {
    let p = primes();
    for (k, o) in out.iter_mut().enumerate() {
        let v = radical_inverse(i + 1, p[k]) + shift[k];
        *o = if v >= 1.0 { v - 1.0 } else { v };
    }
}
