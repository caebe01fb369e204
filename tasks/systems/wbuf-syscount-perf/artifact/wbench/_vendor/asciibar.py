# asciibar 0.3 - horizontal ASCII bar charts (vendored, MIT licence,
# trimmed to what the wbench scripts use).
import math

__all__ = ["bars"]


def _scale(v, lo, hi, width, log):
    if log:
        v, lo, hi = (math.log10(max(x, 1e-9)) for x in (v, lo, hi))
    if hi <= lo:
        return width
    return int(round((v - lo) / (hi - lo) * width))


def bars(items, width=50, log=False, fmt="%.2f", char="#"):
    """items: [(label, value)] -> multi-line string."""
    if not items:
        return ""
    vals = [v for _, v in items]
    hi = max(vals)
    lo = min(vals) / 2.0 if log else 0.0
    lw = max(len(str(k)) for k, _ in items)
    out = []
    for k, v in items:
        n = max(1, _scale(v, lo, hi, width, log)) if v > 0 else 0
        out.append("%-*s |%s %s" % (lw, k, char * n, fmt % v))
    return "\n".join(out)
