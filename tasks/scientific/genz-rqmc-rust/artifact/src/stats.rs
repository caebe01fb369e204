//! Small statistics helpers (streaming mean/variance, Student-t quantiles).
//! Kept from v0.2, where confidence intervals were printed; Table 1 reports
//! plain standard errors.
#![allow(dead_code)]

/// Welford's streaming mean and variance.
#[derive(Clone, Debug, Default)]
pub struct Welford {
    n: u64,
    mean: f64,
    m2: f64,
}

impl Welford {
    pub fn push(&mut self, x: f64) {
        self.n += 1;
        let delta = x - self.mean;
        self.mean += delta / self.n as f64;
        self.m2 += delta * (x - self.mean);
    }

    pub fn merge(&mut self, other: &Welford) {
        if other.n == 0 {
            return;
        }
        let n = self.n + other.n;
        let delta = other.mean - self.mean;
        self.mean += delta * other.n as f64 / n as f64;
        self.m2 += other.m2 + delta * delta * self.n as f64 * other.n as f64 / n as f64;
        self.n = n;
    }

    pub fn count(&self) -> u64 {
        self.n
    }
    pub fn mean(&self) -> f64 {
        self.mean
    }
    /// Unbiased sample variance.
    pub fn variance(&self) -> f64 {
        if self.n < 2 {
            f64::NAN
        } else {
            self.m2 / (self.n - 1) as f64
        }
    }
    pub fn stderr(&self) -> f64 {
        (self.variance() / self.n as f64).sqrt()
    }
}

/// Two-sided 95% Student-t quantiles for 1..=30 degrees of freedom.
const T975: [f64; 30] = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
    2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
    2.052, 2.048, 2.045, 2.042,
];

pub fn t_quantile_975(dof: usize) -> f64 {
    if dof == 0 {
        f64::NAN
    } else if dof <= 30 {
        T975[dof - 1]
    } else {
        1.959964
    }
}

/// 95% confidence half-width of the mean of `n` replicas with standard error `se`.
pub fn half_width(se: f64, n: usize) -> f64 {
    t_quantile_975(n.saturating_sub(1)) * se
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn welford_matches_two_pass() {
        let xs = [1.0, 2.5, -0.5, 4.0, 3.25];
        let mut w = Welford::default();
        for &x in &xs {
            w.push(x);
        }
        let m = xs.iter().sum::<f64>() / 5.0;
        let v = xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / 4.0;
        assert!((w.mean() - m).abs() < 1e-12);
        assert!((w.variance() - v).abs() < 1e-12);
    }

    #[test]
    fn merge_is_push() {
        let mut a = Welford::default();
        let mut b = Welford::default();
        let mut all = Welford::default();
        for i in 0..10 {
            let x = (i as f64).sin();
            if i < 4 { a.push(x) } else { b.push(x) }
            all.push(x);
        }
        a.merge(&b);
        assert!((a.variance() - all.variance()).abs() < 1e-12);
    }
}
