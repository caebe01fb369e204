import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Binner } from '../src/binning.mjs';
import { makeLattice } from '../src/data.mjs';

test('edges are increasing and give at most nBins bins', () => {
  const { X } = makeLattice(3, 800);
  const b = new Binner(32).fit(X);
  for (const e of b.edges) {
    assert.ok(e.length <= 31);
    for (let i = 1; i < e.length; i++) assert.ok(e[i] > e[i - 1]);
  }
  for (const row of b.transform(X)) for (const v of row) assert.ok(v >= 0 && v < 32);
});

test('bins of a continuous feature hold about n/32 rows each', () => {
  const { X } = makeLattice(4, 3200);
  const b = new Binner(32).fit(X);
  const counts = new Array(32).fill(0);
  for (const row of b.transform(X)) counts[row[0]]++;
  for (const c of counts) assert.ok(Math.abs(c - 100) <= 2, `bin count ${c}`);
});

test('duplicated values are merged into one edge', () => {
  const X = Array.from({ length: 100 }, (_, i) => [i % 3]);
  const b = new Binner(32).fit(X);
  assert.deepEqual(b.edges[0], [0, 1, 2]);
  assert.deepEqual(b.transform([[0], [1], [2], [5]]).map((r) => r[0]), [1, 2, 3, 3]);
});
