//! Experiment configuration: `key = value` lines, `#` starts a comment.
//!
//! Every key has a default, so a configuration file only names what an
//! experiment changes. Unknown keys are kept (the sweep scripts add their
//! own, e.g. `utilisations`, `policies`) and ignored by the store.

use std::collections::BTreeMap;
use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::str::FromStr;

/// The clock that measures a segment's age for cost-benefit selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgeClock {
    /// User updates since the segment was sealed.
    Updates,
    /// Segments sealed since the segment was sealed (the log's own clock;
    /// the only one a trace without timestamps has).
    Seals,
}

impl FromStr for AgeClock {
    type Err = String;
    fn from_str(s: &str) -> Result<AgeClock, String> {
        match s {
            "updates" | "update" | "writes" => Ok(AgeClock::Updates),
            "seals" | "seal" | "segments" => Ok(AgeClock::Seals),
            other => Err(format!("unknown age clock `{}` (updates, seals)", other)),
        }
    }
}

impl fmt::Display for AgeClock {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            AgeClock::Updates => write!(f, "updates"),
            AgeClock::Seals => write!(f, "seals"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct ExpConfig {
    pub seed: u64,
    pub keys: u32,
    pub value_len: usize,
    pub segment_bytes: usize,
    pub updates: u64,
    pub utilisation_pct: u64,
    /// Key stream: hotcold, uniform, zipf, phased or trace.
    pub workload: String,
    pub hot_fraction_pct: u32,
    pub hot_share_pct: u64,
    /// Zipf exponent in thousandths (990 = 0.99).
    pub zipf_theta_milli: u32,
    /// Updates per phase of the phased workload.
    pub phase_updates: u64,
    pub trace: String,
    /// csv (lfstrace's own format) or msr (block I/O trace).
    pub trace_format: String,
    /// Spare segments on top of the utilisation-derived log size.
    pub spare_segments: usize,
    /// The cleaner runs until this many segments more than the reserve are free.
    pub clean_slack: usize,
    pub age_clock: AgeClock,
    /// hot/cold policy: records with at least this many versions are hot.
    pub hot_versions: u32,
    /// windowed policy: candidates among the oldest segments.
    pub window: usize,
    raw: BTreeMap<String, String>,
}

impl Default for ExpConfig {
    fn default() -> ExpConfig {
        ExpConfig {
            seed: 1,
            keys: 20000,
            value_len: 100,
            segment_bytes: 16384,
            updates: 100000,
            utilisation_pct: 80,
            workload: "hotcold".to_string(),
            hot_fraction_pct: 10,
            hot_share_pct: 90,
            zipf_theta_milli: 990,
            phase_updates: 50000,
            trace: String::new(),
            trace_format: "csv".to_string(),
            spare_segments: 2,
            clean_slack: 2,
            // one clock for synthetic runs and trace replay (0.4.0)
            age_clock: AgeClock::Seals,
            hot_versions: 8,
            window: 16,
            raw: BTreeMap::new(),
        }
    }
}

fn parse<T: FromStr>(key: &str, val: &str) -> io::Result<T> {
    match val.parse() {
        Ok(v) => Ok(v),
        Err(_) => Err(io::Error::new(io::ErrorKind::InvalidData, format!("config: invalid value `{}` for `{}`", val, key))),
    }
}

impl ExpConfig {
    /// Parse `key = value` text on top of the defaults.
    pub fn from_str(text: &str) -> io::Result<ExpConfig> {
        let mut cfg = ExpConfig::default();
        for line in text.lines() {
            let line = line.split('#').next().unwrap().trim();
            if let Some(eq) = line.find('=') {
                let k = line[..eq].trim();
                let v = line[eq + 1..].trim();
                try!(cfg.set(k, v));
            }
        }
        Ok(cfg)
    }

    pub fn from_file(path: &str) -> io::Result<ExpConfig> {
        let mut text = String::new();
        try!(try!(File::open(path)).read_to_string(&mut text));
        ExpConfig::from_str(&text)
    }

    /// Set one key (also used for `--set key=value` on the command line).
    pub fn set(&mut self, key: &str, val: &str) -> io::Result<()> {
        match key {
            "seed" => self.seed = try!(parse(key, val)),
            "keys" => self.keys = try!(parse(key, val)),
            "value_len" => self.value_len = try!(parse(key, val)),
            "segment_bytes" => self.segment_bytes = try!(parse(key, val)),
            "updates" => self.updates = try!(parse(key, val)),
            "utilisation_pct" => self.utilisation_pct = try!(parse(key, val)),
            "workload" => self.workload = val.to_string(),
            "hot_fraction_pct" => self.hot_fraction_pct = try!(parse(key, val)),
            "hot_share_pct" => self.hot_share_pct = try!(parse(key, val)),
            "zipf_theta_milli" => self.zipf_theta_milli = try!(parse(key, val)),
            "phase_updates" => self.phase_updates = try!(parse(key, val)),
            "trace" => self.trace = val.to_string(),
            "trace_format" => self.trace_format = val.to_string(),
            "spare_segments" => self.spare_segments = try!(parse(key, val)),
            "clean_slack" => self.clean_slack = try!(parse(key, val)),
            "age_clock" => {
                self.age_clock = match val.parse() {
                    Ok(c) => c,
                    Err(e) => return Err(io::Error::new(io::ErrorKind::InvalidData, e)),
                }
            }
            "hot_versions" => self.hot_versions = try!(parse(key, val)),
            "window" => self.window = try!(parse(key, val)),
            _ => {}
        }
        self.raw.insert(key.to_string(), val.to_string());
        Ok(())
    }

    /// A key as written in the file (also keys the store does not use).
    pub fn raw(&self, key: &str) -> Option<&str> {
        self.raw.get(key).map(|s| s.as_str())
    }

    /// Basic sanity checks before a run.
    pub fn validate(&self) -> Result<(), String> {
        if self.keys == 0 {
            return Err("keys must be positive".to_string());
        }
        if self.utilisation_pct == 0 || self.utilisation_pct > 100 {
            return Err(format!("utilisation_pct {} out of 1..100", self.utilisation_pct));
        }
        if self.segment_bytes < ::HEADER_BYTES + self.value_len {
            return Err("a segment must hold at least one record".to_string());
        }
        if self.value_len > u16::max_value() as usize {
            return Err("value_len must fit in 16 bits".to_string());
        }
        if self.hot_share_pct > 100 || self.hot_fraction_pct > 100 {
            return Err("hot_share_pct and hot_fraction_pct are percentages".to_string());
        }
        if self.workload == "hotcold" && (self.hot_fraction_pct == 0 || self.hot_fraction_pct == 100) {
            return Err("hotcold needs 0 < hot_fraction_pct < 100".to_string());
        }
        if self.workload == "trace" && self.trace.is_empty() {
            return Err("workload = trace needs `trace`".to_string());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_unknown_keys() {
        let c = ExpConfig::from_str("seed = 7 # the seed\nfoo = bar\nkeys=10\n").unwrap();
        assert_eq!(c.seed, 7);
        assert_eq!(c.keys, 10);
        assert_eq!(c.raw("foo"), Some("bar"));
    }

    #[test]
    fn bad_value_is_an_error() {
        assert!(ExpConfig::from_str("keys = many").is_err());
        assert!(ExpConfig::from_str("age_clock = sundial").is_err());
    }

    #[test]
    fn age_clock_names() {
        assert_eq!("updates".parse::<AgeClock>().unwrap(), AgeClock::Updates);
        assert_eq!("segments".parse::<AgeClock>().unwrap(), AgeClock::Seals);
    }
}
