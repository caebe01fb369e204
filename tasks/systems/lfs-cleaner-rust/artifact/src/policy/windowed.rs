//! Policies that look only at the oldest part of the log.
//!
//! `fifo` cleans the oldest sealed segment (a circular log, no selection
//! at all); `windowed` runs greedy among the `window` oldest segments, a
//! cheap approximation that needs no global ordering of segments.

use super::greedy::least_live;
use super::Policy;
use store::SegInfo;

pub struct Fifo;

pub struct Windowed {
    window: usize,
}

impl Windowed {
    pub fn new(window: usize) -> Windowed {
        Windowed { window: if window == 0 { 1 } else { window } }
    }
}

/// Index of the segment sealed first.
fn oldest(segs: &[SegInfo]) -> usize {
    let mut best = 0;
    for (i, s) in segs.iter().enumerate() {
        if s.seq < segs[best].seq {
            best = i;
        }
    }
    best
}

impl Policy for Fifo {
    fn name(&self) -> &'static str {
        "fifo"
    }
    fn victim(&self, segs: &[SegInfo], _now: u64) -> usize {
        oldest(segs)
    }
}

impl Policy for Windowed {
    fn name(&self) -> &'static str {
        "windowed"
    }
    fn victim(&self, segs: &[SegInfo], _now: u64) -> usize {
        // `segs` is kept in seal order by the store, but be defensive
        let mut order: Vec<usize> = (0..segs.len()).collect();
        order.sort_by_key(|&i| segs[i].seq);
        order.truncate(self.window);
        let cands: Vec<SegInfo> = order.iter().map(|&i| segs[i]).collect();
        order[least_live(&cands)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use policy::testutil::segs;

    #[test]
    fn fifo_takes_first_sealed() {
        let s = segs(&[(90, 0), (0, 1)]);
        assert_eq!(Fifo.victim(&s, 10), 0);
    }

    #[test]
    fn window_limits_the_choice() {
        let s = segs(&[(90, 0), (50, 1), (0, 2)]);
        assert_eq!(Windowed::new(2).victim(&s, 10), 1);
        assert_eq!(Windowed::new(3).victim(&s, 10), 2);
    }
}
