"""Ingestion: stream the generator's TSV files into the database.

A dataset is identified by the SHA-1 of its two files; loading the same files twice
is a no-op, so the pipeline can be re-run cheaply.
"""
import hashlib
import os

from . import db, logutil

log = logutil.get("covis.ingest")

KINDS = {"view": 0, "cart": 1, "buy": 2}


class IngestError(RuntimeError):
    pass


def fingerprint(data_dir):
    h = hashlib.sha1()
    for name in ("items.tsv", "events.tsv"):
        path = os.path.join(data_dir, name)
        if not os.path.exists(path):
            raise IngestError(f"{path} not found (generate it with data/generate.py)")
        with open(path, "rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                h.update(chunk)
    return h.hexdigest()


def count_lines(path):
    with open(path, "rb") as f:
        return sum(1 for _ in f)


def find_dataset(conn, fp):
    row = db.query_one(conn, "SELECT dataset_id, name FROM datasets WHERE fingerprint=%s", (fp,))
    return row


def ingest(conn, data_dir, name="paper"):
    """Load data_dir into the store; returns (dataset_id, loaded_now)."""
    fp = fingerprint(data_dir)
    row = find_dataset(conn, fp)
    if row:
        log.info("dataset %s (%s) already loaded as id %d", row[1], fp[:10], row[0])
        return row[0], False
    items_path = os.path.abspath(os.path.join(data_dir, "items.tsv"))
    events_path = os.path.abspath(os.path.join(data_dir, "events.tsv"))
    n_items = count_lines(items_path)
    n_events = count_lines(events_path)
    db.execute(conn, "INSERT INTO datasets (name, fingerprint, n_items_file, n_events_file) "
                     "VALUES (%s, %s, %s, %s)", (name, fp, n_items, n_events))
    ds = db.scalar(conn, "SELECT LAST_INSERT_ID()")
    try:
        _load(conn, ds, items_path, events_path)
    except Exception:
        log.error("ingest of %s failed; rolling the registry entry back", data_dir)
        purge(conn, ds)
        raise
    log.info("dataset %s loaded as id %d from %s", name, ds, data_dir)
    return ds, True


def _load(conn, ds, items_path, events_path):
    db.execute(conn, "LOAD DATA LOCAL INFILE %s INTO TABLE items "
                     "FIELDS TERMINATED BY '\\t' LINES TERMINATED BY '\\n' "
                     "(sku, category, price_cents) SET dataset_id = %s", (items_path, ds))
    db.execute(conn, "LOAD DATA LOCAL INFILE %s INTO TABLE events_staging "
                     "FIELDS TERMINATED BY '\\t' LINES TERMINATED BY '\\n' "
                     "(user_id, session_id, sku, ts, kind) SET dataset_id = %s", (events_path, ds))
    kind_case = " ".join(f"WHEN '{k}' THEN {v}" for k, v in KINDS.items())
    db.execute(conn, f"""
        INSERT INTO events (dataset_id, user_id, session_id, item_id, ts, kind)
        SELECT s.dataset_id, s.user_id, s.session_id, i.item_id, s.ts, CASE s.kind {kind_case} ELSE 0 END
        FROM events_staging s
        JOIN items i ON i.dataset_id = s.dataset_id AND i.sku = s.sku
        WHERE s.dataset_id = %s
        ORDER BY s.ts, s.session_id""", (ds,))
    orphans = db.scalar(conn, "SELECT COUNT(*) FROM events_staging s LEFT JOIN items i "
                              "ON i.dataset_id = s.dataset_id AND i.sku = s.sku "
                              "WHERE s.dataset_id = %s AND i.item_id IS NULL", (ds,))
    if orphans:
        raise IngestError(f"{orphans} events reference unknown SKUs")
    db.execute(conn, "DELETE FROM events_staging WHERE dataset_id = %s", (ds,))


def purge(conn, ds):
    for table in ("event_dwell", "candidates", "rank_queries", "item_popularity", "covis_hot", "feature_sets",
                  "events", "events_staging", "items", "datasets"):
        db.execute(conn, f"DELETE FROM {table} WHERE dataset_id = %s", (ds,))


def stats(conn, ds):
    row = db.query_one(conn, """
        SELECT (SELECT COUNT(*) FROM items WHERE dataset_id = %s),
               (SELECT COUNT(*) FROM events WHERE dataset_id = %s),
               (SELECT COUNT(DISTINCT session_id) FROM events WHERE dataset_id = %s),
               (SELECT COUNT(DISTINCT user_id) FROM events WHERE dataset_id = %s)""", (ds, ds, ds, ds))
    return {"n_items": int(row[0]), "n_events": int(row[1]), "n_sessions": int(row[2]), "n_users": int(row[3])}
