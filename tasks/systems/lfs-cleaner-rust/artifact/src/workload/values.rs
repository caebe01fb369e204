//! Record values: a deterministic function of (key, version), so that every
//! read can be checked without keeping the data twice.

/// Value bytes of version `ver` of `key`.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_differ() {
        assert_eq!(value_bytes(1, 1, 100).len(), 100);
        assert!(value_bytes(1, 1, 16) != value_bytes(1, 2, 16));
        assert_eq!(value_bytes(9, 3, 7), value_bytes(9, 3, 7));
    }
}
