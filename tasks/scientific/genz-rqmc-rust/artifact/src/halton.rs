//! Halton points with a Cranley-Patterson random shift.
//!
//! The radical inverse is the expensive part of a Halton point, and the RQMC
//! estimator needs the same n points for every replica and every family. Each
//! coordinate therefore keeps a table of the radical inverses of its low digits
//! (a block of m base-b digits, b^m entries, as many as fit in the L1 data
//! cache); a point is put together from the table entries of its digit blocks.

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
pub fn radical_inverse(mut i: u64, b: u64) -> f64 {
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

/// Size of the L1 data cache in bytes (Linux sysfs; 128 KiB where it is not available).
fn l1d_bytes() -> usize {
    let read = |p: &str| std::fs::read_to_string(p).ok().map(|s| s.trim().to_string());
    if read("/sys/devices/system/cpu/cpu0/cache/index0/type").as_deref() == Some("Data") {
        if let Some(s) = read("/sys/devices/system/cpu/cpu0/cache/index0/size") {
            if let Some(k) = s.strip_suffix('K').and_then(|k| k.parse::<usize>().ok()) {
                return k * 1024;
            }
        }
    }
    128 * 1024
}

/// The first points of the d-dimensional Halton sequence (bases: the first d primes).
pub struct Halton {
    /// row k: radical inverses of 0..span[k] in base p[k], then unused entries
    table: Vec<f64>,
    stride: usize,
    span: Vec<u64>,
    scale: Vec<f64>,
}

impl Halton {
    pub fn new(d: usize) -> Halton {
        let stride = l1d_bytes() / std::mem::size_of::<f64>();
        let mut table = vec![0.0; d * stride];
        let mut span = Vec::with_capacity(d);
        let mut scale = Vec::with_capacity(d);
        for (k, &b) in primes()[..d].iter().enumerate() {
            let mut s = b;
            while s * b <= stride as u64 {
                s *= b;
            }
            for j in 0..s {
                table[k * stride + j as usize] = radical_inverse(j, b);
            }
            span.push(s);
            scale.push(1.0 / s as f64);
        }
        Halton { table, stride, span, scale }
    }

    /// Point i (0-based; the origin is skipped), shifted by `shift` modulo 1.
    pub fn shifted_point(&self, i: u64, shift: &[f64], out: &mut [f64]) {
        let i = i + 1;
        for (k, o) in out.iter_mut().enumerate() {
            let row = k * self.stride;
            let s = self.span[k];
            let lo = self.table[row + (i % s) as usize];
            let hi = self.table[row + (i / s) as usize];
            let v = lo + hi * self.scale[k] + shift[k];
            *o = if v >= 1.0 { v - 1.0 } else { v };
        }
    }
}
