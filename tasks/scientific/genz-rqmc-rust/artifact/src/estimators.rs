//! The three estimators; R replicas of each, spread over scoped threads.

use crate::genz::Integrand;
use crate::halton::Halton;
use crate::rng::{stream_seed, Xoshiro256};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Method {
    Plain,
    Antithetic,
    Rqmc,
}

impl Method {
    pub fn name(self) -> &'static str {
        match self {
            Method::Plain => "mc",
            Method::Antithetic => "antithetic",
            Method::Rqmc => "rqmc-halton",
        }
    }
    pub fn tag(self) -> u64 {
        match self {
            Method::Plain => 11,
            Method::Antithetic => 12,
            Method::Rqmc => 13,
        }
    }
}

/// Mean of f over n points of one replica (`shift`: the replica's random shift, RQMC only).
pub fn replica_mean(f: &Integrand, method: Method, n: u64, seed: u64, tags: &[u64],
                    shift: &[f64], halton: &Halton) -> f64 {
    let d = f.a.len();
    let mut rng = Xoshiro256::new(stream_seed(seed, tags));
    let mut x = vec![0.0; d];
    let mut sum = 0.0;
    match method {
        Method::Plain => {
            for _ in 0..n {
                for xi in x.iter_mut() {
                    *xi = rng.uniform();
                }
                sum += f.eval(&x);
            }
            sum / n as f64
        }
        Method::Antithetic => {
            let pairs = n.div_ceil(2);
            let mut y = vec![0.0; d];
            for _ in 0..pairs {
                for (xi, yi) in x.iter_mut().zip(y.iter_mut()) {
                    *xi = rng.uniform();
                    *yi = 1.0 - *xi;
                }
                sum += 0.5 * (f.eval(&x) + f.eval(&y));
            }
            sum / pairs as f64
        }
        Method::Rqmc => {
            for i in 0..n {
                halton.shifted_point(i, shift, &mut x);
                sum += f.eval(&x);
            }
            sum / n as f64
        }
    }
}

const SHIFT_KEY: u64 = 0x5EED_0F_5A1F_7ED5;

pub struct Estimate {
    pub mean: f64,
    pub stderr: f64,
}

/// R independent replicas, spread over `threads` scoped threads.
pub fn estimate(f: &Integrand, method: Method, n: u64, replicas: usize, seed: u64,
                base_tags: &[u64], threads: usize) -> Estimate {
    let mut means = vec![0.0; replicas];
    let halton = Halton::new(f.a.len());
    let halton = &halton;
    let chunk = replicas.div_ceil(threads.max(1));
    std::thread::scope(|sc| {
        for (c, slot) in means.chunks_mut(chunk).enumerate() {
            sc.spawn(move || {
                let first = (c * chunk) as u64;
                let mut tags = base_tags.to_vec();
                tags.push(method.tag());
                let mut shifts = Xoshiro256::new(stream_seed(seed ^ SHIFT_KEY,
                                                             &[tags.as_slice(), &[first]].concat()));
                for (j, m) in slot.iter_mut().enumerate() {
                    let shift: Vec<f64> = (0..f.a.len()).map(|_| shifts.uniform()).collect();
                    let mut rtags = tags.clone();
                    rtags.push(first + j as u64);
                    *m = replica_mean(f, method, n, seed, &rtags, &shift, halton);
                }
            });
        }
    });
    let rf = replicas as f64;
    let mean = means.iter().sum::<f64>() / rf;
    let var = means.iter().map(|m| (m - mean) * (m - mean)).sum::<f64>() / (rf - 1.0);
    Estimate { mean, stderr: (var / rf).sqrt() }
}
