// The synthetic "Lattice" benchmark: 8 features, a non-additive logit, label noise.
import { makeRng, normal } from './random.mjs';

export const N_FEATURES = 8;

export function makeLattice(seed, n) {
  const rng = makeRng(seed);
  const X = [], y = [];
  for (let i = 0; i < n; i++) {
    const x = Array.from({ length: N_FEATURES }, () => 2 * rng() - 1);
    x[5] = 0.6 * x[0] + 0.4 * x[5];            // a correlated decoy
    const z = 2.0 * x[0] * x[1] + 1.5 * Math.sin(3 * x[2]) + (x[3] > 0.2 ? 1.0 : -0.5)
      + 0.8 * x[4] * x[4] - 0.5 + 0.5 * normal(rng);
    X.push(x);
    y.push(rng() < 1 / (1 + Math.exp(-z)) ? 1 : 0);
  }
  return { X, y };
}

// Entries missing completely at random: each entry of X becomes NaN with probability `rate`.
export function maskMissing(X, rate, seed) {
  if (!(rate > 0)) return X;
  const rng = makeRng(seed ^ 0x5bd1e995);
  return X.map((r) => r.map((v) => (rng() < rate ? NaN : v)));
}
