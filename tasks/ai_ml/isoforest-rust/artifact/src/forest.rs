//! Isolation Forest (random axis-aligned splits; shorter isolation paths mean more anomalous).
use rand::seq::index::sample;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::compat;

/// Index of a node in its tree.  A tree is stored as a complete binary tree in one vector (the
/// children of node i are 2i + 1 and 2i + 2), which isolation trees, with their bounded height,
/// fill well: no pointers, 16 bytes a node, and scoring a point is index arithmetic only.
type NodeId = u16;

#[derive(Clone, Copy)]
enum Node {
    Empty,
    Leaf { size: u32 },
    Split { feature: u32, threshold: f64 },
}

struct Tree {
    nodes: Vec<Node>,
}

fn put(nodes: &mut Vec<Node>, i: usize, node: Node) {
    if nodes.len() <= i {
        nodes.resize(i + 1, Node::Empty);
    }
    nodes[i] = node;
}

/// Average path length of an unsuccessful search in a binary search tree of n points.
pub fn c(n: usize) -> f64 {
    if n <= 1 {
        return 0.0;
    }
    let n = n as f64;
    2.0 * ((n - 1.0).ln() + 0.577_215_664_901_532_9) - 2.0 * (n - 1.0) / n
}

fn grow(data: &[Vec<f64>], rows: &mut [usize], at: usize, depth: u32, limit: u32, rng: &mut ChaCha8Rng, nodes: &mut Vec<Node>) {
    if depth >= limit || rows.len() <= 1 || 2 * at + 2 > NodeId::MAX as usize {
        put(nodes, at, Node::Leaf { size: rows.len() as u32 });
        return;
    }
    let d = data[0].len();
    let feature = rng.gen_range(0..d);
    let (lo, hi) = rows.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &r| {
        (lo.min(data[r][feature]), hi.max(data[r][feature]))
    });
    if !(hi > lo) {
        put(nodes, at, Node::Leaf { size: rows.len() as u32 });
        return;
    }
    let threshold = rng.gen_range(lo..hi);
    rows.sort_by_key(|&r| data[r][feature] >= threshold);
    let Some(cut) = rows.iter().position(|&r| data[r][feature] >= threshold) else {
        put(nodes, at, Node::Leaf { size: rows.len() as u32 });
        return;
    };
    let (l, r) = rows.split_at_mut(cut);
    put(nodes, at, Node::Split { feature: feature as u32, threshold });
    grow(data, l, 2 * at + 1, depth + 1, limit, rng, nodes);
    grow(data, r, 2 * at + 2, depth + 1, limit, rng, nodes);
}

impl Tree {
    fn path_length(&self, x: &[f64]) -> f64 {
        let mut i: NodeId = 0;
        let mut depth = 0.0;
        loop {
            match self.nodes[i as usize] {
                Node::Leaf { size } => return depth + c(size as usize),
                Node::Split { feature, threshold } => {
                    i = if x[feature as usize] < threshold { 2 * i + 1 } else { 2 * i + 2 };
                    depth += 1.0;
                }
                Node::Empty => unreachable!("walked into an empty slot"),
            }
        }
    }

    fn depth_at(&self, i: usize) -> usize {
        match self.nodes[i] {
            Node::Split { .. } => 1 + self.depth_at(2 * i + 1).max(self.depth_at(2 * i + 2)),
            _ => 0,
        }
    }

    fn depth(&self) -> usize {
        self.depth_at(0)
    }

    fn count_leaves(&self) -> usize {
        self.nodes.iter().filter(|n| matches!(n, Node::Leaf { .. })).count()
    }

    fn feature_use(&self, counts: &mut [usize]) {
        for n in &self.nodes {
            if let Node::Split { feature, .. } = n {
                counts[*feature as usize] += 1;
            }
        }
    }
}

/// Height limit of a tree grown on psi points: ceil(log2(psi)), as in Liu et al. (2008).
pub fn height_limit(psi: usize) -> u32 {
    compat::ilog2(psi) + u32::from(!psi.is_power_of_two())
}

pub struct Forest {
    trees: Vec<Tree>,
    psi: usize,
}

impl Forest {
    pub fn fit(data: &[Vec<f64>], n_trees: usize, subsample: usize, rng: &mut ChaCha8Rng) -> Forest {
        let limit = height_limit(subsample);
        let psi = subsample.min(data.len());
        let trees = (0..n_trees)
            .map(|_| {
                let mut rows = sample(rng, data.len(), psi).into_vec();
                let mut nodes = Vec::new();
                grow(data, &mut rows, 0, 0, limit, rng, &mut nodes);
                Tree { nodes }
            })
            .collect();
        Forest { trees, psi }
    }

    pub fn n_trees(&self) -> usize {
        self.trees.len()
    }

    pub fn psi(&self) -> usize {
        self.psi
    }

    /// Path length of x in every tree (tools: ifdepth).
    pub fn path_lengths(&self, x: &[f64]) -> Vec<f64> {
        self.trees.iter().map(|t| t.path_length(x)).collect()
    }

    /// (maximum depth, number of leaves) per tree.
    pub fn shape(&self) -> Vec<(usize, usize)> {
        self.trees.iter().map(|t| (t.depth(), t.count_leaves())).collect()
    }

    /// How often each feature is split on, over all trees.
    pub fn feature_counts(&self, d: usize) -> Vec<usize> {
        let mut counts = vec![0; d];
        for t in &self.trees {
            t.feature_use(&mut counts);
        }
        counts
    }

