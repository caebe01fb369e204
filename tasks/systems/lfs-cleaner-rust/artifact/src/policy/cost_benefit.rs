//! Cost-benefit selection (Rosenblum and Ousterhout's formula) and the
//! banded variant with a separate cleaning stream.

use super::Policy;
use store::SegInfo;

pub struct CostBenefit;
pub struct Banded;

/// `(1-u) * age / (1+u)`: free space gained, weighted by how long the data
/// has been stable, per unit of copying cost (read the segment, write u).
pub fn cost_benefit_score(s: &SegInfo, now: u64) -> f64 {
    let u = s.live_bytes as f64 / s.capacity as f64;
    let age = (now - s.sealed_at) as f64;
    (1.0 - u) * age / (1.0 + u)
}

/// Index of the segment with the highest score (the first on ties).
pub fn best_cost_benefit(segs: &[SegInfo], now: u64) -> usize {
    let mut best = 0;
    let mut best_score = -1.0f64;
    for (i, s) in segs.iter().enumerate() {
        let score = cost_benefit_score(s, now);
        if score > best_score {
            best = i;
            best_score = score;
        }
    }
    best
}

impl Policy for CostBenefit {
    fn name(&self) -> &'static str {
        "cost-benefit"
    }
    fn victim(&self, segs: &[SegInfo], now: u64) -> usize {
        best_cost_benefit(segs, now)
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
        best_cost_benefit(segs, now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use policy::testutil::segs;

    #[test]
    fn old_cold_segment_beats_young_empty_one() {
        // u = 0.2 sealed long ago vs u = 0.1 sealed just now
        let s = segs(&[(20, 0), (10, 990)]);
        assert_eq!(CostBenefit.victim(&s, 1000), 0);
    }

    #[test]
    fn full_segment_scores_zero() {
        let s = segs(&[(100, 0)]);
        assert_eq!(cost_benefit_score(&s[0], 50), 0.0);
    }

    #[test]
    fn banded_has_its_own_stream() {
        assert!(Banded.separate_cleaning_stream());
        assert!(!CostBenefit.separate_cleaning_stream());
    }
}
