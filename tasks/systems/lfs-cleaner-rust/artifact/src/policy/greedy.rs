//! Greedy: the segment with the fewest live bytes.

use super::Policy;
use store::SegInfo;

pub struct Greedy;

/// Index of the segment with the fewest live bytes (the first on ties).
pub fn least_live(segs: &[SegInfo]) -> usize {
    let mut best = 0;
    for (i, s) in segs.iter().enumerate() {
        if s.live_bytes < segs[best].live_bytes {
            best = i;
        }
    }
    best
}

impl Policy for Greedy {
    fn name(&self) -> &'static str {
        "greedy"
    }
    fn victim(&self, segs: &[SegInfo], _now: u64) -> usize {
        least_live(segs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use policy::testutil::segs;

    #[test]
    fn picks_emptiest_first_on_ties() {
        let s = segs(&[(50, 0), (10, 5), (10, 1), (90, 2)]);
        assert_eq!(Greedy.victim(&s, 100), 1);
    }
}
