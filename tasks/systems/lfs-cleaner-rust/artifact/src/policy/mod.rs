//! Victim selection (and relocation placement) for the segment cleaner.
//!
//! The SSED'19 paper compares `greedy`, `cost-benefit` and `banded`; the
//! other policies belong to the follow-up experiments (docs/EXPERIMENTS.md).

use config::ExpConfig;
use store::{LiveRecord, SegInfo};

mod age_sorted;
mod cost_benefit;
mod greedy;
mod hotcold;
mod windowed;

pub use self::age_sorted::AgeSorted;
pub use self::cost_benefit::{cost_benefit_score, Banded, CostBenefit};
pub use self::greedy::Greedy;
pub use self::hotcold::HotCold;
pub use self::windowed::{Fifo, Windowed};

pub trait Policy {
    fn name(&self) -> &'static str;

    /// Whether relocated (cleaned) records get their own write head.
    fn separate_cleaning_stream(&self) -> bool {
        false
    }

    /// Pick the sealed segment to clean next (an index into `segs`).
    fn victim(&self, segs: &[SegInfo], now: u64) -> usize;

    /// Whether a relocated record goes back to the user head instead of the
    /// cleaning head (only meaningful with a separate cleaning stream).
    fn relocate_to_user(&self, _rec: &LiveRecord) -> bool {
        false
    }

    /// Reorder the live records of a victim before they are relocated.
    fn order_live(&self, _recs: &mut Vec<LiveRecord>) {}
}

/// All policy names, in the order the sweep scripts list them.
pub const NAMES: &'static [&'static str] = &["greedy", "cost-benefit", "banded", "age-sorted", "hotcold", "fifo", "windowed"];

pub fn by_name(name: &str, cfg: &ExpConfig) -> Option<Box<Policy>> {
    match name {
        "greedy" => Some(Box::new(Greedy)),
        "cost-benefit" | "costbenefit" | "cb" => Some(Box::new(CostBenefit)),
        "banded" => Some(Box::new(Banded)),
        "age-sorted" => Some(Box::new(AgeSorted)),
        "hotcold" => Some(Box::new(HotCold::new(cfg.hot_versions))),
        "fifo" => Some(Box::new(Fifo)),
        "windowed" => Some(Box::new(Windowed::new(cfg.window))),
        _ => None,
    }
}

#[cfg(test)]
pub mod testutil {
    use store::SegInfo;

    /// Segments with the given live bytes (capacity 100) sealed at the given times.
    pub fn segs(live_and_sealed: &[(u64, u64)]) -> Vec<SegInfo> {
        live_and_sealed
            .iter()
            .enumerate()
            .map(|(i, &(live, at))| SegInfo { id: i as u32 + 10, live_bytes: live, capacity: 100, sealed_at: at, seq: i as u64 })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_resolves() {
        let cfg = ExpConfig::default();
        for n in NAMES {
            let p = by_name(n, &cfg).expect(n);
            assert_eq!(&p.name(), n);
        }
        assert!(by_name("lru", &cfg).is_none());
    }
}
