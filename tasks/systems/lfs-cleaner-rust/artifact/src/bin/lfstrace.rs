//! lfstrace: inspect, convert and synthesise traces for `lfsclean --trace`.
//!
//!     lfstrace stats   --format msr --keys 20000 trace.csv
//!     lfstrace convert --format msr --keys 20000 in.csv out.trace
//!     lfstrace synth   --config conf/sweep.cfg --workload zipf --updates 100000 out.trace
extern crate lfsclean;

use std::env;
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::process;

use lfsclean::trace::{self, csv, Op};
use lfsclean::workload;
use lfsclean::ExpConfig;

struct Args {
    cmd: String,
    format: String,
    keys: u32,
    config: Option<String>,
    sets: Vec<(String, String)>,
    files: Vec<String>,
}

fn usage() -> ! {
    eprintln!("usage: lfstrace (stats|convert|synth) [--format csv|msr] [--keys N] [--config FILE] [--set K=V] FILE...");
    process::exit(2)
}

fn parse_args() -> Args {
    let argv: Vec<String> = env::args().skip(1).collect();
    if argv.is_empty() {
        usage();
    }
    let mut a = Args { cmd: argv[0].clone(), format: "csv".to_string(), keys: 20000, config: None, sets: vec![], files: vec![] };
    let mut i = 1;
    while i < argv.len() {
        let next = || argv.get(i + 1).cloned().unwrap_or_else(|| usage());
        match argv[i].as_str() {
            "--format" => {
                a.format = next();
                i += 1
            }
            "--keys" => {
                a.keys = next().parse().unwrap_or_else(|_| usage());
                i += 1
            }
            "--config" => {
                a.config = Some(next());
                i += 1
            }
            "--workload" | "--updates" | "--seed" => {
                a.sets.push((argv[i][2..].to_string(), next()));
                i += 1
            }
            "--set" => {
                let kv = next();
                match kv.find('=') {
                    Some(eq) => a.sets.push((kv[..eq].to_string(), kv[eq + 1..].to_string())),
                    None => usage(),
                }
                i += 1
            }
            f => a.files.push(f.to_string()),
        }
        i += 1;
    }
    a
}

fn write_ops(path: &str, ops: &[Op], header: &str) -> io::Result<()> {
    let mut w = BufWriter::new(try!(File::create(path)));
    try!(writeln!(w, "# lfstrace v1 {}", header));
    for op in ops {
        try!(writeln!(w, "{}", csv::format_op(op)));
    }
    w.flush()
}

fn run(a: Args) -> io::Result<()> {
    match a.cmd.as_str() {
        "stats" => {
            for f in &a.files {
                let (ops, rs) = try!(trace::read_trace(f, &a.format, a.keys));
                let (distinct, share) = trace::skew(&ops, a.keys);
                let dels = ops.iter().filter(|o| match **o {
                    Op::Delete(_) => true,
                    _ => false,
                });
                println!(
                    "file={} lines={} ops={} deletes={} distinct_keys={} top10_share_pct={:.1} reads_skipped={} malformed={}",
                    f,
                    rs.lines,
                    ops.len(),
                    dels.count(),
                    distinct,
                    share,
                    rs.skipped_reads,
                    rs.malformed
                );
            }
            Ok(())
        }
        "convert" => {
            if a.files.len() != 2 {
                usage();
            }
            let (ops, rs) = try!(trace::read_trace(&a.files[0], &a.format, a.keys));
            if rs.malformed > 0 {
                eprintln!("lfstrace: {} malformed lines skipped", rs.malformed);
            }
            try!(write_ops(&a.files[1], &ops, &format!("keys={} from={} format={}", a.keys, a.files[0], a.format)));
            println!("{} operations written to {}", ops.len(), a.files[1]);
            Ok(())
        }
        "synth" => {
            if a.files.len() != 1 {
                usage();
            }
            let mut cfg = match a.config {
                Some(ref p) => try!(ExpConfig::from_file(p)),
                None => ExpConfig::default(),
            };
            for &(ref k, ref v) in &a.sets {
                try!(cfg.set(k, v));
            }
            let mut ks = match workload::from_config(&cfg) {
                Ok(k) => k,
                Err(e) => return Err(io::Error::new(io::ErrorKind::InvalidInput, e)),
            };
            let ops: Vec<Op> = (0..cfg.updates).map(|_| Op::Put(ks.next_key())).collect();
            try!(write_ops(&a.files[0], &ops, &format!("keys={} workload={} seed={}", cfg.keys, cfg.workload, cfg.seed)));
            println!("{} operations written to {}", ops.len(), a.files[0]);
            Ok(())
        }
        _ => usage(),
    }
}

fn main() {
    if let Err(e) = run(parse_args()) {
        eprintln!("lfstrace: {}", e);
        process::exit(1);
    }
}
