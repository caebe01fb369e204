"""Descriptive statistics of a loaded interaction log (used by tools/describe_data.py)."""
import numpy as np

from . import db


def session_lengths(conn, ds):
    rows = db.query(conn, "SELECT n_events FROM v_session_bounds WHERE dataset_id = %s", (ds,))
    return np.array([int(r[0]) for r in rows], dtype=int)


def item_counts(conn, ds):
    rows = db.query(conn, "SELECT n_events FROM v_item_stats WHERE dataset_id = %s", (ds,))
    return np.array([int(r[0]) for r in rows], dtype=int)


def gini(counts):
    """Gini coefficient of a non-negative count vector (0 = uniform, 1 = one item has all)."""
    x = np.sort(np.asarray(counts, dtype=float))
    if x.size == 0 or x.sum() == 0:
        return 0.0
    n = x.size
    cum = np.cumsum(x)
    return float((n + 1 - 2 * (cum / cum[-1]).sum()) / n)


def category_mix(conn, ds):
    rows = db.query(conn, """
        SELECT i.category, COUNT(*) FROM events e JOIN items i ON i.item_id = e.item_id
        WHERE e.dataset_id = %s GROUP BY i.category ORDER BY i.category""", (ds,))
    total = sum(int(n) for _, n in rows) or 1
    return {int(c): round(int(n) / total, 4) for c, n in rows}


def repeat_rate(conn, ds):
    """Share of sessions in which some item appears more than once."""
    row = db.query_one(conn, """
        SELECT AVG(has_repeat) FROM (
          SELECT session_id, COUNT(*) > COUNT(DISTINCT item_id) AS has_repeat
          FROM events WHERE dataset_id = %s GROUP BY session_id) t""", (ds,))
    return float(row[0] or 0.0)


def daily_volume(conn, ds):
    rows = db.query(conn, "SELECT ts DIV 86400 AS day, COUNT(*) FROM events WHERE dataset_id = %s "
                          "GROUP BY day ORDER BY day", (ds,))
    return [(int(d), int(n)) for d, n in rows]


def describe(conn, ds):
    lens = session_lengths(conn, ds)
    counts = item_counts(conn, ds)
    vol = daily_volume(conn, ds)
    return {
        "sessions": int(lens.size),
        "session_length": {
            "mean": round(float(lens.mean()), 3) if lens.size else 0.0,
            "median": float(np.median(lens)) if lens.size else 0.0,
            "p95": float(np.percentile(lens, 95)) if lens.size else 0.0,
            "max": int(lens.max()) if lens.size else 0,
        },
        "items_with_events": int((counts > 0).sum()),
        "popularity_gini": round(gini(counts), 4),
        "repeat_rate": round(repeat_rate(conn, ds), 4),
        "days": len(vol),
        "events_per_day": round(float(np.mean([n for _, n in vol])), 1) if vol else 0.0,
        "category_mix": category_mix(conn, ds),
    }
