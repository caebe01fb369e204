#!/usr/bin/env bash
# Reference solution of meterboost-speedup (run by --agent=oracle in the workdir).
# Profiling `bash run.sh` (`--timings`, or bash tools/profile_run.sh) shows ~98% of the time in
# the "python" engine: every row walks all 480 trees node by node in pure Python. The kit has a
# level-synchronous NumPy engine (meterboost/fastpath.py, `[scoring] engine = "matrix"`), off by
# default; switched on it dies on NumPy >= 1.24 (np.int / np.bool were removed) and, once that
# is fixed, it silently disagrees with the reference walker (docs/model_format.md): it sends
# ties (x == threshold, common: thresholds are observed values, counters are whole numbers)
# right with `x < t`, and it sends missing values right whatever the split's learned default
# direction says. `make bench` cannot see either: its rows are standard-normal (no ties, no
# NaN). Repair the three, switch the engine on, and prove the scores do not move.
# With the walk fixed, --timings on a batch a few times the dev batch's size (20,000 rows) shows
# the "read batch" stage as the largest: io.load_batch checks every id against a Python list of
# the ids before it (quadratic; 5% of a dev-batch run, ~1.8 s CPU at 20,000 rows). A set keeps
# the check and makes it linear.
set -euo pipefail

# the starter's scores on the dev batch, to compare with
bash run.sh
cp predictions/scores.csv /tmp/starter_scores.csv

python3 - <<'PY'
def edit(path, old, new, count=1):
    src = open(path).read()
    assert src.count(old) == count, (path, old, src.count(old))
    open(path, "w").write(src.replace(old, new))

f = "meterboost/fastpath.py"
edit(f, "dtype=np.int)", "dtype=np.int64)", count=4)
edit(f, "dtype=np.bool)", "dtype=np.bool_)")
edit(f, "            go_left = x < ft.threshold[node]\n",
        "            go_left = np.where(np.isnan(x), ft.default_left[node], x <= ft.threshold[node])\n")
edit("configs/scoring.toml", 'engine = "python"', 'engine = "matrix"')
f = "meterboost/io.py"
edit(f, "        ids, rows, labels = [], [], []\n", "        ids, rows, labels = [], [], []\n        seen = set()\n")
edit(f, "            if rid in ids:\n", "            if rid in seen:\n")
edit(f, "            ids.append(rid)\n", "            seen.add(rid)\n            ids.append(rid)\n")
PY

bash run.sh
python3 tools/compare_scores.py predictions/scores.csv /tmp/starter_scores.csv
