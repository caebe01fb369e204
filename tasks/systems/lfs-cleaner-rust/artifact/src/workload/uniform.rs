//! Uniform update stream: the worst case for segregation (nothing is cold).

use super::KeyStream;
use xsrng::{Rng64, XorShift64Star};

pub struct Uniform {
    rng: XorShift64Star,
    keys: u32,
}

impl Uniform {
    pub fn new(seed: u64, keys: u32) -> Uniform {
        Uniform { rng: XorShift64Star::seed_from_u64(seed), keys: keys }
    }
}

impl KeyStream for Uniform {
    fn next_key(&mut self) -> u32 {
        self.rng.below(self.keys as u64) as u32
    }

    fn name(&self) -> &'static str {
        "uniform"
    }
}
