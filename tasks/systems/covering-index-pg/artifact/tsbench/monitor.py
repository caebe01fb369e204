"""WAL sampler for the live-ingest phase (Figure 3).

A second connection records the server's WAL position every `interval`
seconds into the table bench_samples, tagged with the phase the benchmark
is in.  The samples are exported to results/samples.csv at the end."""
import threading

from . import db

DDL = """CREATE TABLE IF NOT EXISTS bench_samples (
    run_id   text,
    seed     integer,
    phase    text,
    taken_at timestamptz,
    wal_lsn  pg_lsn
)"""

SAMPLE = ("INSERT INTO bench_samples (run_id, seed, phase, taken_at, wal_lsn) "
          "VALUES (%s, %s, %s, clock_timestamp(), pg_current_wal_lsn())")


class WalSampler:
    def __init__(self, run_id, seed, interval=0.5):
        self.run_id, self.seed, self.interval = run_id, seed, interval
        self.conn = db.connect(application_name="tsbench-monitor")
        self.phase = "start"
        self.samples = 0
        self.error = None
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = None

    def start(self):
        self._thread = threading.Thread(target=self._run, name="wal-sampler", daemon=True)
        self._thread.start()
        if not self._ready.wait(60):
            raise RuntimeError("WAL sampler did not start")
        if self.error:
            raise RuntimeError("WAL sampler failed: %s" % self.error)
        return self

    def set_phase(self, phase):
        self.phase = phase

    def stop(self):
        self._stop.set()
        if self._thread is not None:
            self._thread.join(60)
        return self.samples

    def _sample(self, cur):
        cur.execute(SAMPLE, (self.run_id, self.seed, self.phase))
        self.samples += 1

    def _run(self):
        try:
            with self.conn:
                cur = self.conn.cursor()
                self._sample(cur)
                self._ready.set()
                while not self._stop.wait(self.interval):
                    self._sample(cur)
                self.phase = "end"
                self._sample(cur)
        except Exception as e:  # reported by start()/the driver
            self.error = e
            self._ready.set()
        finally:
            self.conn.close()


def export(cur, run_id, path):
    """Write one run's samples as CSV (seed, phase, seconds since the seed's
    first sample, WAL bytes since then)."""
    cur.execute("SELECT seed, phase, extract(epoch FROM taken_at - min(taken_at) OVER w), "
                "wal_lsn - min(wal_lsn) OVER w FROM bench_samples WHERE run_id = %s "
                "WINDOW w AS (PARTITION BY seed) ORDER BY seed, taken_at", (run_id,))
    rows = cur.fetchall()
    with open(path, "w") as fh:
        fh.write("seed,phase,t_s,wal_bytes\n")
        for seed, phase, t, wal in rows:
            fh.write("%d,%s,%.3f,%d\n" % (seed, phase, float(t), int(wal)))
    return len(rows)
