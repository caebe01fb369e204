"""Smoke test: the co-visitation heuristic end to end on a tiny dataset in SQLite.

Needs neither the database server nor the ranker; it checks that the generator, the
sequence logic and the metrics fit together. It does NOT produce the paper's numbers.
"""
import os
import sqlite3
import subprocess
import sys
import tempfile

from . import metrics

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCHEMA = """
CREATE TABLE items (item_id INTEGER PRIMARY KEY, sku TEXT UNIQUE, category INT, price_cents INT);
CREATE TABLE events (event_id INTEGER PRIMARY KEY, user_id INT, session_id INT, item_id INT, ts INT);
"""

COVIS = """
WITH seq AS (
  SELECT session_id, item_id,
         ROW_NUMBER() OVER (PARTITION BY session_id ORDER BY ts, event_id) AS pos,
         COUNT(*) OVER (PARTITION BY session_id) AS n,
         MIN(ts) OVER (PARTITION BY session_id) AS started
  FROM events)
SELECT a.item_id, b.item_id,
       SUM(CASE WHEN b.pos > a.pos THEN 1.0 ELSE 0.5 END / ABS(b.pos - a.pos)) AS w
FROM seq a JOIN seq b ON a.session_id = b.session_id AND a.pos <> b.pos AND ABS(a.pos - b.pos) <= 3
WHERE a.started < ? AND a.pos < a.n AND b.pos < b.n AND a.item_id <> b.item_id
GROUP BY a.item_id, b.item_id
"""


def generate(tmp, seed):
    out = os.path.join(tmp, "raw")
    subprocess.run([sys.executable, os.path.join(ROOT, "data", "generate.py"), "--seed", str(seed),
                    "--out", out, "--items", "300", "--users", "100", "--sessions", "800", "--days", "20"],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def load(conn, raw):
    conn.executescript(SCHEMA)
    with open(os.path.join(raw, "items.tsv")) as f:
        conn.executemany("INSERT INTO items (sku, category, price_cents) VALUES (?, ?, ?)",
                         (line.rstrip("\n").split("\t") for line in f))
    ids = dict(conn.execute("SELECT sku, item_id FROM items"))
    with open(os.path.join(raw, "events.tsv")) as f:
        rows = []
        for line in f:
            user, sess, sku, ts, _ = line.rstrip("\n").split("\t")
            rows.append((int(user), int(sess), ids[sku], int(ts)))
    conn.executemany("INSERT INTO events (user_id, session_id, item_id, ts) VALUES (?, ?, ?, ?)", rows)


def main(seed=7):
    with tempfile.TemporaryDirectory() as tmp:
        raw = generate(tmp, seed)
        conn = sqlite3.connect(":memory:")
        load(conn, raw)
        last = conn.execute("SELECT MAX(ts) FROM events").fetchone()[0]
        split = (last // 86400 + 1 - 5) * 86400
        neigh = {}
        for a, b, w in conn.execute(COVIS, (split,)):
            neigh.setdefault(a, []).append((-w, b))
        for a in neigh:
            neigh[a].sort()
        pop = [r[0] for r in conn.execute(
            "SELECT item_id FROM events WHERE ts < ? GROUP BY item_id ORDER BY COUNT(*) DESC, item_id", (split,))]
        ranks = []
        sessions = conn.execute("""
            SELECT session_id, GROUP_CONCAT(item_id) FROM (SELECT * FROM events ORDER BY session_id, ts, event_id)
            GROUP BY session_id HAVING MIN(ts) >= ?""", (split,)).fetchall()
        for _, seq in sessions:
            items = [int(x) for x in seq.split(",")]
            if len(items) < 2:
                continue
            query, target = items[-2], items[-1]
            cands = [b for _, b in neigh.get(query, [])][:30]
            cands += [p for p in pop if p not in cands and p != query][: 50 - len(cands)]
            ranks.append(cands.index(target) + 1 if target in cands else None)
        res = metrics.summarise(ranks, 10)
    print(f"smoke: {len(ranks)} test sessions, co-visitation HR@10={res['hr10']:.4f} MRR@10={res['mrr10']:.4f}")
    print("smoke OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
