//! isoforest: fit an Isolation Forest on a numeric CSV file and write one anomaly score per row.
//!
//!   isoforest --input data.csv --out scores.txt [--trees 100] [--subsample 256] [--seed 42]
mod forest;

use std::env;
use std::fs;
use std::process::exit;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn read_csv(path: &str) -> Vec<Vec<f64>> {
    let text = fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        exit(1)
    });
    let mut lines = text.lines();
    let header = lines.next().unwrap_or_default();
    let width = header.split(',').count();
    let rows: Vec<Vec<f64>> = lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.split(',').map(|v| v.trim().parse::<f64>().expect("numeric field")).collect())
        .collect();
    if rows.first().is_some_and(|r| r.len() != width) {
        eprintln!("{path}: rows do not match the header");
        exit(1)
    }
    rows
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let get = |name: &str, default: &str| -> String {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
            .unwrap_or_else(|| default.to_string())
    };
    let input = get("--input", "");
    let out = get("--out", "");
    if input.is_empty() || out.is_empty() {
        eprintln!("usage: isoforest --input FILE --out FILE [--trees N] [--subsample N] [--seed N]");
        exit(2)
    }
    let trees: usize = get("--trees", "100").parse().expect("--trees");
    let subsample: usize = get("--subsample", "256").parse().expect("--subsample");
    let seed: u64 = get("--seed", "42").parse().expect("--seed");

    let data = read_csv(&input);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let forest = forest::Forest::fit(&data, trees, subsample, &mut rng);
    let scores: Vec<String> = data.iter().map(|x| format!("{:.8}", forest.score(x))).collect();
    fs::write(&out, scores.join("\n") + "\n").expect("write scores");
    eprintln!("isoforest: {} rows, {} trees, subsample {} -> {}", data.len(), trees, subsample, out);
}
