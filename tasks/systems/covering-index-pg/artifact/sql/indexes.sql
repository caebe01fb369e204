-- One block per index configuration; the driver runs the block whose
-- header matches the configuration name.  Table 3 uses none, btree,
-- covering and brin; the others belong to Figure 2 and the appendix.
-- @none

-- @btree
CREATE INDEX readings_sensor_ts ON readings (sensor_id, ts);
-- @covering
CREATE INDEX readings_sensor_ts_cov ON readings (sensor_id, ts) INCLUDE (value);
-- @brin
CREATE INDEX readings_ts_brin ON readings USING brin (ts) WITH (pages_per_range = 16);
-- @brin64
CREATE INDEX readings_ts_brin64 ON readings USING brin (ts) WITH (pages_per_range = 64);
-- @covering_brin
CREATE INDEX readings_sensor_ts_cov ON readings (sensor_id, ts) INCLUDE (value);
CREATE INDEX readings_ts_brin ON readings USING brin (ts) WITH (pages_per_range = 16);
-- @ts_btree
CREATE INDEX readings_ts ON readings (ts);
