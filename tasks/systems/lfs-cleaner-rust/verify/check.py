"""Hidden check for lfs-cleaner-rust.

The experiment ran with verify/inputs/experiment.cfg (seed 5150, 18000 keys,
15%/85% hot set). The data read back must hash to the checksum computed
here from the seeded workload, and every counter of Table 1 must equal the
reference run of that configuration (the store is deterministic), and the
WA reductions of summary.json must follow from those.
"""
import csv
import json

M64 = (1 << 64) - 1


def _cfg(path):
    out = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if "=" in line:
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    return out


def _value_bytes(key, ver, n):
    s = ((key << 32) | ver) ^ 0xA0761D6478BD642F
    out = bytearray()
    while len(out) < n:
        s = (s + 0x9E3779B97F4A7C15) & M64
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        z ^= z >> 31
        out += z.to_bytes(8, "little")
    return bytes(out[:n])


def expected_checksum(c):
    seed, keys = int(c["seed"]), int(c["keys"])
    hot = keys * int(c["hot_fraction_pct"]) // 100
    share = int(c["hot_share_pct"])
    x = ((seed * 0x9E3779B97F4A7C15) & M64) ^ 0xD1B54A32D192ED03

    def nxt():
        nonlocal x
        x ^= x >> 12
        x ^= (x << 25) & M64
        x ^= x >> 27
        return (x * 0x2545F4914F6CDD1D) & M64

    vers = [0] * keys
    for _ in range(int(c["updates"])):
        if nxt() % 100 < share:
            k = nxt() % hot
        else:
            k = hot + nxt() % (keys - hot)
        vers[k] += 1
    h = 0xcbf29ce484222325
    n = int(c["value_len"])
    for k in range(keys):
        for b in k.to_bytes(4, "little") + vers[k].to_bytes(4, "little") + _value_bytes(k, vers[k], n):
            h = ((h ^ b) * 0x100000001b3) & M64
    return "%016x" % h


def check(ctx):
    res = []
    c = _cfg(ctx.verify_dir / "inputs" / "experiment.cfg")
    try:
        got = {(r["policy"], r["util"]): r for r in csv.DictReader(open(ctx.outputs_dir / "results" / "table1.csv"))}
    except Exception as e:  # noqa: BLE001
        return [("table1.csv readable", False, repr(e))]
    want = {(r["policy"], r["util"]): r for r in csv.DictReader(open(ctx.verify_dir / "expected_table1.csv"))}

    cks = expected_checksum(c)
    bad = sorted({r["checksum"] for r in got.values()} - {cks})
    res.append(("data read back matches the seeded workload", bool(got) and not bad,
                "checksums %s, want %s" % (bad, cks) if bad else "ok"))

    res.append(("all 9 runs present", set(got) == set(want), "got %s" % sorted(got)))
    diff = []
    for key, w in want.items():
        g = got.get(key)
        if g is None:
            continue
        for col in ("segments", "cleaned_segments", "moved_records"):
            if g[col] != w[col]:
                diff.append("%s/%s %s=%s want %s" % (key[0], key[1], col, g[col], w[col]))
        for col in ("write_amp", "mean_cleaned_util"):
            if abs(float(g[col]) - float(w[col])) > 0.00011:
                diff.append("%s/%s %s=%s want %s" % (key[0], key[1], col, g[col], w[col]))
    res.append(("Table 1 counters equal the reference run", not diff, "; ".join(diff[:6]) or "ok"))

    try:
        s = json.load(open(ctx.outputs_dir / "results" / "summary.json"))
        res.append(("summary.json checksum", s.get("checksum") == cks, str(s.get("checksum"))))
        red_bad = []
        for util in c["utilisations"].split():
            g = float(want[("greedy", util)]["write_amp"])
            for pol in ("cost-benefit", "banded"):
                exp = round(100 * (g - float(want[(pol, util)]["write_amp"])) / g, 1)
                got_red = s.get("wa_reduction_vs_greedy_pct", {}).get(util, {}).get(pol)
                if got_red is None or abs(float(got_red) - exp) > 0.051:
                    red_bad.append("%s/%s %s want %s" % (pol, util, got_red, exp))
        res.append(("summary.json WA reductions", not red_bad, "; ".join(red_bad) or "ok"))
    except Exception as e:  # noqa: BLE001
        res.append(("summary.json", False, repr(e)))
    return res
