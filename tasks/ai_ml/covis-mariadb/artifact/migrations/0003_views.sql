-- 0003: sequence views over the clean events (window functions, MariaDB >= 10.2).

CREATE OR REPLACE VIEW v_session_seq AS
SELECT e.dataset_id,
       e.session_id,
       e.user_id,
       e.item_id,
       e.ts,
       ROW_NUMBER() OVER (PARTITION BY e.dataset_id, e.session_id ORDER BY e.ts, e.event_id) AS pos,
       COUNT(*)     OVER (PARTITION BY e.dataset_id, e.session_id)                          AS sess_len,
       MIN(e.ts)    OVER (PARTITION BY e.dataset_id, e.session_id)                          AS started
FROM events e;

CREATE OR REPLACE VIEW v_session_bounds AS
SELECT dataset_id, session_id, MIN(ts) AS started, MAX(ts) AS ended, COUNT(*) AS n_events
FROM events
GROUP BY dataset_id, session_id;

CREATE OR REPLACE VIEW v_item_stats AS
SELECT i.dataset_id, i.item_id, i.sku, i.category, i.price_cents,
       COUNT(e.event_id) AS n_events,
       COUNT(DISTINCT e.session_id) AS n_sessions
FROM items i
LEFT JOIN events e ON e.dataset_id = i.dataset_id AND e.item_id = i.item_id
GROUP BY i.dataset_id, i.item_id, i.sku, i.category, i.price_cents;
