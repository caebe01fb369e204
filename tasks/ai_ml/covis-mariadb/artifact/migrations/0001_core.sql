-- 0001: datasets registry, item catalogue, raw and clean events.
-- Tables take the database's default character set and collation (see conf/my.cnf).

CREATE TABLE IF NOT EXISTS datasets (
  dataset_id    INT AUTO_INCREMENT PRIMARY KEY,
  name          VARCHAR(64) NOT NULL,
  fingerprint   CHAR(40) NOT NULL,
  n_items_file  INT NOT NULL,
  n_events_file INT NOT NULL,
  loaded_at     DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY uq_datasets_fp (fingerprint)
) ENGINE=InnoDB;

CREATE TABLE IF NOT EXISTS items (
  item_id      INT AUTO_INCREMENT PRIMARY KEY,
  dataset_id   INT NOT NULL,
  sku          VARCHAR(16) NOT NULL,
  category     SMALLINT NOT NULL,
  price_cents  INT NOT NULL,
  UNIQUE KEY uq_items_sku (dataset_id, sku),
  KEY ix_items_cat (dataset_id, category)
) ENGINE=InnoDB;

CREATE TABLE IF NOT EXISTS events_staging (
  dataset_id  INT NOT NULL,
  user_id     INT NOT NULL,
  session_id  INT NOT NULL,
  sku         VARCHAR(16) NOT NULL,
  ts          BIGINT NOT NULL,
  kind        VARCHAR(8) NOT NULL,
  KEY ix_staging_ds (dataset_id)
) ENGINE=InnoDB;

CREATE TABLE IF NOT EXISTS events (
  event_id    BIGINT AUTO_INCREMENT PRIMARY KEY,
  dataset_id  INT NOT NULL,
  user_id     INT NOT NULL,
  session_id  INT NOT NULL,
  item_id     INT NOT NULL,
  ts          BIGINT NOT NULL,
  kind        TINYINT NOT NULL,
  KEY ix_events_sess (dataset_id, session_id, ts),
  KEY ix_events_item (dataset_id, item_id)
) ENGINE=InnoDB;
