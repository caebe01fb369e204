//! Test integrands on [0,1]^d with closed-form integrals.
//!
//! oscillatory: f = cos(2 pi u_1 + sum a_i x_i)
//! peak:        f = prod 1 / (a_i^-2 + (x_i - u_i)^2)
//! continuous:  f = exp(-sum a_i |x_i - u_i|)
//!
//! The raw weights w_i ~ U(0,1) are rescaled so that sum a_i = h * d, with a
//! per-family difficulty h.

use crate::rng::{splitmix64, to_unit};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Family {
    Oscillatory,
    Peak,
    Continuous,
}

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::Oscillatory => "oscillatory",
            Family::Peak => "peak",
            Family::Continuous => "continuous",
        }
    }
    pub fn parse(s: &str) -> Option<Family> {
        [Family::Oscillatory, Family::Peak, Family::Continuous]
            .into_iter()
            .find(|f| f.name() == s)
    }
    fn tag(self) -> u64 {
        match self {
            Family::Oscillatory => 1,
            Family::Peak => 2,
            Family::Continuous => 3,
        }
    }
    fn difficulty(self) -> f64 {
        match self {
            Family::Oscillatory => 1.0,
            Family::Peak => 2.0,
            Family::Continuous => 1.5,
        }
    }
}

pub struct Integrand {
    pub family: Family,
    pub a: Vec<f64>,
    pub u: Vec<f64>,
}

impl Integrand {
    /// Parameters drawn from the run seed (independent of the sampling streams).
    pub fn draw(family: Family, d: usize, seed: u64) -> Integrand {
        let mut s = seed ^ (family.tag() << 56) ^ ((d as u64) << 40);
        let w: Vec<f64> = (0..d).map(|_| 0.05 + to_unit(splitmix64(&mut s))).collect();
        let u: Vec<f64> = (0..d).map(|_| to_unit(splitmix64(&mut s))).collect();
        let total: f64 = w.iter().sum();
        let scale = family.difficulty() * d as f64 / total;
        let a = w.iter().map(|wi| wi * scale).collect();
        Integrand { family, a, u }
    }

    pub fn eval(&self, x: &[f64]) -> f64 {
        match self.family {
            Family::Oscillatory => {
                let mut arg = 2.0 * std::f64::consts::PI * self.u[0];
                for (ai, xi) in self.a.iter().zip(x) {
                    arg += ai * xi;
                }
                arg.cos()
            }
            Family::Peak => {
                let mut p = 1.0;
                for ((ai, ui), xi) in self.a.iter().zip(&self.u).zip(x) {
                    let t = xi - ui;
                    p *= 1.0 / (1.0 / (ai * ai) + t * t);
                }
                p
            }
            Family::Continuous => {
                let mut s = 0.0;
                for ((ai, ui), xi) in self.a.iter().zip(&self.u).zip(x) {
                    s += ai * (xi - ui).abs();
                }
                (-s).exp()
            }
        }
    }

    /// Closed-form value of the integral over the unit cube.
    pub fn exact(&self) -> f64 {
        match self.family {
            Family::Oscillatory => {
                // Re( e^{i 2 pi u1} prod (e^{i a} - 1) / (i a) )
                let (mut re, mut im) = ((2.0 * std::f64::consts::PI * self.u[0]).cos(),
                                        (2.0 * std::f64::consts::PI * self.u[0]).sin());
                for &a in &self.a {
                    // (e^{ia} - 1)/(ia) = (sin a)/a + i (1 - cos a)/a
                    let (fr, fi) = (a.sin() / a, (1.0 - a.cos()) / a);
                    let nr = re * fr - im * fi;
                    let ni = re * fi + im * fr;
                    re = nr;
                    im = ni;
                }
                re
            }
            Family::Peak => self
                .a
                .iter()
                .zip(&self.u)
                .map(|(a, u)| a * ((a * (1.0 - u)).atan() + (a * u).atan()))
                .product(),
            Family::Continuous => self
                .a
                .iter()
                .zip(&self.u)
                .map(|(a, u)| (2.0 - (-a * u).exp() - (-a * (1.0 - u)).exp()) / a)
                .product(),
        }
    }
}
