//! lfsclean: run one (policy, utilisation) configuration of the segment
//! cleaning experiment and print its counters as `key=value` pairs.
#![deny(warnings)]
#![feature(test)]

extern crate test;

mod policy;
mod store;
mod workload;

use std::collections::HashMap;
use std::env;
use std::fs::File;
use std::io::{self, Read};
use std::path::PathBuf;
use std::process;

use store::{Store, HEADER_BYTES};
use workload::{value_bytes, Workload};

fn read_config(path: &str) -> io::Result<HashMap<String, String>> {
    let mut text = String::new();
    try!(try!(File::open(path)).read_to_string(&mut text));
    let mut out = HashMap::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap().trim();
        if let Some(eq) = line.find('=') {
            out.insert(line[..eq].trim().to_string(), line[eq + 1..].trim().to_string());
        }
    }
    Ok(out)
}

fn get<T: std::str::FromStr>(cfg: &HashMap<String, String>, key: &str) -> T {
    match cfg.get(key).and_then(|v| v.parse().ok()) {
        Some(v) => v,
        None => {
            eprintln!("config: missing or invalid `{}`", key);
            process::exit(2);
        }
    }
}

/// Bucket a utilisation in percent for the log line.
fn band(pct: u64) -> &'static str {
    match pct {
        0...49 => "low",
        50...79 => "medium",
        _ => "high",
    }
}

fn fnv1a(h: &mut u64, bytes: &[u8]) {
    for b in bytes {
        *h ^= *b as u64;
        *h = h.wrapping_mul(0x100000001b3);
    }
}

fn run() -> io::Result<()> {
    let args: Vec<String> = env::args().collect();
    let mut config = "conf/experiment.cfg".to_string();
    let mut policy_name = String::new();
    let mut util_pct: u64 = 0;
    let mut updates_override: Option<u64> = None;
    let mut data_dir = PathBuf::from("data");
    let mut i = 1;
    while i < args.len() {
        let val = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--config" => config = val,
            "--policy" => policy_name = val,
            "--util" => util_pct = val.parse().unwrap_or(0),
            "--updates" => updates_override = val.parse().ok(),
            "--data-dir" => data_dir = PathBuf::from(val),
            other => {
                eprintln!("unknown argument {}", other);
                process::exit(2);
            }
        }
        i += 2;
    }
    let cfg = try!(read_config(&config));
    let seed: u64 = get(&cfg, "seed");
    let keys: u32 = get(&cfg, "keys");
    let value_len: usize = get(&cfg, "value_len");
    let seg_bytes: usize = get(&cfg, "segment_bytes");
    let hot_fraction: u32 = get(&cfg, "hot_fraction_pct");
    let hot_share: u64 = get(&cfg, "hot_share_pct");
    let updates: u64 = updates_override.unwrap_or_else(|| get(&cfg, "updates"));
    if util_pct == 0 {
        util_pct = get(&cfg, "utilisation_pct");
    }

    let policy = match policy::by_name(&policy_name) {
        Some(p) => p,
        None => {
            eprintln!("unknown policy `{}` (greedy, cost-benefit, banded)", policy_name);
            process::exit(2);
        }
    };
    let rec = HEADER_BYTES + value_len;
    let per_seg = (seg_bytes / rec) as u64;
    let live_segs = (keys as u64 + per_seg - 1) / per_seg;
    let nsegs = ((live_segs * 100 + util_pct - 1) / util_pct) as usize + 2;

    let mut st = try!(Store::create(data_dir, seg_bytes, nsegs, keys, policy));
    let mut vers = vec![0u32; keys as usize];
    for k in 0..keys {
        try!(st.put(k, 0, &value_bytes(k, 0, value_len)));
    }
    st.stats = Default::default();

    let mut wl = Workload::new(seed, keys, hot_fraction, hot_share);
    for t in 0..updates {
        st.now = t + 1;
        let k = wl.next_key();
        vers[k as usize] += 1;
        let v = vers[k as usize];
        try!(st.put(k, v, &value_bytes(k, v, value_len)));
    }

    // read every key back and check it
    let mut h: u64 = 0xcbf29ce484222325;
    for k in 0..keys {
        let (ver, val) = match try!(st.get(k)) {
            Some(x) => x,
            None => return Err(io::Error::new(io::ErrorKind::Other, format!("key {} lost", k))),
        };
        test::black_box(&val);
        if ver != vers[k as usize] || val != value_bytes(k, ver, value_len) {
            return Err(io::Error::new(io::ErrorKind::Other, format!("key {} corrupt (ver {})", k, ver)));
        }
        fnv1a(&mut h, &k.to_le_bytes());
        fnv1a(&mut h, &ver.to_le_bytes());
        fnv1a(&mut h, &val);
    }

    let s = &st.stats;
    let wa = s.written_records as f64 / s.user_records as f64;
    let mean_u = if s.cleaned_capacity_bytes > 0 {
        s.cleaned_live_bytes as f64 / s.cleaned_capacity_bytes as f64
    } else {
        0.0
    };
    println!(
        "policy={} util={} band={} segments={} updates={} user_records={} written_records={} \
         write_amp={:.4} cleaned_segments={} moved_records={} mean_cleaned_util={:.4} checksum={:016x}",
        policy_name, util_pct, band(util_pct), nsegs, updates, s.user_records, s.written_records, wa,
        s.cleaned_segments, s.cleaned_live_records, mean_u, h
    );
    let _ = st.sealed_segments();
    Ok(())
}

fn main() {
    if let Err(e) = run() {
        eprintln!("lfsclean: {}", e);
        process::exit(1);
    }
}
