// Table 2: test log loss / accuracy of boosted trees vs. depth and column subsampling.
//   node bench/table2.mjs [--seed DATA_SEED] [--missing RATE] [--out results/table2.json]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import config from '../config/table2.json' with { type: 'json' };
import { GradientBoosting, logLoss, accuracy, makeLattice, maskMissing } from '../src/index.mjs';
import { bestByDepth } from '../src/summary.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const dataSeed = Number(opt('--seed', config.dataSeed));
const missing = Number(opt('--missing', 0));
const out = opt('--out', 'results/table2.json');

const train = makeLattice(dataSeed, config.train);
const test = makeLattice(dataSeed + 1, config.test);
train.X = maskMissing(train.X, missing, dataSeed);
test.X = maskMissing(test.X, missing, dataSeed + 1);
const rows = [];
for (const params of config.grid) {
  const t0 = Date.now();
  const model = new GradientBoosting({ ...params, seed: config.modelSeed }).fit(train.X, train.y);
  const p = model.predictProba(test.X);
  const row = { ...params, logloss: +logLoss(p, test.y).toFixed(6), accuracy: +accuracy(p, test.y).toFixed(4) };
  rows.push(row);
  console.log(`depth=${params.maxDepth} lr=${params.learningRate} trees=${params.nTrees} colsample=${params.colsample}`
    + `  logloss=${row.logloss.toFixed(4)} acc=${row.accuracy.toFixed(4)}  (${Date.now() - t0} ms)`);
}
const best = bestByDepth(rows, 'logloss');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ dataSeed, missing, node: process.version, rows, bestLoglossByDepth: best }, null, 2));
console.log(`wrote ${out}`);
