DROP TABLE IF EXISTS readings;
CREATE TABLE readings (
    sensor_id integer     NOT NULL,
    ts        timestamptz NOT NULL,
    value     integer     NOT NULL      -- milli-degrees
) WITH (autovacuum_enabled = false, fillfactor = 100);
