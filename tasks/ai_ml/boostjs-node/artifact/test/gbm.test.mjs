import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GradientBoosting, logLoss, accuracy, makeLattice } from '../src/index.mjs';

test('boosting beats the base rate on the Lattice data', () => {
  const train = makeLattice(11, 1500), test = makeLattice(12, 800);
  const model = new GradientBoosting({ nTrees: 60, maxDepth: 2 }).fit(train.X, train.y);
  const p = model.predictProba(test.X);
  const rate = train.y.reduce((s, v) => s + v, 0) / train.y.length;
  assert.ok(logLoss(p, test.y) < logLoss(test.y.map(() => rate), test.y) - 0.05);
  assert.ok(accuracy(p, test.y) > 0.62);
});

test('training log loss decreases with more trees', () => {
  const { X, y } = makeLattice(13, 1000);
  const ll = [10, 40, 120].map((nTrees) => logLoss(new GradientBoosting({ nTrees, maxDepth: 2 }).fit(X, y).predictProba(X), y));
  assert.ok(ll[0] > ll[1] && ll[1] > ll[2]);
});

test('predictions are deterministic for a fixed seed', () => {
  const { X, y } = makeLattice(14, 600);
  const a = new GradientBoosting({ nTrees: 20, seed: 3 }).fit(X, y).predictProba(X);
  const b = new GradientBoosting({ nTrees: 20, seed: 3 }).fit(X, y).predictProba(X);
  assert.deepEqual(a, b);
});
