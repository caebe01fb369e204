#!/usr/bin/env python3
"""Generate the synthetic corpora of the paper (lagged modular sums and the delayed-copy task).

    python tools/prepare_data.py --task lagsum --lag 5 --seed 2021 --out data/lagsum-d5

writes train/valid/test splits as whitespace-separated digit lines (``<split>.src``,
``<split>.tgt``), a ``vocab.json`` and a ``MANIFEST.json``. Train and valid sequences have the
training length; test sequences are twice as long (length generalisation, Sec. 4.2), or, with
``--test-lengths LO:HI``, of mixed lengths drawn uniformly from LO..HI (the mixed-length test set of
Sec. 4.2; train and valid are the same as without it).

Targets:
  lagsum: y_t = (x_t + x_{t-lag}) mod 10 for t >= lag, and y_t = x_t before that
  copy:   y_t = x_{t-lag} for t >= lag, and y_t = 0 before that
"""
import argparse
import json
import os

import numpy as np

SPLITS = {"train": (4000, 1), "valid": (500, 1), "test": (500, 2)}  # (count, length factor)


def targets(x, task, lag, mod=10):
    y = np.empty_like(x)
    if task == "lagsum":
        y[:, :lag] = x[:, :lag]
        y[:, lag:] = (x[:, lag:] + x[:, :-lag]) % mod
    elif task == "copy":
        y[:, :lag] = 0
        y[:, lag:] = x[:, :-lag]
    else:
        raise ValueError(task)
    return y


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--task", default="lagsum", choices=["lagsum", "copy"])
    ap.add_argument("--lag", type=int, default=5)
    ap.add_argument("--length", type=int, default=24)
    ap.add_argument("--seed", type=int, default=2021)
    ap.add_argument("--test-lengths", default=None, metavar="LO:HI",
                    help="mixed-length test split, lengths uniform in LO..HI")
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    out = a.out or os.path.join("data", "%s-d%d" % (a.task, a.lag))
    os.makedirs(out, exist_ok=True)
    rng = np.random.RandomState(a.seed)
    manifest = {"task": a.task, "lag": a.lag, "length": a.length, "seed": a.seed, "splits": {}}
    for split, (n, factor) in SPLITS.items():
        L = a.length * factor
        if split == "test" and a.test_lengths:
            lo, hi = (int(v) for v in a.test_lengths.split(":"))
            lens = rng.randint(lo, hi + 1, size=n)
            x = [rng.randint(0, 10, size=(1, l)) for l in lens]
            y = [targets(r, a.task, a.lag) for r in x]
            x, y = [r[0] for r in x], [r[0] for r in y]
            L = [lo, hi]
        else:
            x = rng.randint(0, 10, size=(n, L))
            y = targets(x, a.task, a.lag)
        for ext, arr in (("src", x), ("tgt", y)):
            with open(os.path.join(out, "%s.%s" % (split, ext)), "w") as f:
                for row in arr:
                    f.write(" ".join(str(int(v)) for v in row) + "\n")
        manifest["splits"][split] = {"sequences": n, "length": L}
    with open(os.path.join(out, "vocab.json"), "w") as f:
        json.dump({"tokens": [str(d) for d in range(10)], "pad": "<pad>", "unk": "<unk>"}, f, indent=1)
    with open(os.path.join(out, "MANIFEST.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
    print("wrote %s: %s" % (out, ", ".join("%s %d x %s" % (s, v["sequences"], v["length"])
                                          for s, v in manifest["splits"].items())))


if __name__ == "__main__":
    main()
