//! Randomly shifted rank-1 lattice rules (Korobov form), planned as a fourth
//! estimator for the follow-up study. Not used by Table 1.
#![allow(dead_code)]

use crate::genz::Integrand;
use crate::rng::Xoshiro256;

/// Generating vector of a Korobov lattice: z = (1, a, a^2, ..., a^(d-1)) mod n.
pub fn korobov_vector(a: u64, d: usize, n: u64) -> Vec<u64> {
    let mut z = Vec::with_capacity(d);
    let mut g = 1u64;
    for _ in 0..d {
        z.push(g);
        g = (g as u128 * a as u128 % n as u128) as u64;
    }
    z
}

/// Point i of the lattice with generating vector z, shifted modulo 1.
pub fn lattice_point(i: u64, n: u64, z: &[u64], shift: &[f64], out: &mut [f64]) {
    for ((o, &zk), &s) in out.iter_mut().zip(z).zip(shift) {
        let frac = ((i as u128 * zk as u128) % n as u128) as f64 / n as f64;
        let v = frac + s;
        *o = if v >= 1.0 { v - 1.0 } else { v };
    }
}

/// A crude search for a good Korobov multiplier: minimise the P_alpha
/// criterion (alpha = 2) over a few candidates. O(candidates * n * d).
pub fn search_multiplier(d: usize, n: u64, candidates: &[u64]) -> u64 {
    let mut best = (f64::INFINITY, 1u64);
    for &a in candidates {
        if a == 0 || gcd(a, n) != 1 {
            continue;
        }
        let z = korobov_vector(a, d, n);
        let mut p2 = 0.0;
        for i in 0..n {
            let mut prod = 1.0;
            for &zk in &z {
                let x = ((i as u128 * zk as u128) % n as u128) as f64 / n as f64;
                // B2(x) = x^2 - x + 1/6; P_2 kernel 1 + 2 pi^2 B2(x)
                let b2 = x * x - x + 1.0 / 6.0;
                prod *= 1.0 + 2.0 * std::f64::consts::PI * std::f64::consts::PI * b2;
            }
            p2 += prod;
        }
        let crit = p2 / n as f64 - 1.0;
        if crit < best.0 {
            best = (crit, a);
        }
    }
    best.1
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Mean of f over one randomly shifted lattice of n points.
pub fn lattice_mean(f: &Integrand, n: u64, z: &[u64], rng: &mut Xoshiro256) -> f64 {
    let d = f.a.len();
    let shift: Vec<f64> = (0..d).map(|_| rng.uniform()).collect();
    let mut x = vec![0.0; d];
    let mut sum = 0.0;
    for i in 0..n {
        lattice_point(i, n, z, &shift, &mut x);
        sum += f.eval(&x);
    }
    sum / n as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn korobov_first_components() {
        assert_eq!(korobov_vector(3, 4, 16), vec![1, 3, 9, 11]);
    }

    #[test]
    fn lattice_points_in_unit_cube() {
        let z = korobov_vector(5, 3, 64);
        let mut x = [0.0; 3];
        for i in 0..64 {
            lattice_point(i, 64, &z, &[0.3, 0.9, 0.5], &mut x);
            assert!(x.iter().all(|&v| (0.0..1.0).contains(&v)));
        }
    }
}
