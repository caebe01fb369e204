"""The SQL of every feature set.

Each query returns one row per labelled customer:
    customer_id, label_day, churned, plan, usage_hours, tickets_30d, discount
ordered by customer_id. ``label_day`` counts days since the start of the snapshot history.
"""
from .config import EPOCH

_SELECT = f"""
    SELECT l.customer_id, (l.label_date - date '{EPOCH}') AS label_day, l.churned::int,
           c.plan, s.usage_hours, s.tickets_30d, s.discount::int
    FROM labels l JOIN customers c USING (customer_id)"""

# what was known when the label was decided: the last snapshot taken before the label date
POINT_IN_TIME = _SELECT + """
    CROSS JOIN LATERAL (
        SELECT usage_hours, tickets_30d, discount FROM snapshots s
        WHERE s.customer_id = l.customer_id AND s.taken_at < l.label_date
        ORDER BY s.taken_at DESC LIMIT 1) s
    ORDER BY l.customer_id"""

# the newest snapshot in the table, whenever it was taken (the leaky join)
LATEST_SNAPSHOT = _SELECT + """
    CROSS JOIN LATERAL (
        SELECT usage_hours, tickets_30d, discount FROM snapshots s
        WHERE s.customer_id = l.customer_id
        ORDER BY s.taken_at DESC LIMIT 1) s
    ORDER BY l.customer_id"""

# point in time, but the features are `lag` days older than needed (experiments/leak_sweep.py)
LAGGED = _SELECT + """
    CROSS JOIN LATERAL (
        SELECT usage_hours, tickets_30d, discount FROM snapshots s
        WHERE s.customer_id = l.customer_id AND s.taken_at < l.label_date - %(lag)s::int
        ORDER BY s.taken_at DESC LIMIT 1) s
    ORDER BY l.customer_id"""

# point in time, usage averaged over the last `window` snapshots (experiments/window_ablation.py)
WINDOWED = _SELECT + """
    CROSS JOIN LATERAL (
        SELECT avg(usage_hours) AS usage_hours, (array_agg(tickets_30d ORDER BY taken_at DESC))[1] AS tickets_30d,
               bool_or(discount) AS discount
        FROM (SELECT * FROM snapshots s
              WHERE s.customer_id = l.customer_id AND s.taken_at < l.label_date
              ORDER BY s.taken_at DESC LIMIT %(window)s) w) s
    ORDER BY l.customer_id"""

FEATURE_SETS = {"point_in_time": POINT_IN_TIME, "latest_snapshot": LATEST_SNAPSHOT}
