"""Quick check that the model and the schedule work: a tiny search, in this process, no broker.

    python3 -m hpsearch.smoke          # ~2 s; prints "smoke OK" at the end

This is what CI runs on every push. It does not touch the queue, so it says nothing about the
broker set-up; Table 2 comes from run_search.sh.
"""
import argparse
import sys
import tempfile
from pathlib import Path

import numpy as np

from . import dataset
from .local_exec import run_local
from .space import describe


def _data(path):
    if path and Path(path).exists():
        return dataset.load(path)
    # no data set generated yet: use a small synthetic one so the smoke test is self-contained
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "data"))
    try:
        from make_data import make
    finally:
        sys.path.pop(0)
    d = make()
    return {k: v[:600] if k.endswith("train") else v[:200] for k, v in d.items()}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", default="data/sensors.npz")
    ap.add_argument("--configs", type=int, default=9)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    d = _data(args.data)
    r = run_local(d, args.configs, args.seed, eta=3, min_epochs=1, n_rungs=2)
    sh = r["sh"]
    sizes = "/".join(str(len(x)) for x in sh.results)
    assert sizes == f"{args.configs}/{args.configs // 3}", sizes
    assert 0.0 <= r["final"]["test_acc"] <= 1.0
    assert np.isfinite(r["best"]["val_loss"])
    print(f"rungs {sizes}; best trial {r['best']['trial']} ({describe(r['config'])}) "
          f"val_acc {r['best']['val_acc']:.4f} test_acc {r['final']['test_acc']:.4f}")
    print(f"smoke OK ({r['seconds']:.1f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
