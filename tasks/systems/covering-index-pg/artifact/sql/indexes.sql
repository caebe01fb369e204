-- One block per index configuration of Table 3; the driver runs the block
-- whose header matches the configuration name.
-- @none

-- @btree
CREATE INDEX readings_sensor_ts ON readings (sensor_id, ts);
-- @covering
CREATE INDEX readings_sensor_ts_cov ON readings (sensor_id, ts) INCLUDE (value);
-- @brin
CREATE INDEX readings_ts_brin ON readings USING brin (ts) WITH (pages_per_range = 16);
