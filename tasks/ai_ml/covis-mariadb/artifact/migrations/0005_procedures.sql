-- 0005: stored procedures of the feature builder.
-- The migration runner understands DELIMITER lines like the mariadb client does.

DROP PROCEDURE IF EXISTS build_covis;
DELIMITER $$
CREATE PROCEDURE build_covis(IN p_ds INT, IN p_split BIGINT, IN p_window INT,
                             IN p_fwd DOUBLE, IN p_bwd DOUBLE)
BEGIN
  DELETE FROM covis_hot WHERE dataset_id = p_ds;
  DELETE FROM covis_seq_work WHERE dataset_id = p_ds;

  -- training sessions only, and never their last event (that event is the label of the ranker)
  INSERT INTO covis_seq_work (dataset_id, session_id, item_id, pos)
  SELECT s.dataset_id, s.session_id, s.item_id, s.pos
  FROM v_session_seq s
  WHERE s.dataset_id = p_ds AND s.started < p_split AND s.pos < s.sess_len;

  INSERT INTO covis_hot (dataset_id, item_a, item_b, sku_a, sku_b, weight, n_pairs)
  SELECT p_ds, a.item_id, b.item_id, ia.sku, ib.sku,
         SUM(CASE WHEN b.pos > a.pos THEN p_fwd ELSE p_bwd END / ABS(b.pos - a.pos)),
         COUNT(*)
  FROM covis_seq_work a
  JOIN covis_seq_work b FORCE INDEX (ix_seq)
    ON b.dataset_id = a.dataset_id AND b.session_id = a.session_id
   AND b.pos BETWEEN a.pos - p_window AND a.pos + p_window AND b.pos <> a.pos
  JOIN items ia ON ia.item_id = a.item_id
  JOIN items ib ON ib.item_id = b.item_id
  WHERE a.dataset_id = p_ds AND a.item_id <> b.item_id
  GROUP BY a.item_id, b.item_id, ia.sku, ib.sku;

  DELETE FROM covis_seq_work WHERE dataset_id = p_ds;
END$$
DELIMITER ;

DROP PROCEDURE IF EXISTS build_rank_queries;
DELIMITER $$
CREATE PROCEDURE build_rank_queries(IN p_ds INT, IN p_split BIGINT)
BEGIN
  DELETE FROM rank_queries WHERE dataset_id = p_ds;
  INSERT INTO rank_queries (dataset_id, session_id, query_item, target_item, is_train)
  SELECT s.dataset_id, s.session_id,
         MAX(CASE WHEN s.pos = s.sess_len - 1 THEN s.item_id END),
         MAX(CASE WHEN s.pos = s.sess_len THEN s.item_id END),
         MIN(s.started) < p_split
  FROM v_session_seq s
  WHERE s.dataset_id = p_ds AND s.sess_len >= 2
  GROUP BY s.dataset_id, s.session_id;
  -- a session that ends on the item it was already showing carries no ranking signal
  DELETE FROM rank_queries WHERE dataset_id = p_ds AND query_item = target_item;

  DELETE FROM item_popularity WHERE dataset_id = p_ds;
  INSERT INTO item_popularity (dataset_id, item_id, n_train, pop_rank)
  SELECT dataset_id, item_id, n,
         ROW_NUMBER() OVER (ORDER BY n DESC, item_id)
  FROM (
    SELECT s.dataset_id, s.item_id, COUNT(*) AS n
    FROM v_session_seq s
    WHERE s.dataset_id = p_ds AND s.started < p_split
    GROUP BY s.dataset_id, s.item_id
  ) t;
END$$
DELIMITER ;

DROP PROCEDURE IF EXISTS build_candidates;
DELIMITER $$
CREATE PROCEDURE build_candidates(IN p_ds INT, IN p_k_covis INT, IN p_k_pop INT)
BEGIN
  DELETE FROM candidates WHERE dataset_id = p_ds;

  INSERT INTO candidates (dataset_id, session_id, item_id, source, covis_w, covis_n, covis_rank)
  SELECT q.dataset_id, q.session_id, c.item_b, 'covis', c.weight, c.n_pairs, c.rk
  FROM rank_queries q
  JOIN (
    SELECT item_a, item_b, weight, n_pairs,
           ROW_NUMBER() OVER (PARTITION BY item_a ORDER BY weight DESC, item_b) AS rk
    FROM covis_hot WHERE dataset_id = p_ds
  ) c ON c.item_a = q.query_item
  WHERE q.dataset_id = p_ds AND c.rk <= p_k_covis;

  INSERT IGNORE INTO candidates (dataset_id, session_id, item_id, source, covis_w, covis_n, covis_rank)
  SELECT q.dataset_id, q.session_id, p.item_id, 'pop', 0, 0, p_k_covis + 1
  FROM rank_queries q
  JOIN item_popularity p ON p.dataset_id = q.dataset_id AND p.pop_rank <= p_k_pop + 1
  WHERE q.dataset_id = p_ds AND p.item_id <> q.query_item;
END$$
DELIMITER ;
