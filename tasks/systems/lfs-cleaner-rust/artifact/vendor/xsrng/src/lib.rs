//! Tiny xorshift-family generators for simulations.
//!
//! The generators here are deterministic for a given seed on every
//! platform and need no allocation. They are not cryptographically secure.

#![no_std]

/// Constant used to spread small seeds over the whole state word.
pub const GOLDEN_GAMMA: u64 = 0x9E3779B97F4A7C15;

/// A source of 64-bit words.
pub trait Rng64 {
    /// Next 64 random bits.
    fn next_u64(&mut self) -> u64;

    /// Next 32 random bits (the high half of a 64-bit word).
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A float uniform in [0, 1) with 53 bits of precision.
    fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// A number in `0..n`. `n` must not be zero.
    ///
    /// Lemire's multiply-shift reduction: one multiplication instead of a
    /// division, and it uses the high bits of the word, which are the better
    /// ones for xorshift-family generators (since 0.2.3; 0.2.0-0.2.2 took
    /// the remainder `next_u64() % n`).
    fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }
}

/// Vigna's xorshift64* generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorShift64Star {
    state: u64,
}

impl XorShift64Star {
    /// A generator whose state is derived from `seed`; every seed, zero
    /// included, gives a valid (non-zero) state.
    pub fn seed_from_u64(seed: u64) -> XorShift64Star {
        XorShift64Star { state: seed.wrapping_mul(GOLDEN_GAMMA) ^ 0xD1B54A32D192ED03 }
    }

    /// A generator with exactly this state (must not be zero).
    pub fn from_state(state: u64) -> XorShift64Star {
        assert!(state != 0, "xorshift64* state must not be zero");
        XorShift64Star { state: state }
    }

    /// The current state word.
    pub fn state(&self) -> u64 {
        self.state
    }
}

impl Rng64 for XorShift64Star {
    fn next_u64(&mut self) -> u64 {
        let mut x = self.state;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.state = x;
        x.wrapping_mul(0x2545F4914F6CDD1D)
    }
}

/// splitmix64, mostly used to derive seeds for other generators.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// Derive a seeded xorshift64* (one splitmix64 step as the seed).
    pub fn xorshift(&mut self) -> XorShift64Star {
        let s = self.next_u64();
        XorShift64Star::from_state(if s == 0 { GOLDEN_GAMMA } else { s })
    }
}

/// Fill `buf` with random bytes (little-endian words).
pub fn fill_bytes<R: Rng64>(rng: &mut R, buf: &mut [u8]) {
    for chunk in buf.chunks_mut(8) {
        let w = rng.next_u64();
        for (i, b) in chunk.iter_mut().enumerate() {
            *b = (w >> (8 * i)) as u8;
        }
    }
}

impl Rng64 for SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN_GAMMA);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_uses_high_bits() {
        // a word with only low bits set maps to 0 for every small range
        struct Low;
        impl Rng64 for Low {
            fn next_u64(&mut self) -> u64 {
                0xFFFF
            }
        }
        assert_eq!(Low.below(10), 0);
    }

    #[test]
    fn zero_seed_is_valid() {
        let mut r = XorShift64Star::seed_from_u64(0);
        assert!(r.next_u64() != 0);
    }

    #[test]
    fn below_stays_in_range() {
        let mut r = XorShift64Star::seed_from_u64(7);
        for n in 1..200 {
            assert!(r.below(n) < n);
        }
    }

    #[test]
    fn splitmix_known_value() {
        let mut s = SplitMix64::new(0);
        assert_eq!(s.next_u64(), 0xE220A8397B1DCDAF);
    }
}
