//! Age-sorted cleaning: cost-benefit victims, and the live records of the
//! victims are rewritten oldest first, so records of similar age end up in
//! the same segment (Sprite LFS sorted blocks by age when cleaning).

use super::cost_benefit::best_cost_benefit;
use super::Policy;
use store::{LiveRecord, SegInfo};

pub struct AgeSorted;

impl Policy for AgeSorted {
    fn name(&self) -> &'static str {
        "age-sorted"
    }
    fn victim(&self, segs: &[SegInfo], now: u64) -> usize {
        best_cost_benefit(segs, now)
    }
    fn order_live(&self, recs: &mut Vec<LiveRecord>) {
        // stable: records written at the same time keep their log order
        recs.sort_by_key(|r| r.written);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(key: u32, written: u64) -> LiveRecord {
        LiveRecord { key: key, ver: 1, written: written, value: vec![] }
    }

    #[test]
    fn oldest_first_and_stable() {
        let mut v = vec![rec(1, 30), rec(2, 10), rec(3, 30), rec(4, 0)];
        AgeSorted.order_live(&mut v);
        let keys: Vec<u32> = v.iter().map(|r| r.key).collect();
        assert_eq!(keys, vec![4, 2, 1, 3]);
    }
}
