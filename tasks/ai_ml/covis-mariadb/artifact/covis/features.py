"""Feature builder: co-visitation neighbours, ranking queries and candidate features.

The expensive part (the sequence self-join) is materialised once per dataset and
feature version and recorded in `feature_sets`; later runs reuse it.
"""
from . import db, logutil

log = logutil.get("covis.features")

DAY = 86400


def split_ts(conn, ds, test_days):
    """Start of the test period: `test_days` whole UTC days before the day after the last event."""
    last = db.scalar(conn, "SELECT MAX(ts) FROM events WHERE dataset_id = %s", (ds,))
    if last is None:
        raise RuntimeError(f"dataset {ds} has no events")
    return (int(last) // DAY + 1 - int(test_days)) * DAY


def registered(conn, ds, version):
    return db.query_one(conn, "SELECT n_pairs, split_ts, window_size, built_at FROM feature_sets "
                              "WHERE dataset_id = %s AND version = %s", (ds, version))


def ensure_covis(conn, ds, cfg, split, force=False):
    """Materialise the co-visitation table for (dataset, version); returns the pair count."""
    fcfg = cfg["features"]
    version = fcfg["version"]
    row = registered(conn, ds, version)
    if row and not force:
        n_pairs, reg_split, reg_window, built_at = row
        if int(reg_split) == split and int(reg_window) == int(fcfg["window"]):
            log.info("feature set %s of dataset %d already materialised (%d pairs, %s); reusing",
                     version, ds, n_pairs, built_at)
            return int(n_pairs)
        log.info("feature set %s of dataset %d was built with other parameters; rebuilding", version, ds)
    log.info("building co-visitation pairs (window %d) for dataset %d", fcfg["window"], ds)
    db.call(conn, "build_covis", (ds, split, int(fcfg["window"]),
                                  float(fcfg["forward_weight"]), float(fcfg["backward_weight"])))
    n_pairs = int(db.scalar(conn, "SELECT COUNT(*) FROM covis_hot WHERE dataset_id = %s", (ds,)))
    db.execute(conn, "REPLACE INTO feature_sets (dataset_id, version, split_ts, window_size, n_pairs) "
                     "VALUES (%s, %s, %s, %s, %s)", (ds, version, split, int(fcfg["window"]), n_pairs))
    log.info("%d co-visitation pairs", n_pairs)
    return n_pairs


def build_queries_and_candidates(conn, ds, cfg, split):
    db.call(conn, "build_rank_queries", (ds, split))
    c = cfg["candidates"]
    db.call(conn, "build_candidates", (ds, int(c["k_covis"]), int(c["k_pop"])))
    n_q = db.query_one(conn, "SELECT SUM(is_train), SUM(1 - is_train) FROM rank_queries WHERE dataset_id = %s",
                       (ds,))
    n_c = db.scalar(conn, "SELECT COUNT(*) FROM candidates WHERE dataset_id = %s", (ds,))
    return {"n_train_queries": int(n_q[0] or 0), "n_test_queries": int(n_q[1] or 0), "n_candidates": int(n_c)}


FEATURE_COLUMNS = ("covis_w", "covis_n", "covis_rank", "covis_rev_w", "pop_n", "pop_rank",
                   "same_cat", "log_price_ratio")


def fetch_candidate_features(conn, ds):
    """Rows of (session_id, item_id, is_train, label, *FEATURE_COLUMNS), ordered."""
    cols = ", ".join(FEATURE_COLUMNS)
    return db.query(conn, f"SELECT session_id, item_id, is_train, label, {cols} "
                          f"FROM v_candidate_features WHERE dataset_id = %s "
                          f"ORDER BY session_id, item_id", (ds,))


def neighbours(conn, ds, sku, k=10):
    """Top-k co-visitation neighbours of one SKU (the serving path)."""
    return db.query(conn, "SELECT sku_b, weight FROM covis_hot WHERE dataset_id = %s AND sku_a = %s "
                          "ORDER BY weight DESC, item_b LIMIT %s", (ds, sku, int(k)))
