// Gradient boosting with logistic loss on histogram trees.
import { Binner } from './binning.mjs';
import { Tree } from './tree.mjs';
import { makeRng, shuffle } from './random.mjs';

const sigmoid = (z) => 1 / (1 + Math.exp(-z));

export class GradientBoosting {
  constructor({ nTrees = 100, learningRate = 0.1, maxDepth = 3, lambda = 1.0, colsample = 1.0,
    nBins = 32, seed = 0 } = {}) {
    Object.assign(this, { nTrees, learningRate, maxDepth, lambda, colsample, nBins, seed });
  }

  #features(rng, d) {
    const all = Array.from({ length: d }, (_, j) => j);
    if (this.colsample >= 1) return all;
    const k = Math.max(1, Math.round(this.colsample * d));
    // keep the chosen columns in index order so that tie-breaking does not depend on the draw
    return shuffle(rng, all).slice(0, k).toSorted((a, b) => a - b);
  }

  fit(X, y) {
    const rng = makeRng(this.seed);
    this.binner = new Binner(this.nBins).fit(X);
    const B = this.binner.transform(X);
    const n = X.length, d = X[0].length;
    const mean = y.reduce((s, v) => s + v, 0) / n;
    this.base = Math.log(mean / (1 - mean));
    const F = new Float64Array(n).fill(this.base);
    const g = new Float64Array(n), h = new Float64Array(n);
    const rows = Array.from({ length: n }, (_, i) => i);
    this.trees = [];
    for (let t = 0; t < this.nTrees; t++) {
      for (let i = 0; i < n; i++) {
        const p = sigmoid(F[i]);
        g[i] = p - y[i];
        h[i] = Math.max(p * (1 - p), 1e-12);
      }
      const tree = new Tree({ maxDepth: this.maxDepth, lambda: this.lambda, nBins: this.nBins })
        .fit(B, g, h, rows, this.#features(rng, d));
      for (let i = 0; i < n; i++) F[i] += this.learningRate * tree.predictRow(B[i]);
      this.trees.push(tree);
    }
    return this;
  }

  predictProba(X) {
    const B = this.binner.transform(X);
    return B.map((b) => sigmoid(this.trees.reduce((s, tr) => s + this.learningRate * tr.predictRow(b), this.base)));
  }
}

export function logLoss(p, y) {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const q = Math.min(Math.max(p[i], 1e-12), 1 - 1e-12);
    s -= y[i] ? Math.log(q) : Math.log(1 - q);
  }
  return s / p.length;
}

export function accuracy(p, y) {
  let c = 0;
  for (let i = 0; i < p.length; i++) c += (p[i] >= 0.5 ? 1 : 0) === y[i] ? 1 : 0;
  return c / p.length;
}
