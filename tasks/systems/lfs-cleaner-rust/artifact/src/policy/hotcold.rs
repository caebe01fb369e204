//! Hot/cold separation: like `banded`, relocated records get a separate
//! cleaning head, but records that have been updated often (at least
//! `hot_versions` versions) are considered hot and go back to the user
//! head, so the cleaning head only collects data that is likely to stay.

use super::cost_benefit::best_cost_benefit;
use super::Policy;
use store::{LiveRecord, SegInfo};

pub struct HotCold {
    hot_versions: u32,
}

impl HotCold {
    pub fn new(hot_versions: u32) -> HotCold {
        HotCold { hot_versions: hot_versions }
    }

    pub fn is_hot(&self, ver: u32) -> bool {
        ver >= self.hot_versions
    }
}

impl Policy for HotCold {
    fn name(&self) -> &'static str {
        "hotcold"
    }
    fn separate_cleaning_stream(&self) -> bool {
        true
    }
    fn victim(&self, segs: &[SegInfo], now: u64) -> usize {
        best_cost_benefit(segs, now)
    }
    fn relocate_to_user(&self, rec: &LiveRecord) -> bool {
        self.is_hot(rec.ver)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threshold() {
        let p = HotCold::new(3);
        let r = |ver| LiveRecord { key: 0, ver: ver, written: 0, value: vec![] };
        assert!(!p.relocate_to_user(&r(2)));
        assert!(p.relocate_to_user(&r(3)));
        assert!(p.separate_cleaning_stream());
    }
}
