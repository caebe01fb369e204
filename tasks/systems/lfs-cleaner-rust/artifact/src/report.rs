//! The one-line `key=value` report of a run (parsed by scripts/).

use stats::Stats;

pub struct RunReport<'a> {
    pub policy: &'a str,
    pub util_pct: u64,
    pub workload: &'a str,
    pub segments: usize,
    pub updates: u64,
    pub stats: &'a Stats,
    pub checksum: u64,
}

/// Bucket a utilisation in percent for the log line.
pub fn band(pct: u64) -> &'static str {
    match pct {
        0...49 => "low",
        50...79 => "medium",
        _ => "high",
    }
}

impl<'a> RunReport<'a> {
    pub fn line(&self) -> String {
        let s = self.stats;
        format!(
            "policy={} util={} band={} segments={} updates={} user_records={} written_records={} \
             write_amp={:.4} cleaned_segments={} moved_records={} mean_cleaned_util={:.4} checksum={:016x} \
             workload={} cleaner_runs={} tombstones={} victims={}",
            self.policy,
            self.util_pct,
            band(self.util_pct),
            self.segments,
            self.updates,
            s.user_records,
            s.written_records,
            s.write_amp(),
            s.cleaned_segments,
            s.cleaned_live_records,
            s.mean_cleaned_util(),
            self.checksum,
            self.workload,
            s.cleaner_runs,
            s.tombstones,
            s.hist_string()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands() {
        assert_eq!(band(10), "low");
        assert_eq!(band(70), "medium");
        assert_eq!(band(90), "high");
    }

    #[test]
    fn line_has_every_field_once() {
        let st = Stats::default();
        let r = RunReport { policy: "greedy", util_pct: 80, workload: "hotcold", segments: 3, updates: 0, stats: &st, checksum: 1 };
        let line = r.line();
        for key in &["policy", "util", "write_amp", "checksum", "victims"] {
            assert_eq!(line.matches(&format!(" {}=", key)[..]).count() + line.starts_with(&format!("{}=", key)[..]) as usize, 1);
        }
        assert!(line.contains("checksum=0000000000000001"));
    }
}
