"""Command line: python3 -m tsbench {table3,smoke,settings} [--config FILE] [--out DIR]"""
import argparse
import os
import sys
import time

from . import __version__, bench, config, db, monitor, report, serverinfo


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tsbench")
    ap.add_argument("command", choices=["table3", "smoke", "settings"])
    ap.add_argument("--config", default=None)
    ap.add_argument("--out", default=config.path("results"))
    a = ap.parse_args(argv)

    conn = db.connect()
    cur = conn.cursor()
    settings = serverinfo.snapshot(cur)
    settings["psycopg2"] = db.driver_version()
    settings["tsbench"] = __version__
    if a.command == "settings":
        for k, v in settings.items():
            print("%-34s %s" % (k, v))
        return 0
    serverinfo.check_prerequisites(cur, settings)

    default = "smoke.json" if a.command == "smoke" else "experiment.json"
    exp = config.Experiment(a.config or config.path("conf", default))
    print("tsbench %s on %s (PostgreSQL %s): %s"
          % (__version__, db.describe(), settings["server_version"], exp.describe()), flush=True)
    t0 = time.time()
    result = bench.run(exp, log=lambda m: print(m, flush=True))
    table, summary = report.write(a.out, result, settings, exp)
    n = monitor.export(result["cursor"], result["run_id"], os.path.join(a.out, "samples.csv"))
    report.show(table, summary)
    print("%d WAL samples; %.0f s; results in %s" % (n, time.time() - t0, a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
