//! Random number generation: SplitMix64 for seeding, xoshiro256** for streams.

/// One step of SplitMix64; also used to derive parameters and stream seeds.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Uniform double in [0, 1) from the top 53 bits.
pub fn to_unit(x: u64) -> f64 {
    (x >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

/// Seed for an independent stream, from the run seed and a tag list.
pub fn stream_seed(seed: u64, tags: &[u64]) -> u64 {
    let mut s = seed;
    let mut out = splitmix64(&mut s);
    for &t in tags {
        let mut m = out ^ t.wrapping_mul(0xD1B5_4A32_D192_ED03);
        out = splitmix64(&mut m);
    }
    out
}

pub struct Xoshiro256 {
    s: [u64; 4],
}

impl Xoshiro256 {
    pub fn new(seed: u64) -> Self {
        let mut sm = seed;
        let s = std::array::from_fn(|_| splitmix64(&mut sm));
        Xoshiro256 { s }
    }

    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    pub fn uniform(&mut self) -> f64 {
        to_unit(self.next_u64())
    }
}
