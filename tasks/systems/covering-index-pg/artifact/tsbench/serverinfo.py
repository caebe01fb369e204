"""Snapshot of the server settings a measurement ran with."""

SETTINGS = ["server_version", "server_version_num", "port", "shared_preload_libraries",
            "shared_buffers", "max_parallel_workers_per_gather", "random_page_cost",
            "effective_cache_size", "default_statistics_target", "jit", "work_mem",
            "pg_stat_statements.track"]


def snapshot(cur):
    out = {}
    for name in SETTINGS:
        cur.execute("SELECT current_setting(%s, true)", (name,))
        out[name] = cur.fetchone()[0]
    return out


def check_prerequisites(cur, settings):
    """Fail early, with a readable message, when the statistics module is
    not available."""
    if "pg_stat_statements" not in (settings.get("shared_preload_libraries") or ""):
        raise SystemExit("pg_stat_statements is not preloaded (see README: server configuration)")
    cur.execute("SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'")
    if cur.fetchone() is None:
        raise SystemExit("extension pg_stat_statements is not installed in database %s"
                         % cur.connection.info.dbname)
