#!/usr/bin/env bash
# Reference solution of shiftlog-route (run by --agent=oracle in the workdir).
set -euo pipefail
# Improve. Three layers (verify/NOTES.md):
# 1. The crafts share almost all their words; what tells them apart is the reading a line
#    carries ("480v", "210bar"). The kit's tokenizer keeps only alphabetic words of 3+ letters,
#    so every HH-1 reading (fused to its number) is dropped. Keep its unit as a token ("#bar").
# 2. bar, C and mm are read by two crafts each (pneumatic 4-10 bar vs hydraulic 60-320 bar, ...):
#    the unit alone confuses them; add the magnitude (half-octave bin of the value) per unit.
# 3. The held-out lines of 2023-Q3 are 45% HH-2 lines (sites 7-9), typed "6.5 bar", "22.5 °C",
#    "450 N·m", "12.0 l/min": a decimal, a space, the gauge's spelling. Parse that form too and
#    map its spellings to the HH-1 units, so the lines of both handhelds share their features.
python3 - <<'PY'
path = "shiftlog/tokenize.py"
src = open(path, encoding="utf-8").read()
old = '''    toks = _WORD.findall(rest.lower())
'''
new = '''    toks = _WORD.findall(rest.lower())
    toks += reading_tokens(rest)
'''
assert old in src, "tokenize.py does not look like the starter"
src = src.replace(old, new, 1)
src += '''

_READING = re.compile(r"(?<![\\w.])(\\d+(?:[.,]\\d+)?)\\s?(°c|%rh|l/min|n·m|[a-z]+)\\b")
_SPELLING = {"°c": "c", "%rh": "rh", "l/min": "lpm", "n·m": "nm"}


def reading_tokens(rest):
    """A unit token and a unit+magnitude token for each reading, HH-1 ("6bar") or HH-2 ("6.5 bar")."""
    import math
    out = []
    for num, unit in _READING.findall(rest.lower()):
        unit = _SPELLING.get(unit, unit)
        value = float(num.replace(",", "."))
        out += ["#" + unit, "#%s@%d" % (unit, int(2 * math.log2(max(value, 0.5))))]
    return out
'''
open(path, "w", encoding="utf-8").write(src)
PY
# Sanity runs: the dev lines (the starter scores about 0.37 there) and the HH-2 sample.
bash run.sh
python3 -m shiftlog.cli --train data/train.csv --input data/hh2_sample.csv --out /tmp/hh2.csv --labels data/hh2_sample.csv
