#!/usr/bin/env bash
# Reference solution of chirpfeat-speedup (run by --agent=oracle in the workdir).
# Profiling `bash run.sh` (python3 -m cProfile, or the kit's --timings) shows ~90% of the time in
# filterbank.build_filterbank: the filterbank is a per-configuration invariant, but its cache is
# keyed on the whole spectrogram shape (n_frames, n_fft // 2 + 1) and holds 8 entries, while the
# recordings' lengths give ~50 different frame counts: almost every recording rebuilds it (pure
# Python, 64 bands x 257 bins x 5 points). Key it on what it depends on (the bin count).
# Second, the frame loop: the kit's strided framing is switched on in configs/pipeline.toml
# (`vectorise = true`) but the loader reads `vectorize`, so it never ran; once it runs it fails
# on NumPy >= 1.24 (np.float was removed) and it drops the zero-padded last frame that the loop
# (the reference framing convention) keeps, which changes the features. Fix all three.
# Third (visible once the filterbank is cached: the summary stage then takes most of the time):
# the peak-frequency track smooths and scans every frame's 257 bins in a Python loop.
set -euo pipefail

# the starter's scores on the dev batch, to prove the outputs do not move
bash run.sh
cp predictions/scores.csv /tmp/starter_scores.csv

python3 - <<'PY'
import re

def edit(path, old, new):
    src = open(path).read()
    assert src.count(old) == 1, (path, old)
    open(path, "w").write(src.replace(old, new))

# 1. the filterbank cache: keyed on the bin count, not on the frame count
edit("chirpfeat/filterbank.py",
     "return _cached(power.shape, sr,",
     "return _cached((0, power.shape[1]), sr,")

# 2. the config key the loader actually reads
edit("configs/pipeline.toml", "vectorise = true", "vectorize = true")

# 3. strided framing: NumPy >= 1.24 and the zero-padded last frame
edit("chirpfeat/framing.py",
     """    m = 1 + (len(x) - length) // hop
    view = np.lib.stride_tricks.as_strided(""",
     """    m = n_frames(len(x), length, hop)
    need = (m - 1) * hop + length
    if need > len(x):
        x = np.concatenate([x, np.zeros(need - len(x), dtype=x.dtype)])
    view = np.lib.stride_tricks.as_strided(""")
edit("chirpfeat/framing.py", "dtype=np.float)", "dtype=np.float64)")

# 4. the peak track: the smoothed per-frame peak bin, one frame and one bin at a time in Python;
#    the same sums in the same order, as array operations (argmax also keeps the lowest bin on a tie)
edit("chirpfeat/summary.py",
     "    track = np.array([freqs[_peak_bin(frame)] for frame in power]) / 1000.0",
     """    smooth = (power[:, :-4] + 2.0 * power[:, 1:-3] + 3.0 * power[:, 2:-2]
              + 2.0 * power[:, 3:-1] + power[:, 4:]) / 9.0
    track = freqs[2 + np.argmax(smooth, axis=1)] / 1000.0""")
PY

bash run.sh
python3 tools/compare_scores.py predictions/scores.csv /tmp/starter_scores.csv
