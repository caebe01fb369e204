-- 0007: dwell-time column for the (unpublished) dwell-weighted variant, see
-- experiments/dwell_weighting.py. Not used by the paper's pipeline.

CREATE TABLE IF NOT EXISTS event_dwell (
  dataset_id  INT NOT NULL,
  event_id    BIGINT NOT NULL,
  dwell_s     INT NOT NULL,
  PRIMARY KEY (dataset_id, event_id)
) ENGINE=InnoDB;

CREATE OR REPLACE VIEW v_event_dwell AS
SELECT e.dataset_id, e.event_id, e.session_id, e.item_id,
       LEAD(e.ts) OVER (PARTITION BY e.dataset_id, e.session_id ORDER BY e.ts, e.event_id) - e.ts AS dwell_s
FROM events e;
