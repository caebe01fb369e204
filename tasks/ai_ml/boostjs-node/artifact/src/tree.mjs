// Depth-limited regression tree on binned features, fitted to gradients/hessians (Newton leaves).
export class Tree {
  constructor({ maxDepth = 3, lambda = 1.0, minHess = 1e-3, nBins = 32 } = {}) {
    Object.assign(this, { maxDepth, lambda, minHess, nBins });
  }

  fit(B, g, h, rows, features) {
    this.root = this.#grow(B, g, h, rows, features, 0);
    return this;
  }

  #leaf(G, H) { return { leaf: true, value: -G / (H + this.lambda) }; }

  #grow(B, g, h, rows, features, depth) {
    let G = 0, H = 0;
    for (const i of rows) { G += g[i]; H += h[i]; }
    if (depth >= this.maxDepth || rows.length < 2) return this.#leaf(G, H);
    const parent = (G * G) / (H + this.lambda);
    let best = { gain: 1e-9 };
    for (const j of features) {
      const hg = new Float64Array(this.nBins + 1), hh = new Float64Array(this.nBins + 1);
      for (const i of rows) { hg[B[i][j]] += g[i]; hh[B[i][j]] += h[i]; }
      let GL = 0, HL = 0;
      for (let b = 0; b < this.nBins - 1; b++) {
        GL += hg[b]; HL += hh[b];
        const GR = G - GL, HR = H - HL;
        if (HL < this.minHess || HR < this.minHess) continue;
        const gain = (GL * GL) / (HL + this.lambda) + (GR * GR) / (HR + this.lambda) - parent;
        if (gain > best.gain) best = { gain, feature: j, bin: b };
      }
    }
    if (best.feature === undefined) return this.#leaf(G, H);
    const left = [], right = [];
    for (const i of rows) (B[i][best.feature] <= best.bin ? left : right).push(i);
    return {
      leaf: false, feature: best.feature, bin: best.bin,
      left: this.#grow(B, g, h, left, features, depth + 1),
      right: this.#grow(B, g, h, right, features, depth + 1),
    };
  }

  predictRow(b) {
    let n = this.root;
    while (!n.leaf) n = b[n.feature] <= n.bin ? n.left : n.right;
    return n.value;
  }
}
