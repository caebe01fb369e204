"""Error bars for the census (2005, for the referee of the first submission).

The Fortran code only prints averages over all realisations.  To get an
error bar we run the same deck several times with independent seeds
("batches") and take the spread of the batch means.  This is slower than
asking the Fortran code for per-realisation numbers, but needs no change
to it.  Not used by run_table1.py: the paper quotes the census of one fixed
seed, which is deterministic.
"""
import math

from chainlib.analysis import onset_frequency
from chainlib.parse import parse_summary
from chainlib.runner import make_deck, run_chain

# seed offset between batches; far from the 7919 stride between mass ratios
BATCH_STRIDE = 104729

QUANTITIES = ("heavy_frac", "mean_pr", "loc_frac", "omega_max", "omega_loc")


def mean_and_error(values):
    """Mean and standard error of the mean; nan entries are dropped."""
    vals = [v for v in values if not math.isnan(v)]
    if not vals:
        return float("nan"), float("nan")
    m = sum(vals) / len(vals)
    if len(vals) < 2:
        return m, float("nan")
    var = sum((v - m) ** 2 for v in vals) / (len(vals) - 1)
    return m, math.sqrt(var / len(vals))


def batch_census(n, nreal, seed, conc, ratio, prcut, nbin, nbatch=8, binary=None):
    """Run ``nbatch`` independent batches of ``nreal`` realisations each.

    Returns {quantity: (mean, stderr)} over the batches.
    """
    per = {q: [] for q in QUANTITIES}
    for b in range(nbatch):
        deck = make_deck(n, nreal, seed + BATCH_STRIDE * (b + 1), conc, ratio, prcut, nbin)
        res = parse_summary(run_chain(deck, binary))
        for q in QUANTITIES[:-1]:
            per[q].append(float(res[q]))
        per["omega_loc"].append(
            onset_frequency(res["bins"], res["bin_pr"], res["counts"], prcut))
    return {q: mean_and_error(v) for q, v in per.items()}


def format_row(ratio, stats):
    """One line of the error-bar table, as in the 2005 referee reply."""
    cells = ["%5.2f" % ratio]
    for q in QUANTITIES:
        m, e = stats[q]
        if math.isnan(m):
            cells.append("      nan       ")
        elif math.isnan(e):
            cells.append("%8.4f (  -  )" % m)
        else:
            cells.append("%8.4f (%5.4f)" % (m, e))
    return "  ".join(cells)


if __name__ == "__main__":
    import sys

    ratio = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    st = batch_census(400, 24, 19980417, 0.30, ratio, 0.05, 20)
    print("ratio  " + "  ".join("%-16s" % q for q in QUANTITIES))
    print(format_row(ratio, st))
