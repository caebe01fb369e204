-- 0004: ranking queries (one per session: the last event is the target, the one
-- before it the query) and the candidate table with its features.

CREATE TABLE IF NOT EXISTS rank_queries (
  dataset_id   INT NOT NULL,
  session_id   INT NOT NULL,
  query_item   INT NOT NULL,
  target_item  INT NOT NULL,
  is_train     TINYINT NOT NULL,
  PRIMARY KEY (dataset_id, session_id)
) ENGINE=InnoDB;

CREATE TABLE IF NOT EXISTS item_popularity (
  dataset_id  INT NOT NULL,
  item_id     INT NOT NULL,
  n_train     INT NOT NULL,
  pop_rank    INT NOT NULL,
  PRIMARY KEY (dataset_id, item_id),
  KEY ix_pop_rank (dataset_id, pop_rank)
) ENGINE=InnoDB;

CREATE TABLE IF NOT EXISTS candidates (
  dataset_id   INT NOT NULL,
  session_id   INT NOT NULL,
  item_id      INT NOT NULL,
  source       VARCHAR(8) NOT NULL,
  covis_w      DOUBLE NOT NULL DEFAULT 0,
  covis_n      INT NOT NULL DEFAULT 0,
  covis_rank   INT NOT NULL,
  PRIMARY KEY (dataset_id, session_id, item_id)
) ENGINE=InnoDB;
