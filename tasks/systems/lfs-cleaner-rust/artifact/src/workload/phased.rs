//! Hot/cold updates whose hot set moves: every `phase_updates` updates the
//! hot window slides by its own size over the key space. Data that was hot
//! turns cold at once, the hardest case for age-based cleaning.

use super::KeyStream;
use xsrng::{Rng64, XorShift64Star};

pub struct Phased {
    rng: XorShift64Star,
    keys: u32,
    hot_keys: u32,
    hot_pct: u64,
    phase_updates: u64,
    done: u64,
}

impl Phased {
    pub fn new(seed: u64, keys: u32, hot_fraction_pct: u32, hot_pct: u64, phase_updates: u64) -> Phased {
        let hot = ((keys as u64 * hot_fraction_pct as u64 / 100) as u32).max(1);
        Phased {
            rng: XorShift64Star::seed_from_u64(seed),
            keys: keys,
            hot_keys: hot,
            hot_pct: hot_pct,
            phase_updates: phase_updates.max(1),
            done: 0,
        }
    }

    /// First key of the hot window in the current phase.
    pub fn hot_start(&self) -> u32 {
        let phase = self.done / self.phase_updates;
        ((phase * self.hot_keys as u64) % self.keys as u64) as u32
    }
}

impl KeyStream for Phased {
    fn next_key(&mut self) -> u32 {
        let start = self.hot_start() as u64;
        self.done += 1;
        let k = if self.rng.below(100) < self.hot_pct {
            start + self.rng.below(self.hot_keys as u64)
        } else {
            start + self.hot_keys as u64 + self.rng.below((self.keys - self.hot_keys) as u64)
        };
        (k % self.keys as u64) as u32
    }

    fn name(&self) -> &'static str {
        "phased"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn window_moves() {
        let mut p = Phased::new(1, 100, 10, 100, 5);
        for _ in 0..5 {
            assert!(p.next_key() < 10);
        }
        for _ in 0..5 {
            let k = p.next_key();
            assert!(k >= 10 && k < 20, "key {}", k);
        }
    }
}
