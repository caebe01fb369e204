"""The paper's pipeline: ingest -> features -> candidates -> rankers -> Table 3."""
from . import FEATURE_VERSION, __version__, db, evaluate, features, ingest, logutil, migrate, timing

log = logutil.get("covis.pipeline")


def run(cfg, data_dir, name=None, force_features=False):
    timer = timing.StageTimer()
    name = name or cfg["dataset"]["name"]
    if cfg["features"]["version"] != FEATURE_VERSION:
        log.warning("config asks for feature version %s, code implements %s",
                    cfg["features"]["version"], FEATURE_VERSION)
    with db.session(cfg["db"]) as conn:
        with timer.stage("migrate"):
            migrate.upgrade(conn)
        with timer.stage("ingest"):
            ds, _ = ingest.ingest(conn, data_dir, name=name)
        stats = ingest.stats(conn, ds)
        split = features.split_ts(conn, ds, cfg["split"]["test_days"])
        with timer.stage("covis"):
            n_pairs = features.ensure_covis(conn, ds, cfg, split, force=force_features)
        with timer.stage("candidates"):
            qstats = features.build_queries_and_candidates(conn, ds, cfg, split)
        test_sessions = [int(r[0]) for r in db.query(
            conn, "SELECT session_id FROM rank_queries WHERE dataset_id = %s AND is_train = 0 ORDER BY session_id",
            (ds,))]
        with timer.stage("rankers"):
            table, model_info = evaluate.run(conn, ds, cfg, test_sessions)
    stats.update(qstats)
    stats.update({"name": name, "dataset_id": int(ds), "split_ts": int(split), "n_pairs": int(n_pairs)})
    return {
        "covis_version": __version__,
        "feature_version": cfg["features"]["version"],
        "dataset": stats,
        "table3": table,
        "ranker": model_info,
        "config": {k: cfg[k] for k in ("features", "split", "candidates", "ranker", "eval")},
        "timing_s": timer.as_dict(),
    }
