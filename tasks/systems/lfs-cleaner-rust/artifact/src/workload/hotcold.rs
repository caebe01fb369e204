//! Seeded update stream: a hot set of keys receives most of the updates.

use super::KeyStream;
use xsrng::{Rng64, XorShift64Star};

pub struct HotCold {
    rng: XorShift64Star,
    keys: u32,
    hot_keys: u32,
    hot_pct: u64,
}

impl HotCold {
    /// `hot_fraction_pct` percent of the keys (the lowest-numbered ones)
    /// receive `hot_pct` percent of the updates.
    pub fn new(seed: u64, keys: u32, hot_fraction_pct: u32, hot_pct: u64) -> HotCold {
        let hot = (keys as u64 * hot_fraction_pct as u64 / 100) as u32;
        HotCold { rng: XorShift64Star::seed_from_u64(seed), keys: keys, hot_keys: hot, hot_pct: hot_pct }
    }

    pub fn hot_keys(&self) -> u32 {
        self.hot_keys
    }
}

impl KeyStream for HotCold {
    fn next_key(&mut self) -> u32 {
        if self.rng.below(100) < self.hot_pct {
            self.rng.below(self.hot_keys as u64) as u32
        } else {
            self.hot_keys + self.rng.below((self.keys - self.hot_keys) as u64) as u32
        }
    }

    fn name(&self) -> &'static str {
        "hotcold"
    }
}
