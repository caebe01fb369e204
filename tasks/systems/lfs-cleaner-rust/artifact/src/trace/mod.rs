//! Trace replay: a recorded sequence of puts and deletes instead of a
//! synthetic key stream.
//!
//! Two formats are read:
//!
//! * `csv` - lfstrace's own format, one operation per line: `P,<key>` or
//!   `D,<key>`, `#` comments; written by `lfstrace convert` and `synth`.
//! * `msr` - block-level I/O traces in the comma-separated layout of the
//!   public storage trace collections (`Timestamp,Hostname,DiskNumber,
//!   Type,Offset,Size,ResponseTime`); every 4 KiB block written becomes a
//!   put of key `block % keys`, reads are skipped.

use std::fs::File;
use std::io::{self, BufRead, BufReader};

pub mod csv;
pub mod msr;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Put(u32),
    Delete(u32),
}

impl Op {
    pub fn key(&self) -> u32 {
        match *self {
            Op::Put(k) | Op::Delete(k) => k,
        }
    }
}

/// What a reader saw, besides the operations.
#[derive(Default, Debug, Clone)]
pub struct ReadStats {
    pub lines: u64,
    pub comments: u64,
    pub skipped_reads: u64,
    pub malformed: u64,
}

/// Read a whole trace; keys are folded into `0..keys`.
pub fn read_trace(path: &str, format: &str, keys: u32) -> io::Result<(Vec<Op>, ReadStats)> {
    let f = try!(File::open(path));
    let rd = BufReader::new(f);
    let mut ops = Vec::new();
    let mut st = ReadStats::default();
    for line in rd.lines() {
        let line = try!(line);
        st.lines += 1;
        let parsed = match format {
            "csv" => csv::parse_line(&line, keys),
            "msr" => msr::parse_line(&line, keys),
            other => {
                return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("unknown trace format `{}` (csv, msr)", other)))
            }
        };
        match parsed {
            csv::Parsed::Ops(v) => ops.extend(v),
            csv::Parsed::Comment => st.comments += 1,
            csv::Parsed::Skipped => st.skipped_reads += 1,
            csv::Parsed::Malformed => st.malformed += 1,
        }
    }
    Ok((ops, st))
}

/// Number of distinct keys and the share of operations on the most popular
/// tenth of them, in percent.
pub fn skew(ops: &[Op], keys: u32) -> (u32, f64) {
    let mut c = vec![0u64; keys as usize];
    for op in ops {
        c[op.key() as usize] += 1;
    }
    let distinct = c.iter().filter(|&&n| n > 0).count() as u32;
    c.sort();
    c.reverse();
    let top = (distinct as usize + 9) / 10;
    let top_ops: u64 = c[..top].iter().sum();
    let share = if ops.is_empty() { 0.0 } else { 100.0 * top_ops as f64 / ops.len() as f64 };
    (distinct, share)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skew_of_a_tiny_trace() {
        let ops = vec![Op::Put(1), Op::Put(1), Op::Put(1), Op::Delete(2)];
        let (d, s) = skew(&ops, 10);
        assert_eq!(d, 2);
        assert!((s - 75.0).abs() < 1e-9);
    }
}
