-- 0006: the ranker's feature view: one row per (query, candidate).

CREATE OR REPLACE VIEW v_candidate_features AS
SELECT c.dataset_id,
       c.session_id,
       c.item_id,
       q.is_train,
       (c.item_id = q.target_item)                                    AS label,
       c.covis_w,
       c.covis_n,
       c.covis_rank,
       COALESCE(r.weight, 0)                                          AS covis_rev_w,
       COALESCE(p.n_train, 0)                                         AS pop_n,
       COALESCE(p.pop_rank, 999999)                                   AS pop_rank,
       (ic.category = iq.category)                                    AS same_cat,
       LN(ic.price_cents) - LN(iq.price_cents)                        AS log_price_ratio
FROM candidates c
JOIN rank_queries q ON q.dataset_id = c.dataset_id AND q.session_id = c.session_id
JOIN items ic ON ic.item_id = c.item_id
JOIN items iq ON iq.item_id = q.query_item
LEFT JOIN covis_hot r ON r.dataset_id = c.dataset_id AND r.item_a = c.item_id AND r.item_b = q.query_item
LEFT JOIN item_popularity p ON p.dataset_id = c.dataset_id AND p.item_id = c.item_id;
