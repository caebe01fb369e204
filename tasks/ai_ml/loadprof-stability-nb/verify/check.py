"""Tables 1 and 2 of the paper from notebook 02, and the same notebook on held-out readings
(verify/inputs/meter_panel_b.csv.zst, 360 other households) against the reference deployment."""
import csv
import json

PAPER = {
    "n_households": 400,
    "selected_k": 5,
    # k: (stability, silhouette) -- Table 1 of paper.md
    "table1": {2: (0.6767, 0.4267), 3: (0.9647, 0.4112), 4: (0.9951, 0.5037), 5: (1.0000, 0.5179), 6: (0.9851, 0.5075), 7: (0.9540, 0.5015)},
    # cluster: (share, peak_hour, daily_kwh) -- Table 2 of paper.md
    "table2": {0: (0.2350, 19, 7.4314), 1: (0.2250, 11, 10.5779), 2: (0.2225, 20, 7.2847), 3: (0.1950, 7, 7.6741), 4: (0.1225, 3, 9.4155)},
}
TOL_STAB = 0.03      # mean ARI over 15 pairs, compared for k >= selected k only (NOTES.md, rule 10)
TOL_SIL = 0.005      # full-data clustering: identical across the versions checked
TOL_SHARE = 0.005    # 0.005 * 400 = 2 households
TOL_KWH_REL = 0.02


def _rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def _compare(name, base, exp):
    res = []
    t1p, t2p, sp = base / "table1.csv", base / "table2.csv", base / "summary.json"
    for p in (t1p, t2p, sp):
        if not p.exists():
            return [(f"{name}: {p.name} exists", False, "missing")]
    summary = json.loads(sp.read_text())
    res.append((f"{name}: households", summary.get("n_households") == exp["n_households"],
                f"expected {exp['n_households']}, found {summary.get('n_households')}"))
    res.append((f"{name}: selected k", summary.get("selected_k") == exp["selected_k"],
                f"expected {exp['selected_k']}, found {summary.get('selected_k')}"))
    t1 = {int(float(r["k"])): r for r in _rows(t1p)}
    res.append((f"{name}: table1 k values", sorted(t1) == sorted(exp["table1"]),
                f"expected {sorted(exp['table1'])}, found {sorted(t1)}"))
    for k, (stab, sil) in sorted(exp["table1"].items()):
        r = t1.get(k)
        if r is None:
            continue
        fs, fl = float(r["stability"]), float(r["silhouette"])
        # below the selected k the pair ARIs depend on which of several near-equal local optima
        # best-of-10 k-means lands in, which differs between scikit-learn releases: not compared
        ok_stab = k < exp["selected_k"] or abs(fs - stab) <= TOL_STAB
        res.append((f"{name}: table1 k={k}", ok_stab and abs(fl - sil) <= TOL_SIL,
                    f"expected stability {stab} (+-{TOL_STAB}, k >= {exp['selected_k']}) "
                    f"silhouette {sil} (+-{TOL_SIL}), found {fs} {fl}"))
    # clusters are numbered by size; equal sizes may be numbered either way, so both sides are
    # compared in the order (share descending, peak hour)
    found = sorted(((float(r["share"]), int(float(r["peak_hour"])), float(r["daily_kwh"]))
                    for r in _rows(t2p)), key=lambda t: (-round(t[0], 4), t[1]))
    expect = sorted(exp["table2"].values(), key=lambda t: (-round(t[0], 4), t[1]))
    res.append((f"{name}: table2 clusters", len(found) == len(expect),
                f"expected {len(expect)} clusters, found {len(found)}"))
    for i, ((share, peak, kwh), (fsh, fpk, fkwh)) in enumerate(zip(expect, found)):
        ok = abs(fsh - share) <= TOL_SHARE and fpk == peak and abs(fkwh - kwh) <= TOL_KWH_REL * kwh
        res.append((f"{name}: table2 row {i}", ok,
                    f"expected share {share} peak {peak} kWh {kwh}, found {fsh} {fpk} {fkwh}"))
    return res


def check(ctx):
    res = _compare("paper", ctx.outputs_dir / "results", PAPER)
    ref = json.loads((ctx.verify_dir / "heldout_expected.json").read_text())
    exp = {"n_households": ref["n_households"], "selected_k": ref["selected_k"],
           "table1": {int(k): (v["stability"], v["silhouette"]) for k, v in ref["table1"].items()},
           "table2": {r["cluster"]: (r["share"], r["peak_hour"], r["daily_kwh"]) for r in ref["table2"]}}
    res += _compare("heldout", ctx.outputs_dir / "results" / "heldout", exp)
    return res
