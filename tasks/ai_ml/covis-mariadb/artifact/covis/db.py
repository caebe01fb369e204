"""Connections to the feature-store database (MariaDB / MySQL, through MySQLdb)."""
import contextlib

import MySQLdb

from . import logutil

log = logutil.get("covis.db")


def connect(dbcfg, database=True):
    """Open a connection. LOCAL INFILE is enabled: the ingester streams the TSV files."""
    kw = dict(
        user=dbcfg["user"],
        passwd=dbcfg.get("password") or "",
        charset="utf8mb4",
        local_infile=1,
        connect_timeout=int(dbcfg.get("connect_timeout", 10)),
    )
    if dbcfg.get("unix_socket"):
        kw["unix_socket"] = dbcfg["unix_socket"]
    else:
        kw["host"] = dbcfg.get("host", "localhost")
        kw["port"] = int(dbcfg.get("port", 3306))
    if database:
        kw["db"] = dbcfg["database"]
    where = kw.get("unix_socket") or "%s:%s" % (kw.get("host"), kw.get("port"))
    log.debug("connecting to %s as %s", where, kw["user"])
    conn = MySQLdb.connect(**kw)
    conn.autocommit(True)
    return conn


@contextlib.contextmanager
def session(dbcfg, database=True):
    conn = connect(dbcfg, database=database)
    try:
        yield conn
    finally:
        conn.close()


def execute(conn, sql, args=None):
    cur = conn.cursor()
    try:
        cur.execute(sql, args)
        return cur.rowcount
    finally:
        cur.close()


def query(conn, sql, args=None):
    cur = conn.cursor()
    try:
        cur.execute(sql, args)
        return list(cur.fetchall())
    finally:
        cur.close()


def query_one(conn, sql, args=None):
    rows = query(conn, sql, args)
    return rows[0] if rows else None


def scalar(conn, sql, args=None):
    row = query_one(conn, sql, args)
    return None if row is None else row[0]


def call(conn, proc, args=()):
    """CALL a stored procedure and drain every result set it produces."""
    cur = conn.cursor()
    try:
        marks = ", ".join(["%s"] * len(args))
        cur.execute(f"CALL {proc}({marks})", tuple(args))
        while cur.nextset():
            pass
    finally:
        cur.close()


def server_info(conn):
    row = query_one(conn, "SELECT VERSION(), @@character_set_database, @@collation_database")
    return {"version": row[0], "charset": row[1], "collation": row[2]}
