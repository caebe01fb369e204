//! lfsclean: run one (policy, utilisation) configuration of the segment
//! cleaning experiment and print its counters as `key=value` pairs.
#![deny(warnings)]
#![feature(test)]

extern crate lfsclean;
extern crate test;

use std::env;
use std::io;
use std::path::PathBuf;
use std::process;

use lfsclean::report::RunReport;
use lfsclean::trace::{self, Op};
use lfsclean::workload::{self, value_bytes};
use lfsclean::{fnv1a, log_segments, policy, ExpConfig, Store, FNV_OFFSET};

const USAGE: &'static str = "usage: lfsclean --policy NAME [--config FILE] [--util PCT] [--updates N] \
                             [--workload NAME] [--trace FILE] [--set KEY=VALUE]... [--data-dir DIR]";

fn other<E: ToString>(e: E) -> io::Error {
    io::Error::new(io::ErrorKind::Other, e.to_string())
}

fn run() -> io::Result<()> {
    let args: Vec<String> = env::args().collect();
    let mut config = "conf/experiment.cfg".to_string();
    let mut policy_name = String::new();
    let mut util_pct: u64 = 0;
    let mut updates_override: Option<u64> = None;
    let mut sets: Vec<(String, String)> = Vec::new();
    let mut data_dir = PathBuf::from("data");
    let mut i = 1;
    while i < args.len() {
        let val = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--config" => config = val,
            "--policy" => policy_name = val,
            "--util" => util_pct = val.parse().unwrap_or(0),
            "--updates" => updates_override = val.parse().ok(),
            "--workload" => sets.push(("workload".to_string(), val)),
            "--trace" => {
                sets.push(("workload".to_string(), "trace".to_string()));
                sets.push(("trace".to_string(), val));
            }
            "--set" => match val.find('=') {
                Some(eq) => sets.push((val[..eq].trim().to_string(), val[eq + 1..].trim().to_string())),
                None => {
                    eprintln!("--set needs KEY=VALUE\n{}", USAGE);
                    process::exit(2);
                }
            },
            "--data-dir" => data_dir = PathBuf::from(val),
            "-h" | "--help" => {
                println!("{}", USAGE);
                return Ok(());
            }
            other => {
                eprintln!("unknown argument {}\n{}", other, USAGE);
                process::exit(2);
            }
        }
        i += 2;
    }
    let mut cfg = try!(ExpConfig::from_file(&config));
    for &(ref k, ref v) in &sets {
        try!(cfg.set(k, v));
    }
    if let Some(n) = updates_override {
        cfg.updates = n;
    }
    if util_pct != 0 {
        cfg.utilisation_pct = util_pct;
    }
    if let Err(e) = cfg.validate() {
        eprintln!("config: {}", e);
        process::exit(2);
    }
    let keys = cfg.keys;
    let value_len = cfg.value_len;

    let policy = match policy::by_name(&policy_name, &cfg) {
        Some(p) => p,
        None => {
            eprintln!("unknown policy `{}` ({})", policy_name, policy::NAMES.join(", "));
            process::exit(2);
        }
    };
    let nsegs = log_segments(keys, value_len, cfg.segment_bytes, cfg.utilisation_pct, cfg.spare_segments);

    let mut st = try!(Store::create(data_dir, cfg.segment_bytes, nsegs, keys, policy));
    st.set_age_clock(cfg.age_clock);
    st.set_clean_slack(cfg.clean_slack);
    let mut vers = vec![0u32; keys as usize];
    let mut present = vec![true; keys as usize];
    for k in 0..keys {
        try!(st.put(k, 0, &value_bytes(k, 0, value_len)));
    }
    st.stats = Default::default();

    let updates;
    if cfg.workload == "trace" {
        let (ops, rs) = try!(trace::read_trace(&cfg.trace, &cfg.trace_format, keys));
        if rs.malformed > 0 {
            eprintln!("lfsclean: {} malformed trace lines skipped", rs.malformed);
        }
        let n = (cfg.updates as usize).min(ops.len());
        for (t, op) in ops[..n].iter().enumerate() {
            st.now = t as u64 + 1;
            let k = op.key() as usize;
            vers[k] += 1;
            let v = vers[k];
            match *op {
                Op::Put(key) => {
                    try!(st.put(key, v, &value_bytes(key, v, value_len)));
                    present[k] = true;
                }
                Op::Delete(key) => {
                    try!(st.delete(key, v));
                    present[k] = false;
                }
            }
        }
        updates = n as u64;
    } else {
        let mut wl = try!(workload::from_config(&cfg).map_err(other));
        for t in 0..cfg.updates {
            st.now = t + 1;
            let k = wl.next_key();
            vers[k as usize] += 1;
            let v = vers[k as usize];
            try!(st.put(k, v, &value_bytes(k, v, value_len)));
        }
        updates = cfg.updates;
    }

    // read every key back and check it
    let mut h: u64 = FNV_OFFSET;
    for k in 0..keys {
        let got = try!(st.get(k));
        if !present[k as usize] {
            if got.is_some() {
                return Err(other(format!("key {} deleted but readable", k)));
            }
            continue;
        }
        let (ver, val) = match got {
            Some(x) => x,
            None => return Err(other(format!("key {} lost", k))),
        };
        test::black_box(&val);
        if ver != vers[k as usize] || val != value_bytes(k, ver, value_len) {
            return Err(other(format!("key {} corrupt (ver {})", k, ver)));
        }
        fnv1a(&mut h, &k.to_le_bytes());
        fnv1a(&mut h, &ver.to_le_bytes());
        fnv1a(&mut h, &val);
    }

    let report = RunReport {
        policy: &policy_name,
        util_pct: cfg.utilisation_pct,
        workload: &cfg.workload,
        segments: nsegs,
        updates: updates,
        stats: &st.stats,
        checksum: h,
    };
    println!("{}", report.line());
    let _ = st.sealed_segments();
    Ok(())
}

fn main() {
    if let Err(e) = run() {
        eprintln!("lfsclean: {}", e);
        process::exit(1);
    }
}
