"""Checks of an episodes folder before it is forecast (used by `cli forecast --check`)."""
import os

from . import HISTORY_HOURS, io, timeutil

REQUIRED = ("gauges.csv", "rain.csv", "origins.csv")


def problems(folder, history=HISTORY_HOURS):
    """A list of human-readable problems; empty when the folder is fine."""
    out = []
    for name in REQUIRED:
        if not os.path.exists(os.path.join(folder, name)):
            out.append("missing %s" % name)
    if out:
        return out
    origins = io.read_rows(os.path.join(folder, "origins.csv"))
    gauges = io.read_rows(os.path.join(folder, "gauges.csv"))
    rain = io.read_rows(os.path.join(folder, "rain.csv"))
    ids = [o["episode"] for o in origins]
    if len(set(ids)) != len(ids):
        out.append("duplicated episode ids in origins.csv")
    g_count, r_count, g_last = {}, {}, {}
    for r in gauges:
        g_count[r["episode"]] = g_count.get(r["episode"], 0) + 1
        g_last[r["episode"]] = r["time_utc"]
    for r in rain:
        r_count[r["episode"]] = r_count.get(r["episode"], 0) + 1
    for o in origins:
        e = o["episode"]
        if g_count.get(e, 0) != history:
            out.append("%s: %d gauge rows, expected %d" % (e, g_count.get(e, 0), history))
        if abs(r_count.get(e, 0) - history) > 1:          # the clock change adds or drops an hour
            out.append("%s: %d rain rows, expected about %d" % (e, r_count.get(e, 0), history))
        if e in g_last and timeutil.parse_hour(g_last[e]) != timeutil.parse_hour(o["origin_utc"]):
            out.append("%s: gauge history does not end at the origin" % e)
        blank_q = sum(1 for r in gauges if r["episode"] == e and not r["q_down"].strip()) if len(origins) < 50 else 0
        if blank_q > history // 4:
            out.append("%s: %d of %d discharge readings missing" % (e, blank_q, history))
    extra = set(g_count) - set(ids)
    if extra:
        out.append("%d episodes in gauges.csv have no origin" % len(extra))
    return out
