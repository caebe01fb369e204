// Quantile binning of numeric features. Missing entries (NaN) get a bin of their own, after the
// value bins, so that a split sends them to the right child.
export class Binner {
  constructor(nBins = 32) { this.nBins = nBins; }

  fit(X) {
    const n = X.length, d = X[0].length;
    this.edges = [];
    for (let j = 0; j < d; j++) {
      const col = Float64Array.from(X, (r) => r[j]).sort();
      const e = [];
      for (let b = 1; b < this.nBins; b++) {
        const v = col[Math.floor((b * n) / this.nBins)];
        if (e.length === 0 || v > e[e.length - 1]) e.push(v);
      }
      this.edges.push(e);
    }
    return this;
  }

  get missingBin() { return this.nBins; }

  transform(X) {
    return X.map((r) => r.map((v, j) => {
      if (Number.isNaN(v)) return this.missingBin;
      const e = this.edges[j];
      let lo = 0, hi = e.length;
      while (lo < hi) { const m = (lo + hi) >> 1; if (v < e[m]) hi = m; else lo = m + 1; }
      return lo;
    }));
  }
}
