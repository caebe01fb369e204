"""Command-line interface: `python3 -m covis.cli --config configs/paper.yaml COMMAND`.

Commands
  db init | status | reset       create/upgrade the schema, show it, or drop everything
  ingest --data DIR              load a generated dataset
  features --data DIR [--force]  (re)build the co-visitation table of a loaded dataset
  pipeline --data DIR --out F    the full Table 3 pipeline
  neighbours --data DIR SKU      top co-visitation neighbours of one SKU
  smoke                          tiny end-to-end run on SQLite (no server needed)
"""
import argparse
import json
import sys

from . import config, db, features, ingest, logutil, migrate, pipeline, report

log = logutil.get("covis.cli")


def _cfg(args):
    return config.load(args.config)


def cmd_db(args):
    cfg = _cfg(args)
    with db.session(cfg["db"]) as conn:
        if args.action == "init":
            n = migrate.upgrade(conn)
            print(f"{n} migration(s) applied")
        elif args.action == "status":
            info = db.server_info(conn)
            print(f"server {info['version']}, database {cfg['db']['database']}")
            for version, name, state in migrate.status(conn):
                print(f"  {version}  {name:32s} {state}")
            for ds, name, fp, loaded in db.query(conn, "SELECT dataset_id, name, fingerprint, loaded_at FROM datasets"):
                print(f"  dataset {ds}: {name} {fp[:10]} loaded {loaded}")
        elif args.action == "reset":
            if not args.yes:
                print("refusing to drop the feature store without --yes", file=sys.stderr)
                return 2
            migrate.drop_all(conn, cfg["db"]["database"])
            print("dropped; run `db init` to recreate")
    return 0


def cmd_ingest(args):
    cfg = _cfg(args)
    with db.session(cfg["db"]) as conn:
        migrate.upgrade(conn)
        ds, new = ingest.ingest(conn, args.data, name=args.name or cfg["dataset"]["name"])
        st = ingest.stats(conn, ds)
    print(("loaded" if new else "already loaded") + f" dataset {ds}: " + json.dumps(st))
    return 0


def cmd_features(args):
    cfg = _cfg(args)
    with db.session(cfg["db"]) as conn:
        fp = ingest.fingerprint(args.data)
        row = ingest.find_dataset(conn, fp)
        if not row:
            print(f"{args.data} is not loaded; run `ingest` first", file=sys.stderr)
            return 1
        split = features.split_ts(conn, row[0], cfg["split"]["test_days"])
        n = features.ensure_covis(conn, row[0], cfg, split, force=args.force)
    print(f"dataset {row[0]}: {n} co-visitation pairs")
    return 0


def cmd_pipeline(args):
    cfg = _cfg(args)
    doc = pipeline.run(cfg, args.data, name=args.name, force_features=args.force)
    report.write_json(doc, args.out)
    if args.markdown:
        report.write_markdown(doc, args.markdown, cfg["eval"]["cutoff"])
    print(report.render(doc, cfg["eval"]["cutoff"]))
    print(f"\nwrote {args.out}")
    return 0


def cmd_neighbours(args):
    cfg = _cfg(args)
    with db.session(cfg["db"]) as conn:
        row = ingest.find_dataset(conn, ingest.fingerprint(args.data))
        if not row:
            print(f"{args.data} is not loaded", file=sys.stderr)
            return 1
        for sku, w in features.neighbours(conn, row[0], args.sku, args.k):
            print(f"{sku}\t{w:.4f}")
    return 0


def cmd_smoke(args):
    from . import smoke
    return smoke.main(seed=args.seed)


def build_parser():
    ap = argparse.ArgumentParser(prog="covis", description="co-visitation feature store")
    ap.add_argument("--config", default="configs/paper.yaml")
    ap.add_argument("-v", "--verbose", action="count", default=0)
    sub = ap.add_subparsers(dest="cmd", required=True)

    p = sub.add_parser("db")
    p.add_argument("action", choices=["init", "status", "reset"])
    p.add_argument("--yes", action="store_true")
    p.set_defaults(func=cmd_db)

    p = sub.add_parser("ingest")
    p.add_argument("--data", default="data/raw")
    p.add_argument("--name")
    p.set_defaults(func=cmd_ingest)

    p = sub.add_parser("features")
    p.add_argument("--data", default="data/raw")
    p.add_argument("--force", action="store_true")
    p.set_defaults(func=cmd_features)

    p = sub.add_parser("pipeline")
    p.add_argument("--data", default="data/raw")
    p.add_argument("--name")
    p.add_argument("--out", default="results/table3.json")
    p.add_argument("--markdown")
    p.add_argument("--force", action="store_true", help="rebuild the co-visitation table")
    p.set_defaults(func=cmd_pipeline)

    p = sub.add_parser("neighbours")
    p.add_argument("sku")
    p.add_argument("--data", default="data/raw")
    p.add_argument("-k", type=int, default=10)
    p.set_defaults(func=cmd_neighbours)

    p = sub.add_parser("smoke")
    p.add_argument("--seed", type=int, default=7)
    p.set_defaults(func=cmd_smoke)
    return ap


def main(argv=None):
    args = build_parser().parse_args(argv)
    logutil.setup(args.verbose)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
