#!/usr/bin/env bash
# Reference deployment of loadprof (notebook 02 is the designated experiment).
# The pins (Python 3.8 era: numpy 1.19, pandas 1.1, scikit-learn 0.23) have no wheels for
# Python 3.11, so the current stack is installed from PyPI into a venv and the package gets the
# minimal repairs for today's APIs, keeping the method of the paper:
#   - k-means: drop the removed arguments (precompute_distances, n_jobs), "full" -> "lloyd", and
#     keep the paper's 10 restarts explicitly (scikit-learn >= 1.4 defaults to a single one);
#   - pandas: DataFrame.append is gone, groupby().mean() no longer drops string columns, and a
#     chained assignment (the weekend-ratio cap) is a no-op under copy-on-write (pandas 3);
#   - np.float, the renamed matplotlib style, the author's absolute data path;
#   - zstandard (the raw readings are .csv.zst) and a Jupyter kernel with the notebook's name.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends python3 python3-venv >/dev/null
python3 -m venv /opt/loadprof
/opt/loadprof/bin/pip install -q --disable-pip-version-check --no-cache-dir --no-compile \
    numpy==2.4.6 scipy==1.17.1 pandas==3.1.1 scikit-learn==1.9.1 threadpoolctl==3.8.0 \
    matplotlib==3.11.2 PyYAML==6.0.4 zstandard==0.25.0 papermill==2.7.0 ipykernel==7.4.0
ln -sf /opt/loadprof/bin/papermill /usr/local/bin/papermill
/opt/loadprof/bin/python -m ipykernel install --name loadprof-py38 --display-name "Python 3 (loadprof)" >/dev/null

/opt/loadprof/bin/python - <<'PYEOF'
import pathlib
root = pathlib.Path(".")

def edit(path, *pairs):
    p = root / path
    s = p.read_text()
    for old, new in pairs:
        assert old in s, (path, old)
        s = s.replace(old, new)
    p.write_text(s)

edit("configs/default.yaml",
     ("raw: /Users/hrosen/work/loadprof/data/raw/", "raw: data/raw/"))
edit("loadprof/features.py",
     ('    out = pd.DataFrame(columns=["household", "weekend_ratio"])\n', '    rows = []\n'),
     ('        out = out.append({"household": hh, "weekend_ratio": ratio}, ignore_index=True)\n',
      '        rows.append({"household": hh, "weekend_ratio": ratio})\n'
      '    out = pd.DataFrame(rows, columns=["household", "weekend_ratio"])\n'),
     ('readings.groupby("household").mean()', 'readings.groupby("household").mean(numeric_only=True)'))
edit("loadprof/preprocess.py",
     ('feats["weekend_ratio"][feats["weekend_ratio"] > weekend_cap] = weekend_cap',
      'feats.loc[feats["weekend_ratio"] > weekend_cap, "weekend_ratio"] = weekend_cap'))
edit("loadprof/clustering.py",
     ('    precompute_distances="auto",\n    algorithm="full",\n    n_jobs=1,\n',
      '    algorithm="lloyd",\n    n_init=10,\n'))
edit("loadprof/stability.py", ("dtype=np.float)", "dtype=float)"))
edit("loadprof/plotting.py", ('STYLE = "seaborn-whitegrid"', 'STYLE = "seaborn-v0_8-whitegrid"'))
PYEOF

# quick check that the kernel sees the repaired package (the notebook itself is the experiment)
/opt/loadprof/bin/python -c "import loadprof, zstandard; print('loadprof', loadprof.__version__)"
