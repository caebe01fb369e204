"""Schema migrations: numbered SQL files in migrations/, applied once each, in order.

The files may change the statement delimiter with `DELIMITER xx` lines, the way the
mariadb command-line client accepts them, so stored procedures can be written naturally.
"""
import hashlib
import os
import re

from . import db, logutil

log = logutil.get("covis.migrate")

MIGRATIONS_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "migrations")
_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")

TRACKING_DDL = """
CREATE TABLE IF NOT EXISTS schema_migrations (
  version     CHAR(4) PRIMARY KEY,
  name        VARCHAR(128) NOT NULL,
  checksum    CHAR(40) NOT NULL,
  applied_at  DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
) ENGINE=InnoDB
"""


class MigrationError(RuntimeError):
    pass


def discover(directory=MIGRATIONS_DIR):
    found = []
    for name in sorted(os.listdir(directory)):
        m = _NAME.match(name)
        if m:
            found.append((m.group(1), name, os.path.join(directory, name)))
    versions = [v for v, _, _ in found]
    if len(set(versions)) != len(versions):
        raise MigrationError(f"duplicate migration numbers in {directory}")
    return found


def split_statements(text):
    """Split an SQL script into statements, honouring DELIMITER lines and quotes."""
    statements = []
    delim = ";"
    buf = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.upper().startswith("DELIMITER "):
            _flush(buf, statements)
            delim = stripped.split(None, 1)[1].strip()
            continue
        if not buf and (not stripped or stripped.startswith("--")):
            continue
        buf.append(line)
        joined = "\n".join(buf)
        if _ends_with_delimiter(joined, delim):
            stmt = joined.rstrip()[: -len(delim)].strip()
            if stmt:
                statements.append(stmt)
            buf = []
    _flush(buf, statements)
    return statements


def _flush(buf, statements):
    rest = "\n".join(buf).strip()
    if rest:
        statements.append(rest.rstrip(";").strip())
    buf.clear()


def _ends_with_delimiter(sql, delim):
    body = sql.rstrip()
    if not body.endswith(delim):
        return False
    # an odd number of single quotes means the delimiter sits inside a string literal
    code = "\n".join(ln for ln in body.splitlines() if not ln.strip().startswith("--"))
    unquoted = re.sub(r"\\'", "", code)
    return unquoted.count("'") % 2 == 0


def checksum(path):
    with open(path, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()


def applied(conn):
    db.execute(conn, TRACKING_DDL)
    return {v: (n, c) for v, n, c in db.query(conn, "SELECT version, name, checksum FROM schema_migrations")}


def upgrade(conn, directory=MIGRATIONS_DIR, strict=True):
    done = applied(conn)
    count = 0
    for version, name, path in discover(directory):
        digest = checksum(path)
        if version in done:
            if done[version][1] != digest:
                msg = f"migration {name} changed after it was applied"
                if strict:
                    raise MigrationError(msg + " (run `covis db reset` on a scratch database)")
                log.warning(msg)
            continue
        with open(path) as f:
            statements = split_statements(f.read())
        log.info("applying %s (%d statements)", name, len(statements))
        for stmt in statements:
            db.execute(conn, stmt)
        db.execute(conn, "INSERT INTO schema_migrations (version, name, checksum) VALUES (%s, %s, %s)",
                   (version, name, digest))
        count += 1
    return count


def status(conn, directory=MIGRATIONS_DIR):
    done = applied(conn)
    rows = []
    for version, name, path in discover(directory):
        state = "applied" if version in done else "pending"
        if version in done and done[version][1] != checksum(path):
            state = "changed"
        rows.append((version, name, state))
    return rows


def drop_all(conn, database):
    """Drop every table, view and procedure of the feature store (used by `db reset`)."""
    for (name,) in db.query(conn, "SELECT table_name FROM information_schema.views WHERE table_schema=%s",
                            (database,)):
        db.execute(conn, f"DROP VIEW IF EXISTS `{name}`")
    for (name,) in db.query(conn, "SELECT routine_name FROM information_schema.routines "
                                  "WHERE routine_schema=%s AND routine_type='PROCEDURE'", (database,)):
        db.execute(conn, f"DROP PROCEDURE IF EXISTS `{name}`")
    for (name,) in db.query(conn, "SELECT table_name FROM information_schema.tables "
                                  "WHERE table_schema=%s AND table_type='BASE TABLE'", (database,)):
        db.execute(conn, f"DROP TABLE IF EXISTS `{name}`")
