"""Loading the seeded data: the fleet registry, the archive (bulk COPY) and
the live tail (one INSERT per 15-second step, as the gateway sends it)."""
import datetime as dt
import io

from . import db, workload

START = dt.datetime(2021, 3, 1, tzinfo=dt.timezone.utc)


def stamp(step):
    return (START + dt.timedelta(seconds=step * workload.STEP_S)).strftime("%Y-%m-%d %H:%M:%S+00")


def load_fleet(cur, seed, sensors):
    rows = workload.fleet(seed, sensors)
    db.insert_rows(cur, "INSERT INTO sensors (sensor_id, tag, site) VALUES %s", rows)
    return len(rows)


def split(seed, sc):
    """Archive rows as CSV text, and the live rows grouped by step."""
    archive_steps = sc["steps"] - sc["live_steps"]
    buf = io.StringIO()
    live = {}
    stamps = [stamp(s) for s in range(sc["steps"])]
    n_archive = 0
    for s, step, v in workload.readings(seed, sc["sensors"], sc["steps"]):
        if step < archive_steps:
            buf.write("%d,%s,%d\n" % (s, stamps[step], v))
            n_archive += 1
        else:
            live.setdefault(step, []).append((s, stamps[step], v))
    buf.seek(0)
    return buf, n_archive, live


def copy_archive(cur, buf):
    cur.copy_expert("COPY readings (sensor_id, ts, value) FROM STDIN WITH (FORMAT csv)", buf)


def live_ingest(cur, live, on_step=None):
    n = 0
    for step in sorted(live):
        rows = live[step]
        db.insert_rows(cur, "INSERT INTO readings (sensor_id, ts, value) VALUES %s", rows,
                       page_size=1000)
        n += len(rows)
        if on_step:
            on_step(step, n)
    return n
