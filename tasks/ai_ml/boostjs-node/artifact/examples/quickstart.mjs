// Train a small model on the Lattice benchmark and report test accuracy.
import { GradientBoosting, accuracy, makeLattice } from '../src/index.mjs';

const train = makeLattice(1, 1000);
const test = makeLattice(2, 500);
const model = new GradientBoosting({ nTrees: 50, maxDepth: 2 }).fit(train.X, train.y);
console.log('boostjs quickstart: test accuracy', accuracy(model.predictProba(test.X), test.y).toFixed(3));
