//! Counters of one run and a histogram of the live fraction of cleaned
//! segments.

/// Number of buckets of the victim-utilisation histogram (deciles).
pub const UTIL_BUCKETS: usize = 10;

#[derive(Default, Debug, Clone)]
pub struct Stats {
    /// Records written by the user (puts and deletes).
    pub user_records: u64,
    /// Records appended to the log, user and relocated.
    pub written_records: u64,
    /// Tombstones appended (deletes from a trace).
    pub tombstones: u64,
    /// Segments sealed (written to a file).
    pub sealed_segments: u64,
    pub cleaned_segments: u64,
    pub cleaned_live_records: u64,
    pub cleaned_live_bytes: u64,
    pub cleaned_capacity_bytes: u64,
    /// Relocated records that went back to the user head (hot/cold policy).
    pub relocated_to_user: u64,
    /// Cleaner invocations (each cleans one or more victims).
    pub cleaner_runs: u64,
    /// Victims by live fraction, in tenths.
    pub victim_hist: [u64; UTIL_BUCKETS],
}

impl Stats {
    /// Write amplification: all records appended per user record.
    pub fn write_amp(&self) -> f64 {
        if self.user_records == 0 {
            return 0.0;
        }
        self.written_records as f64 / self.user_records as f64
    }

    /// Mean live fraction of the cleaned segments (capacity-weighted).
    pub fn mean_cleaned_util(&self) -> f64 {
        if self.cleaned_capacity_bytes == 0 {
            return 0.0;
        }
        self.cleaned_live_bytes as f64 / self.cleaned_capacity_bytes as f64
    }

    /// Record one cleaned victim.
    pub fn add_victim(&mut self, live_bytes: u64, capacity: u64, moved: u64) {
        self.cleaned_segments += 1;
        self.cleaned_live_records += moved;
        self.cleaned_live_bytes += live_bytes;
        self.cleaned_capacity_bytes += capacity;
        let mut b = (live_bytes * UTIL_BUCKETS as u64 / capacity.max(1)) as usize;
        if b >= UTIL_BUCKETS {
            b = UTIL_BUCKETS - 1;
        }
        self.victim_hist[b] += 1;
    }

    /// The histogram as `n0/n1/.../n9`.
    pub fn hist_string(&self) -> String {
        let parts: Vec<String> = self.victim_hist.iter().map(|n| n.to_string()).collect();
        parts.join("/")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_stats_are_zero() {
        let s = Stats::default();
        assert_eq!(s.write_amp(), 0.0);
        assert_eq!(s.mean_cleaned_util(), 0.0);
    }

    #[test]
    fn histogram_buckets() {
        let mut s = Stats::default();
        s.add_victim(0, 100, 0);
        s.add_victim(55, 100, 1);
        s.add_victim(100, 100, 2);
        assert_eq!(s.victim_hist[0], 1);
        assert_eq!(s.victim_hist[5], 1);
        assert_eq!(s.victim_hist[9], 1);
        assert_eq!(s.cleaned_live_records, 3);
    }
}
