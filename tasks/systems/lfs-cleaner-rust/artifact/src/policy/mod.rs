//! Victim selection for the segment cleaner.

use store::SegInfo;

pub trait Policy {
    fn name(&self) -> &'static str;
    /// Whether relocated (cleaned) records get their own write head.
    fn separate_cleaning_stream(&self) -> bool {
        false
    }
    /// Pick the sealed segment to clean next.
    fn victim(&self, segs: &[SegInfo], now: u64) -> usize;
}

pub struct Greedy;
pub struct CostBenefit;
pub struct Banded;

fn cost_benefit(segs: &[SegInfo], now: u64) -> usize {
    let mut best = 0;
    let mut best_score = -1.0f64;
    for (i, s) in segs.iter().enumerate() {
        let u = s.live_bytes as f64 / s.capacity as f64;
        let age = (now - s.sealed_at) as f64;
        let score = (1.0 - u) * age / (1.0 + u);
        if score > best_score {
            best = i;
            best_score = score;
        }
    }
    best
}

impl Policy for Greedy {
    fn name(&self) -> &'static str {
        "greedy"
    }
    fn victim(&self, segs: &[SegInfo], _now: u64) -> usize {
        let mut best = 0;
        for (i, s) in segs.iter().enumerate() {
            if s.live_bytes < segs[best].live_bytes {
                best = i;
            }
        }
        best
    }
}

impl Policy for CostBenefit {
    fn name(&self) -> &'static str {
        "cost-benefit"
    }
    fn victim(&self, segs: &[SegInfo], now: u64) -> usize {
        cost_benefit(segs, now)
    }
}

impl Policy for Banded {
    fn name(&self) -> &'static str {
        "banded"
    }
    fn separate_cleaning_stream(&self) -> bool {
        true
    }
    fn victim(&self, segs: &[SegInfo], now: u64) -> usize {
        cost_benefit(segs, now)
    }
}

pub fn by_name(name: &str) -> Option<Box<Policy>> {
    match name {
        "greedy" => Some(Box::new(Greedy)),
        "cost-benefit" => Some(Box::new(CostBenefit)),
        "banded" => Some(Box::new(Banded)),
        _ => None,
    }
}
