//! Isolation Forest (random axis-aligned splits; shorter isolation paths mean more anomalous).
use rand::seq::index::sample;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

enum Node {
    Leaf { size: usize },
    Split { feature: usize, threshold: f64, left: Box<Node>, right: Box<Node> },
}

/// Average path length of an unsuccessful search in a binary search tree of n points.
pub fn c(n: usize) -> f64 {
    if n <= 1 {
        return 0.0;
    }
    let n = n as f64;
    2.0 * ((n - 1.0).ln() + 0.577_215_664_901_532_9) - 2.0 * (n - 1.0) / n
}

fn grow(data: &[Vec<f64>], rows: &mut [usize], depth: u32, limit: u32, rng: &mut ChaCha8Rng) -> Node {
    if depth >= limit || rows.len() <= 1 {
        return Node::Leaf { size: rows.len() };
    }
    let d = data[0].len();
    let feature = rng.gen_range(0..d);
    let (lo, hi) = rows.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &r| {
        (lo.min(data[r][feature]), hi.max(data[r][feature]))
    });
    if !(hi > lo) {
        return Node::Leaf { size: rows.len() };
    }
    let threshold = rng.gen_range(lo..hi);
    rows.sort_by_key(|&r| data[r][feature] >= threshold);
    let Some(cut) = rows.iter().position(|&r| data[r][feature] >= threshold) else {
        return Node::Leaf { size: rows.len() };
    };
    let (l, r) = rows.split_at_mut(cut);
    Node::Split {
        feature,
        threshold,
        left: Box::new(grow(data, l, depth + 1, limit, rng)),
        right: Box::new(grow(data, r, depth + 1, limit, rng)),
    }
}

fn path_length(node: &Node, x: &[f64], depth: f64) -> f64 {
    match node {
        Node::Leaf { size } => depth + c(*size),
        Node::Split { feature, threshold, left, right } => {
            if x[*feature] < *threshold {
                path_length(left, x, depth + 1.0)
            } else {
                path_length(right, x, depth + 1.0)
            }
        }
    }
}

pub struct Forest {
    trees: Vec<Node>,
    psi: usize,
}

impl Forest {
    pub fn fit(data: &[Vec<f64>], n_trees: usize, subsample: usize, rng: &mut ChaCha8Rng) -> Forest {
        let psi = subsample.min(data.len());
        let limit = psi.ilog2() + u32::from(!psi.is_power_of_two());
        let trees = (0..n_trees)
            .map(|_| {
                let mut rows = sample(rng, data.len(), psi).into_vec();
                grow(data, &mut rows, 0, limit, rng)
            })
            .collect();
        Forest { trees, psi }
    }

    /// Anomaly score in (0, 1]: 2^(-E[h(x)] / c(psi)).
    pub fn score(&self, x: &[f64]) -> f64 {
        let mean = self.trees.iter().map(|t| path_length(t, x, 0.0)).sum::<f64>() / self.trees.len() as f64;
        (2.0f64).powf(-mean / c(self.psi))
    }
}
