// Quantile binning of numeric features.
export class Binner {
  constructor(nBins = 32) { this.nBins = nBins; }

  fit(X) {
    const d = X[0].length;
    this.edges = [];
    for (let j = 0; j < d; j++) {
      const col = X.map((r) => r[j]).sort((a, b) => a - b);
      const e = [];
      for (let b = 1; b < this.nBins; b++) {
        const v = col[Math.floor((b * col.length) / this.nBins)];
        if (e.length === 0 || v > e[e.length - 1]) e.push(v);
      }
      this.edges.push(e);
    }
    return this;
  }

  transform(X) {
    return X.map((r) => r.map((v, j) => {
      const e = this.edges[j];
      let lo = 0, hi = e.length;
      while (lo < hi) { const m = (lo + hi) >> 1; if (v < e[m]) hi = m; else lo = m + 1; }
      return lo;
    }));
  }
}
