//! lfsclean: a log-structured key-value store on segment files with a
//! pluggable segment cleaner, the workloads and trace readers that drive it,
//! and the counters the experiments report.
//!
//! The binaries (`lfsclean`, `lfstrace`) are thin drivers around this crate.
#![deny(warnings)]

extern crate xsrng;

pub mod config;
pub mod policy;
pub mod report;
pub mod stats;
pub mod store;
pub mod trace;
pub mod workload;

pub use config::{AgeClock, ExpConfig};
pub use policy::Policy;
pub use stats::Stats;
pub use store::{Store, HEADER_BYTES};

/// Number of segments of a log that holds `keys` records of `value_len`
/// bytes at `util_pct` percent utilisation, plus `spare` spare segments.
pub fn log_segments(keys: u32, value_len: usize, seg_bytes: usize, util_pct: u64, spare: usize) -> usize {
    let rec = HEADER_BYTES + value_len;
    let per_seg = (seg_bytes / rec) as u64;
    let live_segs = (keys as u64 + per_seg - 1) / per_seg;
    ((live_segs * 100 + util_pct - 1) / util_pct) as usize + spare
}

/// FNV-1a over `bytes`, folded into `h`.
pub fn fnv1a(h: &mut u64, bytes: &[u8]) {
    for b in bytes {
        *h ^= *b as u64;
        *h = h.wrapping_mul(0x100000001b3);
    }
}

/// FNV-1a offset basis.
pub const FNV_OFFSET: u64 = 0xcbf29ce484222325;
