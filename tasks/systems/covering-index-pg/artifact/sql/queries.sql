-- The four query shapes of Table 3.  Placeholders: {sensor}, {t0}, {t1},
-- {lo}, {hi} (times are rendered as timestamptz expressions).
-- @Q1 aggregate of one sensor over a 30-minute window
SELECT sum(value) FROM readings WHERE sensor_id = {sensor} AND ts BETWEEN {t0} AND {t1}
-- @Q2 count and sum over all sensors in a 5-minute window
SELECT count(*), sum(value) FROM readings WHERE ts BETWEEN {t0} AND {t1}
-- @Q3 sum of one sensor's 10 latest readings before a time point
SELECT sum(value) FROM (SELECT value FROM readings WHERE sensor_id = {sensor} AND ts <= {t1} ORDER BY ts DESC LIMIT 10) latest
-- @Q4 count and sum over the sensors of one site in a 15-minute window
SELECT count(*), sum(r.value) FROM readings r JOIN sensors s ON s.sensor_id = r.sensor_id WHERE s.tag >= {lo} AND s.tag < {hi} AND r.ts BETWEEN {t0} AND {t1}
