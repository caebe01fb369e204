//! genzmc -- compare plain, antithetic and randomised-QMC estimators on
//! Genz-type integrands.
//!
//!   genzmc --seed 2718 --dims 4,8,12,16 --n 2^19 --replicas 128 [--threads 2]
//!
//! Prints a CSV table on stdout.

mod estimators;
mod genz;
mod halton;
mod lattice;
mod rng;
mod stats;

use estimators::{estimate, Method};
use genz::{Family, Integrand};

struct Args {
    seed: u64,
    dims: Vec<usize>,
    n: u64,
    replicas: usize,
    threads: usize,
    families: Vec<Family>,
}

/// A whole number written as `16384`, `2^14` or `1.6384e4`.
fn parse_count(s: &str) -> Result<u64, String> {
    let v = match s.split_once('^') {
        Some((b, e)) => {
            let b: f64 = b.trim().parse().map_err(|e| format!("{e}"))?;
            let e: i32 = e.trim().parse().map_err(|e| format!("{e}"))?;
            b.powi(e)
        }
        None => s.trim().parse::<f64>().map_err(|e| format!("{e}"))?,
    };
    if !(v >= 0.0) || v.fract() != 0.0 || v >= u64::MAX as f64 {
        return Err(format!("not a whole number in range: {s}"));
    }
    Ok(v as u64)
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        seed: 2718,
        dims: vec![4, 8, 16],
        n: 1 << 14,
        replicas: 16,
        threads: std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),
        families: vec![Family::Oscillatory, Family::Peak, Family::Continuous],
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let Some(value) = it.next() else {
            return Err(format!("missing value after {flag}"));
        };
        let bad = |e: &dyn std::fmt::Display| format!("bad value for {flag}: {e}");
        match flag.as_str() {
            "--seed" => args.seed = parse_count(&value).map_err(|e| bad(&e))?,
            "--n" => args.n = parse_count(&value).map_err(|e| bad(&e))?,
            "--replicas" => args.replicas = value.parse().map_err(|e| bad(&e))?,
            "--threads" => args.threads = value.parse().map_err(|e| bad(&e))?,
            "--dims" => {
                args.dims = value
                    .split(',')
                    .map(|s| s.trim().parse::<usize>())
                    .collect::<Result<_, _>>()
                    .map_err(|e| bad(&e))?
            }
            "--families" => {
                args.families = value
                    .split(',')
                    .map(|s| Family::parse(s.trim()).ok_or_else(|| format!("unknown family {s}")))
                    .collect::<Result<_, _>>()?
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if args.dims.iter().any(|&d| d == 0 || d > 64) {
        return Err("dimensions must be in 1..=64".into());
    }
    if args.replicas < 2 {
        return Err("need at least 2 replicas".into());
    }
    Ok(args)
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("genzmc: {e}");
            std::process::exit(2);
        }
    };
    eprintln!("genzmc: seed {}, {} replicas x {} points, {} threads", args.seed, args.replicas,
              args.n, args.threads);
    println!("family,d,method,n,replicas,estimate,stderr,exact,abs_error");
    for &fam in &args.families {
        for &d in &args.dims {
            let f = Integrand::draw(fam, d, args.seed);
            let exact = f.exact();
            for method in [Method::Plain, Method::Antithetic, Method::Rqmc] {
                let t0 = std::time::Instant::now();
                let est = estimate(&f, method, args.n, args.replicas, args.seed,
                                   &[d as u64], args.threads);
                let err = (est.mean - exact).abs();
                let flag = if est.stderr.is_finite() && err > 6.0 * est.stderr { " (!)" } else { "" };
                if !flag.is_empty() || !exact.is_finite() {
                    eprintln!("genzmc: {} d={} {}: error {:.3e} vs stderr {:.3e}{}",
                              fam.name(), d, method.name(), err, est.stderr, flag);
                }
                println!("{},{},{},{},{},{:.12e},{:.6e},{:.12e},{:.6e}", fam.name(), d,
                         method.name(), args.n, args.replicas, est.mean, est.stderr, exact, err);
                eprintln!("genzmc: {} d={} {}: {:.1} s", fam.name(), d, method.name(),
                          t0.elapsed().as_secs_f64());
            }
        }
        let worst = args.dims.iter().map(|&d| Integrand::draw(fam, d, args.seed).exact())
            .reduce(f64::min);
        if worst.is_some_and(|w| w <= 0.0) {
            eprintln!("genzmc: note: {} has a non-positive integral; relative errors are meaningless",
                      fam.name());
        }
    }
}
