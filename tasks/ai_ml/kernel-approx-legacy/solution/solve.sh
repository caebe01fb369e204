#!/usr/bin/env bash
# Reference deployment of rffbench (2019) on Debian bookworm / Python 3.11.
# The pinned stack (numpy 1.16, scipy 1.3, scikit-learn 0.21, pandas 0.24) has no Python 3.11
# wheels and does not build from source, so use Debian's current stack and make the minimal
# compatibility repairs the newer libraries need, keeping the 2019 behaviour where a default moved.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends python3 python3-numpy python3-scipy python3-sklearn \
    python3-pandas python3-yaml python3-joblib >/dev/null

python3 - <<'PY'
import re, pathlib
def edit(path, *pairs):
    p = pathlib.Path(path); s = p.read_text()
    for old, new in pairs:
        assert old in s, (path, old)
        s = s.replace(old, new)
    p.write_text(s)
# collections.Mapping moved to collections.abc (removed from collections in Python 3.10)
# yaml.load() needs an explicit Loader since PyYAML 6
edit("rffbench/config.py",
     ("import collections\n", "import collections.abc\n"),
     ("collections.Mapping", "collections.abc.Mapping"),
     ("yaml.load(f)", "yaml.safe_load(f)"))
# sklearn.externals.joblib was removed in scikit-learn 0.23.
# pandas < 1.0 sorted the columns of logs whose channel order differs (concat's old default,
# sort=None); pandas >= 1.0 keeps the first log's order, which reorders the RFF inputs.
edit("rffbench/data.py",
     ("from sklearn.externals import joblib", "import joblib"),
     ("pd.concat(frames, ignore_index=True)", "pd.concat(frames, ignore_index=True, sort=True)"))
# scipy.stats.median_absolute_deviation (default scale 1.4826) was removed in SciPy 1.9; its
# successor median_abs_deviation divides by `scale` and defaults to 1.0 (the raw MAD).
edit("rffbench/scaling.py",
     ("from scipy.stats import median_absolute_deviation", "from scipy.stats import median_abs_deviation"),
     ("median_absolute_deviation(X, axis=0)", "median_abs_deviation(X, axis=0, scale=1.0 / 1.4826)"),
     ("dtype=np.float)", "dtype=float)"))
# np.float / np.int were removed in NumPy 1.24; OneHotEncoder(sparse=) in scikit-learn 1.4
edit("rffbench/features.py",
     ("OneHotEncoder(sparse=False", "OneHotEncoder(sparse_output=False"),
     ("astype(np.float)", "astype(float)"))
# DataFrame.append was removed in pandas 2.0; mean_squared_error(squared=) in scikit-learn 1.6
edit("rffbench/evaluate.py",
     ("return mean_squared_error(y_true, y_pred, squared=False)",
      "return float(np.sqrt(mean_squared_error(y_true, y_pred)))"),
     ("astype(np.int)", "astype(int)"))
p = pathlib.Path("rffbench/evaluate.py"); s = p.read_text()
s = re.sub(r"table = table\.append\((\{.*?\}), ignore_index=True\)",
           lambda m: "table = pd.concat([table, pd.DataFrame([%s])], ignore_index=True)" % m.group(1),
           s, flags=re.S)
p.write_text(s)
PY
python3 reproduce_table2.py --config configs/smoke.yaml --out results/smoke.csv
