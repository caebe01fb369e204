#!/usr/bin/env bash
# Reference solution of floodlead-routing (run by --agent=oracle in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

# 1. Deploy. tarrowcast imports scipy (features.api) and tomli (config); neither is in the image,
#    and the pinned wheels (scipy==1.7.3, numpy==1.21.6) do not exist for Python 3.11. Debian's
#    packages fit the image's Python and NumPy.
if ! python3 -c 'import scipy, tomli' 2>/dev/null; then
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends python3-scipy python3-tomli >/dev/null
fi

# 2. Improve (what the data says, see verify/NOTES.md):
#    - rolling_sum used np.convolve(mode="same"): a window centred on t, so every rain
#      accumulation of the record contains up to w/2 hours of FUTURE rain (the backtest looks
#      great), while at an episode's origin the future half is zeros. Make it trailing.
#    - gaps were filled with the series mean. At an episode's origin the newest upstream readings
#      are often not in yet (sample_episodes shows it), so the most important inputs became the
#      long-term mean. Carry the last reading forward instead (never look ahead).
#    - the rain loggers write Europe/London wall-clock time (docs/stations.md), read as UTC: in
#      summer every rain hour lands one hour late. Convert properly (the repeated autumn hour
#      is the second, GMT, one).
#    - discharges add up along the river, stages do not: convert both upstream stages with the
#      ratings (tarrowcast/ratings.py) and give the model their values over the travel times
#      (A about 12 h, B about 20 h to the forecast point), hourly rain lags for the quick
#      local response, and fewer lags of the forecast point itself.
python3 - <<'PY'
import re

def patch(path, old, new, count=1):
    src = open(path).read()
    assert src.count(old) == count, (path, old[:60])
    open(path, "w").write(src.replace(old, new))

patch("tarrowcast/features.py",
      '    return np.convolve(np.asarray(x, float), np.ones(int(w)), mode="same")',
      '    c = np.concatenate([[0.0], np.cumsum(np.asarray(x, float))])\n'
      '    i = np.arange(1, len(c))\n'
      '    return c[i] - c[np.maximum(i - int(w), 0)]')
patch("tarrowcast/features.py", "from . import timeutil", "from . import ratings, timeutil")
patch("tarrowcast/features.py",
      '''        for k in range(int(c["stage_a_lags"])):
            out.append(("ha_lag%d" % k, lagged(frame.stage_a, k)))
        for k in range(int(c["stage_b_lags"])):
            out.append(("hb_lag%d" % k, lagged(frame.stage_b, k)))''',
      '''        up_a, up_b = frame.stage_a, frame.stage_b
        if c.get("upstream", "stage") == "discharge":
            up_a, up_b = ratings.discharge(up_a, "a"), ratings.discharge(up_b, "b")
        for k in range(int(c["stage_a_lags"])):
            out.append(("ha_lag%d" % k, lagged(up_a, k)))
        for k in range(int(c["stage_b_lags"])):
            out.append(("hb_lag%d" % k, lagged(up_b, k)))''')

patch("tarrowcast/io.py",
      '''    elif how == "zero":''',
      '''    elif how == "ffill":
        idx = np.where(bad, 0, np.arange(len(x)))
        np.maximum.accumulate(idx, out=idx)
        first = np.argmax(~bad)
        x = x[idx]
        x[:first] = x[first]
    elif how == "zero":''')
patch("tarrowcast/io.py",
      '''    out = {}
    for r in rows:
        h = timeutil.parse_hour(r[time_column])''',
      '''    import datetime as dt
    from zoneinfo import ZoneInfo
    london, out, prev = ZoneInfo("Europe/London"), {}, None
    for r in rows:
        t = dt.datetime.fromisoformat(r[time_column]).replace(tzinfo=london)
        h = int(t.timestamp()) // 3600
        if prev is not None and h <= prev:          # the repeated hour of the autumn change
            h = int(t.replace(fold=1).timestamp()) // 3600
        prev = h''')

cfg = open("configs/default.toml").read()
cfg = cfg.replace('fill = "mean"', 'fill = "ffill"')
cfg = re.sub(r"q_lags = \d+", "q_lags = 6", cfg)
cfg = re.sub(r"rain_windows = \[[^]]*\]", "rain_windows = [24, 48, 72]", cfg)
cfg = re.sub(r"rain_lags = \d+", "rain_lags = 12", cfg)
cfg = cfg.replace("log_q = false", 'log_q = false\nupstream = "discharge"')
open("configs/default.toml", "w").write(cfg)
PY
bash run.sh
