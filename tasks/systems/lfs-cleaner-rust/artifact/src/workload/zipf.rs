//! Zipf-distributed updates: key rank r is chosen with probability
//! proportional to 1 / r^theta. Ranks are mapped to keys through a seeded
//! permutation so that popular keys are spread over the key space.
//!
//! Sampling inverts the cumulative distribution with a binary search over a
//! precomputed table (keys is at most a few hundred thousand here).

use super::KeyStream;
use xsrng::{Rng64, SplitMix64, XorShift64Star};

pub struct Zipf {
    rng: XorShift64Star,
    cdf: Vec<f64>,
    perm: Vec<u32>,
}

impl Zipf {
    pub fn new(seed: u64, keys: u32, theta: f64) -> Zipf {
        let n = keys as usize;
        let mut cdf = Vec::with_capacity(n);
        let mut total = 0.0f64;
        for r in 1..(n + 1) {
            total += 1.0 / (r as f64).powf(theta);
            cdf.push(total);
        }
        for c in cdf.iter_mut() {
            *c /= total;
        }
        // Fisher-Yates with its own stream, so the permutation does not
        // depend on how many samples are drawn
        let mut perm: Vec<u32> = (0..keys).collect();
        let mut sm = SplitMix64::new(seed ^ 0x5A5A_5A5A_5A5A_5A5A);
        for i in (1..n).rev() {
            let j = (sm.next_u64() % (i as u64 + 1)) as usize;
            perm.swap(i, j);
        }
        Zipf { rng: XorShift64Star::seed_from_u64(seed), cdf: cdf, perm: perm }
    }

    /// Rank (0-based) for a uniform draw `u` in [0, 1).
    fn rank(&self, u: f64) -> usize {
        let (mut lo, mut hi) = (0usize, self.cdf.len() - 1);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.cdf[mid] <= u {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }
}

impl KeyStream for Zipf {
    fn next_key(&mut self) -> u32 {
        let u = self.rng.next_f64();
        self.perm[self.rank(u)]
    }

    fn name(&self) -> &'static str {
        "zipf"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_bounds() {
        let z = Zipf::new(1, 10, 1.0);
        assert_eq!(z.rank(0.0), 0);
        assert_eq!(z.rank(0.999999), 9);
    }
}
