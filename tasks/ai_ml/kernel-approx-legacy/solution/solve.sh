#!/usr/bin/env bash
# Reference deployment of rffbench (2019) on Debian bookworm / Python 3.11.
# The pinned stack (numpy 1.16, scipy 1.3, scikit-learn 0.21, pandas 0.24) has no Python 3.11
# wheels and does not build from source, so use Debian's current stack and make the minimal
# compatibility repairs the newer libraries need.
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
# np.float / np.int were removed in NumPy 1.24; sklearn.externals.joblib in scikit-learn 0.23
edit("rffbench/data.py",
     ("from sklearn.externals import joblib", "import joblib"),
     ("astype(np.float)", "astype(float)"),
     ("astype(np.int)", "astype(int)"))
# OneHotEncoder(sparse=...) became sparse_output (1.2) and the old name was removed in 1.4
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
python3 reproduce_table2.py
