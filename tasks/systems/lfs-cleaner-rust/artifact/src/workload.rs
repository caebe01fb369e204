//! Seeded update stream: a hot set of keys receives most of the updates.

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E3779B97F4A7C15) ^ 0xD1B54A32D192ED03)
    }

    /// xorshift64*
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545F4914F6CDD1D)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

pub struct Workload {
    rng: Rng,
    keys: u32,
    hot_keys: u32,
    hot_pct: u64,
}

impl Workload {
    pub fn new(seed: u64, keys: u32, hot_fraction_pct: u32, hot_pct: u64) -> Workload {
        let hot = (keys as u64 * hot_fraction_pct as u64 / 100) as u32;
        Workload { rng: Rng::new(seed), keys: keys, hot_keys: hot, hot_pct: hot_pct }
    }

    /// Next key to update.
    pub fn next_key(&mut self) -> u32 {
        if self.rng.below(100) < self.hot_pct {
            self.rng.below(self.hot_keys as u64) as u32
        } else {
            self.hot_keys + self.rng.below((self.keys - self.hot_keys) as u64) as u32
        }
    }
}

/// Value bytes of version `ver` of `key` (deterministic, so reads can be checked).
pub fn value_bytes(key: u32, ver: u32, len: usize) -> Vec<u8> {
    let mut s = ((key as u64) << 32 | ver as u64) ^ 0xA0761D6478BD642F;
    let mut out = Vec::with_capacity(len);
    while out.len() < len {
        s = s.wrapping_add(0x9E3779B97F4A7C15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
        z ^= z >> 31;
        for i in 0..8 {
            if out.len() < len {
                out.push((z >> (8 * i)) as u8);
            }
        }
    }
    out
}
