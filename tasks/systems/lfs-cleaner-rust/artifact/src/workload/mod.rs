//! Key streams that drive the store: which key the next update writes.
//!
//! * `hotcold` - a hot set of keys receives most updates (the SSED'19 runs)
//! * `uniform` - every key equally likely
//! * `zipf`    - Zipf-distributed popularity over a shuffled key order
//! * `phased`  - hot/cold, but the hot set moves every `phase_updates`
//!
//! Trace replay (`workload = trace`) is in `trace/`.

use config::ExpConfig;

mod hotcold;
mod phased;
mod uniform;
mod values;
mod zipf;

pub use self::hotcold::HotCold;
pub use self::phased::Phased;
pub use self::uniform::Uniform;
pub use self::values::value_bytes;
pub use self::zipf::Zipf;

pub trait KeyStream {
    /// Next key to update (in `0..keys`).
    fn next_key(&mut self) -> u32;
    fn name(&self) -> &'static str;
}

/// The synthetic key stream a configuration asks for.
pub fn from_config(cfg: &ExpConfig) -> Result<Box<KeyStream>, String> {
    match cfg.workload.as_str() {
        "hotcold" => Ok(Box::new(HotCold::new(cfg.seed, cfg.keys, cfg.hot_fraction_pct, cfg.hot_share_pct))),
        "uniform" => Ok(Box::new(Uniform::new(cfg.seed, cfg.keys))),
        "zipf" => Ok(Box::new(Zipf::new(cfg.seed, cfg.keys, cfg.zipf_theta_milli as f64 / 1000.0))),
        "phased" => Ok(Box::new(Phased::new(cfg.seed, cfg.keys, cfg.hot_fraction_pct, cfg.hot_share_pct, cfg.phase_updates))),
        "trace" => Err("workload = trace is replayed from a file, not generated".to_string()),
        other => Err(format!("unknown workload `{}` (hotcold, uniform, zipf, phased, trace)", other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(w: &mut KeyStream, keys: u32, n: usize) -> Vec<u32> {
        let mut c = vec![0u32; keys as usize];
        for _ in 0..n {
            let k = w.next_key();
            assert!(k < keys);
            c[k as usize] += 1;
        }
        c
    }

    #[test]
    fn hotcold_share() {
        let mut w = HotCold::new(3, 1000, 10, 90);
        let c = counts(&mut w, 1000, 100000);
        let hot: u32 = c[..100].iter().sum();
        assert!(hot > 89000 && hot < 91000, "hot updates {}", hot);
    }

    #[test]
    fn zipf_is_skewed() {
        let mut w = Zipf::new(3, 1000, 0.99);
        let mut c = counts(&mut w, 1000, 50000);
        c.sort();
        c.reverse();
        let top: u32 = c[..100].iter().sum();
        assert!(top > 25000, "top 10% got {}", top);
    }

    #[test]
    fn uniform_covers_keys() {
        let mut w = Uniform::new(3, 50);
        let c = counts(&mut w, 50, 5000);
        assert!(c.iter().all(|&n| n > 0));
    }

    #[test]
    fn same_seed_same_stream() {
        let mut a = from_config(&ExpConfig::default()).unwrap();
        let mut b = from_config(&ExpConfig::default()).unwrap();
        for _ in 0..1000 {
            assert_eq!(a.next_key(), b.next_key());
        }
    }
}
