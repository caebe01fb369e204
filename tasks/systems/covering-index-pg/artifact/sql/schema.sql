-- Tables of the benchmark.  readings is append-only and loaded in arrival
-- order; sensors is the registry of the fleet.
DROP TABLE IF EXISTS readings;
DROP TABLE IF EXISTS sensors;
CREATE TABLE sensors (
    sensor_id integer PRIMARY KEY,
    tag       text    NOT NULL,      -- as entered by the installer, e.g. roof-07
    site      text    NOT NULL
);
CREATE TABLE readings (
    sensor_id integer     NOT NULL,
    ts        timestamptz NOT NULL,
    value     integer     NOT NULL      -- milli-degrees
) WITH (autovacuum_enabled = false, fillfactor = 100);