    /// Anomaly score in (0, 1]: 2^(-E[h(x)] / c(psi)).
    pub fn score(&self, x: &[f64]) -> f64 {
        let mean = self.trees.iter().map(|t| t.path_length(x)).sum::<f64>() / self.trees.len() as f64;
        (2.0f64).powf(-mean / c(self.psi))
    }
}

/// Text serialisation of a fitted forest (ifscore --save/--model): one tree per line, nodes in
/// pre-order, `L<size>` for leaves and `S<feature>:<threshold bits in hex>` for splits, so that
/// a loaded forest scores bit for bit like the one that was saved.
fn write_tree(tree: &Tree, i: usize, out: &mut String) {
    match tree.nodes[i] {
        Node::Leaf { size } => out.push_str(&format!("L{size} ")),
        Node::Split { feature, threshold } => {
            out.push_str(&format!("S{feature}:{:x} ", threshold.to_bits()));
            write_tree(tree, 2 * i + 1, out);
            write_tree(tree, 2 * i + 2, out);
        }
        Node::Empty => {}
    }
}

fn read_node<'a, I: Iterator<Item = &'a str>>(tokens: &mut I, at: usize, nodes: &mut Vec<Node>) -> Result<(), String> {
    let tok = tokens.next().ok_or("truncated tree")?;
    if let Some(size) = tok.strip_prefix('L') {
        put(nodes, at, Node::Leaf { size: size.parse().map_err(|_| format!("bad leaf {tok:?}"))? });
        return Ok(());
    }
    let body = tok.strip_prefix('S').ok_or_else(|| format!("bad node {tok:?}"))?;
    let (f, t) = body.split_once(':').ok_or_else(|| format!("bad split {tok:?}"))?;
    let feature = f.parse().map_err(|_| format!("bad feature in {tok:?}"))?;
    let bits = u64::from_str_radix(t, 16).map_err(|_| format!("bad threshold in {tok:?}"))?;
    put(nodes, at, Node::Split { feature, threshold: f64::from_bits(bits) });
    read_node(tokens, 2 * at + 1, nodes)?;
    read_node(tokens, 2 * at + 2, nodes)
}

impl Forest {
    pub fn to_text(&self) -> String {
        let mut out = format!("isoforest-model 1 psi={} trees={}\n", self.psi, self.trees.len());
        for t in &self.trees {
            let mut line = String::new();
            write_tree(t, 0, &mut line);
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    pub fn from_text(text: &str) -> Result<Forest, String> {
        let mut lines = text.lines();
        let header = lines.next().ok_or("empty model file")?;
        let mut fields = header.split_whitespace();
        if fields.next() != Some("isoforest-model") || fields.next() != Some("1") {
            return Err("not an isoforest model (version 1)".to_string());
        }
        let psi = fields
            .find_map(|f| f.strip_prefix("psi="))
            .and_then(|v| v.parse().ok())
            .ok_or("model header lacks psi=")?;
        let mut trees = Vec::new();
        for line in lines.filter(|l| !l.trim().is_empty()) {
            let mut tokens = line.split_whitespace();
            let mut nodes = Vec::new();
            read_node(&mut tokens, 0, &mut nodes)?;
            trees.push(Tree { nodes });
            if tokens.next().is_some() {
                return Err("trailing tokens after a tree".to_string());
            }
        }
        if trees.is_empty() {
            return Err("model has no trees".to_string());
        }
        Ok(Forest { trees, psi })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn c_values() {
        assert_eq!(c(1), 0.0);
        assert!((c(2) - 0.1544).abs() < 1e-3);
        assert!((c(256) - 10.2448).abs() < 1e-3);
    }

    #[test]
    fn scores_in_unit_interval_and_outlier_highest() {
        let mut data: Vec<Vec<f64>> = (0..200).map(|i| vec![(i % 20) as f64 * 0.1, (i / 20) as f64 * 0.1]).collect();
        data.push(vec![25.0, -30.0]);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let f = Forest::fit(&data, 50, 64, &mut rng);
        let scores: Vec<f64> = data.iter().map(|x| f.score(x)).collect();
        assert!(scores.iter().all(|&s| s > 0.0 && s <= 1.0));
        let top = scores.iter().cloned().fold(0.0, f64::max);
        assert_eq!(scores[200], top);
    }

    #[test]
    fn deterministic() {
        let data: Vec<Vec<f64>> = (0..100).map(|i| vec![(i * 37 % 101) as f64, (i * 11 % 17) as f64]).collect();
        let a = Forest::fit(&data, 10, 32, &mut ChaCha8Rng::seed_from_u64(7));
        let b = Forest::fit(&data, 10, 32, &mut ChaCha8Rng::seed_from_u64(7));
        for x in &data {
            assert_eq!(a.score(x), b.score(x));
        }
    }

    #[test]
    fn trees_respect_height_limit() {
        let data: Vec<Vec<f64>> = (0..300).map(|i| vec![i as f64, (i * 7 % 13) as f64]).collect();
        let f = Forest::fit(&data, 20, 100, &mut ChaCha8Rng::seed_from_u64(3));
        let limit = height_limit(100) as usize;
        assert!(f.shape().iter().all(|&(d, _)| d <= limit));
    }

    #[test]
    fn text_round_trip_scores_identically() {
        let data: Vec<Vec<f64>> = (0..150).map(|i| vec![(i * 13 % 29) as f64 / 7.0, (i % 11) as f64]).collect();
        let f = Forest::fit(&data, 15, 64, &mut ChaCha8Rng::seed_from_u64(11));
        let g = Forest::from_text(&f.to_text()).unwrap();
        for x in &data {
            assert_eq!(f.score(x).to_bits(), g.score(x).to_bits());
        }
        assert!(Forest::from_text("nonsense").is_err());
    }
}
