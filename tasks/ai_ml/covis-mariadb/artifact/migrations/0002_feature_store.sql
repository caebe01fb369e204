-- 0002: feature registry and the serving table for co-visitation neighbours.
-- covis_hot is read by the recommendation API on every page view, so it lives in
-- memory (ENGINE=MEMORY); size it with max_heap_table_size (conf/my.cnf).

CREATE TABLE IF NOT EXISTS feature_sets (
  dataset_id   INT NOT NULL,
  version      VARCHAR(16) NOT NULL,
  split_ts     BIGINT NOT NULL,
  window_size  INT NOT NULL,
  n_pairs      INT NOT NULL,
  built_at     DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (dataset_id, version)
) ENGINE=InnoDB;

CREATE TABLE IF NOT EXISTS covis_hot (
  dataset_id  INT NOT NULL,
  item_a      INT NOT NULL,
  item_b      INT NOT NULL,
  sku_a       VARCHAR(32) NOT NULL,
  sku_b       VARCHAR(32) NOT NULL,
  weight      DOUBLE NOT NULL,
  n_pairs     INT NOT NULL,
  PRIMARY KEY (dataset_id, item_a, item_b),
  KEY ix_covis_a (dataset_id, item_a) USING BTREE
) ENGINE=MEMORY;

-- working table for the sequence self-join (temporary tables cannot be reopened in one
-- query); scratch rows only, emptied after every build
CREATE TABLE IF NOT EXISTS covis_seq_work (
  dataset_id  INT NOT NULL,
  session_id  INT NOT NULL,
  item_id     INT NOT NULL,
  pos         TINYINT NOT NULL,
  KEY ix_seq (dataset_id, session_id, pos, item_id) USING BTREE
) ENGINE=MEMORY;
