"""Host-side checks of Table 2 (params/table2.txt) and of the hidden parameter file
(verify/inputs/hidden.txt, results/hidden.csv).

Every (cell, tau, collision) row of the reference deployment must be present with
* the porosity of the cell within 1e-5 (the staircase cylinder: node-centred axis);
* k/R^2 within REL of the reference (the paper states a spread of +-0.05%; REL is twice
  that).
The reference values are the reference deployment's (solution/solve.sh), kept here on
the host: expected_table2.csv and expected_hidden.csv.
"""
import csv
from pathlib import Path

REL = 1.0e-3
PHI_ABS = 1.0e-5


def _rows(path):
    with path.open() as fh:
        return {(int(r["cell"]), round(float(r["tau"]), 6), r["collision"].strip()): r
                for r in csv.DictReader(fh)}


def _compare(label, got_path, ref_path):
    if not got_path.exists():
        return [(label + " table exists", False, "%s missing" % got_path.name)]
    try:
        got = _rows(got_path)
    except (KeyError, ValueError) as exc:
        return [(label + " table readable", False, repr(exc))]
    ref = _rows(ref_path)
    out = [(label + " rows", set(got) >= set(ref),
            "missing rows: %s" % sorted(set(ref) - set(got))[:6])]
    for key in sorted(ref):
        want, row = ref[key], got.get(key)
        name = "%s L=%d tau=%g %s" % ((label,) + key)
        if row is None:
            out.append((name, False, "row missing"))
            continue
        try:
            k, k0 = float(row["k_over_r2"]), float(want["k_over_r2"])
            phi, phi0 = float(row["porosity"]), float(want["porosity"])
        except (KeyError, ValueError) as exc:
            out.append((name, False, repr(exc)))
            continue
        out.append((name + " porosity", abs(phi - phi0) <= PHI_ABS,
                    "expected %.6f, found %.6f" % (phi0, phi)))
        out.append((name + " k/R^2", abs(k / k0 - 1.0) <= REL,
                    "expected %.5e (rel. %.0e), found %.5e (%+.3f%%)"
                    % (k0, REL, k, 100.0 * (k / k0 - 1.0))))
    return out


def check(ctx):
    vdir = Path(ctx.verify_dir)
    res = Path(ctx.outputs_dir) / "results"
    return (_compare("table2", res / "table2.csv", vdir / "expected_table2.csv")
            + _compare("hidden", res / "hidden.csv", vdir / "expected_hidden.csv"))
